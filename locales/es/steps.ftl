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
