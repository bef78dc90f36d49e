# The Techniques page's article on each technique (scripts/make-techniques.mjs):
# KEY-what, what it is; KEY-why, why it works; KEY-variant-N, its variants, one
# line each. KEY is the technique's key in the engine's table. A candidate set
# such as {3,8} is written {"{3,8}"} (Fluent's braces are its placeables).
# Cells are named r1c1 in every language.

## full-house
full-house-what = A row, column or box has exactly one empty cell left. The one digit missing from that house goes in that cell.
full-house-why = Every house contains each of the digits 1 to 9 exactly once. When eight digits are already placed in it, only one digit is still absent, and there is only one empty cell for it.

## hidden-single
hidden-single-what = Inside one house, a digit has only one cell where it can still go, even though that cell may show other candidates. For example, 7 fits only r4c2 within box 4.
hidden-single-why = The house must contain the digit somewhere. Every other cell of the house is either filled already or shares a row, column or box with a copy of that digit, so the one remaining cell is the only place left and must take it.
hidden-single-variant-1 = In a box it is usually spotted by cross-hatching: following the rows and columns that already hold the digit through the box.

## naked-single
naked-single-what = A cell is left with a single candidate, because its row, column and box between them already contain the other eight digits.
naked-single-why = Every cell must hold some digit from 1 to 9, and a digit already present in any of its three houses cannot appear in it again. With eight digits ruled out, the ninth is the only possible value.

## pointing-line
pointing-line-what = Within one box, every candidate for a digit lies on the same row or the same column. That digit can then be removed from the cells of that line outside the box.
pointing-line-why = The box has to hold the digit, and all of its possible cells lie on that one line. Whichever of them ends up with it, the line's copy of the digit sits inside the box, so the rest of the line cannot hold it.
pointing-line-variant-1 = Called a pointing pair or pointing triple depending on whether two or three cells of the box hold the digit.

## box-line
box-line-what = In a row or column, every candidate for a digit lies inside one box. The digit can then be removed from the other cells of that box, the ones not on the line.
box-line-why = The line has to hold the digit, and all of its options are where the line passes through the box. So the box's copy of the digit will be on that line, and the box's six cells off the line cannot have it.
box-line-variant-1 = Also called claiming; it is the mirror image of the pointing line, with the roles of box and line swapped.

## locked-pair
locked-pair-what = Two empty cells that share both a box and a row (or column) hold only the same two candidates, such as {"{3,8}"} in r1c1 and r1c2. Both digits leave every other cell of that box and of that line.
locked-pair-why = The two cells must take the 3 and the 8 between them, one each. Because they lie in two houses at once, both houses get their 3 and their 8 from these cells, so no other cell of the line or of the box can hold either digit.
locked-pair-variant-1 = Locked triple: three cells of one box-line intersection limited to three digits between them.

## naked-pair
naked-pair-what = Two cells of the same house contain exactly the same two candidates and nothing else, for example {"{2,6}"} in r3c1 and r3c7. Those two digits can be removed from all other cells of that house.
naked-pair-why = The two cells will use up the 2 and the 6, one each, in some order. If any other cell of the house took a 2 or a 6, one of the pair would be left with no digit at all, which is impossible.
naked-pair-variant-1 = When the two cells also share a box with their line, it is a locked pair and clears both houses.
naked-pair-variant-2 = Naked triple and naked quad apply the same counting to three or four cells.

## hidden-pair
hidden-pair-what = In one house, two digits can each go only in the same two cells. Those cells may show other candidates too; all of those other candidates can be erased.
hidden-pair-why = The house needs both digits, and neither has any cell available except these two. So the two cells are taken by those two digits, one each, and no other digit fits in them.
hidden-pair-variant-1 = Hidden triple and hidden quad extend the idea to three or four digits confined to as many cells.
hidden-pair-variant-2 = Every hidden pair is matched by a naked subset made of the house's other empty cells.

## x-wing
x-wing-what = For one digit, two rows each have that digit in only two cells, and those four cells line up in the same two columns, forming a rectangle. The digit can be removed from every other cell of those two columns. The same works with rows and columns swapped.
x-wing-why = Each of the two rows must place the digit in one of its two cells. They cannot both use the same column, so one row takes each column. Both columns therefore receive their copy of the digit from these two rows, leaving no room for it anywhere else in them.
x-wing-variant-1 = Finned and sashimi X-wings allow extra candidates near one corner.
x-wing-variant-2 = Swordfish and jellyfish use three and four lines.
x-wing-variant-3 = Franken fish mix boxes into the houses used.

## finned-x-wing
finned-x-wing-what = An almost-X-wing on one digit: one base row has its two corner cells plus extra candidates, the fin, all in the box of one corner. The digit is removed only from cells in that corner's column that lie in the fin's box, outside the two base rows. Rows and columns may be swapped.
finned-x-wing-why = Either a fin cell holds the digit, or none does and the ordinary X-wing is in force. In the first case every cell of the fin's box loses the digit; in the second every other cell of the two columns does. A cell that is in a cover column and sees the whole fin loses it either way.
finned-x-wing-variant-1 = Sashimi X-wing: the corner next to the fin is itself missing.
finned-x-wing-variant-2 = Finned swordfish and finned jellyfish apply the fin to larger fish.

## sashimi-x-wing
sashimi-x-wing-what = A finned X-wing in which the corner cell next to the fin has no candidate: one base row has a single corner candidate plus fin candidates in the box where the missing corner would be. The digit goes from cells in the missing corner's column inside the fin's box.
sashimi-x-wing-why = If a fin cell holds the digit, the whole fin box is cleared of it. If no fin cell does, the row with the fin must use its one corner, which pushes the other row to its corner in the missing corner's column, clearing that column. The target cells lose the digit in both cases.
sashimi-x-wing-variant-1 = A sashimi X-wing whose two base rows each have only two candidates is the same as a skyscraper, and the engine reports it as one.
sashimi-x-wing-variant-2 = Sashimi swordfish and jellyfish are the larger versions.

## locked-triple
locked-triple-what = Three empty cells lying in the same box and the same row or column hold only three digits between them, such as {"{1,4}"}, {"{1,9}"} and {"{4,9}"}. Those three digits are removed from the rest of the box and the rest of the line.
locked-triple-why = Three cells need three different digits and only three are available, so all three digits are used in these cells. Because the cells belong to both the box and the line, neither house can hold any of those digits elsewhere.

## naked-triple
naked-triple-what = Three cells in one house whose candidates, put together, are only three digits, for example {"{2,5}"}, {"{5,7}"} and {"{2,5,7}"}. Not every cell needs all three. Those digits can be removed from the other cells of that house.
naked-triple-why = Three different cells must hold three different digits, and only three are available among them, so these cells use up all three in some arrangement. If another cell of the house took one of them, the trio would be left one digit short.
naked-triple-variant-1 = Naked quad: four cells limited to four digits.
naked-triple-variant-2 = If the three cells share a box as well as a line, it is a locked triple and clears both houses.

## hidden-triple
hidden-triple-what = In one house, three digits appear as candidates only in the same three cells (each cell need not hold all three). Every other candidate in those three cells can be erased.
hidden-triple-why = The house must contain all three digits and they have only these three cells to go to. So the three cells are filled by exactly those digits, leaving no room for any other digit in them.
hidden-triple-variant-1 = Hidden quad: four digits confined to four cells of a house.

## y-wing
y-wing-what = A pivot cell with candidates {"{x,y}"} sees two pincer cells, one holding {"{x,z}"} and the other {"{y,z}"}. The pincers need not see each other. Any cell that sees both pincers cannot be z.
y-wing-why = The pivot is either x or y. If it is x, the {"{x,z}"} pincer loses x and must be z; if it is y, the {"{y,z}"} pincer must be z. Either way one pincer holds z, so a cell seeing both of them can never be z.
y-wing-variant-1 = XYZ-wing: the pivot also holds z.
y-wing-variant-2 = XY-chain: the same reasoning along a longer chain of two-candidate cells; a Y-wing is its three-cell case.

## xyz-wing
xyz-wing-what = A pivot cell with three candidates {"{x,y,z}"} sees a pincer {"{x,z}"} and a pincer {"{y,z}"}. The digit z can be removed from any cell that sees all three cells, which in practice means cells next to the pivot in the box it shares with a pincer.
xyz-wing-why = The pivot must be x, y or z. If it is x, the {"{x,z}"} pincer is z; if it is y, the {"{y,z}"} pincer is z; if it is z, the pivot itself is. So one of the three cells holds z, and a cell seeing all three cannot.
xyz-wing-variant-1 = WXYZ-wing extends the idea to four cells and four digits.

## unique-rectangle-1
unique-rectangle-1-what = Four unsolved cells at the corners of a rectangle covering two rows, two columns and exactly two boxes. Three corners hold only the same pair {"{a,b}"}; the fourth holds a, b and other digits. The fourth corner loses a and b.
unique-rectangle-1-why = This relies on the puzzle having exactly one solution. If all four corners ended up as a and b, the two digits could be swapped around the rectangle without breaking any row, column or box, giving a second solution. So the fourth corner must take one of its other digits.
unique-rectangle-1-variant-1 = Types 2 to 6 handle the cases where more than one corner has extra candidates.
unique-rectangle-1-variant-2 = Hidden and avoidable rectangles use the same deadly pattern in other ways.

## unique-rectangle-2
unique-rectangle-2-what = A unique rectangle where two corners hold only {"{a,b}"} and the other two, lying in the same row or column, hold {"{a,b,x}"} with the same single extra digit x. Remove x from every cell that sees both extra corners.
unique-rectangle-2-why = This assumes the puzzle has exactly one solution. If neither extra corner were x, all four corners would be limited to a and b, a pattern whose digits could be swapped, giving two solutions. So at least one extra corner is x, and any cell seeing both of them cannot be x.
unique-rectangle-2-variant-1 = Type 5 uses the same argument when the corners carrying x are diagonal or there are three of them.

## unique-rectangle-4
unique-rectangle-4-what = A unique rectangle whose two extra corners share a house, and in that house one rectangle digit, say a, can go only in those two corners. Then the other digit b can be removed from both extra corners.
unique-rectangle-4-why = This assumes a unique solution. Since a has no other place in the shared house, one of the two extra corners is a. If the other were b, the two remaining corners would follow and all four cells would hold only a and b, a swappable pattern with two solutions. So neither extra corner can be b.

## naked-quad
naked-quad-what = Four cells in one house whose candidates together are only four digits, such as {"{1,3}"}, {"{3,8}"}, {"{1,8,9}"} and {"{1,9}"}. Those four digits can be removed from every other cell of the house.
naked-quad-why = Four cells need four different digits and only four are available to them, so those digits are all used inside the four cells. No other cell of the house may then take one of them.
naked-quad-variant-1 = A naked quad always has a matching hidden subset among the house's remaining cells, which may be easier to see.

## hidden-quad
hidden-quad-what = In one house, four digits appear as candidates only within the same four cells. All other candidates in those four cells can be erased.
hidden-quad-why = The house needs all four digits and they have only these four cells available, so the cells are filled by exactly those digits. Any other candidate in them has no room.

## bug-plus-1
bug-plus-1-what = Every unsolved cell has exactly two candidates except one cell with three, and each candidate appears exactly twice in each house, except one digit of that three-candidate cell, which appears three times in its row, column and box. That cell must be that digit.
bug-plus-1-why = This relies on a unique solution. A grid where every unsolved cell has two candidates and each candidate appears twice in every house (a bivalue universal grave) has either no solution or at least two. Taking the odd digit out of the special cell would create exactly that, so the cell must hold it.
bug-plus-1-variant-1 = Forms with more than one extra cell (BUG+2 and up) exist but are not in this table.

## swordfish
swordfish-what = For one digit, three rows each have that digit in two or three cells, and all those cells fall within the same three columns. The digit can be removed from all other cells of those three columns. Rows and columns may be swapped.
swordfish-why = The three rows must place three copies of the digit, no two in the same column, and they only have three columns to use, so one copy lands in each column. Each of those columns is then served by these rows, so any other candidate in them would be a second copy. A row need not use all three columns.
swordfish-variant-1 = Finned and sashimi swordfish allow fins.
swordfish-variant-2 = Jellyfish is the four-line version; Franken swordfish lets boxes take part.

## w-wing
w-wing-what = Two cells with the same two candidates {"{x,y}"} that do not see each other, plus a house where y has only two places, one seeing each of those cells. The digit x can be removed from any cell that sees both bivalue cells.
w-wing-why = If neither bivalue cell were x, both would be y. Each would then remove y from the place in the linking house that it sees, leaving that house with nowhere for y, which is impossible. So at least one of the two cells is x, and a cell seeing both cannot be x.

## remote-pair
remote-pair-what = A chain of cells that all hold exactly the same two candidates {"{a,b}"}, each seeing the next. Two chain cells an odd number of steps apart (3, 5, and so on) hold different digits, so a cell seeing both of them can hold neither a nor b.
remote-pair-why = Neighbouring cells in the chain see each other and have the same pair, so they cannot hold the same digit; along the chain a and b therefore alternate. Cells an odd distance apart end up as one a and one b, in some order. An outside cell seeing both would clash with one of them whatever it held from the pair.
remote-pair-variant-1 = It is the special case of an XY-chain where every cell holds the same pair.

## skyscraper
skyscraper-what = For one digit, two rows each have exactly two places for it. One end of each row lines up in a shared column; the other two ends do not. Any cell seeing both of those other ends loses the digit. Rows and columns may be swapped.
skyscraper-why = The two ends in the shared column cannot both hold the digit. If the first row's other end does not hold it, that row's shared-column end does, so the second row's shared-column end does not, and its other end must. So one of the two unaligned ends always holds the digit.
skyscraper-variant-1 = It is the shortest X-chain, and also a sashimi X-wing.

## dual-two-string-kite
dual-two-string-kite-what = Two 2-string kites on the same digit that pass through the same two cells of one box but give different eliminations. The engine shows them as a single step removing both.
dual-two-string-kite-why = Each kite is valid on its own, by the usual kite argument: the two box cells see each other, so one of the far ends of each kite holds the digit. Combining them only saves a step; no new logic is needed.

## two-string-kite
two-string-kite-what = For one digit, a row and a column each have exactly two places for it, and one end of the row's pair shares a box with one end of the column's pair (different cells). The cell where the row's other end's column meets the column's other end's row loses the digit.
two-string-kite-why = The two ends in the shared box see each other, so at most one of them holds the digit. Then, as in a skyscraper, either the row's far end or the column's far end must hold it. The target cell sees both far ends, so it cannot.
two-string-kite-variant-1 = Dual 2-string kite: two kites through the same box cells, combined into one step.

## turbot-fish
turbot-fish-what = For one digit, two houses each contain only two places for it, and one end of the first pair sees one end of the second. Any cell seeing both of the two remaining ends loses the digit. The name covers the shapes that are neither a skyscraper nor a kite, such as those using a box.
turbot-fish-why = The two ends that see each other cannot both hold the digit. If the first pair's far end lacks the digit, its near end has it, so the second pair's near end does not, and its far end does. So one of the far ends always holds the digit, and a cell seeing both cannot.
turbot-fish-variant-1 = Skyscraper and 2-string kite are named special cases.
turbot-fish-variant-2 = Longer chains built the same way are X-chains.

## dual-empty-rectangle
dual-empty-rectangle-what = Two empty rectangles on the same digit and the same box, each using a different outside pair of places and giving different eliminations. They are shown together as one step.
dual-empty-rectangle-why = Each elimination follows from its own empty rectangle argument: the box's candidates act as one grouped node linked to an outside pair. Reporting both at once adds no new logic, it just saves a step.

## empty-rectangle
empty-rectangle-what = For one digit, all candidates inside one box lie on a single row and a single column of that box, leaving the rest of the box empty of it. Combined with a row or column elsewhere that has only two places for the digit, one on the box's line, it clears one cell.
empty-rectangle-why = Say the box's candidates lie in row r and column c, and column X has only two places, (r,X) and (s,X). If (s,X) is not the digit, (r,X) is, which empties row r inside the box, so the box's digit is in column c. So either (s,X) or column c inside the box has it, and the cell at row s, column c sees both.
empty-rectangle-variant-1 = Dual empty rectangle: two such patterns on the same box combined into one step.
empty-rectangle-variant-2 = It is a short X-chain in which the box acts as a grouped node.

## simple-colours-wrap
simple-colours-wrap-what = For one digit, link cells along strong links (houses where the digit has only two places) and colour them in two alternating colours. If two cells of the same colour share a house, that colour is false: the digit is removed from all its cells, and the other colour's cells get the digit.
simple-colours-wrap-why = Along a strong link exactly one end holds the digit, so in a connected cluster one colour is entirely true and the other entirely false. Two cells of the same colour in one house cannot both be true, so that colour must be the false one.
simple-colours-wrap-variant-1 = Simple colours trap uses the same colouring to remove candidates outside the cluster.

## simple-colours-trap
simple-colours-trap-what = For one digit, link cells along strong links (houses where the digit has only two places) and colour them alternately with two colours. Any uncoloured candidate of that digit that sees a cell of each colour can be removed.
simple-colours-trap-why = Along a strong link exactly one end holds the digit, so within a connected cluster one colour is all true and the other all false. Whichever colour turns out true, a cell that sees one cell of each colour sees a true copy of the digit, so it cannot hold it.
simple-colours-trap-variant-1 = Simple colours wrap: a colour clashing with itself is false.
simple-colours-trap-variant-2 = Multi-colours types 1 and 2 combine two separate clusters.

## finned-swordfish
finned-swordfish-what = A swordfish on one digit with extra candidates (fins) outside the three cover columns, all in one box. The digit is removed only from cover-column cells that also see every fin, that is, cells of the fin's box. Rows and columns may be swapped.
finned-swordfish-why = Either a fin holds the digit, or no fin does and the remaining candidates make an ordinary swordfish that clears the cover columns. A cell in a cover column that also sees every fin loses the digit in both cases.
finned-swordfish-variant-1 = Sashimi swordfish: a base line that, without its fins, keeps only one candidate.

## sashimi-swordfish
sashimi-swordfish-what = A finned swordfish in which some base row, once the fins are set aside, keeps only one candidate or none, so the fish body is missing a corner next to the fin. Removals are in cover-column cells that see every fin.
sashimi-swordfish-why = If a fin holds the digit, every cell seeing all the fins is cleared. If none does, the base rows' remaining candidates still have to supply three copies to the three cover columns, so the ordinary swordfish elimination applies. The targets lose the digit either way.

## jellyfish
jellyfish-what = For one digit, four rows each have that digit in two to four cells, all within the same four columns. The digit can be removed from the other cells of those four columns. Rows and columns may be swapped.
jellyfish-why = The four rows must place four copies of the digit in four different columns, and only four columns are available, so each column gets exactly one copy from these rows. Any other candidate in those columns would be a second copy.
jellyfish-variant-1 = Finned, sashimi and Franken jellyfish follow the same pattern as the smaller fish.

## unique-rectangle-3
unique-rectangle-3-what = A unique rectangle whose two extra corners share a row or column and carry extra digits beyond {"{a,b}"}. Treated together as one imaginary cell holding just those extras, they can form a naked subset with other cells of the shared house, which then clears those digits from the rest of it.
unique-rectangle-3-why = This assumes a unique solution. To avoid the swappable a/b rectangle, at least one extra corner must take one of its extra digits, so the pair behaves like a single cell holding only the extras. If that imaginary cell and k-1 real cells of the house share just k digits, it is a naked subset. Example: extras {"{4,7}"} plus a cell {"{4,7}"} act as a naked pair.
unique-rectangle-3-variant-1 = The imaginary cell can join a naked pair, triple or quad.

## unique-rectangle-5
unique-rectangle-5-what = A unique rectangle where two or three corners carry the same single extra digit x beyond {"{a,b}"}, and those corners do not all lie in one row or column (for example they are diagonal). Remove x from cells that see every corner carrying it.
unique-rectangle-5-why = This assumes a unique solution. If none of those corners were x, all four corners would be limited to a and b, a deadly pattern that would allow two solutions. So x is in at least one of them, and a cell seeing all of them cannot be x.

## unique-rectangle-6
unique-rectangle-6-what = A unique rectangle with two diagonal corners holding only {"{a,b}"} and the other two diagonal corners holding extras, where in both rows and both columns of the rectangle digit a can go only in the corners. Then a is removed from the two extra corners.
unique-rectangle-6-why = This assumes a unique solution. Because a is confined to the corners in both rows and both columns, it must fill one diagonal pair of corners, like an X-wing. If it took the diagonal with extras, the two bivalue corners would both be b and the rectangle would be all a and b, allowing two solutions. So a sits on the bivalue diagonal.

## hidden-rectangle
hidden-rectangle-what = A rectangle over two rows, two columns and two boxes, with one corner holding only {"{a,b}"} and the others containing a and b among more candidates. If digit a can go only in rectangle corners both in the row and in the column of the corner opposite the bivalue one, that opposite corner cannot be b.
hidden-rectangle-why = This assumes a unique solution. Suppose the opposite corner were b. Its row and column still need a inside the rectangle, so a fills both corners next to it, which leaves the bivalue corner as b. All four corners would then be a and b, a swappable pattern giving two solutions. So the opposite corner is not b.
hidden-rectangle-variant-1 = It can also start from two diagonal bivalue corners.

## avoidable-rectangle-1
avoidable-rectangle-1-what = A rectangle over two rows, two columns and two boxes where three corners are already solved (by the solver, never givens) and the fourth is empty. If placing a certain digit in the fourth corner would make the four cells a swappable a/b pattern, that digit is removed from it.
avoidable-rectangle-1-why = This assumes a unique solution. If four non-given cells held a, b, b, a around such a rectangle, the two digits could be exchanged and every clue would still be satisfied, so the puzzle would have two solutions. The fourth corner therefore cannot take the digit that completes the pattern.
avoidable-rectangle-1-variant-1 = Type 2 covers two solved corners and two empty ones sharing an extra digit.

## avoidable-rectangle-2
avoidable-rectangle-2-what = An avoidable rectangle with two corners solved as a and b (not givens) and two empty corners holding {"{b,x}"} and {"{a,x}"}: exactly the digits that would complete the swappable pattern, plus one shared extra digit x. Remove x from cells that see both empty corners.
avoidable-rectangle-2-why = This assumes a unique solution. If neither empty corner were x, they would be b and a, closing a rectangle of non-given cells whose digits could be exchanged, so there would be two solutions. Hence one of the two is x, and a cell seeing both cannot be x.

## unique-loop
unique-loop-what = Six or more cells that all hold the same two digits a and b, joined in a loop: each cell shares a row, column or box with the next, and every row, column and box that holds a cell of the loop holds exactly two of them. If every cell held only a and b, a and b could be swapped all round the loop. The cells with more candidates must keep that from happening, which removes candidates.
unique-loop-why = This assumes a unique solution. Going round the loop, the two cells of each house alternate between a and b; exchanging a and b in every cell of the loop still leaves each house with one a and one b, so a second solution would exist. So the loop's cells cannot all be a or b: with one extra cell it cannot be a or b (type 1); with several extra cells holding the same one extra digit x, one of them is x (type 2); two extra cells in a house act as one cell of their extra digits in a naked subset (type 3), or, when a or b can only go in them there, neither can be the other digit (type 4).
unique-loop-variant-1 = Types 1 to 4, as for the unique rectangle, which is the loop of four cells.
unique-loop-variant-2 = Sudoku Explainer rates a loop of six cells 4.6, of eight 4.7 and of ten or more 5.0, and its type 3 a tenth more for each cell of its naked subset.

## wxyz-wing
wxyz-wing-what = Four cells holding only four digits between them, where for three of the digits every cell of the group that holds it sees every other such cell. The fourth digit, z, is the exception. Remove z from cells that see every z of the group.
wxyz-wing-why = A digit whose group cells all see each other can fill at most one of them. The three restricted digits can therefore fill at most three of the four cells, so at least one cell must be z. Any outside cell seeing all of the group's z candidates cannot be z.

## finned-jellyfish
finned-jellyfish-what = A jellyfish on one digit with fins: extra base candidates outside the four cover columns, all in one box. The digit is removed only from cover-column cells that see every fin.
finned-jellyfish-why = Either a fin holds the digit, or none does and the remaining candidates form an ordinary jellyfish clearing the cover columns. Cells in a cover column that see every fin lose the digit in both cases.
finned-jellyfish-variant-1 = Sashimi jellyfish: a base line keeps at most one candidate once the fins are set aside.

## sashimi-jellyfish
sashimi-jellyfish-what = A finned jellyfish in which some base line, with the fins set aside, keeps only one candidate or none, so the body has a missing corner near the fin. Removals are in cover-column cells that see every fin.
sashimi-jellyfish-why = If a fin holds the digit, cells seeing every fin cannot. If no fin does, the four base lines must still put their copies into the four cover lines, so the ordinary jellyfish removal applies. The targets lose the digit either way.

## franken-swordfish
franken-swordfish-what = A swordfish on one digit where the three base houses or the three cover houses include a box, for example two rows and a box as bases, covered by three columns. If every base candidate lies in a cover, the digit leaves the covers' other cells.
franken-swordfish-why = The base houses share no candidate, so they must hold three separate copies of the digit. Each cover house can hold at most one copy, and every base candidate lies in some cover, so each cover gets exactly one copy from the bases. Any other candidate in a cover would be an extra copy.
franken-swordfish-variant-1 = Finned Franken fish allow fins; Franken jellyfish uses four houses.

## franken-jellyfish
franken-jellyfish-what = A jellyfish on one digit whose four base houses or four cover houses include at least one box alongside rows or columns. If all base candidates lie in the covers, the digit is removed from the rest of the covers.
franken-jellyfish-why = The bases share no candidate and so hold four distinct copies of the digit. Each cover can take at most one, and all base candidates sit in the four covers, so each cover receives its one copy from the bases and can hold the digit nowhere else.

## finned-franken-x-wing
finned-franken-x-wing-what = An X-wing on one digit built from two base houses and two cover houses, one of them a box, with fins: base candidates outside the covers. The digit is removed only from cover cells that see every fin.
finned-franken-x-wing-why = If a fin holds the digit, every cell seeing all the fins is cleared of it. If no fin does, the two bases supply one copy to each of the two covers, so the covers cannot hold the digit elsewhere. A cover cell that sees every fin loses it in both cases.

## finned-franken-swordfish
finned-franken-swordfish-what = A Franken swordfish (boxes among the bases or covers) with fins: base candidates that fall outside the three covers, or are shared by two bases. The digit goes only from cover cells that see every fin.
finned-franken-swordfish-why = Either some fin holds the digit, or none does and the rest is a complete Franken swordfish, clearing the covers. A cover cell that sees all fins is excluded in both cases.

## finned-franken-jellyfish
finned-franken-jellyfish-what = A Franken jellyfish (a box among its four bases or covers) with fins outside the covers. The digit goes only from cover cells that see every fin.
finned-franken-jellyfish-why = Either a fin holds the digit, or the remaining candidates form a complete Franken jellyfish that clears the covers. Cells in a cover that also see every fin lose the digit either way.

## multi-colours-2
multi-colours-2-what = Two separate colour clusters for the same digit, where one colour of the first cluster sees cells of both colours of the second cluster. That first colour is false, so the digit is removed from all of its cells.
multi-colours-2-why = In the second cluster one colour must be true. The first colour sees a cell of each, so if it were true it would share a house with a true copy of the digit whichever second colour that is. It must therefore be false.

## multi-colours-1
multi-colours-1-what = Two separate colour clusters for the same digit, where a cell of colour A1 sees a cell of colour B1. Then any candidate of the digit that sees both opposite colours, A2 and B2, can be removed.
multi-colours-1-why = A1 and B1 cannot both be true, since two of their cells see each other. So at least one of their opposites, A2 or B2, is true. A cell seeing a cell of A2 and a cell of B2 sees a true copy either way, so it cannot hold the digit.

## x-chain
x-chain-what = A chain on one digit that alternates strong links (a house with only two places for the digit) and weak links (two places that see each other), starting and ending with a strong link. A cell that sees both ends cannot hold the digit.
x-chain-why = If the first end lacks the digit, its strong partner has it; the next cell, which sees that partner, does not; its strong partner then has it; and so on to the last end. So at least one of the two ends holds the digit, and a cell seeing both is excluded.
x-chain-variant-1 = Skyscraper, 2-string kite and turbot fish are three-link X-chains.
x-chain-variant-2 = Grouped X-chains treat several cells of one box-line as a single node.

## sue-de-coq
sue-de-coq-what = Two or three cells where a box meets a line hold at least two more digits than cells, e.g. r1c1 and r1c2 with {"{1,2,3,4}"}. Cell r1c7 {"{1,2}"} in the line and cell r2c3 {"{3,4}"} in the box absorb the surplus. Then 1 and 2 leave the rest of row 1, and 3 and 4 the rest of box 1.
sue-de-coq-why = Count cells and digits. Each core digit can appear at most once in the core plus the line helpers (all in the line) and at most once in the core plus the box helpers (all in the box), and no digit is in both helper groups. The pattern has exactly as many cells as digits, so each digit is used once inside it, and the line's digits cannot appear elsewhere in the line, nor the box's elsewhere in the box.
sue-de-coq-variant-1 = Extended forms allow helper cells holding digits outside the core, each such digit costing one cell.

## rectangle
rectangle-what = Zambon's rectangle: for one digit, take four boxes at the corners of a rectangle (two bands by two stacks). Suppose a candidate in one box holds the digit and track only that digit through the other three boxes. If forced placements leave one of them with no place for it, the candidate is removed.
rectangle-why = Placing the digit removes it from its row and column, which cut through two of the other boxes. Where a box is left with one spot, the digit is forced there, which cuts into the diagonal box, and so on. A box with no place for the digit is impossible, so the supposition was false. Each forced step is a hidden single, easy to check.
rectangle-variant-1 = It is a small, contained form of Nishio limited to four boxes.

## xy-chain
xy-chain-what = A chain of cells with exactly two candidates each, where each cell sees the next and shares a digit with it. The first and last cells both contain some digit x, arranged so that if the first is not x the last must be. Any cell seeing both ends cannot be x.
xy-chain-why = If the first cell is not x, it holds its other digit, which removes that digit from the next cell, forcing its other digit, and so on along the chain until the last cell is forced to x. So either the first or the last cell is x, and a cell seeing both can never be x.
xy-chain-variant-1 = A Y-wing is the three-cell XY-chain.
xy-chain-variant-2 = A remote pair is an XY-chain whose cells all hold the same pair.

## continuous-nice-loop
continuous-nice-loop-what = A closed loop of candidates joined by strong links (at least one end true) and weak links (at most one end true), alternating all the way round. Each weak link then acts as strong: cells seeing both ends of a weak link on one digit lose it, and a cell holding both ends loses its other candidates.
continuous-nice-loop-why = Each node sits on exactly one strong and one weak link, so the strong links split the nodes into pairs with at least one true each, and the weak links split them into pairs with at most one true each. Both counts are equal, so every weak link has exactly one true end, which justifies the removals.
continuous-nice-loop-variant-1 = Loops may pass through grouped nodes (several cells of one box-line) or almost locked sets.

## discontinuous-nice-loop
discontinuous-nice-loop-what = A loop of alternating strong and weak links that returns to its starting candidate but breaks the alternation there: two weak links meet at it, or two strong links meet at it. The first case removes the candidate; the second places it.
discontinuous-nice-loop-why = If two weak links meet at candidate p, assuming p true sends implications round the loop that come back and make p false, so p is false. If two strong links meet at p, assuming p false leads round to p true, so p is true. A chain from p true that makes another candidate of p's cell true also disproves p.

## aic
aic-what = An alternating inference chain: candidates joined alternately by strong links (at least one of the two is true) and weak links (at most one is true), starting and ending with a strong link. Same digit at both ends: cells seeing both ends lose it. Different digits in cells that see each other: each end cell loses the other end's digit.
aic-why = If the first end is false, the strong link makes the next node true, the weak link then makes the following one false, and so on, until the last end is true. So at least one end is true. With ends x in cell A and y in cell B that see each other, A cannot be y: then A is not x, B would be y, and A and B would clash.
aic-variant-1 = X-chains, XY-chains, remote pairs and W-wings are special cases.
aic-variant-2 = Grouped nodes and almost locked sets can serve as links.
aic-variant-3 = Closed into a loop, a chain becomes a nice loop.

## als-xz
als-xz-what = An almost locked set (ALS) is N cells in one house holding N+1 digits. Two ALSs A and B share a restricted common digit x: every x in A sees every x in B. For another digit z present in both, any cell seeing every z in A and B loses z.
als-xz-why = x can be in at most one of the two sets, so at least one set lacks x; its remaining N digits must then fill its N cells, so that set is locked and contains z. Either way z is in A or in B, so a cell seeing all of their z candidates cannot be z.
als-xz-variant-1 = Doubly linked: with two restricted common digits, both sets are locked on their other digits, allowing more removals.

## als-xy-wing
als-xy-wing-what = Three almost locked sets A, C and B: A and C share a restricted common digit x, C and B share a different restricted common y. A digit z found in both A and B (not x or y) is removed from cells seeing every z in A and B.
als-xy-wing-why = Suppose A has no z; then A is locked and holds x, so C cannot hold x, is locked, and holds y, so B cannot hold y and is locked, holding z. So z is in A or in B, and a cell seeing all of their z candidates cannot be z.
als-xy-wing-variant-1 = With three bivalue cells as the sets it is an ordinary Y-wing.

## als-xy-chain
als-xy-chain-what = A chain of four or more almost locked sets, each linked to the next by a restricted common digit, with each link using a digit different from the one that entered the set. A digit z in both end sets (not their link digits) leaves cells that see every z in the two end sets.
als-xy-chain-why = If the first set has no z, it is locked and holds its link digit, which takes that digit from the next set, locking it so it holds its outgoing link digit, and so on until the last set is locked and holds z. So z is in the first or last set.

## death-blossom
death-blossom-what = A stem cell, for example with {"{2,5,8}"}, and for each of its digits a petal: an almost locked set containing that digit, with all its cells holding the digit seeing the stem. If every petal also contains a digit z, z goes from cells seeing every z in all petals.
death-blossom-why = The stem must take one of its digits, say 5. The 5-petal then cannot use 5, so it is locked on its other digits and contains z. Whichever digit the stem takes, some petal is forced to contain z, so a cell seeing all the petals' z candidates cannot be z.
death-blossom-variant-1 = One petal is needed per stem candidate; the stem may hold two, three or more digits.

## nishio
nishio-what = Pick a candidate and suppose it true, then follow only that digit: wherever a house is left with a single place for it, place it there. If the grid breaks (a house with no place for the digit, or a cell with no candidate), the candidate is removed.
nishio-why = This is proof by contradiction restricted to one digit: a supposition that leads to an impossible grid is false, and each forced placement is a plain hidden single anyone can check. It is a trial, not a visual pattern. The engine only tries candidates that fit no complete valid layout of that digit, since only those can fail.
nishio-variant-1 = Zambon's rectangle is a small Nishio confined to four boxes.

## forcing-chains
forcing-chains-what = Take every candidate of one cell, or every place for a digit in one house, and follow the chain of consequences from each. If all of them lead to the same result (a digit placed or removed somewhere), that result is true.
forcing-chains-why = One of the options must be true: the cell needs a digit, or the house needs that digit somewhere. If each option on its own implies the same result, the result holds whichever option is correct. Every link in each branch follows the grid as it stands, so the branches can be checked one by one.
forcing-chains-variant-1 = Cell forcing: the branches are the candidates of one cell.
forcing-chains-variant-2 = Region forcing: the branches are the places of a digit in one house.

## dynamic-forcing-chains
dynamic-forcing-chains-what = Forcing chains whose branches remember what they have already removed, so later steps in a branch use the grid as changed by its supposition. It also covers a supposition that makes some candidate both true and false, and a candidate whose truth and falsehood lead to the same result.
dynamic-forcing-chains-why = Everything derived in a branch follows from that branch's premise, so it may be used further along the same branch. A premise that leads to a contradiction must be false; a result reached from every option, or from both a candidate and its negation, must hold.
dynamic-forcing-chains-variant-1 = Contradiction form: a supposition that ends in a candidate being both true and false is wrong.
dynamic-forcing-chains-variant-2 = Double implication: a candidate true and false both lead to the same result.

## nested-forcing-chains
nested-forcing-chains-what = Dynamic forcing chains that, when a branch runs out of simple implications, also apply intersections, naked and hidden pairs and X-wings on that branch's grid before continuing.
nested-forcing-chains-why = Each technique used inside a branch is sound on the grid that branch has built, so its results are true consequences of the premise. The overall conclusion is drawn exactly as in dynamic forcing chains. The logic is valid but the branches are long and hard to follow by hand.

## nested-trial
nested-trial-what = Trial and error two levels deep: suppose a candidate, follow singles, and whenever singles stall inside that supposition, remove a candidate by a trial of its own (supposing it too makes singles break the grid). If the outer supposition ends in a contradiction, its candidate is removed.
nested-trial-why = Each inner trial shows that, given the outer supposition, some candidate is impossible, so removing it inside that supposition is sound. If the outer supposition then leads to a broken grid, it was false. This is a search rather than a pattern a player spots; it lets the engine finish the hardest known puzzles without guessing.

## trial-and-error
trial-and-error-what = Suppose a candidate is true and apply simple techniques to see whether the grid breaks: a cell with no candidate, or a house with no place for a digit. If it breaks, the candidate is removed. The engine first tries singles only, then its level 0-3 strategies on cells with two candidates, within a limit.
trial-and-error-why = A supposition that leads to an impossible grid must be false, so the removal is logically sound. But it is a search, not a pattern: the engine chooses which candidates to try (cells with fewest candidates first), and, knowing the solution, skips those that would not fail. A player doing this by hand would try many dead ends.
trial-and-error-variant-1 = Nishio is the version that follows a single digit.
trial-and-error-variant-2 = Nested trial and error allows trials inside the trial.

## guess
guess-what = When nothing else makes progress, the engine places a digit in a cell with the fewest candidates. It does not deduce the digit: it takes it from the puzzle's solution, found by its exact solver.
guess-why = This is not a logical deduction, and a player cannot check it from the grid. A player guessing would pick a candidate, carry on, and back up if the grid broke; the engine skips those dead ends because it already knows the answer, so every later step stays correct. It exists only so the solving path always finishes.
