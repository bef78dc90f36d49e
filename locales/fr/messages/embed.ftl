# Une grille intégrée à une autre page (<pencilmark-board>, web/embed.js) : ses boutons
# et les mots en dessous (français, d'après locales/en/messages/embed.ftl).

board-label = Grille de sudoku
# Le titre d'un indice ou d'une étape avant ses mots : « Où regarder. Dans la ligne 3… »
board-title = { $title }.{" "}
board-complete = La grille est complète.
# $technique : le nom de la technique, tel que le moteur le donne (genre inconnu : pas d'article).
find-technique = Trouvez l'étape : { $technique }.
find-next-step = Trouvez l'étape suivante.
button-hint = Indice
button-apply = Appliquer
button-undo = Annuler
show-answer = Voir la réponse
start-again = Recommencer
puzzle-done = Terminé : la technique { $technique } a été appliquée. Recommencez pour la chercher de nouveau.
previous-step = Étape précédente
next-step = Étape suivante
button-play = Lecture
button-pause = Pause
replay-solved = Cette grille est déjà résolue : il n'y a aucune étape à afficher.
