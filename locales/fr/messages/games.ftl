# Les messages de Mes parties (web/games-panel.js) et d'Imprimer un livret
# (web/booklet-dialog.js, et les mots que web/booklet.js imprime sur ses pages)
# (français, d'après locales/en/messages/games.ftl).

## My games: its list
games-count = { $count ->
    [one] { $count } partie
   *[other] { $count } parties
  }
games-show-more = Afficher plus de parties (encore { $count })
games-level-unknown = Niveau encore inconnu
games-entry-title = { $playing ->
    [yes] { $level }, partie en cours.
   *[no] { $level }.
  }
games-entry-solved = Résolue en { $time }.
games-entry-progress = Cases remplies : { $filled } sur { $open }, { $time } de jeu.
# $day: « aujourd’hui » or « hier » (Intl.RelativeTimeFormat); $date: « 3 déc. ».
games-when-day = { $day } à { $time }
games-when-date = le { $date }
games-last-played = Jouée pour la dernière fois { $when }.
games-damaged-record = { $saved ->
    [known] Une partie (entrée { $record }, enregistrée { $when }) n'a pas pu être lue : ses données sont endommagées.
   *[unknown] Une partie enregistrée (entrée { $record }) n'a pas pu être lue : ses données sont endommagées.
  }
games-review-label = Revoir : { $game }
games-delete = Supprimer
games-delete-label = Supprimer : { $game }
games-delete-confirm = Supprimer ?
games-delete-confirm-label = Supprimer ? Appuyez de nouveau pour supprimer : { $game }

## Print a booklet: the dialog
booklet-note = De nouvelles grilles à imprimer, avec leurs solutions sur les dernières pages. Elles sont créées dans ce navigateur (même hors ligne) ; la même graine redonne le même livret.
booklet-kind-label = Grilles
booklet-kind-level = Niveau
booklet-kind-technique = Technique ({ $level })
booklet-count-label = Nombre
booklet-per-page-label = Par page
booklet-per-page = { $count ->
    [one] { $count } grille
   *[other] { $count } grilles
  }
booklet-paper-label = Papier
booklet-paper = { $paper ->
    [letter] Lettre US
   *[a4] A4
  }
booklet-title-label = Titre
booklet-default-title = Sudoku
booklet-seed-label = Graine
booklet-seed-any = au hasard (imprimée sur les pages)
booklet-make = Créer et imprimer
booklet-print-again = Imprimer de nouveau
booklet-making = Création de la grille { $number } sur { $count }…
booklet-laying-out = Mise en page…
booklet-made = { $count ->
    [one] { $count } grille sur { $pages } pages ({ $paper }, graine { $seed }). La fenêtre d'impression de votre navigateur s'ouvre : choisissez une imprimante, ou Enregistrer au format PDF.
   *[other] { $count } grilles sur { $pages } pages ({ $paper }, graine { $seed }). La fenêtre d'impression de votre navigateur s'ouvre : choisissez une imprimante, ou Enregistrer au format PDF.
  }
booklet-stopped = Arrêté : aucun livret n'a été créé.
booklet-failed = Le livret n'a pas pu être créé : { $error }
booklet-techniques-failed = Les techniques n'ont pas pu être listées ({ $error }) : seuls les niveaux sont proposés.
booklet-bad-count-whole = Le nombre doit être un entier, et non « { $value } ».
booklet-bad-count-range = Le nombre doit être compris entre 1 et { $most }, et non { $count }.
booklet-bad-seed = La graine doit être un entier compris entre 0 et 2^64-1, et non « { $value } ».
booklet-bad-title = Le titre doit être un texte de { $most } caractères au plus.
booklet-bad-option = Ce livret ne peut pas être créé : { $error }.

## Print a booklet: the words printed on its pages
booklet-level = { $level ->
    [0] Facile
    [1] Moyen
    [2] Difficile
    [3] Expert
    [4] Extrême
   *[other] niveau { $level }
  }
booklet-name-line = Nom ____________________
booklet-foot = { $what } · graine { $seed }
booklet-page-number = Page { $page } sur { $pages }
booklet-page-title = { $heading } : page { $page } sur { $pages }
booklet-puzzle = Grille { $number }
booklet-puzzle-description = Grille { $number } : { $puzzle }
booklet-solution = Solution { $number }
booklet-solution-description = Solution de la grille { $number } : { $solution }
booklet-solutions-heading = { $title } : solutions
