# Ein Bild des Spielfelds (web/picture.js, render.js): sein Titel und seine Beschreibung,
# die ein Screenreader vorliest (Deutsch, nach locales/en/messages/picture.ftl).

picture-board = Ein Sudoku-Spielfeld
# $technique: die Technik des Schritts, wie die Engine sie nennt.
picture-hint = { $technique }: ein Tipp auf einem Sudoku-Spielfeld
# $puzzle: die 81 Zeichen des Rätsels.
picture-puzzle = Rätsel { $puzzle }.
# $words: die Wörter des Schritts, wie die Engine sie sagt.
picture-step = { $technique }: { $words }
