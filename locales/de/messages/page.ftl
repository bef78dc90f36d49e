# Pencilmark: die Meldungen der Seite (Deutsch, nach locales/en/messages/page.ftl).
# Zellen heißen r1c1; Ziffern stehen mit Artikel: „die 5“.

ready = Bereit.
start-playing = Spiel starten
making-puzzle = Neues Rätsel wird erstellt…
new-puzzle = { $level ->
    [0] Neues Rätsel (Schwierigkeit: Leicht).
    [1] Neues Rätsel (Schwierigkeit: Mittel).
    [2] Neues Rätsel (Schwierigkeit: Schwer).
    [3] Neues Rätsel (Schwierigkeit: Experte).
   *[4] Neues Rätsel (Schwierigkeit: Extrem).
  }
game-unreadable = Dieses Spiel konnte nicht geladen werden.
game-back = Dein Spiel ist wieder da, so wie du es verlassen hast.
link-unopened = Dieser Link konnte nicht geöffnet werden: { $error }. Das Spiel, das du offen hattest, ist noch da, so wie du es verlassen hast.
current-game-damaged = Das Spiel, das du gespielt hast, konnte nicht gelesen werden (seine gespeicherten Daten sind beschädigt), deshalb ist jetzt { $other ->
    [other] dein zuletzt gespieltes anderes Spiel
   *[any] ein anderes Spiel
  } geöffnet. Das beschädigte findest du unter „Meine Spiele“.

## Storage
history-dropped = { $count ->
    [0] Kein beendetes Spiel hat einen Rückgängig-Verlauf, der gelöscht werden könnte: Lösche Spiele unter „Meine Spiele“, um Speicher freizugeben.
    [one] Der Rückgängig-Verlauf eines beendeten Spiels wurde gelöscht, um Speicher freizugeben, und dein Spiel ist wieder gespeichert.
   *[other] Der Rückgängig-Verlauf von { $count } beendeten Spielen wurde gelöscht, um Speicher freizugeben, und dein Spiel ist wieder gespeichert.
  }
history-dropped-still-full = { $count ->
    [one] Der Rückgängig-Verlauf eines beendeten Spiels wurde gelöscht, aber der Speicher ist immer noch voll: Lösche Spiele unter „Meine Spiele“, um mehr Platz zu schaffen.
   *[other] Der Rückgängig-Verlauf von { $count } beendeten Spielen wurde gelöscht, aber der Speicher ist immer noch voll: Lösche Spiele unter „Meine Spiele“, um mehr Platz zu schaffen.
  }
damaged-games = { $count ->
    [one] Ein gespeichertes Spiel konnte nicht gelesen werden: Seine Daten sind beschädigt. Du findest es unter „Meine Spiele“ und kannst es dort löschen.
   *[other] { $count } gespeicherte Spiele konnten nicht gelesen werden: Ihre Daten sind beschädigt. Du findest sie unter „Meine Spiele“ und kannst sie dort löschen.
  }
option-not-kept = Dieser Browser hat die Einstellung nicht gespeichert: Sie gilt nur, bis du die Seite schließt.

## Other tabs
deleted-elsewhere = Dieses Spiel wurde in einem anderen Tab gelöscht. Hier bleibt es erhalten, da du es gerade spielst.
played-elsewhere = Dieses Spiel wurde in einem anderen Tab weitergespielt: Das Spielfeld zeigt die Züge von dort.
changed-elsewhere = Dieses Spiel wurde im selben Moment in einem anderen Tab geändert: Das Spielfeld zeigt das Spiel aus dem anderen Tab, und dein letzter Zug hier wurde nicht übernommen.

## Playing
digit-clashes = Die { $digit } in { $cell } kollidiert mit der { $digit } in { $peers }.
digit-wrong = Die { $digit } in { $cell } stimmt nicht mit der Lösung überein.
solved = Gelöst in { $time }. Gut gemacht!
paused = Pausiert: Das Spielfeld ist verdeckt, und die Uhr steht.
mode-digits = Ziffernmodus: Ziffern werden in die Zellen eingetragen.
mode-marks = Notizmodus: Ziffern setzen oder entfernen Notizen.
mode-colour = Farbmodus: Eine Ziffer färbt ihre Notiz reihum in Farbe A, B, C, D und entfernt die Farbe dann wieder; „Zellfarbe“ (oder Umschalt+1–6) färbt die Zelle selbst. „Löschen“ entfernt die Farben einer Zelle.
mode-marks-3x3 = Notizmodus: Ziffern setzen oder entfernen Notizen (3×3).
mode-marks-corner = Ecknotizmodus: Ziffern setzen oder entfernen Ecknotizen (wo eine Ziffer in ihrem Block stehen kann; sie schränken die Kandidaten der Zelle nicht ein).
mode-marks-centre = Mittelnotizmodus: Ziffern setzen oder entfernen Mittelnotizen (die Kandidaten einer Zelle, wenn sie keine 3×3-Notizen hat).
marks-hidden = { $kind ->
    [corner] In { $cell } sind die 3×3-Notizen zu sehen; die Ecknotizen erscheinen, sobald diese weg sind.
   *[centre] In { $cell } sind die 3×3-Notizen zu sehen; die Mittelnotizen erscheinen, sobald diese weg sind.
  }
bivalue-on = Zellen mit genau zwei Kandidaten sind eingefärbt (noch einmal B zum Ausschalten).
bivalue-off = Zellen mit zwei Kandidaten sind nicht mehr eingefärbt.
colours-cleared = Farben entfernt.
colours-off-cell = Farben von { $cell } entfernt.
colours-need-empty = Farben werden auf Notizen gesetzt: Wähle eine leere Zelle.
colours-need-mark = Trage zuerst die { $digit } als Notiz in { $cell } ein: Farben werden auf Notizen gesetzt.
mark-coloured = { $digit } in { $cell }: { $colour ->
    [1] Farbe A
    [2] Farbe B
    [3] Farbe C
    [4] Farbe D
   *[0] keine Farbe
  }.
cell-coloured = { $count ->
    [one] { $where }
   *[other] { $count } Zellen
  }: Zellfarbe { $colour }.
cell-colour-off = Zellfarbe von { $count ->
    [one] { $where }
   *[other] { $count } Zellen
  } entfernt.
undone-unsolved = Dein letzter Zug wurde rückgängig gemacht: Das Spiel ist nicht mehr gelöst, und seine Uhr läuft wieder.
marks-filled = Notizen anhand der Ziffern auf dem Spielfeld ausgefüllt.
solved-shown = Gelöst: Das Spielfeld zeigt die eindeutige Lösung.
digits-wrong = { $count ->
    [one] Eine Ziffer ist falsch: { $cells }.
   *[other] { $count } Ziffern sind falsch: { $cells }.
  }
digits-right = Alle Ziffern auf dem Spielfeld sind bis jetzt richtig.
live-marks = Automatische Notizen: Jede leere Zelle zeigt ihre Kandidaten, und sie passen sich jeder Ziffer an, die du einträgst.

## A puzzle that cannot be played
game-off = { $status ->
    [multiple] Dieses Rätsel hat mehr als eine Lösung und lässt sich daher nicht eindeutig lösen
   *[none] Dieses Rätsel hat keine Lösung, weil sich einige seiner Vorgaben widersprechen
  }: „Tipp“, „Prüfen“, „Lösen“, „Bewerten“ und „Schritt für Schritt“ sind für dieses Spiel deaktiviert, und „Meine Spiele“ behält es, wie es ist.
game-off-error = Dieses Spiel kann nicht gespielt werden: { $error }. „Tipp“, „Prüfen“, „Lösen“, „Bewerten“ und „Schritt für Schritt“ sind für dieses Spiel deaktiviert, und „Meine Spiele“ behält es, wie es ist.
game-off-techniques = Die Tipps dieses Spiels schließen { $techniques } aus, die diese Version von Pencilmark nicht kennt, deshalb sind keine Tipps möglich: „Tipp“, „Prüfen“, „Lösen“, „Bewerten“ und „Schritt für Schritt“ sind für dieses Spiel deaktiviert, und „Meine Spiele“ behält es, wie es ist.
game-off-technique-key = „{ $key }“
link-not-one-solution = Das verlinkte Rätsel wurde weder geöffnet noch zu deinen Spielen hinzugefügt: { $status ->
    [multiple] Dieses Rätsel hat mehr als eine Lösung und lässt sich daher nicht eindeutig lösen
   *[none] Dieses Rätsel hat keine Lösung, weil sich einige seiner Vorgaben widersprechen
  }.
puzzle-not-one-solution = { $status ->
    [multiple] Dieses Rätsel hat mehr als eine Lösung und lässt sich daher nicht eindeutig lösen. Es wurde nicht zu deinen Spielen hinzugefügt.
   *[none] Dieses Rätsel hat keine Lösung, weil sich einige seiner Vorgaben widersprechen. Es wurde nicht zu deinen Spielen hinzugefügt.
  }
link-not-opened = Das verlinkte Rätsel wurde weder geöffnet noch zu deinen Spielen hinzugefügt: { $error }.

## Languages
language-words-failed = Die Texte für { $language } konnten nicht geladen werden ({ $error }): Die Tipps bleiben auf Englisch, bis sie geladen sind.
language-page-failed = Die Texte der Seite für { $language } konnten nicht geladen werden ({ $error }): Die Seite bleibt auf Englisch, bis sie geladen sind.
language-not-kept = Dieser Browser hat deine Sprache nicht für deinen nächsten Besuch gespeichert: Sie gilt nur für diesen.

## Storage problems (the note over the board, and My games)
storage-full = Der Speicher dieses Browsers für Pencilmark ist voll, daher werden deine letzten Züge nicht gespeichert. Nichts bisher Gespeichertes wurde gelöscht, und du kannst weiterspielen; gib etwas Speicher frei (oder lösche Spiele unter „Meine Spiele“), damit wieder gespeichert wird.
storage-blocked = Dieser Browser lässt Pencilmark keine Spiele speichern (privates Fenster oder Speicher deaktiviert). Du kannst weiterspielen, aber deine Spiele gehen verloren, wenn du die Seite schließt.

## Between two sentences said together: a space, or none where sentences are not spaced.
sentence-gap = {" "}

## A hint and a replay (the page's and an embedded board's)
where-to-look = Wohin schauen
waiting = Der nächste Schritt wird gesucht…
replay-title = Schritt { $step } von { $steps }: { $name }
