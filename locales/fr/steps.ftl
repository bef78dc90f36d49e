# Les mots des étapes en français (d'après locales/en/steps.ftl).
# Les cases se notent r1c1 (rangée 1, colonne 1), comme sur les forums.
# Les régions ($house, $from, $to…) portent déjà leur article (« la ligne 3 »,
# « le bloc 1 ») : jamais « de » ni « à » devant elles, mais « dans ».

## Régions et listes.
house-row = la ligne { $n }
house-column = la colonne { $n }
house-box = le bloc { $n }
list-comma = { $head }, { $item }
list-and = { $head } et { $item }
list-or = { $head } ou { $item }

## Les deux indices avant une étape : où regarder, puis la technique et l'endroit.
clue-look = Regardez { $where }.
clue-technique = { $technique } { $where }.
where-in = dans { $place }
where-in-digit = dans { $place } (chiffre { $digit })

## Singletons.
single-last = { $cell } est la dernière case vide dans { $house } : c'est donc un { $digit }. Placez le { $digit } en { $cell }.
single-hidden = Dans { $house }, le { $digit } ne peut aller qu'en { $cell } : toutes les autres cases vides voient déjà un { $digit }. Placez le { $digit } en { $cell }.
single-naked = { $cell } ne peut contenir qu'un { $digit } : sa ligne, sa colonne et son bloc excluent déjà tous les autres chiffres. Placez le { $digit } en { $cell }.
# Un chiffre et les cases d'où on l'élimine : « le 3 de r1c4 et r1c5 » (une liste
# de ces messages est jointe par list-semicolon : « le 3 de r1c4 ; le 8 de r1c5 »).
removal = le { $digit } de { $cells }
list-semicolon = { $head } ; { $item }
# Le nombre de cases (et de chiffres) d'un sous-ensemble, en toutes lettres.
count-word = { $n ->
    [1] un
    [2] deux
    [3] trois
   *[4] quatre
}

## Intersections (paire pointante et réduction bloc-ligne).
intersection = Dans { $from }, le { $digit } ne peut aller que dans les cases { $cells }, toutes situées dans { $to }. Dans { $to }, le { $digit } est donc forcément dans { $from } : éliminez le { $digit } de { $removed }.

## Sous-ensembles : $digits vaut « 3 et 5 » pour un sous-ensemble caché, « 3 ou 5 » pour les autres.
subset-hidden = Dans { $houses }, les chiffres { $digits } ne peuvent aller que dans les cases { $cells } : ces { count-word } cases contiennent donc exactement ces { count-word } chiffres. Éliminez leurs autres candidats ({ $removed }).
subset-locked = Les cases { $cells } ne peuvent contenir que { $digits }, et elles sont à la fois dans { $houses }. Ces { count-word } chiffres occupent donc ces { count-word } cases : éliminez-les partout ailleurs dans les deux ({ $removed }).
subset-naked = Les cases { $cells } ne peuvent contenir que { $digits } : ces { count-word } chiffres occupent donc ces { count-word } cases. Éliminez-les partout ailleurs dans { $houses } ({ $removed }).

## Wings. $count : le nombre de cases qui perdent le chiffre (« qui voit » ou « qui voient »).
cell-holding = { $cell } ({ $digits })
xyz-wing = { $pivot } ne peut contenir que { $pivot-digits }, et voit { $first-holding } et { $second-holding }. Si { $pivot } est un { $x }, { $first } est un { $z } ; si c'est un { $y }, { $second } est un { $z } ; sinon, c'est { $pivot } qui est un { $z }. L'une des trois cases est donc un { $z } : éliminez le { $z } de { $removed }, qui { $count ->
        [one] voit
       *[other] voient
    } ces trois cases.
xyz-wing-look = la case { $pivot } et les cases à deux candidats qu'elle voit
where-pivot = avec pour pivot { $pivot }
wxyz-wing = Les cases { $held } ne contiennent à elles quatre que les chiffres { $digits }. Chacun des chiffres { $others } ne peut occuper qu'une seule de ces cases (celles qui le contiennent se voient toutes) : à eux trois, ils occupent donc au plus trois des quatre cases, et l'une des cases { $z-cells } est forcément un { $z }. Éliminez le { $z } de { $removed }, qui { $count ->
        [one] voit
       *[other] voient
    } { $z-count ->
        [one] cette case
        [2] ces deux cases
       *[other] toutes ces cases
    }.
wxyz-wing-look = les cases qui ne peuvent contenir que { $digits }
w-wing = Les cases { $a } et { $b } ne contiennent toutes deux que les candidats { $digits }. Dans { $house }, le { $y } ne peut aller qu'en { $end-a } (qui voit { $a }) ou en { $end-b } (qui voit { $b }) : { $a } et { $b } ne peuvent donc pas être toutes deux des { $y }, et l'une d'elles est un { $x }. Éliminez le { $x } de { $removed }, qui { $count ->
        [one] voit
       *[other] voient
    } ces deux cases.
where-w-wing = sur { $a } et { $b } (lien fort sur le { $y } dans { $house })

## Poissons. $base-kind et $cover-kind valent l'un de ces quatre mots ; $n est le nombre de régions de base (count-word).
houses-rows = lignes
houses-columns = colonnes
houses-boxes = blocs
houses-mixed = régions
fish = Dans { $bases }, le { $digit } ne peut aller que dans { $covers }. { $base-kind ->
        [blocs] Chacun
       *[other] Chacune
    } de ces { count-word } { $base-kind } doit recevoir un { $digit } : ces { count-word } { $digit } sont donc ceux de ces { count-word } { $cover-kind }. Éliminez le { $digit } de { $removed }{ $cannibals }.
fish-finned = Dans { $bases }, le { $digit } ne peut aller que dans { $covers }, à l'exception { $fin-count ->
        [one] de l'aileron
       *[other] des ailerons
    } { $fins }{ $endo }. Soit { $fin-count ->
        [one] l'aileron contient
       *[other] un des ailerons contient
    } le { $digit }, soit les { count-word } { $digit } de ces { count-word } { $cover-kind } sont ceux de ces { $base-kind }. Dans les deux cas, { $removed } (qui { $count ->
        [one] voit
       *[other] voient
    } { $fin-count ->
        [one] l'aileron
       *[other] tous les ailerons
    }) ne { $count ->
        [one] peut
       *[other] peuvent
    } pas être un { $digit } : éliminez-le{ $cannibals }.{ $sashimi }
# Dit après les éliminations, quand le poisson élimine aussi certaines de ses propres places.
fish-cannibals = { " " }(un { $digit } en { $cells } compterait pour deux de ces { $cover-kind } à la fois, et il n'en resterait pas assez pour les autres { $base-kind })
# Les ailerons situés dans deux régions de base (endo-ailerons).
fish-endo = { " " }({ $endo-count ->
        [one] la case { $cells } appartient à deux de ces { $base-kind } : elle compte donc comme un aileron)
       *[other] les cases { $cells } appartiennent chacune à deux de ces { $base-kind } : elles comptent donc comme des ailerons)
    }
fish-sashimi = { " " }Sans { $fin-count ->
        [one] l'aileron,
       *[other] les ailerons,
    } { $house } n'aurait { $kept-count ->
        [0] plus aucune case
       *[other] plus que { $kept }
    } pour le { $digit } : le poisson est dit « sashimi ».
fish-look = où le { $digit } peut aller dans { $base-kind ->
        [blocs] chacun des blocs
       *[other] chacune des { $base-kind }
    }
fish-look-franken = où le { $digit } peut aller dans les { $lines } et les blocs

## Motifs sur un seul chiffre : Skyscraper, 2-String Kite, Turbot Fish, Empty Rectangle, X-Chain.
## $count : le nombre de cases qui perdent le chiffre (« qui voit » ou « qui voient »).
# Les messages look-* suivent « Regardez » (clue-look).
look-two-places = les régions où le { $digit } n'a que deux cases possibles
look-two-places-around = les régions qui entourent { $box } et où le { $digit } n'a que deux cases possibles
look-two-places-from = les régions où le { $digit } n'a que deux cases possibles, en commençant par { $first }
look-where-in = où le { $digit } peut aller dans { $house }
short-chain = Dans { $first }, le { $digit } ne peut aller qu'en { $c0 } ou en { $c1 }, et dans { $second }, qu'en { $c2 } ou en { $c3 }. { $c1 } et { $c2 } se trouvent toutes deux dans { $shared } : elles ne peuvent donc pas être toutes deux des { $digit }, et { $c0 } ou { $c3 } en est forcément un. Éliminez le { $digit } de { $removed }, qui { $count ->
        [one] voit
       *[other] voient
    } à la fois { $c0 } et { $c3 }.
# Suit « Dans le premier, » ou « dans le second, » dans dual-kite : pas de majuscule ni de point.
kite = le { $digit } n'a que deux cases possibles dans { $first } ({ $c0 }, { $c1 }) et dans { $second } ({ $c2 }, { $c3 }), donc { $c0 } ou { $c3 } est un { $digit }
dual-kite = Deux 2-String Kites sur le { $digit } se rejoignent en { $m1 } et { $m2 } ({ $box }), qui ne peuvent pas être toutes deux des { $digit }. Dans le premier, { $kite1 } ; dans le second, { $kite2 }. Éliminez le { $digit } de { $removed }.
# Un Empty Rectangle : les places du chiffre dans le bloc, puis chaque paire conjuguée ($places, liste
# de er-box et er-pair jointe par list-and : « Dans le bloc 5, le 4 ne peut aller que dans la ligne 4
# ou dans la colonne 6 (…) et dans la colonne 2, seulement en r4c2 ou en r8c2 »), puis une phrase
# (er-if) par case éliminée, jointes par list-sentences.
er-box = Dans { $box }, le { $digit } ne peut aller que dans { $line } ou dans { $cross } ({ $group })
er-pair = dans { $house }, seulement en { $near } ou en { $far }
er-if = Si { $removed } était un { $digit }, { $far } n'en serait pas un, donc { $near } en serait un : { $box } n'aurait alors plus aucune case pour le { $digit }, ni dans { $line } (à cause de { $near }) ni dans { $cross } (à cause de { $removed }).
list-sentences = { $head } { $item }
empty-rectangle = { $places }. { $clauses } Éliminez donc le { $digit } de { $removed }.
# Le raisonnement d'une X-Chain : x-chain-start, puis x-chain-on et x-chain-off tour à tour, joints par
# list-so : « Si r1c1 n'est pas un 4, r1c7 en est un, donc r5c7 n'en est pas un, donc r5c2 en est un ».
x-chain-start = Si { $first } n'est pas un { $digit }, { $next } en est un
x-chain-on = { $cell } en est un
x-chain-off = { $cell } n'en est pas un
list-so = { $head }, donc { $item }
x-chain = Dans { $houses }, le { $digit } n'a chaque fois que deux cases possibles. { $reasoning }. { $first } ou { $last } est donc un { $digit } : éliminez le { $digit } de { $removed }, qui { $count ->
        [one] voit
       *[other] voient
    } à la fois { $first } et { $last }.
where-x-chain = de { $first } à { $last } (chiffre { $digit }, { $links } { $links ->
        [one] lien fort
       *[other] liens forts
    })

## Coloriage. $a et $b : les cases des deux couleurs ; $a1, $b1 et $a2, $b2 : les couleurs des deux groupes.
colour-look = les régions où le { $digit } n'a que deux cases possibles, reliées entre elles
where-on-digit = sur le { $digit }
colour-two = En reliant entre elles les régions où le { $digit } n'a que deux cases possibles, vous répartissez ses candidats en deux couleurs, dont l'une est celle des { $digit } (toutes ses cases en sont) : { $a } d'un côté, { $b } de l'autre.
colour-trap = { colour-two } { $removed } { $count ->
        [one] voit les deux couleurs : elle ne peut donc pas être un
       *[other] voient les deux couleurs : aucune de ces cases ne peut donc être un
    } { $digit }.
colour-wrap = { colour-two } { $x } et { $y } ont la même couleur et se trouvent toutes deux dans { $house } : cette couleur ne peut donc pas être celle des { $digit }. Éliminez le { $digit } de { $removed }.
colour-clusters = En reliant entre elles les régions où le { $digit } n'a que deux cases possibles, vous obtenez deux groupes distincts, chacun réparti en deux couleurs dont l'une est celle des { $digit } du groupe (toutes ses cases en sont) : { $a1 } face à { $b1 } dans l'un, { $a2 } face à { $b2 } dans l'autre.
multi-colours-1 = { colour-clusters } { $m1 } et { $m2 } se voient : leurs couleurs ne peuvent donc pas être toutes deux celle des { $digit }, et l'une des couleurs opposées (celle de { $o1 } ou celle de { $o2 }) l'est forcément. Éliminez le { $digit } de { $removed }, qui { $count ->
        [one] voit
       *[other] voient
    } ces deux couleurs opposées.
multi-colours-2 = { colour-clusters } { $f1 } voit { $t1 } et { $f2 } voit { $t2 } : la couleur de { $removed } voit ainsi les deux couleurs de l'autre groupe, dont l'une est celle des { $digit }. Elle ne peut donc pas l'être elle-même : éliminez le { $digit } de { $removed }.

## Paire distante (Remote Pair) : les cases $chain ne contiennent que $pair ($d1 et $d2) ; chacune des
## raisons de $reasons (remote-pair-reason, jointes par list-clauses) nomme une case qui perd ces deux
## chiffres ; $count est leur nombre.
remote-pair-reason = { $cell } voit { $a } et { $b }
list-clauses = { $head } ; et { $item }
remote-pair = Les cases { $chain } ne contiennent chacune que { $pair }, et chacune voit la suivante : le long de cette chaîne, ces deux chiffres alternent donc, et deux de ces cases séparées par un nombre impair de maillons sont forcément l'une un { $d1 }, l'autre un { $d2 }. { $reasons } : { $count ->
        [one] cette case ne peut donc être ni un { $d1 } ni un { $d2 }
       *[other] ces cases ne peuvent donc être ni des { $d1 } ni des { $d2 }
    }. Éliminez { $removed }.
remote-pair-look = les cases qui ne peuvent contenir que { $pair }
where-remote-pair = de { $first } à { $last } ({ $n } cases, chiffres { $pair })

## Rectangle de Zambon.
rectangle = Supposons que { $corner } soit un { $digit }. Le { $digit } est alors forcé en { $forced }, et { $box } n'a plus aucune case possible pour le { $digit }. { $corner } n'est donc pas un { $digit }.
rectangle-look = le { $digit } dans { $boxes }

## Les nœuds d'une chaîne : le candidat d'une case, ou celui d'un groupe ($count cases, dont l'une
## contient le chiffre quand le nœud est vrai, aucune quand il est faux).
node-on = { $cells } est un { $digit }
node-off = { $count ->
    [one] { $cells } n'est pas un { $digit }
   *[other] { $cells } ne sont pas des { $digit }
}
chain-look = la chaîne qui part de { $start }

## XY-Wing et XY-Chain : $first et $last, les extrémités de la chaîne ; $x, le chiffre qu'elles éliminent ;
## $y, le chiffre que le pivot transmettrait ; $reasoning : les chiffres des cases, des node-on joints par list-so.
y-wing = { $pivot } ne peut contenir que { $pivot-digits }. Dans les deux cas, { $first } ou { $last } est un { $x } (si { $pivot } est un { $y }, { $last } est un { $x } ; sinon, c'est { $first } qui en est un) : éliminez le { $x } de { $removed }.
y-wing-look = les cases à deux candidats qui voient { $pivot }
xy-chain = Si { $first } n'est pas un { $x }, alors { $reasoning }. { $first } ou { $last } est donc un { $x } : éliminez le { $x } de { $removed }.
xy-chain-look = les cases à deux candidats, en commençant par { $first }
where-xy-chain = de { $first } à { $last } ({ $n } cases, chiffre { $x })

## Chaînes d'inférences alternées (AIC) et boucles (Nice Loops). $reasoning vaut chain-reasoning ou, pour
## une longue chaîne, chain-reasoning-long : ses premiers maillons, $skipped de plus, puis son dernier nœud.
chain-reasoning = Si { $premise }, alors { $then }
chain-reasoning-long = Si { $premise }, alors { $then }, et, { $skipped ->
        [one] un lien plus loin
       *[other] { $skipped } liens plus loin
    }, { $last }
nice-loop-continuous = { $reasoning } ; un lien faible qui ramène à { $start } ferme une boucle de { $links } liens, alternativement forts et faibles. Que « { $premise } » soit vrai ou faux, les liens se lisent dans un sens ou dans l'autre de la boucle : chaque lien faible a donc exactement une extrémité vraie. Éliminez { $removed }.
nice-loop-false = { $reasoning }. Par conséquent, { $premise } : éliminez-le.
nice-loop-both = { $reasoning }, ce qui est incompatible avec la supposition de départ. Par conséquent, { $premise } : éliminez-le.
nice-loop-true = { $reasoning }. Par conséquent, { $premise } : éliminez ses autres candidats ({ $digits }).
aic = { $reasoning }. Par conséquent, soit { $premise }, soit { $last } : éliminez { $removed }.
where-through = passant par { $start } ({ $links } liens)
where-at = en { $start } ({ $links } liens)
where-from-to = de { $start } à { $end } ({ $links } liens)

## Ensembles presque verrouillés (ALS). Un ensemble se nomme par ses cases et ses chiffres : « r1c2, r1c5 (1/4/7) ».
als-set = { $cells } ({ $digits })
list-slash = { $head }/{ $item }
# Les derniers mots de chaque étape ALS, à la suite de sa phrase (d'où la minuscule).
als-removal = aucune case qui voit tous les { $digits-or } de ces ensembles ne peut en être un. Éliminez { $removed }.
als-xz = Deux ensembles presque verrouillés (ALS : chacun contient un chiffre de plus qu'il n'a de cases) : { $first } et { $second }. Tous les { $rc } de l'un voient tous les { $rc } de l'autre : un seul des deux ensembles, au plus, contient donc le { $rc }, et l'autre, alors verrouillé, contient tous ses autres chiffres. Un { $z } se trouve donc forcément dans l'un des deux ensembles : { $removal }
als-xz-double = Deux ensembles presque verrouillés (ALS : chacun contient un chiffre de plus qu'il n'a de cases) : { $first } et { $second }. Ils sont liés deux fois : les { $rc } de chaque ensemble voient ceux de l'autre. Chacun de ces chiffres se trouve donc dans un seul des deux ensembles au plus, et les deux ensembles, sans leurs { $rc }, sont verrouillés. Éliminez { $removed }.
# Les ensembles d'une chaîne : tous, ou les deux premiers et le nombre de ceux qui précèdent le dernier.
als-sets = { $sets }, puis { $last }
als-sets-more = { $sets }, puis { $more ->
        [one] un autre
       *[other] { $more } autres
    }, et enfin { $last }
# $links : les chiffres communs à deux ensembles voisins, une liste de listes (« 1, 2 et 3 et 4 »).
als-chain-reasoning = Les ensembles voisins ont tour à tour en commun { $links }, et pour chacun de ces chiffres, les cases qui le contiennent dans les deux ensembles se voient toutes. Si le premier ensemble ne contenait aucun { $z-or }, il serait verrouillé et contiendrait { $first-link } ; le suivant en serait alors privé et serait verrouillé à son tour, et ainsi de suite jusqu'au dernier, qui contiendrait { $z }. Un { $z-or } se trouve donc dans le premier ensemble ou dans le dernier : { $removal }
als-xy-wing = Trois ensembles presque verrouillés (ALS : chacun contient un chiffre de plus qu'il n'a de cases) : { $sets }. { als-chain-reasoning }
als-xy-chain = { $n } ensembles presque verrouillés en chaîne (ALS : chacun contient un chiffre de plus qu'il n'a de cases) : { $sets }. { als-chain-reasoning }
als-petal = { $set } pour le { $digit }
death-blossom = Death Blossom : la tige { $stem } a pour candidats { $stem-digits }, et chacun d'eux a son pétale, un ensemble presque verrouillé dont toutes les cases contenant ce chiffre voient la tige : { $petals }. Quel que soit le chiffre de la tige, le pétale correspondant perd ce chiffre et se trouve verrouillé : il contient donc { $z }, et { $removal }
death-blossom-look = la case { $stem } et ses pétales
where-stem = avec pour tige { $stem }
where-als = sur { $cells } (pour éliminer des { $z })

## Sue de Coq : les cases de l'intersection ($core), là où $line croise $box, les autres cases de la ligne et
## celles du bloc ; $need dit de combien de chiffres les $total cases ont besoin (distincts ou partagés).
sue-de-coq = Les cases { $core } (là où { $line } croise { $box }) ont pour candidats { $core-digits }. Dans { $line }, { $line-count ->
        [one] la case { $line-cells } ne contient
       *[other] les cases { $line-cells } ne contiennent
    } que { $line-digits } ; dans { $box }, { $box-count ->
        [one] la case { $box-cells } ne contient
       *[other] les cases { $box-cells } ne contiennent
    } que { $box-digits }. Ces { $total } cases ont besoin de { $need }. Ces chiffres s'y répartissent donc ainsi : { $places }. Éliminez { $removed }.
sue-de-coq-distinct = { $total } chiffres différents (les deux groupes n'en ont aucun en commun), et elles contiennent exactement { $digits }
sue-de-coq-shared = { $total } chiffres, tous différents sauf { $digits } (une fois dans chaque groupe), soit exactement ce qu'elles contiennent
sue-de-coq-in-house = { $digits } dans { $house }
sue-de-coq-in-core = { $digits } dans les cases de l'intersection
sue-de-coq-in-both = { $digits } une fois dans chacune des deux régions
sue-de-coq-look = là où { $line } croise { $box }
where-sue-de-coq = dans { $line } et { $box } ({ $core })

## Unicité : rectangles, boucles, rectangles évitables et BUG+1. $ab : les deux chiffres du motif mortel
## (« 4 et 7 »), $ab-or les mêmes avec « ou » ; $plain : ses cases qui ne contiennent que ces deux-là.
two-solutions = la grille aurait deux solutions
deadly-four-cells = les quatre cases
deadly-loop-cells = les cases de la boucle
deadly-look = les cases contenant les candidats { $ab } dans { $rows }
where-deadly = sur { $cells } ({ $digits })
unique-rectangle = Les cases { $corners } occupent deux lignes, deux colonnes et deux blocs : si elles ne contenaient que { $ab }, les deux chiffres pourraient y être intervertis et { two-solutions }. { $kept }
unique-loop = Les cases { $loop } forment une boucle : chacune partage une région avec la suivante (et la dernière avec la première), et chaque ligne, colonne ou bloc qui en contient une en contient deux. Si elles ne contenaient que { $ab }, les deux chiffres pourraient être intervertis tout le long de la boucle et { two-solutions }. { $kept }
# Comment les cases qui ont d'autres candidats ($extra) empêchent le motif de se former ; $all vaut
# deadly-four-cells ou deadly-loop-cells. « valoir » : la valeur finale d'une case, pas ses candidats.
kept-one-cell = Les cases { $plain } ne peuvent contenir que { $ab-or } : { $extra } ne peut donc pas valoir { $ab-or } à son tour. Éliminez { $removed-digits } de { $extra }.
kept-one-digit = Seules les cases { $extra } ont un autre candidat que { $ab-or }, et c'est le même pour toutes : le { $x }. L'une d'elles est donc un { $x } : éliminez le { $x } de { $removed }, qui { $count ->
        [one] voit
       *[other] voient
    } { $extra-count ->
        [2] ces deux cases
       *[other] toutes ces cases
    }.
kept-subset = Les cases { $plain } ne peuvent contenir que { $ab-or } : les cases { $extra } ne peuvent donc pas valoir toutes deux { $ab-or }, et l'une d'elles vaut { $extras-or }. À elles deux, elles se comportent comme une seule case de candidats { $extras }, qui forme avec { $others } { $size ->
        [2] une paire nue
        [3] un triplet nu
        [4] un quadruplet nu
        [5] un quintuplet nu
        [6] un sextuplet nu
        [7] un septuplet nu
       *[8] un octuplet nu
    } ({ $subset-digits }) dans { $houses } : éliminez { $removed }.
kept-conjugate = Les cases { $plain } ne peuvent contenir que { $ab-or }. Dans { $houses }, le { $u } ne peut aller que dans les cases { $extra } : l'une d'elles est donc un { $u }, et si l'autre était un { $v }, { $all } ne contiendraient que { $ab }. Éliminez donc le { $v } de { $extra }.
unique-rectangle-6 = Les cases { $plain } ne peuvent contenir que { $ab-or }. Dans { $houses }, le { $u } ne peut aller que dans ces quatre cases : il occupe donc l'une des deux diagonales. S'il occupait { $pair }, { $plain } seraient des { $v } et les quatre cases ne contiendraient que { $ab }. Éliminez donc le { $u } de { $pair }.
hidden-rectangle = { $x } ne peut contenir que { $ab-or }. Dans { $houses }, le { $u } ne peut aller que dans ces quatre cases : si { $z } était un { $v }, { $beside } seraient des { $u } et { $x } un { $v }, et les quatre cases ne contiendraient que { $ab }. Éliminez donc le { $v } de { $z }.
solved-cell = { $cell } ({ $digit })
avoidable-solved = { $solved-count ->
    [one] La case { $solved } a été résolue : son chiffre n'était pas donné au départ.
   *[other] Les cases { $solved } ont été résolues : leurs chiffres n'étaient pas donnés au départ.
}
avoidable-swap = les quatre cases contiendraient { $ab } sans aucun chiffre donné parmi elles : ces deux chiffres pourraient être intervertis et { two-solutions }
avoidable-rectangle-1 = { avoidable-solved } Si { $cell } était un { $digit }, { avoidable-swap }. Éliminez donc le { $digit } de { $cell }.
avoidable-rectangle-2 = { avoidable-solved } Si { $first } était un { $first-digit } et { $second } un { $second-digit }, { avoidable-swap }. L'une de ces deux cases est donc un { $x } (leur autre candidat) : éliminez le { $x } de { $removed }, qui { $count ->
        [one] voit
       *[other] voient
    } ces deux cases.
avoidable-look = les chiffres trouvés jusqu'ici (pas ceux donnés au départ) dans { $rows }
bug-plus-1 = Toutes les cases non résolues ont deux candidats, sauf { $cell } ({ $candidates }), et chaque candidat apparaît exactement deux fois dans chaque ligne, colonne et bloc où il figure, sauf le { $digit }, qui apparaît trois fois dans { $houses }. Si { $cell } n'était pas un { $digit }, la grille formerait un motif mortel (BUG), qui n'a jamais de solution unique : la grille aurait deux solutions, ou aucune. { $cell } est donc un { $digit } : éliminez ses autres candidats ({ $others }).
bug-look = la seule case à trois candidats

## Chaînes forcées. Une branche : ses premiers maillons (node-on et node-off, joints par list-comma),
## et son nombre de liens quand la grille en montre davantage (branch-cut).
branch-at-once = c'est immédiat
branch-cut = { $hops }, … ({ $links } liens en tout)
forcing-if = si { $premise }, { $branch }
# $dynamic : vide, forcing-dynamic ou forcing-nested ; $place : vide ou forcing-place.
forcing-dynamic = { " " }(chaque supposition étant suivie des éliminations qu'elle entraîne)
forcing-nested = { " " }(chaque supposition étant suivie des éliminations qu'elle entraîne, ainsi que des intersections, paires et X-Wings qu'elles font apparaître)
forcing-place = { " " }Placez { $placements }.
placement = le { $digit } en { $cell }
forcing-cell = { $cell } ne peut contenir que { $digits }, et dans chaque cas, { $conclusion }{ $dynamic } : { $branches }.{ $place }
forcing-region = Dans { $house }, le { $digit } va forcément dans l'une des cases { $cells }, et dans chaque cas, { $conclusion }{ $dynamic } : { $branches }.{ $place }
forcing-double = Que « { $premise } » soit vrai ou faux, { $conclusion }{ $dynamic } : si c'est vrai, { $if-true } ; sinon, { $if-false }.{ $place }
forcing-contradiction = Si { $premise }{ $dynamic }, alors { $branch }, jusqu'à une contradiction : { $cell } devrait à la fois être un { $digit } et ne pas en être un. Par conséquent, { $conclusion }.{ $place }
where-from = depuis { $place }

## Essais et erreurs, et l'hypothèse. $hops : ce qu'impose la supposition (node-on, ou node-off pour
## un essai dans l'essai), le dernier étant parfois trial-more.
trial = Supposons que { $cell } soit un { $digit }. Alors { $hops }, si bien que { $end }{ $inner }. { $cell } n'est donc pas un { $digit }.
trial-at-once = Supposons que { $cell } soit un { $digit } : aussitôt, { $end }{ $inner }. { $cell } n'est donc pas un { $digit }.
trial-more = { $n ->
        [one] encore une étape (montrée sur la grille)
       *[other] encore { $n } étapes (montrées sur la grille)
    }
trial-end-cell = { $cell } n'a plus aucun candidat
trial-end-house = { $house } n'a plus aucune case pour le { $digit }
trial-nested = { " " }(chaque « n'est pas » est lui-même un essai dans l'essai : si l'on y plaçait aussi ce chiffre, les singletons mèneraient à une contradiction)
where-supposing = en { $cell } (en supposant un { $digit })
guess = Aucune technique, jusqu'aux essais et erreurs imbriqués, ne permet d'avancer ici : il faut donc faire une hypothèse. Parmi les candidats de { $cell } ({ $digits }), une recherche systématique montre que le { $digit } est le bon. Placez le { $digit } en { $cell }.

## Les erreurs du joueur.
wrong-digit-twice = { $cell } et { $other } sont toutes deux des { $digit } dans { $house } : le { $digit } de { $cell } est erroné. Effacez-le.
wrong-digit = Le { $digit } placé en { $cell } est erroné : il ne correspond pas à la solution de la grille. Effacez-le.
wrong-digit-look = vos chiffres dans { $house }
missing-candidate = Le { $digit } manque dans les notes de { $cell }, alors que rien ne l'exclut de cette case. Remettez-le.
missing-candidate-look = vos notes dans { $house }

## Les liens d'une chaîne un par un (« Show every link ») : les deux extrémités de chaque lien (node-on
## ou node-off) et sa nature ; une branche de chaîne forcée ou un essai commence par sa supposition.
hop = { $from }, donc { $to } ({ $kind ->
        [strong] lien fort
        [weak] lien faible
        [forces] conséquence
       *[inner-trial] un essai dans l'essai : si l'on y plaçait aussi ce chiffre, les singletons mèneraient à une contradiction
    })
hop-supposed = Hypothèse « { $premise } » : { $hop }
