# Les mots du moteur sur une grille qu'il ne peut pas lire, ou qui n'a aucune
# ou plusieurs solutions (voir locales/en/messages/engine.ftl).

engine-character = { $kind ->
    [plain-space] «{"\u00A0"} {"\u00A0"}» (espace)
    [tab] une tabulation
    [control] U+{ $code }
    [byte] l'octet 0x{ $code }
    [surrogate] U+{ $code } (un demi-codet de substitution isolé)
    [byte-order-mark] U+{ $code } (une marque d'ordre des octets)
    [no-break-space] U+{ $code } (une espace insécable)
    [soft-hyphen] U+{ $code } (un trait d'union conditionnel)
    [wide-space] U+{ $code } (une espace)
    [invisible] U+{ $code } (un caractère invisible)
   *[shown] «{"\u00A0"}{ $character }{"\u00A0"}»
  }
engine-forms = {"\u00A0"}; une grille s'écrit en 81 caractères, en 729 notes, comme une grille imprimée ou de candidats, une ligne de la bibliothèque HoDoKu, une chaîne ou un lien SudokuWiki, un lien f-puzzles ou SudokuPad, ou une chaîne sudoku.coach
engine-bad-character = caractère invalide { engine-character } à la position { $position }{ $where ->
    [cell] {" "}({ $cell })
    [slot] {" "}({ $cell }, emplacement de candidat { $slot })
   *[none] {""}
  }{ $forms ->
    [yes] { engine-forms }
   *[no] {""}
  }
engine-bad-length = il faut 81 caractères (ou 729 pour des notes), le texte en a { $found }{ $forms ->
    [yes] { engine-forms }
   *[no] {""}
  }
engine-line81-length = il faut 81 caractères, le texte en a { $found }
engine-line729-length = il faut 729 caractères, le texte en a { $found }
engine-bad-mark = caractère invalide «{"\u00A0"}{ $character }{"\u00A0"}» à la position { $position } ({ $cell }, l'emplacement de candidat { $slot } contient «{"\u00A0"}{ $slot }{"\u00A0"}» ou «{"\u00A0"}.{"\u00A0"}»)
engine-table-cells = il faut 81 cases dans le tableau, il en a { $found }
engine-bad-grid-character = caractère invalide { engine-character } à la ligne { $line } du texte, caractère { $column }
engine-grid-cells = il faut 81 cases dans la grille, elle en a { $found }
engine-candidate-grid-cells = il faut 81 cases dans la grille de candidats, elle en a { $found }
engine-bad-library-character = caractère invalide { engine-character } dans une ligne de bibliothèque, à la position { $position }
engine-library-fields = une ligne de bibliothèque demande au moins 5 champs séparés par «{"\u00A0"}:{"\u00A0"}», celle-ci en a { $found }
engine-bad-library-givens = caractère invalide { engine-character } dans les chiffres donnés d'une ligne de bibliothèque, à la position { $position }
engine-library-cells = il faut 81 cases dans les chiffres donnés d'une ligne de bibliothèque, elle en a { $found }
engine-library-deleted = un candidat éliminé d'une ligne de bibliothèque s'écrit chiffre, ligne, colonne (comme 436), à la position { $position }
engine-s9b-length = une chaîne S9B de SudokuWiki a 162 caractères après «{"\u00A0"}S9B{"\u00A0"}», celle-ci en a { $found }
engine-no-candidates = { $cell } n'a aucun candidat{ $why ->
    [library] {" "}(la ligne de bibliothèque les élimine tous)
    [givens] {"\u00A0"}: chacune de ses notes est le chiffre donné d'une case voisine
    [notes] {"\u00A0"}: ses notes sont toutes déjà placées
   *[none] {""}
  }
engine-duplicate = { $first } et { $second } valent tous deux { $digit } ({ stage-house })
engine-no-solution = aucune solution
engine-multiple-solutions = plus d'une solution
