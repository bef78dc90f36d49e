# Pencilmark：共有メニュー、盤面の画像、共有リンク、問題の入力欄とファイル、写真のメッセージ
# （日本語、locales/en/messages/share.ftl に対応）。マスは r1c1 で表します。

## The Share menu
share-link-copied = { $time ->
    [yes] このゲームのリンクをクリップボードにコピーしました（メモ、色、タイムを含みます）。
   *[no] このゲームのリンクをクリップボードにコピーしました（メモと色を含みます）。
  }
share-text-copied = 盤面を{ $form }としてクリップボードにコピーしました。
share-copy-refused = { $what ->
    [link] このブラウザでは、ページからコピーできませんでした。ボタンの下の欄でリンクを選択してあるので、ご自分でコピーしてください。
   *[text] このブラウザでは、ページからコピーできませんでした。ボタンの下の欄でテキストを選択してあるので、ご自分でコピーしてください。
  }
share-link-box = このゲームのリンク
share-text-box = 盤面（{ $form }）
share-text-failed = 盤面をテキストにできません：{ $error }。
share-open-failed = { $app ->
    [sudokuwiki] 盤面を SudokuWiki のソルバーで開けません：{ $error }。
   *[sudokupad] 盤面を SudokuPad で開けません：{ $error }。
  }

## Pictures of the board
share-picture-no-step = 先にヒントで一手を表示してください（または「1手ずつ見る」を使ってください）。アニメーション画像は、その一手を再生するものです。
share-picture-saved = 画像を{ $file }としてダウンロードフォルダに保存しました。
share-picture-failed = 画像を作成できませんでした：{ $error }
share-picture-png-failed = ブラウザが PNG を作成できませんでした
picture-menu-name = 画像
picture-menu-choice = { $choice ->
    [picture-png] 画像（PNG）
    [picture-hint] アニメーション画像（SVG）
   *[picture-svg] 画像（SVG）
  }
picture-menu-no-step = 画像を作成できませんでした：アニメーションにする一手が表示されていません

## Why a link to a game (?g=) does not open: said after page.ftl's link-unopened
## 「このリンクを開けませんでした：」. $what: share-link-field-*.
share-link-empty = リンクが空です
share-link-version = バージョン「{ $version }」はこのページでは読み込めません（新しい Pencilmark で作られたリンクかもしれません）
share-link-unpack = データを展開できません（リンクが途中で切れているか、変更されています）
share-link-check = チェック値がデータと一致しません（リンクが途中で切れているか、変更されています）
share-link-ends-before = { $what }の前でリンクが終わっています（リンクが途中で切れています）
share-link-not-digit = { $what }に、32進数の数字ではない「{ $character }」があります
share-link-beyond = { $what }が{ $value }で、上限の{ $most }を超えています
share-link-givens-repeat = 問題の数字が、同じ行・列・ブロックの中で重複しています
share-link-no-givens = 問題の数字がありません
share-link-no-candidates = メモで表した問題に、候補のないマスがあるか、候補が1つも除外されていません
share-link-no-notes = コーナーメモや中央メモのあるマスが1つも記載されていません
share-link-notes-order = コーナーメモと中央メモの記載で、{ $cell }が順番どおりでないか、問題の数字のマスになっています
share-link-notes-empty = コーナーメモも中央メモもない{ $cell }が記載されています
share-link-colours-order = 色の記載で、{ $cell }が順番どおりではありません
share-link-colours-empty = 色の記載に、色のない{ $cell }があります
share-link-colours-unmarked = { $cell }の、メモに書かれていない候補に色が付いています
share-link-unreadable = 読み込めません（{ $error }）
share-link-reader-failed = リンクを読み込むためのプログラムを読み込めませんでした（{ $error }）
share-link-field-flags = フラグ
share-link-field-clock = タイム
share-link-field-digit = { $cell }の数字
share-link-field-candidates = 問題の{ $cell }の候補
share-link-field-marks = { $cell }のメモ
share-link-field-taken = { $cell }から消したメモ
share-link-field-notes-count = コーナーメモや中央メモのあるマスの数
share-link-field-notes-cell = コーナーメモや中央メモのあるマス
share-link-field-corner = { $cell }のコーナーメモ
share-link-field-centre = { $cell }の中央メモ
share-link-field-coloured-cell = 色の付いたマス
share-link-field-mark-colour = { $cell }の{ $digit }の色
share-link-field-cell-colour = { $cell }の色

## The puzzle box
puzzle-loaded = 問題を読み込みました。
# f-puzzles や SudokuPad のリンクから引き継げなかったもの。$lost は「、」などでつないだもの。
puzzle-not-kept = 次のものは引き継げませんでした：{ $lost }。
puzzle-lost-corner-marks = { $count ->
    [one] { $count }マスのコーナーメモ
   *[other] { $count }マスのコーナーメモ
  }
puzzle-lost-colours = 色
puzzle-too-long = そのテキストは{ $count }文字あり、1つの問題としては長すぎます（どの形式でも、罫線入りのメモのグリッドでさえ、多くて数千文字です）。短くできるよう、入力欄に残してあります。

## Typing the givens
# 「プレイ開始」：入力中に「問題の数字を入力」ボタンが変わる名前（web/app.js の 'Start playing'）。
givens-type = 問題の数字を盤面に入力してから、「プレイ開始」を押してください。
givens-engine-loading = エンジンを読み込み中です。
givens-not-one-solution = { $status ->
    [multiple] この問題は答えが複数あります。問題の数字を増やしてください。
   *[none] この問題には答えがありません。入力した数字を確認してください。
  }
givens-ready = 問題の準備ができました。がんばってください！

## A file of puzzles. $file: the file's name.
file-engine-loading = 「{ $file }」を開けませんでした。エンジンを読み込み中です。少し待ってから、もう一度開いてください。
file-too-large = 「{ $file }」は{ $bytes }バイトあり、問題のファイルとしては大きすぎます。
file-unread = 「{ $file }」を読み込めませんでした：{ $error }。
file-no-puzzle = 「{ $file }」には、Pencilmark が読み込める問題がありません：{ $error }。
file-list = { $listed ->
    [first] 「{ $file }」は{ $lines }行あります。{ $count }問を表示しています（最初の{ $most }行）。遊ぶ問題を選んでください。
    [skipped] { $skipped ->
        [one] 「{ $file }」は{ $lines }行あり、問題が{ $count }問、問題でない行が{ $skipped }行あります。遊ぶ問題を選んでください。
       *[other] 「{ $file }」は{ $lines }行あり、問題が{ $count }問、問題でない行が{ $skipped }行あります。遊ぶ問題を選んでください。
      }
   *[all] 「{ $file }」は{ $lines }行あり、問題が{ $count }問あります。遊ぶ問題を選んでください。
  }
file-listed = 「{ $file }」：{ $count }問から選べます。
file-puzzle = 問題{ $number }：数字{ $givens }個
file-added = { $count ->
    [one] { $count }問をマイゲームに追加しました。
   *[other] { $count }問をマイゲームに追加しました。
  }
file-not-added = { $count ->
    [one] 答えがないか複数あるため、問題{ $puzzles }は追加しませんでした。
   *[other] 答えがないか複数あるため、問題{ $puzzles }は追加しませんでした。
  }

## A photo of a puzzle
photo-engine-loading = 写真を読み取れませんでした。エンジンを読み込み中です。少し待ってから、もう一度お試しください。
photo-not-picture = { $named ->
    [yes] 「{ $file }」は、このブラウザでは画像として開けませんでした。
   *[no] このブラウザでは、この画像を開けませんでした。
  }
photo-reading = 写真を読み取っています…
photo-no-grid = 写真の中に数独の盤面が見つかりませんでした。盤面全体が入るように、正面から明るい場所で撮り直してください。
photo-unread = 写真を読み取れませんでした：{ $error }。
photo-read = { $count ->
    [0] 写真を読み取りました。
   *[other] 写真を読み取りました。丸で囲んだマスを確認してください。
  }
photo-digits-read = { $count ->
    [0] 数字を{ $read }個読み取りました。直すマスがあればタップしてから、「この問題で遊ぶ」を押してください。
    [one] 数字を{ $read }個読み取りました。丸で囲んだマス（{ $cells }）を確認してください。マスをタップしてから、数字を選びます。
   *[other] 数字を{ $read }個読み取りました。丸で囲んだマス（{ $cells }）を確認してください。マスをタップしてから、数字を選びます。
  }
photo-empty = 空欄
photo-canvas-label = 盤面の輪郭と読み取った数字を表示した写真：{ $puzzle }
photo-cell-read = { $digit ->
    [0] { $cell }：空欄と読み取りました。正しい数字：
   *[other] { $cell }：{ $digit }と読み取りました。正しい数字：
  }
photo-cell-fixed = { $digit ->
    [0] { $cell }：空欄。
   *[other] { $cell }：{ $digit }。
  }
