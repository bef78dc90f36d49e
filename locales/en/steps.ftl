# The words of the engine's steps in English: the catalog every other language
# follows (see README.md, "Languages"). Cells are named r1c1 in every language.

## Houses and lists, as the words below say them.
house-row = row { $n }
house-column = column { $n }
house-box = box { $n }
list-comma = { $head }, { $item }
list-and = { $head } and { $last }
list-or = { $head } or { $last }
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
