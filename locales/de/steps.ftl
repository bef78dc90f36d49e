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

## Wings. $count: wie viele Zellen die Ziffer verlieren ("die ... sieht" oder "die ... sehen").
cell-holding = { $cell } ({ $digits })
xyz-wing = In { $pivot } können nur { $pivot-digits } stehen, und { $pivot } sieht { $first-holding } und { $second-holding }. Steht in { $pivot } die { $x }, muss in { $first } die { $z } stehen; steht dort die { $y }, muss in { $second } die { $z } stehen; andernfalls steht die { $z } in { $pivot } selbst. Eine der drei Zellen enthält also die { $z }: Streiche die { $z } aus { $removed }, die alle drei Zellen { $count ->
        [one] sieht
       *[other] sehen
    }.
xyz-wing-look = { $pivot } und die von { $pivot } gesehenen Zellen mit zwei Kandidaten
where-pivot = mit Pivotzelle { $pivot }
wxyz-wing = In { $held } stehen zusammen nur die Ziffern { $digits }. Jede der Ziffern { $others } kann nur in einer dieser Zellen stehen (ihre Kandidaten dort sehen sich alle gegenseitig), also besetzen sie zusammen höchstens drei der vier Zellen, und in einer der Zellen { $z-cells } steht die { $z }. Streiche die { $z } aus { $removed }, die { $z-count ->
        [2] beide
       *[other] alle diese
    } Zellen { $count ->
        [one] sieht
       *[other] sehen
    }.
wxyz-wing-look = die Zellen mit nur { $digits } als Kandidaten
w-wing = { $a } und { $b } haben beide nur die Kandidaten { $digits }. In { $house } kann die { $y } nur in { $end-a } (die { $a } sieht) oder in { $end-b } (die { $b } sieht) stehen, also kann die { $y } nicht sowohl in { $a } als auch in { $b } stehen: In einer der beiden Zellen steht die { $x }. Streiche die { $x } aus { $removed }, die beide Zellen { $count ->
        [one] sieht
       *[other] sehen
    }.
where-w-wing = in { $a } und { $b } (Strong Link für die { $y } in { $house })

## Fische. $base-kind und $cover-kind sind eins dieser vier Wörter (Plural, Nominativ);
## $n ist die Zahl der Basis-Häuser (count-word, also "diese beiden/drei/vier ...").
houses-rows = Zeilen
houses-columns = Spalten
houses-boxes = Blöcke
houses-mixed = Häuser
fish = In { $bases } kann die { $digit } nur in { $covers } stehen. Diese { count-word } { $base-kind } brauchen jeweils eine { $digit }, also bekommen diese { count-word } { $cover-kind } ihre { $digit } genau dort: Streiche die { $digit } aus { $removed }{ $cannibals }.
fish-finned = In { $bases } kann die { $digit } nur in { $covers } stehen, bis auf { $fin-count ->
        [one] die Flosse
       *[other] die Flossen
    } { $fins }{ $endo }. Entweder steht die { $digit } in { $fin-count ->
        [one] der Flosse
       *[other] einer der Flossen
    }, oder diese { $base-kind } liefern die { $digit } für die { count-word } { $cover-kind }. So oder so kann in { $removed } keine { $digit } stehen ({ $count ->
        [one] diese Zelle sieht
       *[other] diese Zellen sehen
    } { $fin-count ->
        [one] die Flosse
       *[other] jede Flosse
    }): Streiche die { $digit } dort{ $cannibals }.{ $sashimi }
# Steht nach den Streichungen, wenn der Fisch auch eigene Plätze streicht (Kannibalismus).
fish-cannibals = { " " }(eine { $digit } in { $cells } würde zwei dieser { $cover-kind } zugleich abdecken und zu wenige davon für die übrigen { $base-kind } lassen)
# Flossen, die in zwei Basis-Häusern liegen (Endo-Flossen).
fish-endo = { " " }({ $cells } { $endo-count ->
        [one] liegt in zwei dieser { $base-kind } und zählt deshalb als Flosse)
       *[other] liegen jeweils in zwei dieser { $base-kind } und zählen deshalb als Flossen)
    }
fish-sashimi = { " " }Ohne { $fin-count ->
        [one] die Flosse
       *[other] die Flossen
    } bliebe für die { $digit } in { $house } { $kept-count ->
        [0] kein Platz
       *[other] nur { $kept }
    }: Es ist also ein Sashimi-Fisch.
fish-look = die möglichen Plätze für die { $digit } innerhalb der einzelnen { $base-kind }
fish-look-franken = die möglichen Plätze für die { $digit } in den { $lines } und Blöcken

## Muster mit einer Ziffer: Skyscraper, 2-String Kite, Turbot Fish, Empty Rectangle, X-Chain.
## $count: wie viele Zellen die Ziffer verlieren ("die ... sieht" oder "die ... sehen").
# Die look-Nachrichten stehen in clue-look ("Schau dir ... an."), daher ohne Nebensatz.
look-two-places = die Häuser mit nur zwei Plätzen für die { $digit }
look-two-places-around = die Häuser mit nur zwei Plätzen für die { $digit } rund um { $box }
look-two-places-from = die Häuser mit nur zwei Plätzen für die { $digit } von { $first } aus
look-where-in = die möglichen Plätze für die { $digit } in { $house }
short-chain = In { $first } kann die { $digit } nur in { $c0 } oder { $c1 } stehen, in { $second } nur in { $c2 } oder { $c3 }. { $c1 } und { $c2 } liegen beide in { $shared }, also kann höchstens eine der beiden die { $digit } enthalten: Sie steht in { $c0 } oder in { $c3 }. Streiche die { $digit } aus { $removed }, die { $c0 } und { $c3 } { $count ->
        [one] sieht
       *[other] sehen
    }.
# Steht in dual-kite nach "gilt:" bzw. "für den zweiten:", daher ein ganzer Satz ohne Punkt.
kite = In { $first } ({ $c0 }, { $c1 }) und { $second } ({ $c2 }, { $c3 }) hat die { $digit } jeweils nur zwei Plätze, also steht sie in { $c0 } oder in { $c3 }
dual-kite = Zwei 2-String Kites für die { $digit } treffen sich in { $m1 } und { $m2 } ({ $box }), die nicht beide die { $digit } enthalten können. Für den ersten gilt: { $kite1 }; für den zweiten: { $kite2 }. Streiche die { $digit } aus { $removed }.
# Ein Empty Rectangle: die Plätze der Ziffer im Block, dann jedes konjugierte Paar ($places, eine mit
# list-and verbundene Liste aus er-box und er-pair: "In Block 5 kann die 4 nur in Zeile 4 oder Spalte 6
# stehen (...) und in Spalte 2 nur in r4c2 oder r8c2"), dann je gestrichener Zelle ein Satz (er-if),
# verbunden mit list-sentences.
er-box = In { $box } kann die { $digit } nur in { $line } oder { $cross } stehen ({ $group })
er-pair = in { $house } nur in { $near } oder { $far }
er-if = Stünde in { $removed } die { $digit }, könnte sie nicht in { $far } stehen, müsste also in { $near } stehen: Dann bliebe in { $box } kein Platz mehr für die { $digit }, weder in { $line } (wegen { $near }) noch in { $cross } (wegen { $removed }).
list-sentences = { $head } { $item }
empty-rectangle = { $places }. { $clauses } Streiche also die { $digit } aus { $removed }.
# Die Begründung einer X-Chain: x-chain-start, dann abwechselnd x-chain-on und x-chain-off, verbunden
# mit list-so: "Wenn in r1c1 keine 4 steht, steht sie in r1c7, also nicht in r5c7, also in r5c2".
x-chain-start = Wenn in { $first } keine { $digit } steht, steht sie in { $next }
x-chain-on = in { $cell }
x-chain-off = nicht in { $cell }
list-so = { $head }, also { $item }
x-chain = In { $houses } hat die { $digit } jeweils nur zwei Plätze. { $reasoning }. Deshalb steht die { $digit } in { $first } oder in { $last }: Streiche die { $digit } aus { $removed }, die { $first } und { $last } { $count ->
        [one] sieht
       *[other] sehen
    }.
where-x-chain = von { $first } nach { $last } (Ziffer { $digit }, { $links } Strong Links)

## Colouring. $a und $b: die Zellen der beiden Farben; $a1, $b1 und $a2, $b2: die Farben der beiden Cluster.
colour-look = die miteinander verketteten Häuser mit nur zwei Plätzen für die { $digit }
where-on-digit = für die { $digit }
colour-two = Verkettest du die Häuser, in denen die { $digit } nur zwei Plätze hat, zerfallen ihre Kandidaten in zwei Farben, und alle Zellen einer der beiden Farben enthalten die { $digit }: { $a } auf der einen Seite, { $b } auf der anderen.
colour-trap = { colour-two } { $removed } { $count ->
        [one] sieht beide Farben, also kann dort keine { $digit } stehen
       *[other] sehen beide Farben, also kann in keiner dieser Zellen die { $digit } stehen
    }.
colour-wrap = { colour-two } { $x } und { $y } haben dieselbe Farbe und liegen beide in { $house }, also kann diese Farbe die { $digit } nicht enthalten: Streiche die { $digit } aus { $removed }.
colour-clusters = Verkettest du die Häuser, in denen die { $digit } nur zwei Plätze hat, entstehen zwei getrennte Cluster mit je zwei Farben, und in jedem Cluster enthalten alle Zellen einer der beiden Farben die { $digit }: { $a1 } gegen { $b1 } im einen, { $a2 } gegen { $b2 } im anderen.
multi-colours-1 = { colour-clusters } { $m1 } und { $m2 } sehen sich gegenseitig, also können ihre Farben nicht beide die { $digit } enthalten, und eine der Gegenfarben (die von { $o1 } oder die von { $o2 }) enthält sie. Streiche die { $digit } aus { $removed }, die beide Gegenfarben { $count ->
        [one] sieht
       *[other] sehen
    }.
multi-colours-2 = { colour-clusters } { $f1 } sieht { $t1 } und { $f2 } sieht { $t2 }, also sieht die Farbe von { $removed } beide Farben des anderen Clusters, von denen eine die { $digit } enthält: Diese Farbe kann die { $digit } also nicht enthalten. Streiche die { $digit } aus { $removed }.

## Remote Pair: In $chain stehen nur die Kandidaten $pair ($d1 und $d2); jede Begründung in $reasons
## (remote-pair-reason, verbunden mit list-clauses) nennt eine Zelle, die sie verliert; $count: wie viele.
remote-pair-reason = { $cell } sieht { $a } und { $b }
list-clauses = { $head }; { $item }
remote-pair = { $chain } haben jeweils nur die Kandidaten { $pair }, und jede dieser Zellen sieht die nächste. Entlang dieser Kette wechseln sich die beiden Ziffern also ab: Von zwei Zellen, die eine ungerade Zahl von Schritten auseinanderliegen, enthält die eine die { $d1 } und die andere die { $d2 }. { $reasons }: { $count ->
        [one] In dieser Zelle
       *[other] In diesen Zellen
    } kann also weder die { $d1 } noch die { $d2 } stehen. Streiche { $removed }.
remote-pair-look = die Zellen mit nur { $pair } als Kandidaten
where-remote-pair = von { $first } nach { $last } ({ $n } Zellen, Ziffern { $pair })

## Zambon's Rectangle.
rectangle = Angenommen, in { $corner } steht die { $digit }. Dann muss die { $digit } in { $forced } stehen, und in { $box } bleibt kein Platz mehr für die { $digit }. In { $corner } kann die { $digit } also nicht stehen.
rectangle-look = die Ziffer { $digit } in { $boxes }
