# La feuille de l'indice et celle du pas à pas, à côté de la grille (web/sheets.js), les mots
# des liens d'un indice et de ses phases pour un lecteur d'écran (web/hint.js,
# web/stage-words.js), le panneau d'évaluation (web/grade-panel.js) et la revue
# d'une partie (web/review.js) (français, d'après locales/en/messages/hint.ftl).
# Les cases se notent r1c1 ; $cell et $cells sont de tels noms ($cells déjà joints par « et »).

## The hint
hint-show-me = Montrer l'étape
hint-play-step = Lire l'étape
hint-stage = Phase { $stage } sur { $stages }
hint-stage-said = Phase { $stage } sur { $stages }.
hint-stage-said-words = Phase { $stage } sur { $stages } : { $words }.
hint-board-complete = La grille est complète : il n'y a pas d'étape suivante.
hint-applied = Étape appliquée : { $technique }.
hints-stuck-left-out = Aucune des techniques permises par les indices de cette partie ne trouve d'étape suivante ici : les indices de cette partie d'entraînement excluent { $techniques }, comme le faisait le chemin de sa solution. Nouvelle grille ou Résoudre permettent d'avancer malgré tout.
hints-failed-left-out = { $problem } Les indices de cette partie d'entraînement excluent { $techniques }, comme le faisait le chemin de sa solution. Nouvelle grille ou Résoudre permettent d'avancer malgré tout.

## Stepping through the solution, and the grade
replay-working = Calcul des étapes… les grilles les plus difficiles demandent quelques secondes.
replay-already-solved = Cette grille est déjà résolue : il n'y a aucune étape à parcourir.
grade-working = Évaluation… les grilles les plus difficiles demandent quelques secondes.
grade-done = Grille évaluée : { $level }.

## A chain step's links in words, under the hint
links-every = Afficher tous les liens ({ $count })
links-eureka = Eureka : { $chain }
# Un point-virgule précédé d'une espace insécable.
part-gap = {"\u00A0; "}
legend-gap = {"\u00A0; "}
legend-end = {". "}

## What a stage of a hint draws, in words for a screen reader
stage-house = { $kind ->
    [row] ligne { $number }
    [column] colonne { $number }
   *[box] bloc { $number }
  }
stage-houses = { $role ->
    [base] régions de base
    [cover] régions de couverture
    [region] à regarder
    [fin] aileron
   *[other] { $role }
  } : { $houses }
stage-cells = { $count ->
    [one] case { $role ->
        [pattern] du motif
        [cover] de couverture
        [pivot] pivot
        [fin] aileron
        [deadly] du motif mortel
        [wrong] erronée
        [lit] à regarder
        [color-a] de couleur A
        [color-b] de couleur B
       *[other] { $role }
      } { $cells }
   *[other] cases { $role ->
        [pattern] du motif
        [cover] de couverture
        [pivot] pivots
        [fin] ailerons
        [deadly] du motif mortel
        [wrong] erronées
        [lit] à regarder
        [color-a] de couleur A
        [color-b] de couleur B
       *[other] { $role }
      } { $cells }
  }
stage-candidates = { $role ->
    [pattern] le { $digit } en { $cells } (motif)
    [chain-on] le { $digit } en { $cells } est vrai
    [chain-off] le { $digit } en { $cells } est faux
    [eliminated] éliminer le { $digit } de { $cells }
    [placed] placer le { $digit } en { $cells }
    [fin] le { $digit } en { $cells } (aileron)
    [pivot] le { $digit } en { $cells } (pivot)
    [group] le { $digit } en { $cells } (groupe)
    [deadly] le { $digit } en { $cells } (motif mortel)
    [extra] le { $digit } en { $cells } (candidat en plus)
    [color-a] le { $digit } en { $cells } (couleur A)
    [color-b] le { $digit } en { $cells } (couleur B)
    [wrong] le { $digit } en { $cells } (erroné)
   *[other] le { $digit } en { $cells } ({ $role })
  }
stage-link = { $kind ->
    [strong] lien fort du { $fromDigit } en { $fromCell } au { $toDigit } en { $toCell }
    [weak] lien faible du { $fromDigit } en { $fromCell } au { $toDigit } en { $toCell }
    [forces] le { $fromDigit } en { $fromCell } entraîne le { $toDigit } en { $toCell }
   *[other] { $kind } du { $fromDigit } en { $fromCell } au { $toDigit } en { $toCell }
  }

## The grade panel
grade-heading = { $level } (niveau { $number }), score { NUMBER($score, minimumFractionDigits: 1, maximumFractionDigits: 1) }
grade-scale = Échelle de Sudoku Explainer, notes calculées sur le chemin que SE suivrait lui-même (avec ses propres noms d'étapes) : { $er }, { $ep }, { $ed }.
grade-rating-by = { $rating } ({ $by })
grade-rating = { $measure } { NUMBER($value, minimumFractionDigits: 1, maximumFractionDigits: 1) }
grade-rating-title = { $measure ->
    [ER] Étape la plus difficile de cette solution : étape { $step }
    [EP] Étape la plus difficile de cette solution jusqu'à son premier chiffre placé : étape { $step }
   *[ED] Première étape de cette solution : étape { $step }
  }
grade-nothing = Rien à résoudre : toutes les cases sont remplies.
grade-hardest = Étape la plus difficile de la solution de Pencilmark : { $technique }, étape { $step } sur { $steps }. { $show }
grade-show-step = Voir cette étape
grade-count = { $technique } : { $count }
grade-measures = Deux mesures : le niveau est la famille de techniques la plus difficile dont la solution a besoin ; le score ne mesure que la difficulté de son étape la plus difficile, sur l'échelle de Sudoku Explainer (de 1,0 à 12 environ). Deux grilles d'un même niveau peuvent avoir des scores très éloignés : une grille Difficile dont l'étape la plus difficile est un X-Wing obtient 3,2, une autre avec un Finned X-Wing 6,6.
grade-nesting-estimated = L'étape qui fixe l'ER dépasse l'imbrication la plus profonde de Sudoku Explainer (niveau 5 : des chaînes forcées dans des chaînes forcées dans des chaînes forcées) : l'ER est une estimation, tirée d'un essai imbriqué.
grade-nesting-patterns = L'étape qui fixe l'ER demande des motifs à l'intérieur de chaînes forcées : pendant qu'on suit une supposition, les paires, les intersections et les X-Wings éliminent davantage (niveau d'imbrication 1 de Sudoku Explainer).
grade-nesting-chains = L'étape qui fixe l'ER demande des chaînes forcées à l'intérieur de chaînes forcées, sur { $depth } niveaux (niveau d'imbrication { $depth } de Sudoku Explainer{ $depth ->
    [3] {"\u00A0"}: avec des chaînes forcées de case et de région à l'intérieur
    [4] {"\u00A0"}: avec des chaînes forcées dynamiques à l'intérieur
    [5] {"\u00A0"}: avec des chaînes forcées dynamiques à l'intérieur, elles-mêmes contenant des chaînes forcées
   *[other] {""}
  }).

## The review of a game
review-heading = Revoir votre partie
review-board = La grille à ce moment de la partie
review-scrub = Coup
review-keys = Parcourir vos coups
review-first = Premier coup
review-previous = Coup précédent
review-next = Coup suivant
review-last = Dernier coup
review-close = Retour à la partie
review-this-game = Cette partie
review-this-game-level = Cette partie, niveau { $level }
# $hints: [other] covers 1 too, so the count is said as « indice demandé N fois », right for any number.
review-about = { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
  } ; { $hints ->
    [0] aucun indice demandé
   *[other] indice demandé { $hints } fois, à { $times } (signalé par « ? » sur la frise)
  }.
review-about-titled = { $title }. { review-about }
review-start = Le début : aucun coup joué pour l'instant.
review-move = coup { $move } sur { $moves }, { $what }{ $hinted ->
    [0] {""}
   *[other] {"\u00A0"}; un indice a été demandé juste après
  }.
review-move-timed = { $clock } : { review-move }
move-changes = { $changes }
move-digit = le { $digit } en { $cell }
move-erased = { $cell } effacée
move-marks-in = ajout de { $digits } aux notes de { $cell }
move-marks-out = retrait de { $digits } des notes de { $cell }
move-more = { $count } de plus
move-colours = couleurs en { $cells }
