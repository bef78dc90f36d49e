# A board's words for a screen reader (web/board.js): its row and column heads,
# and each cell's label, said as the selection moves to it: the cell's name (r1c1
# in every language), what it holds, then what else shows, the parts joined with
# cell-gap. $digit is a digit; $digits are digits with spaces between ("3 4 6").

board-row = Row { $number }
board-column = Column { $number }
cell-gap = {", "}
cell-given = given { $digit }
cell-digit = { $digit }
cell-empty = empty
cell-pencil-marks = pencil marks { $digits }
# Pencil marks the player coloured some of; $colours: each cell-mark-colour, joined with cell-gap.
# (No brackets: a screen reader does not say them, and the colours would run into the marks.)
cell-pencil-marks-coloured = pencil marks { $digits }, of them { $colours }
# $colour: A, B, C or D (the colours' names on the page).
cell-mark-colour = colour { $colour } { $digits }
cell-corner-marks = corner marks { $digits }
cell-centre-marks = centre marks { $digits }
# The candidates the cell shows beyond the player's marks: a hint's, or where the lit digit can go.
cell-shown = shown { $digits }
# The cell's digit clashes with another in its row, column or box.
cell-conflict = conflict
# The cell's digit is not the solution's (the option that shows mistakes).
cell-wrong = wrong
# The cell's part in the hint shown. $role: as the step names it.
cell-hint = hint: { $role ->
    [cover] covering
    [pattern] pattern
    [pivot] pivot
    [fin] fin
    [group] group
    [deadly] deadly pattern
    [extra] keeps the deadly pattern away
    [wrong] wrong digit
    [lit] the cell named
    [color-a] colour A
    [color-b] colour B
   *[other] { $role }
  }
# $colour: 1 to 6, the cell colours' numbers on the page.
cell-colour = cell colour { $colour }
cell-can-go = { $digit } can go here
cell-two-candidates = two candidates
