# 盘面的图片（web/picture.js、render.js）：它的标题和描述，供屏幕阅读器朗读
# （简体中文，对应 locales/en/messages/picture.ftl）。

picture-board = 数独盘面
# $technique：该步骤的技巧，名称由引擎给出。
picture-hint = { $technique }：数独盘面上的提示
# $puzzle：题目的81个字符。
picture-puzzle = 题目：{ $puzzle }。
# $words：该步骤的文字，由引擎给出。
picture-step = { $technique }：{ $words }
