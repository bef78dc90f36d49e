# Pencilmark: the daily puzzle, Practise, the statistics and the Techniques page's
# example boards (Spanish, from locales/en/messages/learn.ftl).

level-name = { $level ->
    [0] Fácil
    [1] Medio
    [2] Difícil
    [3] Experto
    [4] Extremo
   *[other] Nivel { $level }
  }
engine-loading = El motor todavía se está cargando: inténtalo de nuevo en un momento.

## The daily puzzle
daily-new = { $level ->
    [0] Sudoku del día ({ $day }, nivel: Fácil).
    [1] Sudoku del día ({ $day }, nivel: Medio).
    [2] Sudoku del día ({ $day }, nivel: Difícil).
    [3] Sudoku del día ({ $day }, nivel: Experto).
   *[4] Sudoku del día ({ $day }, nivel: Extremo).
  }
daily-playing = { $level ->
    [0] Sudoku del día ({ $day }, nivel: Fácil): ya lo estás jugando.
    [1] Sudoku del día ({ $day }, nivel: Medio): ya lo estás jugando.
    [2] Sudoku del día ({ $day }, nivel: Difícil): ya lo estás jugando.
    [3] Sudoku del día ({ $day }, nivel: Experto): ya lo estás jugando.
   *[4] Sudoku del día ({ $day }, nivel: Extremo): ya lo estás jugando.
  }
daily-back = { $level ->
    [0] Sudoku del día ({ $day }, nivel: Fácil): aquí tienes tu partida.
    [1] Sudoku del día ({ $day }, nivel: Medio): aquí tienes tu partida.
    [2] Sudoku del día ({ $day }, nivel: Difícil): aquí tienes tu partida.
    [3] Sudoku del día ({ $day }, nivel: Experto): aquí tienes tu partida.
   *[4] Sudoku del día ({ $day }, nivel: Extremo): aquí tienes tu partida.
  }

## Practise
practise-option = { $technique } (calificación { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) })
practise-unknown = No hay ninguna técnica «{ $key }» para practicar: elige una de la lista.
practise-looking = Buscando un sudoku que use { $technique }: { NUMBER($tried, useGrouping: 0) } sudokus probados hasta ahora…
practise-not-found = No se ha encontrado ningún sudoku que use { $technique } en { NUMBER($tries, useGrouping: 0) } intentos. Cada búsqueda crea sudokus nuevos: inténtalo otra vez o elige otra técnica.
practise-not-used = al final, el sudoku encontrado no usa { $technique }
practise-stopped = Búsqueda detenida.
practise-failed = La búsqueda ha fallado: { $error }.
practise-note = Practica { $technique }: es el siguiente paso aquí. Pulsa Ayuda para ver dónde mirar.
practise-note-left-out = { practise-note } Para que aparezca, las ayudas de esta partida excluyen { $techniques }.
practise-note-left-out-count = { practise-note } Para que aparezca, las ayudas de esta partida excluyen { $count } técnicas que irían antes.

## The statistics: why they are not kept
stats-full = No se pueden guardar tus estadísticas: el almacenamiento de este navegador para Pencilmark está lleno. Se seguirán contando hasta que cierres la página.
stats-blocked = Este navegador no deja que Pencilmark guarde estadísticas (una ventana privada o el almacenamiento desactivado): se perderán al cerrar la página.

## The Techniques page's examples
technique-example-board = { $technique }: tablero de ejemplo
technique-example-failed = No se ha podido mostrar el ejemplo: { $error }.
technique-board-unread = no se ha podido leer el tablero preparado para este ejemplo
technique-not-used = la solución de este sudoku no usa { $technique }
technique-picture-failed = No se ha podido crear la imagen: { $error }.
