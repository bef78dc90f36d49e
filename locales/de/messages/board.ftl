# Die Wörter eines Spielfelds für einen Screenreader (web/board.js): die Köpfe der
# Zeilen und Spalten und die Beschriftung jeder Zelle. $digit ist eine Ziffer;
# $digits sind Ziffern mit Leerzeichen dazwischen („3 4 6“).

board-row = Zeile { $number }
board-column = Spalte { $number }
cell-gap = {", "}
cell-given = Vorgabe { $digit }
cell-digit = { $digit }
cell-empty = leer
cell-pencil-marks = Notizen { $digits }
cell-pencil-marks-coloured = Notizen { $digits }, davon { $colours }
cell-mark-colour = Farbe { $colour } { $digits }
cell-corner-marks = Ecknotizen { $digits }
cell-centre-marks = Mittelnotizen { $digits }
cell-shown = angezeigte Kandidaten { $digits }
cell-conflict = Konflikt
cell-wrong = falsch
cell-hint = Tipp: { $role ->
    [pattern] Muster
    [cover] abdeckende Zelle
    [pivot] Pivot
    [fin] Flosse
    [group] Gruppe
    [deadly] Deadly Pattern
    [extra] verhindert das Deadly Pattern
    [wrong] falsche Ziffer
    [lit] genannte Zelle
    [color-a] Farbe A
    [color-b] Farbe B
   *[other] { $role }
  }
cell-colour = Zellfarbe { $colour }
cell-can-go = die { $digit } kann hier stehen
cell-two-candidates = zwei Kandidaten
