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
