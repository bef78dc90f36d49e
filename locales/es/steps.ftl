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
