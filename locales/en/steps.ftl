# The words of the engine's steps in English: the catalog every other language
# follows (see README.md, "Languages"). Cells are named r1c1 in every language.

## Houses and lists, as the words below say them.
house-row = row { $n }
house-column = column { $n }
house-box = box { $n }
list-comma = { $head }, { $item }
list-and = { $head } and { $item }
list-or = { $head } or { $item }
# "a 4", "an 8": a digit with its article, as it is read aloud.
a-digit = { $digit ->
    [8] an 8
   *[other] a { $digit }
}

## The two clues before a step: where to look, then the technique and where.
clue-look = Look at { $where }.
clue-technique = { $technique } { $where }.
where-in = in { $place }
where-in-digit = in { $place } (digit { $digit })

## Singles.
single-last = { $cell } is the last empty cell of { $house }, so it is { $digit }. Place { $digit } in { $cell }.
single-hidden = In { $house }, { $digit } can only go in { $cell }: every other empty cell there sees { a-digit }. Place { $digit } in { $cell }.
single-naked = { $cell } can only be { $digit }: its row, column and box already rule out every other digit. Place { $digit } in { $cell }.
# A digit and the cells it leaves: "3 from r1c4 and r1c5" (a list of these is
# joined with list-semicolon: "3 from r1c4; 8 from r1c5").
removal = { $digit } from { $cells }
list-semicolon = { $head }; { $item }
# How many cells (and digits) a subset has, in words.
count-word = { $n ->
    [1] one
    [2] two
    [3] three
   *[4] four
}

## Intersections (pointing and box-line).
intersection = In { $from }, { $digit } can only go in { $cells }, all in { $to }. So the { $digit } of { $to } is in { $from }: remove { $digit } from { $removed }.

## Subsets: $digits is "3 and 5" for a hidden subset, "3 or 5" for the others.
subset-hidden = In { $houses }, { $digits } can only go in { $cells }, so those { count-word } cells hold exactly those { count-word } digits: remove their other candidates ({ $removed }).
subset-locked = { $cells } can only hold { $digits }, and they lie in both { $houses }. So those { count-word } digits fill those { count-word } cells: remove them from the rest of both houses ({ $removed }).
subset-naked = { $cells } can only hold { $digits }, so those { count-word } digits fill those { count-word } cells: remove them from the rest of { $houses } ({ $removed }).
