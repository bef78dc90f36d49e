# A board embedded in another page (<pencilmark-board>, web/embed.js): its buttons
# and the words under it, in the board's language (its lang, else its page's, else
# the browser's). Problems with the element's attributes are for the page's author
# and stay in English, as the browser's console does.

board-label = Sudoku board
# A hint's or a step's heading before its words: "Where to look. In row 3…"
board-title = { $title }.{" "}
board-complete = The board is complete.
# $technique: the technique's name, as the engine says it.
find-technique = Find the { $technique }.
find-next-step = Find the next step.
button-hint = Hint
button-apply = Apply
button-undo = Undo
show-answer = Show the answer
start-again = Start again
puzzle-done = Done: { $technique }, applied. Start again to look once more.
previous-step = Previous step
next-step = Next step
button-play = Play
button-pause = Pause
replay-solved = This puzzle is already solved: there are no steps to show.
