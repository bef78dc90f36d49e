# The Techniques page (public/techniques.html, written at build by
# scripts/make-techniques.mjs, one page a language): its heading, its
# introduction and the pieces of each technique's article. Values may hold <b>
# (bold) and nothing else of HTML.

page-title = Techniques — Pencilmark
page-description = Every Sudoku technique Pencilmark's solver knows, easiest first, each shown step by step on a real puzzle, with its level and rating.
heading = Techniques
nav-pages = Pages
nav-play = Play Sudoku
# The list of the page's other languages, each named in its own language.
nav-languages = Languages
intro-order = Every technique the solver knows, in the order it tries them: the easy ones first. Each is shown on a real puzzle, at the step where its solution first needs it; the board plays the step when it comes into view. <b>Practise</b> opens a new puzzle of your own at the point where that technique is the next step.
intro-measures = Each technique has a <b>level</b> and a <b>rating</b>, two different measures. The level (Easy to Extreme) is the family of techniques it belongs to: a puzzle's level is the hardest family its solution needs. The rating is Sudoku Explainer's difficulty of that one step, from 1.0 to about 12: a puzzle's score is its hardest step's. So two techniques of one level can rate far apart (an X-Wing 3.2, a Finned X-Wing 6.6).
# $count: how many techniques the page shows.
technique-count = { $count } techniques, easiest first.

## One technique's article
# $level: the level's name (Easy...Extreme); $rating: Sudoku Explainer's rating of
# the technique, as 3.2; $uniqueness: yes when the technique assumes the puzzle
# has one solution.
technique-facts = { $uniqueness ->
    [yes] { $level }, rating { NUMBER($rating, minimumFractionDigits: 1) }, assumes one solution.
   *[no] { $level }, rating { NUMBER($rating, minimumFractionDigits: 1) }.
  }
# The buttons that choose among a technique's examples: $number from 1.
example-number = Example { $number }
picture-still = Image (SVG)
picture-animated = Animated image (SVG)
# $technique: the technique's name, for a screen reader.
examples-label = { $technique }: examples
pictures-label = { $technique }: the example as a picture
step-label = { $technique }: the step
example-coming = The example comes into view…
no-example = No example puzzle for this technique yet.
practise = Practise
practise-label = Practise { $technique }
what-it-is = What it is
why-it-works = Why it works
variants = Variants
builds-on = Builds on
