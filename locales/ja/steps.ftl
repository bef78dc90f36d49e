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

## チェーンのノード：1つのマスの候補、またはグループの候補（マスは $count 個。ノードが正しいときは
## そのどれか1つに数字が入り、正しくないときはどれにも入りません）。
# ノードは「r1c1が5」「r1c1が5以外」のような名詞で終わる形にします。「だとすると」「となり」
# 「とわかります」などは、ノードを使う側の文が付けます。
node-on = { $cells }が{ $digit }
node-off = { $count ->
    [1] { $cells }が{ $digit }以外
    [2] { $cells }がどちらも{ $digit }以外
   *[other] { $cells }がどれも{ $digit }以外
}
chain-look = { $start }から始まるチェーン

## XYウィングとXYチェーン：$first と $last はチェーンの両端、$x は消す数字、$y はピボットが
## 次に渡す数字。$reasoning：それぞれのマスの数字（node-on を list-so でつないだもの）。
y-wing = { $pivot }に入るのは{ $pivot-digits }のどちらかです。{ $pivot }が{ $y }なら{ $last }が{ $x }に、そうでなければ{ $first }が{ $x }になるので、どちらにしても{ $first }と{ $last }のどちらかは{ $x }です。{ $first }と{ $last }の両方と同じ行・列・ブロックにある{ $removed }の候補から{ $x }を消しましょう。
y-wing-look = { $pivot }と同じ行・列・ブロックにある、候補が2つのマス
xy-chain = { $first }が{ $x }でないとすると、{ $reasoning }となります。つまり、{ $first }か{ $last }のどちらかに必ず{ $x }が入ります。{ $first }と{ $last }の両方と同じ行・列・ブロックにある{ $removed }の候補から{ $x }を消しましょう。
xy-chain-look = { $first }から始めて、候補が2つのマス
where-xy-chain = { $first }から{ $last }まで、{ $n }マス、数字{ $x }

## AICとナイスループ。$reasoning は chain-reasoning、長いチェーンなら chain-reasoning-long
## （最初のいくつかのリンク、残りのリンクの数 $skipped、最後のノード）。
# chain-reasoning は「…となり」で終わります。使う側の文が「ます。」で結ぶか、「、」で続けます。
chain-reasoning = { $premise }だとすると、{ $then }となり
chain-reasoning-long = { $premise }だとすると、{ $then }となり、そこからさらにリンクを{ $skipped }本たどると{ $last }となり
nice-loop-continuous = { $reasoning }、最後に弱リンクで{ $start }に戻ります。これで、強リンクと弱リンクが交互に並ぶ{ $links }本のリンクのループができます。{ $premise }かどうかにかかわらず、ループのどちらかの向きに推論がつながるので、どの弱リンクも両端のちょうど一方が正しくなります。弱リンクの両端のどちらとも両立しない候補を消しましょう（{ $removed }）。
nice-loop-false = { $reasoning }ます。これは仮定と矛盾するので、{ $premise }とわかります。その候補を消しましょう。
nice-loop-both = { $reasoning }ます。最初の仮定と最後の結果は同時には成り立たないので、{ $premise }とわかります。その候補を消しましょう。
nice-loop-true = { $reasoning }ます。よって、{ $premise }と決まります。このマスのほかの候補（{ $digits }）を消しましょう。
aic = { $reasoning }ます。つまり、{ $premise }であるか、{ $last }であるか、少なくともどちらか一方は正しいことになります。どちらの場合でもありえない候補を消しましょう（{ $removed }）。
where-through = { $start }を通る、リンク{ $links }本
where-at = { $start }を起点に、リンク{ $links }本
where-from-to = { $start }から{ $end }まで、リンク{ $links }本

## ALS（Almost Locked Set）。セットはマスと数字で表します：「r1c2、r1c5（1/4/7）」。
als-set = { $cells }（{ $digits }）
list-slash = { $head }/{ $item }
als-removal = これらのセットで{ $digits-or }が入りうるすべてのマスと同じ行・列・ブロックにあるマスから、{ $digits }を消しましょう（{ $removed }）。
als-xz = { $first }と{ $second }は、どちらもALS（マスの数より候補の数字が1つだけ多いマスの組）です。一方のセットのどの{ $rc }も、もう一方のセットのどの{ $rc }とも同じ行・列・ブロックにあるので、{ $rc }が入るのは多くてもどちらか一方のセットだけです。{ $rc }が入らない方のセットは残りの数字でちょうど埋まるので、それ以外の数字はすべてそのセットに入ります。つまり、{ $z }は2つのセットのどちらかに必ず入ります。{ $removal }
als-xz-double = { $first }と{ $second }は、どちらもALS（マスの数より候補の数字が1つだけ多いマスの組）です。この2つは二重につながっています。どちらのセットの{ $rc }も、もう一方のセットの同じ数字とすべて同じ行・列・ブロックにあるので、これらの数字はそれぞれ多くても一方のセットにしか入りません。そのため、どちらのセットでも、{ $rc }以外の数字はすべてそのセットの中に入ります。候補を消しましょう（{ $removed }）。
# チェーンのセット：すべてのセット、または最初の2つと、最後のセットまでの間にあるセットの数。
als-sets = { $sets }、そして{ $last }
als-sets-more = { $sets }、さらに{ $more }つのセットを経て{ $last }
# $links：隣り合うセットが共有する数字（数字のリストのリスト：「1、2と3と4」）。
als-chain-reasoning = 隣り合うセットどうしは順に{ $links }を共有していて、それぞれの数字について、2つのセットでその数字が入りうるマスは互いにすべて同じ行・列・ブロックにあります。もし最初のセットに{ $z-or }が入らないとすると、そのセットは残りの数字でちょうど埋まり、{ $first-link }が入ります。すると次のセットには{ $first-link }が入らず、そのセットも残りの数字で埋まります。これを繰り返すと、最後のセットには{ $z }が入ることになります。つまり、{ $z-or }は最初のセットか最後のセットのどちらかに必ず入ります。{ $removal }
als-xy-wing = ALS（マスの数より候補の数字が1つだけ多いマスの組）が3つあります：{ $sets }。{ als-chain-reasoning }
als-xy-chain = ALS（マスの数より候補の数字が1つだけ多いマスの組）が{ $n }つ、チェーン状につながっています：{ $sets }。{ als-chain-reasoning }
als-petal = { $digit }の花びらは{ $set }
death-blossom = 茎となる{ $stem }の候補は{ $stem-digits }で、その数字それぞれに花びらがあります。花びらとは、その数字が入りうるマスがどれも茎と同じ行・列・ブロックにあるALSのことで、次のとおりです：{ $petals }。茎がどの数字になっても、その数字の花びらからはその数字が消えるので、その花びらは残りの数字でちょうど埋まり、{ $z }が必ず入ります。{ $removal }
death-blossom-look = { $stem }とその花びら
where-stem = 茎は{ $stem }
where-als = { $cells }、消す数字は{ $z }

## Sue de Coq：$line と $box が重なるマス（$core）、ライン（行または列）のほかのマスと
## ブロックのほかのマス。$need：これら $total マスに必要な数字の数（すべて異なるか、重複があるか）。
sue-de-coq = { $core }（{ $line }と{ $box }が重なるマス）の候補は{ $core-digits }です。{ $line }では{ $line-cells }に{ $line-digits }しか入らず、{ $box }では{ $box-cells }に{ $box-digits }しか入りません。この{ $total }マスには{ $need }。つまり、このパターンには{ $places }という形で数字が入ります。候補を消しましょう（{ $removed }）。
sue-de-coq-distinct = 互いに異なる{ $total }個の数字が必要で（ライン側とブロック側に共通する数字はないため）、入りうる数字はちょうど{ $digits }です
sue-de-coq-shared = { $total }個の数字が必要です。そのうち2回使えるのは{ $digits }（ライン側とブロック側に1回ずつ）だけで、入りうる数字はちょうどその分しかありません
sue-de-coq-in-house = 「{ $house }の中に{ $digits }」
sue-de-coq-in-core = 「重なるマスに{ $digits }」
sue-de-coq-in-both = 「ライン側とブロック側の両方に{ $digits }」
sue-de-coq-look = { $line }と{ $box }が重なるところ
where-sue-de-coq = { $line }と{ $box }の重なる{ $core }

## 唯一解を使うテクニック：ユニークレクタングル、ユニークループ、アボイダブルレクタングル、BUG+1。
## $ab：パターンの2つの数字（「4と7」）、$ab-or：同じく「4または7」。$plain：そのどちらかしか入らないマス。
two-solutions = 答えが2通りになってしまいます
deadly-four-cells = この4つのマス
deadly-loop-cells = ループのマス
deadly-look = { $rows }で{ $ab }が入るマス
where-deadly = { $cells }、数字{ $digits }
unique-rectangle = { $corners }は、2つの行・2つの列・2つのブロックにまたがる長方形の4つの角です。もしこの4つのマスが{ $ab }だけで埋まるとすると、2つの数字を入れ替えることができ、{ two-solutions }。{ $kept }
unique-loop = { $loop }はループをなしています。どのマスも次のマスと（最後のマスは最初のマスと）同じ行・列・ブロックにあり、これらのマスを含む行・列・ブロックには、どれもちょうど2つずつ含まれます。もしこれらのマスが{ $ab }だけで埋まるとすると、ループに沿って2つの数字を入れ替えることができ、{ two-solutions }。{ $kept }
# 候補の多いマス（$extra）がパターンの成立をどう防ぐか。$all は deadly-four-cells か deadly-loop-cells。
kept-one-cell = { $plain }には{ $ab-or }しか入らないので、{ $extra }まで{ $ab-or }になることはありません。{ $extra }の候補から{ $removed-digits }を消しましょう。
kept-one-digit = { $plain }には{ $ab-or }しか入らず、{ $extra }にはそれ以外の候補が{ $x }しかありません。そのため、{ $extra }の{ $extra-count ->
        [2] どちらか
       *[other] どれか
    }に必ず{ $x }が入ります。{ $removed }は{ $count ->
        [1] { "" }
       *[other] どれも
    }{ $extra-count ->
        [2] その両方
       *[other] そのすべて
    }と同じ行・列・ブロックにあるので、{ $x }は入りません。{ $removed }の候補から{ $x }を消しましょう。
kept-subset = { $plain }には{ $ab-or }しか入らないので、{ $extra }が両方とも{ $ab-or }になることはなく、どちらかには{ $extras-or }が入ります。つまり、この2つのマスは合わせて、候補が{ $extras }だけの1つのマスのようにはたらきます。これと{ $others }とで、{ $houses }に{ $subset-digits }の{ $size }国同盟ができます。候補を消しましょう（{ $removed }）。
kept-conjugate = { $plain }には{ $ab-or }しか入りません。{ $houses }で{ $u }が入るのは{ $extra }だけなので、どちらかには必ず{ $u }が入ります。もしもう一方が{ $v }だと、{ $all }には{ $ab }しか入らなくなってしまいます。よって、{ $extra }の候補から{ $v }を消しましょう。
unique-rectangle-6 = { $plain }には{ $ab-or }しか入りません。{ $houses }で{ $u }が入るのはこの4つのマスだけなので、{ $u }はどちらかの対角線上の2マスに入ります。もし{ $pair }に{ $u }が入ると、{ $plain }は{ $v }になり、この4つのマスには{ $ab }しか入らなくなってしまいます。よって、{ $pair }の候補から{ $u }を消しましょう。
hidden-rectangle = { $x }には{ $ab-or }しか入りません。{ $houses }で{ $u }が入るのはこの4つのマスだけです。そのため、もし{ $z }が{ $v }だとすると、{ $beside }が{ $u }、{ $x }が{ $v }になり、この4つのマスには{ $ab }しか入らなくなってしまいます。よって、{ $z }の候補から{ $v }を消しましょう。
solved-cell = { $cell }（{ $digit }）
avoidable-solved = { $solved }は、最初から入っていた数字ではなく、解いて入れた数字です。
avoidable-swap = この4つのマスには{ $ab }が入ることになり、しかもその中に最初から入っていた数字がないので、2つの数字を入れ替えることができ、{ two-solutions }
avoidable-rectangle-1 = { avoidable-solved }もし{ $cell }が{ $digit }だとすると、{ avoidable-swap }。よって、{ $cell }の候補から{ $digit }を消しましょう。
avoidable-rectangle-2 = { avoidable-solved }もし{ $first }が{ $first-digit }、{ $second }が{ $second-digit }だとすると、{ avoidable-swap }。そのため、{ $first }と{ $second }のどちらかには、もう1つの候補である{ $x }が入ります。{ $removed }は{ $count ->
        [1] その両方と
       *[other] どれもその両方と
    }同じ行・列・ブロックにあるので、{ $x }は入りません。{ $removed }の候補から{ $x }を消しましょう。
avoidable-look = { $rows }で、これまでに解いて入れた数字（最初から入っていた数字は除く）
bug-plus-1 = まだ埋まっていないマスは、{ $cell }（{ $candidates }）を除いてどれも候補が2つです。また、どの候補の数字も、それが現れる行・列・ブロックにはちょうど2回ずつ現れますが、{ $digit }だけは{ $houses }に3回ずつ現れます。もし{ $cell }が{ $digit }でないとすると、盤面はBUG（Bivalue Universal Grave）という形になります。この形は答えがちょうど1つになることはなく、答えが2通り以上あるか、1つもないかのどちらかです。よって、{ $cell }には{ $digit }が入ります。{ $cell }の候補から{ $others }を消しましょう。
bug-look = 候補が3つある唯一のマス

## フォーシングチェーン。枝（仮定ごとの推論）：最初のいくつかのノード（node-on と node-off を
## list-comma でつないだもの）と、盤面にそれより多く表示されるときはリンクの総数（branch-cut）。
branch-at-once = すぐに成り立つ
branch-cut = { $hops }、…（リンクは全部で{ $links }本）
forcing-if = { $premise }の場合：{ $branch }
# $dynamic：空、forcing-dynamic または forcing-nested。$place：空または forcing-place。
forcing-dynamic = （仮定ごとに、それによって消える候補も反映しながら推論をたどります）
forcing-nested = （仮定ごとに、それによって消える候補に加え、そこから生じるポインティング・ボックスライン、ペア、Xウィングも反映しながら推論をたどります）
forcing-place = { $placements }を入れましょう。
placement = { $cell }に{ $digit }
forcing-cell = { $cell }に入るのは{ $digits }のいずれかです{ $dynamic }。どの場合も次の結果になります：{ $conclusion }。{ $branches }。{ $place }
forcing-region = { $house }で{ $digit }が入るのは{ $cells }のいずれかです{ $dynamic }。どの場合も次の結果になります：{ $conclusion }。{ $branches }。{ $place }
forcing-double = { $premise }かどうかで場合分けします{ $dynamic }。どちらの場合も次の結果になります：{ $conclusion }。{ $premise }の場合：{ $if-true }／そうでない場合：{ $if-false }。{ $place }
forcing-contradiction = 仮に{ $premise }だとします{ $dynamic }。すると、{ $branch }となり、ついには{ $cell }が{ $digit }であると同時に{ $digit }ではない、という矛盾が生じます。よって、{ $conclusion }とわかります。{ $place }
where-from = { $place }から

## 仮置きと推測。$hops：仮定から決まっていくこと（node-on、仮置きの中の仮置きなら node-off）。
## 最後は trial-more のこともあります。
trial = 仮に{ $cell }が{ $digit }だとします。すると、次のように決まっていきます：{ $hops }。最後には{ $end }{ $inner }。よって、{ $cell }は{ $digit }ではありません。
trial-at-once = 仮に{ $cell }が{ $digit }だとすると、すぐに{ $end }{ $inner }。よって、{ $cell }は{ $digit }ではありません。
trial-more = さらに{ $n }手（盤面に表示）
trial-end-cell = { $cell }に入る候補がなくなります
trial-end-house = { $house }に{ $digit }を入れる場所がなくなります
trial-nested = （「〜以外」の部分は、仮置きの中でさらに仮置きをした結果です。そこにもその数字を入れると、シングルだけで盤面が破綻します）
where-supposing = { $cell }、{ $digit }と仮定
guess = 多重仮置きまでのどのテクニックを使っても、ここからは先に進めません。そこで推測します。{ $cell }の候補{ $digits }のうち、探索により{ $digit }が正しいとわかっています。{ $cell }に{ $digit }を入れましょう。

## プレイヤー自身の間違い。
wrong-digit-twice = { $house }で、{ $cell }と{ $other }の両方に{ $digit }が入っています。{ $cell }の{ $digit }は間違いです。消しましょう。
wrong-digit = { $cell }の{ $digit }は間違いです。この問題の答えと合いません。消しましょう。
wrong-digit-look = { $house }に入れた数字
missing-candidate = { $cell }の候補のメモに{ $digit }がありませんが、{ $cell }に{ $digit }が入らないとはまだ言えません。{ $digit }を書き戻しましょう。
missing-candidate-look = { $house }の候補のメモ

## チェーンのリンクを1つずつ（「Show every link」）：各リンクの両端（node-on または node-off）と
## リンクの種類。フォーシングチェーンの枝や仮置きは、その仮定から始まります。
hop = { $from }なので、{ $to }（{ $kind ->
        [strong] 強リンク
        [weak] 弱リンク
        [forces] そこから決まる
       *[inner-trial] 仮置きの中の仮置き：そこにもその数字を入れると、シングルだけで盤面が破綻します
    }）
hop-supposed = 仮に{ $premise }だとします：{ $hop }
