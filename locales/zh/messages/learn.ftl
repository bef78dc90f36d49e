# Pencilmark：每日一题、练习技巧、统计，以及技巧页的示例盘面
# （简体中文，对应 locales/en/messages/learn.ftl）。

level-name = { $level ->
    [0] 简单
    [1] 中等
    [2] 困难
    [3] 专家
    [4] 极限
   *[other] 难度{ $level }
  }
engine-loading = 解题引擎仍在加载：请稍后再试。

## The daily puzzle
daily-new = { $level ->
    [0] 每日一题（{ $day }，难度：简单）。
    [1] 每日一题（{ $day }，难度：中等）。
    [2] 每日一题（{ $day }，难度：困难）。
    [3] 每日一题（{ $day }，难度：专家）。
   *[4] 每日一题（{ $day }，难度：极限）。
  }
daily-playing = { $level ->
    [0] 每日一题（{ $day }，难度：简单）：你正在玩这道题。
    [1] 每日一题（{ $day }，难度：中等）：你正在玩这道题。
    [2] 每日一题（{ $day }，难度：困难）：你正在玩这道题。
    [3] 每日一题（{ $day }，难度：专家）：你正在玩这道题。
   *[4] 每日一题（{ $day }，难度：极限）：你正在玩这道题。
  }
daily-back = { $level ->
    [0] 每日一题（{ $day }，难度：简单）：已恢复你在这道题上的进度。
    [1] 每日一题（{ $day }，难度：中等）：已恢复你在这道题上的进度。
    [2] 每日一题（{ $day }，难度：困难）：已恢复你在这道题上的进度。
    [3] 每日一题（{ $day }，难度：专家）：已恢复你在这道题上的进度。
   *[4] 每日一题（{ $day }，难度：极限）：已恢复你在这道题上的进度。
  }

## Practise
practise-option = { $technique }（评分{ NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }）
practise-unknown = 没有可以练习的技巧“{ $key }”：请从列表中选择一个。
practise-looking = 正在寻找用到{ $technique }的题目：已尝试{ NUMBER($tried, useGrouping: 0) }道题……
practise-not-found = 尝试了{ NUMBER($tries, useGrouping: 0) }道题，没有找到用到{ $technique }的题目。每次搜索都会生成新的题目：请再试一次，或选择其他技巧。
practise-not-used = 找到的题目最终并没有用到{ $technique }
practise-stopped = 已停止。
practise-failed = 搜索失败：{ $error }。
practise-note = 练习{ $technique }：下一步正好要用到它。按“提示”会告诉你该看哪里。
practise-note-left-out = { practise-note }为了让它出现，本局的提示不会使用{ $techniques }。
practise-note-left-out-count = { practise-note }为了让它出现，本局的提示不会使用另外{ $count }种本该先用到的技巧。

## The statistics: why they are not kept
stats-full = 无法保存你的统计：此浏览器中 Pencilmark 的存储空间已满。在你关闭页面之前，统计仍会继续累计。
stats-blocked = 此浏览器不允许 Pencilmark 保存统计（可能是无痕窗口，或存储已关闭）：关闭页面后统计就会丢失。

## The Techniques page's examples
technique-example-board = { $technique }：示例盘面
technique-example-failed = 无法显示示例：{ $error }。
technique-board-unread = 无法读取为这个示例推算出的盘面
technique-not-used = 这道题的解法没有用到{ $technique }
technique-picture-failed = 无法生成图片：{ $error }。
