# The page's messages of sharing a game and of puzzles from outside: the Share menu
# (web/share-menu.js), pictures of the board (web/picture-menu.js, save-picture.js),
# share links (web/share-link.js), the puzzle box and files (web/puzzle-input.js)
# and photos (web/photo.js). A cell is named r1c1 in every language.

## The Share menu
# $time: yes when the link carries the time played, else no.
share-link-copied = { $time ->
    [yes] A link to this game, pencil marks and colours and your time included, is on the clipboard.
   *[no] A link to this game, pencil marks and colours included, is on the clipboard.
  }
# $form: the form's name, as the Share menu's Form list says it (81 digits, HoDoKu library line...).
share-text-copied = The board as { $form } is on the clipboard.
# Where the browser would not let the page copy: the text shows in a box to copy
# from. $what: link (a link to the game) or text (the board as text).
share-copy-refused = { $what ->
    [link] This browser did not let the page copy: the link is selected in the box under the button, to copy yourself.
   *[text] This browser did not let the page copy: the text is selected in the box under the button, to copy yourself.
  }
# The box's label, for a screen reader.
share-link-box = Link to this game
share-text-box = The board as { $form }
# $error: why, in the engine's words.
share-text-failed = The board cannot be written as text: { $error }.
# $app: sudokuwiki (SudokuWiki's solver) or sudokupad (SudokuPad).
share-open-failed = { $app ->
    [sudokuwiki] The board cannot be opened in SudokuWiki's solver: { $error }.
   *[sudokupad] The board cannot be opened in SudokuPad: { $error }.
  }

## Pictures of the board
share-picture-no-step = Ask for a hint and show its step (or step through the solution) first: the animated image plays a step.
# $file: the file's name (pencilmark-x-wing.svg).
share-picture-saved = The picture is saved as { $file } in your downloads.
# $error: why (the browser's words, or share-picture-png-failed).
share-picture-failed = The picture could not be made: { $error }
share-picture-png-failed = the browser could not make the PNG
# An embedded board's picture menu (a replay's): its name, and its choices by
# $choice: picture-svg, picture-png, or picture-hint (the step's stages animated).
picture-menu-name = Picture
picture-menu-choice = { $choice ->
    [picture-png] Image (PNG)
    [picture-hint] Animated image (SVG)
   *[picture-svg] Image (SVG)
  }
picture-menu-no-step = The picture could not be made: there is no step shown to animate

## Why a link to a game (?g=) does not open: said after "This link could not be opened:"
## (page.ftl's link-unopened). $what: the part of the link (share-link-field-*).
share-link-empty = it is empty
# $version: the link's first character, which says its version.
share-link-version = its version "{ $version }" is not one this page reads (a newer Pencilmark may have written it)
share-link-unpack = its data does not unpack: the link is cut short or changed
share-link-check = its check does not match its data: the link is cut short or changed
share-link-ends-before = it ends before { $what }: the link is cut short
# $character: the character read.
share-link-not-digit = { $what } holds "{ $character }", not a base-32 digit
# $value: the number read, $most the most it can be (digits as written, no separators).
share-link-beyond = { $what } is { $value }, beyond { $most }
share-link-givens-repeat = its givens repeat a digit in a row, column or box
share-link-no-givens = it has no givens
share-link-no-candidates = its pencil-mark puzzle leaves a cell without candidates, or rules none out
share-link-no-notes = it lists no cell with corner or centre marks
share-link-notes-order = its corner and centre marks name { $cell } out of order, or a given
share-link-notes-empty = it lists { $cell } without corner or centre marks
share-link-colours-order = its colours name { $cell } out of order
share-link-colours-empty = its colours list { $cell } without a colour
share-link-colours-unmarked = it colours a candidate of { $cell } that is not pencilled in
# $error: the browser's words.
share-link-unreadable = it does not read ({ $error })
share-link-reader-failed = the page could not load its reader ({ $error })
# The parts of a link ($what above); $cell: a cell, $digit: a candidate of it.
share-link-field-flags = the flags
share-link-field-clock = the clock
share-link-field-digit = { $cell }'s digit
share-link-field-candidates = the puzzle's candidates in { $cell }
share-link-field-marks = the marks in { $cell }
share-link-field-taken = the marks taken from { $cell }
share-link-field-notes-count = the count of cells with corner or centre marks
share-link-field-notes-cell = a cell with corner or centre marks
share-link-field-corner = the corner marks in { $cell }
share-link-field-centre = the centre marks in { $cell }
share-link-field-coloured-cell = a coloured cell
share-link-field-mark-colour = the colour of { $cell }'s { $digit }
share-link-field-cell-colour = the colour of { $cell }

## The puzzle box
puzzle-loaded = Puzzle loaded.
# What another app's puzzle (an f-puzzles or SudokuPad link) held that the game
# does not keep. $lost: puzzle-lost-*, joined with the language's "and".
puzzle-not-kept = Not kept from it: { $lost }.
# $count: how many cells have corner marks.
puzzle-lost-corner-marks = { $count ->
    [one] the corner marks of { $count } cell
   *[other] the corner marks of { $count } cells
  }
puzzle-lost-colours = its colours
# $count: the text's length in characters.
puzzle-too-long = That text is { $count } characters long: too long to be one puzzle (a puzzle in any form, even a pencil-mark grid with its borders, takes a few thousand at most). It is still in the box, to shorten.

## Typing the givens
givens-type = Type the puzzle's digits into the board, then press Start playing.
givens-engine-loading = The engine is still loading.
# $status: multiple (more than one solution) or none.
givens-not-one-solution = { $status ->
    [multiple] This puzzle has more than one solution: add more givens.
   *[none] This puzzle has no solution: check the digits you typed.
  }
givens-ready = Puzzle ready: good luck.

## A file of puzzles. $file: the file's name.
file-engine-loading = { $file } was not opened: the engine is still loading. Open it again in a moment.
# $bytes: the file's size.
file-too-large = { $file } is { $bytes } bytes: too large for a file of puzzles.
# $error: why, in the browser's or the engine's words.
file-unread = { $file } could not be read: { $error }.
file-no-puzzle = { $file } holds no puzzle Pencilmark reads: { $error }.
# A file of several puzzles, listed to choose from. $lines: how many lines it has
# (not blank nor a comment); $count: how many puzzles are listed (2 or more);
# $listed: all (each line a puzzle), skipped (and $skipped lines that are not
# puzzles), or first (a file of more than $most lines: its first $most are read).
file-list = { $listed ->
    [first] { $file } holds { $lines } lines: { $count } puzzles are listed (the first { $most }). Choose one to play.
    [skipped] { $skipped ->
        [one] { $file } holds { $lines } lines: { $count } puzzles, and { $skipped } line that is not a puzzle. Choose one to play.
       *[other] { $file } holds { $lines } lines: { $count } puzzles, and { $skipped } lines that are not a puzzle. Choose one to play.
      }
   *[all] { $file } holds { $lines } lines: { $count } puzzles. Choose one to play.
  }
file-listed = { $file }: { $count } puzzles to choose from.
# A choice of the list: $number, the puzzle's in the file; $givens, how many it has.
file-puzzle = Puzzle { $number }: { $givens } givens
# Add them all to My games pressed: $count puzzles were added.
file-added = { $count ->
    [one] { $count } puzzle was added to My games.
   *[other] { $count } puzzles were added to My games.
  }
# $count puzzles of the list were not; $puzzles: their numbers, joined with "and".
file-not-added = { $count ->
    [one] Not added, having no solution or several: puzzle { $puzzles }.
   *[other] Not added, having no solution or several: puzzles { $puzzles }.
  }

## A photo of a puzzle
photo-engine-loading = The photo was not read: the engine is still loading. Try again in a moment.
# $named: yes when the picture's file has a name ($file), else no.
photo-not-picture = { $named ->
    [yes] { $file } could not be opened as a picture in this browser.
   *[no] The picture could not be opened as a picture in this browser.
  }
photo-reading = Reading the photo…
photo-no-grid = No Sudoku grid was found in the photo. Try again with the whole grid in the picture, straight on and in good light.
# $error: why, in the engine's words.
photo-unread = The photo could not be read: { $error }.
# $count: how many cells the reader is unsure of (ringed on the photo).
photo-read = { $count ->
    [0] Photo read.
   *[other] Photo read: check the ringed cells.
  }
# Over the photo: $read, how many digits were read; $count cells to check ($cells,
# joined with "and").
photo-digits-read = { $count ->
    [0] { $read ->
        [one] { $read } digit read
       *[other] { $read } digits read
    }. Tap a cell to fix it, then Play this.
    [one] { $read ->
        [one] { $read } digit read
       *[other] { $read } digits read
    }. Check the ringed cell ({ $cells }): tap one, then its digit.
   *[other] { $read ->
        [one] { $read } digit read
       *[other] { $read } digits read
    }. Check the ringed cells ({ $cells }): tap one, then its digit.
  }
# The button that empties the cell chosen.
photo-empty = Empty
# The photo's label, for a screen reader: $puzzle, the digits read (81 characters).
photo-canvas-label = The photo with the grid outlined and the digits read: { $puzzle }
# The cell chosen: $digit, the digit read there (0: none).
photo-cell-read = { $digit ->
    [0] { $cell }: read empty. Its digit:
   *[other] { $cell }: read { $digit }. Its digit:
  }
# The cell fixed: $digit, its digit now (0: none).
photo-cell-fixed = { $digit ->
    [0] { $cell }: empty.
   *[other] { $cell }: { $digit }.
  }
