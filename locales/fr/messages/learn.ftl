# La grille du jour, S'entraîner et les statistiques (web/learn.js), et les grilles
# d'exemple de la page des techniques (web/techniques.js) (français, d'après
# locales/en/messages/learn.ftl).

level-name = { $level ->
    [0] Facile
    [1] Moyen
    [2] Difficile
    [3] Expert
    [4] Extrême
   *[other] Niveau { $level }
  }
engine-loading = Le moteur est encore en cours de chargement : réessayez dans un instant.

## The daily puzzle
daily-new = { $level ->
    [0] Grille du jour ({ $day }, niveau : Facile).
    [1] Grille du jour ({ $day }, niveau : Moyen).
    [2] Grille du jour ({ $day }, niveau : Difficile).
    [3] Grille du jour ({ $day }, niveau : Expert).
   *[4] Grille du jour ({ $day }, niveau : Extrême).
  }
daily-playing = { $level ->
    [0] Grille du jour ({ $day }, niveau : Facile) : vous êtes en train de la jouer.
    [1] Grille du jour ({ $day }, niveau : Moyen) : vous êtes en train de la jouer.
    [2] Grille du jour ({ $day }, niveau : Difficile) : vous êtes en train de la jouer.
    [3] Grille du jour ({ $day }, niveau : Expert) : vous êtes en train de la jouer.
   *[4] Grille du jour ({ $day }, niveau : Extrême) : vous êtes en train de la jouer.
  }
daily-back = { $level ->
    [0] Grille du jour ({ $day }, niveau : Facile) : voici votre partie, telle que vous l'avez laissée.
    [1] Grille du jour ({ $day }, niveau : Moyen) : voici votre partie, telle que vous l'avez laissée.
    [2] Grille du jour ({ $day }, niveau : Difficile) : voici votre partie, telle que vous l'avez laissée.
    [3] Grille du jour ({ $day }, niveau : Expert) : voici votre partie, telle que vous l'avez laissée.
   *[4] Grille du jour ({ $day }, niveau : Extrême) : voici votre partie, telle que vous l'avez laissée.
  }

## Practise
practise-option = { $technique } (difficulté { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) })
practise-unknown = Il n'y a pas de technique « { $key } » à laquelle s'entraîner : choisissez-en une dans la liste.
practise-looking = Recherche d'une grille qui utilise { $technique } : { NUMBER($tried, useGrouping: 0) } grilles essayées jusqu'ici…
practise-not-found = Aucune grille utilisant { $technique } n'a été trouvée en { NUMBER($tries, useGrouping: 0) } essais. Chaque recherche crée de nouvelles grilles : réessayez, ou choisissez une autre technique.
practise-not-used = la grille trouvée n'utilise finalement pas { $technique }
practise-stopped = Recherche arrêtée.
practise-failed = La recherche a échoué : { $error }.
practise-note = Entraînement à la technique { $technique } : c'est l'étape suivante ici. Appuyez sur Indice pour voir où regarder.
practise-note-left-out = { practise-note } Pour qu'elle apparaisse, les indices de cette partie excluent { $techniques }.
practise-note-left-out-count = { practise-note } Pour qu'elle apparaisse, les indices de cette partie excluent { $count } techniques qui viendraient avant elle.

## The statistics: why they are not kept
stats-full = Vos statistiques ne peuvent pas être enregistrées : l'espace de stockage de ce navigateur pour Pencilmark est plein. Elles continuent de compter jusqu'à la fermeture de la page.
stats-blocked = Ce navigateur ne permet pas à Pencilmark d'enregistrer des statistiques (fenêtre de navigation privée, ou stockage désactivé) : elles seront perdues à la fermeture de la page.

## The Techniques page's examples (its title is replay-title's)
technique-example-board = { $technique } : grille d'exemple
technique-example-failed = L'exemple n'a pas pu être affiché : { $error }.
technique-board-unread = la grille calculée pour cet exemple n'a pas pu être lue
technique-not-used = la solution de cette grille n'utilise pas { $technique }
technique-picture-failed = L'image n'a pas pu être créée : { $error }.
