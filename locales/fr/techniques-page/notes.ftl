# L'article de la page Techniques sur chaque technique : KEY-what, le principe ;
# KEY-why, pourquoi ça marche ; KEY-variant-N, ses variantes. Un ensemble de
# candidats comme {3,8} s'écrit {"{3,8}"}. Les cases se notent r1c1.

## full-house
full-house-what = Une ligne, une colonne ou un bloc n'a plus qu'une seule case vide. Le seul chiffre qui manque à cette région va dans cette case.
full-house-why = Chaque région contient une fois et une seule chacun des chiffres de 1 à 9. Quand huit chiffres y sont déjà placés, il n'en manque plus qu'un, et il ne reste qu'une case vide pour lui.

## hidden-single
hidden-single-what = Dans une région, un chiffre n'a plus qu'une seule case possible, même si cette case affiche d'autres candidats. Par exemple, dans le bloc 4, le 7 ne peut aller qu'en r4c2.
hidden-single-why = La région doit contenir ce chiffre quelque part. Chacune de ses autres cases est soit déjà remplie, soit dans la même ligne, colonne ou bloc qu'un exemplaire de ce chiffre : la case restante est donc la seule place possible, et le chiffre y va forcément.
hidden-single-variant-1 = Dans un bloc, on le repère généralement par balayage : on suit à travers le bloc les lignes et les colonnes qui contiennent déjà le chiffre.

## naked-single
naked-single-what = Une case n'a plus qu'un seul candidat, parce que sa ligne, sa colonne et son bloc contiennent déjà à eux trois les huit autres chiffres.
naked-single-why = Chaque case doit recevoir un chiffre de 1 à 9, et un chiffre déjà présent dans l'une de ses trois régions ne peut pas y figurer une seconde fois. Les huit autres chiffres étant exclus, le neuvième est la seule valeur possible.

## pointing-line
pointing-line-what = Dans un bloc, tous les candidats d'un chiffre se trouvent sur une même ligne ou une même colonne. Ce chiffre peut alors être éliminé des cases de cette ligne (ou colonne) situées hors du bloc.
pointing-line-why = Le bloc doit contenir le chiffre, et toutes ses cases possibles sont sur cette ligne. Quelle que soit celle qui le reçoit, le chiffre de cette ligne se trouve dans le bloc : le reste de la ligne ne peut donc pas le contenir.
pointing-line-variant-1 = On parle de paire pointante ou de triplet pointant selon que deux ou trois cases du bloc contiennent le chiffre.

## box-line
box-line-what = Dans une ligne ou une colonne, tous les candidats d'un chiffre se trouvent dans un même bloc. Le chiffre peut alors être éliminé des autres cases de ce bloc, celles qui ne sont pas sur cette ligne.
box-line-why = La ligne doit contenir le chiffre, et toutes ses possibilités sont là où elle traverse le bloc. Le chiffre du bloc sera donc sur cette ligne, et les six cases du bloc situées hors de la ligne ne peuvent pas le contenir.
box-line-variant-1 = On parle aussi de « claiming » ; c'est l'image inversée de la paire pointante, les rôles du bloc et de la ligne étant échangés.

## locked-pair
locked-pair-what = Deux cases vides qui partagent à la fois un bloc et une ligne (ou une colonne) ne contiennent que les deux mêmes candidats, par exemple {"{3,8}"} en r1c1 et r1c2. Ces deux chiffres disparaissent de toutes les autres cases du bloc et de la ligne.
locked-pair-why = Les deux cases doivent se partager le 3 et le 8, un chacune. Comme elles sont dans deux régions à la fois, ces deux régions reçoivent leur 3 et leur 8 de ces cases : aucune autre case de la ligne ou du bloc ne peut contenir l'un de ces chiffres.
locked-pair-variant-1 = Triplet verrouillé : trois cases d'une même intersection bloc-ligne, limitées à trois chiffres à elles trois.

## naked-pair
naked-pair-what = Deux cases d'une même région contiennent exactement les deux mêmes candidats et rien d'autre, par exemple {"{2,6}"} en r3c1 et r3c7. Ces deux chiffres peuvent être éliminés de toutes les autres cases de la région.
naked-pair-why = Les deux cases prendront le 2 et le 6, un chacune, dans un ordre ou dans l'autre. Si une autre case de la région prenait un 2 ou un 6, l'une des deux cases de la paire n'aurait plus aucun chiffre possible, ce qui est impossible.
naked-pair-variant-1 = Quand les deux cases partagent aussi un bloc en plus de leur ligne, c'est une paire verrouillée, qui nettoie les deux régions.
naked-pair-variant-2 = Le triplet nu et le quadruplet nu appliquent le même décompte à trois ou quatre cases.

## hidden-pair
hidden-pair-what = Dans une région, deux chiffres ne peuvent aller chacun que dans les deux mêmes cases. Ces cases peuvent afficher d'autres candidats : tous ces autres candidats peuvent être effacés.
hidden-pair-why = La région a besoin des deux chiffres, et aucun n'a d'autre case disponible que ces deux-là. Les deux cases sont donc prises par ces deux chiffres, un chacune, et aucun autre chiffre ne peut y aller.
hidden-pair-variant-1 = Le triplet caché et le quadruplet caché étendent l'idée à trois ou quatre chiffres confinés dans autant de cases.
hidden-pair-variant-2 = À toute paire cachée correspond un sous-ensemble nu formé des autres cases vides de la région.

## x-wing
x-wing-what = Pour un chiffre, deux lignes n'ont chacune ce chiffre que dans deux cases, et ces quatre cases sont alignées sur les deux mêmes colonnes, formant un rectangle. Le chiffre peut être éliminé de toutes les autres cases de ces deux colonnes. Cela fonctionne aussi en échangeant lignes et colonnes.
x-wing-why = Chacune des deux lignes doit placer le chiffre dans l'une de ses deux cases. Elles ne peuvent pas utiliser toutes deux la même colonne : chaque ligne prend donc l'une des colonnes. Les deux colonnes reçoivent ainsi leur exemplaire du chiffre de ces deux lignes, et il n'y a plus de place pour lui ailleurs dans ces colonnes.
x-wing-variant-1 = Le Finned X-Wing et le Sashimi X-Wing admettent des candidats supplémentaires près d'un coin.
x-wing-variant-2 = Le Swordfish et le Jellyfish utilisent respectivement trois et quatre lignes.
x-wing-variant-3 = Les poissons Franken font entrer des blocs parmi les régions utilisées.

## finned-x-wing
finned-x-wing-what = Un quasi-X-Wing sur un chiffre : une ligne de base a ses deux cases de coin plus des candidats supplémentaires, l'aileron, tous dans le bloc de l'un des coins. Le chiffre n'est éliminé que des cases de la colonne de ce coin qui sont dans le bloc de l'aileron, hors des deux lignes de base. Lignes et colonnes peuvent être échangées.
finned-x-wing-why = Soit une case de l'aileron contient le chiffre, soit aucune, et le X-Wing ordinaire s'applique. Dans le premier cas, toutes les cases du bloc de l'aileron perdent le chiffre ; dans le second, toutes les autres cases des deux colonnes le perdent. Une case qui est dans une colonne de couverture et voit tout l'aileron le perd dans les deux cas.
finned-x-wing-variant-1 = Sashimi X-Wing : le coin voisin de l'aileron est lui-même absent.
finned-x-wing-variant-2 = Le Finned Swordfish et le Finned Jellyfish appliquent l'aileron à des poissons plus grands.

## sashimi-x-wing
sashimi-x-wing-what = Un Finned X-Wing dont la case de coin voisine de l'aileron n'a pas le candidat : une ligne de base n'a qu'un seul candidat de coin, plus des candidats d'aileron dans le bloc où se trouverait le coin manquant. Le chiffre est éliminé des cases de la colonne du coin manquant situées dans le bloc de l'aileron.
sashimi-x-wing-why = Si une case de l'aileron contient le chiffre, tout le bloc de l'aileron en est débarrassé. Sinon, la ligne qui porte l'aileron doit utiliser son unique coin, ce qui oblige l'autre ligne à prendre son coin situé dans la colonne du coin manquant, et vide cette colonne. Les cases visées perdent le chiffre dans les deux cas.
sashimi-x-wing-variant-1 = Un Sashimi X-Wing dont les deux lignes de base n'ont chacune que deux candidats est identique à un Skyscraper, et le moteur le signale comme tel.
sashimi-x-wing-variant-2 = Le Sashimi Swordfish et le Sashimi Jellyfish en sont les versions plus grandes.

## locked-triple
locked-triple-what = Trois cases vides situées dans le même bloc et la même ligne ou colonne ne contiennent à elles trois que trois chiffres, par exemple {"{1,4}"}, {"{1,9}"} et {"{4,9}"}. Ces trois chiffres sont éliminés du reste du bloc et du reste de la ligne.
locked-triple-why = Trois cases ont besoin de trois chiffres différents et seuls trois sont disponibles : les trois chiffres sont donc tous utilisés dans ces cases. Comme celles-ci appartiennent à la fois au bloc et à la ligne, aucune des deux régions ne peut contenir ces chiffres ailleurs.

## naked-triple
naked-triple-what = Trois cases d'une région dont les candidats, mis ensemble, ne forment que trois chiffres, par exemple {"{2,5}"}, {"{5,7}"} et {"{2,5,7}"}. Chaque case n'a pas besoin de les avoir tous les trois. Ces chiffres peuvent être éliminés des autres cases de la région.
naked-triple-why = Trois cases différentes doivent contenir trois chiffres différents, et seuls trois sont disponibles à elles trois : ces cases utilisent donc les trois, dans un certain ordre. Si une autre case de la région en prenait un, il manquerait un chiffre au trio.
naked-triple-variant-1 = Quadruplet nu : quatre cases limitées à quatre chiffres.
naked-triple-variant-2 = Si les trois cases partagent un bloc en plus d'une ligne, c'est un triplet verrouillé, qui nettoie les deux régions.

## hidden-triple
hidden-triple-what = Dans une région, trois chiffres n'apparaissent comme candidats que dans les trois mêmes cases (chaque case n'a pas besoin de les contenir tous les trois). Tous les autres candidats de ces trois cases peuvent être effacés.
hidden-triple-why = La région doit contenir les trois chiffres, et ils n'ont que ces trois cases où aller. Les trois cases sont donc remplies exactement par ces chiffres, et aucun autre chiffre n'y a sa place.
hidden-triple-variant-1 = Quadruplet caché : quatre chiffres confinés dans quatre cases d'une région.

## y-wing
y-wing-what = Une case pivot de candidats {"{x,y}"} voit deux cases pinces, l'une contenant {"{x,z}"} et l'autre {"{y,z}"}. Les pinces n'ont pas besoin de se voir. Aucune case qui voit les deux pinces ne peut être un z.
y-wing-why = Le pivot vaut x ou y. S'il vaut x, la pince {"{x,z}"} perd le x et doit être un z ; s'il vaut y, c'est la pince {"{y,z}"} qui doit être un z. Dans tous les cas, l'une des pinces contient le z : une case qui voit les deux ne peut donc jamais être un z.
y-wing-variant-1 = XYZ-Wing : le pivot contient aussi le z.
y-wing-variant-2 = XY-Chain : le même raisonnement le long d'une chaîne plus longue de cases à deux candidats ; l'XY-Wing en est le cas à trois cases.

## xyz-wing
xyz-wing-what = Une case pivot à trois candidats {"{x,y,z}"} voit une pince {"{x,z}"} et une pince {"{y,z}"}. Le chiffre z peut être éliminé de toute case qui voit les trois cases, c'est-à-dire, en pratique, des cases voisines du pivot dans le bloc qu'il partage avec une pince.
xyz-wing-why = Le pivot vaut x, y ou z. S'il vaut x, la pince {"{x,z}"} est un z ; s'il vaut y, la pince {"{y,z}"} est un z ; s'il vaut z, c'est le pivot lui-même. L'une des trois cases contient donc le z, et une case qui voit les trois ne peut pas en être un.
xyz-wing-variant-1 = Le WXYZ-Wing étend l'idée à quatre cases et quatre chiffres.

## unique-rectangle-1
unique-rectangle-1-what = Quatre cases non résolues aux coins d'un rectangle qui couvre deux lignes, deux colonnes et exactement deux blocs. Trois coins ne contiennent que la même paire {"{a,b}"} ; le quatrième contient a, b et d'autres chiffres. Le quatrième coin perd a et b.
unique-rectangle-1-why = Ce raisonnement suppose que la grille a exactement une solution. Si les quatre coins finissaient tous en a et b, on pourrait intervertir les deux chiffres autour du rectangle sans enfreindre aucune ligne, colonne ni bloc, ce qui donnerait une seconde solution. Le quatrième coin doit donc prendre l'un de ses autres chiffres.
unique-rectangle-1-variant-1 = Les types 2 à 6 traitent les cas où plusieurs coins ont des candidats supplémentaires.
unique-rectangle-1-variant-2 = Le rectangle unique caché et les rectangles évitables exploitent autrement le même motif mortel.

## unique-rectangle-2
unique-rectangle-2-what = Un rectangle unique dont deux coins ne contiennent que {"{a,b}"} et les deux autres, situés dans la même ligne ou colonne, contiennent {"{a,b,x}"}, avec le même unique chiffre supplémentaire x. Éliminez le x de toute case qui voit ces deux coins.
unique-rectangle-2-why = Ce raisonnement suppose que la grille a exactement une solution. Si aucun des deux coins à trois candidats n'était un x, les quatre coins seraient limités à a et b, un motif dont on pourrait intervertir les chiffres, ce qui donnerait deux solutions. Au moins l'un de ces coins est donc un x, et une case qui les voit tous les deux ne peut pas en être un.
unique-rectangle-2-variant-1 = Le type 5 applique le même argument quand les coins qui portent le x sont en diagonale, ou qu'ils sont trois.

## unique-rectangle-4
unique-rectangle-4-what = Un rectangle unique dont les deux coins à candidats supplémentaires partagent une région, dans laquelle l'un des chiffres du rectangle, disons a, ne peut aller que dans ces deux coins. L'autre chiffre, b, peut alors être éliminé de ces deux coins.
unique-rectangle-4-why = Ce raisonnement suppose une solution unique. Comme a n'a pas d'autre place dans la région commune, l'un de ces deux coins est un a. Si l'autre était un b, les deux coins restants suivraient, et les quatre cases ne contiendraient que a et b : un motif interchangeable, avec deux solutions. Aucun de ces deux coins ne peut donc être un b.

## naked-quad
naked-quad-what = Quatre cases d'une région dont les candidats, mis ensemble, ne forment que quatre chiffres, par exemple {"{1,3}"}, {"{3,8}"}, {"{1,8,9}"} et {"{1,9}"}. Ces quatre chiffres peuvent être éliminés de toutes les autres cases de la région.
naked-quad-why = Quatre cases ont besoin de quatre chiffres différents, et seuls quatre leur sont disponibles : ces chiffres sont donc tous utilisés dans les quatre cases. Aucune autre case de la région ne peut alors prendre l'un d'eux.
naked-quad-variant-1 = À un quadruplet nu correspond toujours un sous-ensemble caché parmi les autres cases de la région, parfois plus facile à voir.

## hidden-quad
hidden-quad-what = Dans une région, quatre chiffres n'apparaissent comme candidats que dans les quatre mêmes cases. Tous les autres candidats de ces quatre cases peuvent être effacés.
hidden-quad-why = La région a besoin des quatre chiffres, et ils n'ont que ces quatre cases disponibles : les cases sont donc remplies exactement par ces chiffres. Aucun autre candidat n'y a de place.

## bug-plus-1
bug-plus-1-what = Toutes les cases non résolues ont exactement deux candidats, sauf une qui en a trois, et chaque candidat apparaît exactement deux fois dans chaque région, sauf l'un des chiffres de cette case à trois candidats, qui apparaît trois fois dans sa ligne, sa colonne et son bloc. Cette case doit recevoir ce chiffre.
bug-plus-1-why = Ce raisonnement suppose une solution unique. Une grille où chaque case non résolue a deux candidats et où chaque candidat apparaît deux fois dans chaque région (un motif mortel appelé BUG, « bivalue universal grave ») n'a soit aucune solution, soit au moins deux. Retirer le chiffre en trop de la case particulière produirait exactement ce motif : la case doit donc le contenir.
bug-plus-1-variant-1 = Des formes avec plus d'une case supplémentaire (BUG+2 et au-delà) existent, mais ne figurent pas dans cette liste.

## swordfish
swordfish-what = Pour un chiffre, trois lignes ont chacune ce chiffre dans deux ou trois cases, et toutes ces cases se trouvent dans les trois mêmes colonnes. Le chiffre peut être éliminé de toutes les autres cases de ces trois colonnes. Lignes et colonnes peuvent être échangées.
swordfish-why = Les trois lignes doivent placer trois exemplaires du chiffre, jamais deux dans la même colonne, et elles n'ont que trois colonnes à leur disposition : chaque colonne en reçoit donc un. Chacune de ces colonnes est ainsi servie par ces lignes, et tout autre candidat dans ces colonnes serait un second exemplaire. Une ligne n'a pas besoin d'occuper les trois colonnes.
swordfish-variant-1 = Le Finned Swordfish et le Sashimi Swordfish admettent des ailerons.
swordfish-variant-2 = Le Jellyfish en est la version à quatre lignes ; le Franken Swordfish y fait participer des blocs.

## w-wing
w-wing-what = Deux cases aux deux mêmes candidats {"{x,y}"} qui ne se voient pas, plus une région où le y n'a que deux places, chacune voyant l'une de ces cases. Le chiffre x peut être éliminé de toute case qui voit ces deux cases à deux candidats.
w-wing-why = Si aucune des deux cases n'était un x, toutes deux seraient des y. Chacune éliminerait alors le y de la place qu'elle voit dans la région de liaison, qui n'aurait plus aucune place pour le y, ce qui est impossible. Au moins l'une des deux cases est donc un x, et une case qui voit les deux ne peut pas en être un.

## remote-pair
remote-pair-what = Une chaîne de cases qui contiennent toutes exactement les deux mêmes candidats {"{a,b}"}, chacune voyant la suivante. Deux cases de la chaîne distantes d'un nombre impair de liens (3, 5, etc.) contiennent des chiffres différents : une case qui voit les deux ne peut contenir ni a ni b.
remote-pair-why = Deux cases voisines de la chaîne se voient et ont la même paire : elles ne peuvent pas contenir le même chiffre, et a et b alternent donc le long de la chaîne. Deux cases à distance impaire l'une de l'autre finissent l'une en a, l'autre en b, dans un ordre ou dans l'autre. Une case extérieure qui voit les deux entrerait en conflit avec l'une d'elles, quel que soit le chiffre de la paire qu'elle prendrait.
remote-pair-variant-1 = C'est le cas particulier d'une XY-Chain dont toutes les cases contiennent la même paire.

## skyscraper
skyscraper-what = Pour un chiffre, deux lignes ont chacune exactement deux places pour lui. Une extrémité de chaque ligne est alignée dans une colonne commune ; les deux autres extrémités ne le sont pas. Toute case qui voit ces deux autres extrémités perd le chiffre. Lignes et colonnes peuvent être échangées.
skyscraper-why = Les deux extrémités de la colonne commune ne peuvent pas contenir toutes deux le chiffre. Si l'autre extrémité de la première ligne ne le contient pas, c'est son extrémité dans la colonne commune qui le contient ; celle de la seconde ligne ne le contient donc pas, et l'autre extrémité de la seconde ligne doit le contenir. L'une des deux extrémités non alignées contient donc toujours le chiffre.
skyscraper-variant-1 = C'est la plus courte des X-Chains, et aussi un Sashimi X-Wing.

## dual-two-string-kite
dual-two-string-kite-what = Deux 2-String Kites sur le même chiffre, qui passent par les deux mêmes cases d'un bloc mais donnent des éliminations différentes. Le moteur les présente en une seule étape qui fait les deux éliminations.
dual-two-string-kite-why = Chaque Kite est valable à lui seul, par l'argument habituel : les deux cases du bloc se voient, donc l'une des extrémités éloignées de chaque Kite contient le chiffre. Les réunir fait seulement gagner une étape ; aucune logique nouvelle n'est nécessaire.

## two-string-kite
two-string-kite-what = Pour un chiffre, une ligne et une colonne ont chacune exactement deux places pour lui, et une extrémité de la paire de la ligne partage un bloc avec une extrémité de la paire de la colonne (deux cases différentes). La case où la colonne de l'autre extrémité de la ligne croise la ligne de l'autre extrémité de la colonne perd le chiffre.
two-string-kite-why = Les deux extrémités situées dans le bloc commun se voient : au plus l'une d'elles contient le chiffre. Alors, comme dans un Skyscraper, l'extrémité éloignée de la ligne ou celle de la colonne doit le contenir. La case visée voit ces deux extrémités éloignées : elle ne peut donc pas le contenir.
two-string-kite-variant-1 = Dual 2-String Kite : deux Kites passant par les mêmes cases d'un bloc, réunis en une seule étape.

## turbot-fish
turbot-fish-what = Pour un chiffre, deux régions n'ont chacune que deux places pour lui, et une extrémité de la première paire voit une extrémité de la seconde. Toute case qui voit les deux extrémités restantes perd le chiffre. Ce nom désigne les formes qui ne sont ni un Skyscraper ni un Kite, par exemple celles qui utilisent un bloc.
turbot-fish-why = Les deux extrémités qui se voient ne peuvent pas contenir toutes deux le chiffre. Si l'extrémité éloignée de la première paire n'a pas le chiffre, son extrémité proche l'a ; l'extrémité proche de la seconde paire ne l'a donc pas, et son extrémité éloignée l'a. L'une des extrémités éloignées contient donc toujours le chiffre, et une case qui voit les deux ne peut pas le contenir.
turbot-fish-variant-1 = Le Skyscraper et le 2-String Kite en sont des cas particuliers qui ont leur propre nom.
turbot-fish-variant-2 = Les chaînes plus longues construites de la même manière sont des X-Chains.

## dual-empty-rectangle
dual-empty-rectangle-what = Deux Empty Rectangles sur le même chiffre et le même bloc, chacun utilisant une paire de places extérieure différente et donnant des éliminations différentes. Ils sont présentés ensemble en une seule étape.
dual-empty-rectangle-why = Chaque élimination découle de son propre raisonnement d'Empty Rectangle : les candidats du bloc agissent comme un seul nœud groupé, relié à une paire extérieure. Les présenter ensemble n'ajoute aucune logique nouvelle, cela fait seulement gagner une étape.

## empty-rectangle
empty-rectangle-what = Pour un chiffre, tous les candidats d'un bloc se trouvent sur une seule ligne et une seule colonne de ce bloc, le reste du bloc en étant dépourvu. Combiné à une ligne ou une colonne extérieure où le chiffre n'a que deux places, dont l'une sur la ligne (ou la colonne) du bloc, ce motif élimine le chiffre d'une case.
empty-rectangle-why = Disons que les candidats du bloc sont dans la ligne r et la colonne c, et que la colonne X n'a que deux places, (r,X) et (s,X). Si (s,X) n'est pas le chiffre, (r,X) l'est, ce qui vide la ligne r à l'intérieur du bloc : le chiffre du bloc est alors dans la colonne c. Donc soit (s,X), soit la colonne c à l'intérieur du bloc contient le chiffre, et la case située ligne s, colonne c voit les deux.
empty-rectangle-variant-1 = Dual Empty Rectangle : deux motifs de ce type sur le même bloc, réunis en une seule étape.
empty-rectangle-variant-2 = C'est une courte X-Chain dans laquelle le bloc joue le rôle d'un nœud groupé.

## simple-colours-wrap
simple-colours-wrap-what = Pour un chiffre, reliez les cases par des liens forts (régions où le chiffre n'a que deux places) et coloriez-les de deux couleurs en alternance. Si deux cases de la même couleur partagent une région, cette couleur est fausse : le chiffre est éliminé de toutes ses cases, et les cases de l'autre couleur reçoivent le chiffre.
simple-colours-wrap-why = Le long d'un lien fort, exactement une extrémité contient le chiffre : dans un groupe connexe, une couleur est donc entièrement vraie et l'autre entièrement fausse. Deux cases de la même couleur dans une même région ne peuvent pas être vraies toutes les deux : cette couleur est donc la fausse.
simple-colours-wrap-variant-1 = Le coloriage simple (exclusion) utilise le même coloriage pour éliminer des candidats hors du groupe.

## simple-colours-trap
simple-colours-trap-what = Pour un chiffre, reliez les cases par des liens forts (régions où le chiffre n'a que deux places) et coloriez-les de deux couleurs en alternance. Tout candidat non colorié de ce chiffre qui voit une case de chaque couleur peut être éliminé.
simple-colours-trap-why = Le long d'un lien fort, exactement une extrémité contient le chiffre : dans un groupe connexe, une couleur est donc entièrement vraie et l'autre entièrement fausse. Quelle que soit la couleur vraie, une case qui voit une case de chaque couleur voit un exemplaire vrai du chiffre : elle ne peut donc pas le contenir.
simple-colours-trap-variant-1 = Coloriage simple (contradiction) : une couleur qui entre en conflit avec elle-même est fausse.
simple-colours-trap-variant-2 = Le coloriage multiple, types 1 et 2, combine deux groupes distincts.

## finned-swordfish
finned-swordfish-what = Un Swordfish sur un chiffre, avec des candidats supplémentaires (les ailerons) hors des trois colonnes de couverture, tous dans un même bloc. Le chiffre n'est éliminé que des cases des colonnes de couverture qui voient aussi tous les ailerons, c'est-à-dire des cases du bloc des ailerons. Lignes et colonnes peuvent être échangées.
finned-swordfish-why = Soit un aileron contient le chiffre, soit aucun, et les candidats restants forment un Swordfish ordinaire qui nettoie les colonnes de couverture. Une case d'une colonne de couverture qui voit aussi tous les ailerons perd le chiffre dans les deux cas.
finned-swordfish-variant-1 = Sashimi Swordfish : une ligne de base qui, sans ses ailerons, ne garde qu'un seul candidat.

## sashimi-swordfish
sashimi-swordfish-what = Un Finned Swordfish dont une ligne de base, ailerons mis à part, ne garde qu'un seul candidat, voire aucun : il manque au corps du poisson un coin voisin de l'aileron. Les éliminations portent sur les cases des colonnes de couverture qui voient tous les ailerons.
sashimi-swordfish-why = Si un aileron contient le chiffre, toutes les cases qui voient tous les ailerons en sont débarrassées. Sinon, les candidats restants des lignes de base doivent encore fournir trois exemplaires aux trois colonnes de couverture, et l'élimination du Swordfish ordinaire s'applique. Les cases visées perdent le chiffre dans les deux cas.

## jellyfish
jellyfish-what = Pour un chiffre, quatre lignes ont chacune ce chiffre dans deux à quatre cases, toutes dans les quatre mêmes colonnes. Le chiffre peut être éliminé des autres cases de ces quatre colonnes. Lignes et colonnes peuvent être échangées.
jellyfish-why = Les quatre lignes doivent placer quatre exemplaires du chiffre dans quatre colonnes différentes, et seules quatre colonnes sont disponibles : chaque colonne reçoit donc exactement un exemplaire de ces lignes. Tout autre candidat dans ces colonnes serait un second exemplaire.
jellyfish-variant-1 = Les Finned, Sashimi et Franken Jellyfish suivent le même principe que les poissons plus petits.

## unique-rectangle-3
unique-rectangle-3-what = Un rectangle unique dont les deux coins qui portent d'autres chiffres que {"{a,b}"} partagent une ligne ou une colonne. Pris ensemble comme une seule case imaginaire qui ne contiendrait que ces chiffres supplémentaires, ils peuvent former un sous-ensemble nu avec d'autres cases de la région commune, qui élimine alors ces chiffres du reste de celle-ci.
unique-rectangle-3-why = Ce raisonnement suppose une solution unique. Pour éviter le rectangle a/b interchangeable, au moins l'un de ces deux coins doit prendre l'un de ses chiffres supplémentaires : les deux coins se comportent donc comme une seule case qui ne contiendrait que ces chiffres. Si cette case imaginaire et k-1 cases réelles de la région n'ont à elles toutes que k chiffres, c'est un sous-ensemble nu. Exemple : des chiffres supplémentaires {"{4,7}"} et une case {"{4,7}"} forment une paire nue.
unique-rectangle-3-variant-1 = La case imaginaire peut entrer dans une paire, un triplet ou un quadruplet nu.

## unique-rectangle-5
unique-rectangle-5-what = Un rectangle unique dont deux ou trois coins portent le même unique chiffre supplémentaire x en plus de {"{a,b}"}, ces coins n'étant pas tous dans une même ligne ou colonne (par exemple, en diagonale). Éliminez le x des cases qui voient tous les coins qui le portent.
unique-rectangle-5-why = Ce raisonnement suppose une solution unique. Si aucun de ces coins n'était un x, les quatre coins seraient limités à a et b, un motif mortel qui permettrait deux solutions. Le x est donc dans au moins l'un d'eux, et une case qui les voit tous ne peut pas en être un.

## unique-rectangle-6
unique-rectangle-6-what = Un rectangle unique dont deux coins opposés ne contiennent que {"{a,b}"} et dont les deux autres coins opposés ont des candidats supplémentaires, et où, dans les deux lignes et les deux colonnes du rectangle, le chiffre a ne peut aller que dans les coins. Le a est alors éliminé des deux coins qui ont des candidats supplémentaires.
unique-rectangle-6-why = Ce raisonnement suppose une solution unique. Comme a est confiné aux coins dans les deux lignes et les deux colonnes, il doit occuper une paire de coins opposés, comme un X-Wing. S'il prenait la diagonale des coins à candidats supplémentaires, les deux coins à deux candidats seraient tous deux des b, et le rectangle ne contiendrait que des a et des b, ce qui permettrait deux solutions. Le a se trouve donc sur la diagonale des coins à deux candidats.

## hidden-rectangle
hidden-rectangle-what = Un rectangle sur deux lignes, deux colonnes et deux blocs, dont un coin ne contient que {"{a,b}"} et dont les autres contiennent a et b parmi d'autres candidats. Si, dans la ligne comme dans la colonne du coin opposé à celui à deux candidats, le chiffre a ne peut aller que dans des coins du rectangle, ce coin opposé ne peut pas être un b.
hidden-rectangle-why = Ce raisonnement suppose une solution unique. Supposons que le coin opposé soit un b. Sa ligne et sa colonne ont encore besoin d'un a à l'intérieur du rectangle : le a occupe donc les deux coins voisins, ce qui laisse le b au coin à deux candidats. Les quatre coins seraient alors des a et des b, un motif interchangeable qui donnerait deux solutions. Le coin opposé n'est donc pas un b.
hidden-rectangle-variant-1 = Il peut aussi partir de deux coins à deux candidats en diagonale.

## avoidable-rectangle-1
avoidable-rectangle-1-what = Un rectangle sur deux lignes, deux colonnes et deux blocs dont trois coins sont déjà résolus (trouvés pendant la résolution, jamais des chiffres donnés) et dont le quatrième est vide. Si placer un certain chiffre dans le quatrième coin faisait des quatre cases un motif a/b interchangeable, ce chiffre en est éliminé.
avoidable-rectangle-1-why = Ce raisonnement suppose une solution unique. Si quatre cases non données contenaient a, b, b, a autour d'un tel rectangle, on pourrait échanger les deux chiffres et tous les chiffres donnés seraient toujours respectés : la grille aurait deux solutions. Le quatrième coin ne peut donc pas prendre le chiffre qui compléterait le motif.
avoidable-rectangle-1-variant-1 = Le type 2 traite le cas de deux coins résolus et de deux coins vides qui partagent un chiffre supplémentaire.

## avoidable-rectangle-2
avoidable-rectangle-2-what = Un rectangle évitable dont deux coins sont résolus en a et b (pas des chiffres donnés) et dont les deux coins vides contiennent {"{b,x}"} et {"{a,x}"} : exactement les chiffres qui compléteraient le motif interchangeable, plus un même chiffre supplémentaire x. Éliminez le x des cases qui voient les deux coins vides.
avoidable-rectangle-2-why = Ce raisonnement suppose une solution unique. Si aucun des coins vides n'était un x, ils seraient b et a, ce qui fermerait un rectangle de cases non données dont les chiffres pourraient être échangés : il y aurait deux solutions. L'un des deux est donc un x, et une case qui voit les deux ne peut pas en être un.

## unique-loop
unique-loop-what = Six cases ou plus qui contiennent toutes les deux mêmes chiffres a et b, reliées en boucle : chaque case partage une ligne, une colonne ou un bloc avec la suivante, et chaque ligne, colonne ou bloc qui contient une case de la boucle en contient exactement deux. Si toutes ces cases ne contenaient que a et b, on pourrait intervertir a et b tout le long de la boucle. Les cases qui ont d'autres candidats doivent l'empêcher, ce qui permet d'éliminer des candidats.
unique-loop-why = Ce raisonnement suppose une solution unique. En parcourant la boucle, les deux cases de chaque région alternent entre a et b ; échanger a et b dans toutes les cases de la boucle laisse encore un a et un b dans chaque région, et une seconde solution existerait. Les cases de la boucle ne peuvent donc pas toutes valoir a ou b : s'il n'y a qu'une case à candidats supplémentaires, elle ne peut valoir ni a ni b (type 1) ; si plusieurs de ces cases ont le même unique chiffre supplémentaire x, l'une d'elles est un x (type 2) ; deux de ces cases dans une même région agissent comme une seule case de leurs chiffres supplémentaires dans un sous-ensemble nu (type 3), ou, quand a ou b ne peut aller que dans ces deux cases dans cette région, aucune des deux ne peut être l'autre chiffre (type 4).
unique-loop-variant-1 = Types 1 à 4, comme pour le rectangle unique, qui est la boucle de quatre cases.
unique-loop-variant-2 = Sudoku Explainer attribue 4,6 à une boucle de six cases, 4,7 à une boucle de huit cases et 5,0 à une boucle de dix cases ou plus, et à son type 3 un dixième de plus pour chaque case de son sous-ensemble nu.

## wxyz-wing
wxyz-wing-what = Quatre cases qui ne contiennent à elles quatre que quatre chiffres, où, pour trois de ces chiffres, chaque case du groupe qui contient le chiffre voit toutes les autres cases qui le contiennent. Le quatrième chiffre, z, fait exception. Éliminez le z des cases qui voient tous les z du groupe.
wxyz-wing-why = Un chiffre dont les cases du groupe se voient toutes ne peut occuper qu'une d'elles au plus. Les trois chiffres restreints peuvent donc occuper au plus trois des quatre cases, et au moins une case doit être un z. Une case extérieure qui voit tous les candidats z du groupe ne peut pas être un z.

## finned-jellyfish
finned-jellyfish-what = Un Jellyfish sur un chiffre, avec des ailerons : des candidats de base supplémentaires hors des quatre colonnes de couverture, tous dans un même bloc. Le chiffre n'est éliminé que des cases des colonnes de couverture qui voient tous les ailerons.
finned-jellyfish-why = Soit un aileron contient le chiffre, soit aucun, et les candidats restants forment un Jellyfish ordinaire qui nettoie les colonnes de couverture. Les cases d'une colonne de couverture qui voient tous les ailerons perdent le chiffre dans les deux cas.
finned-jellyfish-variant-1 = Sashimi Jellyfish : une ligne de base garde au plus un candidat une fois les ailerons mis à part.

## sashimi-jellyfish
sashimi-jellyfish-what = Un Finned Jellyfish dont une ligne de base, ailerons mis à part, ne garde qu'un seul candidat, voire aucun : il manque au corps du poisson un coin près de l'aileron. Les éliminations portent sur les cases des colonnes de couverture qui voient tous les ailerons.
sashimi-jellyfish-why = Si un aileron contient le chiffre, les cases qui voient tous les ailerons ne peuvent pas le contenir. Sinon, les quatre lignes de base doivent encore placer leurs exemplaires dans les quatre colonnes de couverture, et l'élimination du Jellyfish ordinaire s'applique. Les cases visées perdent le chiffre dans les deux cas.

## franken-swordfish
franken-swordfish-what = Un Swordfish sur un chiffre dont les trois régions de base ou les trois régions de couverture comprennent un bloc, par exemple deux lignes et un bloc comme bases, couvertes par trois colonnes. Si chaque candidat des bases se trouve dans une couverture, le chiffre disparaît des autres cases des couvertures.
franken-swordfish-why = Les régions de base n'ont aucun candidat en commun : elles doivent donc contenir trois exemplaires distincts du chiffre. Chaque région de couverture peut en contenir au plus un, et chaque candidat des bases est dans une couverture : chaque couverture reçoit donc exactement un exemplaire des bases. Tout autre candidat dans une couverture serait un exemplaire de trop.
franken-swordfish-variant-1 = Les Finned Franken admettent des ailerons ; le Franken Jellyfish utilise quatre régions.

## franken-jellyfish
franken-jellyfish-what = Un Jellyfish sur un chiffre dont les quatre régions de base ou les quatre régions de couverture comprennent au moins un bloc, à côté de lignes ou de colonnes. Si tous les candidats des bases sont dans les couvertures, le chiffre est éliminé du reste des couvertures.
franken-jellyfish-why = Les bases n'ont aucun candidat en commun et contiennent donc quatre exemplaires distincts du chiffre. Chaque couverture peut en prendre au plus un, et tous les candidats des bases sont dans les quatre couvertures : chaque couverture reçoit donc son unique exemplaire des bases et ne peut contenir le chiffre nulle part ailleurs.

## finned-franken-x-wing
finned-franken-x-wing-what = Un X-Wing sur un chiffre formé de deux régions de base et de deux régions de couverture, dont un bloc, avec des ailerons : des candidats des bases situés hors des couvertures. Le chiffre n'est éliminé que des cases des couvertures qui voient tous les ailerons.
finned-franken-x-wing-why = Si un aileron contient le chiffre, toutes les cases qui voient tous les ailerons en sont débarrassées. Sinon, les deux bases fournissent un exemplaire à chacune des deux couvertures, qui ne peuvent donc pas contenir le chiffre ailleurs. Une case de couverture qui voit tous les ailerons le perd dans les deux cas.

## finned-franken-swordfish
finned-franken-swordfish-what = Un Franken Swordfish (des blocs parmi les bases ou les couvertures) avec des ailerons : des candidats des bases qui tombent hors des trois couvertures, ou qui sont communs à deux bases. Le chiffre n'est éliminé que des cases des couvertures qui voient tous les ailerons.
finned-franken-swordfish-why = Soit un aileron contient le chiffre, soit aucun, et le reste forme un Franken Swordfish complet qui nettoie les couvertures. Une case de couverture qui voit tous les ailerons est exclue dans les deux cas.

## finned-franken-jellyfish
finned-franken-jellyfish-what = Un Franken Jellyfish (un bloc parmi ses quatre bases ou couvertures) avec des ailerons hors des couvertures. Le chiffre n'est éliminé que des cases des couvertures qui voient tous les ailerons.
finned-franken-jellyfish-why = Soit un aileron contient le chiffre, soit les candidats restants forment un Franken Jellyfish complet qui nettoie les couvertures. Les cases d'une couverture qui voient aussi tous les ailerons perdent le chiffre dans les deux cas.

## multi-colours-2
multi-colours-2-what = Deux groupes de couleurs distincts pour le même chiffre, où une couleur du premier groupe voit des cases des deux couleurs du second. Cette première couleur est fausse : le chiffre est éliminé de toutes ses cases.
multi-colours-2-why = Dans le second groupe, une couleur doit être vraie. La première couleur voit une case de chacune : si elle était vraie, elle partagerait une région avec un exemplaire vrai du chiffre, quelle que soit la couleur vraie du second groupe. Elle est donc fausse.

## multi-colours-1
multi-colours-1-what = Deux groupes de couleurs distincts pour le même chiffre, où une case de couleur A1 voit une case de couleur B1. Tout candidat de ce chiffre qui voit les deux couleurs opposées, A2 et B2, peut alors être éliminé.
multi-colours-1-why = A1 et B1 ne peuvent pas être vraies toutes les deux, puisque deux de leurs cases se voient. Au moins l'une des couleurs opposées, A2 ou B2, est donc vraie. Une case qui voit une case de A2 et une case de B2 voit un exemplaire vrai dans les deux cas : elle ne peut donc pas contenir le chiffre.

## x-chain
x-chain-what = Une chaîne sur un seul chiffre qui alterne liens forts (une région où le chiffre n'a que deux places) et liens faibles (deux places qui se voient), en commençant et en finissant par un lien fort. Une case qui voit les deux extrémités ne peut pas contenir le chiffre.
x-chain-why = Si la première extrémité n'a pas le chiffre, sa partenaire par le lien fort l'a ; la case suivante, qui voit cette partenaire, ne l'a pas ; sa propre partenaire par le lien fort l'a alors ; et ainsi de suite jusqu'à la dernière extrémité. Au moins l'une des deux extrémités contient donc le chiffre, et une case qui voit les deux est exclue.
x-chain-variant-1 = Le Skyscraper, le 2-String Kite et le Turbot Fish sont des X-Chains à trois liens.
x-chain-variant-2 = Les X-Chains groupées traitent plusieurs cases d'une même intersection bloc-ligne comme un seul nœud.

## sue-de-coq
sue-de-coq-what = Deux ou trois cases à l'intersection d'un bloc et d'une ligne contiennent au moins deux chiffres de plus qu'elles n'ont de cases, par exemple r1c1 et r1c2 avec {"{1,2,3,4}"}. La case r1c7 {"{1,2}"} dans la ligne et la case r2c3 {"{3,4}"} dans le bloc absorbent l'excédent. Le 1 et le 2 disparaissent alors du reste de la ligne 1, et le 3 et le 4 du reste du bloc 1.
sue-de-coq-why = Comptez les cases et les chiffres. Chaque chiffre des cases de l'intersection (le noyau) peut apparaître au plus une fois dans le noyau et les cases d'appui de la ligne (toutes dans la ligne), et au plus une fois dans le noyau et les cases d'appui du bloc (toutes dans le bloc), et aucun chiffre n'est dans les deux groupes d'appui. Le motif a exactement autant de cases que de chiffres : chaque chiffre y est donc utilisé une fois, et les chiffres de la ligne ne peuvent pas apparaître ailleurs dans la ligne, ni ceux du bloc ailleurs dans le bloc.
sue-de-coq-variant-1 = Des formes étendues admettent des cases d'appui contenant des chiffres absents du noyau, chacun de ces chiffres coûtant une case.

## rectangle
rectangle-what = Le rectangle de Zambon : pour un chiffre, prenez quatre blocs situés aux coins d'un rectangle (à la croisée de deux bandes et de deux piles). Supposez qu'un candidat de l'un de ces blocs contienne le chiffre, et suivez uniquement ce chiffre dans les trois autres blocs. Si les placements forcés laissent l'un d'eux sans place pour lui, le candidat est éliminé.
rectangle-why = Placer le chiffre l'élimine de sa ligne et de sa colonne, qui traversent deux des autres blocs. Quand un bloc n'a plus qu'une place, le chiffre y est forcé, ce qui entame le bloc opposé en diagonale, et ainsi de suite. Un bloc sans place pour le chiffre est impossible : la supposition était donc fausse. Chaque étape forcée est un singleton caché, facile à vérifier.
rectangle-variant-1 = C'est une forme réduite du Nishio, limitée à quatre blocs.

## xy-chain
xy-chain-what = Une chaîne de cases ayant chacune exactement deux candidats, où chaque case voit la suivante et partage un chiffre avec elle. La première et la dernière case contiennent toutes deux un chiffre x, disposé de sorte que si la première n'est pas un x, la dernière doit l'être. Toute case qui voit les deux extrémités ne peut pas être un x.
xy-chain-why = Si la première case n'est pas un x, elle contient son autre chiffre, qui est alors éliminé de la case suivante, ce qui force l'autre chiffre de celle-ci, et ainsi de suite le long de la chaîne jusqu'à ce que la dernière case soit forcée à valoir x. La première ou la dernière case est donc un x, et une case qui voit les deux ne peut jamais en être un.
xy-chain-variant-1 = Un XY-Wing est une XY-Chain de trois cases.
xy-chain-variant-2 = Une Remote Pair est une XY-Chain dont toutes les cases contiennent la même paire.

## continuous-nice-loop
continuous-nice-loop-what = Une boucle fermée de candidats reliés par des liens forts (au moins une extrémité vraie) et des liens faibles (au plus une extrémité vraie), en alternance sur tout le tour. Chaque lien faible agit alors comme un lien fort : les cases qui voient les deux extrémités d'un lien faible sur un chiffre perdent ce chiffre, et une case qui contient les deux extrémités perd ses autres candidats.
continuous-nice-loop-why = Chaque nœud se trouve sur exactement un lien fort et un lien faible : les liens forts répartissent donc les nœuds en paires qui ont chacune au moins un nœud vrai, et les liens faibles en paires qui en ont chacune au plus un. Les deux nombres de paires sont égaux, si bien que chaque lien faible a exactement une extrémité vraie, ce qui justifie les éliminations.
continuous-nice-loop-variant-1 = Les boucles peuvent passer par des nœuds groupés (plusieurs cases d'une même intersection bloc-ligne) ou par des ensembles presque verrouillés.

## discontinuous-nice-loop
discontinuous-nice-loop-what = Une boucle de liens forts et faibles alternés qui revient à son candidat de départ mais y rompt l'alternance : deux liens faibles s'y rejoignent, ou deux liens forts. Dans le premier cas, le candidat est éliminé ; dans le second, il est placé.
discontinuous-nice-loop-why = Si deux liens faibles se rejoignent au candidat p, supposer p vrai déclenche des implications qui font le tour de la boucle et reviennent rendre p faux : p est donc faux. Si deux liens forts se rejoignent en p, supposer p faux mène, au bout de la boucle, à p vrai : p est donc vrai. Une chaîne qui, partant de p vrai, rend vrai un autre candidat de la case de p réfute aussi p.

## aic
aic-what = Une chaîne d'inférences alternées (AIC) : des candidats reliés alternativement par des liens forts (au moins l'un des deux est vrai) et des liens faibles (au plus l'un des deux est vrai), en commençant et en finissant par un lien fort. Même chiffre aux deux extrémités : les cases qui voient les deux extrémités perdent ce chiffre. Chiffres différents dans des cases qui se voient : chaque case d'extrémité perd le chiffre de l'autre extrémité.
aic-why = Si la première extrémité est fausse, le lien fort rend vrai le nœud suivant, le lien faible rend alors faux le suivant, et ainsi de suite jusqu'à ce que la dernière extrémité soit vraie. Au moins une extrémité est donc vraie. Avec pour extrémités x dans la case A et y dans la case B, qui se voient, A ne peut pas être un y : A ne serait alors pas un x, B serait un y, et A et B seraient en conflit.
aic-variant-1 = Les X-Chains, les XY-Chains, les Remote Pairs et les W-Wings en sont des cas particuliers.
aic-variant-2 = Des nœuds groupés et des ensembles presque verrouillés peuvent servir de maillons.
aic-variant-3 = Refermée sur elle-même, la chaîne devient une boucle (Nice Loop).

## als-xz
als-xz-what = Un ensemble presque verrouillé (ALS) est formé de N cases d'une même région qui contiennent N+1 chiffres. Deux ALS, A et B, ont un chiffre commun restreint x : chaque x de A voit chaque x de B. Pour un autre chiffre z présent dans les deux, toute case qui voit tous les z de A et de B perd le z.
als-xz-why = Le x peut être dans l'un des deux ensembles au plus : au moins un ensemble n'a pas de x ; ses N chiffres restants doivent alors remplir ses N cases, si bien que cet ensemble est verrouillé et contient le z. Dans tous les cas, le z est dans A ou dans B : une case qui voit tous leurs candidats z ne peut donc pas être un z.
als-xz-variant-1 = Doublement lié : avec deux chiffres communs restreints, les deux ensembles sont verrouillés sur leurs autres chiffres, ce qui permet davantage d'éliminations.

## als-xy-wing
als-xy-wing-what = Trois ensembles presque verrouillés A, C et B : A et C ont un chiffre commun restreint x, C et B un autre chiffre commun restreint y. Un chiffre z présent dans A et dans B (autre que x et y) est éliminé des cases qui voient tous les z de A et de B.
als-xy-wing-why = Supposons que A n'ait pas de z : A est alors verrouillé et contient le x, donc C ne peut pas contenir le x, est verrouillé et contient le y, donc B ne peut pas contenir le y et est verrouillé, avec le z. Le z est donc dans A ou dans B, et une case qui voit tous leurs candidats z ne peut pas être un z.
als-xy-wing-variant-1 = Quand les trois ensembles sont des cases à deux candidats, c'est un XY-Wing ordinaire.

## als-xy-chain
als-xy-chain-what = Une chaîne de quatre ensembles presque verrouillés ou plus, chacun relié au suivant par un chiffre commun restreint, chaque lien utilisant un chiffre différent de celui par lequel la chaîne est entrée dans l'ensemble. Un chiffre z présent dans les deux ensembles d'extrémité (autre que leurs chiffres de liaison) disparaît des cases qui voient tous les z de ces deux ensembles.
als-xy-chain-why = Si le premier ensemble n'a pas de z, il est verrouillé et contient son chiffre de liaison, qui est alors retiré de l'ensemble suivant ; celui-ci, verrouillé à son tour, contient son chiffre de liaison sortant, et ainsi de suite jusqu'à ce que le dernier ensemble soit verrouillé et contienne le z. Le z est donc dans le premier ou dans le dernier ensemble.

## death-blossom
death-blossom-what = Une case tige, par exemple avec {"{2,5,8}"}, et pour chacun de ses chiffres un pétale : un ensemble presque verrouillé qui contient ce chiffre, et dont toutes les cases qui contiennent ce chiffre voient la tige. Si chaque pétale contient aussi un chiffre z, le z est éliminé des cases qui voient tous les z de tous les pétales.
death-blossom-why = La tige doit prendre l'un de ses chiffres, disons le 5. Le pétale du 5 ne peut alors pas utiliser le 5 : il est verrouillé sur ses autres chiffres et contient le z. Quel que soit le chiffre de la tige, un pétale est forcé de contenir le z : une case qui voit tous les candidats z des pétales ne peut donc pas être un z.
death-blossom-variant-1 = Il faut un pétale par candidat de la tige ; la tige peut avoir deux, trois chiffres ou plus.

## nishio
nishio-what = Choisissez un candidat et supposez-le vrai, puis suivez uniquement ce chiffre : chaque fois qu'une région n'a plus qu'une place pour lui, placez-le là. Si la grille devient impossible (une région sans place pour le chiffre, ou une case sans candidat), le candidat est éliminé.
nishio-why = C'est un raisonnement par l'absurde limité à un seul chiffre : une supposition qui mène à une grille impossible est fausse, et chaque placement forcé est un simple singleton caché que chacun peut vérifier. C'est un essai, pas un motif visuel. Le moteur n'essaie que les candidats qui n'entrent dans aucune disposition complète et valide de ce chiffre, car seuls ceux-là peuvent échouer.
nishio-variant-1 = Le rectangle de Zambon est un petit Nishio confiné à quatre blocs.

## forcing-chains
forcing-chains-what = Prenez tous les candidats d'une case, ou toutes les places d'un chiffre dans une région, et suivez depuis chacun la chaîne de ses conséquences. Si toutes mènent au même résultat (un chiffre placé ou éliminé quelque part), ce résultat est vrai.
forcing-chains-why = L'une des options est forcément vraie : la case a besoin d'un chiffre, ou la région a besoin de ce chiffre quelque part. Si chaque option entraîne à elle seule le même résultat, celui-ci est acquis, quelle que soit l'option correcte. Chaque maillon de chaque branche découle de la grille telle qu'elle est : les branches peuvent être vérifiées une à une.
forcing-chains-variant-1 = Chaînes forcées de case : les branches sont les candidats d'une case.
forcing-chains-variant-2 = Chaînes forcées de région : les branches sont les places d'un chiffre dans une région.

## dynamic-forcing-chains
dynamic-forcing-chains-what = Des chaînes forcées dont les branches gardent en mémoire ce qu'elles ont déjà éliminé : les étapes suivantes d'une branche utilisent la grille telle que sa supposition l'a modifiée. Elles couvrent aussi une supposition qui rend un candidat à la fois vrai et faux, et un candidat dont la vérité et la fausseté mènent au même résultat.
dynamic-forcing-chains-why = Tout ce qui est déduit dans une branche découle de la prémisse de cette branche : on peut donc s'en servir plus loin dans la même branche. Une prémisse qui mène à une contradiction est forcément fausse ; un résultat atteint depuis chaque option, ou à la fois depuis un candidat et depuis sa négation, est forcément vrai.
dynamic-forcing-chains-variant-1 = Forme par contradiction : une supposition qui aboutit à un candidat à la fois vrai et faux est fausse.
dynamic-forcing-chains-variant-2 = Double implication : qu'un candidat soit vrai ou faux, on aboutit au même résultat.

## nested-forcing-chains
nested-forcing-chains-what = Des chaînes forcées dynamiques qui, quand une branche n'a plus d'implications simples, appliquent aussi les intersections, les paires nues et cachées et les X-Wings sur la grille de cette branche avant de continuer.
nested-forcing-chains-why = Chaque technique utilisée dans une branche est valable sur la grille que cette branche a construite : ses résultats sont donc de vraies conséquences de la prémisse. La conclusion d'ensemble se tire exactement comme pour les chaînes forcées dynamiques. La logique est juste, mais les branches sont longues et difficiles à suivre à la main.

## nested-trial
nested-trial-what = Des essais et erreurs sur deux niveaux : supposez un candidat, suivez les singletons, et chaque fois que les singletons se bloquent à l'intérieur de cette supposition, éliminez un candidat par un essai qui lui est propre (si on le suppose lui aussi, les singletons rendent la grille impossible). Si la supposition extérieure aboutit à une contradiction, son candidat est éliminé.
nested-trial-why = Chaque essai intérieur montre que, la supposition extérieure étant admise, un certain candidat est impossible : l'éliminer à l'intérieur de cette supposition est donc légitime. Si la supposition extérieure mène alors à une grille impossible, elle était fausse. C'est une recherche plutôt qu'un motif qu'un joueur repère ; elle permet au moteur de terminer les grilles les plus difficiles connues sans deviner.

## trial-and-error
trial-and-error-what = Supposez un candidat vrai et appliquez des techniques simples pour voir si la grille devient impossible : une case sans candidat, ou une région sans place pour un chiffre. Si c'est le cas, le candidat est éliminé. Le moteur essaie d'abord les singletons seuls, puis ses stratégies de niveau 0 à 3 sur les cases à deux candidats, dans une certaine limite.
trial-and-error-why = Une supposition qui mène à une grille impossible est forcément fausse : l'élimination est donc logiquement valable. Mais c'est une recherche, pas un motif : le moteur choisit les candidats à essayer (en commençant par les cases qui en ont le moins) et, comme il connaît la solution, il laisse de côté ceux qui n'échoueraient pas. Un joueur qui procéderait ainsi à la main tomberait dans bien des impasses.
trial-and-error-variant-1 = Le Nishio en est la version qui suit un seul chiffre.
trial-and-error-variant-2 = Les essais et erreurs imbriqués admettent des essais à l'intérieur de l'essai.

## guess
guess-what = Quand plus rien d'autre ne permet d'avancer, le moteur place un chiffre dans une case qui a le moins de candidats. Il ne déduit pas ce chiffre : il le prend dans la solution de la grille, trouvée par son solveur exact.
guess-why = Ce n'est pas une déduction logique, et un joueur ne peut pas la vérifier à partir de la grille. Un joueur qui ferait une hypothèse choisirait un candidat, continuerait, et reviendrait en arrière si la grille devenait impossible ; le moteur évite ces impasses parce qu'il connaît déjà la réponse, si bien que toutes les étapes suivantes restent correctes. Cette étape n'existe que pour que le chemin de résolution aboutisse toujours.
