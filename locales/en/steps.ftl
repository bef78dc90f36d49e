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

## Wings. $count: how many cells lose the digit ("which sees" or "which see").
cell-holding = { $cell } ({ $digits })
xyz-wing = { $pivot } is { $pivot-digits }, and it sees { $first-holding } and { $second-holding }. If { $pivot } is { $x }, { $first } is { $z }; if it is { $y }, { $second } is { $z }; else it is { $z } itself. So one of the three is { $z }: remove { $z } from { $removed }, which { $count ->
        [one] sees
       *[other] see
    } all three.
xyz-wing-look = { $pivot } and the cells with two candidates it sees
where-pivot = with pivot { $pivot }
wxyz-wing = { $held } hold only { $digits } between them. Each of { $others } can fill only one of them (its cells there all see each other), so together they fill at most three of the four cells, and one of { $z-cells } is { $z }. Remove { $z } from { $removed }, which { $count ->
        [one] sees
       *[other] see
    } { $z-count ->
        [2] both
       *[other] all of them
    }.
wxyz-wing-look = the cells that hold only { $digits }
w-wing = { $a } and { $b } both hold only { $digits }. In { $house }, { $y } can only go in { $end-a } (which sees { $a }) or { $end-b } (which sees { $b }), so { $a } and { $b } cannot both be { $y }: one of them is { $x }. Remove { $x } from { $removed }, which { $count ->
        [one] sees
       *[other] see
    } both.
where-w-wing = on { $a } and { $b } (strong link on { $y } in { $house })

## Fish. $base-kind and $cover-kind are one of these four; $n is how many bases (count-word).
houses-rows = rows
houses-columns = columns
houses-boxes = boxes
houses-mixed = houses
fish = In { $bases }, { $digit } can only go in { $covers }. Each of those { count-word } { $base-kind } needs { a-digit }, so these { count-word } { $cover-kind } get theirs there: remove { $digit } from { $removed }{ $cannibals }.
fish-finned = In { $bases }, { $digit } can only go in { $covers }, but for the { $fin-count ->
        [one] fin
       *[other] fins
    } { $fins }{ $endo }. Either { $fin-count ->
        [one] the fin holds
       *[other] a fin holds
    } the { $digit }, or the { count-word } { $cover-kind } get their { $digit }s from these { $base-kind }. Both ways, { $removed } (which { $count ->
        [one] sees
       *[other] see
    } { $fin-count ->
        [one] the fin
       *[other] every fin
    }) cannot be { $digit }: remove it{ $cannibals }.{ $sashimi }
# Said after the removals, when the fish removes some of its own places too.
fish-cannibals = { " " }({ a-digit } in { $cells } would serve two of those { $cover-kind } at once and leave too few for the other { $base-kind })
# Fins that lie in two bases (endo fins).
fish-endo = { " " }({ $cells } { $endo-count ->
        [one] lies in two of those { $base-kind }, so it counts as a fin)
       *[other] lie in two of those { $base-kind } each, so they count as fins)
    }
fish-sashimi = { " " }Without { $fin-count ->
        [one] the fin,
       *[other] the fins,
    } { $house } would have { $kept-count ->
        [0] no place
       *[other] only { $kept }
    } for { $digit }: the fish is sashimi.
fish-look = where { $digit } can go in each of the { $base-kind }
fish-look-franken = where { $digit } can go in the { $lines } and boxes

## Single-digit patterns: skyscraper, 2-string kite, turbot fish, empty rectangle, X-chain.
## $count: how many cells lose the digit.
look-two-places = the houses where { $digit } has only two places
look-two-places-around = the houses where { $digit } has only two places, around { $box }
look-two-places-from = the houses where { $digit } has only two places, starting from { $first }
look-where-in = where { $digit } can go in { $house }
short-chain = { $c0 } and { $c1 } are the only places for { $digit } in { $first }, and { $c2 } and { $c3 } the only ones in { $second }. { $c1 } and { $c2 } share { $shared }, so at most one of them is { $digit }: { $c0 } or { $c3 } is. Remove { $digit } from { $removed }, which { $count ->
        [one] sees
       *[other] see
    } both.
kite = { $first } ({ $c0 }, { $c1 }) and { $second } ({ $c2 }, { $c3 }) hold { $digit } only twice, so { $c0 } or { $c3 } is { $digit }
dual-kite = Two 2-String Kites on { $digit } meet in { $m1 } and { $m2 } ({ $box }), which cannot both be { $digit }. In the first, { $kite1 }; in the second, { $kite2 }. Remove { $digit } from { $removed }.
# An empty rectangle: where the digit can go in the box, then each conjugate pair ($places, a list of
# er-box and er-pair), then one sentence (er-if) for each cell removed, joined with list-sentences.
er-box = In { $box }, { $digit } can only go in { $line } or { $cross } ({ $group })
er-pair = in { $house } only in { $near } or { $far }
er-if = If { $removed } were { $digit }, { $far } would not be, so { $near } would be: { $box } would have no place left for { $digit } in { $line } (taken by { $near }) nor in { $cross } (taken by { $removed }).
list-sentences = { $head } { $item }
empty-rectangle = { $places }. { $clauses } So remove { $digit } from { $removed }.
# An X-chain's reasoning: x-chain-start, then x-chain-on and x-chain-off in turn, joined with list-so.
x-chain-start = If { $first } is not { $digit }, { $next } is
x-chain-on = { $cell } is
x-chain-off = { $cell } is not
list-so = { $head }, so { $item }
x-chain = { $digit } has only two places in each of { $houses }. { $reasoning }. So { $first } or { $last } is { $digit }: remove { $digit } from { $removed }, which { $count ->
        [one] sees
       *[other] see
    } both.
where-x-chain = from { $first } to { $last } (digit { $digit }, { $links } strong links)

## Colouring. $a and $b: the two colours' cells; $a1, $b1 and $a2, $b2: the two clusters' colours.
colour-look = the houses where { $digit } has only two places, chained together
where-on-digit = on digit { $digit }
colour-two = Chaining the houses where { $digit } has only two places splits its candidates in two colours, one of which holds every { $digit }: { $a } on one side, { $b } on the other.
colour-trap = { colour-two } { $removed } { $count ->
        [one] sees both colours, so it cannot be
       *[other] see both colours, so none of them can be
    } { $digit }.
colour-wrap = { colour-two } { $x } and { $y } have the same colour and share { $house }, so that colour cannot hold { $digit }: remove { $digit } from { $removed }.
colour-clusters = Chaining the houses where { $digit } has only two places gives two separate clusters, each split in two colours of which one holds every { $digit } of its cluster: { $a1 } against { $b1 } in one, { $a2 } against { $b2 } in the other.
multi-colours-1 = { colour-clusters } { $m1 } and { $m2 } see each other, so their colours are not both { $digit }, and one of the opposite colours (of { $o1 }, of { $o2 }) is. Remove { $digit } from { $removed }, which { $count ->
        [one] sees
       *[other] see
    } both.
multi-colours-2 = { colour-clusters } { $f1 } sees { $t1 } and { $f2 } sees { $t2 }, so the colour of { $removed } sees both colours of the other cluster, one of which holds { $digit }: it cannot. Remove { $digit } from { $removed }.

## Remote pair: $chain holds only $pair ($d1 and $d2); each of $reasons (remote-pair-reason,
## joined with list-clauses) names a cell that loses them; $count is how many.
remote-pair-reason = { $cell } sees { $a } and { $b }
list-clauses = { $head }; and { $item }
remote-pair = { $chain } each hold only { $pair }, and each sees the next, so along this chain they alternate: two of them an odd number of steps apart are one { $d1 } and one { $d2 }. { $reasons }: { $count ->
        [one] it
       *[other] these cells
    } can be neither { $d1 } nor { $d2 }. Remove { $removed }.
remote-pair-look = the cells that hold only { $pair }
where-remote-pair = from { $first } to { $last } ({ $n } cells, digits { $pair })

## Zambon's rectangle.
rectangle = Suppose { $corner } is { $digit }. Then { $digit } is forced into { $forced }, and { $box } has no place left for { $digit }. So { $corner } is not { $digit }.
rectangle-look = digit { $digit } in { $boxes }
