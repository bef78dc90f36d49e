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
