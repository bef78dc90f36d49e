# 引擎对无法读取、无解或多解题目的说明（见 locales/en/messages/engine.ftl）。

engine-character = { $kind ->
    [plain-space] “ ”（空格）
    [tab] 制表符
    [control] U+{ $code }
    [byte] 字节 0x{ $code }
    [surrogate] U+{ $code }（孤立的代理项）
    [byte-order-mark] U+{ $code }（字节顺序标记）
    [no-break-space] U+{ $code }（不换行空格）
    [soft-hyphen] U+{ $code }（软连字符）
    [wide-space] U+{ $code }（空格）
    [invisible] U+{ $code }（不可见字符）
   *[shown] “{ $character }”
  }
engine-forms = ；题目可以是81个字符、729个候选数标记、打印的盘面或候选数盘面、HoDoKu题库的一行、SudokuWiki字符串或链接、f-puzzles或SudokuPad链接，或sudoku.coach字符串
engine-bad-character = 第{ $position }个字符{ $where ->
    [cell] （{ $cell }）
    [slot] （{ $cell }的候选位{ $slot }）
   *[none] {""}
  }是无效字符{ engine-character }{ $forms ->
    [yes] { engine-forms }
   *[no] {""}
  }
engine-bad-length = 应为81个字符（候选数标记为729个），实际为{ $found }个{ $forms ->
    [yes] { engine-forms }
   *[no] {""}
  }
engine-line81-length = 应为81个字符，实际为{ $found }个
engine-line729-length = 应为729个字符，实际为{ $found }个
engine-bad-mark = 第{ $position }个字符（{ $cell }的候选位{ $slot }）是无效字符“{ $character }”（这一位只能是“{ $slot }”或“.”）
engine-table-cells = 表格应有81格，实际为{ $found }格
engine-bad-grid-character = 文本第{ $line }行第{ $column }个字符是无效字符{ engine-character }
engine-grid-cells = 盘面应有81格，实际为{ $found }格
engine-candidate-grid-cells = 候选数盘面应有81格，实际为{ $found }格
engine-bad-library-character = 题库行第{ $position }个字符是无效字符{ engine-character }
engine-library-fields = 题库行至少需要5个以“:”分隔的字段，实际为{ $found }个
engine-bad-library-givens = 题库行提示数部分的第{ $position }个字符是无效字符{ engine-character }
engine-library-cells = 题库行的提示数应有81格，实际为{ $found }格
engine-library-deleted = 题库行中删除的候选数应写作“数字、行、列”三位（如436），第{ $position }个字符处有误
engine-s9b-length = SudokuWiki的S9B字符串在“S9B”之后应有162个字符，实际为{ $found }个
engine-no-candidates = { $cell }没有候选数{ $why ->
    [library] （题库行把它们全部删除了）
    [givens] ：它的每个标记都是同行、同列或同宫格子的提示数
    [notes] ：它的标记都已填入
   *[none] {""}
  }
engine-duplicate = { $first }和{ $second }都是{ $digit }（{ stage-house }）
engine-no-solution = 无解
engine-multiple-solutions = 有多个解
