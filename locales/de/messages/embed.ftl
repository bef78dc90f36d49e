# Ein Spielfeld, das in eine andere Seite eingebettet ist (<pencilmark-board>, web/embed.js):
# seine Knöpfe und die Wörter darunter (Deutsch, nach locales/en/messages/embed.ftl).

board-label = Sudoku-Spielfeld
# Die Überschrift eines Tipps oder Schritts vor seinen Wörtern: „Wohin schauen. In Zeile 3 …“
board-title = { $title }.{" "}
board-complete = Das Spielfeld ist vollständig ausgefüllt.
# $technique: der Name der Technik, wie die Engine ihn sagt (Genus unbekannt: kein Artikel).
find-technique = Finde den Schritt: { $technique }.
find-next-step = Finde den nächsten Schritt.
button-hint = Tipp
button-apply = Anwenden
button-undo = Rückgängig
show-answer = Auflösung zeigen
start-again = Von vorn beginnen
puzzle-done = Geschafft: { $technique } angewendet. Mit „Von vorn beginnen“ kannst du es dir noch einmal ansehen.
previous-step = Vorheriger Schritt
next-step = Nächster Schritt
button-play = Abspielen
button-pause = Pause
replay-solved = Dieses Rätsel ist bereits gelöst: Es gibt keine Schritte zum Anzeigen.
