# Las palabras de los pasos en español (según locales/en/steps.ftl).
# Las casillas se nombran r1c1 (fila 1, columna 1), como en los foros.

## Unidades y listas.
house-row = la fila { $n }
house-column = la columna { $n }
house-box = la caja { $n }
list-comma = { $head }, { $item }
list-and = { $head } y { $item }
list-or = { $head } o { $item }

## Las dos pistas antes de un paso: dónde mirar, y luego la técnica y el lugar.
clue-look = Fíjate en { $where }.
clue-technique = { $technique } { $where }.
where-in = en { $place }
where-in-digit = en { $place } (número { $digit })

## Singles.
single-last = { $cell } es la última casilla vacía de { $house }: solo falta el { $digit }. Coloca el { $digit } en { $cell }.
single-hidden = En { $house }, el { $digit } solo puede ir en { $cell }: todas las demás casillas vacías ya tienen un { $digit } en su fila, su columna o su caja. Coloca el { $digit } en { $cell }.
single-naked = { $cell } solo puede ser un { $digit }: su fila, su columna y su caja ya descartan todos los demás números. Coloca el { $digit } en { $cell }.
# Un número y las casillas de las que se elimina: "el 3 de r1c4 y r1c5" (una
# lista de estos se une con list-semicolon: "el 3 de r1c4; el 8 de r1c5").
removal = el { $digit } de { $cells }
list-semicolon = { $head }; { $item }
# Cuántas casillas (y números) tiene un subconjunto, en palabras.
count-word = { $n ->
    [1] una
    [2] dos
    [3] tres
   *[4] cuatro
}

## Intersecciones (candidatos bloqueados).
intersection = En { $from }, el { $digit } solo puede ir en { $cells }, que están en { $to }. Así que el { $digit } de { $to } tiene que ir en { $from }: elimina el { $digit } de { $removed }.

## Subconjuntos: $digits es "3 y 5" en uno oculto, "3 o 5" en los demás.
subset-hidden = En { $houses }, los números { $digits } solo pueden ir en { $cells }, así que esas { count-word } casillas quedan reservadas para esos { count-word } números: elimina sus demás candidatos ({ $removed }).
subset-locked = { $cells } solo pueden ser { $digits }, y están a la vez en { $houses }. Así que esos { count-word } números ocupan esas { count-word } casillas: elimínalos de las demás casillas de ambas ({ $removed }).
subset-naked = { $cells } solo pueden ser { $digits }, así que esos { count-word } números ocupan esas { count-word } casillas: elimínalos del resto de { $houses } ({ $removed }).

## Alas (wings). $count: cuántas casillas pierden el número ("que ve" o "que ven").
cell-holding = { $cell } ({ $digits })
xyz-wing = { $pivot } solo puede ser { $pivot-digits }, y ve { $first-holding } y { $second-holding }. Si { $pivot } es un { $x }, { $first } es un { $z }; si es un { $y }, { $second } es un { $z }; y si no, el propio { $pivot } es un { $z }. Así que una de las tres casillas es un { $z }: elimina el { $z } de { $removed }, que { $count ->
        [one] ve
       *[other] ven
    } las tres.
xyz-wing-look = { $pivot } y, entre las casillas que ve, en las que tienen dos candidatos
where-pivot = con pivote en { $pivot }
wxyz-wing = Entre las cuatro, { $held } solo tienen los candidatos { $digits }. Cada uno de los números { $others } solo puede ir en una de ellas (las que lo tienen se ven todas entre sí), así que entre todos ocupan como mucho tres de las cuatro casillas, y una de las casillas { $z-cells } tiene que ser un { $z }. Elimina el { $z } de { $removed }, que { $count ->
        [one] ve
       *[other] ven
    } { $z-count ->
        [2] esas dos casillas
       *[other] todas esas casillas
    }.
wxyz-wing-look = las casillas que solo pueden ser { $digits }
w-wing = Tanto { $a } como { $b } solo tienen los candidatos { $digits }. En { $house }, el { $y } solo puede ir en { $end-a } (que ve { $a }) o en { $end-b } (que ve { $b }), así que { $a } y { $b } no pueden ser las dos un { $y }: una de ellas es un { $x }. Elimina el { $x } de { $removed }, que { $count ->
        [one] ve
       *[other] ven
    } las dos.
where-w-wing = en { $a } y { $b } (enlace fuerte del { $y } en { $house })

## Peces (fish). $base-kind y $cover-kind son uno de estos cuatro; $n es cuántas bases hay (count-word).
houses-rows = filas
houses-columns = columnas
houses-boxes = cajas
houses-mixed = unidades
fish = En { $bases }, el { $digit } solo puede ir en { $covers }. Cada una de esas { count-word } { $base-kind } necesita un { $digit }, así que las { count-word } { $cover-kind } tienen su { $digit } dentro de esas { $base-kind }: elimina el { $digit } de { $removed }{ $cannibals }.
fish-finned = En { $bases }, el { $digit } solo puede ir en { $covers }, salvo por { $fin-count ->
        [one] la aleta
       *[other] las aletas
    } { $fins }{ $endo }. O bien el { $digit } está en { $fin-count ->
        [one] la aleta
       *[other] alguna de las aletas
    }, o bien las { count-word } { $cover-kind } tienen su { $digit } dentro de esas { $base-kind }. En ambos casos, { $removed } (que { $count ->
        [one] ve
       *[other] ven
    } { $fin-count ->
        [one] la aleta
       *[other] todas las aletas
    }) no { $count ->
        [one] puede
       *[other] pueden
    } ser un { $digit }: elimínalo{ $cannibals }.{ $sashimi }
# Se dice tras las eliminaciones, cuando el pez también elimina algunas de sus propias casillas.
fish-cannibals = { " " }(un { $digit } en { $cells } serviría a la vez a dos de esas { $cover-kind }, y no quedarían bastantes para las demás { $base-kind })
# Aletas que están en dos bases (aletas endo).
fish-endo = { " " }({ $cells } { $endo-count ->
        [one] está en dos de esas { $base-kind }, así que cuenta como aleta)
       *[other] están cada una en dos de esas { $base-kind }, así que cuentan como aletas)
    }
fish-sashimi = { " " }Sin { $fin-count ->
        [one] la aleta,
       *[other] las aletas,
    } { $house } { $kept-count ->
        [0] no tendría ningún sitio
       *[other] solo tendría { $kept }
    } para el { $digit }: el pez es sashimi.
fish-look = dónde puede ir el { $digit } en cada una de las { $base-kind }
fish-look-franken = dónde puede ir el { $digit } en las { $lines } y las cajas

## Patrones de un solo número: rascacielos (skyscraper), cometa (2-String Kite), turbot fish, rectángulo vacío, cadena X.
## $count: cuántas casillas pierden el número.
look-two-places = las unidades donde el { $digit } solo tiene dos sitios
look-two-places-around = las unidades donde el { $digit } solo tiene dos sitios, alrededor de { $box }
look-two-places-from = las unidades donde el { $digit } solo tiene dos sitios, empezando por { $first }
look-where-in = dónde puede ir el { $digit } en { $house }
short-chain = { $c0 } y { $c1 } son los únicos sitios para el { $digit } en { $first }, y { $c2 } y { $c3 } los únicos en { $second }. { $c1 } y { $c2 } comparten { $shared }, así que no pueden ser las dos un { $digit }: { $c0 } o { $c3 } tiene que serlo. Elimina el { $digit } de { $removed }, que { $count ->
        [one] ve
       *[other] ven
    } las dos.
kite = { $first } ({ $c0 }, { $c1 }) y { $second } ({ $c2 }, { $c3 }) solo tienen dos sitios cada una para el { $digit }, así que { $c0 } o { $c3 } es un { $digit }
dual-kite = Dos cometas (2-String Kite) del { $digit } se encuentran en { $m1 } y { $m2 } ({ $box }), que no pueden ser las dos un { $digit }. En la primera, { $kite1 }; en la segunda, { $kite2 }. Elimina el { $digit } de { $removed }.
# Un rectángulo vacío: dónde puede ir el número en la caja, luego cada par conjugado ($places, una lista
# de er-box y er-pair) y luego una frase (er-if) por cada casilla eliminada, unidas con list-sentences.
er-box = En { $box }, el { $digit } solo puede ir en { $line } o en { $cross } ({ $group })
er-pair = en { $house } solo en { $near } o en { $far }
er-if = Si { $removed } fuera un { $digit }, { $far } no lo sería, así que { $near } sí lo sería: { $box } no tendría ningún sitio para el { $digit } ni en { $line } (que ya lo tendría en { $near }) ni en { $cross } (que ya lo tendría en { $removed }).
list-sentences = { $head } { $item }
empty-rectangle = { $places }. { $clauses } Así que elimina el { $digit } de { $removed }.
# El razonamiento de una cadena X: x-chain-start, luego x-chain-on y x-chain-off por turnos, unidos con list-so.
x-chain-start = Si { $first } no es un { $digit }, { $next } lo es
x-chain-on = { $cell } lo es
x-chain-off = { $cell } no lo es
list-so = { $head }, así que { $item }
x-chain = El { $digit } solo tiene dos sitios en cada una de estas unidades: { $houses }. { $reasoning }. Así que { $first } o { $last } es un { $digit }: elimina el { $digit } de { $removed }, que { $count ->
        [one] ve
       *[other] ven
    } las dos.
where-x-chain = de { $first } a { $last } (número { $digit }, { $links } enlaces fuertes)

## Coloreado. $a y $b: las casillas de cada color; $a1, $b1 y $a2, $b2: los colores de los dos grupos.
colour-look = las unidades donde el { $digit } solo tiene dos sitios, encadenadas entre sí
where-on-digit = con el número { $digit }
colour-two = Al encadenar las unidades donde el { $digit } solo tiene dos sitios, sus candidatos se reparten en dos colores, y uno de los dos lleva el { $digit } en todas sus casillas: { $a } de un lado, { $b } del otro.
colour-trap = { colour-two } { $removed } { $count ->
        [one] ve casillas de los dos colores, así que no puede ser
       *[other] ven casillas de los dos colores, así que ninguna de ellas puede ser
    } un { $digit }.
colour-wrap = { colour-two } { $x } y { $y } tienen el mismo color y comparten { $house }, así que ese color no puede llevar el { $digit }: elimina el { $digit } de { $removed }.
colour-clusters = Al encadenar las unidades donde el { $digit } solo tiene dos sitios, salen dos grupos separados, cada uno con dos colores, de los que uno lleva el { $digit } en todas sus casillas: { $a1 } frente a { $b1 } en uno, y { $a2 } frente a { $b2 } en el otro.
multi-colours-1 = { colour-clusters } { $m1 } y { $m2 } se ven, así que sus colores no pueden llevar los dos el { $digit }, y uno de los colores opuestos (el de { $o1 } o el de { $o2 }) sí lo lleva. Elimina el { $digit } de { $removed }, que { $count ->
        [one] ve
       *[other] ven
    } casillas de esos dos colores.
multi-colours-2 = { colour-clusters } { $f1 } ve { $t1 } y { $f2 } ve { $t2 }, así que el color de { $removed } ve casillas de los dos colores del otro grupo, y uno de ellos lleva el { $digit }: ese color no puede llevarlo. Elimina el { $digit } de { $removed }.

## Pareja remota (remote pair): $chain solo tiene $pair ($d1 y $d2); cada una de las $reasons
## (remote-pair-reason, unidas con list-clauses) nombra una casilla que los pierde; $count: cuántas.
remote-pair-reason = { $cell } ve { $a } y { $b }
list-clauses = { $head }; y { $item }
remote-pair = Cada una de las casillas { $chain } solo tiene los candidatos { $pair } y ve la siguiente, así que a lo largo de la cadena se van alternando: de dos de ellas separadas por un número impar de pasos, una es un { $d1 } y la otra un { $d2 }. { $reasons }: { $count ->
        [one] no puede ser
       *[other] esas casillas no pueden ser
    } ni un { $d1 } ni un { $d2 }. Elimina { $removed }.
remote-pair-look = las casillas que solo pueden ser { $pair }
where-remote-pair = de { $first } a { $last } ({ $n } casillas, números { $pair })

## Rectángulo de Zambon.
rectangle = Supón que { $corner } es un { $digit }. Entonces el { $digit } tiene que ir en { $forced }, y { $box } se queda sin ningún sitio para el { $digit }. Así que { $corner } no es un { $digit }.
rectangle-look = dónde puede ir el { $digit } en { $boxes }

## Los nodos de una cadena: el candidato de una casilla, o el de un grupo ($count casillas, de las que
## una tiene el número si el nodo es verdadero, y ninguna si es falso).
node-on = { $cells } es un { $digit }
node-off = { $count ->
    [one] { $cells } no es un { $digit }
   *[other] ninguna de las casillas { $cells } es un { $digit }
}
chain-look = la cadena que empieza en { $start }

## XY-Wing (Y-Wing) y XY-Chain: $first y $last son los extremos de la cadena, $x el número que eliminan,
## $y el que pasaría el pivote; $reasoning: los números de las casillas, node-on unidos con list-so.
y-wing = { $pivot } solo puede ser { $pivot-digits }. En cualquier caso, { $first } o { $last } es un { $x } (si { $pivot } es un { $y }, { $last } es un { $x }; si no, { $first } es un { $x }), así que elimina el { $x } de { $removed }.
y-wing-look = las casillas con dos candidatos que ven { $pivot }
xy-chain = Si { $first } no es un { $x }: { $reasoning }. Así que { $first } o { $last } es un { $x }: elimina el { $x } de { $removed }.
xy-chain-look = las casillas con dos candidatos, empezando por { $first }
where-xy-chain = de { $first } a { $last } ({ $n } casillas, número { $x })

## Cadenas de inferencia alternada (AIC) y Nice Loops. $reasoning es chain-reasoning o, si la
## cadena es larga, chain-reasoning-long: sus primeros pasos, cuántos enlaces más ($skipped) y su último nodo.
chain-reasoning = Si { $premise }, { $then }
chain-reasoning-long = Si { $premise }, { $then }, y, { $skipped ->
        [one] un enlace
       *[other] { $skipped } enlaces
    } más adelante, { $last }
nice-loop-continuous = { $reasoning }; un enlace débil de vuelta a { $start } cierra un bucle de { $links } enlaces, fuertes y débiles alternados. Pase lo que pase en { $start }, los enlaces se cumplen en un sentido del bucle o en el otro, así que cada enlace débil tiene exactamente un extremo verdadero: elimina { $removed }.
nice-loop-false = { $reasoning }. Así que { $premise }: elimínalo.
nice-loop-both = { $reasoning }. Las dos cosas no pueden darse a la vez, así que { $premise }: elimínalo.
nice-loop-true = { $reasoning }. Así que { $premise }: elimina sus demás candidatos ({ $digits }).
aic = { $reasoning }. Así que o bien { $premise }, o bien { $last }: elimina { $removed }.
where-through = que pasa por { $start } ({ $links } enlaces)
where-at = en { $start } ({ $links } enlaces)
where-from-to = de { $start } a { $end } ({ $links } enlaces)

## Conjuntos casi bloqueados (ALS). Un conjunto se nombra por sus casillas y sus números: "r1c2, r1c5 (1/4/7)".
als-set = { $cells } ({ $digits })
list-slash = { $head }/{ $item }
als-removal = ninguna casilla que vea todos los { $digits-or } de esos conjuntos puede ser un { $digits-or }. Elimina { $removed }.
als-xz = Dos conjuntos casi bloqueados (ALS, cada uno con un número más que casillas): { $first } y { $second }. Todos los { $rc } de uno ven todos los { $rc } del otro, así que como mucho uno de los dos conjuntos lo tiene; el otro queda entonces bloqueado y contiene todos sus demás números. Así que el { $z } está en uno de los dos conjuntos: { $removal }
als-xz-double = Dos conjuntos casi bloqueados (ALS, cada uno con un número más que casillas): { $first } y { $second }. Están unidos dos veces: los { $rc } de cada conjunto ven los del otro, así que cada uno de esos números está como mucho en uno de los conjuntos y, quitando esos números, los dos conjuntos quedan bloqueados. Elimina { $removed }.
# Los conjuntos de una cadena: todos, o los dos primeros y cuántos más hay antes del último.
als-sets = { $sets } y luego { $last }
als-sets-more = { $sets }, y luego { $more ->
        [one] otro más
       *[other] otros { $more }
    } hasta llegar a { $last }
# $links: los números que comparten los conjuntos vecinos, una lista de listas ("1, 2 y 3 y 4").
als-chain-reasoning = Cada conjunto comparte con el siguiente un número (por orden: { $links }) cuyos sitios en los dos conjuntos se ven todos entre sí. Si el primer conjunto no tuviera ningún { $z-or }, quedaría bloqueado y tendría el { $first-link }, así que al siguiente le faltaría y quedaría bloqueado, y así sucesivamente hasta el último, que tendría el { $z }. Así que el { $z-or } está en el primer conjunto o en el último: { $removal }
als-xy-wing = Tres conjuntos casi bloqueados (ALS, cada uno con un número más que casillas): { $sets }. { als-chain-reasoning }
als-xy-chain = { $n } conjuntos casi bloqueados en cadena (ALS, cada uno con un número más que casillas): { $sets }. { als-chain-reasoning }
als-petal = el { $digit } en { $set }
death-blossom = Death Blossom: el tallo { $stem } tiene los candidatos { $stem-digits }, y cada uno tiene su pétalo, un conjunto casi bloqueado cuyos sitios para ese número ven todos el tallo: { $petals }. Sea cual sea el número del tallo, el pétalo de ese número lo pierde y queda bloqueado, así que contiene el { $z }: { $removal }
death-blossom-look = { $stem } y sus pétalos
where-stem = con tallo en { $stem }
where-als = en { $cells } (para eliminar el { $z })

## Sue de Coq: las casillas del cruce ($core) de $line con $box, las demás casillas de la línea y
## las de la caja; $need dice cuántos números necesitan las $total casillas (distintos o compartidos).
sue-de-coq = { $core } (donde { $line } se cruza con { $box }) tienen los candidatos { $core-digits }. En { $line }, { $line-cells } solo { $line-count ->
        [one] tiene
       *[other] tienen
    } los candidatos { $line-digits }; en { $box }, { $box-cells } solo { $box-count ->
        [one] tiene
       *[other] tienen
    } los candidatos { $box-digits }. Estas { $total } casillas necesitan { $need }. Así que los números del patrón se reparten así: { $places }. Elimina { $removed }.
sue-de-coq-distinct = { $total } números distintos (los dos grupos no comparten ninguno), y entre todas tienen exactamente los candidatos { $digits }
sue-de-coq-shared = { $total } números, todos distintos salvo un { $digits }, que va una vez en cada grupo, y eso es justo lo que tienen
sue-de-coq-in-house = { $digits } dentro de { $house }
sue-de-coq-in-core = { $digits } en las casillas del cruce
sue-de-coq-in-both = { $digits } una vez dentro de cada una
sue-de-coq-look = el cruce de { $line } con { $box }
where-sue-de-coq = en { $line } y { $box } ({ $core })

## Unicidad: rectángulos, bucles, rectángulos evitables y BUG+1. $ab: los dos números del patrón
## mortal ("4 y 7"), $ab-or lo mismo con "o"; $plain: sus casillas que solo tienen esos dos.
two-solutions = el sudoku tendría dos soluciones
deadly-four-cells = las cuatro casillas
deadly-loop-cells = las casillas del bucle
deadly-look = las casillas con los candidatos { $ab } en { $rows }
where-deadly = en { $cells } ({ $digits })
unique-rectangle = { $corners } están en dos filas, dos columnas y dos cajas: si en ellas solo quedaran los números { $ab }, se podrían intercambiar los dos números y { two-solutions }. { $kept }
unique-loop = { $loop } forman un bucle: cada una comparte una unidad con la siguiente (y la última con la primera), y cada fila, columna o caja que contiene una de ellas contiene dos. Si en ellas solo quedaran los números { $ab }, se podrían intercambiar los dos números a lo largo del bucle y { two-solutions }. { $kept }
# Cómo las casillas con más candidatos ($extra) impiden que se forme el patrón; $all es
# deadly-four-cells o deadly-loop-cells.
kept-one-cell = { $plain } solo pueden ser { $ab-or }, así que { $extra } no puede ser también { $ab-or }: elimínalos de { $extra } ({ $removed-digits }).
kept-one-digit = { $extra } tienen un único candidato de más, el { $x }, y el resto ({ $plain }) solo puede ser { $ab-or }, así que una de las casillas { $extra } es un { $x }: elimina el { $x } de { $removed }, que { $count ->
        [one] ve
       *[other] ven
    } { $extra-count ->
        [2] las dos
       *[other] todas ellas
    }.
kept-subset = { $plain } solo pueden ser { $ab-or }, así que { $extra } no pueden ser las dos { $ab-or }: una de ellas tiene que ser { $extras-or }. Juntas hacen de una sola casilla con los candidatos { $extras }, que junto con { $others } forma un { $size ->
        [2] par desnudo
        [3] trío desnudo
        [4] cuarteto desnudo
        [5] quinteto desnudo
        [6] sexteto desnudo
        [7] septeto desnudo
       *[8] octeto desnudo
    } con { $subset-digits } en { $houses }: elimina { $removed }.
kept-conjugate = { $plain } solo pueden ser { $ab-or }. En { $houses }, el { $u } solo puede ir en { $extra }, así que una de ellas es un { $u }; si la otra fuera un { $v }, en { $all } solo quedarían los números { $ab }. Así que elimina el { $v } de { $extra }.
unique-rectangle-6 = { $plain } solo pueden ser { $ab-or }. En { $houses }, el { $u } solo puede ir en estas cuatro casillas, así que ocupa una de las dos diagonales; si ocupara { $pair }, { $plain } serían las dos un { $v } y en las cuatro casillas solo quedarían los números { $ab }. Así que elimina el { $u } de { $pair }.
hidden-rectangle = { $x } solo puede ser { $ab-or }. En { $houses }, el { $u } solo puede ir en estas cuatro casillas, así que si { $z } fuera un { $v }, { $beside } serían las dos un { $u } y { $x }, un { $v }: en las cuatro casillas solo quedarían los números { $ab }. Así que elimina el { $v } de { $z }.
solved-cell = { $cell } ({ $digit })
avoidable-solved = { $solved } { $solved-count ->
        [one] se ha resuelto, no es una pista.
       *[other] se han resuelto, no son pistas.
    }
avoidable-swap = en las cuatro casillas quedarían los números { $ab } sin ninguna pista entre ellas, así que se podrían intercambiar y { two-solutions }
avoidable-rectangle-1 = { avoidable-solved } Si { $cell } fuera un { $digit }, { avoidable-swap }. Así que elimina el { $digit } de { $cell }.
avoidable-rectangle-2 = { avoidable-solved } Si { $first } fuera un { $first-digit } y { $second } un { $second-digit }, { avoidable-swap }. Así que una de las dos es un { $x } (su otro candidato): elimina el { $x } de { $removed }, que { $count ->
        [one] ve
       *[other] ven
    } las dos.
avoidable-look = los números resueltos hasta ahora (no las pistas) en { $rows }
bug-plus-1 = Todas las casillas sin resolver tienen dos candidatos salvo { $cell } ({ $candidates }), y cada candidato aparece dos veces en cada fila, columna y caja donde está, salvo el { $digit }, que aparece tres veces en { $houses }. Si { $cell } no fuera un { $digit }, la cuadrícula sería un patrón mortal (BUG), que nunca tiene una única solución: el sudoku tendría dos soluciones o ninguna. Así que { $cell } es un { $digit }: elimina sus demás candidatos ({ $others }).
bug-look = la única casilla con tres candidatos

## Cadenas forzadas. Una rama: sus primeros pasos (node-on y node-off, unidos con list-comma),
## y cuántos enlaces tiene cuando el tablero muestra más (branch-cut).
branch-at-once = de inmediato
branch-cut = { $hops }, … ({ $links } enlaces en total)
forcing-if = si { $premise }: { $branch }
# $dynamic: vacío, forcing-dynamic o forcing-nested; $place: vacío o forcing-place.
forcing-dynamic = { " " }(teniendo en cuenta, en cada suposición, las eliminaciones que provoca)
forcing-nested = { " " }(teniendo en cuenta, en cada suposición, las eliminaciones que provoca y las intersecciones, pares y X-Wings que resultan de ellas)
forcing-place = { " " }Coloca { $placements }.
placement = el { $digit } en { $cell }
forcing-cell = { $cell } solo puede ser { $digits }, y, sea cual sea, { $conclusion }{ $dynamic }: { $branches }.{ $place }
forcing-region = En { $house }, el { $digit } tiene que ir en una de las casillas { $cells }, y, vaya donde vaya, { $conclusion }{ $dynamic }: { $branches }.{ $place }
forcing-double = Tanto si { $premise } como si no, { $conclusion }{ $dynamic }: si lo es, { $if-true }; si no, { $if-false }.{ $place }
forcing-contradiction = Supón que { $premise }{ $dynamic }: entonces { $branch }, hasta que { $cell } tiene que ser un { $digit } y, a la vez, no serlo. Así que { $conclusion }.{ $place }
where-from = desde { $place }

## Prueba y error, y la suposición. $hops: lo que obliga la suposición (node-on, o node-off
## para una prueba dentro de la prueba), el último quizá trial-more.
trial = Supón que { $cell } es un { $digit }. Entonces { $hops }, hasta que { $end }{ $inner }. Así que { $cell } no es un { $digit }.
trial-at-once = Supón que { $cell } es un { $digit }: de inmediato, { $end }{ $inner }. Así que { $cell } no es un { $digit }.
trial-more = { $n ->
        [one] un paso más (puedes verlo en el tablero)
       *[other] { $n } pasos más (puedes verlos en el tablero)
    }
trial-end-cell = { $cell } se queda sin candidatos
trial-end-house = { $house } se queda sin ningún sitio para el { $digit }
trial-nested = { " " }(cada «no es» es una prueba dentro de la prueba: si además se pone ese número ahí, los singles llevan a una contradicción)
where-supposing = en { $cell } (suponiendo un { $digit })
guess = Ninguna técnica, ni siquiera la prueba y error anidada, permite avanzar aquí, así que toca suponer: de los candidatos de { $cell } ({ $digits }), la búsqueda muestra que el correcto es el { $digit }. Coloca el { $digit } en { $cell }.

## Los errores del propio jugador.
wrong-digit-twice = { $cell } y { $other }, en { $house }, tienen las dos un { $digit }: el { $digit } de { $cell } está mal. Bórralo.
wrong-digit = El { $digit } de { $cell } está mal: no es el de la solución de este sudoku. Bórralo.
wrong-digit-look = tus números en { $house }
missing-candidate = En las notas de { $cell } falta el { $digit }, pero el { $digit } no está descartado en esa casilla. Vuelve a anotarlo.
missing-candidate-look = las notas de { $house }

## Los enlaces de una cadena uno a uno («Show every link»): los dos extremos de cada enlace (node-on o
## node-off) y su tipo; una rama de una cadena forzada o una prueba empieza por su suposición.
hop = { $from }, así que { $to } ({ $kind ->
        [strong] enlace fuerte
        [weak] enlace débil
        [forces] se deduce
       *[inner-trial] una prueba dentro de la prueba: si además se pone ese número ahí, los singles llevan a una contradicción
    })
hop-supposed = Supón que { $premise }: { $hop }
