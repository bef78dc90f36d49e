# Die Wörter der Lösungsschritte auf Deutsch (nach locales/en/steps.ftl).
# Zellen heißen r1c1 (Zeile 1, Spalte 1), wie in HoDoKu und in den Foren.
# Ziffern stehen mit Artikel: "die 5", "eine 5" (für alle Ziffern gleich).

## Häuser und Aufzählungen.
house-row = Zeile { $n }
house-column = Spalte { $n }
house-box = Block { $n }
list-comma = { $head }, { $item }
list-and = { $head } und { $item }
list-or = { $head } oder { $item }

## Die zwei Tipps vor einem Schritt: wo man hinschaut, dann Technik und Ort.
clue-look = Schau dir { $where } an.
clue-technique = { $technique } { $where }.
where-in = in { $place }
where-in-digit = in { $place } (Ziffer { $digit })

## Singles.
single-last = { $cell } ist die letzte leere Zelle in { $house }, also muss dort die { $digit } stehen. Trage die { $digit } in { $cell } ein.
single-hidden = In { $house } kann die { $digit } nur in { $cell } stehen: Jede andere leere Zelle dort sieht schon eine { $digit }. Trage die { $digit } in { $cell } ein.
single-naked = In { $cell } kann nur die { $digit } stehen: Zeile, Spalte und Block schließen alle anderen Ziffern schon aus. Trage die { $digit } in { $cell } ein.
# Eine Ziffer und die Zellen, aus denen sie gestrichen wird: "3 aus r1c4 und r1c5"
# (mehrere davon werden mit list-semicolon verbunden: "3 aus r1c4; 8 aus r1c5").
removal = { $digit } aus { $cells }
list-semicolon = { $head }; { $item }
# Wie viele Zellen (und Ziffern) eine Gruppe hat, in Worten. Steht in den
# Nachrichten unten immer nach "diese"/"diesen", daher "beiden" (schwach gebeugt).
count-word = { $n ->
    [1] eine
    [2] beiden
    [3] drei
   *[4] vier
}

## Locked Candidates (Pointing und Claiming).
intersection = In { $from } kann die { $digit } nur in { $cells } stehen, die alle in { $to } liegen. In { $to } muss die { $digit } also in { $from } stehen: Streiche die { $digit } aus { $removed }.

## Gruppen (Paare, Tripel, Quadrupel): $digits ist "3 und 5" bei Hidden, sonst "3 oder 5".
subset-hidden = In { $houses } können die Ziffern { $digits } nur in { $cells } stehen. Also sind diese { count-word } Zellen für genau diese { count-word } Ziffern reserviert: Streiche dort alle anderen Kandidaten ({ $removed }).
subset-locked = In { $cells } können nur { $digits } stehen, und diese Zellen liegen zugleich in { $houses }. Also verteilen sich diese { count-word } Ziffern auf genau diese { count-word } Zellen: Streiche sie überall sonst in { $houses } ({ $removed }).
subset-naked = In { $cells } können nur { $digits } stehen. Also verteilen sich diese { count-word } Ziffern auf genau diese { count-word } Zellen: Streiche sie überall sonst in { $houses } ({ $removed }).
