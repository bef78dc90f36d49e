# Pencilmark: My games and Print a booklet (Spanish, from locales/en/messages/games.ftl).

## My games: its list
games-count = { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
  }
games-show-more = Mostrar más partidas ({ $count } sin mostrar)
games-level-unknown = Nivel aún desconocido
games-entry-title = { $playing ->
    [yes] { $level }, la que estás jugando.
   *[no] { $level }.
  }
games-entry-solved = Resuelta en { $time }.
games-entry-progress = { $filled } de { $open } casillas rellenadas, { $time } de juego.
# $day: «hoy» or «ayer» (Intl.RelativeTimeFormat); $date: «3 dic».
games-when-day = { $day } a las { $time }
games-when-date = el { $date }
games-last-played = Jugada por última vez { $when }.
games-damaged-record = { $saved ->
    [known] No se ha podido leer una partida guardada (registro { $record }, guardado { $when }): su registro está dañado.
   *[unknown] No se ha podido leer una partida guardada (registro { $record }): su registro está dañado.
  }
# Review's word is index.ftl's (review--review).
games-review-label = Revisar: { $game }
games-delete = Borrar
games-delete-label = Borrar: { $game }
games-delete-confirm = ¿Borrar?
games-delete-confirm-label = ¿Borrar? Pulsa otra vez para borrar: { $game }

## Print a booklet: the dialog
booklet-note = Sudokus nuevos para imprimir, con sus soluciones en las últimas páginas. Se crean en este navegador (también sin conexión); con la misma semilla se vuelve a obtener el mismo cuadernillo.
booklet-kind-label = Sudokus
booklet-kind-level = Nivel
booklet-kind-technique = Técnica ({ $level })
booklet-count-label = Cuántos
booklet-per-page-label = Por página
booklet-per-page = { $count ->
    [one] { $count } sudoku
   *[other] { $count } sudokus
  }
booklet-paper-label = Papel
booklet-paper = { $paper ->
    [letter] Carta
   *[a4] A4
  }
booklet-title-label = Título
booklet-default-title = Sudoku
booklet-seed-label = Semilla
booklet-seed-any = cualquiera (se imprime en las páginas)
booklet-make = Crear e imprimir
booklet-print-again = Imprimir otra vez
booklet-making = Creando el sudoku { $number } de { $count }…
booklet-laying-out = Maquetando las páginas…
booklet-made = { $count ->
    [one] { $count } sudoku en { $pages } páginas ({ $paper }, semilla { $seed }). Se abre el cuadro de impresión del navegador: elige una impresora o Guardar como PDF.
   *[other] { $count } sudokus en { $pages } páginas ({ $paper }, semilla { $seed }). Se abre el cuadro de impresión del navegador: elige una impresora o Guardar como PDF.
  }
booklet-stopped = Detenido: no se ha creado ningún cuadernillo.
booklet-failed = No se ha podido crear el cuadernillo: { $error }
booklet-techniques-failed = No se han podido listar las técnicas ({ $error }): solo hay niveles.
booklet-bad-count-whole = La cantidad debe ser un número entero, no «{ $value }».
booklet-bad-count-range = La cantidad debe ir de 1 a { $most }, no { $count }.
booklet-bad-seed = La semilla debe ser un número entero de 0 a 2^64-1, no «{ $value }».
booklet-bad-title = El título debe ser un texto de { $most } caracteres como máximo.
booklet-bad-option = No se puede crear este cuadernillo: { $error }.

## Print a booklet: the words printed on its pages
booklet-level = { $level ->
    [0] Fácil
    [1] Medio
    [2] Difícil
    [3] Experto
    [4] Extremo
   *[other] nivel { $level }
  }
booklet-name-line = Nombre ____________________
booklet-foot = { $what } · semilla { $seed }
booklet-page-number = Página { $page } de { $pages }
booklet-page-title = { $heading }: página { $page } de { $pages }
booklet-puzzle = Sudoku { $number }
booklet-puzzle-description = Sudoku { $number }: { $puzzle }
booklet-solution = Solución { $number }
booklet-solution-description = Solución del sudoku { $number }: { $solution }
booklet-solutions-heading = { $title }: soluciones
