# Die Artikel der Seite „Techniken“ (Deutsch, nach locales/en/techniques-page/notes.ftl):
# KEY-what, worum es geht; KEY-why, warum es funktioniert; KEY-variant-N, die Varianten.
# Eine Kandidatenmenge wie {3,8} steht als {"{3,8}"}. Zellen heißen r1c1 (Zeile 1, Spalte 1).

## full-house
full-house-what = In einer Zeile, einer Spalte oder einem Block ist nur noch eine Zelle leer. Die eine Ziffer, die in diesem Haus noch fehlt, kommt in diese Zelle.
full-house-why = Jedes Haus enthält jede der Ziffern 1 bis 9 genau einmal. Stehen schon acht Ziffern darin, fehlt nur noch eine, und für sie gibt es nur noch eine leere Zelle.

## hidden-single
hidden-single-what = Innerhalb eines Hauses hat eine Ziffer nur noch eine Zelle, in der sie stehen kann, auch wenn diese Zelle noch andere Kandidaten zeigt. Zum Beispiel kann die 7 in Block 4 nur in r4c2 stehen.
hidden-single-why = Das Haus muss die Ziffer irgendwo enthalten. Jede andere Zelle des Hauses ist entweder schon gefüllt oder liegt in derselben Zeile, derselben Spalte oder demselben Block wie eine schon eingetragene gleiche Ziffer. Die eine übrige Zelle ist also der einzige freie Platz und muss die Ziffer aufnehmen.
hidden-single-variant-1 = In einem Block findet man ihn meist durch Kreuzschraffur (Cross-Hatching): Man verfolgt die Zeilen und Spalten, die die Ziffer schon enthalten, durch den Block hindurch.

## naked-single
naked-single-what = Einer Zelle bleibt nur ein Kandidat, weil ihre Zeile, ihre Spalte und ihr Block zusammen schon die anderen acht Ziffern enthalten.
naked-single-why = Jede Zelle muss eine Ziffer von 1 bis 9 enthalten, und eine Ziffer, die schon in einem ihrer drei Häuser steht, darf darin nicht noch einmal vorkommen. Sind acht Ziffern ausgeschlossen, ist die neunte der einzige mögliche Wert.

## pointing-line
pointing-line-what = Innerhalb eines Blocks liegen alle Kandidaten einer Ziffer in derselben Zeile oder derselben Spalte. Dann kann die Ziffer aus den Zellen dieser Linie außerhalb des Blocks gestrichen werden.
pointing-line-why = Der Block muss die Ziffer enthalten, und alle Zellen, die dafür in Frage kommen, liegen auf dieser einen Linie. Welche davon sie auch bekommt: Die Ziffer dieser Linie steht dann innerhalb des Blocks, also kann der Rest der Linie sie nicht enthalten.
pointing-line-variant-1 = Je nachdem, ob zwei oder drei Zellen des Blocks die Ziffer enthalten, spricht man von einem Pointing Pair oder einem Pointing Triple.

## box-line
box-line-what = In einer Zeile oder Spalte liegen alle Kandidaten einer Ziffer innerhalb eines Blocks. Dann kann die Ziffer aus den übrigen Zellen dieses Blocks gestrichen werden, also aus denen, die nicht auf der Linie liegen.
box-line-why = Die Linie muss die Ziffer enthalten, und alle ihre Möglichkeiten liegen dort, wo sie durch den Block läuft. Die Ziffer des Blocks steht also auf dieser Linie, und die sechs Zellen des Blocks außerhalb der Linie können sie nicht enthalten.
box-line-variant-1 = Auch Claiming genannt; es ist das Spiegelbild von Locked Candidates Typ 1 (Pointing), mit vertauschten Rollen von Block und Linie.

## locked-pair
locked-pair-what = Zwei leere Zellen, die sowohl einen Block als auch eine Zeile (oder Spalte) gemeinsam haben, enthalten nur dieselben zwei Kandidaten, etwa {"{3,8}"} in r1c1 und r1c2. Beide Ziffern verschwinden aus allen anderen Zellen dieses Blocks und dieser Linie.
locked-pair-why = Die beiden Zellen müssen die 3 und die 8 unter sich aufteilen, je eine pro Zelle. Da sie zugleich in zwei Häusern liegen, bekommen beide Häuser ihre 3 und ihre 8 aus diesen Zellen, also kann keine andere Zelle der Linie oder des Blocks eine der beiden Ziffern enthalten.
locked-pair-variant-1 = Locked Triple: drei Zellen in der Schnittmenge eines Blocks und einer Linie, die zusammen auf drei Ziffern beschränkt sind.

## naked-pair
naked-pair-what = Zwei Zellen desselben Hauses enthalten genau dieselben zwei Kandidaten und sonst nichts, zum Beispiel {"{2,6}"} in r3c1 und r3c7. Diese beiden Ziffern können aus allen anderen Zellen dieses Hauses gestrichen werden.
naked-pair-why = Die beiden Zellen verbrauchen die 2 und die 6, je eine, in irgendeiner Reihenfolge. Bekäme eine andere Zelle des Hauses eine 2 oder eine 6, bliebe für eine Zelle des Paars gar keine Ziffer übrig, und das ist unmöglich.
naked-pair-variant-1 = Haben die beiden Zellen außer ihrer Linie auch einen Block gemeinsam, ist es ein Locked Pair, und es wird in beiden Häusern gestrichen.
naked-pair-variant-2 = Naked Triple und Naked Quadruple wenden dieselbe Zählung auf drei oder vier Zellen an.

## hidden-pair
hidden-pair-what = In einem Haus können zwei Ziffern jeweils nur in denselben zwei Zellen stehen. Diese Zellen dürfen auch andere Kandidaten zeigen; alle diese anderen Kandidaten können gestrichen werden.
hidden-pair-why = Das Haus braucht beide Ziffern, und keine von ihnen hat außer diesen beiden Zellen einen Platz. Die beiden Zellen werden also mit diesen zwei Ziffern besetzt, je eine pro Zelle, und keine andere Ziffer passt mehr hinein.
hidden-pair-variant-1 = Hidden Triple und Hidden Quadruple erweitern die Idee auf drei oder vier Ziffern, die auf ebenso viele Zellen beschränkt sind.
hidden-pair-variant-2 = Zu jedem Hidden Pair gehört ein Naked Subset aus den übrigen leeren Zellen des Hauses.

## x-wing
x-wing-what = Für eine Ziffer haben zwei Zeilen diese Ziffer jeweils nur in zwei Zellen, und diese vier Zellen liegen in denselben zwei Spalten, bilden also ein Rechteck. Die Ziffer kann aus allen anderen Zellen dieser beiden Spalten gestrichen werden. Dasselbe gilt mit vertauschten Zeilen und Spalten.
x-wing-why = Jede der beiden Zeilen muss die Ziffer in eine ihrer zwei Zellen setzen. Sie können nicht beide dieselbe Spalte benutzen, also nimmt jede Zeile eine der beiden Spalten. Beide Spalten bekommen ihre Ziffer damit aus diesen zwei Zeilen, und sonst ist in ihnen kein Platz mehr dafür.
x-wing-variant-1 = Finned und Sashimi X-Wings erlauben zusätzliche Kandidaten nahe einer Ecke.
x-wing-variant-2 = Swordfish und Jellyfish verwenden drei und vier Linien.
x-wing-variant-3 = Franken-Fische nehmen auch Blöcke unter ihre Häuser auf.

## finned-x-wing
finned-x-wing-what = Ein Beinahe-X-Wing für eine Ziffer: Eine Basiszeile hat ihre zwei Eckzellen und dazu weitere Kandidaten, die Flosse, alle im Block einer der Ecken. Die Ziffer wird nur aus Zellen in der Spalte dieser Ecke gestrichen, die im Block der Flosse und außerhalb der beiden Basiszeilen liegen. Zeilen und Spalten dürfen vertauscht sein.
finned-x-wing-why = Entweder enthält eine Zelle der Flosse die Ziffer, oder keine tut es, und der gewöhnliche X-Wing gilt. Im ersten Fall verliert jede Zelle im Block der Flosse die Ziffer, im zweiten jede andere Zelle der beiden Spalten. Eine Zelle, die in einer Cover-Spalte liegt und die ganze Flosse sieht, verliert sie also in jedem Fall.
finned-x-wing-variant-1 = Sashimi X-Wing: Die Ecke neben der Flosse fehlt selbst.
finned-x-wing-variant-2 = Finned Swordfish und Finned Jellyfish übertragen die Flosse auf größere Fische.

## sashimi-x-wing
sashimi-x-wing-what = Ein Finned X-Wing, bei dem die Eckzelle neben der Flosse keinen Kandidaten hat: Eine Basiszeile hat nur einen Eckkandidaten und dazu Kandidaten der Flosse in dem Block, in dem die fehlende Ecke läge. Die Ziffer wird aus den Zellen in der Spalte der fehlenden Ecke gestrichen, die im Block der Flosse liegen.
sashimi-x-wing-why = Enthält eine Zelle der Flosse die Ziffer, verschwindet sie aus dem ganzen Block der Flosse. Enthält keine sie, muss die Zeile mit der Flosse ihre eine Ecke nehmen; das zwingt die andere Zeile in ihre Ecke in der Spalte der fehlenden Ecke, und diese Spalte wird geräumt. Die Zielzellen verlieren die Ziffer in beiden Fällen.
sashimi-x-wing-variant-1 = Ein Sashimi X-Wing, dessen beide Basiszeilen jeweils nur zwei Kandidaten haben, ist dasselbe wie ein Skyscraper, und die Engine meldet ihn auch als solchen.
sashimi-x-wing-variant-2 = Sashimi Swordfish und Sashimi Jellyfish sind die größeren Formen.

## locked-triple
locked-triple-what = Drei leere Zellen, die im selben Block und in derselben Zeile oder Spalte liegen, enthalten zusammen nur drei Ziffern, etwa {"{1,4}"}, {"{1,9}"} und {"{4,9}"}. Diese drei Ziffern werden aus dem Rest des Blocks und dem Rest der Linie gestrichen.
locked-triple-why = Drei Zellen brauchen drei verschiedene Ziffern, und es stehen nur drei zur Verfügung, also werden alle drei Ziffern in diesen Zellen verbraucht. Da die Zellen sowohl zum Block als auch zur Linie gehören, kann keines der beiden Häuser eine dieser Ziffern anderswo enthalten.

## naked-triple
naked-triple-what = Drei Zellen in einem Haus, deren Kandidaten zusammengenommen nur drei Ziffern sind, zum Beispiel {"{2,5}"}, {"{5,7}"} und {"{2,5,7}"}. Nicht jede Zelle muss alle drei enthalten. Diese Ziffern können aus den anderen Zellen des Hauses gestrichen werden.
naked-triple-why = Drei verschiedene Zellen müssen drei verschiedene Ziffern enthalten, und zusammen haben sie nur drei zur Auswahl; diese Zellen verbrauchen also alle drei, in irgendeiner Anordnung. Nähme eine andere Zelle des Hauses eine davon, fehlte dem Trio eine Ziffer.
naked-triple-variant-1 = Naked Quadruple: vier Zellen, die auf vier Ziffern beschränkt sind.
naked-triple-variant-2 = Haben die drei Zellen außer einer Linie auch einen Block gemeinsam, ist es ein Locked Triple, und es wird in beiden Häusern gestrichen.

## hidden-triple
hidden-triple-what = In einem Haus kommen drei Ziffern als Kandidaten nur in denselben drei Zellen vor (nicht jede dieser Zellen muss alle drei enthalten). Jeder andere Kandidat in diesen drei Zellen kann gestrichen werden.
hidden-triple-why = Das Haus muss alle drei Ziffern enthalten, und sie haben nur diese drei Zellen zur Verfügung. Die drei Zellen werden also genau mit diesen Ziffern gefüllt, und für keine andere Ziffer bleibt darin Platz.
hidden-triple-variant-1 = Hidden Quadruple: vier Ziffern, die in einem Haus auf vier Zellen beschränkt sind.

## y-wing
y-wing-what = Eine Pivotzelle mit den Kandidaten {"{x,y}"} sieht zwei Flügelzellen, die eine mit {"{x,z}"}, die andere mit {"{y,z}"}. Die Flügelzellen müssen sich nicht gegenseitig sehen. Keine Zelle, die beide Flügelzellen sieht, kann z sein.
y-wing-why = Die Pivotzelle ist entweder x oder y. Ist sie x, verliert die Flügelzelle {"{x,z}"} das x und muss z sein; ist sie y, muss die Flügelzelle {"{y,z}"} z sein. So oder so enthält eine Flügelzelle z, also kann eine Zelle, die beide sieht, niemals z sein.
y-wing-variant-1 = XYZ-Wing: Die Pivotzelle enthält auch z.
y-wing-variant-2 = XY-Chain: dieselbe Überlegung entlang einer längeren Kette von Zellen mit zwei Kandidaten; der XY-Wing ist ihr Fall mit drei Zellen.

## xyz-wing
xyz-wing-what = Eine Pivotzelle mit den drei Kandidaten {"{x,y,z}"} sieht eine Flügelzelle {"{x,z}"} und eine Flügelzelle {"{y,z}"}. Die Ziffer z kann aus jeder Zelle gestrichen werden, die alle drei Zellen sieht; in der Praxis sind das Zellen neben der Pivotzelle in dem Block, den sie mit einer Flügelzelle teilt.
xyz-wing-why = Die Pivotzelle muss x, y oder z sein. Ist sie x, ist die Flügelzelle {"{x,z}"} z; ist sie y, ist die Flügelzelle {"{y,z}"} z; ist sie z, enthält sie z selbst. Eine der drei Zellen enthält also z, und eine Zelle, die alle drei sieht, kann nicht z sein.
xyz-wing-variant-1 = Der WXYZ-Wing erweitert die Idee auf vier Zellen und vier Ziffern.

## unique-rectangle-1
unique-rectangle-1-what = Vier ungelöste Zellen an den Ecken eines Rechtecks, das zwei Zeilen, zwei Spalten und genau zwei Blöcke umfasst. Drei Ecken enthalten nur dasselbe Paar {"{a,b}"}, die vierte enthält a, b und weitere Ziffern. Die vierte Ecke verliert a und b.
unique-rectangle-1-why = Das setzt voraus, dass das Rätsel genau eine Lösung hat. Stünden am Ende in allen vier Ecken a und b, könnte man die beiden Ziffern im Rechteck vertauschen, ohne eine Zeile, Spalte oder einen Block zu verletzen, und hätte eine zweite Lösung. Die vierte Ecke muss also eine ihrer anderen Ziffern bekommen.
unique-rectangle-1-variant-1 = Die Typen 2 bis 6 behandeln die Fälle, in denen mehr als eine Ecke zusätzliche Kandidaten hat.
unique-rectangle-1-variant-2 = Hidden Rectangle und Avoidable Rectangle nutzen dasselbe Deadly Pattern auf andere Weise.

## unique-rectangle-2
unique-rectangle-2-what = Ein Unique Rectangle, bei dem zwei Ecken nur {"{a,b}"} enthalten und die anderen beiden, die in derselben Zeile oder Spalte liegen, {"{a,b,x}"} mit derselben einzelnen Zusatzziffer x. Streiche x aus jeder Zelle, die beide Ecken mit Zusatzziffer sieht.
unique-rectangle-2-why = Das setzt voraus, dass das Rätsel genau eine Lösung hat. Wäre keine der beiden Ecken mit Zusatzziffer x, wären alle vier Ecken auf a und b beschränkt, ein Muster, dessen Ziffern man vertauschen könnte: zwei Lösungen. Mindestens eine dieser Ecken ist also x, und eine Zelle, die beide sieht, kann nicht x sein.
unique-rectangle-2-variant-1 = Typ 5 nutzt dasselbe Argument, wenn die Ecken mit x diagonal liegen oder es drei davon gibt.

## unique-rectangle-4
unique-rectangle-4-what = Ein Unique Rectangle, dessen beide Ecken mit Zusatzkandidaten in einem gemeinsamen Haus liegen, in dem eine der Rechteckziffern, etwa a, nur in diesen beiden Ecken stehen kann. Dann kann die andere Ziffer b aus beiden Ecken mit Zusatzkandidaten gestrichen werden.
unique-rectangle-4-why = Das setzt eine eindeutige Lösung voraus. Da a im gemeinsamen Haus keinen anderen Platz hat, ist eine der beiden Ecken mit Zusatzkandidaten a. Wäre die andere b, ergäben sich die beiden übrigen Ecken von selbst, und alle vier Zellen enthielten nur a und b, ein vertauschbares Muster mit zwei Lösungen. Also kann keine der beiden Ecken mit Zusatzkandidaten b sein.

## naked-quad
naked-quad-what = Vier Zellen in einem Haus, deren Kandidaten zusammen nur vier Ziffern sind, etwa {"{1,3}"}, {"{3,8}"}, {"{1,8,9}"} und {"{1,9}"}. Diese vier Ziffern können aus allen anderen Zellen des Hauses gestrichen werden.
naked-quad-why = Vier Zellen brauchen vier verschiedene Ziffern, und es stehen ihnen nur vier zur Verfügung, also werden diese Ziffern alle in den vier Zellen verbraucht. Keine andere Zelle des Hauses darf dann eine davon bekommen.
naked-quad-variant-1 = Zu einem Naked Quadruple gibt es unter den übrigen Zellen des Hauses immer ein passendes Hidden Subset, das vielleicht leichter zu sehen ist.

## hidden-quad
hidden-quad-what = In einem Haus kommen vier Ziffern als Kandidaten nur innerhalb derselben vier Zellen vor. Alle anderen Kandidaten in diesen vier Zellen können gestrichen werden.
hidden-quad-why = Das Haus braucht alle vier Ziffern, und ihnen stehen nur diese vier Zellen zur Verfügung, also werden die Zellen genau mit diesen Ziffern gefüllt. Für jeden anderen Kandidaten darin ist kein Platz.

## bug-plus-1
bug-plus-1-what = Jede ungelöste Zelle hat genau zwei Kandidaten, bis auf eine Zelle mit drei, und jeder Kandidat kommt in jedem Haus genau zweimal vor, bis auf eine Ziffer dieser Zelle mit drei Kandidaten, die in deren Zeile, Spalte und Block dreimal vorkommt. Diese Zelle muss diese Ziffer enthalten.
bug-plus-1-why = Das setzt eine eindeutige Lösung voraus. Ein Gitter, in dem jede ungelöste Zelle zwei Kandidaten hat und jeder Kandidat in jedem Haus zweimal vorkommt (ein Bivalue Universal Grave, kurz BUG), hat entweder keine Lösung oder mindestens zwei. Nähme man der besonderen Zelle die überzählige Ziffer weg, entstünde genau so ein Gitter; die Zelle muss sie also enthalten.
bug-plus-1-variant-1 = Formen mit mehr als einer zusätzlichen Zelle (BUG+2 und mehr) gibt es, sie stehen aber nicht in dieser Liste.

## swordfish
swordfish-what = Für eine Ziffer haben drei Zeilen diese Ziffer jeweils in zwei oder drei Zellen, und alle diese Zellen liegen in denselben drei Spalten. Die Ziffer kann aus allen anderen Zellen dieser drei Spalten gestrichen werden. Zeilen und Spalten dürfen vertauscht sein.
swordfish-why = Die drei Zeilen müssen die Ziffer dreimal setzen, nie zweimal in dieselbe Spalte, und haben dafür nur drei Spalten, also landet sie in jeder Spalte genau einmal. Jede dieser Spalten bekommt ihre Ziffer damit aus diesen Zeilen, und jeder andere Kandidat darin wäre eine zweite. Eine Zeile muss dabei nicht alle drei Spalten nutzen.
swordfish-variant-1 = Finned und Sashimi Swordfish erlauben Flossen.
swordfish-variant-2 = Der Jellyfish ist die Form mit vier Linien; beim Franken Swordfish wirken auch Blöcke mit.

## w-wing
w-wing-what = Zwei Zellen mit denselben zwei Kandidaten {"{x,y}"}, die sich nicht gegenseitig sehen, dazu ein Haus, in dem y nur zwei Plätze hat, von denen jeder eine der beiden Zellen sieht. Die Ziffer x kann aus jeder Zelle gestrichen werden, die beide bivalenten Zellen sieht.
w-wing-why = Wäre keine der beiden bivalenten Zellen x, wären beide y. Jede würde dann y aus dem Platz im verbindenden Haus streichen, den sie sieht, und dieses Haus hätte keinen Platz mehr für y, was unmöglich ist. Mindestens eine der beiden Zellen ist also x, und eine Zelle, die beide sieht, kann nicht x sein.

## remote-pair
remote-pair-what = Eine Kette von Zellen, die alle genau dieselben zwei Kandidaten {"{a,b}"} enthalten, wobei jede die nächste sieht. Zwei Zellen der Kette, die eine ungerade Zahl von Schritten auseinanderliegen (3, 5 und so weiter), enthalten verschiedene Ziffern, also kann eine Zelle, die beide sieht, weder a noch b enthalten.
remote-pair-why = Benachbarte Zellen der Kette sehen sich und haben dasselbe Paar, können also nicht dieselbe Ziffer enthalten; entlang der Kette wechseln sich a und b daher ab. Von zwei Zellen in ungeradem Abstand enthält am Ende die eine a und die andere b, in irgendeiner Reihenfolge. Eine Zelle außerhalb, die beide sieht, käme mit einer von ihnen in Konflikt, welche Ziffer des Paars sie auch enthielte.
remote-pair-variant-1 = Es ist der Sonderfall einer XY-Chain, in der jede Zelle dasselbe Paar enthält.

## skyscraper
skyscraper-what = Eine Ziffer hat in zwei Zeilen jeweils genau zwei Plätze. Je ein Ende der beiden Zeilen liegt in einer gemeinsamen Spalte, die beiden anderen Enden nicht. Jede Zelle, die diese beiden anderen Enden sieht, verliert die Ziffer. Zeilen und Spalten dürfen vertauscht sein.
skyscraper-why = Die beiden Enden in der gemeinsamen Spalte können nicht beide die Ziffer enthalten. Enthält das andere Ende der ersten Zeile sie nicht, enthält sie das Ende dieser Zeile in der gemeinsamen Spalte; dann enthält sie das Ende der zweiten Zeile in der gemeinsamen Spalte nicht, und deren anderes Ende muss sie enthalten. Eines der beiden anderen Enden enthält die Ziffer also immer.
skyscraper-variant-1 = Er ist die kürzeste X-Chain und zugleich ein Sashimi X-Wing.

## dual-two-string-kite
dual-two-string-kite-what = Zwei 2-String Kites für dieselbe Ziffer, die durch dieselben zwei Zellen eines Blocks laufen, aber verschiedene Streichungen ergeben. Die Engine zeigt sie als einen einzigen Schritt, der beide vornimmt.
dual-two-string-kite-why = Jeder Kite gilt für sich, mit dem üblichen Kite-Argument: Die beiden Zellen im Block sehen sich, also enthält eines der fernen Enden jedes Kites die Ziffer. Das Zusammenfassen spart nur einen Schritt; neue Logik braucht es dafür nicht.

## two-string-kite
two-string-kite-what = Eine Ziffer hat in einer Zeile und in einer Spalte jeweils genau zwei Plätze, und ein Ende des Zeilenpaars liegt mit einem Ende des Spaltenpaars im selben Block (in verschiedenen Zellen). Die Zelle, in der sich die Spalte des anderen Zeilenendes und die Zeile des anderen Spaltenendes kreuzen, verliert die Ziffer.
two-string-kite-why = Die beiden Enden im gemeinsamen Block sehen sich, also enthält höchstens eines von ihnen die Ziffer. Dann muss, wie beim Skyscraper, entweder das ferne Ende der Zeile oder das ferne Ende der Spalte sie enthalten. Die Zielzelle sieht beide fernen Enden, kann sie also nicht enthalten.
two-string-kite-variant-1 = Dual 2-String Kite: zwei Kites durch dieselben Zellen eines Blocks, zu einem Schritt zusammengefasst.

## turbot-fish
turbot-fish-what = Für eine Ziffer haben zwei Häuser jeweils nur zwei Plätze dafür, und ein Ende des ersten Paars sieht ein Ende des zweiten. Jede Zelle, die beide übrigen Enden sieht, verliert die Ziffer. Der Name steht für die Formen, die weder Skyscraper noch Kite sind, etwa solche mit einem Block.
turbot-fish-why = Die beiden Enden, die sich sehen, können nicht beide die Ziffer enthalten. Fehlt sie dem fernen Ende des ersten Paars, hat sie dessen nahes Ende, also nicht das nahe Ende des zweiten Paars, und dessen fernes Ende hat sie. Eines der fernen Enden enthält die Ziffer also immer, und eine Zelle, die beide sieht, kann sie nicht enthalten.
turbot-fish-variant-1 = Skyscraper und 2-String Kite sind Sonderfälle mit eigenem Namen.
turbot-fish-variant-2 = Längere Ketten nach demselben Bauplan sind X-Chains.

## dual-empty-rectangle
dual-empty-rectangle-what = Zwei Empty Rectangles für dieselbe Ziffer im selben Block, jedes mit einem anderen Paar von Plätzen außerhalb und mit verschiedenen Streichungen. Sie werden zusammen als ein Schritt gezeigt.
dual-empty-rectangle-why = Jede Streichung folgt aus ihrem eigenen Empty-Rectangle-Argument: Die Kandidaten des Blocks wirken als ein Gruppenknoten, der mit einem Paar außerhalb verbunden ist. Beide zugleich zu melden bringt keine neue Logik, es spart nur einen Schritt.

## empty-rectangle
empty-rectangle-what = Für eine Ziffer liegen alle Kandidaten innerhalb eines Blocks in einer einzigen Zeile und einer einzigen Spalte dieses Blocks; der Rest des Blocks ist frei davon. Zusammen mit einer Zeile oder Spalte anderswo, die nur zwei Plätze für die Ziffer hat, einen davon auf einer dieser Linien des Blocks, verliert eine Zelle die Ziffer.
empty-rectangle-why = Angenommen, die Kandidaten des Blocks liegen in Zeile r und Spalte c, und Spalte X hat nur zwei Plätze, (r,X) und (s,X). Steht die Ziffer nicht in (s,X), steht sie in (r,X) und fällt damit in Zeile r innerhalb des Blocks weg, also steht die Ziffer des Blocks in Spalte c. Entweder (s,X) oder Spalte c innerhalb des Blocks enthält sie also, und die Zelle in Zeile s, Spalte c sieht beide.
empty-rectangle-variant-1 = Dual Empty Rectangle: zwei solche Muster im selben Block, zu einem Schritt zusammengefasst.
empty-rectangle-variant-2 = Es ist eine kurze X-Chain, in der der Block als Gruppenknoten wirkt.

## simple-colours-wrap
simple-colours-wrap-what = Für eine Ziffer verbindest du Zellen entlang von Strong Links (Häuser, in denen die Ziffer nur zwei Plätze hat) und färbst sie abwechselnd in zwei Farben. Liegen zwei Zellen derselben Farbe in einem Haus, ist diese Farbe falsch: Die Ziffer wird aus allen ihren Zellen gestrichen, und die Zellen der anderen Farbe bekommen die Ziffer.
simple-colours-wrap-why = Entlang eines Strong Links enthält genau ein Ende die Ziffer, also ist in einem zusammenhängenden Cluster die eine Farbe ganz wahr und die andere ganz falsch. Zwei Zellen derselben Farbe in einem Haus können nicht beide wahr sein, also muss diese Farbe die falsche sein.
simple-colours-wrap-variant-1 = Simple Colors Trap nutzt dieselbe Färbung, um Kandidaten außerhalb des Clusters zu streichen.

## simple-colours-trap
simple-colours-trap-what = Für eine Ziffer verbindest du Zellen entlang von Strong Links (Häuser, in denen die Ziffer nur zwei Plätze hat) und färbst sie abwechselnd mit zwei Farben. Jeder ungefärbte Kandidat dieser Ziffer, der eine Zelle jeder Farbe sieht, kann gestrichen werden.
simple-colours-trap-why = Entlang eines Strong Links enthält genau ein Ende die Ziffer, also ist innerhalb eines zusammenhängenden Clusters die eine Farbe ganz wahr und die andere ganz falsch. Welche Farbe auch die wahre ist: Eine Zelle, die eine Zelle jeder Farbe sieht, sieht eine wahre Ziffer und kann sie daher nicht enthalten.
simple-colours-trap-variant-1 = Simple Colors Wrap: Eine Farbe, die mit sich selbst kollidiert, ist falsch.
simple-colours-trap-variant-2 = Multi Colors Typ 1 und Typ 2 verbinden zwei getrennte Cluster.

## finned-swordfish
finned-swordfish-what = Ein Swordfish für eine Ziffer mit zusätzlichen Kandidaten (Flossen) außerhalb der drei Cover-Spalten, alle in einem Block. Die Ziffer wird nur aus Zellen der Cover-Spalten gestrichen, die auch jede Flosse sehen, also aus Zellen im Block der Flossen. Zeilen und Spalten dürfen vertauscht sein.
finned-swordfish-why = Entweder enthält eine Flosse die Ziffer, oder keine tut es, und die übrigen Kandidaten bilden einen gewöhnlichen Swordfish, der die Cover-Spalten räumt. Eine Zelle in einer Cover-Spalte, die auch jede Flosse sieht, verliert die Ziffer in beiden Fällen.
finned-swordfish-variant-1 = Sashimi Swordfish: Eine Basislinie behält ohne ihre Flossen nur noch einen Kandidaten.

## sashimi-swordfish
sashimi-swordfish-what = Ein Finned Swordfish, bei dem eine Basiszeile ohne die Flossen nur noch einen oder gar keinen Kandidaten behält, sodass dem Körper des Fisches neben der Flosse eine Ecke fehlt. Gestrichen wird in Zellen der Cover-Spalten, die jede Flosse sehen.
sashimi-swordfish-why = Enthält eine Flosse die Ziffer, wird jede Zelle geräumt, die alle Flossen sieht. Enthält keine sie, müssen die übrigen Kandidaten der Basiszeilen die drei Cover-Spalten trotzdem mit je einer Ziffer versorgen, also gilt die gewöhnliche Swordfish-Streichung. Die Zielzellen verlieren die Ziffer so oder so.

## jellyfish
jellyfish-what = Für eine Ziffer haben vier Zeilen diese Ziffer jeweils in zwei bis vier Zellen, alle innerhalb derselben vier Spalten. Die Ziffer kann aus den anderen Zellen dieser vier Spalten gestrichen werden. Zeilen und Spalten dürfen vertauscht sein.
jellyfish-why = Die vier Zeilen müssen die Ziffer viermal setzen, in vier verschiedene Spalten, und es stehen nur vier Spalten zur Verfügung, also bekommt jede Spalte sie genau einmal aus diesen Zeilen. Jeder andere Kandidat in diesen Spalten wäre eine zweite.
jellyfish-variant-1 = Finned, Sashimi und Franken Jellyfish folgen demselben Muster wie die kleineren Fische.

## unique-rectangle-3
unique-rectangle-3-what = Ein Unique Rectangle, dessen beide Ecken mit Zusatzkandidaten in einer gemeinsamen Zeile oder Spalte liegen und außer {"{a,b}"} weitere Ziffern tragen. Zusammen als eine gedachte Zelle betrachtet, die nur diese Zusatzziffern enthält, können sie mit anderen Zellen des gemeinsamen Hauses ein Naked Subset bilden, das diese Ziffern dann aus dem Rest des Hauses streicht.
unique-rectangle-3-why = Das setzt eine eindeutige Lösung voraus. Damit kein vertauschbares a/b-Rechteck entsteht, muss mindestens eine der beiden Ecken eine ihrer Zusatzziffern bekommen; das Paar verhält sich also wie eine einzige Zelle, die nur die Zusatzziffern enthält. Haben diese gedachte Zelle und k-1 echte Zellen des Hauses zusammen nur k Ziffern, ist das ein Naked Subset. Beispiel: Die Zusatzziffern {"{4,7}"} und eine Zelle {"{4,7}"} wirken als Naked Pair.
unique-rectangle-3-variant-1 = Die gedachte Zelle kann Teil eines Naked Pair, Naked Triple oder Naked Quadruple sein.

## unique-rectangle-5
unique-rectangle-5-what = Ein Unique Rectangle, bei dem zwei oder drei Ecken außer {"{a,b}"} dieselbe einzelne Zusatzziffer x tragen und diese Ecken nicht alle in einer Zeile oder Spalte liegen (zum Beispiel diagonal). Streiche x aus den Zellen, die jede Ecke mit x sehen.
unique-rectangle-5-why = Das setzt eine eindeutige Lösung voraus. Wäre keine dieser Ecken x, wären alle vier Ecken auf a und b beschränkt, ein Deadly Pattern, das zwei Lösungen zuließe. x steht also in mindestens einer von ihnen, und eine Zelle, die alle diese Ecken sieht, kann nicht x sein.

## unique-rectangle-6
unique-rectangle-6-what = Ein Unique Rectangle, bei dem zwei diagonale Ecken nur {"{a,b}"} enthalten und die anderen beiden diagonalen Ecken Zusatzkandidaten, wobei die Ziffer a in beiden Zeilen und beiden Spalten des Rechtecks nur in den Ecken stehen kann. Dann wird a aus den beiden Ecken mit Zusatzkandidaten gestrichen.
unique-rectangle-6-why = Das setzt eine eindeutige Lösung voraus. Da a in beiden Zeilen und beiden Spalten auf die Ecken beschränkt ist, muss es ein diagonales Eckenpaar besetzen, wie bei einem X-Wing. Nähme es die Diagonale mit den Zusatzkandidaten, wären die beiden bivalenten Ecken beide b, und das Rechteck bestünde nur aus a und b, was zwei Lösungen zuließe. Also steht a auf der bivalenten Diagonale.

## hidden-rectangle
hidden-rectangle-what = Ein Rechteck über zwei Zeilen, zwei Spalten und zwei Blöcke, bei dem eine Ecke nur {"{a,b}"} enthält und die anderen a und b neben weiteren Kandidaten. Kann die Ziffer a sowohl in der Zeile als auch in der Spalte der Ecke, die der bivalenten gegenüberliegt, nur in Ecken des Rechtecks stehen, kann diese gegenüberliegende Ecke nicht b sein.
hidden-rectangle-why = Das setzt eine eindeutige Lösung voraus. Angenommen, die gegenüberliegende Ecke wäre b. Ihre Zeile und ihre Spalte brauchen a weiterhin innerhalb des Rechtecks, also besetzt a die beiden Ecken neben ihr, und für die bivalente Ecke bleibt b. Alle vier Ecken wären dann a und b, ein vertauschbares Muster mit zwei Lösungen. Die gegenüberliegende Ecke ist also nicht b.
hidden-rectangle-variant-1 = Es kann auch von zwei diagonalen bivalenten Ecken ausgehen.

## avoidable-rectangle-1
avoidable-rectangle-1-what = Ein Rechteck über zwei Zeilen, zwei Spalten und zwei Blöcke, bei dem drei Ecken schon gelöst sind (beim Lösen eingetragen, nie Vorgaben) und die vierte leer ist. Würde eine bestimmte Ziffer in der vierten Ecke die vier Zellen zu einem vertauschbaren a/b-Muster machen, wird diese Ziffer dort gestrichen.
avoidable-rectangle-1-why = Das setzt eine eindeutige Lösung voraus. Stünden in vier Zellen ohne Vorgabe a, b, b, a rund um ein solches Rechteck, könnte man die beiden Ziffern austauschen, und jede Vorgabe wäre weiterhin erfüllt; das Rätsel hätte also zwei Lösungen. Die vierte Ecke kann daher nicht die Ziffer bekommen, die das Muster vervollständigt.
avoidable-rectangle-1-variant-1 = Typ 2 behandelt zwei gelöste und zwei leere Ecken, die eine gemeinsame Zusatzziffer haben.

## avoidable-rectangle-2
avoidable-rectangle-2-what = Ein Avoidable Rectangle mit zwei Ecken, die als a und b gelöst sind (keine Vorgaben), und zwei leeren Ecken mit {"{b,x}"} und {"{a,x}"}: genau die Ziffern, die das vertauschbare Muster vervollständigen würden, plus eine gemeinsame Zusatzziffer x. Streiche x aus den Zellen, die beide leeren Ecken sehen.
avoidable-rectangle-2-why = Das setzt eine eindeutige Lösung voraus. Wäre keine der beiden leeren Ecken x, wären sie b und a und schlössen ein Rechteck aus Zellen ohne Vorgabe, deren Ziffern man austauschen könnte; es gäbe also zwei Lösungen. Daher ist eine der beiden x, und eine Zelle, die beide sieht, kann nicht x sein.

## unique-loop
unique-loop-what = Sechs oder mehr Zellen, die alle dieselben zwei Ziffern a und b enthalten, zu einer Schleife verbunden: Jede Zelle liegt mit der nächsten in einer Zeile, einer Spalte oder einem Block, und jede Zeile, Spalte und jeder Block mit einer Zelle der Schleife enthält genau zwei davon. Enthielte jede Zelle nur a und b, könnte man a und b rund um die Schleife vertauschen. Die Zellen mit weiteren Kandidaten müssen das verhindern, und dadurch fallen Kandidaten weg.
unique-loop-why = Das setzt eine eindeutige Lösung voraus. Rund um die Schleife wechseln sich die beiden Zellen jedes Hauses zwischen a und b ab; tauscht man a und b in jeder Zelle der Schleife, hat jedes Haus weiterhin ein a und ein b, also gäbe es eine zweite Lösung. Die Zellen der Schleife können also nicht alle a oder b sein: Hat nur eine Zelle Zusatzkandidaten, kann sie weder a noch b sein (Typ 1); haben mehrere Zellen dieselbe eine Zusatzziffer x, ist eine von ihnen x (Typ 2); zwei Zellen mit Zusatzkandidaten in einem Haus wirken in einem Naked Subset wie eine Zelle mit ihren Zusatzziffern (Typ 3), oder, wenn a oder b dort nur in ihnen stehen kann, kann keine der beiden die andere Ziffer sein (Typ 4).
unique-loop-variant-1 = Typ 1 bis 4, wie beim Unique Rectangle, das die Schleife aus vier Zellen ist.
unique-loop-variant-2 = Sudoku Explainer bewertet eine Schleife aus sechs Zellen mit 4,6, aus acht mit 4,7 und aus zehn oder mehr mit 5,0, und ihren Typ 3 für jede Zelle seines Naked Subsets um ein Zehntel höher.

## wxyz-wing
wxyz-wing-what = Vier Zellen, die zusammen nur vier Ziffern enthalten, wobei für drei der Ziffern jede Zelle der Gruppe, die sie enthält, jede andere solche Zelle sieht. Die vierte Ziffer, z, ist die Ausnahme. Streiche z aus den Zellen, die jedes z der Gruppe sehen.
wxyz-wing-why = Eine Ziffer, deren Zellen in der Gruppe sich alle gegenseitig sehen, kann höchstens eine davon füllen. Die drei eingeschränkten Ziffern können also höchstens drei der vier Zellen füllen, und mindestens eine Zelle muss z sein. Eine Zelle außerhalb, die alle z-Kandidaten der Gruppe sieht, kann nicht z sein.

## finned-jellyfish
finned-jellyfish-what = Ein Jellyfish für eine Ziffer mit Flossen: zusätzliche Basiskandidaten außerhalb der vier Cover-Spalten, alle in einem Block. Die Ziffer wird nur aus Zellen der Cover-Spalten gestrichen, die jede Flosse sehen.
finned-jellyfish-why = Entweder enthält eine Flosse die Ziffer, oder keine tut es, und die übrigen Kandidaten bilden einen gewöhnlichen Jellyfish, der die Cover-Spalten räumt. Zellen in einer Cover-Spalte, die jede Flosse sehen, verlieren die Ziffer in beiden Fällen.
finned-jellyfish-variant-1 = Sashimi Jellyfish: Eine Basislinie behält ohne die Flossen höchstens einen Kandidaten.

## sashimi-jellyfish
sashimi-jellyfish-what = Ein Finned Jellyfish, bei dem eine Basislinie ohne die Flossen nur noch einen oder gar keinen Kandidaten behält, sodass dem Körper neben der Flosse eine Ecke fehlt. Gestrichen wird in Zellen der Cover-Spalten, die jede Flosse sehen.
sashimi-jellyfish-why = Enthält eine Flosse die Ziffer, können die Zellen, die jede Flosse sehen, sie nicht enthalten. Enthält keine Flosse sie, müssen die vier Basislinien ihre Ziffern trotzdem in die vier Cover-Linien setzen, also gilt die gewöhnliche Jellyfish-Streichung. Die Zielzellen verlieren die Ziffer so oder so.

## franken-swordfish
franken-swordfish-what = Ein Swordfish für eine Ziffer, bei dem die drei Basis-Häuser oder die drei Cover-Häuser einen Block enthalten, zum Beispiel zwei Zeilen und ein Block als Basis, abgedeckt von drei Spalten. Liegt jeder Basiskandidat in einem Cover-Haus, verschwindet die Ziffer aus den übrigen Zellen der Cover-Häuser.
franken-swordfish-why = Die Basis-Häuser haben keinen Kandidaten gemeinsam, müssen die Ziffer also dreimal an verschiedenen Stellen enthalten. Jedes Cover-Haus kann sie höchstens einmal enthalten, und jeder Basiskandidat liegt in einem Cover-Haus, also bekommt jedes Cover-Haus seine Ziffer genau einmal aus den Basis-Häusern. Jeder weitere Kandidat in einem Cover-Haus wäre eine zweite.
franken-swordfish-variant-1 = Finned Franken-Fische erlauben Flossen; der Franken Jellyfish verwendet vier Häuser.

## franken-jellyfish
franken-jellyfish-what = Ein Jellyfish für eine Ziffer, dessen vier Basis-Häuser oder vier Cover-Häuser neben Zeilen oder Spalten mindestens einen Block enthalten. Liegen alle Basiskandidaten in den Cover-Häusern, wird die Ziffer aus dem Rest der Cover-Häuser gestrichen.
franken-jellyfish-why = Die Basis-Häuser haben keinen Kandidaten gemeinsam und enthalten die Ziffer daher viermal an verschiedenen Stellen. Jedes Cover-Haus kann sie höchstens einmal aufnehmen, und alle Basiskandidaten liegen in den vier Cover-Häusern, also bekommt jedes Cover-Haus seine eine Ziffer aus den Basis-Häusern und kann sie nirgends sonst enthalten.

## finned-franken-x-wing
finned-franken-x-wing-what = Ein X-Wing für eine Ziffer aus zwei Basis-Häusern und zwei Cover-Häusern, von denen eines ein Block ist, mit Flossen: Basiskandidaten außerhalb der Cover-Häuser. Die Ziffer wird nur aus Zellen der Cover-Häuser gestrichen, die jede Flosse sehen.
finned-franken-x-wing-why = Enthält eine Flosse die Ziffer, wird jede Zelle, die alle Flossen sieht, davon geräumt. Enthält keine Flosse sie, liefern die beiden Basis-Häuser jedem der beiden Cover-Häuser genau eine Ziffer, also können die Cover-Häuser sie anderswo nicht enthalten. Eine Zelle eines Cover-Hauses, die jede Flosse sieht, verliert sie in beiden Fällen.

## finned-franken-swordfish
finned-franken-swordfish-what = Ein Franken Swordfish (Blöcke unter den Basis- oder Cover-Häusern) mit Flossen: Basiskandidaten, die außerhalb der drei Cover-Häuser liegen oder zu zwei Basis-Häusern zugleich gehören. Die Ziffer wird nur aus Zellen der Cover-Häuser gestrichen, die jede Flosse sehen.
finned-franken-swordfish-why = Entweder enthält eine Flosse die Ziffer, oder keine tut es, und der Rest ist ein vollständiger Franken Swordfish, der die Cover-Häuser räumt. Eine Zelle eines Cover-Hauses, die alle Flossen sieht, ist in beiden Fällen ausgeschlossen.

## finned-franken-jellyfish
finned-franken-jellyfish-what = Ein Franken Jellyfish (ein Block unter seinen vier Basis- oder Cover-Häusern) mit Flossen außerhalb der Cover-Häuser. Die Ziffer wird nur aus Zellen der Cover-Häuser gestrichen, die jede Flosse sehen.
finned-franken-jellyfish-why = Entweder enthält eine Flosse die Ziffer, oder die übrigen Kandidaten bilden einen vollständigen Franken Jellyfish, der die Cover-Häuser räumt. Zellen eines Cover-Hauses, die auch jede Flosse sehen, verlieren die Ziffer so oder so.

## multi-colours-2
multi-colours-2-what = Zwei getrennte Farbcluster für dieselbe Ziffer, bei denen eine Farbe des ersten Clusters Zellen beider Farben des zweiten Clusters sieht. Diese erste Farbe ist falsch, also wird die Ziffer aus allen ihren Zellen gestrichen.
multi-colours-2-why = Im zweiten Cluster muss eine Farbe wahr sein. Die erste Farbe sieht eine Zelle jeder dieser beiden Farben; wäre sie wahr, läge sie also mit einer wahren Ziffer in einem Haus, welche Farbe des zweiten Clusters auch die wahre ist. Sie muss daher falsch sein.

## multi-colours-1
multi-colours-1-what = Zwei getrennte Farbcluster für dieselbe Ziffer, bei denen eine Zelle der Farbe A1 eine Zelle der Farbe B1 sieht. Dann kann jeder Kandidat der Ziffer gestrichen werden, der beide Gegenfarben, A2 und B2, sieht.
multi-colours-1-why = A1 und B1 können nicht beide wahr sein, da sich zwei ihrer Zellen sehen. Mindestens eine ihrer Gegenfarben, A2 oder B2, ist also wahr. Eine Zelle, die eine Zelle von A2 und eine Zelle von B2 sieht, sieht in jedem Fall eine wahre Ziffer und kann die Ziffer daher nicht enthalten.

## x-chain
x-chain-what = Eine Kette für eine Ziffer, in der sich Strong Links (ein Haus mit nur zwei Plätzen für die Ziffer) und Weak Links (zwei Plätze, die sich sehen) abwechseln und die mit einem Strong Link beginnt und endet. Eine Zelle, die beide Enden sieht, kann die Ziffer nicht enthalten.
x-chain-why = Fehlt dem ersten Ende die Ziffer, hat sie sein Partner über den Strong Link; die nächste Zelle, die diesen Partner sieht, hat sie nicht; deren Partner über den Strong Link hat sie dann, und so weiter bis zum letzten Ende. Mindestens eines der beiden Enden enthält die Ziffer also, und eine Zelle, die beide sieht, ist ausgeschlossen.
x-chain-variant-1 = Skyscraper, 2-String Kite und Turbot Fish sind X-Chains aus drei Links.
x-chain-variant-2 = Gruppierte X-Chains behandeln mehrere Zellen in der Schnittmenge eines Blocks und einer Linie als einen einzigen Knoten.

## sue-de-coq
sue-de-coq-what = Zwei oder drei Zellen, in denen sich ein Block und eine Linie schneiden, enthalten mindestens zwei Ziffern mehr, als es Zellen sind, z. B. r1c1 und r1c2 mit {"{1,2,3,4}"}. Die Zelle r1c7 {"{1,2}"} in der Linie und die Zelle r2c3 {"{3,4}"} im Block nehmen den Überschuss auf. Dann verschwinden die 1 und die 2 aus dem Rest von Zeile 1 und die 3 und die 4 aus dem Rest von Block 1.
sue-de-coq-why = Zähle Zellen und Ziffern. Jede Ziffer des Kerns kann höchstens einmal im Kern samt den Helferzellen der Linie vorkommen (die alle in der Linie liegen) und höchstens einmal im Kern samt den Helferzellen des Blocks (die alle im Block liegen), und keine Ziffer kommt in beiden Helfergruppen vor. Das Muster hat genau so viele Zellen wie Ziffern, also wird jede Ziffer darin genau einmal verwendet, und die Ziffern der Linie können nirgends sonst in der Linie stehen, die des Blocks nirgends sonst im Block.
sue-de-coq-variant-1 = Erweiterte Formen erlauben Helferzellen mit Ziffern, die nicht im Kern vorkommen; jede solche Ziffer kostet eine Zelle.

## rectangle
rectangle-what = Zambon-Rechteck: Wähle für eine Ziffer vier Blöcke an den Ecken eines Rechtecks (zwei Blockzeilen mal zwei Blockspalten). Nimm an, die Ziffer steht in einem dieser Blöcke auf einem ihrer Kandidatenplätze, und verfolge dann nur diese Ziffer durch die anderen drei Blöcke. Bleibt durch erzwungene Platzierungen in einem von ihnen kein Platz für sie, wird der Kandidat gestrichen.
rectangle-why = Setzt man die Ziffer, verschwindet sie aus ihrer Zeile und ihrer Spalte, die zwei der anderen Blöcke durchqueren. Bleibt einem Block nur ein Platz, ist die Ziffer dort erzwungen, was in den diagonalen Block hineinwirkt, und so weiter. Ein Block ohne Platz für die Ziffer ist unmöglich, also war die Annahme falsch. Jeder erzwungene Schritt ist ein Hidden Single und leicht nachzuprüfen.
rectangle-variant-1 = Es ist eine kleine, abgeschlossene Form von Nishio, beschränkt auf vier Blöcke.

## xy-chain
xy-chain-what = Eine Kette von Zellen mit jeweils genau zwei Kandidaten, in der jede Zelle die nächste sieht und eine Ziffer mit ihr teilt. Die erste und die letzte Zelle enthalten beide eine Ziffer x, und zwar so, dass die letzte x sein muss, wenn die erste es nicht ist. Keine Zelle, die beide Enden sieht, kann x sein.
xy-chain-why = Ist die erste Zelle nicht x, enthält sie ihre andere Ziffer; die verschwindet aus der nächsten Zelle, die damit ihre andere Ziffer bekommen muss, und so weiter entlang der Kette, bis die letzte Zelle x sein muss. Entweder die erste oder die letzte Zelle ist also x, und eine Zelle, die beide sieht, kann nie x sein.
xy-chain-variant-1 = Ein XY-Wing ist die XY-Chain aus drei Zellen.
xy-chain-variant-2 = Ein Remote Pair ist eine XY-Chain, deren Zellen alle dasselbe Paar enthalten.

## continuous-nice-loop
continuous-nice-loop-what = Eine geschlossene Schleife von Kandidaten, verbunden durch Strong Links (mindestens ein Ende wahr) und Weak Links (höchstens ein Ende wahr), die sich rundherum abwechseln. Dann wirkt jeder Weak Link auch als Strong Link: Zellen, die beide Enden eines Weak Links für eine Ziffer sehen, verlieren diese Ziffer, und eine Zelle, die beide Enden enthält, verliert ihre übrigen Kandidaten.
continuous-nice-loop-why = Jeder Knoten liegt an genau einem Strong und einem Weak Link; die Strong Links teilen die Knoten also in Paare mit jeweils mindestens einem wahren, die Weak Links in Paare mit jeweils höchstens einem wahren. Beide Anzahlen sind gleich, also hat jeder Weak Link genau ein wahres Ende, und das rechtfertigt die Streichungen.
continuous-nice-loop-variant-1 = Schleifen können durch Gruppenknoten (mehrere Zellen in der Schnittmenge eines Blocks und einer Linie) oder durch Almost Locked Sets laufen.

## discontinuous-nice-loop
discontinuous-nice-loop-what = Eine Schleife aus abwechselnden Strong und Weak Links, die zu ihrem Startkandidaten zurückkehrt, dort aber den Wechsel unterbricht: Zwei Weak Links treffen sich an ihm, oder zwei Strong Links. Im ersten Fall wird der Kandidat gestrichen, im zweiten wird er gesetzt.
discontinuous-nice-loop-why = Treffen sich zwei Weak Links am Kandidaten p, schickt die Annahme „p ist wahr“ Folgerungen rund um die Schleife, die zurückkommen und p falsch machen; also ist p falsch. Treffen sich zwei Strong Links an p, führt die Annahme „p ist falsch“ rundherum zu „p ist wahr“; also ist p wahr. Eine Kette, die ausgehend von „p ist wahr“ einen anderen Kandidaten in der Zelle von p wahr macht, widerlegt p ebenfalls.

## aic
aic-what = Eine Alternating Inference Chain: Kandidaten, abwechselnd verbunden durch Strong Links (mindestens einer der beiden ist wahr) und Weak Links (höchstens einer ist wahr), die mit einem Strong Link beginnt und endet. Gleiche Ziffer an beiden Enden: Zellen, die beide Enden sehen, verlieren sie. Verschiedene Ziffern in Zellen, die sich sehen: Jede der beiden Endzellen verliert die Ziffer des anderen Endes.
aic-why = Ist das erste Ende falsch, macht der Strong Link den nächsten Knoten wahr, der Weak Link dann den folgenden falsch, und so weiter, bis das letzte Ende wahr ist. Mindestens ein Ende ist also wahr. Sind die Enden x in Zelle A und y in Zelle B, und sehen sich A und B, kann A nicht y sein: Dann wäre A nicht x, also B gleich y, und A und B enthielten beide y, obwohl sie sich sehen.
aic-variant-1 = X-Chains, XY-Chains, Remote Pairs und W-Wings sind Sonderfälle.
aic-variant-2 = Auch Gruppenknoten und Almost Locked Sets können als Glieder der Kette dienen.
aic-variant-3 = Zu einer Schleife geschlossen wird eine Kette zum Nice Loop.

## als-xz
als-xz-what = Ein Almost Locked Set (ALS) besteht aus N Zellen in einem Haus mit zusammen N+1 Ziffern. Zwei ALS A und B haben eine eingeschränkte gemeinsame Ziffer x (Restricted Common): Jedes x in A sieht jedes x in B. Für eine weitere Ziffer z, die in beiden vorkommt, verliert jede Zelle, die jedes z in A und B sieht, das z.
als-xz-why = x kann in höchstens einem der beiden Sets stehen, also fehlt x mindestens einem Set; dessen übrige N Ziffern müssen dann seine N Zellen füllen, das Set ist also gesperrt und enthält z. So oder so steht z in A oder in B, also kann eine Zelle, die alle ihre z-Kandidaten sieht, nicht z sein.
als-xz-variant-1 = Doppelt verbunden: Mit zwei Restricted Commons sind beide Sets auf ihren übrigen Ziffern gesperrt, was mehr Streichungen erlaubt.

## als-xy-wing
als-xy-wing-what = Drei Almost Locked Sets A, C und B: A und C haben eine eingeschränkte gemeinsame Ziffer x (Restricted Common), C und B eine andere, y. Eine Ziffer z, die in A und in B vorkommt (weder x noch y), wird aus den Zellen gestrichen, die jedes z in A und B sehen.
als-xy-wing-why = Angenommen, A enthält kein z; dann ist A gesperrt und enthält x, also kann C kein x enthalten, ist gesperrt und enthält y, also kann B kein y enthalten und ist gesperrt, mit z darin. z steht also in A oder in B, und eine Zelle, die alle ihre z-Kandidaten sieht, kann nicht z sein.
als-xy-wing-variant-1 = Mit drei bivalenten Zellen als Sets ist es ein gewöhnlicher XY-Wing.

## als-xy-chain
als-xy-chain-what = Eine Kette aus vier oder mehr Almost Locked Sets, jedes mit dem nächsten durch eine eingeschränkte gemeinsame Ziffer (Restricted Common) verbunden, wobei jede Verbindung eine andere Ziffer nutzt als die, über die die Kette in das Set hineinkam. Eine Ziffer z in beiden End-Sets (nicht deren Verbindungsziffern) verschwindet aus den Zellen, die jedes z in den beiden End-Sets sehen.
als-xy-chain-why = Enthält das erste Set kein z, ist es gesperrt und enthält seine Verbindungsziffer; die fehlt dann dem nächsten Set, das damit gesperrt ist und seine ausgehende Verbindungsziffer enthält, und so weiter, bis das letzte Set gesperrt ist und z enthält. z steht also im ersten oder im letzten Set.

## death-blossom
death-blossom-what = Eine Stammzelle, zum Beispiel mit {"{2,5,8}"}, und für jede ihrer Ziffern ein Blütenblatt: ein Almost Locked Set mit dieser Ziffer, in dem jede Zelle, die die Ziffer enthält, die Stammzelle sieht. Enthält jedes Blütenblatt außerdem eine Ziffer z, verschwindet z aus den Zellen, die jedes z in allen Blütenblättern sehen.
death-blossom-why = Die Stammzelle muss eine ihrer Ziffern bekommen, etwa die 5. Das Blütenblatt der 5 kann dann keine 5 enthalten, ist also auf seinen übrigen Ziffern gesperrt und enthält z. Welche Ziffer die Stammzelle auch bekommt, ein Blütenblatt muss z enthalten, also kann eine Zelle, die die z-Kandidaten aller Blütenblätter sieht, nicht z sein.
death-blossom-variant-1 = Für jeden Kandidaten der Stammzelle braucht es ein Blütenblatt; die Stammzelle kann zwei, drei oder mehr Ziffern enthalten.

## nishio
nishio-what = Wähle einen Kandidaten, nimm an, er sei wahr, und verfolge nur diese Ziffer: Wo immer einem Haus nur ein Platz dafür bleibt, setze sie dort. Bricht das Gitter zusammen (ein Haus ohne Platz für die Ziffer oder eine Zelle ohne Kandidaten), wird der Kandidat gestrichen.
nishio-why = Das ist ein Widerspruchsbeweis, beschränkt auf eine Ziffer: Eine Annahme, die zu einem unmöglichen Gitter führt, ist falsch, und jede erzwungene Platzierung ist ein einfacher Hidden Single, den jeder nachprüfen kann. Es ist ein Ausprobieren, kein sichtbares Muster. Die Engine probiert nur Kandidaten, die in keine vollständige gültige Verteilung dieser Ziffer passen, denn nur diese können scheitern.
nishio-variant-1 = Das Zambon-Rechteck ist ein kleines Nishio, beschränkt auf vier Blöcke.

## forcing-chains
forcing-chains-what = Nimm jeden Kandidaten einer Zelle oder jeden Platz einer Ziffer in einem Haus und verfolge von jedem aus die Kette der Folgerungen. Führen alle zum selben Ergebnis (eine Ziffer wird irgendwo gesetzt oder gestrichen), ist dieses Ergebnis wahr.
forcing-chains-why = Eine der Möglichkeiten muss wahr sein: Die Zelle braucht eine Ziffer, oder das Haus braucht diese Ziffer irgendwo. Folgt aus jeder Möglichkeit für sich dasselbe Ergebnis, gilt es, welche Möglichkeit auch die richtige ist. Jeder Link in jedem Zweig folgt aus dem Gitter, wie es gerade ist, also kann man die Zweige einzeln nachprüfen.
forcing-chains-variant-1 = Zellen-Forcing-Chains: Die Zweige sind die Kandidaten einer Zelle.
forcing-chains-variant-2 = Haus-Forcing-Chains: Die Zweige sind die Plätze einer Ziffer in einem Haus.

## dynamic-forcing-chains
dynamic-forcing-chains-what = Forcing Chains, deren Zweige sich merken, was sie schon gestrichen haben, sodass spätere Schritte eines Zweigs das Gitter so verwenden, wie seine Annahme es verändert hat. Dazu gehören auch eine Annahme, die einen Kandidaten zugleich wahr und falsch macht, und ein Kandidat, bei dem „wahr“ und „falsch“ zum selben Ergebnis führen.
dynamic-forcing-chains-why = Alles, was in einem Zweig abgeleitet wird, folgt aus der Annahme dieses Zweigs und darf daher weiter hinten im selben Zweig verwendet werden. Eine Annahme, die zu einem Widerspruch führt, muss falsch sein; ein Ergebnis, das aus jeder Möglichkeit folgt oder sowohl aus einem Kandidaten als auch aus seinem Gegenteil, muss gelten.
dynamic-forcing-chains-variant-1 = Widerspruch: Eine Annahme, die damit endet, dass ein Kandidat zugleich wahr und falsch ist, ist falsch.
dynamic-forcing-chains-variant-2 = Doppelte Implikation: „Kandidat wahr“ und „Kandidat falsch“ führen beide zum selben Ergebnis.

## nested-forcing-chains
nested-forcing-chains-what = Dynamic Forcing Chains, die, wenn einem Zweig die einfachen Folgerungen ausgehen, auf dem Gitter dieses Zweigs auch Locked Candidates, Naked und Hidden Pairs und X-Wings anwenden, bevor sie weitermachen.
nested-forcing-chains-why = Jede Technik, die innerhalb eines Zweigs verwendet wird, ist auf dem Gitter gültig, das dieser Zweig aufgebaut hat; ihre Ergebnisse sind also echte Folgerungen aus der Annahme. Der Gesamtschluss wird genau wie bei den Dynamic Forcing Chains gezogen. Die Logik ist korrekt, aber die Zweige sind lang und von Hand schwer nachzuvollziehen.

## nested-trial
nested-trial-what = Ausprobieren in zwei Ebenen: Nimm einen Kandidaten an, folge den Singles, und wann immer die Singles innerhalb dieser Annahme steckenbleiben, streiche einen Kandidaten durch ein eigenes Ausprobieren (auch seine Annahme lässt das Gitter allein durch Singles zusammenbrechen). Endet die äußere Annahme in einem Widerspruch, wird ihr Kandidat gestrichen.
nested-trial-why = Jedes innere Ausprobieren zeigt, dass unter der äußeren Annahme ein bestimmter Kandidat unmöglich ist; ihn innerhalb dieser Annahme zu streichen ist also korrekt. Führt die äußere Annahme dann zu einem zerbrochenen Gitter, war sie falsch. Das ist eine Suche, kein Muster, das ein Spieler entdeckt; damit löst die Engine die schwersten bekannten Rätsel, ohne zu raten.

## trial-and-error
trial-and-error-what = Nimm an, ein Kandidat sei wahr, und prüfe mit einfachen Techniken, ob das Gitter zusammenbricht: eine Zelle ohne Kandidaten oder ein Haus ohne Platz für eine Ziffer. Bricht es zusammen, wird der Kandidat gestrichen. Die Engine versucht es zuerst nur mit Singles, dann mit ihren Strategien der Stufen 0 bis 3 auf Zellen mit zwei Kandidaten, in begrenztem Umfang.
trial-and-error-why = Eine Annahme, die zu einem unmöglichen Gitter führt, muss falsch sein; die Streichung ist also logisch korrekt. Aber es ist eine Suche, kein Muster: Die Engine wählt aus, welche Kandidaten sie probiert (Zellen mit den wenigsten Kandidaten zuerst), und da sie die Lösung kennt, überspringt sie die, die nicht scheitern würden. Wer das von Hand macht, liefe in viele Sackgassen.
trial-and-error-variant-1 = Nishio ist die Form, die einer einzigen Ziffer folgt.
trial-and-error-variant-2 = Verschachteltes Ausprobieren erlaubt Ausprobieren innerhalb des Ausprobierens.

## guess
guess-what = Wenn nichts anderes weiterhilft, setzt die Engine eine Ziffer in eine Zelle mit den wenigsten Kandidaten. Sie leitet die Ziffer nicht her: Sie nimmt sie aus der Lösung des Rätsels, die ihr exakter Löser gefunden hat.
guess-why = Das ist keine logische Schlussfolgerung, und ein Spieler kann es am Gitter nicht nachprüfen. Ein Spieler, der rät, würde einen Kandidaten wählen, weitermachen und zurückgehen, wenn das Gitter zusammenbricht; die Engine überspringt diese Sackgassen, weil sie die Antwort schon kennt, und so bleibt jeder spätere Schritt richtig. Es gibt das nur, damit der Lösungsweg immer zu Ende kommt.
