# Pencilmark: sharing a game and puzzles from outside: the Share menu, pictures of the
# board, share links, the puzzle box, files and photos (German, after
# locales/en/messages/share.ftl). Cells are named r1c1; "pencil marks" are "Notizen".

## The Share menu
share-link-copied = { $time ->
    [yes] Ein Link zu diesem Spiel, samt Notizen, Farben und deiner Zeit, ist in der Zwischenablage.
   *[no] Ein Link zu diesem Spiel, samt Notizen und Farben, ist in der Zwischenablage.
  }
share-text-copied = Das Spielfeld im Format „{ $form }“ ist in der Zwischenablage.
share-copy-refused = { $what ->
    [link] Dieser Browser hat das Kopieren nicht erlaubt: Der Link ist im Feld unter der Schaltfläche markiert, damit du ihn selbst kopieren kannst.
   *[text] Dieser Browser hat das Kopieren nicht erlaubt: Der Text ist im Feld unter der Schaltfläche markiert, damit du ihn selbst kopieren kannst.
  }
share-link-box = Link zu diesem Spiel
share-text-box = Das Spielfeld im Format „{ $form }“
share-text-failed = Das Spielfeld lässt sich nicht als Text ausgeben: { $error }.
share-open-failed = { $app ->
    [sudokuwiki] Das Spielfeld lässt sich nicht im Solver von SudokuWiki öffnen: { $error }.
   *[sudokupad] Das Spielfeld lässt sich nicht in SudokuPad öffnen: { $error }.
  }

## Pictures of the board
share-picture-no-step = Frag zuerst nach einem Tipp und lass dir seinen Schritt zeigen (oder geh die Lösung Schritt für Schritt durch): Das animierte Bild spielt einen Schritt ab.
share-picture-saved = Das Bild ist als { $file } in deinen Downloads gespeichert.
share-picture-failed = Das Bild konnte nicht erstellt werden: { $error }
share-picture-png-failed = Der Browser konnte das PNG nicht erstellen
picture-menu-name = Bild
picture-menu-choice = { $choice ->
    [picture-png] Bild (PNG)
    [picture-hint] Animiertes Bild (SVG)
   *[picture-svg] Bild (SVG)
  }
picture-menu-no-step = Das Bild konnte nicht erstellt werden: Es wird kein Schritt angezeigt, der sich animieren ließe

## Why a link to a game (?g=) does not open: said after „Dieser Link konnte nicht geöffnet werden:“
## (page.ftl's link-unopened), so each is a sentence. "er" is the link.
## $what (share-link-field-*) is always in the dative: "vor { $what }", "bei { $what }".
share-link-empty = Er ist leer
share-link-version = Seine Version „{ $version }“ kann diese Seite nicht lesen (vielleicht stammt er von einer neueren Version von Pencilmark)
share-link-unpack = Seine Daten lassen sich nicht entpacken: Der Link ist abgeschnitten oder verändert
share-link-check = Seine Prüfsumme passt nicht zu seinen Daten: Der Link ist abgeschnitten oder verändert
share-link-ends-before = Er endet vor { $what }: Der Link ist abgeschnitten
share-link-not-digit = Bei { $what } steht „{ $character }“, keine Ziffer zur Basis 32
share-link-beyond = Bei { $what } steht { $value }, mehr als { $most }
share-link-givens-repeat = Seine Vorgaben wiederholen eine Ziffer in einer Zeile, einer Spalte oder einem Block
share-link-no-givens = Er hat keine Vorgaben
share-link-no-candidates = Sein Kandidaten-Rätsel lässt einer Zelle keinen Kandidaten übrig oder schließt gar keinen aus
share-link-no-notes = Er führt keine Zelle mit Eck- oder Mittelnotizen auf
share-link-notes-order = Seine Eck- und Mittelnotizen nennen { $cell } außer der Reihe, oder { $cell } ist eine Vorgabe
share-link-notes-empty = Er führt { $cell } ohne Eck- oder Mittelnotizen auf
share-link-colours-order = Seine Farben nennen { $cell } außer der Reihe
share-link-colours-empty = Seine Farben führen { $cell } ohne Farbe auf
share-link-colours-unmarked = Er färbt einen Kandidaten von { $cell }, der nicht notiert ist
share-link-unreadable = Er lässt sich nicht lesen ({ $error })
share-link-reader-failed = Die Seite konnte ihren Code zum Lesen von Links nicht laden ({ $error })
# The parts of a link, in the dative (see above).
share-link-field-flags = den Flags
share-link-field-clock = der Uhr
share-link-field-digit = der Ziffer von { $cell }
share-link-field-candidates = den Kandidaten des Rätsels in { $cell }
share-link-field-marks = den Notizen in { $cell }
share-link-field-taken = den aus { $cell } entfernten Notizen
share-link-field-notes-count = der Anzahl der Zellen mit Eck- oder Mittelnotizen
share-link-field-notes-cell = einer Zelle mit Eck- oder Mittelnotizen
share-link-field-corner = den Ecknotizen in { $cell }
share-link-field-centre = den Mittelnotizen in { $cell }
share-link-field-coloured-cell = einer gefärbten Zelle
share-link-field-mark-colour = der Farbe der { $digit } in { $cell }
share-link-field-cell-colour = der Farbe von { $cell }

## The puzzle box
puzzle-loaded = Rätsel geladen.
puzzle-not-kept = Nicht übernommen: { $lost }.
puzzle-lost-corner-marks = { $count ->
    [one] die Ecknotizen von { $count } Zelle
   *[other] die Ecknotizen von { $count } Zellen
  }
puzzle-lost-colours = die Farben
puzzle-too-long = Dieser Text ist { $count } Zeichen lang: zu lang für ein einzelnes Rätsel (ein Rätsel in jedem Format, selbst ein Notizengitter mit Rahmen, braucht höchstens ein paar Tausend). Er steht noch im Feld, damit du ihn kürzen kannst.

## Typing the givens
# „Spiel starten“: the Type the givens button's second word ("Start playing"), which index.ftl does not have yet.
givens-type = Tippe die Ziffern des Rätsels ins Spielfeld und drücke dann auf „Spiel starten“.
givens-engine-loading = Die Engine wird noch geladen.
givens-not-one-solution = { $status ->
    [multiple] Dieses Rätsel hat mehr als eine Lösung: Füge weitere Vorgaben hinzu.
   *[none] Dieses Rätsel hat keine Lösung: Prüfe die eingetippten Ziffern.
  }
givens-ready = Rätsel bereit: Viel Glück!

## A file of puzzles. $file: the file's name.
file-engine-loading = { $file } wurde nicht geöffnet: Die Engine wird noch geladen. Öffne die Datei gleich noch einmal.
file-too-large = { $file } ist { $bytes } Bytes groß: zu groß für eine Rätseldatei.
file-unread = { $file } konnte nicht gelesen werden: { $error }.
file-no-puzzle = { $file } enthält kein Rätsel, das Pencilmark lesen kann: { $error }.
file-list = { $listed ->
    [first] { $file } hat { $lines } Zeilen: { $count } Rätsel sind aufgelistet (aus den ersten { $most } Zeilen). Wähle eines zum Spielen aus.
    [skipped] { $skipped ->
        [one] { $file } hat { $lines } Zeilen: { $count } Rätsel und { $skipped } Zeile, die kein Rätsel ist. Wähle eines zum Spielen aus.
       *[other] { $file } hat { $lines } Zeilen: { $count } Rätsel und { $skipped } Zeilen, die keine Rätsel sind. Wähle eines zum Spielen aus.
      }
   *[all] { $file } hat { $lines } Zeilen: { $count } Rätsel. Wähle eines zum Spielen aus.
  }
file-listed = { $file }: { $count } Rätsel zur Auswahl.
file-puzzle = Rätsel { $number }: { $givens } Vorgaben
file-added = { $count ->
    [one] { $count } Rätsel wurde zu „Meine Spiele“ hinzugefügt.
   *[other] { $count } Rätsel wurden zu „Meine Spiele“ hinzugefügt.
  }
file-not-added = { $count ->
    [one] Nicht hinzugefügt, weil es keine oder mehrere Lösungen hat: Rätsel { $puzzles }.
   *[other] Nicht hinzugefügt, weil sie keine oder mehrere Lösungen haben: Rätsel { $puzzles }.
  }

## A photo of a puzzle
photo-engine-loading = Das Foto wurde nicht gelesen: Die Engine wird noch geladen. Versuche es gleich noch einmal.
photo-not-picture = { $named ->
    [yes] { $file } konnte in diesem Browser nicht als Bild geöffnet werden.
   *[no] Das Bild konnte in diesem Browser nicht geöffnet werden.
  }
photo-reading = Das Foto wird gelesen…
photo-no-grid = Auf dem Foto wurde kein Sudoku-Gitter gefunden. Versuche es noch einmal mit dem ganzen Gitter im Bild, gerade von vorn und bei gutem Licht.
photo-unread = Das Foto konnte nicht gelesen werden: { $error }.
photo-read = { $count ->
    [0] Foto gelesen.
   *[other] Foto gelesen: Prüfe die eingekreisten Zellen.
  }
photo-digits-read = { $count ->
    [0] { $read ->
        [one] { $read } Ziffer erkannt
       *[other] { $read } Ziffern erkannt
    }. Tippe auf eine Zelle, um sie zu korrigieren, und dann auf „Dieses Rätsel spielen“.
    [one] { $read ->
        [one] { $read } Ziffer erkannt
       *[other] { $read } Ziffern erkannt
    }. Prüfe die eingekreiste Zelle ({ $cells }): Tippe darauf und dann auf ihre Ziffer.
   *[other] { $read ->
        [one] { $read } Ziffer erkannt
       *[other] { $read } Ziffern erkannt
    }. Prüfe die eingekreisten Zellen ({ $cells }): Tippe auf eine davon und dann auf ihre Ziffer.
  }
photo-empty = Leeren
photo-canvas-label = Das Foto mit umrandetem Gitter und den erkannten Ziffern: { $puzzle }
photo-cell-read = { $digit ->
    [0] { $cell }: als leer erkannt. Ihre Ziffer:
   *[other] { $cell }: als { $digit } erkannt. Ihre Ziffer:
  }
photo-cell-fixed = { $digit ->
    [0] { $cell }: leer.
   *[other] { $cell }: { $digit }.
  }
