# テクニックのページ（public/techniques.html）の見出し、はじめに、各記事の部品（日本語、
# locales/en/techniques-page/page.ftl に対応）。HTML は <b> だけ使えます。

page-title = テクニック — Pencilmark
page-description = Pencilmark のソルバーが知っているすべての数独テクニックを、やさしいものから順に紹介します。どれも実際の問題で1手ずつ示し、難易度と評価値を添えています。
heading = テクニック
nav-pages = ページ
nav-play = 数独で遊ぶ
nav-languages = 言語
intro-order = ソルバーが知っているすべてのテクニックを、ソルバーが試す順に、やさしいものから並べています。どれも実際の問題を使い、その問題を解く途中で初めてそのテクニックが必要になる手の場面を示します。盤面が画面に入ると、その手が再生されます。<b>練習</b>を押すと、そのテクニックが次の一手になる場面から、あなたのための新しい問題が始まります。
intro-measures = どのテクニックにも<b>難易度</b>と<b>評価値</b>という、2つの異なる指標があります。難易度（初級〜エクストリーム）は、そのテクニックが属する系統です。問題の難易度は、その解き方に必要な最も難しい系統で決まります。評価値は、その1手の難しさを Sudoku Explainer の尺度（1.0から約12まで）で表したもので、問題のスコアは最も難しい手の評価値です。そのため、同じ難易度の2つのテクニックでも、評価値が大きく違うことがあります（Xウィングは3.2、フィンドXウィングは6.6）。
technique-count = 全{ $count }種類のテクニックを、やさしい順に並べています。

## One technique's article
technique-facts = { $uniqueness ->
    [yes] { $level }、評価値{ NUMBER($rating, minimumFractionDigits: 1) }。答えが1つだけであることを前提とします。
   *[no] { $level }、評価値{ NUMBER($rating, minimumFractionDigits: 1) }。
  }
example-number = 例{ $number }
picture-still = 画像（SVG）
picture-animated = アニメーション画像（SVG）
examples-label = { $technique }：例
pictures-label = { $technique }：例の画像
step-label = { $technique }：この一手
example-coming = 例がまもなく表示されます…
no-example = このテクニックの例題はまだありません。
practise = 練習
practise-label = { $technique }を練習
what-it-is = どんなテクニックか
why-it-works = なぜ成り立つのか
variants = バリエーション
builds-on = 基礎となるテクニック
