# Pencilmark：ヒントと解き方のシート、スクリーンリーダー向けのリンクと段階の説明、
# 難易度判定パネル、ゲームの振り返り（日本語、locales/en/messages/hint.ftl に対応）。
# マスは r1c1 で表します。$cells はすでに「、」などでつないであります。

## The hint
hint-show-me = 表示する
hint-play-step = 一手を再生
hint-stage = { $stage }段階目（全{ $stages }段階）
hint-stage-said = { $stage }段階目（全{ $stages }段階）。
hint-stage-said-words = { $stage }段階目（全{ $stages }段階）：{ $words }。
hint-board-complete = 盤面は完成しています。次の一手はありません。
hint-applied = { $technique }を適用しました。
hints-stuck-left-out = このゲームのヒントで使うテクニックでは、ここから次の一手が見つかりません。この練習ゲームのヒントは、解き方の手順と同じく{ $techniques }を除外しています。「新しい問題」か「解答」を使えば、この制限なしで進められます。
hints-failed-left-out = { $problem }この練習ゲームのヒントは、解き方の手順と同じく{ $techniques }を除外しています。「新しい問題」か「解答」を使えば、この制限なしで進められます。

## Stepping through the solution, and the grade
replay-working = 解き方の手順を調べています…難しい問題では数秒かかります。
replay-already-solved = この問題はすでに解けています。表示する手はありません。
grade-working = 難易度を判定しています…難しい問題では数秒かかります。
grade-done = 難易度判定：{ $level }。

## A chain step's links in words, under the hint
links-every = すべてのリンクを表示（{ $count }）
links-eureka = Eureka 表記：{ $chain }
part-gap = {"／"}
legend-gap = {"／"}
legend-end = {"。"}

## What a stage of a hint draws, in words for a screen reader
stage-house = { $kind ->
    [row] { $number }行目
    [column] { $number }列目
   *[box] ブロック{ $number }
  }
stage-houses = { $role ->
    [base] ベース
    [cover] カバー
    [region] 注目
    [fin] フィン
   *[other] { $role }
  }：{ $houses }
# Role word + マス: 「パターンのマス：r1c1、r1c2」.
stage-cells = { $role ->
    [pattern] パターンの
    [cover] カバーする
    [pivot] ピボットの
    [fin] フィンの
    [deadly] デッドリーパターンの
    [wrong] 間違った
    [lit] 注目する
    [color-a] 色Aの
    [color-b] 色Bの
   *[other] { $role }の
  }{ $count ->
    [one] マス
   *[other] マス
  }：{ $cells }
stage-candidates = { $role ->
    [pattern] { $cells }の{ $digit }（パターン）
    [chain-on] { $cells }の{ $digit }は正しい
    [chain-off] { $cells }の{ $digit }は正しくない
    [eliminated] { $cells }から{ $digit }を消す
    [placed] { $cells }に{ $digit }を入れる
    [fin] { $cells }の{ $digit }（フィン）
    [pivot] { $cells }の{ $digit }（ピボット）
    [group] { $cells }の{ $digit }（グループ）
    [deadly] { $cells }の{ $digit }（デッドリーパターン）
    [extra] { $cells }の{ $digit }（余分な候補）
    [color-a] { $cells }の{ $digit }（色A）
    [color-b] { $cells }の{ $digit }（色B）
    [wrong] { $cells }の{ $digit }（間違い）
   *[other] { $cells }の{ $digit }（{ $role }）
  }
stage-link = { $kind ->
    [strong] { $fromCell }の{ $fromDigit }から{ $toCell }の{ $toDigit }への強リンク
    [weak] { $fromCell }の{ $fromDigit }から{ $toCell }の{ $toDigit }への弱リンク
    [forces] { $fromCell }の{ $fromDigit }から{ $toCell }の{ $toDigit }が決まる
   *[other] { $fromCell }の{ $fromDigit }から{ $toCell }の{ $toDigit }への{ $kind }
  }

## The grade panel
grade-heading = { $level }（レベル{ $number }）、スコア{ NUMBER($score, minimumFractionDigits: 1, maximumFractionDigits: 1) }
grade-scale = Sudoku Explainer の尺度での評価（SE 自身がたどる手順で評価し、手の名前も SE のものです）：{ $er }、{ $ep }、{ $ed }。
grade-rating-by = { $rating }（{ $by }）
grade-rating = { $measure } { NUMBER($value, minimumFractionDigits: 1, maximumFractionDigits: 1) }
grade-rating-title = { $measure ->
    [ER] この解き方で最も難しい手：{ $step }手目
    [EP] この解き方で、最初に数字が決まるまでの最も難しい手：{ $step }手目
   *[ED] この解き方の最初の手：{ $step }手目
  }
grade-nothing = 解くところはありません。すべてのマスが埋まっています。
grade-hardest = Pencilmark の解き方で最も難しい手：{ $technique }、{ $step }手目（全{ $steps }手）。{ $show }
grade-show-step = その手を見る
grade-count = { $technique }：{ $count }手
grade-measures = 2つの指標があります。難易度は、解くのに必要なテクニックのうち最も難しい系統で決まります。スコアは、最も難しい1手の難しさを Sudoku Explainer の尺度（1.0から約12まで）で表したものです。同じ難易度の問題でも、スコアは大きく違うことがあります。最も難しい手がXウィングの上級の問題は3.2、フィンドXウィングの問題は6.6です。
grade-nesting-estimated = ER の手には、Sudoku Explainer の最も深い入れ子（レベル5：フォーシングチェーンの中のフォーシングチェーンの中のフォーシングチェーン）を超える推論が必要です。ER は、入れ子にした仮置きから求めた推定値です。
grade-nesting-patterns = ER の手には、フォーシングチェーンの中でパターンを使う必要があります。仮定をたどる間に、ペア、ポインティング・ボックスライン、Xウィングでさらに候補を消します（Sudoku Explainer の入れ子レベル1）。
grade-nesting-chains = ER の手には、{ $depth }重に入れ子になったフォーシングチェーンが必要です（Sudoku Explainer の入れ子レベル{ $depth }{ $depth ->
    [3] ：内側にマスと領域のフォーシングチェーン
    [4] ：内側にダイナミックフォーシングチェーン
    [5] ：内側にダイナミックフォーシングチェーン、さらにその内側にフォーシングチェーン
   *[other] {""}
  }）。

## The review of a game
review-heading = プレイの振り返り
review-board = ゲームのこの時点の盤面
review-scrub = 手
review-keys = 自分の手を1手ずつ見る
review-first = 最初の手
review-previous = 前の手
review-next = 次の手
review-last = 最後の手
review-close = ゲームに戻る
review-this-game = このゲーム
review-this-game-level = このゲーム（{ $level }）
review-about = { $moves ->
    [one] 全{ $moves }手
   *[other] 全{ $moves }手
  }、{ $hints ->
    [0] ヒントは使っていません
   *[other] { $times }にヒントを使いました（タイムライン上に「?」で表示）
  }。
review-about-titled = { $title }。{ review-about }
review-start = 開始時点：まだ何も入力していません。
review-move = { $move }手目（全{ $moves }手）：{ $what }{ $hinted ->
    [0] {""}
   *[other] （直後にヒントを使用）
  }。
review-move-timed = { $clock }、{ review-move }
move-changes = { $changes }
move-digit = { $cell }に{ $digit }
move-erased = { $cell }を消去
move-marks-in = { $cell }にメモ{ $digits }
move-marks-out = { $cell }からメモ{ $digits }を消去
move-more = ほか{ $count }件
move-colours = { $cells }の色を変更
