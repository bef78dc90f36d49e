# Pencilmark：今日の問題、テクニックの練習、統計、テクニック解説ページの盤面の例
# （日本語、locales/en/messages/learn.ftl に対応）。

level-name = { $level ->
    [0] 初級
    [1] 中級
    [2] 上級
    [3] エキスパート
    [4] エクストリーム
   *[other] レベル{ $level }
  }
engine-loading = エンジンを読み込み中です。少し待ってから、もう一度お試しください。

## The daily puzzle
daily-new = { $level ->
    [0] 今日の問題（初級、{ $day }）です。
    [1] 今日の問題（中級、{ $day }）です。
    [2] 今日の問題（上級、{ $day }）です。
    [3] 今日の問題（エキスパート、{ $day }）です。
   *[4] 今日の問題（エクストリーム、{ $day }）です。
  }
daily-playing = { $level ->
    [0] 今日の問題（初級、{ $day }）：プレイ中です。
    [1] 今日の問題（中級、{ $day }）：プレイ中です。
    [2] 今日の問題（上級、{ $day }）：プレイ中です。
    [3] 今日の問題（エキスパート、{ $day }）：プレイ中です。
   *[4] 今日の問題（エクストリーム、{ $day }）：プレイ中です。
  }
daily-back = { $level ->
    [0] 今日の問題（初級、{ $day }）：中断したところから再開しました。
    [1] 今日の問題（中級、{ $day }）：中断したところから再開しました。
    [2] 今日の問題（上級、{ $day }）：中断したところから再開しました。
    [3] 今日の問題（エキスパート、{ $day }）：中断したところから再開しました。
   *[4] 今日の問題（エクストリーム、{ $day }）：中断したところから再開しました。
  }

## Practise
practise-option = { $technique }（評価値{ NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }）
practise-unknown = 「{ $key }」という名前のテクニックはありません。練習するテクニックを一覧から選んでください。
practise-looking = { $technique }を使う問題を探しています。これまでに{ NUMBER($tried, useGrouping: 0) }問を試しました…
practise-not-found = { NUMBER($tries, useGrouping: 0) }問を試しましたが、{ $technique }を使う問題は見つかりませんでした。探すたびに新しい問題を作ります。もう一度試すか、別のテクニックを選んでください。
practise-not-used = 見つかった問題は、結局{ $technique }を使っていませんでした
practise-stopped = 中止しました。
practise-failed = 問題を探せませんでした：{ $error }。
practise-note = { $technique }を練習しましょう。ここではそれが次の一手です。「ヒント」を押すと、注目する場所がわかります。
practise-note-left-out = { practise-note }そのテクニックが出るように、このゲームのヒントでは{ $techniques }を除外しています。
practise-note-left-out-count = { practise-note }そのテクニックが出るように、このゲームのヒントでは、先に使われるはずの{ $count }種類のテクニックを除外しています。

## The statistics: why they are not kept
stats-full = 統計を保存できません。このブラウザの Pencilmark 用の保存容量がいっぱいです。ページを閉じるまでは記録が続きます。
stats-blocked = このブラウザでは Pencilmark が統計を保存できません（プライベートウィンドウか、ストレージがオフになっています）。ページを閉じると統計は失われます。

## The Techniques page's examples
technique-example-board = { $technique }：盤面の例
technique-example-failed = 例を表示できませんでした：{ $error }。
technique-board-unread = この例のために用意した盤面を読み込めませんでした
technique-not-used = この問題の解き方では{ $technique }を使いません
technique-picture-failed = 画像を作成できませんでした：{ $error }。
