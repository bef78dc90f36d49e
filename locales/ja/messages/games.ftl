# Pencilmark：マイゲームと「問題集を印刷」のメッセージ、問題集のページに印刷する文字
# （日本語、locales/en/messages/games.ftl に対応）。

## My games: its list
games-count = { $count ->
    [one] ゲーム{ $count }件
   *[other] ゲーム{ $count }件
  }
games-show-more = さらに表示（残り{ $count }件）
games-level-unknown = 難易度未判定
games-entry-title = { $playing ->
    [yes] { $level }、プレイ中。
   *[no] { $level }。
  }
games-entry-solved = { $time }で解きました。
games-entry-progress = { $open }マス中{ $filled }マスを記入、プレイ時間{ $time }。
# $day：「今日」「昨日」（Intl.RelativeTimeFormat）、$date：「12月3日」など。
games-when-day = { $day }の{ $time }
games-when-date = { $date }
games-last-played = 最終プレイ：{ $when }。
games-damaged-record = { $saved ->
    [known] 保存したゲーム（記録{ $record }、{ $when }に保存）を読み込めませんでした。記録が壊れています。
   *[unknown] 保存したゲーム（記録{ $record }）を読み込めませんでした。記録が壊れています。
  }
games-review-label = 振り返り：{ $game }
games-delete = 削除
games-delete-label = 削除：{ $game }
games-delete-confirm = 削除しますか？
games-delete-confirm-label = 削除しますか？もう一度押すと削除します：{ $game }

## Print a booklet: the dialog
booklet-note = 印刷用の新しい問題です。最後のページに解答が付きます。問題はこのブラウザの中で作ります（オフラインでも作れます）。同じシードを使えば、同じ問題集をもう一度作れます。
booklet-kind-label = 問題
booklet-kind-level = 難易度
booklet-kind-technique = テクニック（{ $level }）
booklet-count-label = 問題数
booklet-per-page-label = 1ページあたり
booklet-per-page = { $count ->
    [one] { $count }問
   *[other] { $count }問
  }
booklet-paper-label = 用紙
booklet-paper = { $paper ->
    [letter] レター
   *[a4] A4
  }
booklet-title-label = タイトル
booklet-default-title = 数独
booklet-seed-label = シード
booklet-seed-any = 指定なし（ページに印刷されます）
booklet-make = 作成して印刷
booklet-print-again = もう一度印刷
booklet-making = 問題を作っています：{ $number }問目（全{ $count }問）…
booklet-laying-out = ページをレイアウトしています…
booklet-made = { $count ->
    [one] { $count }問を{ $pages }ページにまとめました（{ $paper }、シード{ $seed }）。ブラウザの印刷画面が開きます。プリンターを選ぶか、「PDF に保存」を選んでください。
   *[other] { $count }問を{ $pages }ページにまとめました（{ $paper }、シード{ $seed }）。ブラウザの印刷画面が開きます。プリンターを選ぶか、「PDF に保存」を選んでください。
  }
booklet-stopped = 中止しました。問題集は作成していません。
booklet-failed = 問題集を作成できませんでした：{ $error }
booklet-techniques-failed = テクニックの一覧を取得できませんでした（{ $error }）。難易度だけで選べます。
booklet-bad-count-whole = 問題数は整数で入力してください（「{ $value }」は使えません）。
booklet-bad-count-range = 問題数は1から{ $most }までにしてください（{ $count }は使えません）。
booklet-bad-seed = シードは0から2^64-1までの整数で入力してください（「{ $value }」は使えません）。
booklet-bad-title = タイトルは{ $most }文字以内のテキストにしてください。
booklet-bad-option = この問題集は作成できません：{ $error }。

## Print a booklet: the words printed on its pages
booklet-level = { $level ->
    [0] 初級
    [1] 中級
    [2] 上級
    [3] エキスパート
    [4] エクストリーム
   *[other] レベル{ $level }
  }
booklet-name-line = 名前 ____________________
booklet-foot = { $what } · シード{ $seed }
booklet-page-number = { $page }/{ $pages }ページ
booklet-page-title = { $heading }：{ $page }/{ $pages }ページ
booklet-puzzle = 問題{ $number }
booklet-puzzle-description = 問題{ $number }：{ $puzzle }
booklet-solution = 解答{ $number }
booklet-solution-description = 問題{ $number }の解答：{ $solution }
booklet-solutions-heading = { $title }：解答
