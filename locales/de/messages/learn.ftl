# Pencilmark: the daily puzzle, Practise, the statistics and the Techniques page's
# example boards (German, after locales/en/messages/learn.ftl).

# A level, by its number (0 to 4), as the level menu names it.
level-name = { $level ->
    [0] Leicht
    [1] Mittel
    [2] Schwer
    [3] Experte
    [4] Extrem
   *[other] Stufe { $level }
  }
engine-loading = Die Engine wird noch geladen: Versuche es gleich noch einmal.

## The daily puzzle
daily-new = { $level ->
    [0] Heutiges Tagesrätsel ({ $day }, Schwierigkeit: Leicht).
    [1] Heutiges Tagesrätsel ({ $day }, Schwierigkeit: Mittel).
    [2] Heutiges Tagesrätsel ({ $day }, Schwierigkeit: Schwer).
    [3] Heutiges Tagesrätsel ({ $day }, Schwierigkeit: Experte).
   *[4] Heutiges Tagesrätsel ({ $day }, Schwierigkeit: Extrem).
  }
daily-playing = { $level ->
    [0] Heutiges Tagesrätsel ({ $day }, Schwierigkeit: Leicht): Du spielst es gerade.
    [1] Heutiges Tagesrätsel ({ $day }, Schwierigkeit: Mittel): Du spielst es gerade.
    [2] Heutiges Tagesrätsel ({ $day }, Schwierigkeit: Schwer): Du spielst es gerade.
    [3] Heutiges Tagesrätsel ({ $day }, Schwierigkeit: Experte): Du spielst es gerade.
   *[4] Heutiges Tagesrätsel ({ $day }, Schwierigkeit: Extrem): Du spielst es gerade.
  }
daily-back = { $level ->
    [0] Heutiges Tagesrätsel ({ $day }, Schwierigkeit: Leicht): Dein Spiel ist wieder da.
    [1] Heutiges Tagesrätsel ({ $day }, Schwierigkeit: Mittel): Dein Spiel ist wieder da.
    [2] Heutiges Tagesrätsel ({ $day }, Schwierigkeit: Schwer): Dein Spiel ist wieder da.
    [3] Heutiges Tagesrätsel ({ $day }, Schwierigkeit: Experte): Dein Spiel ist wieder da.
   *[4] Heutiges Tagesrätsel ({ $day }, Schwierigkeit: Extrem): Dein Spiel ist wieder da.
  }

## Practise
practise-option = { $technique } (Wertung { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) })
practise-unknown = Es gibt keine Technik „{ $key }“ zum Üben: Wähle eine aus der Liste.
practise-looking = Suche nach einem Rätsel mit { $technique }: bisher { NUMBER($tried, useGrouping: 0) } Rätsel geprüft…
practise-not-found = In { NUMBER($tries, useGrouping: 0) } Versuchen wurde kein Rätsel mit { $technique } gefunden. Jede Suche erstellt neue Rätsel: Versuche es noch einmal oder wähle eine andere Technik.
practise-not-used = Das gefundene Rätsel verwendet { $technique } doch nicht
practise-stopped = Abgebrochen.
practise-failed = Die Suche ist fehlgeschlagen: { $error }.
# The technique's gender is unknown: no pronoun refers to it.
practise-note = Übe { $technique }: Das ist hier der nächste Schritt. Drücke auf „Tipp“, um zu sehen, wo du hinschauen musst.
practise-note-left-out = { practise-note } Damit diese Technik zum Zug kommt, schließen die Tipps dieses Spiels { $techniques } aus.
practise-note-left-out-count = { practise-note } Damit diese Technik zum Zug kommt, schließen die Tipps dieses Spiels { $count } Techniken aus, die sonst zuerst an der Reihe wären.

## The statistics: why they are not kept
stats-full = Deine Statistik kann nicht gespeichert werden: Der Speicher dieses Browsers für Pencilmark ist voll. Sie zählt weiter, bis du die Seite schließt.
stats-blocked = Dieser Browser lässt Pencilmark keine Statistik speichern (privates Fenster oder Speicher deaktiviert): Sie geht verloren, wenn du die Seite schließt.

## The Techniques page's examples
technique-example-board = { $technique }: Beispielspielfeld
technique-example-failed = Das Beispiel konnte nicht angezeigt werden: { $error }.
technique-board-unread = Das für dieses Beispiel berechnete Spielfeld konnte nicht gelesen werden
technique-not-used = Die Lösung dieses Rätsels verwendet { $technique } nicht
technique-picture-failed = Das Bild konnte nicht erstellt werden: { $error }.
