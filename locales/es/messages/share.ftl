# Pencilmark: sharing a game and puzzles from outside: the Share menu, pictures,
# share links, the puzzle box, files and photos (Spanish, from
# locales/en/messages/share.ftl). Cells are named r1c1.

## The Share menu
share-link-copied = { $time ->
    [yes] Se ha copiado al portapapeles un enlace a esta partida, con las notas, los colores y tu tiempo.
   *[no] Se ha copiado al portapapeles un enlace a esta partida, con las notas y los colores.
  }
# $form: the Share menu's Formato list's words (81 números...).
share-text-copied = Se ha copiado al portapapeles el tablero en formato «{ $form }».
share-copy-refused = { $what ->
    [link] Este navegador no ha dejado que la página copie: el enlace está seleccionado en el cuadro de debajo del botón para que lo copies tú.
   *[text] Este navegador no ha dejado que la página copie: el texto está seleccionado en el cuadro de debajo del botón para que lo copies tú.
  }
share-link-box = Enlace a esta partida
share-text-box = El tablero en formato «{ $form }»
share-text-failed = No se puede escribir el tablero como texto: { $error }.
share-open-failed = { $app ->
    [sudokuwiki] No se puede abrir el tablero en el solucionador de SudokuWiki: { $error }.
   *[sudokupad] No se puede abrir el tablero en SudokuPad: { $error }.
  }

## Pictures of the board
share-picture-no-step = Primero pide una ayuda y muestra su paso (o recorre la solución paso a paso): la imagen animada reproduce un paso.
share-picture-saved = La imagen se ha guardado como { $file } en tus descargas.
share-picture-failed = No se ha podido crear la imagen: { $error }
share-picture-png-failed = el navegador no ha podido crear el PNG
picture-menu-name = Imagen
picture-menu-choice = { $choice ->
    [picture-png] Imagen (PNG)
    [picture-hint] Imagen animada (SVG)
   *[picture-svg] Imagen (SVG)
  }
picture-menu-no-step = No se ha podido crear la imagen: no se muestra ningún paso que animar

## Why a link to a game does not open: said after «No se ha podido abrir este enlace:»
## (page.ftl's link-unopened). $what is a share-link-field-* (with its article).
share-link-empty = está vacío
share-link-version = esta página no reconoce su versión, «{ $version }» (puede que lo haya creado un Pencilmark más reciente)
share-link-unpack = sus datos no se pueden descomprimir: el enlace está cortado o modificado
share-link-check = su suma de control no coincide con sus datos: el enlace está cortado o modificado
# Worded "it does not reach $what" (avoids «de el» and verb agreement with $what).
share-link-ends-before = no llega hasta { $what }: el enlace está cortado
share-link-not-digit = en { $what } hay «{ $character }», que no es una cifra en base 32
share-link-beyond = en { $what } hay un { $value }, mayor que { $most }
share-link-givens-repeat = sus pistas repiten un número en una fila, una columna o una caja
share-link-no-givens = no tiene pistas
share-link-no-candidates = su sudoku de notas deja una casilla sin candidatos, o no descarta ninguno
share-link-no-notes = no incluye ninguna casilla con notas de esquina o centrales
share-link-notes-order = sus notas de esquina y centrales nombran { $cell } fuera de orden, o una casilla con pista
share-link-notes-empty = incluye { $cell } sin notas de esquina ni centrales
share-link-colours-order = sus colores nombran { $cell } fuera de orden
share-link-colours-empty = sus colores incluyen { $cell } sin ningún color
share-link-colours-unmarked = colorea un candidato de { $cell } que no está anotado
share-link-unreadable = no se puede leer ({ $error })
share-link-reader-failed = la página no ha podido cargar su lector ({ $error })
share-link-field-flags = los indicadores
share-link-field-clock = el reloj
share-link-field-digit = el número de { $cell }
share-link-field-candidates = los candidatos del sudoku en { $cell }
share-link-field-marks = las notas de { $cell }
share-link-field-taken = las notas quitadas de { $cell }
share-link-field-notes-count = la cantidad de casillas con notas de esquina o centrales
share-link-field-notes-cell = una casilla con notas de esquina o centrales
share-link-field-corner = las notas de esquina de { $cell }
share-link-field-centre = las notas centrales de { $cell }
share-link-field-coloured-cell = una casilla coloreada
share-link-field-mark-colour = el color del { $digit } de { $cell }
share-link-field-cell-colour = el color de { $cell }

## The puzzle box
puzzle-loaded = Sudoku cargado.
puzzle-not-kept = No se conserva lo siguiente: { $lost }.
puzzle-lost-corner-marks = { $count ->
    [one] las notas de esquina de { $count } casilla
   *[other] las notas de esquina de { $count } casillas
  }
puzzle-lost-colours = sus colores
puzzle-too-long = Ese texto tiene { $count } caracteres: es demasiado largo para ser un sudoku (un sudoku en cualquier formato, incluso una cuadrícula de notas con sus bordes, ocupa como mucho unos pocos miles). Sigue en el cuadro para que lo acortes.

## Typing the givens
# «Empezar a jugar»: the button's word (web/app.js still writes it in English).
givens-type = Escribe los números del sudoku en el tablero y luego pulsa Empezar a jugar.
givens-engine-loading = El motor todavía se está cargando.
givens-not-one-solution = { $status ->
    [multiple] Este sudoku tiene más de una solución: añade más pistas.
   *[none] Este sudoku no tiene solución: comprueba los números que has escrito.
  }
givens-ready = Sudoku listo: ¡buena suerte!

## A file of puzzles. $file: the file's name.
file-engine-loading = No se ha abierto { $file }: el motor todavía se está cargando. Vuelve a abrirlo en un momento.
file-too-large = { $file } ocupa { $bytes } bytes: es demasiado grande para un archivo de sudokus.
file-unread = No se ha podido leer { $file }: { $error }.
file-no-puzzle = { $file } no contiene ningún sudoku que Pencilmark sepa leer: { $error }.
file-list = { $listed ->
    [first] { $file } tiene { $lines } líneas: se muestran { $count } sudokus (los { $most } primeros). Elige uno para jugar.
    [skipped] { $skipped ->
        [one] { $file } tiene { $lines } líneas: { $count } sudokus y { $skipped } línea que no es un sudoku. Elige uno para jugar.
       *[other] { $file } tiene { $lines } líneas: { $count } sudokus y { $skipped } líneas que no son sudokus. Elige uno para jugar.
      }
   *[all] { $file } tiene { $lines } líneas: { $count } sudokus. Elige uno para jugar.
  }
file-listed = { $file }: { $count } sudokus para elegir.
file-puzzle = Sudoku { $number }: { $givens } pistas
file-added = { $count ->
    [one] Se ha añadido { $count } sudoku a Mis partidas.
   *[other] Se han añadido { $count } sudokus a Mis partidas.
  }
file-not-added = { $count ->
    [one] No se ha añadido, por no tener solución o tener varias: el sudoku { $puzzles }.
   *[other] No se han añadido, por no tener solución o tener varias: los sudokus { $puzzles }.
  }

## A photo of a puzzle
photo-engine-loading = No se ha leído la foto: el motor todavía se está cargando. Inténtalo de nuevo en un momento.
photo-not-picture = { $named ->
    [yes] No se ha podido abrir { $file } como imagen en este navegador.
   *[no] No se ha podido abrir la imagen en este navegador.
  }
photo-reading = Leyendo la foto…
photo-no-grid = No se ha encontrado ninguna cuadrícula de sudoku en la foto. Inténtalo de nuevo con la cuadrícula entera en la imagen, de frente y con buena luz.
photo-unread = No se ha podido leer la foto: { $error }.
photo-read = { $count ->
    [0] Foto leída.
   *[other] Foto leída: revisa las casillas rodeadas con un círculo.
  }
photo-digits-read = { $count ->
    [0] { $read ->
        [one] { $read } número leído
       *[other] { $read } números leídos
    }. Toca una casilla para corregirla y luego pulsa Jugar este.
    [one] { $read ->
        [one] { $read } número leído
       *[other] { $read } números leídos
    }. Revisa la casilla rodeada con un círculo ({ $cells }): tócala y luego elige su número.
   *[other] { $read ->
        [one] { $read } número leído
       *[other] { $read } números leídos
    }. Revisa las casillas rodeadas con un círculo ({ $cells }): toca una y luego su número.
  }
photo-empty = Vaciar
photo-canvas-label = La foto con la cuadrícula marcada y los números leídos: { $puzzle }
photo-cell-read = { $digit ->
    [0] { $cell }: se ha leído vacía. Su número:
   *[other] { $cell }: se ha leído un { $digit }. Su número:
  }
photo-cell-fixed = { $digit ->
    [0] { $cell }: vacía.
   *[other] { $cell }: { $digit }.
  }
