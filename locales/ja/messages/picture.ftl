# 盤面の画像（web/picture.js、render.js）のタイトルと説明。スクリーンリーダーが読み上げます
# （日本語、locales/en/messages/picture.ftl に対応）。

picture-board = 数独の盤面
# $technique：その手のテクニック名（エンジンが返すもの）。
picture-hint = { $technique }：数独の盤面上のヒント
# $puzzle：問題を表す81文字。
picture-puzzle = 問題：{ $puzzle }。
# $words：その手の文章（エンジンが返すもの）。
picture-step = { $technique }：{ $words }
