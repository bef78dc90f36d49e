# 解き方の手順の文章（日本語、locales/en/steps.ftl に対応）。
# マスは r1c1 で表します（r3c4 は3行目・4列目のマス。r＝行、c＝列）。

## 行・列・ブロックと列挙。
house-row = { $n }行目
house-column = { $n }列目
house-box = ブロック{ $n }
list-comma = { $head }、{ $item }
list-and = { $head }と{ $item }
list-or = { $head }または{ $item }

## 手順の前のヒント二つ：どこを見るか、次にテクニックと場所。
clue-look = { $where }に注目しましょう。
clue-technique = { $technique }（{ $where }）
where-in = { $place }
where-in-digit = { $place }、数字{ $digit }

## シングル。
single-last = { $cell }は{ $house }に残った最後の空きマスなので、残る数字の{ $digit }が入ります。{ $cell }に{ $digit }を入れましょう。
single-hidden = { $house }で{ $digit }が入るマスは{ $cell }だけです。ほかの空きマスはどれも、同じ行・列・ブロックにすでに{ $digit }があります。{ $cell }に{ $digit }を入れましょう。
single-naked = { $cell }に入る数字は{ $digit }だけです。同じ行・列・ブロックに、ほかの数字がすべて出そろっています。{ $cell }に{ $digit }を入れましょう。
# 数字と、その候補を消すマス：「r1c4とr1c5から3」（複数あるときは list-semicolon で
# つなぎます：「r1c4から3／r1c5から8」）。
removal = { $cells }から{ $digit }
list-semicolon = { $head }／{ $item }
# 組（サブセット）のマスの数（と数字の数）。「この2つのマス」のように使います。
count-word = { $n }つ

## ポインティングとボックスライン。
intersection = { $from }で{ $digit }が入るのは{ $cells }だけで、どれも{ $to }の中にあります。つまり、{ $to }の{ $digit }は{ $from }と重なるマスのどれかに入ります。{ $removed }の候補から{ $digit }を消しましょう。

## 国同盟など：$digits は隠れた組なら「3と5」、それ以外は「3または5」。
subset-hidden = { $houses }で{ $digits }が入るマスは{ $cells }だけです。つまり、この{ count-word }のマスにはこの{ count-word }の数字しか入りません。これらのマスのほかの候補を消しましょう（{ $removed }）。
subset-locked = { $cells }には{ $digits }しか入りません。しかも、これらのマスは{ $houses }のどちらにも含まれています。この{ count-word }のマスはこの{ count-word }の数字で埋まるので、{ $houses }のほかのマスからこれらの数字を消しましょう（{ $removed }）。
subset-naked = { $cells }には{ $digits }しか入りません。この{ count-word }のマスはこの{ count-word }の数字で埋まるので、{ $houses }のほかのマスからこれらの数字を消しましょう（{ $removed }）。

## ウィング。$count：候補を消すマスの数。
cell-holding = { $cell }（{ $digits }）
xyz-wing = { $pivot }に入るのは{ $pivot-digits }のどれかで、{ $pivot }は{ $first-holding }とも{ $second-holding }とも同じ行・列・ブロックにあります。{ $pivot }が{ $x }なら{ $first }が{ $z }、{ $y }なら{ $second }が{ $z }になり、どちらでもなければ{ $pivot }自身が{ $z }です。つまり、この3つのマスのどれかに必ず{ $z }が入ります。{ $removed }は{ $count ->
        [1] 3つのマスすべてと
       *[other] どれも3つのマスすべてと
    }同じ行・列・ブロックにあるので、{ $z }は入りません。{ $removed }の候補から{ $z }を消しましょう。
xyz-wing-look = { $pivot }と、それと同じ行・列・ブロックにある候補が2つのマス
where-pivot = ピボットは{ $pivot }
wxyz-wing = { $held }の4つのマスには、合わせて{ $digits }しか入りません。{ $others }は、どれもこの4つのうち1つのマスにしか入れません（4つのマスのうち、その数字が入りうるマスは互いに同じ行・列・ブロックにあるためです）。そのため、これらの数字で埋まるのは4つのうち多くても3つで、{ $z-cells }の{ $z-count ->
        [2] どちらか
       *[other] どれか
    }に必ず{ $z }が入ります。{ $removed }は{ $count ->
        [1] { "" }
       *[other] どれも
    }{ $z-count ->
        [2] その両方
       *[other] そのすべて
    }と同じ行・列・ブロックにあるので、{ $z }は入りません。{ $removed }の候補から{ $z }を消しましょう。
wxyz-wing-look = 候補が{ $digits }だけのマス
w-wing = { $a }と{ $b }は、どちらも候補が{ $digits }だけです。{ $house }で{ $y }が入るのは、{ $end-a }（{ $a }と同じ行・列・ブロックにあるマス）か{ $end-b }（{ $b }と同じ行・列・ブロックにあるマス）のどちらかだけです。そのため、{ $a }と{ $b }が両方とも{ $y }になることはなく、どちらかは{ $x }です。{ $removed }は{ $count ->
        [1] { $a }と{ $b }の両方と
       *[other] どれも{ $a }と{ $b }の両方と
    }同じ行・列・ブロックにあるので、{ $x }は入りません。{ $removed }の候補から{ $x }を消しましょう。
where-w-wing = { $a }と{ $b }、{ $house }の{ $y }による強リンク

## フィッシュ。$base-kind と $cover-kind は次の四つのどれか。$n はベースの数（count-word）。
houses-rows = 行
houses-columns = 列
houses-boxes = ブロック
houses-mixed = ハウス
fish = { $bases }で{ $digit }が入るのは、{ $covers }の中だけです。この{ count-word }の{ $base-kind }にはそれぞれ{ $digit }が1つずつ入るので、この{ count-word }の{ $cover-kind }の{ $digit }は、すべてこれらの{ $base-kind }と重なるマスに入ります。{ $removed }の候補から{ $digit }を消しましょう{ $cannibals }。
fish-finned = { $bases }で{ $digit }が入るのは、フィン{ $fins }{ $endo }を除けば{ $covers }の中だけです。{ $fin-count ->
        [1] フィンに{ $digit }が入る
       *[other] フィンのどれかに{ $digit }が入る
    }か、そうでなければこの{ count-word }の{ $cover-kind }の{ $digit }は、すべてこれらの{ $base-kind }と重なるマスに入ります。どちらの場合も、{ $removed }（{ $fin-count ->
        [1] フィンと同じ行・列・ブロックにあるマス
       *[other] すべてのフィンと同じ行・列・ブロックにあるマス
    }）には{ $digit }が入りません。候補から{ $digit }を消しましょう{ $cannibals }。{ $sashimi }
# 候補を消した後に添える文。フィッシュ自身のマスからも候補を消すとき。
fish-cannibals = （{ $cells }の{ $digit }は、もし入ればこれらの{ $cover-kind }のうち二つを一度に受け持ってしまい、残りの{ $base-kind }に必要な{ $cover-kind }が足りなくなります）
# 二つのベースに含まれるフィン（エンドフィン）。
fish-endo = （{ $cells }は{ $endo-count ->
        [1] これらの{ $base-kind }のうち二つに含まれるので、フィンとして数えます
       *[other] それぞれこれらの{ $base-kind }のうち二つに含まれるので、フィンとして数えます
    }）
fish-sashimi = { $fin-count ->
        [1] フィンを除くと
       *[other] フィンをすべて除くと
    }、{ $house }で{ $digit }が入るマスは{ $kept-count ->
        [0] 一つも残りません
       *[other] { $kept }しか残りません
    }。このフィッシュはサシミ型です。
fish-look = それぞれの{ $base-kind }で{ $digit }が入るマス
fish-look-franken = { $lines }とブロックで{ $digit }が入るマス

## 1つの数字のパターン：スカイスクレイパー、2ストリングカイト、ターボットフィッシュ、エンプティレクタングル、Xチェーン。
## $count：候補を消すマスの数。
look-two-places = { $digit }が入るマスが2つしかない行・列・ブロック
look-two-places-around = { $box }のまわりで、{ $digit }が入るマスが2つしかない行・列・ブロック
look-two-places-from = { $first }から始めて、{ $digit }が入るマスが2つしかない行・列・ブロック
look-where-in = { $house }で{ $digit }が入るマス
short-chain = { $first }で{ $digit }が入るのは{ $c0 }と{ $c1 }だけ、{ $second }では{ $c2 }と{ $c3 }だけです。{ $c1 }と{ $c2 }はどちらも{ $shared }にあるので、{ $digit }が入るのは多くてもどちらか一方です。つまり、{ $c0 }か{ $c3 }のどちらかに必ず{ $digit }が入ります。{ $removed }は{ $count ->
        [1] { $c0 }と{ $c3 }の両方と
       *[other] どれも{ $c0 }と{ $c3 }の両方と
    }同じ行・列・ブロックにあるので、{ $digit }は入りません。{ $removed }の候補から{ $digit }を消しましょう。
kite = { $first }（{ $c0 }、{ $c1 }）と{ $second }（{ $c2 }、{ $c3 }）には{ $digit }が入るマスが2つずつしかないので、{ $c0 }か{ $c3 }のどちらかに{ $digit }が入ります
dual-kite = { $digit }の2ストリングカイトが2つあり、{ $box }の{ $m1 }と{ $m2 }で交わります。この2つのマスが両方とも{ $digit }になることはありません。1つ目のカイトでは、{ $kite1 }。2つ目のカイトでは、{ $kite2 }。{ $removed }の候補から{ $digit }を消しましょう。
# エンプティレクタングル：ブロックで数字が入るマス、次に共役ペア（$places：er-box と er-pair を
# list-and でつないだもの）、最後に候補を消すマスごとに一文（er-if、list-sentences でつなぎます）。
er-box = { $box }で{ $digit }が入るのは{ $line }か{ $cross }にあるマス（{ $group }）だけであること
er-pair = { $house }では{ $near }か{ $far }だけであること
er-if = 仮に{ $removed }が{ $digit }だとすると、{ $far }は{ $digit }ではなくなり、{ $near }が{ $digit }になります。すると{ $line }の{ $digit }は{ $near }に、{ $cross }の{ $digit }は{ $removed }に入るので、{ $box }には{ $digit }を入れる場所がなくなってしまいます。
list-sentences = { $head }{ $item }
empty-rectangle = ここでのポイントは、{ $places }です。{ $clauses }よって、{ $removed }の候補から{ $digit }を消しましょう。
# Xチェーンの推論：x-chain-start のあと x-chain-on と x-chain-off が交互に続き、list-so でつなぎます。
# 最後はいつも x-chain-on なので、x-chain の「{ $reasoning }ます。」で「…に入ります。」と結びます。
x-chain-start = { $first }に{ $digit }が入らないとすると、{ $next }に入り
x-chain-on = { $cell }に入り
x-chain-off = { $cell }には入らず
list-so = { $head }、{ $item }
x-chain = { $houses }のどれでも、{ $digit }が入るマスは2つしかありません。{ $reasoning }ます。つまり、{ $first }か{ $last }のどちらかに必ず{ $digit }が入ります。{ $removed }は{ $count ->
        [1] その両方と
       *[other] どれもその両方と
    }同じ行・列・ブロックにあるので、{ $digit }は入りません。{ $removed }の候補から{ $digit }を消しましょう。
where-x-chain = { $first }から{ $last }まで、数字{ $digit }、強リンク{ $links }本

## カラーリング。$a と $b：2つの色のマス。$a1、$b1 と $a2、$b2：2つのグループそれぞれの色。
colour-look = { $digit }が入るマスが2つしかない行・列・ブロックのつながり
where-on-digit = 数字{ $digit }
colour-two = { $digit }が入るマスが2つしかない行・列・ブロックをつなげていくと、{ $digit }の候補は2色に塗り分けられ、どちらか一方の色のマスすべてに{ $digit }が入ります。片方の色は{ $a }、もう片方の色は{ $b }です。
colour-trap = { colour-two }{ $removed }は{ $count ->
        [1] 両方の色のマスと
       *[other] どれも両方の色のマスと
    }同じ行・列・ブロックにあるので、{ $digit }は入りません。
colour-wrap = { colour-two }{ $x }と{ $y }は同じ色で、どちらも{ $house }にあるので、この色のマスには{ $digit }が入りません。{ $removed }の候補から{ $digit }を消しましょう。
colour-clusters = { $digit }が入るマスが2つしかない行・列・ブロックをつなげていくと、互いにつながらない2つのグループができます。それぞれのグループは2色に塗り分けられ、そのグループの中では、どちらか一方の色のマスすべてに{ $digit }が入ります。1つ目のグループは{ $a1 }と{ $b1 }に、2つ目のグループは{ $a2 }と{ $b2 }に分かれます。
multi-colours-1 = { colour-clusters }{ $m1 }と{ $m2 }は同じ行・列・ブロックにあるので、この2つのマスの色が両方とも{ $digit }の入る色になることはありません。つまり、それぞれの反対の色（{ $o1 }の色と{ $o2 }の色）の少なくとも一方には{ $digit }が入ります。{ $removed }は{ $count ->
        [1] その両方の色のマスと
       *[other] どれもその両方の色のマスと
    }同じ行・列・ブロックにあるので、{ $digit }は入りません。{ $removed }の候補から{ $digit }を消しましょう。
multi-colours-2 = { colour-clusters }{ $f1 }は{ $t1 }と、{ $f2 }は{ $t2 }と同じ行・列・ブロックにあります。つまり、{ $removed }の色のマスは、もう一方のグループの両方の色のマスと同じ行・列・ブロックにあります。そのどちらかの色には必ず{ $digit }が入るので、{ $removed }の色には{ $digit }は入りません。{ $removed }の候補から{ $digit }を消しましょう。

## リモートペア：$chain はどれも候補が $pair（$d1 と $d2）だけ。$reasons（remote-pair-reason を
## list-clauses でつないだもの）はそれぞれ候補を消すマスを示します。$count はその数。
remote-pair-reason = { $cell }は{ $a }とも{ $b }とも同じ行・列・ブロックにあります
list-clauses = { $head }。また、{ $item }
remote-pair = { $chain }は、どれも候補が{ $pair }だけで、それぞれ次のマスと同じ行・列・ブロックにあります。そのため、このチェーンに沿って{ $d1 }と{ $d2 }が交互に入り、チェーン上で奇数歩離れた2つのマスは、一方が{ $d1 }、もう一方が{ $d2 }になります。{ $reasons }。{ $count ->
        [1] このマスには
       *[other] これらのマスには
    }{ $d1 }も{ $d2 }も入りません。候補を消しましょう（{ $removed }）。
remote-pair-look = 候補が{ $pair }だけのマス
where-remote-pair = { $first }から{ $last }まで、{ $n }マス、数字{ $pair }

## ザンボンの長方形。
rectangle = 仮に{ $corner }が{ $digit }だとすると、{ $forced }に{ $digit }が入ることになり、{ $box }には{ $digit }を入れる場所がなくなってしまいます。よって、{ $corner }には{ $digit }は入りません。
rectangle-look = { $boxes }で{ $digit }が入るマス
