# Pencilmark：提示和逐步演示的面板、屏幕阅读器朗读的提示阶段、评级面板和对局复盘
# （简体中文，对应 locales/en/messages/hint.ftl）。
# 单元格记作 r1c1；$cells 已由 Intl.ListFormat 连接（“r1c1、r2c2和r3c3”）。

## The hint
hint-show-me = 显示步骤
hint-play-step = 播放演示
hint-stage = 第{ $stage }阶段（共{ $stages }个阶段）
hint-stage-said = 第{ $stage }阶段（共{ $stages }个阶段）。
hint-stage-said-words = 第{ $stage }阶段（共{ $stages }个阶段）：{ $words }。
hint-board-complete = 盘面已完成：没有下一步了。
hint-applied = 已应用：{ $technique }。
hints-stuck-left-out = 本局提示可用的技巧在这里都找不到下一步：这局练习的提示不使用{ $techniques }（它的解题路径也没有用到）。可以按“新题目”或“求解”继续，它们不受这个限制。
# $problem 是引擎给出的完整句子（以句号结尾）。
hints-failed-left-out = { $problem }这局练习的提示不使用{ $techniques }（它的解题路径也没有用到）。可以按“新题目”或“求解”继续，它们不受这个限制。

## Stepping through the solution, and the grade
replay-working = 正在推算解题步骤……最难的题目需要几秒钟。
replay-already-solved = 这道题已经解完了：没有可演示的步骤。
grade-working = 正在评级……最难的题目需要几秒钟。
grade-done = 评级完成：{ $level }。

## A chain step's links in words, under the hint
links-every = 显示全部强弱链（{ $count }条）
links-eureka = Eureka 记法：{ $chain }
part-gap = {"；"}
legend-gap = {"；"}
legend-end = {"。"}

## What a stage of a hint draws, in words for a screen reader
stage-house = { $kind ->
    [row] 第{ $number }行
    [column] 第{ $number }列
   *[box] 第{ $number }宫
  }
# base/cover：鱼的定义域和删除域。
stage-houses = { $role ->
    [base] 定义域
    [cover] 删除域
    [region] 要看的区域
    [fin] 鳍
   *[other] { $role }
  }：{ $houses }
# 中文不分单复数：[one] 和 [other] 都是“格”。
stage-cells = { $role ->
    [pattern] 结构
    [cover] 覆盖
    [pivot] 枢纽
    [fin] 鳍
    [deadly] 致命结构
    [wrong] 出错的
    [lit] 要看的
    [color-a] 颜色 A 的
    [color-b] 颜色 B 的
   *[other] { $role }
  }{ $count ->
    [one] 格
   *[other] 格
  }：{ $cells }
stage-candidates = { $role ->
    [pattern] 结构：{ $cells }中的{ $digit }
    [chain-on] { $cells }中的{ $digit }为真
    [chain-off] { $cells }中的{ $digit }为假
    [eliminated] 删去{ $cells }中的{ $digit }
    [placed] 在{ $cells }填入{ $digit }
    [fin] 鳍：{ $cells }中的{ $digit }
    [pivot] 枢纽：{ $cells }中的{ $digit }
    [group] 组节点：{ $cells }中的{ $digit }
    [deadly] 致命结构：{ $cells }中的{ $digit }
    [extra] 额外候选数：{ $cells }中的{ $digit }
    [color-a] 颜色 A：{ $cells }中的{ $digit }
    [color-b] 颜色 B：{ $cells }中的{ $digit }
    [wrong] 出错：{ $cells }中的{ $digit }
   *[other] { $role }：{ $cells }中的{ $digit }
  }
stage-link = { $kind ->
    [strong] 强链：从{ $fromCell }中的{ $fromDigit }到{ $toCell }中的{ $toDigit }
    [weak] 弱链：从{ $fromCell }中的{ $fromDigit }到{ $toCell }中的{ $toDigit }
    [forces] 由{ $fromCell }中的{ $fromDigit }推出{ $toCell }中的{ $toDigit }
   *[other] { $kind }：从{ $fromCell }中的{ $fromDigit }到{ $toCell }中的{ $toDigit }
  }

## The grade panel
grade-heading = { $level }（难度{ $number }），评分{ NUMBER($score, minimumFractionDigits: 1, maximumFractionDigits: 1) }
grade-scale = 按 Sudoku Explainer 的标准评分，依据的是 SE 自己会走的解题路径（步骤名称用它自己的叫法）：{ $er }、{ $ep }、{ $ed }。
grade-rating-by = { $rating }（{ $by }）
grade-rating = { $measure } { NUMBER($value, minimumFractionDigits: 1, maximumFractionDigits: 1) }
grade-rating-title = { $measure ->
    [ER] 本解法中最难的一步：第{ $step }步
    [EP] 本解法第一次填入数字之前最难的一步：第{ $step }步
   *[ED] 本解法的第一步：第{ $step }步
  }
grade-nothing = 无需求解：每一格都已填满。
grade-hardest = Pencilmark 解法中最难的一步：{ $technique }，第{ $step }步（共{ $steps }步）。{ $show }
grade-show-step = 显示这一步
grade-count = { $technique }：{ $count }
grade-measures = 两个指标：难度是解法所需的最难一类技巧；评分是解法中最难那一步的难度，按 Sudoku Explainer 的标准计算（1.0到12左右）。同一难度的题目，评分可能相差很大：同是困难题，最难一步是二阶鱼的评分3.2，是带鳍二阶鱼的评分6.6。
grade-nesting-estimated = ER 对应的那一步所需的嵌套超过了 Sudoku Explainer 的最深嵌套（嵌套等级5：强制链中的强制链中的强制链）：ER 是根据嵌套试数估算的。
grade-nesting-patterns = ER 对应的那一步需要在强制链中使用结构：推演假设时，数对、区块和二阶鱼还会删去更多候选数（Sudoku Explainer 的嵌套等级1）。
grade-nesting-chains = ER 对应的那一步需要强制链中的强制链，嵌套{ $depth }层（Sudoku Explainer 的嵌套等级{ $depth }{ $depth ->
    [3] ：其中含有单格强制链和区域强制链
    [4] ：其中含有动态强制链
    [5] ：其中含有动态强制链，而这些动态强制链中又含有强制链
   *[other] {""}
  }）。

## The review of a game
review-heading = 本局复盘
review-board = 游戏进行到这一步时的盘面
review-scrub = 步数
review-keys = 逐步查看你的每一步
review-first = 第一步
review-previous = 上一步
review-next = 下一步
review-last = 最后一步
review-close = 返回本局
# These two are only the $title of review-about-titled. The code strips a final
# ASCII "." from $title but not "。", so in zh every $title ends with "。" and
# review-about-titled adds none.
review-this-game = 本局。
review-this-game-level = 本局（{ $level }）。
review-about = { $moves ->
    [one] 共{ $moves }步
   *[other] 共{ $moves }步
  }；{ $hints ->
    [0] 没有请求提示
   *[other] 在{ $times }请求了提示（时间轴上方用“?”标出）
  }。
review-about-titled = { $title }{ review-about }
review-start = 开局：还没有走任何一步。
review-move = 第{ $move }步（共{ $moves }步），{ $what }{ $hinted ->
    [0] {""}
   *[other] ；之后请求了提示
  }。
review-move-timed = { $clock }：{ review-move }
move-changes = { $changes }
move-digit = 在{ $cell }填入{ $digit }
move-erased = 擦除{ $cell }
move-marks-in = 在{ $cell }标上{ $digits }
move-marks-out = 去掉{ $cell }的标记{ $digits }
move-more = 另有{ $count }处
move-colours = 更改{ $cells }的颜色
