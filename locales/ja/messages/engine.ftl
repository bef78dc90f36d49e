# 読めない問題、解がない・複数ある問題についてのエンジンの言葉
# （locales/en/messages/engine.ftl を参照）。

engine-character = { $kind ->
    [plain-space] 「 」（半角スペース）
    [tab] タブ
    [control] U+{ $code }
    [byte] バイト 0x{ $code }
    [surrogate] U+{ $code }（単独のサロゲート）
    [byte-order-mark] U+{ $code }（バイト順マーク）
    [no-break-space] U+{ $code }（改行しないスペース）
    [soft-hyphen] U+{ $code }（ソフトハイフン）
    [wide-space] U+{ $code }（スペース）
    [invisible] U+{ $code }（見えない文字）
   *[shown] 「{ $character }」
  }
engine-forms = 。問題は、81文字、729文字のメモ、印刷形式または候補つきの盤面、HoDoKuライブラリの1行、SudokuWikiの文字列またはリンク、f-puzzlesまたはSudokuPadのリンク、sudoku.coachの文字列のいずれかで書きます
engine-bad-character = { $position }文字目{ $where ->
    [cell] （{ $cell }）
    [slot] （{ $cell }の候補欄{ $slot }）
   *[none] {""}
  }に使えない文字{ engine-character }があります{ $forms ->
    [yes] { engine-forms }
   *[no] {""}
  }
engine-bad-length = 81文字（メモなら729文字）のはずが、{ $found }文字あります{ $forms ->
    [yes] { engine-forms }
   *[no] {""}
  }
engine-line81-length = 81文字のはずが、{ $found }文字あります
engine-line729-length = 729文字のはずが、{ $found }文字あります
engine-bad-mark = { $position }文字目（{ $cell }の候補欄{ $slot }）に使えない文字「{ $character }」があります（この欄には「{ $slot }」か「.」を書きます）
engine-table-cells = 表には81マスが必要ですが、{ $found }マスあります
engine-bad-grid-character = テキストの{ $line }行目、{ $column }文字目に使えない文字{ engine-character }があります
engine-grid-cells = 盤面には81マスが必要ですが、{ $found }マスあります
engine-candidate-grid-cells = 候補つきの盤面には81マスが必要ですが、{ $found }マスあります
engine-bad-library-character = ライブラリの行の{ $position }文字目に使えない文字{ engine-character }があります
engine-library-fields = ライブラリの行には「:」で区切った欄が5つ以上必要ですが、{ $found }つです
engine-bad-library-givens = ライブラリの行の問題の数字の{ $position }文字目に使えない文字{ engine-character }があります
engine-library-cells = ライブラリの行の問題の数字には81マスが必要ですが、{ $found }マスあります
engine-library-deleted = ライブラリの行の消した候補は「数字・行・列」の3桁で書きます（例：436）。{ $position }文字目が違います
engine-s9b-length = SudokuWikiのS9B文字列は「S9B」のあとに162文字が必要ですが、{ $found }文字あります
engine-no-candidates = { $cell }に候補がありません{ $why ->
    [library] （ライブラリの行がすべて消しています）
    [givens] 。どのメモも、同じ行・列・ブロックの問題の数字と重なっています
    [notes] 。メモの数字はすべてすでに置かれています
   *[none] {""}
  }
engine-duplicate = { $first }と{ $second }がどちらも{ $digit }です（{ stage-house }）
engine-no-solution = 解がありません
engine-multiple-solutions = 解が2つ以上あります
