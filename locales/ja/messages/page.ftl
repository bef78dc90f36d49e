# Pencilmark：ページのメッセージ（日本語、locales/en/messages/page.ftl に対応）。
# マスは r1c1 で表します。複数形の区別はないので、$count の選択は使いません
# （1マスのときだけマスの名前を言うメッセージは、数値 [1] で分けています）。

ready = 準備ができました。
start-playing = プレイ開始
making-puzzle = 新しい問題を作っています…
new-puzzle = { $level ->
    [0] 新しい問題です（難易度：初級）。
    [1] 新しい問題です（難易度：中級）。
    [2] 新しい問題です（難易度：上級）。
    [3] 新しい問題です（難易度：エキスパート）。
   *[4] 新しい問題です（難易度：エクストリーム）。
  }
game-unreadable = そのゲームを読み込めませんでした。
game-back = 中断したところからゲームを再開しました。
link-unopened = このリンクを開けませんでした：{ $error }。開いていたゲームは、そのままの状態で残っています。
current-game-damaged = プレイ中のゲームを読み込めなかった（記録が壊れています）ため、{ $other ->
    [other] 最後に遊んだ別のゲーム
   *[any] 別のゲーム
  }を開きました。壊れたゲームはマイゲームに表示されます。

## Storage
history-dropped = { $count ->
    [0] 操作履歴を削除できる、解き終えたゲームがありません。マイゲームでゲームを削除して、空き容量を確保してください。
   *[other] 空き容量を確保するため、解き終えたゲーム{ $count }件の操作履歴を削除しました。ゲームは再び保存されています。
  }
history-dropped-still-full = 解き終えたゲーム{ $count }件の操作履歴を削除しましたが、保存容量はまだいっぱいです。マイゲームでゲームを削除して、さらに空き容量を確保してください。
damaged-games = 保存したゲームのうち{ $count }件を読み込めませんでした。記録が壊れています。マイゲームから削除できます。
option-not-kept = このブラウザでは設定を保存できませんでした。ページを閉じるまでは有効です。

## Other tabs
deleted-elsewhere = このゲームは別のタブで削除されました。プレイ中なので、ここには残しています。
played-elsewhere = このゲームは別のタブでプレイされました。盤面にはそこでの手が反映されています。
changed-elsewhere = このゲームは同時に別のタブで変更されました。盤面にはそのタブのゲームを表示しています。ここでの直前の手は保存されていません。

## Playing
digit-clashes = { $cell }の{ $digit }が、{ $peers }の{ $digit }と重複しています。
digit-wrong = { $cell }の{ $digit }は答えと違います。
solved = { $time }で解けました。お見事です！
paused = 一時停止中です。盤面は隠れ、タイマーは止まっています。
mode-digits = 数字モード：数字をマスに入れます。
mode-marks = メモモード：数字でメモを書き込んだり消したりします。
mode-colour = 色モード：数字を押すたびに、そのメモの色が A、B、C、D、色なしの順に変わります。「マスの色」（または Shift+1–6）でマスそのものに色を付けます。「消去」でそのマスに付けた色をすべて消します。
mode-marks-3x3 = メモモード：数字でメモを書き込んだり消したりします（3×3）。
mode-marks-corner = コーナーメモモード：数字でコーナーメモを書き込んだり消したりします（その数字がブロックのどこに入りうるかを示すもので、マスの候補は絞り込みません）。
mode-marks-centre = 中央メモモード：数字で中央メモを書き込んだり消したりします（3×3メモのないマスでは、これがそのマスの候補になります）。
marks-hidden = { $kind ->
    [corner] { $cell }には3×3メモが表示されています。コーナーメモは、3×3メモがなくなると表示されます。
   *[centre] { $cell }には3×3メモが表示されています。中央メモは、3×3メモがなくなると表示されます。
  }
bivalue-on = 候補がちょうど2つのマスに色を付けました（もう一度 B を押すと解除します）。
bivalue-off = 候補が2つのマスの色付けを解除しました。
colours-cleared = 色をクリアしました。
colours-off-cell = { $cell }の色を消しました。
colours-need-empty = 色はメモに付けます。空きマスを選んでください。
colours-need-mark = 先に{ $cell }に{ $digit }のメモを書き込んでください。色はメモに付けます。
mark-coloured = { $cell }の{ $digit }：{ $colour ->
    [1] 色A
    [2] 色B
    [3] 色C
    [4] 色D
   *[0] 色なし
  }。
cell-coloured = { $count ->
    [1] { $where }のマス
   *[other] { $count }マス
  }を色{ $colour }で塗りました。
cell-colour-off = { $count ->
    [1] { $where }のマス
   *[other] { $count }マス
  }の色を消しました。
undone-unsolved = 直前の手を取り消しました。ゲームは未完成に戻り、タイマーが再び動き出します。
marks-filled = 盤面の数字をもとにメモを記入しました。
solved-shown = 解答しました。盤面に唯一の答えを表示しています。
digits-wrong = 間違っている数字が{ $count }個あります：{ $cells }。
digits-right = 今のところ、盤面の数字はすべて正しいです。
live-marks = 自動メモ：すべての空きマスに候補を表示し、数字を入れるたびに更新します。

## A puzzle that cannot be played
game-off = { $status ->
    [multiple] この問題は答えが複数あるため、1つの答えに決まりません
   *[none] この問題には答えがありません（問題の数字の一部が互いに矛盾しています）
  }。このゲームでは「ヒント」「チェック」「解答」「難易度判定」「1手ずつ見る」が使えません。マイゲームにはこのままの状態で残ります。
game-off-error = このゲームは遊べません：{ $error }。このゲームでは「ヒント」「チェック」「解答」「難易度判定」「1手ずつ見る」が使えません。マイゲームにはこのままの状態で残ります。
game-off-techniques = このゲームのヒントでは{ $techniques }が除外されていますが、このバージョンの Pencilmark はそのテクニックを知らないため、ヒントを出せません。このゲームでは「ヒント」「チェック」「解答」「難易度判定」「1手ずつ見る」が使えません。マイゲームにはこのままの状態で残ります。
game-off-technique-key = 「{ $key }」
link-not-one-solution = リンク先の問題は開かず、マイゲームにも追加していません：{ $status ->
    [multiple] この問題は答えが複数あるため、1つの答えに決まりません
   *[none] この問題には答えがありません（問題の数字の一部が互いに矛盾しています）
  }。
puzzle-not-one-solution = { $status ->
    [multiple] この問題は答えが複数あるため、1つの答えに決まりません。マイゲームには追加していません。
   *[none] この問題には答えがありません（問題の数字の一部が互いに矛盾しています）。マイゲームには追加していません。
  }
link-not-opened = リンク先の問題は開かず、マイゲームにも追加していません：{ $error }。

## Languages
language-words-failed = 言語「{ $language }」の文言を読み込めませんでした（{ $error }）。読み込めるまで、ヒントは英語で表示されます。
language-page-failed = 言語「{ $language }」のページの文言を読み込めませんでした（{ $error }）。読み込めるまで、ページは英語のままです。
language-not-kept = このブラウザでは、選んだ言語を次回まで保存できませんでした。今回は、このままの言語で表示します。

## Storage problems (the note over the board, and My games)
storage-full = このブラウザの Pencilmark 用の保存容量がいっぱいのため、最近の手が保存されていません。これまでに保存したものは削除されておらず、プレイはそのまま続けられます。再び保存するには、空き容量を確保してください（またはマイゲームでゲームを削除してください）。
storage-blocked = このブラウザでは Pencilmark がゲームを保存できません（プライベートウィンドウか、ストレージがオフになっています）。プレイは続けられますが、ページを閉じるとゲームは失われます。

## Between two sentences said together: a space, or none where sentences are not spaced.
sentence-gap = {""}

## A hint and a replay (the page's and an embedded board's)
where-to-look = 注目する場所
waiting = 次の一手を探しています…
replay-title = { $step }手目（全{ $steps }手）：{ $name }
