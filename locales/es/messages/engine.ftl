# Las palabras del motor sobre un sudoku que no puede leer, o sin solución o con
# varias (ver locales/en/messages/engine.ftl).

engine-character = { $kind ->
    [plain-space] « » (espacio)
    [tab] un tabulador
    [control] U+{ $code }
    [byte] el byte 0x{ $code }
    [surrogate] U+{ $code } (un sustituto suelto)
    [byte-order-mark] U+{ $code } (una marca de orden de bytes)
    [no-break-space] U+{ $code } (un espacio de no separación)
    [soft-hyphen] U+{ $code } (un guion blando)
    [wide-space] U+{ $code } (un espacio)
    [invisible] U+{ $code } (un carácter invisible)
   *[shown] «{ $character }»
  }
engine-forms = ; un sudoku se escribe como 81 caracteres, 729 notas, una cuadrícula impresa o de candidatos, una línea de la biblioteca de HoDoKu, una cadena o un enlace de SudokuWiki, un enlace de f-puzzles o SudokuPad, o una cadena de sudoku.coach
engine-bad-character = carácter no válido { engine-character } en la posición { $position }{ $where ->
    [cell] {" "}({ $cell })
    [slot] {" "}({ $cell }, hueco de candidato { $slot })
   *[none] {""}
  }{ $forms ->
    [yes] { engine-forms }
   *[no] {""}
  }
engine-bad-length = se esperaban 81 caracteres (o 729 para notas) y hay { $found }{ $forms ->
    [yes] { engine-forms }
   *[no] {""}
  }
engine-line81-length = se esperaban 81 caracteres y hay { $found }
engine-line729-length = se esperaban 729 caracteres y hay { $found }
engine-bad-mark = carácter no válido «{ $character }» en la posición { $position } ({ $cell }: el hueco de candidato { $slot } lleva «{ $slot }» o «.»)
engine-table-cells = se esperaban 81 casillas en la tabla y hay { $found }
engine-bad-grid-character = carácter no válido { engine-character } en la línea { $line } del texto, carácter { $column }
engine-grid-cells = se esperaban 81 casillas en la cuadrícula y hay { $found }
engine-candidate-grid-cells = se esperaban 81 casillas en la cuadrícula de candidatos y hay { $found }
engine-bad-library-character = carácter no válido { engine-character } en una línea de biblioteca, en la posición { $position }
engine-library-fields = una línea de biblioteca necesita al menos 5 campos separados por «:» y esta tiene { $found }
engine-bad-library-givens = carácter no válido { engine-character } en las pistas de una línea de biblioteca, en la posición { $position }
engine-library-cells = se esperaban 81 casillas en las pistas de una línea de biblioteca y hay { $found }
engine-library-deleted = un candidato eliminado de una línea de biblioteca se escribe número, fila, columna (como 436), en la posición { $position }
engine-s9b-length = una cadena S9B de SudokuWiki tiene 162 caracteres después de «S9B» y esta tiene { $found }
engine-no-candidates = { $cell } no tiene candidatos{ $why ->
    [library] {" "}(la línea de biblioteca los elimina todos)
    [givens] : cada una de sus notas es la pista de una casilla vecina
    [notes] : todas sus notas ya están colocadas
   *[none] {""}
  }
engine-duplicate = { $first } y { $second } son ambas { $digit } ({ stage-house })
engine-no-solution = no tiene solución
engine-multiple-solutions = tiene más de una solución
