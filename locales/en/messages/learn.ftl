# The daily puzzle, Practise and the statistics (web/learn.js), and the
# Techniques page's example boards (web/techniques.js).

# A level, by its number (0 to 4), as the level menu names it.
level-name = { $level ->
    [0] Easy
    [1] Medium
    [2] Hard
    [3] Expert
    [4] Extreme
   *[other] Level { $level }
  }
engine-loading = The engine is still loading: try again in a moment.

## The daily puzzle
# $level: the level's number, 0 (easy) to 4 (extreme); $day: the day, as 2026-12-03.
daily-new = { $level ->
    [0] Today's easy puzzle ({ $day }).
    [1] Today's medium puzzle ({ $day }).
    [2] Today's hard puzzle ({ $day }).
    [3] Today's expert puzzle ({ $day }).
   *[4] Today's extreme puzzle ({ $day }).
  }
daily-playing = { $level ->
    [0] Today's easy puzzle ({ $day }): you are playing it.
    [1] Today's medium puzzle ({ $day }): you are playing it.
    [2] Today's hard puzzle ({ $day }): you are playing it.
    [3] Today's expert puzzle ({ $day }): you are playing it.
   *[4] Today's extreme puzzle ({ $day }): you are playing it.
  }
daily-back = { $level ->
    [0] Today's easy puzzle ({ $day }): your game of it is back.
    [1] Today's medium puzzle ({ $day }): your game of it is back.
    [2] Today's hard puzzle ({ $day }): your game of it is back.
    [3] Today's expert puzzle ({ $day }): your game of it is back.
   *[4] Today's extreme puzzle ({ $day }): your game of it is back.
  }

## Practise
# A technique in the list to choose from. $technique: its name, as the engine
# says it; $rating: its rating on Sudoku Explainer's scale.
practise-option = { $technique } (rating { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) })
# $key: what a link named as the technique (at most 40 characters, then …).
practise-unknown = There is no technique "{ $key }" to practise: choose one from the list.
# $tried: how many puzzles were made so far, in hundreds (written without thousands separators).
practise-looking = Looking for a puzzle that uses { $technique }: { NUMBER($tried, useGrouping: 0) } puzzles tried so far…
# $tries: how many puzzles were made (2000).
practise-not-found = No puzzle using { $technique } was found in { NUMBER($tries, useGrouping: 0) } tries. Each search makes new puzzles: try again, or choose another technique.
practise-not-used = the puzzle found does not use { $technique } after all
practise-stopped = Stopped.
# $error: why, in the engine's words (or practise-not-used).
practise-failed = The search failed: { $error }.
# The practice game opened.
practise-note = Practise { $technique }: it is the next step here. Press Hint to see where to look.
# $techniques: those its hints leave out, as the engine names them, joined with "and".
practise-note-left-out = { practise-note } So that it shows, this game's hints leave out { $techniques }.
# $count: how many techniques its hints leave out (more than three).
practise-note-left-out-count = { practise-note } So that it shows, this game's hints leave out { $count } techniques that would come first.

## The statistics: why they are not kept
stats-full = Your statistics can't be saved: this browser's storage for Pencilmark is full. They count on until you close the page.
stats-blocked = This browser doesn't let Pencilmark save statistics (a private window, or storage turned off): they are lost when you close the page.

## The Techniques page's examples (its title is replay-title's)
# $technique: the technique's name.
technique-example-board = { $technique }: example board
# $error: why, in the engine's or the browser's words, or one of the two below.
technique-example-failed = The example could not be shown: { $error }.
technique-board-unread = the board worked out for this example could not be read
technique-not-used = this puzzle's solution does not use { $technique }
technique-picture-failed = The picture could not be made: { $error }.
