# Pencilmark: los mensajes de la página (español, según locales/en/messages/page.ftl).
# Las casillas se nombran r1c1; los números llevan artículo: «el 5».

ready = Listo.
start-playing = Empezar a jugar
making-puzzle = Creando un sudoku nuevo…
new-puzzle = { $level ->
    [0] Nuevo sudoku (nivel: Fácil).
    [1] Nuevo sudoku (nivel: Medio).
    [2] Nuevo sudoku (nivel: Difícil).
    [3] Nuevo sudoku (nivel: Experto).
   *[4] Nuevo sudoku (nivel: Extremo).
  }
game-unreadable = No se ha podido recuperar esa partida.
game-back = Aquí tienes tu partida, tal como la dejaste.
link-unopened = No se ha podido abrir este enlace: { $error }. La partida que tenías abierta sigue aquí, tal como la dejaste.
current-game-damaged = No se ha podido leer la partida que estabas jugando (su registro está dañado), así que se ha abierto { $other ->
    [other] tu otra partida más reciente
   *[any] otra partida
  }. La dañada aparece en Mis partidas.

## Storage
history-dropped = { $count ->
    [0] Ninguna partida terminada tiene historial de deshacer que borrar: borra partidas en Mis partidas para liberar espacio.
    [one] Se ha borrado el historial de deshacer de una partida terminada para liberar espacio, y tu partida vuelve a estar guardada.
   *[other] Se ha borrado el historial de deshacer de { $count } partidas terminadas para liberar espacio, y tu partida vuelve a estar guardada.
  }
history-dropped-still-full = { $count ->
    [one] Se ha borrado el historial de deshacer de una partida terminada, pero el almacenamiento sigue lleno: borra partidas en Mis partidas para liberar más.
   *[other] Se ha borrado el historial de deshacer de { $count } partidas terminadas, pero el almacenamiento sigue lleno: borra partidas en Mis partidas para liberar más.
  }
damaged-games = { $count ->
    [one] No se ha podido leer una partida guardada: su registro está dañado. Aparece en Mis partidas para que puedas borrarla.
   *[other] No se han podido leer { $count } partidas guardadas: sus registros están dañados. Aparecen en Mis partidas para que puedas borrarlas.
  }
option-not-kept = Este navegador no ha guardado la opción: se mantendrá hasta que cierres la página.

## Other tabs
deleted-elsewhere = Esta partida se ha borrado en otra pestaña. Sigue aquí, ya que la estás jugando.
played-elsewhere = Esta partida se ha jugado en otra pestaña: el tablero muestra sus jugadas.
changed-elsewhere = Esta partida se ha cambiado en otra pestaña en el mismo momento: el tablero muestra la partida de esa pestaña, y tu última jugada aquí no se ha guardado.

## Playing
digit-clashes = El { $digit } en { $cell } choca con el { $digit } en { $peers }.
digit-wrong = El { $digit } en { $cell } no es el número de la solución.
solved = Resuelto en { $time }. ¡Bien hecho!
paused = En pausa: el tablero está oculto y el reloj, parado.
mode-digits = Modo números: los números rellenan las casillas.
mode-marks = Modo notas: los números ponen o quitan notas.
mode-colour = Modo color: un número hace pasar su nota por los colores A, B, C y D, y luego la deja sin color; Color de casilla (o Mayús+1–6) colorea la propia casilla. Borrar quita los colores de una casilla.
mode-marks-3x3 = Modo notas: los números ponen o quitan notas (3×3).
mode-marks-corner = Modo notas de esquina: los números ponen o quitan notas de esquina (dónde puede ir un número dentro de su caja; no limitan los candidatos de la casilla).
mode-marks-centre = Modo notas centrales: los números ponen o quitan notas centrales (los candidatos de una casilla, cuando no tiene notas 3×3).
marks-hidden = { $kind ->
    [corner] { $cell } muestra sus notas 3×3; sus notas de esquina se verán cuando estas desaparezcan.
   *[centre] { $cell } muestra sus notas 3×3; sus notas centrales se verán cuando estas desaparezcan.
  }
bivalue-on = Las casillas con exactamente dos candidatos están sombreadas (pulsa B otra vez para quitar el sombreado).
bivalue-off = Las casillas con dos candidatos ya no están sombreadas.
colours-cleared = Colores quitados.
colours-off-cell = Colores quitados de { $cell }.
colours-need-empty = Los colores van en las notas: elige una casilla vacía.
colours-need-mark = Anota primero el { $digit } en { $cell }: los colores van en las notas.
mark-coloured = { $digit } en { $cell }: { $colour ->
    [1] color A
    [2] color B
    [3] color C
    [4] color D
   *[0] sin color
  }.
cell-coloured = { $count ->
    [one] { $where }
   *[other] { $count } casillas
  }: color de casilla { $colour }.
cell-colour-off = Color de casilla quitado de { $count ->
    [one] { $where }
   *[other] { $count } casillas
  }.
undone-unsolved = Se ha deshecho tu última jugada: la partida ya no está resuelta y el reloj vuelve a correr.
marks-filled = Notas rellenadas a partir de los números del tablero.
solved-shown = Resuelto: el tablero muestra la solución única.
digits-wrong = { $count ->
    [one] Hay un número incorrecto: { $cells }.
   *[other] Hay { $count } números incorrectos: { $cells }.
  }
digits-right = Por ahora, todos los números del tablero son correctos.
live-marks = Notas automáticas: cada casilla vacía muestra sus candidatos, que se actualizan con cada número que colocas.

## A puzzle that cannot be played
game-off = { $status ->
    [multiple] Este sudoku tiene más de una solución, así que no se puede llegar a una única respuesta
   *[none] Este sudoku no tiene solución, porque algunas de sus pistas se contradicen
  }: Ayuda, Comprobar, Resolver, Calificar y Paso a paso están desactivados en esta partida, y Mis partidas la guarda tal como está.
game-off-error = Esta partida no se puede jugar: { $error }. Ayuda, Comprobar, Resolver, Calificar y Paso a paso están desactivados en esta partida, y Mis partidas la guarda tal como está.
game-off-techniques = Las ayudas de esta partida excluyen { $techniques }, que esta versión de Pencilmark no conoce, así que no puede dar ayudas: Ayuda, Comprobar, Resolver, Calificar y Paso a paso están desactivados en esta partida, y Mis partidas la guarda tal como está.
game-off-technique-key = «{ $key }»
link-not-one-solution = El sudoku del enlace no se ha abierto ni se ha añadido a tus partidas: { $status ->
    [multiple] este sudoku tiene más de una solución, así que no se puede llegar a una única respuesta
   *[none] este sudoku no tiene solución, porque algunas de sus pistas se contradicen
  }.
puzzle-not-one-solution = { $status ->
    [multiple] Este sudoku tiene más de una solución, así que no se puede llegar a una única respuesta. No se ha añadido a tus partidas.
   *[none] Este sudoku no tiene solución, porque algunas de sus pistas se contradicen. No se ha añadido a tus partidas.
  }
link-not-opened = El sudoku del enlace no se ha abierto ni se ha añadido a tus partidas: { $error }.

## Languages
language-words-failed = No se han podido cargar los textos del idioma { $language } ({ $error }): las ayudas estarán en inglés hasta que se carguen.
language-page-failed = No se han podido cargar los textos de la página en el idioma { $language } ({ $error }): seguirá en inglés hasta que se carguen.
language-not-kept = Este navegador no ha guardado tu idioma para tu próxima visita: se mantiene solo durante esta.

## Storage problems (the note over the board, and My games)
storage-full = El almacenamiento de este navegador para Pencilmark está lleno, así que tus últimas jugadas no se están guardando. No se ha borrado nada de lo que ya estaba guardado y puedes seguir jugando; libera espacio (o borra partidas en Mis partidas) para volver a guardar.
storage-blocked = Este navegador no deja que Pencilmark guarde partidas (una ventana privada o el almacenamiento desactivado). Puedes seguir jugando, pero perderás tus partidas al cerrar la página.

## Between two sentences said together: a space, or none where sentences are not spaced.
sentence-gap = {" "}

## A hint and a replay (the page's and an embedded board's)
where-to-look = Dónde mirar
waiting = Buscando el siguiente paso…
replay-title = Paso { $step } de { $steps }: { $name }
