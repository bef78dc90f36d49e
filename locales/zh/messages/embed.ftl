# 嵌入其他页面的盘面（<pencilmark-board>，web/embed.js）：它的按钮和下方的文字
# （简体中文，对应 locales/en/messages/embed.ftl）。

board-label = 数独盘面
# 提示或步骤文字前的标题：“看哪里。在第3行……”
board-title = { $title }。
board-complete = 盘面已完成。
# $technique：引擎给出的技巧名称。
find-technique = 用{ $technique }找出下一步。
find-next-step = 找出下一步。
button-hint = 提示
button-apply = 应用
button-undo = 撤销
show-answer = 查看答案
start-again = 重新开始
puzzle-done = 完成：已应用{ $technique }。按“重新开始”可以再找一次。
previous-step = 上一步
next-step = 下一步
button-play = 播放
button-pause = 暂停
replay-solved = 这道题已经解完了：没有可显示的步骤。
