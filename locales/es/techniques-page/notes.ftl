# El artículo de la página de técnicas sobre cada técnica (español, según
# locales/en/techniques-page/notes.ftl): KEY-what, qué es; KEY-why, por qué
# funciona; KEY-variant-N, sus variantes. Un conjunto de candidatos como {3,8}
# se escribe {"{3,8}"}. Las casillas se nombran r1c1.

## full-house
full-house-what = A una fila, columna o caja le queda exactamente una casilla vacía. El único número que falta en esa unidad va en esa casilla.
full-house-why = Cada unidad contiene cada número del 1 al 9 exactamente una vez. Cuando ya tiene ocho colocados, solo falta uno, y solo hay una casilla vacía para él.

## hidden-single
hidden-single-what = Dentro de una unidad, un número solo tiene una casilla donde todavía puede ir, aunque esa casilla muestre otros candidatos. Por ejemplo, en la caja 4 el 7 solo cabe en r4c2.
hidden-single-why = La unidad tiene que contener el número en algún sitio. Cada una de las demás casillas de la unidad o ya está ocupada o comparte fila, columna o caja con ese número, así que la casilla que queda es el único sitio posible y tiene que llevarlo.
hidden-single-variant-1 = En una caja se suele encontrar por barrido: siguiendo a través de la caja las filas y las columnas que ya tienen el número.

## naked-single
naked-single-what = A una casilla le queda un solo candidato, porque entre su fila, su columna y su caja ya contienen los otros ocho números.
naked-single-why = Cada casilla tiene que llevar algún número del 1 al 9, y un número que ya está en alguna de sus tres unidades no puede volver a aparecer en ella. Descartados ocho números, el noveno es el único valor posible.

## pointing-line
pointing-line-what = Dentro de una caja, todos los candidatos de un número están en la misma fila o en la misma columna. Entonces ese número se puede eliminar de las casillas de esa línea que están fuera de la caja.
pointing-line-why = La caja tiene que llevar el número, y todas sus casillas posibles están en esa línea. Sea cual sea la que lo lleve, el número de esa línea queda dentro de la caja, así que el resto de la línea no puede tenerlo.
pointing-line-variant-1 = Se habla de par apuntador o de trío apuntador («pointing pair», «pointing triple») según sean dos o tres las casillas de la caja que tienen el número.

## box-line
box-line-what = En una fila o columna, todos los candidatos de un número están dentro de una misma caja. Entonces el número se puede eliminar de las demás casillas de esa caja, las que no están en la línea.
box-line-why = La línea tiene que llevar el número, y todos sus sitios posibles están donde la línea atraviesa la caja. Así que el número de la caja estará en esa línea, y las seis casillas de la caja que quedan fuera de la línea no pueden tenerlo.
box-line-variant-1 = También se conoce como «claiming»; es la imagen especular de los Candidatos bloqueados tipo 1, con los papeles de la caja y la línea intercambiados.

## locked-pair
locked-pair-what = Dos casillas vacías que comparten a la vez una caja y una fila (o columna) solo tienen los mismos dos candidatos, como {"{3,8}"} en r1c1 y r1c2. Los dos números salen de todas las demás casillas de esa caja y de esa línea.
locked-pair-why = Las dos casillas tienen que llevar entre ellas el 3 y el 8, uno cada una. Como están en dos unidades a la vez, las dos unidades reciben su 3 y su 8 de estas casillas, así que ninguna otra casilla de la línea ni de la caja puede tener ninguno de esos dos números.
locked-pair-variant-1 = Trío bloqueado: tres casillas del cruce de una caja con una línea, limitadas entre todas a tres números.

## naked-pair
naked-pair-what = Dos casillas de la misma unidad tienen exactamente los mismos dos candidatos y ningún otro, por ejemplo {"{2,6}"} en r3c1 y r3c7. Esos dos números se pueden eliminar de todas las demás casillas de esa unidad.
naked-pair-why = Las dos casillas se quedarán con el 2 y el 6, uno cada una, en un orden u otro. Si otra casilla de la unidad llevara un 2 o un 6, una de las dos casillas del par se quedaría sin ningún número, lo cual es imposible.
naked-pair-variant-1 = Cuando las dos casillas comparten además una caja, aparte de su línea, es un par bloqueado y limpia las dos unidades.
naked-pair-variant-2 = El trío desnudo y el cuarteto desnudo aplican la misma cuenta a tres o cuatro casillas.

## hidden-pair
hidden-pair-what = En una unidad, dos números solo pueden ir, cada uno, en las mismas dos casillas. Esas casillas pueden mostrar también otros candidatos; todos esos otros candidatos se pueden borrar.
hidden-pair-why = La unidad necesita los dos números, y ninguno tiene otra casilla disponible aparte de estas dos. Así que las dos casillas las ocupan esos dos números, uno cada una, y ningún otro número cabe en ellas.
hidden-pair-variant-1 = El trío oculto y el cuarteto oculto extienden la idea a tres o cuatro números confinados en otras tantas casillas.
hidden-pair-variant-2 = A cada par oculto le corresponde un subconjunto desnudo formado por las demás casillas vacías de la unidad.

## x-wing
x-wing-what = Para un número, dos filas lo tienen cada una en solo dos casillas, y esas cuatro casillas están alineadas en las mismas dos columnas, formando un rectángulo. El número se puede eliminar de todas las demás casillas de esas dos columnas. Lo mismo vale intercambiando filas y columnas.
x-wing-why = Cada una de las dos filas tiene que colocar el número en una de sus dos casillas. No pueden usar las dos la misma columna, así que cada fila se queda con una de las columnas. Por tanto, cada una de las dos columnas recibe su número de estas dos filas, y no queda sitio para él en ninguna otra de sus casillas.
x-wing-variant-1 = El Finned X-Wing y el Sashimi X-Wing admiten candidatos de más junto a una esquina.
x-wing-variant-2 = El Swordfish y el Jellyfish usan tres y cuatro líneas.
x-wing-variant-3 = Los peces Franken incluyen cajas entre las unidades que usan.

## finned-x-wing
finned-x-wing-what = Un casi X-Wing sobre un número: una fila base tiene sus dos casillas de esquina más otros candidatos, la aleta, todos en la caja de una de las esquinas. El número solo se elimina de las casillas de la columna de esa esquina que están en la caja de la aleta, fuera de las dos filas base. Se pueden intercambiar filas y columnas.
finned-x-wing-why = O bien una casilla de la aleta lleva el número, o bien ninguna lo lleva y se aplica el X-Wing normal. En el primer caso, todas las casillas de la caja de la aleta pierden el número; en el segundo, lo pierden todas las demás casillas de las dos columnas. Una casilla que está en una columna de cobertura y ve toda la aleta lo pierde en cualquier caso.
finned-x-wing-variant-1 = Sashimi X-Wing: falta la propia esquina que está junto a la aleta.
finned-x-wing-variant-2 = El Finned Swordfish y el Finned Jellyfish aplican la aleta a peces más grandes.

## sashimi-x-wing
sashimi-x-wing-what = Un Finned X-Wing en el que la casilla de esquina junto a la aleta no tiene el candidato: una fila base tiene un único candidato de esquina más candidatos de aleta en la caja donde estaría la esquina que falta. El número se elimina de las casillas de la caja de la aleta que están en la columna de la esquina que falta.
sashimi-x-wing-why = Si una casilla de la aleta lleva el número, toda la caja de la aleta se queda sin él. Si ninguna lo lleva, la fila con la aleta tiene que usar su única esquina, lo que obliga a la otra fila a usar su esquina de la columna de la esquina que falta, y esa columna se queda sin el número. Las casillas objetivo pierden el número en los dos casos.
sashimi-x-wing-variant-1 = Un Sashimi X-Wing cuyas dos filas base tienen solo dos candidatos cada una es lo mismo que un Skyscraper, y el motor lo presenta como tal.
sashimi-x-wing-variant-2 = El Sashimi Swordfish y el Sashimi Jellyfish son las versiones más grandes.

## locked-triple
locked-triple-what = Tres casillas vacías que están en la misma caja y en la misma fila o columna solo tienen entre todas tres números, como {"{1,4}"}, {"{1,9}"} y {"{4,9}"}. Esos tres números se eliminan del resto de la caja y del resto de la línea.
locked-triple-why = Tres casillas necesitan tres números distintos y solo hay tres disponibles, así que los tres números se usan en estas casillas. Como las casillas pertenecen a la vez a la caja y a la línea, ninguna de las dos unidades puede tener esos números en otro sitio.

## naked-triple
naked-triple-what = Tres casillas de una unidad cuyos candidatos, juntos, son solo tres números, por ejemplo {"{2,5}"}, {"{5,7}"} y {"{2,5,7}"}. No hace falta que cada casilla tenga los tres. Esos números se pueden eliminar de las demás casillas de esa unidad.
naked-triple-why = Tres casillas distintas tienen que llevar tres números distintos, y entre ellas solo hay tres disponibles, así que estas casillas se quedan con los tres en algún orden. Si otra casilla de la unidad se llevara uno de ellos, al trío le faltaría un número.
naked-triple-variant-1 = Cuarteto desnudo: cuatro casillas limitadas a cuatro números.
naked-triple-variant-2 = Si las tres casillas comparten una caja además de una línea, es un trío bloqueado y limpia las dos unidades.

## hidden-triple
hidden-triple-what = En una unidad, tres números solo aparecen como candidatos en las mismas tres casillas (no hace falta que cada casilla tenga los tres). Todos los demás candidatos de esas tres casillas se pueden borrar.
hidden-triple-why = La unidad tiene que contener los tres números, y estos solo tienen estas tres casillas donde ir. Así que las tres casillas se llenan exactamente con esos números, y no queda sitio en ellas para ningún otro.
hidden-triple-variant-1 = Cuarteto oculto: cuatro números confinados en cuatro casillas de una unidad.

## y-wing
y-wing-what = Una casilla pivote con los candidatos {"{x,y}"} ve dos casillas pinza, una con {"{x,z}"} y la otra con {"{y,z}"}. No hace falta que las pinzas se vean entre sí. Ninguna casilla que vea las dos pinzas puede ser z.
y-wing-why = El pivote es x o y. Si es x, la pinza {"{x,z}"} pierde la x y tiene que ser z; si es y, la pinza {"{y,z}"} tiene que ser z. En cualquier caso una de las pinzas lleva la z, así que una casilla que vea las dos nunca puede ser z.
y-wing-variant-1 = XYZ-Wing: el pivote también tiene la z.
y-wing-variant-2 = XY-Chain: el mismo razonamiento a lo largo de una cadena más larga de casillas con dos candidatos; el XY-Wing es su caso de tres casillas.

## xyz-wing
xyz-wing-what = Una casilla pivote con tres candidatos {"{x,y,z}"} ve una pinza {"{x,z}"} y una pinza {"{y,z}"}. El número z se puede eliminar de cualquier casilla que vea las tres casillas, lo que en la práctica significa casillas junto al pivote, en la caja que comparte con una de las pinzas.
xyz-wing-why = El pivote tiene que ser x, y o z. Si es x, la pinza {"{x,z}"} es z; si es y, la pinza {"{y,z}"} es z; si es z, lo es el propio pivote. Así que una de las tres casillas lleva la z, y una casilla que vea las tres no puede llevarla.
xyz-wing-variant-1 = El WXYZ-Wing extiende la idea a cuatro casillas y cuatro números.

## unique-rectangle-1
unique-rectangle-1-what = Cuatro casillas sin resolver en las esquinas de un rectángulo que abarca dos filas, dos columnas y exactamente dos cajas. Tres esquinas solo tienen el mismo par {"{a,b}"}; la cuarta tiene a, b y otros números. La cuarta esquina pierde a y b.
unique-rectangle-1-why = Esto se basa en que el sudoku tiene exactamente una solución. Si las cuatro esquinas acabaran siendo a y b, se podrían intercambiar los dos números en el rectángulo sin romper ninguna fila, columna ni caja, lo que daría una segunda solución. Así que la cuarta esquina tiene que llevar uno de sus otros números.
unique-rectangle-1-variant-1 = Los tipos 2 a 6 tratan los casos en que más de una esquina tiene candidatos de más.
unique-rectangle-1-variant-2 = El rectángulo único oculto y el rectángulo evitable usan el mismo patrón mortal de otras maneras.

## unique-rectangle-2
unique-rectangle-2-what = Un rectángulo único en el que dos esquinas solo tienen {"{a,b}"} y las otras dos, situadas en la misma fila o columna, tienen {"{a,b,x}"}, con el mismo y único número extra x. Elimina x de todas las casillas que ven las dos esquinas con extra.
unique-rectangle-2-why = Esto supone que el sudoku tiene exactamente una solución. Si ninguna de las esquinas con extra fuera x, las cuatro esquinas quedarían limitadas a los números a y b, un patrón cuyos números se podrían intercambiar, lo que daría dos soluciones. Así que al menos una de las esquinas con extra es x, y ninguna casilla que vea las dos puede ser x.
unique-rectangle-2-variant-1 = El tipo 5 usa el mismo argumento cuando las esquinas que llevan la x están en diagonal o son tres.

## unique-rectangle-4
unique-rectangle-4-what = Un rectángulo único cuyas dos esquinas con extra comparten una unidad, y en esa unidad uno de los números del rectángulo, por ejemplo a, solo puede ir en esas dos esquinas. Entonces el otro número, b, se puede eliminar de las dos esquinas con extra.
unique-rectangle-4-why = Esto supone una solución única. Como a no tiene otro sitio en la unidad compartida, una de las dos esquinas con extra es a. Si la otra fuera b, las dos esquinas restantes quedarían determinadas y las cuatro casillas solo tendrían a y b, un patrón intercambiable con dos soluciones. Así que ninguna de las esquinas con extra puede ser b.

## naked-quad
naked-quad-what = Cuatro casillas de una unidad cuyos candidatos, juntos, son solo cuatro números, como {"{1,3}"}, {"{3,8}"}, {"{1,8,9}"} y {"{1,9}"}. Esos cuatro números se pueden eliminar de todas las demás casillas de la unidad.
naked-quad-why = Cuatro casillas necesitan cuatro números distintos y solo tienen cuatro disponibles, así que todos esos números se usan dentro de las cuatro casillas. Ninguna otra casilla de la unidad puede entonces llevar ninguno de ellos.
naked-quad-variant-1 = Un cuarteto desnudo siempre tiene un subconjunto oculto correspondiente entre las demás casillas de la unidad, que puede ser más fácil de ver.

## hidden-quad
hidden-quad-what = En una unidad, cuatro números solo aparecen como candidatos dentro de las mismas cuatro casillas. Todos los demás candidatos de esas cuatro casillas se pueden borrar.
hidden-quad-why = La unidad necesita los cuatro números y estos solo tienen disponibles estas cuatro casillas, así que las casillas se llenan exactamente con esos números. Cualquier otro candidato en ellas se queda sin sitio.

## bug-plus-1
bug-plus-1-what = Todas las casillas sin resolver tienen exactamente dos candidatos salvo una, que tiene tres, y cada candidato aparece exactamente dos veces en cada unidad, salvo uno de los números de esa casilla de tres candidatos, que aparece tres veces en su fila, su columna y su caja. Esa casilla tiene que ser ese número.
bug-plus-1-why = Esto se basa en una solución única. Una cuadrícula en la que cada casilla sin resolver tiene dos candidatos y cada candidato aparece dos veces en cada unidad (un patrón mortal BUG, «bivalue universal grave») no tiene ninguna solución o tiene al menos dos. Quitar de la casilla especial el número que sobra crearía justo eso, así que la casilla tiene que llevarlo.
bug-plus-1-variant-1 = Existen formas con más de una casilla extra (BUG+2 y superiores), pero no están en esta tabla.

## swordfish
swordfish-what = Para un número, tres filas lo tienen cada una en dos o tres casillas, y todas esas casillas caen en las mismas tres columnas. El número se puede eliminar de todas las demás casillas de esas tres columnas. Se pueden intercambiar filas y columnas.
swordfish-why = Las tres filas tienen que colocar el número tres veces, nunca dos en la misma columna, y solo tienen tres columnas para hacerlo, así que cae una vez en cada columna. Cada una de esas columnas recibe entonces su número de estas filas, y cualquier otro candidato en ellas pondría el número dos veces en la misma columna. No hace falta que una fila use las tres columnas.
swordfish-variant-1 = El Finned Swordfish y el Sashimi Swordfish admiten aletas.
swordfish-variant-2 = El Jellyfish es la versión de cuatro líneas; el Franken Swordfish admite cajas.

## w-wing
w-wing-what = Dos casillas con los mismos dos candidatos {"{x,y}"} que no se ven entre sí, más una unidad donde la y solo tiene dos sitios: uno ve la primera de esas casillas y el otro, la segunda. El número x se puede eliminar de cualquier casilla que vea las dos casillas de dos candidatos.
w-wing-why = Si ninguna de las dos casillas de dos candidatos fuera x, las dos serían y. Cada una eliminaría entonces la y del sitio de la unidad de enlace que ve, y esa unidad se quedaría sin sitio para la y, lo cual es imposible. Así que al menos una de las dos casillas es x, y una casilla que vea las dos no puede ser x.

## remote-pair
remote-pair-what = Una cadena de casillas que tienen todas exactamente los mismos dos candidatos {"{a,b}"}, en la que cada una ve la siguiente. Dos casillas de la cadena separadas por un número impar de pasos (3, 5, etc.) llevan números distintos, así que una casilla que vea las dos no puede ser ni a ni b.
remote-pair-why = Las casillas vecinas de la cadena se ven y tienen el mismo par, así que no pueden llevar el mismo número; por eso a y b se alternan a lo largo de la cadena. Dos casillas separadas por una distancia impar acaban siendo una a y la otra b, en algún orden. Una casilla de fuera que vea las dos chocaría con una de ellas, fuera cual fuera el número del par que llevara.
remote-pair-variant-1 = Es el caso particular de la XY-Chain en el que todas las casillas tienen el mismo par.

## skyscraper
skyscraper-what = Para un número, dos filas tienen cada una exactamente dos sitios para él. Un extremo de cada fila está alineado en una columna común; los otros dos extremos no. Cualquier casilla que vea esos otros dos extremos pierde el número. Se pueden intercambiar filas y columnas.
skyscraper-why = Los dos extremos de la columna común no pueden llevar los dos el número. Si el otro extremo de la primera fila no lo lleva, lo lleva su extremo de la columna común, así que el extremo de la segunda fila en la columna común no lo lleva, y su otro extremo tiene que llevarlo. Así que uno de los dos extremos no alineados siempre lleva el número.
skyscraper-variant-1 = Es la X-Chain más corta, y también un Sashimi X-Wing.

## dual-two-string-kite
dual-two-string-kite-what = Dos 2-String Kite sobre el mismo número que pasan por las mismas dos casillas de una caja pero dan eliminaciones distintas. El motor las muestra como un solo paso que hace las dos eliminaciones.
dual-two-string-kite-why = Cada cometa es válida por sí sola, por el argumento habitual: las dos casillas de la caja se ven, así que uno de los dos extremos lejanos de cada cometa lleva el número. Juntarlas solo ahorra un paso; no hace falta ninguna lógica nueva.

## two-string-kite
two-string-kite-what = Para un número, una fila y una columna tienen cada una exactamente dos sitios para él, y un extremo del par de la fila comparte caja con un extremo del par de la columna (en casillas distintas). Pierde el número la casilla donde la columna del otro extremo de la fila se cruza con la fila del otro extremo de la columna.
two-string-kite-why = Los dos extremos de la caja compartida se ven, así que como mucho uno de ellos lleva el número. Entonces, como en un Skyscraper, o el extremo lejano de la fila o el de la columna tiene que llevarlo. La casilla objetivo ve los dos extremos lejanos, así que no puede llevarlo.
two-string-kite-variant-1 = Dual 2-String Kite: dos cometas que pasan por las mismas casillas de la caja, juntas en un solo paso.

## turbot-fish
turbot-fish-what = Para un número, dos unidades tienen cada una solo dos sitios para él, y un extremo del primer par ve un extremo del segundo. Cualquier casilla que vea los dos extremos restantes pierde el número. El nombre abarca las formas que no son ni un Skyscraper ni una 2-String Kite, como las que usan una caja.
turbot-fish-why = Los dos extremos que se ven no pueden llevar los dos el número. Si el extremo lejano del primer par no lo tiene, lo tiene su extremo cercano, así que el extremo cercano del segundo par no lo tiene, y su extremo lejano sí. Así que uno de los extremos lejanos siempre lleva el número, y una casilla que vea los dos no puede llevarlo.
turbot-fish-variant-1 = El Skyscraper y la 2-String Kite son casos particulares con nombre propio.
turbot-fish-variant-2 = Las cadenas más largas construidas del mismo modo son X-Chains.

## dual-empty-rectangle
dual-empty-rectangle-what = Dos Empty Rectangle sobre el mismo número y la misma caja, cada uno con un par de sitios distinto fuera de la caja y con eliminaciones distintas. Se muestran juntos como un solo paso.
dual-empty-rectangle-why = Cada eliminación se deduce de su propio argumento de Empty Rectangle: los candidatos de la caja actúan como un único nodo agrupado, enlazado con un par exterior. Presentar las dos a la vez no añade ninguna lógica nueva; solo ahorra un paso.

## empty-rectangle
empty-rectangle-what = Para un número, todos los candidatos de una caja están en una sola fila y una sola columna de esa caja, y el resto de la caja queda sin él. Junto con una fila o columna de otra parte del tablero que solo tiene dos sitios para el número, uno de ellos en esa fila o esa columna de la caja, permite eliminarlo de una casilla.
empty-rectangle-why = Supón que los candidatos de la caja están en la fila r y la columna c, y que la columna X solo tiene dos sitios, (r,X) y (s,X). Si (s,X) no es el número, lo es (r,X), lo que vacía la fila r dentro de la caja, así que el número de la caja está en la columna c. Por tanto, lo tiene o (s,X) o la columna c dentro de la caja, y la casilla de la fila s y la columna c ve las dos cosas.
empty-rectangle-variant-1 = Dual Empty Rectangle: dos patrones así sobre la misma caja, juntos en un solo paso.
empty-rectangle-variant-2 = Es una X-Chain corta en la que la caja hace de nodo agrupado.

## simple-colours-wrap
simple-colours-wrap-what = Para un número, enlaza casillas a lo largo de enlaces fuertes (unidades donde el número solo tiene dos sitios) y colórealas alternando dos colores. Si dos casillas del mismo color comparten una unidad, ese color es falso: el número se elimina de todas sus casillas, y las casillas del otro color reciben el número.
simple-colours-wrap-why = En un enlace fuerte exactamente uno de los extremos lleva el número, así que en un grupo conectado un color es verdadero en todas sus casillas y el otro es falso en todas. Dos casillas del mismo color en una unidad no pueden ser las dos verdaderas, así que ese color tiene que ser el falso.
simple-colours-wrap-variant-1 = El Coloreado simple (exclusión) usa el mismo coloreado para eliminar candidatos fuera del grupo.

## simple-colours-trap
simple-colours-trap-what = Para un número, enlaza casillas a lo largo de enlaces fuertes (unidades donde el número solo tiene dos sitios) y colórealas alternando dos colores. Cualquier candidato sin colorear de ese número que vea una casilla de cada color se puede eliminar.
simple-colours-trap-why = En un enlace fuerte exactamente uno de los extremos lleva el número, así que dentro de un grupo conectado un color es verdadero en todas sus casillas y el otro es falso en todas. Sea cual sea el color verdadero, una casilla que ve una casilla de cada color ve una casilla que lleva el número, así que no puede llevarlo.
simple-colours-trap-variant-1 = Coloreado simple (contradicción): un color que choca consigo mismo es falso.
simple-colours-trap-variant-2 = El Coloreado múltiple, tipos 1 y 2, combina dos grupos separados.

## finned-swordfish
finned-swordfish-what = Un Swordfish sobre un número con candidatos de más (aletas) fuera de las tres columnas de cobertura, todos en una caja. El número solo se elimina de las casillas de las columnas de cobertura que además ven todas las aletas, es decir, casillas de la caja de las aletas. Se pueden intercambiar filas y columnas.
finned-swordfish-why = O bien una aleta lleva el número, o bien ninguna lo lleva y los candidatos restantes forman un Swordfish normal que limpia las columnas de cobertura. Una casilla de una columna de cobertura que además ve todas las aletas pierde el número en los dos casos.
finned-swordfish-variant-1 = Sashimi Swordfish: una línea base que, sin sus aletas, solo conserva un candidato.

## sashimi-swordfish
sashimi-swordfish-what = Un Finned Swordfish en el que alguna fila base, dejando aparte las aletas, solo conserva un candidato o ninguno, de modo que al cuerpo del pez le falta una esquina junto a la aleta. Las eliminaciones se hacen en las casillas de las columnas de cobertura que ven todas las aletas.
sashimi-swordfish-why = Si una aleta lleva el número, todas las casillas que ven todas las aletas se quedan sin él. Si ninguna lo lleva, los candidatos restantes de las filas base siguen teniendo que poner tres veces el número en las tres columnas de cobertura, así que se aplica la eliminación del Swordfish normal. Las casillas objetivo pierden el número en cualquier caso.

## jellyfish
jellyfish-what = Para un número, cuatro filas lo tienen cada una en dos a cuatro casillas, todas dentro de las mismas cuatro columnas. El número se puede eliminar de las demás casillas de esas cuatro columnas. Se pueden intercambiar filas y columnas.
jellyfish-why = Las cuatro filas tienen que colocar el número cuatro veces en cuatro columnas distintas, y solo hay cuatro columnas disponibles, así que cada columna recibe exactamente una vez el número de estas filas. Cualquier otro candidato en esas columnas pondría el número dos veces en la misma columna.
jellyfish-variant-1 = El Finned Jellyfish, el Sashimi Jellyfish y el Franken Jellyfish siguen el mismo patrón que los peces más pequeños.

## unique-rectangle-3
unique-rectangle-3-what = Un rectángulo único cuyas dos esquinas con extra comparten fila o columna y tienen números de más aparte de {"{a,b}"}. Tomadas juntas como una única casilla imaginaria que solo tiene esos números extra, pueden formar un subconjunto desnudo con otras casillas de la unidad compartida, que entonces elimina esos números del resto de ella.
unique-rectangle-3-why = Esto supone una solución única. Para evitar el rectángulo intercambiable de a y b, al menos una de las esquinas con extra tiene que llevar uno de sus números extra, así que el par se comporta como una sola casilla que solo tiene los extras. Si esa casilla imaginaria y k-1 casillas reales de la unidad comparten solo k números, forman un subconjunto desnudo. Ejemplo: los extras {"{4,7}"} más una casilla {"{4,7}"} actúan como un par desnudo.
unique-rectangle-3-variant-1 = La casilla imaginaria puede formar parte de un par, un trío o un cuarteto desnudo.

## unique-rectangle-5
unique-rectangle-5-what = Un rectángulo único en el que dos o tres esquinas tienen el mismo y único número extra x además de {"{a,b}"}, y esas esquinas no están todas en una misma fila o columna (por ejemplo, están en diagonal). Elimina x de las casillas que ven todas las esquinas que lo llevan.
unique-rectangle-5-why = Esto supone una solución única. Si ninguna de esas esquinas fuera x, las cuatro esquinas quedarían limitadas a los números a y b, un patrón mortal que permitiría dos soluciones. Así que x está en al menos una de ellas, y una casilla que las vea todas no puede ser x.

## unique-rectangle-6
unique-rectangle-6-what = Un rectángulo único con dos esquinas opuestas en diagonal que solo tienen {"{a,b}"} y las otras dos, también en diagonal, con extras, en el que, tanto en las dos filas como en las dos columnas del rectángulo, el número a solo puede ir en las esquinas. Entonces a se elimina de las dos esquinas con extras.
unique-rectangle-6-why = Esto supone una solución única. Como a está confinado a las esquinas en las dos filas y en las dos columnas, tiene que ocupar un par de esquinas en diagonal, como en un X-Wing. Si ocupara la diagonal con extras, las dos esquinas de dos candidatos serían b y el rectángulo sería todo a y b, lo que permitiría dos soluciones. Así que a está en la diagonal de las esquinas de dos candidatos.

## hidden-rectangle
hidden-rectangle-what = Un rectángulo sobre dos filas, dos columnas y dos cajas, con una esquina que solo tiene {"{a,b}"} y las demás con a y b entre otros candidatos. Si el número a solo puede ir en esquinas del rectángulo tanto en la fila como en la columna de la esquina opuesta a la de dos candidatos, esa esquina opuesta no puede ser b.
hidden-rectangle-why = Esto supone una solución única. Supón que la esquina opuesta fuera b. Su fila y su columna siguen necesitando la a dentro del rectángulo, así que la a ocupa las dos esquinas contiguas a ella, lo que deja la esquina de dos candidatos como b. Las cuatro esquinas serían entonces a y b, un patrón intercambiable que da dos soluciones. Así que la esquina opuesta no es b.
hidden-rectangle-variant-1 = También puede partir de dos esquinas de dos candidatos en diagonal.

## avoidable-rectangle-1
avoidable-rectangle-1-what = Un rectángulo sobre dos filas, dos columnas y dos cajas en el que tres esquinas ya están resueltas (durante la resolución: ninguna es una pista) y la cuarta está vacía. Si colocar cierto número en la cuarta esquina convirtiera las cuatro casillas en un patrón intercambiable de a y b, ese número se elimina de ella.
avoidable-rectangle-1-why = Esto supone una solución única. Si cuatro casillas que no son pistas tuvieran a, b, b, a alrededor de un rectángulo así, se podrían intercambiar los dos números y todas las pistas se seguirían cumpliendo, así que el sudoku tendría dos soluciones. Por tanto, la cuarta esquina no puede llevar el número que completa el patrón.
avoidable-rectangle-1-variant-1 = El tipo 2 trata el caso de dos esquinas resueltas y dos vacías que comparten un número extra.

## avoidable-rectangle-2
avoidable-rectangle-2-what = Un rectángulo evitable con dos esquinas resueltas como a y b (que no son pistas) y dos esquinas vacías con {"{b,x}"} y {"{a,x}"}: justo los números que completarían el patrón intercambiable, más un número extra común x. Elimina x de las casillas que ven las dos esquinas vacías.
avoidable-rectangle-2-why = Esto supone una solución única. Si ninguna de las esquinas vacías fuera x, serían b y a, lo que cerraría un rectángulo de casillas que no son pistas cuyos números se podrían intercambiar, así que habría dos soluciones. Por tanto, una de las dos es x, y una casilla que vea las dos no puede ser x.

## unique-loop
unique-loop-what = Seis o más casillas que tienen todas los mismos dos números a y b, unidas en un bucle: cada casilla comparte fila, columna o caja con la siguiente, y cada fila, columna o caja que contiene una casilla del bucle contiene exactamente dos. Si todas las casillas tuvieran solo a y b, se podrían intercambiar a y b a lo largo de todo el bucle. Las casillas con más candidatos tienen que impedirlo, y eso permite eliminar candidatos.
unique-loop-why = Esto supone una solución única. Recorriendo el bucle, las dos casillas de cada unidad alternan entre a y b; intercambiar a y b en todas las casillas del bucle sigue dejando en cada unidad una a y una b, así que existiría una segunda solución. Por eso las casillas del bucle no pueden ser todas a o b: con una sola casilla extra, esta no puede ser ni a ni b (tipo 1); con varias casillas extra que tienen el mismo y único número extra x, una de ellas es x (tipo 2); dos casillas extra de una unidad actúan como una sola casilla con sus números extra en un subconjunto desnudo (tipo 3) o, cuando a o b solo puede ir en ellas dentro de esa unidad, ninguna puede ser el otro número (tipo 4).
unique-loop-variant-1 = Tipos 1 a 4, como en el rectángulo único, que es el bucle de cuatro casillas.
unique-loop-variant-2 = Sudoku Explainer puntúa un bucle de seis casillas con 4,6, uno de ocho con 4,7 y uno de diez o más con 5,0, y su tipo 3 con una décima más por cada casilla de su subconjunto desnudo.

## wxyz-wing
wxyz-wing-what = Cuatro casillas que solo tienen cuatro números entre todas, en las que, para tres de esos números, cada casilla del grupo que lo tiene ve a todas las demás que lo tienen. El cuarto número, z, es la excepción. Elimina z de las casillas que ven todas las z del grupo.
wxyz-wing-why = Un número cuyas casillas del grupo se ven todas entre sí puede ocupar como mucho una de ellas. Por tanto, los tres números restringidos pueden ocupar como mucho tres de las cuatro casillas, así que al menos una casilla tiene que ser z. Ninguna casilla de fuera que vea todos los candidatos z del grupo puede ser z.

## finned-jellyfish
finned-jellyfish-what = Un Jellyfish sobre un número con aletas: candidatos de más en las bases, fuera de las cuatro columnas de cobertura, todos en una caja. El número solo se elimina de las casillas de las columnas de cobertura que ven todas las aletas.
finned-jellyfish-why = O bien una aleta lleva el número, o bien ninguna lo lleva y los candidatos restantes forman un Jellyfish normal que limpia las columnas de cobertura. Las casillas de una columna de cobertura que ven todas las aletas pierden el número en los dos casos.
finned-jellyfish-variant-1 = Sashimi Jellyfish: una línea base conserva como mucho un candidato una vez dejadas aparte las aletas.

## sashimi-jellyfish
sashimi-jellyfish-what = Un Finned Jellyfish en el que alguna línea base, dejando aparte las aletas, solo conserva un candidato o ninguno, de modo que al cuerpo le falta una esquina cerca de la aleta. Las eliminaciones se hacen en las casillas de las columnas de cobertura que ven todas las aletas.
sashimi-jellyfish-why = Si una aleta lleva el número, las casillas que ven todas las aletas no pueden llevarlo. Si ninguna aleta lo lleva, las cuatro líneas base siguen teniendo que poner el número en las cuatro líneas de cobertura, así que se aplica la eliminación del Jellyfish normal. Las casillas objetivo pierden el número en cualquier caso.

## franken-swordfish
franken-swordfish-what = Un Swordfish sobre un número en el que las tres unidades base o las tres unidades de cobertura incluyen una caja, por ejemplo dos filas y una caja como bases, cubiertas por tres columnas. Si todos los candidatos de las bases están en alguna cobertura, el número sale de las demás casillas de las coberturas.
franken-swordfish-why = Las unidades base no comparten ningún candidato, así que tienen que llevar el número tres veces, en tres casillas distintas. Cada unidad de cobertura puede llevarlo como mucho una vez, y todo candidato de las bases está en alguna cobertura, así que cada cobertura lo recibe exactamente una vez de las bases. Cualquier otro candidato en una cobertura pondría el número una vez de más.
franken-swordfish-variant-1 = Los Finned Franken (X-Wing, Swordfish y Jellyfish) admiten aletas; el Franken Jellyfish usa cuatro unidades.

## franken-jellyfish
franken-jellyfish-what = Un Jellyfish sobre un número cuyas cuatro unidades base o cuatro unidades de cobertura incluyen al menos una caja junto con filas o columnas. Si todos los candidatos de las bases están en las coberturas, el número se elimina del resto de las coberturas.
franken-jellyfish-why = Las bases no comparten ningún candidato, así que llevan el número cuatro veces, en cuatro casillas distintas. Cada cobertura puede llevarlo como mucho una vez, y todos los candidatos de las bases están en las cuatro coberturas, así que cada cobertura recibe su número de las bases y no puede tenerlo en ningún otro sitio.

## finned-franken-x-wing
finned-franken-x-wing-what = Un X-Wing sobre un número formado por dos unidades base y dos unidades de cobertura, una de ellas una caja, con aletas: candidatos de las bases fuera de las coberturas. El número solo se elimina de las casillas de las coberturas que ven todas las aletas.
finned-franken-x-wing-why = Si una aleta lleva el número, todas las casillas que ven todas las aletas se quedan sin él. Si ninguna lo lleva, las dos bases ponen el número una vez en cada una de las dos coberturas, así que las coberturas no pueden tenerlo en otro sitio. Una casilla de una cobertura que ve todas las aletas lo pierde en los dos casos.

## finned-franken-swordfish
finned-franken-swordfish-what = Un Franken Swordfish (con cajas entre las bases o las coberturas) con aletas: candidatos de las bases que caen fuera de las tres coberturas, o que están en dos bases a la vez. El número solo sale de las casillas de las coberturas que ven todas las aletas.
finned-franken-swordfish-why = O bien alguna aleta lleva el número, o bien ninguna lo lleva y el resto es un Franken Swordfish completo, que limpia las coberturas. Una casilla de una cobertura que ve todas las aletas queda excluida en los dos casos.

## finned-franken-jellyfish
finned-franken-jellyfish-what = Un Franken Jellyfish (con una caja entre sus cuatro bases o coberturas) con aletas fuera de las coberturas. El número solo sale de las casillas de las coberturas que ven todas las aletas.
finned-franken-jellyfish-why = O bien una aleta lleva el número, o bien los candidatos restantes forman un Franken Jellyfish completo que limpia las coberturas. Las casillas de una cobertura que además ven todas las aletas pierden el número en cualquier caso.

## multi-colours-2
multi-colours-2-what = Dos grupos de colores separados para el mismo número, en los que un color del primer grupo ve casillas de los dos colores del segundo grupo. Ese color del primer grupo es falso, así que el número se elimina de todas sus casillas.
multi-colours-2-why = En el segundo grupo, uno de los colores tiene que ser verdadero. El color del primer grupo ve una casilla de cada uno, así que, si fuera verdadero, compartiría una unidad con una casilla que lleva el número, fuera cual fuera el color verdadero del segundo grupo. Por tanto, tiene que ser falso.

## multi-colours-1
multi-colours-1-what = Dos grupos de colores separados para el mismo número, en los que una casilla de color A1 ve una casilla de color B1. Entonces se puede eliminar cualquier candidato del número que vea los dos colores opuestos, A2 y B2.
multi-colours-1-why = A1 y B1 no pueden ser verdaderos los dos, ya que dos de sus casillas se ven. Así que al menos uno de sus opuestos, A2 o B2, es verdadero. Una casilla que ve una casilla de A2 y una de B2 ve en cualquier caso una casilla que lleva el número, así que no puede llevarlo.

## x-chain
x-chain-what = Una cadena sobre un número que alterna enlaces fuertes (una unidad con solo dos sitios para el número) y enlaces débiles (dos sitios que se ven), y que empieza y termina con un enlace fuerte. Una casilla que ve los dos extremos no puede llevar el número.
x-chain-why = Si el primer extremo no tiene el número, su pareja por el enlace fuerte lo tiene; la siguiente casilla, que ve esa pareja, no lo tiene; su pareja por el enlace fuerte sí lo tiene; y así hasta el último extremo. Así que al menos uno de los dos extremos lleva el número, y una casilla que vea los dos queda excluida.
x-chain-variant-1 = El Skyscraper, la 2-String Kite y el Turbot Fish son X-Chains de tres enlaces.
x-chain-variant-2 = Las X-Chains agrupadas tratan varias casillas del cruce de una caja con una línea como un solo nodo.

## sue-de-coq
sue-de-coq-what = Dos o tres casillas donde se cruzan una caja y una línea tienen al menos dos números más que casillas, por ejemplo r1c1 y r1c2 con {"{1,2,3,4}"}. La casilla r1c7 {"{1,2}"}, en la línea, y la casilla r2c3 {"{3,4}"}, en la caja, absorben el excedente. Entonces el 1 y el 2 salen del resto de la fila 1, y el 3 y el 4 del resto de la caja 1.
sue-de-coq-why = Cuenta casillas y números. Cada número del cruce puede aparecer como mucho una vez entre el cruce y las casillas auxiliares de la línea (todas en la línea) y como mucho una vez entre el cruce y las auxiliares de la caja (todas en la caja), y ningún número está en los dos grupos auxiliares. El patrón tiene exactamente tantas casillas como números, así que cada número se usa una vez dentro de él, y los números de la línea no pueden aparecer en otra parte de la línea, ni los de la caja en otra parte de la caja.
sue-de-coq-variant-1 = Las formas extendidas admiten casillas auxiliares con números que no están en el cruce, y cada uno de esos números cuesta una casilla.

## rectangle
rectangle-what = Rectángulo de Zambon: para un número, toma cuatro cajas en las esquinas de un rectángulo (dos bandas horizontales de cajas por dos verticales). Supón que un candidato de una de las cajas lleva el número y sigue solo ese número por las otras tres cajas. Si las colocaciones forzadas dejan a una de ellas sin sitio para él, el candidato se elimina.
rectangle-why = Colocar el número lo elimina de su fila y de su columna, que atraviesan dos de las otras cajas. Cuando a una caja le queda un solo sitio, el número queda forzado ahí, lo que afecta a la caja en diagonal, y así sucesivamente. Una caja sin sitio para el número es imposible, así que la suposición era falsa. Cada paso forzado es un single oculto, fácil de comprobar.
rectangle-variant-1 = Es una forma pequeña y acotada de Nishio, limitada a cuatro cajas.

## xy-chain
xy-chain-what = Una cadena de casillas con exactamente dos candidatos cada una, en la que cada casilla ve la siguiente y comparte un número con ella. La primera y la última casilla contienen las dos un número x, dispuesto de modo que, si la primera no es x, la última tiene que serlo. Ninguna casilla que vea los dos extremos puede ser x.
xy-chain-why = Si la primera casilla no es x, lleva su otro número, que se elimina de la casilla siguiente y la obliga a llevar su otro número, y así a lo largo de la cadena hasta que la última casilla queda obligada a ser x. Así que la primera o la última casilla es x, y una casilla que vea las dos nunca puede ser x.
xy-chain-variant-1 = El XY-Wing es la XY-Chain de tres casillas.
xy-chain-variant-2 = El Remote Pair es una XY-Chain cuyas casillas tienen todas el mismo par.

## continuous-nice-loop
continuous-nice-loop-what = Un bucle cerrado de candidatos unidos por enlaces fuertes (al menos un extremo es verdadero) y enlaces débiles (como mucho un extremo es verdadero), alternados a lo largo de todo el bucle. Entonces cada enlace débil actúa como fuerte: las casillas que ven los dos extremos de un enlace débil sobre un número lo pierden, y una casilla que contiene los dos extremos pierde sus demás candidatos.
continuous-nice-loop-why = Cada nodo está en exactamente un enlace fuerte y un enlace débil, así que los enlaces fuertes reparten los nodos en parejas en las que al menos uno es verdadero, y los débiles, en parejas en las que como mucho uno lo es. Las dos cuentas son iguales, así que cada enlace débil tiene exactamente un extremo verdadero, lo que justifica las eliminaciones.
continuous-nice-loop-variant-1 = Los bucles pueden pasar por nodos agrupados (varias casillas del cruce de una caja con una línea) o por conjuntos casi bloqueados.

## discontinuous-nice-loop
discontinuous-nice-loop-what = Un bucle de enlaces fuertes y débiles alternados que vuelve a su candidato inicial pero rompe ahí la alternancia: en él se juntan dos enlaces débiles o dos enlaces fuertes. En el primer caso el candidato se elimina; en el segundo, se coloca.
discontinuous-nice-loop-why = Si dos enlaces débiles se juntan en el candidato p, suponer p verdadero desencadena implicaciones que recorren el bucle y vuelven para hacer p falso, así que p es falso. Si dos enlaces fuertes se juntan en p, suponer p falso lleva, dando la vuelta, a p verdadero, así que p es verdadero. Una cadena que parte de p verdadero y hace verdadero otro candidato de la casilla de p también refuta p.

## aic
aic-what = Una cadena de inferencia alternada (AIC): candidatos unidos alternativamente por enlaces fuertes (al menos uno de los dos es verdadero) y enlaces débiles (como mucho uno es verdadero), que empieza y termina con un enlace fuerte. Si los dos extremos son el mismo número, las casillas que ven los dos extremos lo pierden. Si son números distintos en casillas que se ven, cada casilla extremo pierde el número del otro extremo.
aic-why = Si el primer extremo es falso, el enlace fuerte hace verdadero el nodo siguiente, el enlace débil hace entonces falso el siguiente, y así sucesivamente, hasta que el último extremo es verdadero. Así que al menos un extremo es verdadero. Si los extremos son la x de la casilla A y la y de la casilla B, y estas casillas se ven, A no puede ser y: entonces A no sería x, B sería y, y A y B chocarían.
aic-variant-1 = Las X-Chains, las XY-Chains, los Remote Pairs y los W-Wings son casos particulares.
aic-variant-2 = Los nodos agrupados y los conjuntos casi bloqueados pueden servir de enlaces.
aic-variant-3 = Cerrada en un bucle, una cadena se convierte en un Nice Loop.

## als-xz
als-xz-what = Un conjunto casi bloqueado (ALS) es un grupo de N casillas de una unidad que tienen entre todas N+1 números. Dos ALS, A y B, comparten un número común restringido x: cada x de A ve cada x de B. Para otro número z presente en los dos, cualquier casilla que vea todas las z de A y de B pierde la z.
als-xz-why = La x puede estar como mucho en uno de los dos conjuntos, así que al menos a uno le falta la x; sus N números restantes tienen que llenar entonces sus N casillas, así que ese conjunto queda bloqueado y contiene la z. En cualquier caso la z está en A o en B, así que una casilla que vea todos sus candidatos z no puede ser z.
als-xz-variant-1 = Doble enlace: con dos números comunes restringidos, los dos conjuntos quedan bloqueados en sus demás números, lo que permite más eliminaciones.

## als-xy-wing
als-xy-wing-what = Tres conjuntos casi bloqueados A, C y B: A y C comparten un número común restringido x, y C y B otro número común restringido distinto, y. Un número z que está en A y en B (que no sea x ni y) se elimina de las casillas que ven todas las z de A y de B.
als-xy-wing-why = Supón que A no tiene z; entonces A queda bloqueado y contiene la x, así que C no puede contener la x, queda bloqueado y contiene la y, así que B no puede contener la y y queda bloqueado, con la z. Así que la z está en A o en B, y una casilla que vea todos sus candidatos z no puede ser z.
als-xy-wing-variant-1 = Si los conjuntos son tres casillas de dos candidatos, es un XY-Wing normal.

## als-xy-chain
als-xy-chain-what = Una cadena de cuatro o más conjuntos casi bloqueados, cada uno unido al siguiente por un número común restringido, en la que cada enlace usa un número distinto del que entró en el conjunto. Un número z presente en los dos conjuntos de los extremos (que no sea uno de sus números de enlace) sale de las casillas que ven todas las z de esos dos conjuntos.
als-xy-chain-why = Si el primer conjunto no tiene z, queda bloqueado y contiene su número de enlace, que se lo quita al conjunto siguiente; este queda bloqueado y contiene su número de enlace de salida, y así sucesivamente hasta que el último conjunto queda bloqueado y contiene la z. Así que la z está en el primer conjunto o en el último.

## death-blossom
death-blossom-what = Una casilla tallo, por ejemplo con {"{2,5,8}"}, y para cada uno de sus números un pétalo: un conjunto casi bloqueado que contiene ese número y cuyas casillas con ese número ven todas el tallo. Si todos los pétalos contienen además un número z, la z sale de las casillas que ven todas las z de todos los pétalos.
death-blossom-why = El tallo tiene que llevar uno de sus números, por ejemplo el 5. Entonces el pétalo del 5 no puede usar el 5, así que queda bloqueado en sus demás números y contiene la z. Sea cual sea el número del tallo, algún pétalo queda obligado a contener la z, así que una casilla que vea todos los candidatos z de los pétalos no puede ser z.
death-blossom-variant-1 = Hace falta un pétalo por cada candidato del tallo; el tallo puede tener dos, tres o más números.

## nishio
nishio-what = Elige un candidato y supón que es verdadero; luego sigue solo ese número: cada vez que a una unidad le quede un solo sitio para él, colócalo ahí. Si la cuadrícula se rompe (una unidad sin sitio para el número, o una casilla sin candidatos), el candidato se elimina.
nishio-why = Es una demostración por reducción al absurdo limitada a un número: una suposición que lleva a una cuadrícula imposible es falsa, y cada colocación forzada es un simple single oculto que cualquiera puede comprobar. Es una prueba, no un patrón visual. El motor solo prueba candidatos que no encajan en ninguna disposición completa y válida de ese número, ya que solo esos pueden fallar.
nishio-variant-1 = El Rectángulo de Zambon es un pequeño Nishio limitado a cuatro cajas.

## forcing-chains
forcing-chains-what = Toma todos los candidatos de una casilla, o todos los sitios de un número en una unidad, y sigue la cadena de consecuencias de cada uno. Si todos llevan al mismo resultado (un número colocado o eliminado en algún sitio), ese resultado es cierto.
forcing-chains-why = Una de las opciones tiene que ser cierta: la casilla necesita un número, o la unidad necesita ese número en algún sitio. Si cada opción por sí sola implica el mismo resultado, el resultado se cumple sea cual sea la opción correcta. Cada eslabón de cada rama se deduce de la cuadrícula tal como está, así que las ramas se pueden comprobar una a una.
forcing-chains-variant-1 = Por casilla: las ramas son los candidatos de una casilla.
forcing-chains-variant-2 = Por unidad: las ramas son los sitios de un número en una unidad.

## dynamic-forcing-chains
dynamic-forcing-chains-what = Cadenas forzadas cuyas ramas recuerdan lo que ya han eliminado, de modo que los pasos posteriores de una rama usan la cuadrícula tal como la ha cambiado su suposición. También abarcan una suposición que hace a un candidato verdadero y falso a la vez, y un candidato cuya verdad y cuya falsedad llevan al mismo resultado.
dynamic-forcing-chains-why = Todo lo que se deduce en una rama se sigue de la premisa de esa rama, así que se puede usar más adelante en la misma rama. Una premisa que lleva a una contradicción tiene que ser falsa; un resultado al que se llega desde todas las opciones, o tanto desde un candidato como desde su negación, tiene que cumplirse.
dynamic-forcing-chains-variant-1 = Forma de contradicción: una suposición que acaba con un candidato verdadero y falso a la vez es errónea.
dynamic-forcing-chains-variant-2 = Doble implicación: que un candidato sea verdadero y que sea falso llevan los dos al mismo resultado.

## nested-forcing-chains
nested-forcing-chains-what = Cadenas forzadas dinámicas que, cuando una rama se queda sin implicaciones simples, aplican también intersecciones, pares desnudos y ocultos y X-Wings sobre la cuadrícula de esa rama antes de continuar.
nested-forcing-chains-why = Cada técnica usada dentro de una rama es válida sobre la cuadrícula que esa rama ha construido, así que sus resultados son consecuencias ciertas de la premisa. La conclusión general se saca exactamente igual que en las cadenas forzadas dinámicas. La lógica es válida, pero las ramas son largas y difíciles de seguir a mano.

## nested-trial
nested-trial-what = Prueba y error a dos niveles: supón un candidato, sigue los singles y, cada vez que los singles se atasquen dentro de esa suposición, elimina un candidato mediante una prueba propia (al suponer también ese candidato, los singles rompen la cuadrícula). Si la suposición exterior acaba en contradicción, su candidato se elimina.
nested-trial-why = Cada prueba interior demuestra que, dada la suposición exterior, cierto candidato es imposible, así que eliminarlo dentro de esa suposición es correcto. Si la suposición exterior lleva entonces a una cuadrícula rota, era falsa. Es una búsqueda, más que un patrón que un jugador pueda detectar; permite al motor terminar sin adivinar los sudokus más difíciles que se conocen.

## trial-and-error
trial-and-error-what = Supón que un candidato es verdadero y aplica técnicas sencillas para ver si la cuadrícula se rompe: una casilla sin candidatos, o una unidad sin sitio para un número. Si se rompe, el candidato se elimina. El motor prueba primero solo con singles y luego con sus estrategias de los niveles 0 a 3 en casillas con dos candidatos, dentro de un límite.
trial-and-error-why = Una suposición que lleva a una cuadrícula imposible tiene que ser falsa, así que la eliminación es lógicamente correcta. Pero es una búsqueda, no un patrón: el motor elige qué candidatos probar (primero las casillas con menos candidatos) y, como conoce la solución, se salta los que no fallarían. Un jugador que lo hiciera a mano se metería en muchos callejones sin salida.
trial-and-error-variant-1 = Nishio es la versión que sigue un solo número.
trial-and-error-variant-2 = La prueba y error anidada admite pruebas dentro de la prueba.

## guess
guess-what = Cuando ninguna otra cosa permite avanzar, el motor coloca un número en una de las casillas con menos candidatos. No deduce el número: lo toma de la solución del sudoku, que ha encontrado su resolutor exacto.
guess-why = Esto no es una deducción lógica, y un jugador no puede comprobarlo a partir de la cuadrícula. Un jugador que adivinara elegiría un candidato, seguiría adelante y volvería atrás si la cuadrícula se rompiera; el motor se salta esos callejones sin salida porque ya conoce la respuesta, así que todos los pasos posteriores siguen siendo correctos. Solo existe para que el camino de solución llegue siempre al final.
