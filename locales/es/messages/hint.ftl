# Pencilmark: the hint's and the replay's sheets, a hint's links and stages for a
# screen reader, the grade panel and the review of a game (Spanish, from
# locales/en/messages/hint.ftl). Cells are named r1c1; digits take the article: «el 5».

## The hint
hint-show-me = Muéstramelo
hint-play-step = Reproducir el paso
hint-stage = Etapa { $stage } de { $stages }
hint-stage-said = Etapa { $stage } de { $stages }.
hint-stage-said-words = Etapa { $stage } de { $stages }: { $words }.
hint-board-complete = El tablero está completo: no hay siguiente paso.
hint-applied = Aplicado: { $technique }.
hints-stuck-left-out = Ninguna técnica de las ayudas de esta partida encuentra aquí un siguiente paso: las ayudas de esta partida de práctica excluyen { $techniques }, igual que su camino de solución. Para seguir, usa Nuevo sudoku o Resolver.
hints-failed-left-out = { $problem } Las ayudas de esta partida de práctica excluyen { $techniques }, igual que su camino de solución. Para seguir, usa Nuevo sudoku o Resolver.

## Stepping through the solution, and the grade
replay-working = Calculando los pasos… los sudokus más difíciles tardan unos segundos.
replay-already-solved = Este sudoku ya está resuelto: no hay pasos que recorrer.
grade-working = Calificando… los sudokus más difíciles tardan unos segundos.
grade-done = Calificado: { $level }.

## A chain step's links in words, under the hint
links-every = Ver todos los enlaces ({ $count })
links-eureka = Eureka: { $chain }
part-gap = {"; "}
legend-gap = {"; "}
legend-end = {". "}

## What a stage of a hint draws, in words for a screen reader
stage-house = { $kind ->
    [row] fila { $number }
    [column] columna { $number }
   *[box] caja { $number }
  }
stage-houses = { $role ->
    [base] base
    [cover] cobertura
    [region] fíjate en
    [fin] aleta
   *[other] { $role }
  }: { $houses }
# Spanish order: noun, then its role ("casillas del patrón r1c1 y r2c2").
stage-cells = { $count ->
    [one] casilla
   *[other] casillas
  } { $role ->
    [pattern] del patrón
    [cover] de cobertura
    [pivot] pivote
    [fin] de aleta
    [deadly] del patrón mortal
    [wrong] con error
    [lit] donde mirar
    [color-a] de color A
    [color-b] de color B
   *[other] ({ $role })
  } { $cells }
stage-candidates = { $role ->
    [pattern] el { $digit } del patrón en { $cells }
    [chain-on] el { $digit } en { $cells }, verdadero
    [chain-off] el { $digit } en { $cells }, falso
    [eliminated] elimina el { $digit } de { $cells }
    [placed] coloca el { $digit } en { $cells }
    [fin] el { $digit } de la aleta en { $cells }
    [pivot] el { $digit } pivote en { $cells }
    [group] el { $digit } del grupo en { $cells }
    [deadly] el { $digit } del patrón mortal en { $cells }
    [extra] el { $digit } extra en { $cells }
    [color-a] el { $digit } de color A en { $cells }
    [color-b] el { $digit } de color B en { $cells }
    [wrong] el { $digit } incorrecto en { $cells }
   *[other] { $role }: el { $digit } en { $cells }
  }
stage-link = { $kind ->
    [strong] enlace fuerte del { $fromDigit } en { $fromCell } al { $toDigit } en { $toCell }
    [weak] enlace débil del { $fromDigit } en { $fromCell } al { $toDigit } en { $toCell }
    [forces] del { $fromDigit } en { $fromCell } se deduce el { $toDigit } en { $toCell }
   *[other] { $kind } del { $fromDigit } en { $fromCell } al { $toDigit } en { $toCell }
  }

## The grade panel
grade-heading = { $level } (nivel { $number }), puntuación { NUMBER($score, minimumFractionDigits: 1, maximumFractionDigits: 1) }
grade-scale = Escala de Sudoku Explainer, según el camino que seguiría el propio SE (con sus nombres para los pasos): { $er }, { $ep }, { $ed }.
grade-rating-by = { $rating } ({ $by })
grade-rating = { $measure } { NUMBER($value, minimumFractionDigits: 1, maximumFractionDigits: 1) }
grade-rating-title = { $measure ->
    [ER] el paso más difícil de esta solución: paso { $step }
    [EP] el paso más difícil hasta el primer número colocado en esta solución: paso { $step }
   *[ED] el primer paso de esta solución: paso { $step }
  }
grade-nothing = Nada que resolver: todas las casillas están llenas.
grade-hardest = Paso más difícil de la solución de Pencilmark: { $technique }, paso { $step } de { $steps }. { $show }
grade-show-step = Ver ese paso
grade-count = { $technique }: { $count }
grade-measures = Dos medidas: el nivel es la familia de técnicas más difícil que necesita la solución; la puntuación es la dificultad de su paso más difícil en la escala de Sudoku Explainer (de 1,0 a 12 aproximadamente). Dos sudokus del mismo nivel pueden puntuar muy distinto: un sudoku Difícil cuyo paso más difícil es un X-Wing puntúa 3,2, y uno con un Finned X-Wing, 6,6.
grade-nesting-estimated = El paso de ER necesita más que el anidamiento más profundo de Sudoku Explainer (nivel 5: cadenas forzadas dentro de cadenas forzadas dentro de cadenas forzadas): ER es una estimación, obtenida con una prueba y error anidada.
grade-nesting-patterns = El paso de ER necesita patrones dentro de cadenas forzadas: mientras se sigue una suposición, los pares, las intersecciones y los X-Wings eliminan más candidatos (nivel anidado 1 de Sudoku Explainer).
grade-nesting-chains = El paso de ER necesita cadenas forzadas dentro de cadenas forzadas, con { $depth } niveles de profundidad (nivel anidado { $depth } de Sudoku Explainer{ $depth ->
    [3] : con cadenas forzadas de casilla y de unidad dentro
    [4] : con cadenas forzadas dinámicas dentro
    [5] : con cadenas forzadas dinámicas dentro, y cadenas forzadas dentro de estas
   *[other] {""}
  }).

## The review of a game
review-heading = Revisión de tu partida
review-board = El tablero en este punto de la partida
review-scrub = Jugada
review-keys = Recorre tus jugadas
review-first = Primera jugada
review-previous = Jugada anterior
review-next = Jugada siguiente
review-last = Última jugada
review-close = Volver a la partida
review-this-game = Esta partida
review-this-game-level = Esta partida, { $level }
review-about = { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
  }; { $hints ->
    [0] no se ha pedido ninguna ayuda
   *[other] se ha pedido ayuda en { $times } (con un ? sobre la línea de tiempo)
  }.
review-about-titled = { $title }. { review-about }
review-start = El inicio: todavía no se ha hecho ninguna jugada.
review-move = jugada { $move } de { $moves }, { $what }{ $hinted ->
    [0] {""}
   *[other] ; justo después se pidió una ayuda
  }.
review-move-timed = { $clock }: { review-move }
move-changes = { $changes }
move-digit = el { $digit } en { $cell }
move-erased = { $cell } borrada
move-marks-in = se anota { $digits } en { $cell }
move-marks-out = se quita { $digits } de las notas de { $cell }
move-more = { $count } más
move-colours = colores en { $cells }
