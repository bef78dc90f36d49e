# 別のページに埋め込んだ盤面（<pencilmark-board>、web/embed.js）のボタンと、
# その下に出る文章（日本語、locales/en/messages/embed.ftl に対応）。

board-label = 数独の盤面
# ヒントや手順の文章の前に付く見出し：「注目する場所。3行目で…」
board-title = { $title }。
board-complete = 盤面は完成しています。
# $technique：エンジンが返すテクニック名。
find-technique = { $technique }を見つけましょう。
find-next-step = 次の一手を見つけましょう。
button-hint = ヒント
button-apply = 適用
button-undo = 元に戻す
show-answer = 答えを見る
start-again = 最初から
puzzle-done = 完了：{ $technique }を適用しました。もう一度見るには「最初から」を押してください。
previous-step = 前の手
next-step = 次の手
button-play = 再生
button-pause = 一時停止
replay-solved = この問題はすでに解けています。表示する手はありません。
