# Pencilmark：页面的消息（简体中文，对应 locales/en/messages/page.ftl）。
# 单元格记作 r1c1。中文没有复数变化，$count 不分单复数
# （只有一格时说出格名的消息，用数值 [1] 区分）。

ready = 准备就绪。
start-playing = 开始游戏
making-puzzle = 正在生成新题目……
new-puzzle = { $level ->
    [0] 新题目（难度：简单）。
    [1] 新题目（难度：中等）。
    [2] 新题目（难度：困难）。
    [3] 新题目（难度：专家）。
   *[4] 新题目（难度：极限）。
  }
game-unreadable = 无法读取该游戏。
game-back = 已恢复你的游戏，和你离开时一样。
link-unopened = 无法打开此链接：{ $error }。你之前打开的游戏仍在，和你离开时一样。
current-game-damaged = 无法读取你正在玩的游戏（其记录已损坏），因此已打开{ $other ->
    [other] 你最近玩过的另一局游戏
   *[any] 另一局游戏
  }。损坏的游戏列在“我的游戏”中。

## Storage
history-dropped = { $count ->
    [0] 没有可清除撤销记录的已完成游戏：请在“我的游戏”中删除游戏以释放空间。
   *[other] 已清除{ $count }局已完成游戏的撤销记录以释放空间，你的游戏已重新保存。
  }
history-dropped-still-full = 已清除{ $count }局已完成游戏的撤销记录，但存储空间仍然已满：请在“我的游戏”中删除游戏以释放更多空间。
damaged-games = 有{ $count }局已保存的游戏无法读取：记录已损坏。可在“我的游戏”中找到并删除。
option-not-kept = 此浏览器无法保存该选项：它仅在本页面关闭前有效。

## Other tabs
deleted-elsewhere = 此游戏已在另一个标签页中被删除。由于你正在玩，它仍保留在这里。
played-elsewhere = 此游戏在另一个标签页中有新的操作：盘面已显示这些步骤。
changed-elsewhere = 此游戏在同一时间也在另一个标签页中被修改了：盘面显示的是那个标签页中的游戏，你在这里的最后一步没有保留。

## Playing
digit-clashes = { $cell }的{ $digit }与{ $peers }的{ $digit }冲突。
digit-wrong = { $cell }的{ $digit }与答案不符。
solved = 解题成功，用时{ $time }。太棒了！
paused = 已暂停：盘面已隐藏，计时已停止。
mode-digits = 数字模式：按数字填入格子。
mode-marks = 标记模式：按数字添加或删除标记。
mode-colour = 着色模式：按数字会把格中该数字的标记依次变为颜色 A、B、C、D，然后恢复无色；“格子颜色”（或 Shift+1–6）给格子本身着色。“擦除”清除格子的颜色。
mode-marks-3x3 = 标记模式：按数字添加或删除标记（3×3）。
mode-marks-corner = 角标模式：按数字添加或删除角标（标出数字在本宫中可填的位置；不限制格子的候选数）。
mode-marks-centre = 中心标记模式：按数字添加或删除中心标记（格子没有 3×3 标记时，即为它的候选数）。
marks-hidden = { $kind ->
    [corner] { $cell }显示的是 3×3 标记；清除这些标记后才会显示它的角标。
   *[centre] { $cell }显示的是 3×3 标记；清除这些标记后才会显示它的中心标记。
  }
bivalue-on = 恰好有两个候选数的格已加底色（再按 B 取消）。
bivalue-off = 已取消双候选数格的底色。
colours-cleared = 已清除颜色。
colours-off-cell = 已清除{ $cell }的颜色。
colours-need-empty = 颜色加在标记上：请选择一个空格。
colours-need-mark = 请先在{ $cell }标上{ $digit }：颜色加在标记上。
mark-coloured = { $cell }的{ $digit }：{ $colour ->
    [1] 颜色 A
    [2] 颜色 B
    [3] 颜色 C
    [4] 颜色 D
   *[0] 无颜色
  }。
cell-coloured = 已给{ $count ->
    [1] { $where }
   *[other] { $count }格
  }涂上格子颜色{ $colour }。
cell-colour-off = 已清除{ $count ->
    [1] { $where }
   *[other] { $count }格
  }的格子颜色。
undone-unsolved = 已撤销你的最后一步：游戏变回未完成状态，计时继续。
marks-filled = 已根据盘面上的数字填入标记。
solved-shown = 已求解：盘面显示的是唯一解。
digits-wrong = 有{ $count }个数字填错了：{ $cells }。
digits-right = 到目前为止，盘面上的数字都是正确的。
live-marks = 实时候选数标记：每个空格都显示它的候选数，并随你填入的每个数字更新。

## A puzzle that cannot be played
game-off = { $status ->
    [multiple] 这道题有多个解，无法得出唯一答案
   *[none] 这道题无解（部分提示数相互矛盾）
  }：本局已停用“提示”“检查”“求解”“评级”和“逐步演示”，“我的游戏”会原样保留本局。
game-off-error = 本局无法进行：{ $error }。本局已停用“提示”“检查”“求解”“评级”和“逐步演示”，“我的游戏”会原样保留本局。
game-off-techniques = 本局的提示排除了{ $techniques }，而此版本的 Pencilmark 无法识别这些技巧，因此无法给出提示：本局已停用“提示”“检查”“求解”“评级”和“逐步演示”，“我的游戏”会原样保留本局。
game-off-technique-key = “{ $key }”
link-not-one-solution = 链接中的题目没有打开，也没有添加到你的游戏中：{ $status ->
    [multiple] 这道题有多个解，无法得出唯一答案
   *[none] 这道题无解（部分提示数相互矛盾）
  }。
puzzle-not-one-solution = { $status ->
    [multiple] 这道题有多个解，无法得出唯一答案。它没有添加到你的游戏中。
   *[none] 这道题无解（部分提示数相互矛盾）。它没有添加到你的游戏中。
  }
link-not-opened = 链接中的题目没有打开，也没有添加到你的游戏中：{ $error }。

## Languages
language-words-failed = 无法加载语言“{ $language }”的文字（{ $error }）：加载完成前，提示以英文显示。
language-page-failed = 无法加载语言“{ $language }”的页面文字（{ $error }）：加载完成前，页面仍以英文显示。
language-not-kept = 此浏览器无法为你的下次访问保存语言设置：仅在本次访问中有效。

## Storage problems (the note over the board, and My games)
storage-full = 此浏览器中 Pencilmark 的存储空间已满，你最近的操作没有保存。之前保存的内容都没有删除，游戏可以继续；请释放一些空间（或在“我的游戏”中删除游戏）以恢复保存。
storage-blocked = 此浏览器不允许 Pencilmark 保存游戏（可能是无痕窗口，或存储已关闭）。你可以继续玩，但关闭页面后游戏就会丢失。

## Between two sentences said together: a space, or none where sentences are not spaced.
sentence-gap = {""}

## A hint and a replay (the page's and an embedded board's)
where-to-look = 看哪里
waiting = 正在寻找下一步……
replay-title = 第{ $step }步（共{ $steps }步）：{ $name }
