# 技巧页面（public/techniques.html，由 scripts/make-techniques.mjs 生成）：标题、简介和每篇技巧文章的各个部分。
# 值中只能使用 <b>（粗体），不能用其他 HTML。

page-title = 技巧 — Pencilmark
page-description = Pencilmark 解题器掌握的全部数独技巧，由易到难排列，每种技巧都在一道真实的题目上逐步演示，并标明其难度和评分。
heading = 技巧
nav-pages = 页面
nav-play = 玩数独
# 本页其他语言版本的列表，每种语言用它自己的文字书写。
nav-languages = 语言
intro-order = 这里列出解题器掌握的全部技巧，按它尝试的顺序排列：简单的在前。每种技巧都在一道真实的题目上演示，停在解题过程第一次需要它的那一步；盘面进入视野时会自动演示这一步。<b>练习</b>会为你生成一道新题，停在下一步正好要用到该技巧的位置。
intro-measures = 每种技巧都有<b>难度</b>和<b>评分</b>，这是两种不同的指标。难度（从简单到极限）是它所属的技巧类别：一道题的难度取决于解法所需的最难一类技巧。评分是 Sudoku Explainer 对这一步本身的难度评定，从1.0到12左右：一道题的分数就是其中最难一步的评分。所以同一难度的两种技巧，评分可能相差很大（二阶鱼为3.2，带鳍二阶鱼为6.6）。
# $count：本页展示的技巧数。
technique-count = 共{ $count }种技巧，由易到难排列。

## One technique's article
# $level：难度名称（简单……极限）；$rating：该技巧的 Sudoku Explainer 评分，如 3.2；
# $uniqueness：技巧假定题目只有一个解时为 yes。
technique-facts = { $uniqueness ->
    [yes] 难度：{ $level }，评分{ NUMBER($rating, minimumFractionDigits: 1) }，假定题目有唯一解。
   *[no] 难度：{ $level }，评分{ NUMBER($rating, minimumFractionDigits: 1) }。
  }
# 在同一技巧的几个示例之间切换的按钮：$number 从 1 开始。
example-number = 示例{ $number }
picture-still = 图片（SVG）
picture-animated = 动画图片（SVG）
# $technique：技巧名称，供屏幕阅读器使用。
examples-label = { $technique }：示例
pictures-label = { $technique }：示例图片
step-label = { $technique }：这一步
example-coming = 示例即将显示……
no-example = 这项技巧暂时还没有示例题目。
practise = 练习
practise-label = 练习{ $technique }
what-it-is = 是什么
why-it-works = 为什么成立
variants = 变体
builds-on = 前置技巧
