# Die Wörter der Lösungsschritte auf Deutsch (nach locales/en/steps.ftl).
# Zellen heißen r1c1 (Zeile 1, Spalte 1), wie in HoDoKu und in den Foren.

## Häuser und Aufzählungen.
house-row = Zeile { $n }
house-column = Spalte { $n }
house-box = Block { $n }
list-comma = { $head }, { $item }
list-and = { $head } und { $last }
list-or = { $head } oder { $last }

## Die zwei Tipps vor einem Schritt: wo man hinschaut, dann Technik und Ort.
clue-look = Schau dir { $where } an.
clue-technique = { $technique } { $where }.
where-in = in { $place }
where-in-digit = in { $place } (Ziffer { $digit })

## Singles.
single-last = { $cell } ist die letzte leere Zelle in { $house }, also gehört dort die { $digit } hin. Trage { $digit } in { $cell } ein.
single-hidden = In { $house } kann die { $digit } nur in { $cell } stehen: Jede andere leere Zelle dort sieht schon eine { $digit }. Trage { $digit } in { $cell } ein.
single-naked = In { $cell } kann nur die { $digit } stehen: Zeile, Spalte und Block schließen jede andere Ziffer schon aus. Trage { $digit } in { $cell } ein.
