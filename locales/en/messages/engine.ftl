# The engine's words on a puzzle it cannot read, or one with no or several
# solutions: the engine names the message and its values (web/engine.js's
# err.said). The English here is the engine's own (engine/format/*.cpp,
# engine/exact/exact_solver.cpp) word for word: a test holds them equal.
# Cells are named r1c1; $position, $line, $field, $column and $found are
# numbers written as digits; a character is said as engine-character says it.

# A character that cannot be used in a puzzle. $kind: what it is; $code: its
# Unicode code point in hex (a stray byte's value); $character: the character.
engine-character = { $kind ->
    [plain-space] ' ' (space)
    [tab] a tab
    [control] U+{ $code }
    [byte] byte 0x{ $code }
    [surrogate] U+{ $code } (a lone surrogate)
    [byte-order-mark] U+{ $code } (a byte order mark)
    [no-break-space] U+{ $code } (a no-break space)
    [soft-hyphen] U+{ $code } (a soft hyphen)
    [wide-space] U+{ $code } (a space)
    [invisible] U+{ $code } (an invisible character)
   *[shown] '{ $character }'
  }
# After a problem with a line of neither 81 nor 729 characters: the forms a puzzle may take.
engine-forms = ; a puzzle is 81 characters, 729 pencil marks, a printed or candidate grid, a HoDoKu library line, a SudokuWiki string or link, an f-puzzles or SudokuPad link, or a sudoku.coach string
# A puzzle on one line. $where: cell when the line is 81 characters (the cell is
# $cell), slot when 729 (the cell's candidate slot $slot, 1 to 9), else none.
engine-bad-character = bad character { engine-character } at position { $position }{ $where ->
    [cell] {" "}({ $cell })
    [slot] {" "}({ $cell }, candidate slot { $slot })
   *[none] {""}
  }{ $forms ->
    [yes] { engine-forms }
   *[no] {""}
  }
engine-bad-length = expected 81 characters (or 729 for pencil marks), found { $found }{ $forms ->
    [yes] { engine-forms }
   *[no] {""}
  }
engine-line81-length = expected 81 characters, found { $found }
engine-line729-length = expected 729 characters, found { $found }
# A pencil-mark line: each cell's 9 slots hold their own digit ($slot) or '.'.
engine-bad-mark = bad character '{ $character }' at position { $position } ({ $cell }, candidate slot { $slot } holds '{ $slot }' or '.')
# A table copied from a web page (cells between tabs).
engine-table-cells = expected 81 cells in the table, found { $found }
# A printed grid, a row a line.
engine-bad-grid-character = bad character { engine-character } at line { $line }, column { $column }
engine-grid-cells = expected 81 cells in the grid, found { $found }
engine-candidate-grid-cells = expected 81 cells in the candidate grid, found { $found }
# A line of HoDoKu's puzzle library (fields between ':').
engine-bad-library-character = bad character { engine-character } in a library line, at position { $position }
engine-library-fields = a library line needs at least 5 ':' fields, found { $found }
engine-bad-library-givens = bad character { engine-character } in the givens of a library line, at position { $position }
engine-library-cells = expected 81 cells in the givens of a library line, found { $found }
engine-library-deleted = a deleted candidate of a library line must be digit, row, column (like 436), at position { $position }
# SudokuWiki's board string of the S9B kind.
engine-s9b-length = a SudokuWiki S9B string has 162 characters after 'S9B', found { $found }
# An empty cell left no digit. $why: what took them (none: its pencil marks had none).
engine-no-candidates = { $cell } has no candidates{ $why ->
    [library] {" "}(the library line deletes them all)
    [givens] : each of its marks is a peer's given
    [notes] : its notes are all placed
   *[none] {""}
  }
# Two equal digits in one house; the house as stage-house says it ($kind, $number).
engine-duplicate = { $first } and { $second } are both { $digit } ({ stage-house })
engine-no-solution = no solution
engine-multiple-solutions = more than one solution
