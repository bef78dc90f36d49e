# Les mots des étapes en français (d'après locales/en/steps.ftl).
# Les cases se notent r1c1 (rangée 1, colonne 1), comme sur les forums.

## Régions et listes.
house-row = la ligne { $n }
house-column = la colonne { $n }
house-box = le bloc { $n }
list-comma = { $head }, { $item }
list-and = { $head } et { $last }
list-or = { $head } ou { $last }

## Les deux indices avant une étape : où regarder, puis la technique et l'endroit.
clue-look = Regardez { $where }.
clue-technique = { $technique } { $where }.
where-in = dans { $place }
where-in-digit = dans { $place } (chiffre { $digit })

## Singletons.
single-last = { $cell } est la dernière case vide dans { $house } : c'est donc un { $digit }. Placez le { $digit } en { $cell }.
single-hidden = Dans { $house }, le { $digit } ne peut aller qu'en { $cell } : toutes les autres cases vides y voient déjà un { $digit }. Placez le { $digit } en { $cell }.
single-naked = { $cell } ne peut être qu'un { $digit } : sa ligne, sa colonne et son bloc excluent déjà tous les autres chiffres. Placez le { $digit } en { $cell }.
