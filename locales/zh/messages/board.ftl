# 盘面给读屏软件的文字（web/board.js）：行和列的标题，以及每个格子的标签。
# $digit 是一个数字；$digits 是以空格分隔的数字（“3 4 6”）。

board-row = 第{ $number }行
board-column = 第{ $number }列
cell-gap = {"，"}
cell-given = 提示数 { $digit }
cell-digit = { $digit }
cell-empty = 未填
cell-pencil-marks = 候选数标记 { $digits }
cell-pencil-marks-coloured = 候选数标记 { $digits }，其中{ $colours }
cell-mark-colour = 颜色 { $colour } { $digits }
cell-corner-marks = 角标 { $digits }
cell-centre-marks = 中心标记 { $digits }
cell-shown = 显示的候选数 { $digits }
cell-conflict = 冲突
cell-wrong = 错误
cell-hint = 提示：{ $role ->
    [pattern] 结构
    [cover] 覆盖
    [pivot] 枢纽
    [fin] 鳍
    [group] 组
    [deadly] 致命结构
    [extra] 阻止致命结构的格
    [wrong] 错误的数字
    [lit] 所指的格
    [color-a] 颜色 A
    [color-b] 颜色 B
   *[other] { $role }
  }
cell-colour = 格子颜色 { $colour }
cell-can-go = 可填 { $digit }
cell-two-candidates = 两个候选数
