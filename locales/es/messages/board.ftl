# Las palabras de un tablero para un lector de pantalla (web/board.js): los
# encabezados de filas y columnas, y la etiqueta de cada casilla. $digit es un
# número; $digits, números separados por espacios («3 4 6»).

board-row = Fila { $number }
board-column = Columna { $number }
cell-gap = {", "}
cell-given = pista { $digit }
cell-digit = { $digit }
cell-empty = vacía
cell-pencil-marks = notas { $digits }
cell-pencil-marks-coloured = notas { $digits }, de ellas { $colours }
cell-mark-colour = color { $colour } { $digits }
cell-corner-marks = notas de esquina { $digits }
cell-centre-marks = notas centrales { $digits }
cell-shown = candidatos mostrados { $digits }
cell-conflict = conflicto
cell-wrong = error
cell-hint = ayuda: { $role ->
    [pattern] patrón
    [cover] cobertura
    [pivot] pivote
    [fin] aleta
    [group] grupo
    [deadly] patrón mortal
    [extra] evita el patrón mortal
    [wrong] número erróneo
    [lit] casilla indicada
    [color-a] color A
    [color-b] color B
   *[other] { $role }
  }
cell-colour = color de casilla { $colour }
cell-can-go = el { $digit } puede ir aquí
cell-two-candidates = dos candidatos
