# Pencilmark: My games and Print a booklet, and the words printed on a booklet's pages
# (German, after locales/en/messages/games.ftl). "Seed" is "Startwert".

## My games: its list
games-count = { $count ->
    [one] { $count } Spiel
   *[other] { $count } Spiele
  }
games-show-more = Mehr Spiele anzeigen ({ $count } nicht angezeigt)
games-level-unknown = Schwierigkeit noch nicht bekannt
games-entry-title = { $playing ->
    [yes] { $level }, wird gerade gespielt.
   *[no] { $level }.
  }
games-entry-solved = Gelöst in { $time }.
games-entry-progress = { $filled } von { $open } Zellen ausgefüllt, { $time } gespielt.
# $day: "heute" or "gestern" (Intl); $date: as "3. Dez." (Intl).
games-when-day = { $day } um { $time }
games-when-date = am { $date }
# No final period: $when can end in an abbreviation's ("am 3. Dez.").
games-last-played = Zuletzt gespielt { $when }
games-damaged-record = { $saved ->
    [known] Ein gespeichertes Spiel (Datensatz { $record }, gespeichert { $when }) konnte nicht gelesen werden: Seine Daten sind beschädigt.
   *[unknown] Ein gespeichertes Spiel (Datensatz { $record }) konnte nicht gelesen werden: Seine Daten sind beschädigt.
  }
# "Analyse" is the page's word for the Review button.
games-review-label = Analyse: { $game }
games-delete = Löschen
games-delete-label = Löschen: { $game }
games-delete-confirm = Löschen?
games-delete-confirm-label = Löschen? Zum Löschen noch einmal drücken: { $game }

## Print a booklet: the dialog
booklet-note = Neue Rätsel zum Ausdrucken, mit ihren Lösungen auf den letzten Seiten. Sie werden in diesem Browser erstellt (auch offline); derselbe Startwert ergibt wieder dasselbe Rätselheft.
booklet-kind-label = Rätsel
booklet-kind-level = Schwierigkeit
booklet-kind-technique = Technik ({ $level })
booklet-count-label = Anzahl
booklet-per-page-label = Pro Seite
booklet-per-page = { $count ->
    [one] { $count } Rätsel
   *[other] { $count } Rätsel
  }
booklet-paper-label = Papier
booklet-paper = { $paper ->
    [letter] US Letter
   *[a4] A4
  }
booklet-title-label = Titel
booklet-default-title = Sudoku
booklet-seed-label = Startwert
booklet-seed-any = beliebig (wird auf die Seiten gedruckt)
booklet-make = Erstellen und drucken
booklet-print-again = Erneut drucken
booklet-making = Rätsel { $number } von { $count } wird erstellt…
booklet-laying-out = Die Seiten werden gesetzt…
# „Als PDF speichern“: the print dialog's own words in German browsers.
booklet-made = { $count ->
    [one] { $count } Rätsel auf { $pages } Seiten ({ $paper }, Startwert { $seed }). Der Druckdialog deines Browsers öffnet sich: Wähle einen Drucker oder „Als PDF speichern“.
   *[other] { $count } Rätsel auf { $pages } Seiten ({ $paper }, Startwert { $seed }). Der Druckdialog deines Browsers öffnet sich: Wähle einen Drucker oder „Als PDF speichern“.
  }
booklet-stopped = Abgebrochen: Es wurde kein Rätselheft erstellt.
booklet-failed = Das Rätselheft konnte nicht erstellt werden: { $error }
booklet-techniques-failed = Die Techniken konnten nicht aufgelistet werden ({ $error }): nur Schwierigkeitsstufen.
booklet-bad-count-whole = Die Anzahl muss eine ganze Zahl sein, nicht „{ $value }“.
booklet-bad-count-range = Die Anzahl muss zwischen 1 und { $most } liegen, nicht { $count }.
booklet-bad-seed = Der Startwert muss eine ganze Zahl von 0 bis 2^64-1 sein, nicht „{ $value }“.
booklet-bad-title = Der Titel darf höchstens { $most } Zeichen lang sein.
booklet-bad-option = Dieses Rätselheft kann nicht erstellt werden: { $error }.

## Print a booklet: the words printed on its pages
booklet-level = { $level ->
    [0] Leicht
    [1] Mittel
    [2] Schwer
    [3] Experte
    [4] Extrem
   *[other] Stufe { $level }
  }
booklet-name-line = Name ____________________
booklet-foot = { $what } · Startwert { $seed }
booklet-page-number = Seite { $page } von { $pages }
booklet-page-title = { $heading }: Seite { $page } von { $pages }
booklet-puzzle = Rätsel { $number }
booklet-puzzle-description = Rätsel { $number }: { $puzzle }
booklet-solution = Lösung { $number }
booklet-solution-description = Lösung von Rätsel { $number }: { $solution }
booklet-solutions-heading = { $title }: Lösungen
