# Pencilmark：“我的游戏”和“打印题集”的消息，以及印在题集页面上的文字
# （简体中文，对应 locales/en/messages/games.ftl）。

## My games: its list
# 中文不分单复数：[one] 和 [other] 相同。
games-count = { $count ->
    [one] { $count }局游戏
   *[other] { $count }局游戏
  }
games-show-more = 显示更多游戏（还有{ $count }局未显示）
games-level-unknown = 难度未知
games-entry-title = { $playing ->
    [yes] { $level }，正在玩。
   *[no] { $level }。
  }
games-entry-solved = 已解出，用时{ $time }。
games-entry-progress = 已填{ $filled }/{ $open }格，已玩{ $time }。
# $day：“今天”或“昨天”；$date：如“12月3日”。
games-when-day = { $day } { $time }
games-when-date = { $date }
games-last-played = 上次玩于{ $when }。
games-damaged-record = { $saved ->
    [known] 一局已保存的游戏（记录 { $record }，保存于{ $when }）无法读取：记录已损坏。
   *[unknown] 一局已保存的游戏（记录 { $record }）无法读取：记录已损坏。
  }
games-review-label = 复盘：{ $game }
games-delete = 删除
games-delete-label = 删除：{ $game }
games-delete-confirm = 确定删除？
games-delete-confirm-label = 确定删除？再按一次即删除：{ $game }

## Print a booklet: the dialog
booklet-note = 生成新题目用于打印，答案在最后几页。题目在本浏览器中生成（离线也可以）；用同一个种子可以再次生成同样的题集。
booklet-kind-label = 题目
booklet-kind-level = 难度
booklet-kind-technique = 技巧（{ $level }）
booklet-count-label = 数量
booklet-per-page-label = 每页
booklet-per-page = { $count ->
    [one] { $count }道题
   *[other] { $count }道题
  }
booklet-paper-label = 纸张
booklet-paper = { $paper ->
    [letter] Letter
   *[a4] A4
  }
booklet-title-label = 标题
booklet-default-title = 数独
booklet-seed-label = 种子
booklet-seed-any = 任意（会印在页面上）
booklet-make = 生成并打印
booklet-print-again = 再次打印
booklet-making = 正在生成第{ $number }题（共{ $count }题）……
booklet-laying-out = 正在排版……
booklet-made = { $count ->
    [one] { $count }道题，共{ $pages }页（{ $paper }，种子{ $seed }）。浏览器的打印窗口会打开：请选择打印机，或选择“另存为 PDF”。
   *[other] { $count }道题，共{ $pages }页（{ $paper }，种子{ $seed }）。浏览器的打印窗口会打开：请选择打印机，或选择“另存为 PDF”。
  }
booklet-stopped = 已停止：没有生成题集。
booklet-failed = 无法生成题集：{ $error }
booklet-techniques-failed = 无法列出技巧（{ $error }）：只能按难度选择。
booklet-bad-count-whole = 数量必须是整数，不能是“{ $value }”。
booklet-bad-count-range = 数量必须在1到{ $most }之间，不能是{ $count }。
booklet-bad-seed = 种子必须是0到2^64-1之间的整数，不能是“{ $value }”。
booklet-bad-title = 标题最多只能有{ $most }个字符。
booklet-bad-option = 无法生成这本题集：{ $error }。

## Print a booklet: the words printed on its pages
booklet-level = { $level ->
    [0] 简单
    [1] 中等
    [2] 困难
    [3] 专家
    [4] 极限
   *[other] 难度{ $level }
  }
booklet-name-line = 姓名 ____________________
booklet-foot = { $what } · 种子{ $seed }
booklet-page-number = 第{ $page }页，共{ $pages }页
booklet-page-title = { $heading }：第{ $page }页，共{ $pages }页
booklet-puzzle = 第{ $number }题
booklet-puzzle-description = 第{ $number }题：{ $puzzle }
booklet-solution = 第{ $number }题答案
booklet-solution-description = 第{ $number }题的答案：{ $solution }
booklet-solutions-heading = { $title }：答案
