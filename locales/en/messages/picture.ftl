# A picture of the board (web/picture.js, render.js): its title and description,
# what a screen reader says of it.

picture-board = A Sudoku board
# $technique: the step's technique, as the engine says it.
picture-hint = { $technique }: a hint on a Sudoku board
# $puzzle: the puzzle's 81 characters.
picture-puzzle = Puzzle { $puzzle }.
# $words: the step's words, as the engine says them.
picture-step = { $technique }: { $words }
