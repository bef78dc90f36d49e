# Un tablero incrustado en otra página (<pencilmark-board>, web/embed.js): sus botones
# y las palabras de debajo (español, según locales/en/messages/embed.ftl).

board-label = Tablero de sudoku
# El título de una ayuda o de un paso antes de sus palabras: «Dónde mirar. En la fila 3…»
board-title = { $title }.{" "}
board-complete = El tablero está completo.
# $technique: el nombre de la técnica, tal como lo da el motor (género desconocido: sin artículo).
find-technique = Encuentra el paso: { $technique }.
find-next-step = Encuentra el siguiente paso.
button-hint = Ayuda
button-apply = Aplicar
button-undo = Deshacer
show-answer = Ver la respuesta
start-again = Volver a empezar
puzzle-done = Hecho: se ha aplicado { $technique }. Pulsa Volver a empezar para buscarlo de nuevo.
previous-step = Paso anterior
next-step = Paso siguiente
button-play = Reproducir
button-pause = Pausar
replay-solved = Este sudoku ya está resuelto: no hay pasos que mostrar.
