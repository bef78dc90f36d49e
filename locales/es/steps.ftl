# Las palabras de los pasos en español (según locales/en/steps.ftl).
# Las casillas se nombran r1c1 (fila 1, columna 1), como en los foros.

## Unidades y listas.
house-row = la fila { $n }
house-column = la columna { $n }
house-box = la caja { $n }
list-comma = { $head }, { $item }
list-and = { $head } y { $last }
list-or = { $head } o { $last }

## Las dos pistas antes de un paso: dónde mirar, y luego la técnica y el lugar.
clue-look = Mira { $where }.
clue-technique = { $technique } { $where }.
where-in = en { $place }
where-in-digit = en { $place } (dígito { $digit })

## Singles.
single-last = { $cell } es la última casilla vacía de { $house }, así que es un { $digit }. Coloca el { $digit } en { $cell }.
single-hidden = En { $house }, el { $digit } solo puede ir en { $cell }: todas las demás casillas vacías ya ven un { $digit }. Coloca el { $digit } en { $cell }.
single-naked = { $cell } solo puede ser un { $digit }: su fila, su columna y su caja ya descartan todos los demás dígitos. Coloca el { $digit } en { $cell }.
