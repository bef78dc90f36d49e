# Une image de la grille (web/picture.js, render.js) : son titre et sa description,
# lus par les lecteurs d'écran (français, d'après locales/en/messages/picture.ftl).

picture-board = Une grille de sudoku
# $technique : la technique de l'étape, telle que le moteur la nomme.
picture-hint = { $technique } : un indice sur une grille de sudoku
# $puzzle : les 81 caractères de la grille.
picture-puzzle = Grille { $puzzle }.
# $words : les mots de l'étape, tels que le moteur les donne.
picture-step = { $technique } : { $words }
