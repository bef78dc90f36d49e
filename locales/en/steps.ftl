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

## A chain's nodes: one cell's candidate, or a group's ($count cells, of which one holds
## the digit when the node is true, none when it is false).
node-on = { $cells } is { $digit }
node-off = { $count ->
    [one] { $cells } is not { $digit }
   *[other] { $cells } are not { $digit }
}
chain-look = the chain starting at { $start }

## Y-wing and XY-chain: $first and $last the chain's ends, $x the digit they remove, $y the
## digit the pivot would pass on; $reasoning: the cells' digits, node-on joined with list-so.
y-wing = { $pivot } is { $pivot-digits }. Either way, one of { $first } and { $last } is { $x } (if { $pivot } is { $y }, { $last } is { $x }; if not, { $first } is { $x }), so remove { $x } from { $removed }.
y-wing-look = the cells with two candidates that see { $pivot }
xy-chain = If { $first } is not { $x }: { $reasoning }. So { $first } or { $last } is { $x }: remove { $x } from { $removed }.
xy-chain-look = the cells with two candidates, starting from { $first }
where-xy-chain = from { $first } to { $last } ({ $n } cells, digit { $x })

## Alternating inference chains and nice loops. $reasoning is chain-reasoning or, for a
## long chain, chain-reasoning-long: its first hops, $skipped more, and its last node.
chain-reasoning = If { $premise }, { $then }
chain-reasoning-long = If { $premise }, { $then }, and { $skipped } links on, { $last }
nice-loop-continuous = { $reasoning }; a weak link back to { $start } closes a loop of { $links } links, strong and weak by turns. Whether { $premise } or not, the links hold one way round or the other, so each weak link has exactly one true end: remove { $removed }.
nice-loop-false = { $reasoning }. So { $premise }: remove it.
nice-loop-both = { $reasoning }. Both cannot be, so { $premise }: remove it.
nice-loop-true = { $reasoning }. So { $premise }: remove its other candidates ({ $digits }).
aic = { $reasoning }. So { $premise } or { $last }: remove { $removed }.
where-through = through { $start } ({ $links } links)
where-at = at { $start } ({ $links } links)
where-from-to = from { $start } to { $end } ({ $links } links)

## Almost locked sets (ALS). A set is named by its cells and digits: "r1c2, r1c5 (1/4/7)".
als-set = { $cells } ({ $digits })
list-slash = { $head }/{ $item }
als-removal = remove { $digits } from the cells that see every { $digits-or } of those sets: { $removed }.
als-xz = Two almost locked sets (each holds one digit more than it has cells): { $first } and { $second }. Every { $rc } of one sees every { $rc } of the other, so at most one set has it; the other is then locked and holds all its other digits. So { $z } is in one of the two sets: { $removal }
als-xz-double = Two almost locked sets (each holds one digit more than it has cells): { $first } and { $second }. They are linked twice: the { $rc } of each set see those of the other, so each of those digits is in one set at most, and both sets less { $rc } are locked. Remove { $removed }.
# The sets of a chain: all of them, or the first two and how many more lie before the last.
als-sets = { $sets }, then { $last }
als-sets-more = { $sets }, then { $more } more to { $last }
# $links: the digits neighbouring sets share, a list of lists ("1, 2 and 3 and 4").
als-chain-reasoning = Neighbouring sets share { $links } in turn, each digit's places in the two sets all seeing each other. If the first set had no { $z-or }, it would be locked and hold { $first-link }, so the next would lack it and be locked, and so on, until the last would hold { $z }. So { $z-or } is in the first set or the last: { $removal }
als-xy-wing = Three almost locked sets (each holds one digit more than it has cells): { $sets }. { als-chain-reasoning }
als-xy-chain = { $n } almost locked sets in a chain (each holds one digit more than it has cells): { $sets }. { als-chain-reasoning }
als-petal = { $digit } in { $set }
death-blossom = Death blossom: the stem { $stem } holds { $stem-digits }, and each has a petal, an almost locked set whose every place of that digit sees the stem: { $petals }. Whatever the stem is, that petal loses the digit and is locked, so it holds { $z }: { $removal }
death-blossom-look = { $stem } and its petals
where-stem = with stem { $stem }
where-als = on { $cells } (removing { $z })

## Sue de Coq: the meeting cells ($core) where $line meets $box, the line's other cells and
## the box's; $need says how many digits the $total cells need (distinct or shared).
sue-de-coq = { $core } (where { $line } meets { $box }) hold { $core-digits }. In { $line }, { $line-cells } { $line-count ->
        [one] holds
       *[other] hold
    } only { $line-digits }; in { $box }, { $box-cells } { $box-count ->
        [one] holds
       *[other] hold
    } only { $box-digits }. These { $total } cells need { $need }: so the pattern holds { $places }. Remove { $removed }.
sue-de-coq-distinct = { $total } different digits (the two groups share none), and they hold exactly { $digits }
sue-de-coq-shared = { $total } digits, all different but { $digits } (once in each group), which is exactly what they hold
sue-de-coq-in-house = { $digits } within { $house }
sue-de-coq-in-core = { $digits } in the meeting cells
sue-de-coq-in-both = { $digits } once within each
sue-de-coq-look = where { $line } meets { $box }
where-sue-de-coq = in { $line } and { $box } ({ $core })

## Uniqueness: rectangles, loops, avoidable rectangles and BUG+1. $ab: the deadly pattern's
## two digits ("4 and 7"), $ab-or the same with "or"; $plain: its cells that hold only those.
two-solutions = the puzzle would have two solutions
deadly-four-cells = the four cells
deadly-loop-cells = the loop's cells
deadly-look = the cells holding { $ab } in { $rows }
where-deadly = in { $cells } ({ $digits })
unique-rectangle = { $corners } lie in two rows, two columns and two boxes: if they held only { $ab }, the two digits could be swapped and { two-solutions }. { $kept }
unique-loop = { $loop } make a loop: each shares a house with the next (and the last with the first), and every row, column and box that holds one of them holds two. If they held only { $ab }, the two digits could be swapped round the loop and { two-solutions }. { $kept }
# How the cells with more candidates ($extra) keep the pattern from forming; $all is
# deadly-four-cells or deadly-loop-cells.
kept-one-cell = { $plain } can only be { $ab-or }, so { $extra } cannot be { $ab-or } as well: remove { $removed-digits } from { $extra }.
kept-one-digit = { $plain } can only be { $ab-or }, and the only other candidate of { $extra } is { $x }, so one of them is { $x }: remove { $x } from { $removed }, which { $count ->
        [one] sees
       *[other] see
    } { $extra-count ->
        [2] both
       *[other] all of them
    }.
kept-subset = { $plain } can only be { $ab-or }, so { $extra } cannot both be { $ab-or }: one of them is { $extras-or }. Together they act as one cell holding { $extras }, which with { $others } makes a naked { $size ->
        [2] pair
        [3] triple
        [4] quad
        [5] quint
        [6] sextet
        [7] septet
       *[8] octet
    } on { $subset-digits } in { $houses }: remove { $removed }.
kept-conjugate = { $plain } can only be { $ab-or }. In { $houses }, { $u } can only go in { $extra }, so one of them is { $u }; if the other were { $v }, { $all } would hold only { $ab }. So remove { $v } from { $extra }.
unique-rectangle-6 = { $plain } can only be { $ab-or }. In { $houses }, { $u } can only go in these four cells, so it fills one diagonal; if it filled { $pair }, { $plain } would be { $v } and the four cells would hold only { $ab }. So remove { $u } from { $pair }.
hidden-rectangle = { $x } can only be { $ab-or }. In { $houses }, { $u } can only go in these four cells, so if { $z } were { $v }, { $beside } would be { $u } and { $x } { $v }: the four cells would hold only { $ab }. So remove { $v } from { $z }.
solved-cell = { $cell } ({ $digit })
avoidable-solved = { $solved } { $solved-count ->
        [one] was
       *[other] were
    } solved, not given.
avoidable-swap = the four cells would hold { $ab } with no given among them, so they could be swapped and { two-solutions }
avoidable-rectangle-1 = { avoidable-solved } If { $cell } were { $digit }, { avoidable-swap }. So remove { $digit } from { $cell }.
avoidable-rectangle-2 = { avoidable-solved } If { $first } were { $first-digit } and { $second } { $second-digit }, { avoidable-swap }. So one of them is { $x } (their other candidate): remove { $x } from { $removed }, which { $count ->
        [one] sees
       *[other] see
    } both.
avoidable-look = the digits solved so far (not the givens) in { $rows }
bug-plus-1 = Every unsolved cell has two candidates except { $cell } ({ $candidates }), and each candidate appears twice in every row, column and box where it appears, except { $digit }, three times in { $houses }. If { $cell } were not { $digit }, the grid would be a deadly pattern (BUG), which never has exactly one solution: the puzzle would have two solutions or none. So { $cell } is { $digit }: remove { $others } from it.
bug-look = the only cell with three candidates

## Forcing chains. A branch: its first hops (node-on and node-off, joined with list-comma),
## and how many links it has when the board shows more (branch-cut).
branch-at-once = at once
branch-cut = { $hops }, … ({ $links } links in all)
forcing-if = if { $premise }: { $branch }
# $dynamic: empty, forcing-dynamic or forcing-nested; $place: empty or forcing-place.
forcing-dynamic = { " " }(each supposition followed with the removals it makes)
forcing-nested = { " " }(each supposition followed with the removals it makes, and with the intersections, pairs and X-wings they leave)
forcing-place = { " " }Place { $placements }.
placement = { $digit } in { $cell }
forcing-cell = { $cell } holds one of { $digits }, and each way { $conclusion }{ $dynamic }: { $branches }.{ $place }
forcing-region = { $digit } goes in one of { $cells } in { $house }, and each way { $conclusion }{ $dynamic }: { $branches }.{ $place }
forcing-double = Whether or not { $premise }, { $conclusion }{ $dynamic }: if it is, { $if-true }; if not, { $if-false }.{ $place }
forcing-contradiction = Suppose { $premise }{ $dynamic }: then { $branch }, until { $cell } would both be and not be { $digit }. So { $conclusion }.{ $place }
where-from = from { $place }

## Trial and error, and the guess. $hops: what the supposition forces (node-on, or node-off
## for a trial inside the trial), the last perhaps trial-more.
trial = Suppose { $cell } is { $digit }. Then { $hops }, until { $end }{ $inner }. So { $cell } is not { $digit }.
trial-at-once = Suppose { $cell } is { $digit }: at once, { $end }{ $inner }. So { $cell } is not { $digit }.
trial-more = { $n } more { $n ->
        [one] step
       *[other] steps
    } (shown on the board)
trial-end-cell = { $cell } has no candidate left
trial-end-house = { $house } has no place left for { $digit }
trial-nested = { " " }(each "is not" is a trial inside the trial: with that digit there too, singles break the grid)
where-supposing = in { $cell } (supposing { $digit })
guess = No technique up to nested trial and error makes progress here, so this is a guess: of { $cell }'s candidates { $digits }, the search shows { $digit } is right. Place { $digit } in { $cell }.

## A player's own mistakes.
wrong-digit-twice = { $cell } and { $other } are both { $digit } ({ $house }): the { $digit } in { $cell } is wrong. Remove it.
wrong-digit = The { $digit } in { $cell } is wrong: it is not this puzzle's solution. Remove it.
wrong-digit-look = your digits in { $house }
missing-candidate = The pencil marks of { $cell } lack { $digit }, but { $digit } has not been ruled out there. Put it back.
missing-candidate-look = the pencil marks in { $house }

## A chain's links one by one ("Show every link"): each link's two ends (node-on or
## node-off) and its kind; a forcing chain's branch or a trial begins with its supposition.
hop = { $from }, so { $to } ({ $kind ->
        [strong] strong link
        [weak] weak link
        [forces] follows
       *[inner-trial] a trial inside the trial: with it too, singles break the grid
    })
hop-supposed = Suppose { $premise }: { $hop }
