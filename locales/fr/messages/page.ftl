# Pencilmark : les messages de la page (français, d'après locales/en/messages/page.ftl).
# Les cases se notent r1c1 ; les chiffres prennent l'article : « le 5 ».

ready = Prêt.
start-playing = Commencer à jouer
making-puzzle = Création d'une nouvelle grille…
new-puzzle = { $level ->
    [0] Nouvelle grille (niveau : Facile).
    [1] Nouvelle grille (niveau : Moyen).
    [2] Nouvelle grille (niveau : Difficile).
    [3] Nouvelle grille (niveau : Expert).
   *[4] Nouvelle grille (niveau : Extrême).
  }
game-unreadable = Cette partie n'a pas pu être rechargée.
game-back = Voici votre partie, telle que vous l'avez laissée.
link-unopened = Ce lien n'a pas pu être ouvert : { $error }. La partie que vous aviez ouverte est toujours là, telle que vous l'avez laissée.
current-game-damaged = La partie que vous jouiez n'a pas pu être lue (ses données sont endommagées) : { $other ->
    [other] votre autre partie la plus récente
   *[any] une autre partie
  } est donc ouverte. La partie endommagée figure dans Mes parties.

## Storage
history-dropped = { $count ->
    [0] Aucune partie terminée n'a d'historique d'annulation à supprimer : supprimez des parties dans Mes parties pour libérer de l'espace.
    [one] L'historique d'annulation d'une partie terminée a été supprimé pour libérer de l'espace, et votre partie est de nouveau enregistrée.
   *[other] L'historique d'annulation de { $count } parties terminées a été supprimé pour libérer de l'espace, et votre partie est de nouveau enregistrée.
  }
history-dropped-still-full = { $count ->
    [one] L'historique d'annulation d'une partie terminée a été supprimé, mais l'espace de stockage est toujours plein : supprimez des parties dans Mes parties pour en libérer davantage.
   *[other] L'historique d'annulation de { $count } parties terminées a été supprimé, mais l'espace de stockage est toujours plein : supprimez des parties dans Mes parties pour en libérer davantage.
  }
damaged-games = { $count ->
    [one] { $count } partie enregistrée n'a pas pu être lue : ses données sont endommagées. Elle figure dans Mes parties, où vous pouvez la supprimer.
   *[other] { $count } parties enregistrées n'ont pas pu être lues : leurs données sont endommagées. Elles figurent dans Mes parties, où vous pouvez les supprimer.
  }
option-not-kept = Ce navigateur n'a pas pu conserver l'option : elle reste valable jusqu'à la fermeture de la page.

## Other tabs
deleted-elsewhere = Cette partie a été supprimée dans un autre onglet. Elle reste ici, puisque vous êtes en train de la jouer.
played-elsewhere = Cette partie a été jouée dans un autre onglet : la grille affiche les coups joués là-bas.
changed-elsewhere = Cette partie a été modifiée au même moment dans un autre onglet : la grille affiche la partie de cet onglet, et votre dernier coup ici n'a pas été conservé.

## Playing
digit-clashes = Le { $digit } en { $cell } est en conflit avec le { $digit } en { $peers }.
digit-wrong = Le { $digit } en { $cell } n'est pas le chiffre de la solution.
solved = Grille résolue en { $time }. Bravo !
paused = En pause : la grille est masquée et le chronomètre est arrêté.
mode-digits = Mode chiffres : les chiffres remplissent les cases.
mode-marks = Mode notes : les chiffres ajoutent ou retirent des notes.
mode-colour = Mode couleur : un chiffre fait passer sa note par les couleurs A, B, C, D, puis la rend sans couleur ; Couleur de la case (ou Maj+1–6) colore la case elle-même. Effacer retire les couleurs d'une case.
mode-marks-3x3 = Mode notes : les chiffres ajoutent ou retirent des notes (3×3).
mode-marks-corner = Mode notes de coin : les chiffres ajoutent ou retirent des notes de coin (où un chiffre peut aller dans son bloc ; elles ne restreignent pas les candidats de la case).
mode-marks-centre = Mode notes centrales : les chiffres ajoutent ou retirent des notes centrales (les candidats d'une case qui n'a pas de notes 3×3).
marks-hidden = { $kind ->
    [corner] { $cell } affiche ses notes 3×3 ; ses notes de coin réapparaîtront quand celles-ci auront disparu.
   *[centre] { $cell } affiche ses notes 3×3 ; ses notes centrales réapparaîtront quand celles-ci auront disparu.
  }
bivalue-on = Les cases qui ont exactement deux candidats sont surlignées (appuyez de nouveau sur B pour arrêter).
bivalue-off = Les cases à deux candidats ne sont plus surlignées.
colours-cleared = Couleurs effacées.
colours-off-cell = Couleurs retirées de { $cell }.
colours-need-empty = Les couleurs s'appliquent aux notes : choisissez une case vide.
colours-need-mark = Notez d'abord le { $digit } en { $cell } : les couleurs s'appliquent aux notes.
mark-coloured = { $digit } en { $cell } : { $colour ->
    [1] couleur A
    [2] couleur B
    [3] couleur C
    [4] couleur D
   *[0] aucune couleur
  }.
cell-coloured = { $count ->
    [one] { $where }
   *[other] { $count } cases
  } : couleur de case { $colour }.
cell-colour-off = Couleur de case retirée de { $count ->
    [one] { $where }
   *[other] { $count } cases
  }.
undone-unsolved = Votre dernier coup est annulé : la partie n'est plus résolue, et son chronomètre repart.
marks-filled = Notes remplies d'après les chiffres de la grille.
solved-shown = Résolue : la grille affiche la solution unique.
digits-wrong = { $count ->
    [one] { $count } chiffre est faux : { $cells }.
   *[other] { $count } chiffres sont faux : { $cells }.
  }
digits-right = Tous les chiffres de la grille sont justes pour l'instant.
live-marks = Notes automatiques : chaque case vide affiche ses candidats, mis à jour à chaque chiffre que vous placez.

## A puzzle that cannot be played
game-off = { $status ->
    [multiple] Cette grille a plus d'une solution et ne peut donc pas aboutir à une réponse unique
   *[none] Cette grille n'a pas de solution, car certains de ses chiffres donnés se contredisent
  } : Indice, Vérifier, Résoudre, Évaluer et Pas à pas sont désactivés pour cette partie, et Mes parties la conserve telle quelle.
game-off-error = Cette partie ne peut pas être jouée : { $error }. Indice, Vérifier, Résoudre, Évaluer et Pas à pas sont désactivés pour cette partie, et Mes parties la conserve telle quelle.
game-off-techniques = Les indices de cette partie excluent { $techniques }, que cette version de Pencilmark ne connaît pas, si bien qu'aucun indice ne peut être donné : Indice, Vérifier, Résoudre, Évaluer et Pas à pas sont désactivés pour cette partie, et Mes parties la conserve telle quelle.
game-off-technique-key = « { $key } »
link-not-one-solution = La grille du lien n'a été ni ouverte ni ajoutée à vos parties : { $status ->
    [multiple] cette grille a plus d'une solution et ne peut donc pas aboutir à une réponse unique
   *[none] cette grille n'a pas de solution, car certains de ses chiffres donnés se contredisent
  }.
puzzle-not-one-solution = { $status ->
    [multiple] Cette grille a plus d'une solution et ne peut donc pas aboutir à une réponse unique. Elle n'a pas été ajoutée à vos parties.
   *[none] Cette grille n'a pas de solution, car certains de ses chiffres donnés se contredisent. Elle n'a pas été ajoutée à vos parties.
  }
link-not-opened = La grille du lien n'a été ni ouverte ni ajoutée à vos parties : { $error }.

## Languages
language-words-failed = Les textes en { $language } n'ont pas pu être chargés ({ $error }) : les indices restent en anglais en attendant.
language-page-failed = Les textes de la page en { $language } n'ont pas pu être chargés ({ $error }) : elle reste en anglais en attendant.
language-not-kept = Ce navigateur n'a pas pu conserver votre langue pour votre prochaine visite : elle reste valable pour celle-ci.

## Storage problems (the note over the board, and My games)
storage-full = L'espace de stockage de ce navigateur pour Pencilmark est plein : vos derniers coups ne sont donc pas enregistrés. Rien de ce qui était déjà enregistré n'a été supprimé et la partie continue ; libérez de l'espace (ou supprimez des parties dans Mes parties) pour enregistrer de nouveau.
storage-blocked = Ce navigateur ne permet pas à Pencilmark d'enregistrer des parties (fenêtre de navigation privée, ou stockage désactivé). Vous pouvez continuer à jouer, mais vos parties seront perdues à la fermeture de la page.

## Between two sentences said together: a space, or none where sentences are not spaced.
sentence-gap = {" "}

## A hint and a replay (the page's and an embedded board's)
where-to-look = Où regarder
waiting = Recherche de l'étape suivante…
replay-title = Étape { $step } sur { $steps } : { $name }
