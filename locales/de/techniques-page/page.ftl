# Die Seite „Techniken“ (Deutsch, nach locales/en/techniques-page/page.ftl).

page-title = Techniken — Pencilmark
page-description = Jede Sudoku-Technik, die der Löser von Pencilmark kennt, die leichtesten zuerst, jede Schritt für Schritt an einem echten Rätsel gezeigt, mit ihrer Stufe und ihrer Wertung.
heading = Techniken
nav-pages = Seiten
nav-play = Sudoku spielen
nav-languages = Sprachen
intro-order = Jede Technik, die der Löser kennt, in der Reihenfolge, in der er sie versucht: die leichten zuerst. Jede wird an einem echten Rätsel gezeigt, und zwar bei dem Schritt, an dem dessen Lösung sie zum ersten Mal braucht; das Spielfeld spielt den Schritt ab, sobald es sichtbar wird. <b>Üben</b> öffnet ein neues Rätsel für dich, genau an der Stelle, an der diese Technik der nächste Schritt ist.
intro-measures = Jede Technik hat eine <b>Stufe</b> und eine <b>Wertung</b>, zwei verschiedene Maße. Die Stufe (Leicht bis Extrem) ist die Familie von Techniken, zu der sie gehört: Die Stufe eines Rätsels ist die schwierigste Familie, die seine Lösung braucht. Die Wertung ist die Schwierigkeit dieses einen Schritts auf der Skala von Sudoku Explainer, von 1,0 bis etwa 12: Die Wertung eines Rätsels ist die seines schwierigsten Schritts. Zwei Techniken derselben Stufe können deshalb in der Wertung weit auseinanderliegen (ein X-Wing 3,2, ein Finned X-Wing 6,6).
technique-count = { $count } Techniken, die leichtesten zuerst.

## One technique's article
technique-facts = { $uniqueness ->
    [yes] { $level }, Wertung { NUMBER($rating, minimumFractionDigits: 1) }, setzt eine eindeutige Lösung voraus.
   *[no] { $level }, Wertung { NUMBER($rating, minimumFractionDigits: 1) }.
  }
example-number = Beispiel { $number }
picture-still = Bild (SVG)
picture-animated = Animiertes Bild (SVG)
examples-label = { $technique }: Beispiele
pictures-label = { $technique }: das Beispiel als Bild
step-label = { $technique }: der Schritt
example-coming = Das Beispiel erscheint gleich…
no-example = Für diese Technik gibt es noch kein Beispielrätsel.
practise = Üben
practise-label = { $technique } üben
what-it-is = Worum es geht
why-it-works = Warum es funktioniert
variants = Varianten
builds-on = Beruht auf
