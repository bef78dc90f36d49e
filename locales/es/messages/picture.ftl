# Una imagen del tablero (web/picture.js, render.js): su título y su descripción,
# lo que lee un lector de pantalla (español, según locales/en/messages/picture.ftl).

picture-board = Un tablero de sudoku
# $technique: la técnica del paso, tal como la nombra el motor.
picture-hint = { $technique }: una ayuda en un tablero de sudoku
# $puzzle: los 81 caracteres del sudoku.
picture-puzzle = Sudoku { $puzzle }.
# $words: las palabras del paso, tal como las da el motor.
picture-step = { $technique }: { $words }
