# La page Techniques (public/techniques.html) : son titre, son introduction et
# les éléments de chaque article. Les valeurs peuvent contenir <b> et rien d'autre en HTML.

page-title = Techniques — Pencilmark
page-description = Toutes les techniques de sudoku que connaît le solveur de Pencilmark, de la plus facile à la plus difficile, chacune montrée pas à pas sur une vraie grille, avec son niveau et sa difficulté.
heading = Techniques
nav-pages = Pages
nav-play = Jouer au sudoku
nav-languages = Langues
intro-order = Toutes les techniques que connaît le solveur, dans l'ordre où il les essaie : les plus faciles d'abord. Chacune est montrée sur une vraie grille, à l'étape où la solution en a besoin pour la première fois ; la grille anime l'étape quand elle apparaît à l'écran. <b>S'entraîner</b> ouvre une nouvelle grille, rien que pour vous, au moment où cette technique est l'étape suivante.
intro-measures = Chaque technique a un <b>niveau</b> et une <b>difficulté</b>, deux mesures différentes. Le niveau (de Facile à Extrême) est la famille de techniques à laquelle elle appartient : le niveau d'une grille est la famille la plus difficile dont sa solution a besoin. La difficulté est celle que Sudoku Explainer attribue à cette seule étape, de 1,0 à 12 environ : le score d'une grille est celui de son étape la plus difficile. Deux techniques d'un même niveau peuvent donc avoir des difficultés très éloignées (3,2 pour un X-Wing, 6,6 pour un Finned X-Wing).
technique-count = { $count } techniques, de la plus facile à la plus difficile.

## L'article d'une technique
technique-facts = { $uniqueness ->
    [yes] { $level }, difficulté { NUMBER($rating, minimumFractionDigits: 1) }, suppose une solution unique.
   *[no] { $level }, difficulté { NUMBER($rating, minimumFractionDigits: 1) }.
  }
example-number = Exemple { $number }
picture-still = Image (SVG)
picture-animated = Image animée (SVG)
examples-label = { $technique } : exemples
pictures-label = { $technique } : l'exemple en image
step-label = { $technique } : l'étape
example-coming = L'exemple va s'afficher…
no-example = Pas encore de grille d'exemple pour cette technique.
practise = S'entraîner
practise-label = S'entraîner à la technique { $technique }
what-it-is = Le principe
why-it-works = Pourquoi ça marche
variants = Variantes
builds-on = S'appuie sur
