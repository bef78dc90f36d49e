# 盤面のスクリーンリーダー向けの言葉（web/board.js）：行と列の見出しと、各マスの
# ラベル。$digit は数字、$digits は空白で区切った数字（「3 4 6」）。

board-row = { $number }行目
board-column = { $number }列目
cell-gap = {"、"}
cell-given = 問題の数字 { $digit }
cell-digit = { $digit }
cell-empty = 空きマス
cell-pencil-marks = メモ { $digits }
cell-pencil-marks-coloured = メモ { $digits }、うち{ $colours }
cell-mark-colour = 色{ $colour } { $digits }
cell-corner-marks = コーナーメモ { $digits }
cell-centre-marks = 中央メモ { $digits }
cell-shown = 表示中の候補 { $digits }
cell-conflict = 重複
cell-wrong = 間違い
cell-hint = ヒント：{ $role ->
    [pattern] パターン
    [cover] カバー
    [pivot] ピボット
    [fin] フィン
    [group] グループ
    [deadly] デッドリーパターン
    [extra] デッドリーパターンを防ぐマス
    [wrong] 間違った数字
    [lit] 指しているマス
    [color-a] 色A
    [color-b] 色B
   *[other] { $role }
  }
cell-colour = マスの色 { $colour }
cell-can-go = { $digit }を入れられる
cell-two-candidates = 候補が2つ
