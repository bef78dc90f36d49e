# The page's messages of My games (web/games-panel.js) and of Print a booklet
# (web/booklet-dialog.js, and the words web/booklet.js prints on its pages).

## My games: its list
# $count: how many games the list has.
games-count = { $count ->
    [one] { $count } game
   *[other] { $count } games
  }
# $count: how many games are not listed yet.
games-show-more = Show more games ({ $count } not shown)
# A game's level, where it was not graded yet (in games-entry-title's $level).
games-level-unknown = Level not known yet
# $level: the game's level's name (level-name), or games-level-unknown;
# $playing: yes for the game played now, else no.
games-entry-title = { $playing ->
    [yes] { $level }, playing now.
   *[no] { $level }.
  }
# $time: the time played, as 4:05 or 1:02:03.
games-entry-solved = Solved in { $time }.
# $filled of $open: the empty cells of the puzzle the player has filled.
games-entry-progress = { $filled } of { $open } cells filled, { $time } played.
# When a game was played or saved (games-last-played's and games-damaged-record's $when):
# $day is "today" or "yesterday" as the language says them (Intl.RelativeTimeFormat),
# $time the clock time; or $date a day before those, as "3 Dec" (Intl.DateTimeFormat).
games-when-day = { $day } at { $time }
games-when-date = on { $date }
games-last-played = Last played { $when }.
# A record that does not read as a game: $record is its key, quoted ("typed");
# $saved: known when the record says when it was saved ($when), else unknown.
games-damaged-record = { $saved ->
    [known] A saved game (record { $record }, saved { $when }) could not be read: its record is damaged.
   *[unknown] A saved game (record { $record }) could not be read: its record is damaged.
  }
# The buttons beside a game: their word, and for a screen reader their label,
# $game being the game's words in the list (its title, progress and when played).
# (Review's word is index.html's, as the button under the board says it.)
games-review-label = Review: { $game }
games-delete = Delete
games-delete-label = Delete: { $game }
# Delete pressed once: it asks once more.
games-delete-confirm = Delete?
games-delete-confirm-label = Delete? Press again to delete: { $game }

## Print a booklet: the dialog
booklet-note = New puzzles to print, with their solutions on the last pages. They are made in this browser (offline too); the same seed makes the same booklet again.
booklet-kind-label = Puzzles
# The menu of puzzles: its levels, then its techniques by level.
booklet-kind-level = Level
# $level: a level's name (booklet-level).
booklet-kind-technique = Technique ({ $level })
booklet-count-label = How many
booklet-per-page-label = A page
# $count: how many puzzles a page has.
booklet-per-page = { $count ->
    [one] { $count } puzzle
   *[other] { $count } puzzles
  }
booklet-paper-label = Paper
# $paper: the paper's key, a4 or letter (US Letter).
booklet-paper = { $paper ->
    [letter] Letter
   *[a4] A4
  }
booklet-title-label = Title
# The booklet's title, as the form offers it.
booklet-default-title = Sudoku
booklet-seed-label = Seed
booklet-seed-any = any (printed on the pages)
booklet-make = Make and print
booklet-print-again = Print again
# $number of $count: the puzzle being made.
booklet-making = Making puzzle { $number } of { $count }…
booklet-laying-out = Laying out the pages…
# $count puzzles on $pages pages; $paper: its name (booklet-paper); $seed: the
# booklet's seed, a whole number, to make it again.
booklet-made = { $count ->
    [one] { $count } puzzle on { $pages } pages ({ $paper }, seed { $seed }). Your browser's print opens: choose a printer, or Save as PDF.
   *[other] { $count } puzzles on { $pages } pages ({ $paper }, seed { $seed }). Your browser's print opens: choose a printer, or Save as PDF.
  }
booklet-stopped = Stopped: no booklet made.
# $error: why, in the engine's words.
booklet-failed = The booklet could not be made: { $error }
booklet-techniques-failed = The techniques could not be listed ({ $error }): levels only.
# The form's values that cannot make a booklet. $value: the value given.
booklet-bad-count-whole = The count must be a whole number, not "{ $value }".
# $count: the count given; $most: the most there can be (100).
booklet-bad-count-range = The count must be from 1 to { $most }, not { $count }.
booklet-bad-seed = The seed must be a whole number from 0 to 2^64-1, not "{ $value }".
# $most: the most characters a title can have (80).
booklet-bad-title = The title must be text of at most { $most } characters.
# $error: what is wrong, in English (a problem the form's menus should not let happen).
booklet-bad-option = This booklet cannot be made: { $error }.

## Print a booklet: the words printed on its pages (web/booklet.js has them in
## English too, for pencilmark-print: tests/js/print.test.mjs checks they agree)
# $level: 0 to 4.
booklet-level = { $level ->
    [0] Easy
    [1] Medium
    [2] Hard
    [3] Expert
    [4] Extreme
   *[other] level { $level }
  }
# Where the player writes their name, at the top of a page of puzzles.
booklet-name-line = Name ____________________
# At the foot of each page: $what, the booklet's level (booklet-level) or technique
# (its name, as the engine says it); $seed: the booklet's seed.
booklet-foot = { $what } · seed { $seed }
# $page of $pages: the page's number.
booklet-page-number = Page { $page } of { $pages }
# A page's title (for a screen reader): $heading, the page's heading (the booklet's
# title, or booklet-solutions-heading).
booklet-page-title = { $heading }: page { $page } of { $pages }
# $number: the puzzle's number in the booklet.
booklet-puzzle = Puzzle { $number }
# A board's description (for a screen reader): $puzzle, its 81 characters.
booklet-puzzle-description = Puzzle { $number }: { $puzzle }
booklet-solution = Solution { $number }
# $solution: the solution's 81 digits.
booklet-solution-description = Solution of puzzle { $number }: { $solution }
# $title: the booklet's title.
booklet-solutions-heading = { $title }: solutions
