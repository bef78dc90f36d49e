# The hint's and the replay's sheets beside the board (web/sheets.js), the words
# of a hint's links and of its stages for a screen reader (web/hint.js,
# web/stage-words.js), the grade panel (web/grade-panel.js) and the review of a
# game (web/review.js).
# A cell is named r1c1 in every language; $cell and $cells are such names ($cells
# already joined with the language's "and" or commas).

## The hint
# The sheet's button that shows the whole step, once the technique is named.
hint-show-me = Show me
# The button that plays the step's stages on, where they are paused.
hint-play-step = Play step
# The stage shown of the step's animation: $stage, from 1, of $stages.
hint-stage = Stage { $stage } of { $stages }
# What a screen reader hears at a stage that draws nothing new.
hint-stage-said = Stage { $stage } of { $stages }.
# What a screen reader hears at a stage; $words: what it draws (stage-* below, joined with part-gap).
hint-stage-said-words = Stage { $stage } of { $stages }: { $words }.
hint-board-complete = The board is complete: there is no next step.
# $technique: the step's technique, as the engine says it.
hint-applied = Applied: { $technique }.
# $techniques: the techniques a practice game's hints leave out, as the engine
# names them, joined with "and".
hints-stuck-left-out = No technique of this game's hints finds a next step here: this practice game's hints leave out { $techniques }, as its solution path did; New puzzle or Solve go on without it.
# $problem: the engine's words, why no hint could be given (a sentence).
hints-failed-left-out = { $problem } This practice game's hints leave out { $techniques }, as its solution path did; New puzzle or Solve go on without it.

## Stepping through the solution, and the grade
replay-working = Working out the steps… the hardest puzzles take some seconds.
replay-already-solved = This puzzle is already solved: there are no steps to step through.
grade-working = Grading… the hardest puzzles take some seconds.
# $level: the puzzle's level's name (level-name).
grade-done = Graded: { $level }.

## A chain step's links in words, under the hint
# The folded list of the step's links; $count: how many.
links-every = Show every link ({ $count })
# The chain in Eureka notation (the notation's name). $chain: the chain, written alike in every language.
links-eureka = Eureka: { $chain }
# Between the words of two links drawn at one stage, and between two parts of what a stage draws.
part-gap = {"; "}
# The key to a chain's drawing: between its entries, and after the last (before the sentence on arrows).
legend-gap = {"; "}
legend-end = {". "}

## What a stage of a hint draws, in words for a screen reader
# A house. $kind: row, column or box; $number: 1 to 9.
stage-house = { $kind ->
    [row] row { $number }
    [column] column { $number }
   *[box] box { $number }
  }
# Houses the stage marks. $role: their part in the pattern; $houses: each as stage-house says it, joined.
stage-houses = { $role ->
    [base] base
    [cover] cover
    [region] look at
    [fin] fin
   *[other] { $role }
  }: { $houses }
# Cells the stage marks. $role: their part in the pattern; $count: how many.
stage-cells = { $role ->
    [pattern] pattern
    [cover] covering
    [pivot] pivot
    [fin] fin
    [deadly] deadly pattern
    [wrong] wrong
    [lit] look at
    [color-a] colour A
    [color-b] colour B
   *[other] { $role }
  } { $count ->
    [one] cell
   *[other] cells
  } { $cells }
# Candidates of one digit, $digit, the stage marks in $cells. $role: their part in the step.
stage-candidates = { $role ->
    [pattern] pattern { $digit } in { $cells }
    [chain-on] { $digit } in { $cells } true
    [chain-off] { $digit } in { $cells } false
    [eliminated] remove { $digit } from { $cells }
    [placed] place { $digit } in { $cells }
    [fin] fin { $digit } in { $cells }
    [pivot] pivot { $digit } in { $cells }
    [group] group { $digit } in { $cells }
    [deadly] deadly pattern { $digit } in { $cells }
    [extra] extra { $digit } in { $cells }
    [color-a] colour A { $digit } in { $cells }
    [color-b] colour B { $digit } in { $cells }
    [wrong] wrong { $digit } in { $cells }
   *[other] { $role } { $digit } in { $cells }
  }
# A link the stage draws, from $fromDigit in $fromCell to $toDigit in $toCell.
# $kind: strong, weak or forces (a supposition's consequence).
stage-link = { $kind ->
    [strong] strong link
    [weak] weak link
    [forces] forces
   *[other] { $kind }
  } from { $fromDigit } in { $fromCell } to { $toDigit } in { $toCell }

## The grade panel
# $level: the level's name (level-name); $number: the level's number
# (0 to 4); $score: the puzzle's score on Sudoku Explainer's scale.
grade-heading = { $level } (level { $number }), score { NUMBER($score, minimumFractionDigits: 1, maximumFractionDigits: 1) }
# $er, $ep, $ed: the three ratings, each a button (grade-rating), with the name of
# the step that set it where Sudoku Explainer names one (grade-rating-by).
grade-scale = Sudoku Explainer's scale, rated on the path SE itself would take (in its names for the steps): { $er }, { $ep }, { $ed }.
# $rating: a rating's button; $by: Sudoku Explainer's name of the step that set it (its own words, English).
grade-rating-by = { $rating } ({ $by })
# A rating's button. $measure: ER, EP or ED (Sudoku Explainer's names, alike in
# every language); $value: the rating.
grade-rating = { $measure } { NUMBER($value, minimumFractionDigits: 1, maximumFractionDigits: 1) }
# A rating button's title: the step it shows; $step: its number in this solution.
grade-rating-title = { $measure ->
    [ER] the hardest step of this solution: step { $step }
    [EP] the hardest step up to the first placement of this solution: step { $step }
   *[ED] the first step of this solution: step { $step }
  }
grade-nothing = Nothing to solve: every cell is filled.
# $technique: the hardest step's technique, as the engine says it; it is step $step
# of $steps; $show: the button that shows it (grade-show-step).
grade-hardest = Hardest step of Pencilmark's solution: { $technique }, step { $step } of { $steps }. { $show }
grade-show-step = Show that step
# $technique: a technique, as the engine names it; $count: how many steps of the solution use it.
grade-count = { $technique }: { $count }
grade-measures = Two measures: the level is the hardest family of techniques the solution needs; the score is the difficulty of its single hardest step on Sudoku Explainer's scale (1.0 to about 12). Puzzles of one level can score far apart: a Hard puzzle whose hardest step is an X-Wing scores 3.2, one with a Finned X-Wing 6.6.
grade-nesting-estimated = ER's step needs more than Sudoku Explainer's deepest nesting (level 5, forcing chains inside forcing chains inside forcing chains): ER is an estimate, from a nested trial.
grade-nesting-patterns = ER's step needs patterns inside forcing chains: while a supposition is followed, pairs, intersections and X-wings remove more (Sudoku Explainer's nested level 1).
# $depth: Sudoku Explainer's nested level of the step, 2 to 5.
grade-nesting-chains = ER's step needs forcing chains inside forcing chains, { $depth } deep (Sudoku Explainer's nested level { $depth }{ $depth ->
    [3] : cell and region forcing chains inside them
    [4] : dynamic forcing chains inside them
    [5] : dynamic forcing chains inside them, with forcing chains inside those
   *[other] {""}
  }).

## The review of a game
review-heading = Review of your game
review-board = The board at this point of the game
# The timeline's slider.
review-scrub = Move
review-keys = Step through your moves
review-first = First move
review-previous = Previous move
review-next = Next move
review-last = Last move
review-close = Back to the game
# The game open, reviewed from its own button. $level: its level's name (level-name).
review-this-game = This game
review-this-game-level = This game, { $level }
# $moves: how many moves the game has; $hints: how many times a hint was asked;
# $times: the game's clock each time (as 4:05), joined.
review-about = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
  }; { $hints ->
    [0] no hints asked
   *[other] hints asked at { $times } (marked ? over the timeline)
  }.
# The same after $title: the game's name (as My games describes it).
review-about-titled = { $title }. { review-about }
review-start = The start: no move made yet.
# Move $move of $moves shown; $what: what it did (move-changes); $hinted: how many hints were asked just after it.
review-move = move { $move } of { $moves }, { $what }{ $hinted ->
    [0] {""}
   *[other] ; a hint was asked next
  }.
# The same after $clock: the game's clock when the move was made (as 4:05).
review-move-timed = { $clock }: { review-move }
# A move's changes ($changes: move-digit, move-marks-in... each), joined.
move-changes = { $changes }
# A digit placed.
move-digit = { $digit } in { $cell }
move-erased = { $cell } erased
# Pencil marks put in or taken out; $digits: the digits, a space apart ("1 4 7").
move-marks-in = mark { $digits } in { $cell }
move-marks-out = mark { $digits } out of { $cell }
# After a move's first three changes of marks: $count, how many more it made.
move-more = { $count } more
move-colours = colours in { $cells }
