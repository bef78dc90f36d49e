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
