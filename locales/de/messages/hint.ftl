# Pencilmark: the hint's and the replay's sheets, a hint's stages for a screen reader,
# the grade panel and the review of a game (German, after locales/en/messages/hint.ftl).
# Cells are named r1c1; $cells are already joined with "und". Digits take the article: "die 5".

## The hint
hint-show-me = Zeig es mir
hint-play-step = Schritt abspielen
hint-stage = Etappe { $stage } von { $stages }
hint-stage-said = Etappe { $stage } von { $stages }.
hint-stage-said-words = Etappe { $stage } von { $stages }: { $words }.
hint-board-complete = Das Spielfeld ist vollständig ausgefüllt: Es gibt keinen nächsten Schritt.
hint-applied = Angewendet: { $technique }.
# "leave out" as in page.ftl's game-off-techniques ("schließen … aus").
hints-stuck-left-out = Keine der Techniken, die die Tipps dieses Spiels verwenden, findet hier einen nächsten Schritt: Die Tipps dieses Übungsspiels schließen { $techniques } aus, wie schon sein Lösungsweg. Mit „Neues Rätsel“ oder „Lösen“ geht es ohne diese Einschränkung weiter.
hints-failed-left-out = { $problem } Die Tipps dieses Übungsspiels schließen { $techniques } aus, wie schon sein Lösungsweg. Mit „Neues Rätsel“ oder „Lösen“ geht es ohne diese Einschränkung weiter.

## Stepping through the solution, and the grade
replay-working = Die Schritte werden berechnet… Bei den schwersten Rätseln dauert das einige Sekunden.
replay-already-solved = Dieses Rätsel ist bereits gelöst: Es gibt keine Schritte zum Anzeigen.
grade-working = Wird bewertet… Bei den schwersten Rätseln dauert das einige Sekunden.
grade-done = Bewertet: { $level }.

## A chain step's links in words, under the hint
links-every = Alle Links anzeigen ({ $count })
links-eureka = Eureka: { $chain }
part-gap = {"; "}
legend-gap = {"; "}
legend-end = {". "}

## What a stage of a hint draws, in words for a screen reader
stage-house = { $kind ->
    [row] Zeile { $number }
    [column] Spalte { $number }
   *[box] Block { $number }
  }
stage-houses = { $role ->
    [base] Basis: { $houses }
    [cover] Cover: { $houses }
    [region] Blick auf { $houses }
    [fin] Flosse: { $houses }
   *[other] { $role }: { $houses }
  }
stage-cells = { $role ->
    [pattern] { $count ->
        [one] Musterzelle
       *[other] Musterzellen
      }
    [cover] { $count ->
        [one] abdeckende Zelle
       *[other] abdeckende Zellen
      }
    [pivot] { $count ->
        [one] Pivotzelle
       *[other] Pivotzellen
      }
    [fin] { $count ->
        [one] Flosse
       *[other] Flossen
      }
    [deadly] { $count ->
        [one] Deadly-Pattern-Zelle
       *[other] Deadly-Pattern-Zellen
      }
    [wrong] { $count ->
        [one] falsche Zelle
       *[other] falsche Zellen
      }
    [lit] { $count ->
        [one] Blick auf Zelle
       *[other] Blick auf Zellen
      }
    [color-a] Farbe A: { $count ->
        [one] Zelle
       *[other] Zellen
      }
    [color-b] Farbe B: { $count ->
        [one] Zelle
       *[other] Zellen
      }
   *[other] { $role }: { $count ->
        [one] Zelle
       *[other] Zellen
      }
  } { $cells }
stage-candidates = { $role ->
    [pattern] Muster: die { $digit } in { $cells }
    [chain-on] die { $digit } in { $cells }: wahr
    [chain-off] die { $digit } in { $cells }: falsch
    [eliminated] streiche die { $digit } aus { $cells }
    [placed] trage die { $digit } in { $cells } ein
    [fin] Flosse: die { $digit } in { $cells }
    [pivot] Pivot: die { $digit } in { $cells }
    [group] Gruppe: die { $digit } in { $cells }
    [deadly] Deadly Pattern: die { $digit } in { $cells }
    [extra] zusätzlicher Kandidat: die { $digit } in { $cells }
    [color-a] Farbe A: die { $digit } in { $cells }
    [color-b] Farbe B: die { $digit } in { $cells }
    [wrong] falsch: die { $digit } in { $cells }
   *[other] { $role }: die { $digit } in { $cells }
  }
stage-link = { $kind ->
    [strong] Strong Link
    [weak] Weak Link
    [forces] Folgerung
   *[other] { $kind }
  } von der { $fromDigit } in { $fromCell } zur { $toDigit } in { $toCell }

## The grade panel
grade-heading = { $level } (Stufe { $number }), Wertung { NUMBER($score, minimumFractionDigits: 1, maximumFractionDigits: 1) }
grade-scale = Skala von Sudoku Explainer, bewertet auf dem Lösungsweg, den SE selbst nehmen würde (mit seinen Namen für die Schritte): { $er }, { $ep }, { $ed }.
grade-rating-by = { $rating } ({ $by })
grade-rating = { $measure } { NUMBER($value, minimumFractionDigits: 1, maximumFractionDigits: 1) }
grade-rating-title = { $measure ->
    [ER] Der schwierigste Schritt dieser Lösung: Schritt { $step }
    [EP] Der schwierigste Schritt bis zur ersten eingetragenen Ziffer dieser Lösung: Schritt { $step }
   *[ED] Der erste Schritt dieser Lösung: Schritt { $step }
  }
grade-nothing = Nichts zu lösen: Jede Zelle ist ausgefüllt.
grade-hardest = Schwierigster Schritt der Lösung von Pencilmark: { $technique }, Schritt { $step } von { $steps }. { $show }
grade-show-step = Diesen Schritt zeigen
grade-count = { $technique }: { $count }
grade-measures = Zwei Maße: Die Schwierigkeitsstufe ist die schwierigste Familie von Techniken, die die Lösung braucht; die Wertung gibt an, wie schwer ihr einzelner schwierigster Schritt auf der Skala von Sudoku Explainer ist (1,0 bis etwa 12). Rätsel derselben Stufe können sehr unterschiedliche Wertungen haben: Ein Rätsel der Stufe „Schwer“, dessen schwierigster Schritt ein X-Wing ist, hat die Wertung 3,2, eines mit einem Finned X-Wing 6,6.
grade-nesting-estimated = Der ER-Schritt braucht mehr als die tiefste Verschachtelung von Sudoku Explainer (Stufe 5: Forcing Chains in Forcing Chains in Forcing Chains): ER ist ein Schätzwert aus einem verschachtelten Ausprobieren.
grade-nesting-patterns = Der ER-Schritt braucht Muster innerhalb von Forcing Chains: Während eine Annahme weiterverfolgt wird, streichen Paare, Locked Candidates und X-Wings weitere Kandidaten (verschachtelte Stufe 1 von Sudoku Explainer).
grade-nesting-chains = Der ER-Schritt braucht Forcing Chains innerhalb von Forcing Chains, { $depth } Ebenen tief (verschachtelte Stufe { $depth } von Sudoku Explainer{ $depth ->
    [3] : darin Forcing Chains für Zellen und Häuser
    [4] : darin Dynamic Forcing Chains
    [5] : darin Dynamic Forcing Chains, die wiederum Forcing Chains enthalten
   *[other] {""}
  }).

## The review of a game
review-heading = Analyse deines Spiels
review-board = Das Spielfeld an dieser Stelle des Spiels
review-scrub = Zug
review-keys = Deine Züge durchgehen
review-first = Erster Zug
review-previous = Vorheriger Zug
review-next = Nächster Zug
review-last = Letzter Zug
review-close = Zurück zum Spiel
review-this-game = Dieses Spiel
review-this-game-level = Dieses Spiel, { $level }
# $times: the game clock at each hint ("bei 4:05 und 7:10"); "einen Tipp" holds for one or several times.
review-about = { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
  }; { $hints ->
    [0] keinen Tipp angefordert
   *[other] bei { $times } einen Tipp angefordert (mit ? über der Zeitleiste markiert)
  }.
review-about-titled = { $title }. { review-about }
review-start = Der Anfang: noch kein Zug gemacht.
review-move = Zug { $move } von { $moves }, { $what }{ $hinted ->
    [0] {""}
   *[other] ; danach wurde ein Tipp angefordert
  }.
review-move-timed = { $clock }: { review-move }
move-changes = { $changes }
move-digit = { $digit } in { $cell }
move-erased = { $cell } gelöscht
move-marks-in = { $digits } in { $cell } notiert
move-marks-out = { $digits } aus den Notizen von { $cell } entfernt
move-more = { $count } weitere
move-colours = Farben in { $cells }
