# Die Worte der Engine zu einem Rätsel, das sie nicht lesen kann oder das keine
# oder mehrere Lösungen hat (siehe locales/en/messages/engine.ftl).

engine-character = { $kind ->
    [plain-space] „ “ (Leerzeichen)
    [tab] ein Tabulator
    [control] U+{ $code }
    [byte] Byte 0x{ $code }
    [surrogate] U+{ $code } (ein einzelnes Surrogat)
    [byte-order-mark] U+{ $code } (eine Byte-Order-Mark)
    [no-break-space] U+{ $code } (ein geschütztes Leerzeichen)
    [soft-hyphen] U+{ $code } (ein weicher Trennstrich)
    [wide-space] U+{ $code } (ein Leerzeichen)
    [invisible] U+{ $code } (ein unsichtbares Zeichen)
   *[shown] „{ $character }“
  }
engine-forms = ; ein Rätsel ist eines davon: 81 Zeichen, 729 Notizen, ein gedrucktes Gitter oder Kandidatengitter, eine Zeile der HoDoKu-Bibliothek, eine SudokuWiki-Zeichenkette oder ein SudokuWiki-Link, ein f-puzzles- oder SudokuPad-Link oder eine sudoku.coach-Zeichenkette
engine-bad-character = ungültiges Zeichen { engine-character } an Position { $position }{ $where ->
    [cell] {" "}({ $cell })
    [slot] {" "}({ $cell }, Kandidatenplatz { $slot })
   *[none] {""}
  }{ $forms ->
    [yes] { engine-forms }
   *[no] {""}
  }
engine-bad-length = 81 Zeichen erwartet (oder 729 für Notizen), { $found } gefunden{ $forms ->
    [yes] { engine-forms }
   *[no] {""}
  }
engine-line81-length = 81 Zeichen erwartet, { $found } gefunden
engine-line729-length = 729 Zeichen erwartet, { $found } gefunden
engine-bad-mark = ungültiges Zeichen „{ $character }“ an Position { $position } ({ $cell }: Kandidatenplatz { $slot } enthält „{ $slot }“ oder „.“)
engine-table-cells = 81 Zellen in der Tabelle erwartet, { $found } gefunden
engine-bad-grid-character = ungültiges Zeichen { engine-character } in Textzeile { $line }, Stelle { $column }
engine-grid-cells = 81 Zellen im Gitter erwartet, { $found } gefunden
engine-candidate-grid-cells = 81 Zellen im Kandidatengitter erwartet, { $found } gefunden
engine-bad-library-character = ungültiges Zeichen { engine-character } in einer Bibliothekszeile, an Position { $position }
engine-library-fields = eine Bibliothekszeile braucht mindestens 5 durch „:“ getrennte Felder, { $found } gefunden
engine-bad-library-givens = ungültiges Zeichen { engine-character } in den Vorgaben einer Bibliothekszeile, an Position { $position }
engine-library-cells = 81 Zellen in den Vorgaben einer Bibliothekszeile erwartet, { $found } gefunden
engine-library-deleted = ein gestrichener Kandidat einer Bibliothekszeile wird als Ziffer, Zeile, Spalte geschrieben (etwa 436), an Position { $position }
engine-s9b-length = eine SudokuWiki-S9B-Zeichenkette hat 162 Zeichen nach „S9B“, { $found } gefunden
engine-no-candidates = { $cell } hat keine Kandidaten{ $why ->
    [library] {" "}(die Bibliothekszeile streicht sie alle)
    [givens] : Jede ihrer Notizen ist die Vorgabe einer Nachbarzelle
    [notes] : Ihre Notizen sind alle schon gesetzt
   *[none] {""}
  }
engine-duplicate = { $first } und { $second } sind beide { $digit } ({ stage-house })
engine-no-solution = keine Lösung
engine-multiple-solutions = mehr als eine Lösung
