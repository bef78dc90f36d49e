# Les messages du partage d'une partie et des grilles venues d'ailleurs : le menu Partager
# (web/share-menu.js), les images de la grille (web/picture-menu.js, save-picture.js),
# les liens de partage (web/share-link.js), le champ de saisie et les fichiers
# (web/puzzle-input.js) et les photos (web/photo.js) (français, d'après
# locales/en/messages/share.ftl). Les cases se notent r1c1.

## The Share menu
share-link-copied = { $time ->
    [yes] Un lien vers cette partie, avec vos notes, vos couleurs et votre temps, a été copié dans le presse-papiers.
   *[no] Un lien vers cette partie, avec vos notes et vos couleurs, a été copié dans le presse-papiers.
  }
share-text-copied = La grille au format { $form } a été copiée dans le presse-papiers.
share-copy-refused = { $what ->
    [link] Ce navigateur n'a pas permis à la page de copier : le lien est sélectionné dans le champ sous le bouton ; copiez-le vous-même.
   *[text] Ce navigateur n'a pas permis à la page de copier : le texte est sélectionné dans le champ sous le bouton ; copiez-le vous-même.
  }
share-link-box = Lien vers cette partie
share-text-box = La grille au format { $form }
share-text-failed = La grille ne peut pas être convertie en texte : { $error }.
share-open-failed = { $app ->
    [sudokuwiki] La grille ne peut pas être ouverte dans le solveur de SudokuWiki : { $error }.
   *[sudokupad] La grille ne peut pas être ouverte dans SudokuPad : { $error }.
  }

## Pictures of the board
share-picture-no-step = Demandez d'abord un indice et affichez son étape (ou parcourez la solution pas à pas) : l'image animée montre le déroulement d'une étape.
share-picture-saved = L'image est enregistrée sous le nom { $file } dans vos téléchargements.
share-picture-failed = L'image n'a pas pu être créée : { $error }
share-picture-png-failed = le navigateur n'a pas pu créer le PNG
picture-menu-name = Image
picture-menu-choice = { $choice ->
    [picture-png] Image (PNG)
    [picture-hint] Image animée (SVG)
   *[picture-svg] Image (SVG)
  }
picture-menu-no-step = L'image n'a pas pu être créée : aucune étape n'est affichée à animer

## Why a link to a game (?g=) does not open: said after « Ce lien n'a pas pu être ouvert : »
## (page.ftl's link-unopened). $what: the part of the link (share-link-field-*).
share-link-empty = il est vide
share-link-version = sa version « { $version } » n'est pas lisible par cette page (il a peut-être été créé par une version plus récente de Pencilmark)
share-link-unpack = ses données ne se décompressent pas : le lien est tronqué ou modifié
share-link-check = sa somme de contrôle ne correspond pas à ses données : le lien est tronqué ou modifié
share-link-ends-before = il s'arrête avant { $what } : le lien est tronqué
share-link-not-digit = « { $character } », lu dans { $what }, n'est pas un chiffre en base 32
share-link-beyond = la valeur lue pour { $what } ({ $value }) dépasse { $most }
share-link-givens-repeat = ses chiffres donnés répètent un chiffre dans une ligne, une colonne ou un bloc
share-link-no-givens = il n'a aucun chiffre donné
share-link-no-candidates = sa grille en notes laisse une case sans candidat, ou n'élimine aucun candidat
share-link-no-notes = il ne liste aucune case avec des notes de coin ou centrales
share-link-notes-order = ses notes de coin et centrales citent { $cell } dans le désordre, ou une case dont le chiffre est donné
share-link-notes-empty = il liste { $cell } sans notes de coin ni centrales
share-link-colours-order = ses couleurs citent { $cell } dans le désordre
share-link-colours-empty = ses couleurs citent { $cell } sans couleur
share-link-colours-unmarked = il colore un candidat de { $cell } qui ne figure pas dans ses notes
share-link-unreadable = il est illisible ({ $error })
share-link-reader-failed = la page n'a pas pu charger son lecteur de liens ({ $error })
# The parts of a link ($what above): each with its article, after « avant », « dans », « pour ».
share-link-field-flags = les indicateurs
share-link-field-clock = le chronomètre
share-link-field-digit = le chiffre de { $cell }
share-link-field-candidates = les candidats de la grille en { $cell }
share-link-field-marks = les notes de { $cell }
share-link-field-taken = les notes retirées de { $cell }
share-link-field-notes-count = le nombre de cases avec des notes de coin ou centrales
share-link-field-notes-cell = une case avec des notes de coin ou centrales
share-link-field-corner = les notes de coin de { $cell }
share-link-field-centre = les notes centrales de { $cell }
share-link-field-coloured-cell = une case colorée
share-link-field-mark-colour = la couleur du { $digit } de { $cell }
share-link-field-cell-colour = la couleur de { $cell }

## The puzzle box
puzzle-loaded = Grille chargée.
puzzle-not-kept = Éléments de cette grille non conservés : { $lost }.
puzzle-lost-corner-marks = { $count ->
    [one] les notes de coin de { $count } case
   *[other] les notes de coin de { $count } cases
  }
puzzle-lost-colours = ses couleurs
puzzle-too-long = Ce texte fait { $count } caractères : c'est trop long pour une seule grille (une grille, quelle que soit sa forme, même une grille de notes avec ses bordures, tient en quelques milliers de caractères au plus). Il est toujours dans le champ : vous pouvez le raccourcir.

## Typing the givens
# "Start playing": the button web/app.js shows while the givens are typed (not in page/index.ftl yet).
givens-type = Saisissez les chiffres de la grille, puis appuyez sur Commencer à jouer.
givens-engine-loading = Le moteur est encore en cours de chargement.
givens-not-one-solution = { $status ->
    [multiple] Cette grille a plus d'une solution : ajoutez des chiffres donnés.
   *[none] Cette grille n'a pas de solution : vérifiez les chiffres que vous avez saisis.
  }
givens-ready = Grille prête : bonne chance !

## A file of puzzles. $file: the file's name.
file-engine-loading = { $file } n'a pas été ouvert : le moteur est encore en cours de chargement. Rouvrez-le dans un instant.
file-too-large = { $file } fait { $bytes } octets : c'est trop gros pour un fichier de grilles.
file-unread = { $file } n'a pas pu être lu : { $error }.
file-no-puzzle = { $file } ne contient aucune grille lisible par Pencilmark : { $error }.
file-list = { $listed ->
    [first] { $file } contient { $lines } lignes : { $count } grilles sont listées (les { $most } premières). Choisissez-en une à jouer.
    [skipped] { $skipped ->
        [one] { $file } contient { $lines } lignes : { $count } grilles, et { $skipped } ligne qui n'est pas une grille. Choisissez-en une à jouer.
       *[other] { $file } contient { $lines } lignes : { $count } grilles, et { $skipped } lignes qui ne sont pas des grilles. Choisissez-en une à jouer.
      }
   *[all] { $file } contient { $lines } lignes : { $count } grilles. Choisissez-en une à jouer.
  }
file-listed = { $file } : { $count } grilles au choix.
file-puzzle = Grille { $number } : { $givens } chiffres donnés
file-added = { $count ->
    [one] { $count } grille a été ajoutée à Mes parties.
   *[other] { $count } grilles ont été ajoutées à Mes parties.
  }
file-not-added = { $count ->
    [one] Non ajoutée, car sans solution ou avec plusieurs : grille { $puzzles }.
   *[other] Non ajoutées, car sans solution ou avec plusieurs : grilles { $puzzles }.
  }

## A photo of a puzzle
photo-engine-loading = La photo n'a pas été lue : le moteur est encore en cours de chargement. Réessayez dans un instant.
photo-not-picture = { $named ->
    [yes] { $file } n'a pas pu être ouvert comme image dans ce navigateur.
   *[no] L'image n'a pas pu être ouverte dans ce navigateur.
  }
photo-reading = Lecture de la photo…
photo-no-grid = Aucune grille de sudoku n'a été trouvée sur la photo. Réessayez avec toute la grille dans l'image, prise bien de face et sous une bonne lumière.
photo-unread = La photo n'a pas pu être lue : { $error }.
photo-read = { $count ->
    [0] Photo lue.
   *[other] Photo lue : vérifiez chaque case entourée.
  }
photo-digits-read = { $count ->
    [0] Chiffres lus : { $read }. Touchez une case pour la corriger, puis appuyez sur Jouer cette grille.
    [one] Chiffres lus : { $read }. Vérifiez la case entourée ({ $cells }) : touchez-la, puis son chiffre.
   *[other] Chiffres lus : { $read }. Vérifiez les cases entourées ({ $cells }) : touchez-en une, puis son chiffre.
  }
photo-empty = Vider
photo-canvas-label = La photo, avec la grille encadrée et les chiffres lus : { $puzzle }
photo-cell-read = { $digit ->
    [0] { $cell } : aucun chiffre lu. Son chiffre :
   *[other] { $cell } : { $digit } lu. Son chiffre :
  }
photo-cell-fixed = { $digit ->
    [0] { $cell } : vide.
   *[other] { $cell } : { $digit }.
  }
