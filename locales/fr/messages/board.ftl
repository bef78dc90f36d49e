# Les mots d'une grille pour un lecteur d'écran (web/board.js) : les en-têtes des
# lignes et des colonnes, et l'étiquette de chaque case. $digit est un chiffre ;
# $digits, des chiffres séparés par des espaces (« 3 4 6 »).

board-row = Ligne { $number }
board-column = Colonne { $number }
cell-gap = {", "}
cell-given = chiffre donné { $digit }
cell-digit = { $digit }
cell-empty = vide
cell-pencil-marks = notes { $digits }
cell-pencil-marks-coloured = notes { $digits }, dont { $colours }
cell-mark-colour = couleur { $colour } { $digits }
cell-corner-marks = notes de coin { $digits }
cell-centre-marks = notes centrales { $digits }
cell-shown = candidats affichés { $digits }
cell-conflict = conflit
cell-wrong = erreur
cell-hint = indice : { $role ->
    [pattern] motif
    [cover] couverture
    [pivot] pivot
    [fin] aileron
    [group] groupe
    [deadly] motif mortel
    [extra] empêche le motif mortel
    [wrong] chiffre erroné
    [lit] case désignée
    [color-a] couleur A
    [color-b] couleur B
   *[other] { $role }
  }
cell-colour = couleur de case { $colour }
cell-can-go = le { $digit } peut se placer ici
cell-two-candidates = deux candidats
