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

## Die Knoten einer Kette: der Kandidat einer Zelle oder einer Gruppe ($count Zellen, von denen
## eine die Ziffer enthält, wenn der Knoten wahr ist, und keine, wenn er falsch ist).
# Ohne Verb ("die 5 in r1c1", "keine 5 in r1c1"): Die Nachrichten, die sie verwenden, setzen
# "steht" davor ("Also steht die 5 in r1c1") oder dahinter ("Wenn keine 5 in r1c1 steht"), und
# nach "also" (list-so) gilt das Verb weiter: "steht die 3 in r1c2, also keine 3 in r2c2".
node-on = die { $digit } in { $cells }
node-off = keine { $digit } in { $cells }
chain-look = die Kette ab { $start }

## XY-Wing und XY-Chain: $first und $last die Enden der Kette, $x die Ziffer, die sie streichen,
## $y die Ziffer, die die Pivotzelle weitergibt; $reasoning: die Ziffern der Zellen (node-on, mit list-so verbunden).
y-wing = In { $pivot } können nur { $pivot-digits } stehen. So oder so steht die { $x } in { $first } oder in { $last } (steht in { $pivot } die { $y }, muss die { $x } in { $last } stehen, sonst in { $first }). Streiche also die { $x } aus { $removed }.
y-wing-look = die von { $pivot } gesehenen Zellen mit zwei Kandidaten
xy-chain = Wenn in { $first } keine { $x } steht, steht { $reasoning }. Deshalb steht die { $x } in { $first } oder in { $last }: Streiche die { $x } aus { $removed }.
xy-chain-look = die Zellen mit zwei Kandidaten von { $first } aus
where-xy-chain = von { $first } nach { $last } ({ $n } Zellen, Ziffer { $x })

## AICs (Ketten mit abwechselnden Links) und Nice Loops. $reasoning ist chain-reasoning oder, bei einer
## langen Kette, chain-reasoning-long: ihre ersten Schritte, $skipped weitere und ihr letzter Knoten.
chain-reasoning = Wenn { $premise } steht, steht { $then }
chain-reasoning-long = Wenn { $premise } steht, steht { $then }, und { $skipped ->
        [one] einen Link
       *[other] { $skipped } Links
    } weiter steht { $last }
nice-loop-continuous = { $reasoning }; ein Weak Link zurück zu { $start } schließt eine Schleife aus { $links } Links, in der sich Strong und Weak Links abwechseln. Ob { $premise } steht oder nicht, in jedem Fall gelten die Links in der einen oder der anderen Richtung rund um die Schleife, also ist an jedem Weak Link genau ein Ende wahr: Streiche { $removed }.
nice-loop-false = { $reasoning }. Also steht { $premise }: Streiche sie.
nice-loop-both = { $reasoning }. Beides zugleich ist unmöglich, also steht { $premise }: Streiche sie.
nice-loop-true = { $reasoning }. Also steht { $premise }: Streiche dort die übrigen Kandidaten ({ $digits }).
aic = { $reasoning }. Also steht { $premise } oder { $last }: Streiche { $removed }.
where-through = durch { $start } ({ $links } Links)
where-at = bei { $start } ({ $links } Links)
where-from-to = von { $start } nach { $end } ({ $links } Links)

## Almost Locked Sets (ALS). Ein Set heißt nach seinen Zellen und Ziffern: "r1c2, r1c5 (1/4/7)".
als-set = { $cells } ({ $digits })
list-slash = { $head }/{ $item }
als-removal = Streiche die { $digits } aus den Zellen, die jede { $digits-or } dieser Sets sehen: { $removed }.
als-xz = Zwei Almost Locked Sets (jedes hat einen Kandidaten mehr, als es Zellen hat): { $first } und { $second }. Jede { $rc } im einen Set sieht jede { $rc } im anderen, also kann höchstens eines der beiden die { $rc } enthalten; das andere ist dann gesperrt und enthält alle seine übrigen Ziffern. Also steht die { $z } in einem der beiden Sets: { $removal }
als-xz-double = Zwei Almost Locked Sets (jedes hat einen Kandidaten mehr, als es Zellen hat): { $first } und { $second }. Sie sind doppelt verbunden: Die Kandidaten { $rc } des einen Sets sehen die des anderen, also steht jede dieser Ziffern in höchstens einem der beiden Sets, und ohne { $rc } ist jedes der beiden gesperrt. Streiche { $removed }.
# Die Sets einer Kette: alle, oder die ersten beiden und wie viele bis zum letzten noch folgen.
als-sets = { $sets }, dann { $last }
als-sets-more = { $sets }, dann { $more ->
        [one] ein weiteres
       *[other] { $more } weitere
    } bis { $last }
# $links: die Ziffern, die benachbarte Sets gemeinsam haben, eine Liste von Listen ("1, 2 und 3 und 4").
als-chain-reasoning = Benachbarte Sets haben der Reihe nach { $links } gemeinsam, und die Plätze jeder dieser Ziffern in den beiden Sets sehen sich alle gegenseitig. Enthielte das erste Set keine { $z-or }, wäre es gesperrt und enthielte die { $first-link }, das nächste Set also nicht, sodass auch dieses gesperrt wäre, und so weiter, bis das letzte die { $z } enthalten müsste. Also steht die { $z-or } im ersten oder im letzten Set: { $removal }
als-xy-wing = Drei Almost Locked Sets (jedes hat einen Kandidaten mehr, als es Zellen hat): { $sets }. { als-chain-reasoning }
als-xy-chain = { $n } Almost Locked Sets in einer Kette (jedes hat einen Kandidaten mehr, als es Zellen hat): { $sets }. { als-chain-reasoning }
als-petal = { $set } für die { $digit }
death-blossom = Death Blossom: Die Stammzelle { $stem } hat die Kandidaten { $stem-digits }, und für jeden davon gibt es ein Blütenblatt, ein Almost Locked Set, in dem jeder Platz für diese Ziffer die Stammzelle sieht: { $petals }. Was auch immer in der Stammzelle steht, das zugehörige Blütenblatt verliert diese Ziffer und ist dann gesperrt, enthält also die { $z }: { $removal }
death-blossom-look = { $stem } und ihre Blütenblätter
where-stem = mit Stammzelle { $stem }
where-als = in { $cells } (streicht die { $z })

## Sue de Coq: die Zellen der Schnittmenge ($core) von $line und $box, die übrigen Zellen der Linie
## und die des Blocks; $need sagt, wie viele Ziffern die $total Zellen brauchen (verschieden oder geteilt).
sue-de-coq = In { $core } (der Schnittmenge von { $line } und { $box }) stehen die Kandidaten { $core-digits }. In { $line } { $line-count ->
        [one] hat
       *[other] haben
    } { $line-cells } nur die Kandidaten { $line-digits }; in { $box } { $box-count ->
        [one] hat
       *[other] haben
    } { $box-cells } nur die Kandidaten { $box-digits }. Diese { $total } Zellen brauchen { $need }: Das Muster enthält also { $places }. Streiche { $removed }.
sue-de-coq-distinct = { $total } verschiedene Ziffern (die beiden Gruppen haben keine gemeinsam), und als Kandidaten haben sie genau { $digits }
sue-de-coq-shared = { $total } Ziffern, alle verschieden bis auf die { $digits } (je einmal in jeder Gruppe), und genau diese Ziffern haben sie als Kandidaten
sue-de-coq-in-house = die { $digits } innerhalb von { $house }
sue-de-coq-in-core = die { $digits } in der Schnittmenge
sue-de-coq-in-both = die { $digits } je einmal in jedem der beiden Häuser
sue-de-coq-look = die Schnittmenge von { $line } und { $box }
where-sue-de-coq = in { $line } und { $box } ({ $core })

## Eindeutigkeit: Rechtecke, Schleifen, Avoidable Rectangles und BUG+1. $ab: die beiden Ziffern des
## Deadly Patterns ("4 und 7"), $ab-or dasselbe mit "oder"; $plain: seine Zellen, die nur diese enthalten.
two-solutions = das Rätsel hätte zwei Lösungen
deadly-four-cells = die vier Zellen
deadly-loop-cells = die Zellen der Schleife
deadly-look = die Zellen mit den Kandidaten { $ab } in { $rows }
where-deadly = in { $cells } ({ $digits })
unique-rectangle = { $corners } liegen in zwei Zeilen, zwei Spalten und zwei Blöcken: Stünden in ihnen nur { $ab }, könnte man die beiden Ziffern vertauschen, und { two-solutions }. { $kept }
unique-loop = { $loop } bilden eine Schleife: Jede liegt mit der nächsten in einem gemeinsamen Haus (und die letzte mit der ersten), und jede Zeile, Spalte und jeder Block mit einer dieser Zellen enthält genau zwei davon. Stünden in ihnen nur { $ab }, könnte man die beiden Ziffern entlang der Schleife vertauschen, und { two-solutions }. { $kept }
# Wie die Zellen mit weiteren Kandidaten ($extra) das Muster verhindern; $all ist
# deadly-four-cells oder deadly-loop-cells (Nominativ).
kept-one-cell = In { $plain } können nur { $ab-or } stehen, also kann in { $extra } nicht auch noch { $ab-or } stehen: Streiche die { $removed-digits } aus { $extra }.
kept-one-digit = In { $plain } können nur { $ab-or } stehen, und der einzige weitere Kandidat in { $extra } ist die { $x }, also steht in einer dieser Zellen die { $x }: Streiche die { $x } aus { $removed }, die { $extra-count ->
        [2] beide
       *[other] alle diese
    } Zellen { $count ->
        [one] sieht
       *[other] sehen
    }.
kept-subset = In { $plain } können nur { $ab-or } stehen, also können { $extra } nicht beide { $ab-or } enthalten: In einer von ihnen steht { $extras-or }. Zusammen wirken sie wie eine einzige Zelle mit den Kandidaten { $extras }, die mit { $others } in { $houses } { $size ->
        [2] ein Naked Pair
        [3] ein Naked Triple
        [4] ein Naked Quadruple
       *[other] ein Naked Subset aus { $size } Zellen
    } für { $subset-digits } bildet: Streiche { $removed }.
kept-conjugate = In { $plain } können nur { $ab-or } stehen. In { $houses } kann die { $u } nur in { $extra } stehen, also steht sie in einer dieser Zellen; stünde in der anderen die { $v }, enthielten { $all } nur { $ab }. Streiche also die { $v } aus { $extra }.
unique-rectangle-6 = In { $plain } können nur { $ab-or } stehen. In { $houses } kann die { $u } nur in diesen vier Zellen stehen, also besetzt sie eine Diagonale; stünde sie in { $pair }, müsste in { $plain } die { $v } stehen, und die vier Zellen enthielten nur { $ab }. Streiche also die { $u } aus { $pair }.
hidden-rectangle = In { $x } können nur { $ab-or } stehen. In { $houses } kann die { $u } nur in diesen vier Zellen stehen. Stünde nun in { $z } die { $v }, müsste in { $beside } die { $u } stehen und in { $x } die { $v }: Die vier Zellen enthielten nur { $ab }. Streiche also die { $v } aus { $z }.
solved-cell = { $cell } ({ $digit })
avoidable-solved = { $solved } { $solved-count ->
        [one] ist keine Vorgabe, sondern wurde beim Lösen eingetragen.
       *[other] sind keine Vorgaben, sondern wurden beim Lösen eingetragen.
    }
# Steht nach "Stünde in ... die ...,", beginnt daher mit dem Verb.
avoidable-swap = stünden in den vier Zellen nur { $ab } ohne eine einzige Vorgabe: Man könnte die beiden Ziffern vertauschen, und { two-solutions }
avoidable-rectangle-1 = { avoidable-solved } Stünde in { $cell } die { $digit }, { avoidable-swap }. Streiche also die { $digit } aus { $cell }.
avoidable-rectangle-2 = { avoidable-solved } Stünde in { $first } die { $first-digit } und in { $second } die { $second-digit }, { avoidable-swap }. Also steht in einer der beiden die { $x } (ihr jeweils anderer Kandidat): Streiche die { $x } aus { $removed }, die beide Zellen { $count ->
        [one] sieht
       *[other] sehen
    }.
avoidable-look = die bisher eingetragenen Ziffern (nicht die Vorgaben) in { $rows }
bug-plus-1 = Jede leere Zelle hat genau zwei Kandidaten, außer { $cell } ({ $candidates }), und jeder Kandidat kommt in jeder Zeile, Spalte und jedem Block, in dem er vorkommt, genau zweimal vor, außer der { $digit }, die in { $houses } dreimal vorkommt. Stünde in { $cell } keine { $digit }, wäre das ganze Gitter ein Deadly Pattern (BUG), und das hat nie genau eine Lösung: Das Rätsel hätte zwei Lösungen oder gar keine. Also steht in { $cell } die { $digit }: Streiche dort die { $others }.
bug-look = die einzige Zelle mit drei Kandidaten

## Forcing Chains. Ein Zweig: seine ersten Schritte (node-on und node-off, mit list-comma verbunden)
## und wie viele Links er hat, wenn das Spielfeld mehr davon zeigt (branch-cut).
branch-at-once = sofort
branch-cut = { $hops }, … (insgesamt { $links } Links)
forcing-if = wenn { $premise } steht: { $branch }
# $dynamic: leer, forcing-dynamic oder forcing-nested; $place: leer oder forcing-place.
forcing-dynamic = { " " }(jede Annahme wird mit allen Streichungen weiterverfolgt, die sie bewirkt)
forcing-nested = { " " }(jede Annahme wird mit allen Streichungen weiterverfolgt, die sie bewirkt, und mit den Locked Candidates, Paaren und X-Wings, die danach entstehen)
forcing-place = { " " }Trage { $placements } ein.
placement = die { $digit } in { $cell }
forcing-cell = In { $cell } steht entweder { $digits }, und in jedem Fall steht { $conclusion }{ $dynamic }: { $branches }.{ $place }
forcing-region = In { $house } steht die { $digit } in einer der Zellen { $cells }, und in jedem Fall steht { $conclusion }{ $dynamic }: { $branches }.{ $place }
forcing-double = Ob { $premise } steht oder nicht, in jedem Fall steht { $conclusion }{ $dynamic }: wenn ja: { $if-true }; wenn nicht: { $if-false }.{ $place }
forcing-contradiction = Nimm an, dass { $premise } steht{ $dynamic }. Dann folgt: { $branch }, bis in { $cell } die { $digit } zugleich stehen und nicht stehen müsste. Also steht { $conclusion }.{ $place }
where-from = von { $place } aus

## Ausprobieren und Raten. $hops: was die Annahme erzwingt (node-on, oder node-off bei einem
## Ausprobieren innerhalb des Ausprobierens), am Ende vielleicht trial-more.
trial = Angenommen, in { $cell } steht die { $digit }. Dann folgt: { $hops }, bis { $end }{ $inner }. In { $cell } kann die { $digit } also nicht stehen.
trial-at-once = Angenommen, in { $cell } steht die { $digit }: Dann ergibt sich sofort, dass { $end }{ $inner }. In { $cell } kann die { $digit } also nicht stehen.
trial-more = { $n ->
        [one] ein weiterer Schritt
       *[other] { $n } weitere Schritte
    } (auf dem Spielfeld zu sehen)
# Nebensätze (nach "bis" bzw. "dass"), daher mit dem Verb am Ende.
trial-end-cell = in { $cell } kein Kandidat mehr übrig ist
trial-end-house = in { $house } kein Platz mehr für die { $digit } bleibt
trial-nested = { " " }(jedes „keine“ ist ein Ausprobieren innerhalb des Ausprobierens: Stünde auch dort diese Ziffer, führten schon die Singles zu einem Widerspruch)
where-supposing = in { $cell } (Annahme: die { $digit })
guess = Hier hilft keine Technik weiter, auch kein verschachteltes Ausprobieren, also bleibt nur Raten: Von den Kandidaten { $digits } in { $cell } ist laut Lösungssuche die { $digit } richtig. Trage die { $digit } in { $cell } ein.

## Fehler des Spielers.
wrong-digit-twice = { $cell } und { $other } enthalten beide die { $digit } ({ $house }): Die { $digit } in { $cell } ist falsch. Entferne sie.
wrong-digit = Die { $digit } in { $cell } ist falsch: Sie gehört nicht zur Lösung dieses Rätsels. Entferne sie.
wrong-digit-look = deine Ziffern in { $house }
missing-candidate = In deinen Notizen für { $cell } fehlt die { $digit }, obwohl sie dort noch nicht ausgeschlossen ist. Trage sie wieder ein.
missing-candidate-look = die Notizen in { $house }

## Die Links einer Kette einzeln ("Show every link"): die beiden Enden jedes Links (node-on oder
## node-off) und seine Art; ein Zweig einer Forcing Chain oder ein Ausprobieren beginnt mit seiner Annahme.
hop = { $from }, also { $to } ({ $kind ->
        [strong] Strong Link
        [weak] Weak Link
        [forces] folgt daraus
       *[inner-trial] ein Ausprobieren innerhalb des Ausprobierens: Stünde auch dort diese Ziffer, führten schon die Singles zu einem Widerspruch
    })
hop-supposed = Nimm an, dass { $premise } steht: { $hop }
