# La página de técnicas (español, según locales/en/techniques-page/page.ftl): su
# título, su introducción y las piezas del artículo de cada técnica. Los valores
# solo pueden llevar <b> como HTML.

page-title = Técnicas — Pencilmark
page-description = Todas las técnicas de sudoku que conoce el resolutor de Pencilmark, de la más fácil a la más difícil, cada una mostrada paso a paso en un sudoku real, con su nivel y su puntuación.
heading = Técnicas
nav-pages = Páginas
nav-play = Jugar al sudoku
nav-languages = Idiomas
intro-order = Todas las técnicas que conoce el resolutor, en el orden en que las prueba: primero las fáciles. Cada una se muestra en un sudoku real, en el paso en que su solución la necesita por primera vez; el tablero reproduce el paso cuando aparece en pantalla. <b>Practicar</b> abre un sudoku nuevo, solo para ti, en el punto en que esa técnica es el siguiente paso.
intro-measures = Cada técnica tiene un <b>nivel</b> y una <b>puntuación</b>, dos medidas distintas. El nivel (de Fácil a Extremo) es la familia de técnicas a la que pertenece: el nivel de un sudoku es la familia más difícil que necesita su solución. La puntuación es la dificultad de ese paso concreto en la escala de Sudoku Explainer, de 1,0 a 12 aproximadamente: la puntuación de un sudoku es la de su paso más difícil. Por eso dos técnicas del mismo nivel pueden puntuar muy distinto (un X-Wing, 3,2; un Finned X-Wing, 6,6).
technique-count = { $count } técnicas, de la más fácil a la más difícil.

## El artículo de una técnica
technique-facts = { $uniqueness ->
    [yes] { $level }, puntuación { NUMBER($rating, minimumFractionDigits: 1) }, supone que la solución es única.
   *[no] { $level }, puntuación { NUMBER($rating, minimumFractionDigits: 1) }.
  }
example-number = Ejemplo { $number }
picture-still = Imagen (SVG)
picture-animated = Imagen animada (SVG)
examples-label = { $technique }: ejemplos
pictures-label = { $technique }: el ejemplo como imagen
step-label = { $technique }: el paso
example-coming = El ejemplo aparecerá en pantalla…
no-example = Todavía no hay ningún sudoku de ejemplo para esta técnica.
practise = Practicar
practise-label = Practicar { $technique }
what-it-is = Qué es
why-it-works = Por qué funciona
variants = Variantes
builds-on = Se basa en
