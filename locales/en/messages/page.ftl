# The page's messages: what its message line says as the player plays (web/app.js,
# page-play.js, board-tools.js, session.js, settings.js, page-language.js).
# A cell is named r1c1 in every language; $cell, $cells and $peers are such names
# ($cells and $peers already joined with the language's "and" or commas).

ready = Ready.
# The givens button while the givens are typed: pressing it plays them.
start-playing = Start playing
making-puzzle = Making a new puzzle…
# $level: the puzzle's level, 0 easy, 1 medium, 2 hard, 3 expert, 4 extreme.
new-puzzle = { $level ->
    [0] New easy puzzle.
    [1] New medium puzzle.
    [2] New hard puzzle.
    [3] New expert puzzle.
   *[4] New extreme puzzle.
  }
game-unreadable = That game could not be read back.
game-back = Your game is back, as you left it.
# $error: why, in the reader's words (the page's own, or the browser's).
link-unopened = This link could not be opened: { $error }. The game you had open is still here, as you left it.
# $other: "other" when another of the player's games is open, else "any".
current-game-damaged = The game you were playing could not be read (its record is damaged), so { $other ->
    [other] your most recent other game
   *[any] another game
  } is open. My games lists the damaged one.

## Storage
history-dropped = { $count ->
    [0] No finished game has an undo history to drop: delete games in My games to free space.
    [one] The undo history of { $count } finished game was dropped to free space, and your game is saved again.
   *[other] The undo history of { $count } finished games was dropped to free space, and your game is saved again.
  }
history-dropped-still-full = { $count ->
    [one] The undo history of { $count } finished game was dropped, and storage is still full: delete games in My games to free more.
   *[other] The undo history of { $count } finished games was dropped, and storage is still full: delete games in My games to free more.
  }
damaged-games = { $count ->
    [one] One saved game could not be read: its record is damaged. My games lists it, to delete.
   *[other] { $count } saved games could not be read: their records are damaged. My games lists them, to delete.
  }
option-not-kept = This browser would not keep the option: it holds until the page closes.

## Other tabs
deleted-elsewhere = This game was deleted in another tab. It stays here, since you are playing it.
played-elsewhere = This game was played in another tab: the board shows its moves.
changed-elsewhere = This game was changed in another tab at the same moment: the board shows that tab's game, and your last move here was not kept.

## Playing
# $digit: the digit placed; $peers: the cells it clashes with, joined with "and".
digit-clashes = The { $digit } in { $cell } clashes with the { $digit } in { $peers }.
digit-wrong = The { $digit } in { $cell } is not the solution's digit.
# $time: the clock, as 4:05 or 1:02:03.
solved = Solved in { $time }. Well done!
paused = Paused: the board is hidden and the clock has stopped.
mode-digits = Digits mode: digits fill cells.
mode-marks = Marks mode: digits toggle pencil marks.
mode-colour = Colour mode: a digit turns its pencil mark to colour A, B, C, D, then back; Cell colour (or Shift+1–6) colours the cell itself. Erase takes a cell's colours off.
mode-marks-3x3 = Marks mode: digits toggle pencil marks (3x3).
mode-marks-corner = Corner marks mode: digits toggle corner marks (where a digit goes in its box; a cell's candidates stay open).
mode-marks-centre = Centre marks mode: digits toggle centre marks (a cell's candidates, where it has no 3x3 marks).
# $kind: which marks were entered and are hidden, corner or centre.
marks-hidden = { $kind ->
    [corner] { $cell } shows its 3x3 marks; its corner marks show when those are gone.
   *[centre] { $cell } shows its 3x3 marks; its centre marks show when those are gone.
  }
bivalue-on = Cells with exactly two candidates are tinted (B again to stop).
bivalue-off = Two-candidate cells are no longer tinted.
colours-cleared = Colours cleared.
colours-off-cell = Colours taken off { $cell }.
colours-need-empty = Colours go on pencil marks: choose an empty cell.
colours-need-mark = Pencil in { $digit } in { $cell } first: colours go on pencil marks.
# $colour: 0 no colour, 1-4 colours A-D.
mark-coloured = { $digit } in { $cell }: { $colour ->
    [1] colour A
    [2] colour B
    [3] colour C
    [4] colour D
   *[0] no colour
  }.
# $where: a cell's name, or (with $count over 1) that many cells.
cell-coloured = { $count ->
    [one] { $where }
   *[other] { $count } cells
  }: cell colour { $colour }.
cell-colour-off = Cell colour taken off { $count ->
    [one] { $where }
   *[other] { $count } cells
  }.
undone-unsolved = Your last move is undone: the game is no longer solved, and its clock runs again.
marks-filled = Pencil marks filled in from the digits on the board.
solved-shown = Solved: the board shows the unique solution.
# $cells: the wrong cells, joined with commas.
digits-wrong = { $count ->
    [one] { $count } digit is wrong: { $cells }.
   *[other] { $count } digits are wrong: { $cells }.
  }
digits-right = Every digit on the board is right so far.
live-marks = Live pencil marks: every empty cell shows its candidates, and they follow each digit you place.

## A puzzle that cannot be played
# $status: multiple (more than one solution) or none.
game-off = { $status ->
    [multiple] This puzzle has more than one solution, so it cannot be played to a single answer
   *[none] This puzzle has no solution: some of its givens contradict each other
  }: Hint, Check, Solve, Grade and Step through are off for this game, and My games keeps it as it is.
# $error: the engine's words, why the puzzle cannot be played.
game-off-error = This game cannot be played: { $error }. Hint, Check, Solve, Grade and Step through are off for this game, and My games keeps it as it is.
# $techniques: the technique keys, quoted and joined with commas.
game-off-techniques = This game's hints leave out { $techniques }, which this version of Pencilmark does not know, so its hints cannot be given: Hint, Check, Solve, Grade and Step through are off for this game, and My games keeps it as it is.
# A technique key this version does not know, quoted as the language quotes a name.
game-off-technique-key = “{ $key }”
link-not-one-solution = The linked puzzle was not opened, nor added to your games: { $status ->
    [multiple] this puzzle has more than one solution, so it cannot be played to a single answer
   *[none] this puzzle has no solution: some of its givens contradict each other
  }.
puzzle-not-one-solution = { $status ->
    [multiple] This puzzle has more than one solution, so it cannot be played to a single answer. It was not added to your games.
   *[none] This puzzle has no solution: some of its givens contradict each other. It was not added to your games.
  }
link-not-opened = The linked puzzle was not opened, nor added to your games: { $error }.

## Languages
# $language: the language's name in this message's language (German, French...; allemand, français... in French).
language-words-failed = The words in { $language } could not load ({ $error }): hints are in English until they do.
language-page-failed = The page's words in { $language } could not load ({ $error }): it stays in English until they do.
language-not-kept = This browser would not keep your language for your next visit: it holds for this one.

## Storage problems (the note over the board, and My games)
storage-full = This browser's storage for Pencilmark is full, so your latest moves are not saved. Nothing saved before was deleted and play goes on; free some space (or delete games in My games) to save again.
storage-blocked = This browser doesn't let Pencilmark save games (a private window, or storage turned off). Play goes on, but your games are lost when you close the page.

## Between two sentences said together: a space, or none where sentences are not spaced.
sentence-gap = {" "}

## A hint and a replay (the page's and an embedded board's)
where-to-look = Where to look
waiting = Looking for the next step…
# $step of $steps: the step shown; $name: its technique, as the engine says it.
replay-title = Step { $step } of { $steps }: { $name }
