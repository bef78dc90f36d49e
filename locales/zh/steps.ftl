# 解题步骤的文字（简体中文，对应 locales/en/steps.ftl）。
# 单元格记作 r1c1（第1行第1列），与论坛的 RCB 表示法一致。
# 英文的 a-digit（冠词，“an 8”）中文用不到，这里没有。

## 行、列、宫与列举。
house-row = 第{ $n }行
house-column = 第{ $n }列
house-box = 第{ $n }宫
list-comma = { $head }、{ $item }
list-and = { $head }和{ $item }
list-or = { $head }或{ $item }

## 步骤前的两条提示：先看哪里，再说技巧和位置（“排除：第3行（数字5）。”）。
clue-look = 看看{ $where }。
clue-technique = { $technique }：{ $where }。
where-in = { $place }
where-in-digit = { $place }（数字{ $digit }）

## 唯一数。
single-last = { $cell }是{ $house }里最后一个空格，剩下的数字就是{ $digit }。在{ $cell }填入{ $digit }。
single-hidden = 在{ $house }里，{ $digit }只能填在{ $cell }：其余空格都已被同行、同列或同宫的{ $digit }排除。在{ $cell }填入{ $digit }。
single-naked = { $cell }只能填{ $digit }：它所在的行、列和宫已经排除了其他所有数字。在{ $cell }填入{ $digit }。
# 一个数字和要删去它的格：“r1c4和r1c5中的3”（多条之间用 list-semicolon 连接：
# “r1c4中的3；r1c5中的8”）。
removal = { $cells }中的{ $digit }
list-semicolon = { $head }；{ $item }
# 数组有几格（几个数），用在“这两格”“这三个数”里，所以是“两”不是“二”。
count-word = { $n ->
    [1] 一
    [2] 两
    [3] 三
   *[4] 四
}

## 区块（宫区块和行列区块）。
intersection = 在{ $from }里，{ $digit }只能填在{ $cells }，而它们都在{ $to }里。所以{ $to }的{ $digit }必定在{ $from }内：删去{ $removed }中的候选数{ $digit }。

## 数组：隐性数组的 $digits 是“3和5”，其他数组是“3或5”。
subset-hidden = 在{ $houses }里，{ $digits }只能填在{ $cells }，所以这{ count-word }格只能填这{ count-word }个数：删去它们的其他候选数（{ $removed }）。
subset-locked = { $cells }只能填{ $digits }，而且它们同时位于{ $houses }。所以这{ count-word }个数必定填在这{ count-word }格里：在这两个区域的其他格中删去这些数（{ $removed }）。
subset-naked = { $cells }只能填{ $digits }，所以这{ count-word }个数必定填在这{ count-word }格里：在{ $houses }的其他格中删去这些数（{ $removed }）。

## 翼：XYZ-Wing、WXYZ-Wing 和 W-Wing。$count 是删去候选数的格数。
cell-holding = { $cell }（{ $digits }）
xyz-wing = { $pivot }只能是{ $pivot-digits }，它能看到{ $first-holding }和{ $second-holding }。若{ $pivot }是{ $x }，则{ $first }是{ $z }；若它是{ $y }，则{ $second }是{ $z }；否则它自己就是{ $z }。所以这三格中必有一格是{ $z }：删去{ $removed }中的候选数{ $z }（{ $count ->
        [1] 该格能
       *[other] 这些格都能
    }同时看到这三格）。
xyz-wing-look = { $pivot }和它能看到的双值格
where-pivot = 以{ $pivot }为枢纽
wxyz-wing = { $held }这四格的候选数合起来只有{ $digits }。{ $others }中的每个数在这四格中最多只能填一次（含有它的格彼此都能看到），所以它们合起来最多填满四格中的三格，{ $z-cells }中必有一格是{ $z }。删去{ $removed }中的候选数{ $z }（{ $count ->
        [1] 该格能
       *[other] 这些格都能
    }同时看到{ $z-count ->
        [2] 这两格
       *[other] 这些格
    }）。
wxyz-wing-look = 只含候选数{ $digits }的格
w-wing = { $a }和{ $b }都只有候选数{ $digits }。在{ $house }里，{ $y }只能填在{ $end-a }（它能看到{ $a }）或{ $end-b }（它能看到{ $b }），所以{ $a }和{ $b }不可能都是{ $y }：其中必有一格是{ $x }。删去{ $removed }中的候选数{ $x }（{ $count ->
        [1] 该格能
       *[other] 这些格都能
    }同时看到这两格）。
where-w-wing = { $a }和{ $b }（{ $house }中{ $y }的强链）

## 鱼。$base-kind 和 $cover-kind 是下面四个之一；$n 是定义域（base）的个数（count-word）。
# 它们总是紧跟在数量词后面（“这三行”“其中两个区域”“其余几宫”），所以 houses-mixed 自带量词“个”。
houses-rows = 行
houses-columns = 列
houses-boxes = 宫
houses-mixed = 个区域
fish = 在{ $bases }里，{ $digit }只能填在{ $covers }中。这{ count-word }{ $base-kind }各需要一个{ $digit }，所以这{ count-word }{ $cover-kind }的{ $digit }都必定落在这{ count-word }{ $base-kind }里：删去{ $removed }中的候选数{ $digit }{ $cannibals }。
fish-finned = 在{ $bases }里，除了鳍{ $fins }{ $endo }，{ $digit }只能填在{ $covers }中。要么{ $fin-count ->
        [1] 鳍上
       *[other] 某个鳍上
    }是{ $digit }，要么这{ count-word }{ $cover-kind }的{ $digit }都落在这{ count-word }{ $base-kind }里。无论哪种情况，{ $removed }（{ $count ->
        [1] 该格能看到
       *[other] 这些格都能看到
    }{ $fin-count ->
        [1] 鳍
       *[other] 所有的鳍
    }）都不能是{ $digit }：删去其中的候选数{ $digit }{ $cannibals }。{ $sashimi }
# 写在删数之后：鱼把自身的某些位置也删掉了。
fish-cannibals = （{ $cells }中的{ $digit }会同时占用其中两{ $cover-kind }，剩下的就不够其余几{ $base-kind }用了）
# 同时位于两个定义域中的鳍（内鳍）。
fish-endo = （{ $cells }{ $endo-count ->
        [1] 同时位于其中两{ $base-kind }，所以算作鳍
       *[other] 各自同时位于其中两{ $base-kind }，所以都算作鳍
    }）
fish-sashimi = 如果没有{ $fin-count ->
        [1] 这个鳍
       *[other] 这些鳍
    }，{ $house }中的{ $digit }就{ $kept-count ->
        [0] 无处可填
       *[other] 只能填在{ $kept }
    }：这是退化鱼。
fish-look = { $digit }在每一{ $base-kind }中能填的位置
fish-look-franken = { $digit }在各{ $lines }和各宫中能填的位置

## 单数字技巧：摩天楼、双线风筝、多宝鱼、空矩形、同数链。
## $count 是删去候选数的格数。
# look 系列放在 clue-look 里（“看看……。”）。
look-two-places = { $digit }只有两个位置可填的区域
look-two-places-around = { $box }周围{ $digit }只有两个位置可填的区域
look-two-places-from = { $digit }只有两个位置可填的区域，从{ $first }开始
look-where-in = { $digit }在{ $house }中能填的位置
short-chain = 在{ $first }里，{ $digit }只能填在{ $c0 }或{ $c1 }；在{ $second }里，只能填在{ $c2 }或{ $c3 }。{ $c1 }和{ $c2 }同在{ $shared }，所以它们最多只有一格是{ $digit }：{ $c0 }和{ $c3 }中必有一格是{ $digit }。删去{ $removed }中的候选数{ $digit }（{ $count ->
        [1] 该格能
       *[other] 这些格都能
    }同时看到这两格）。
# 放在 dual-kite 的“第一个风筝里，……；”之后，所以是不带句号的完整句子。
kite = { $first }（{ $c0 }、{ $c1 }）和{ $second }（{ $c2 }、{ $c3 }）中的{ $digit }都只有两个位置，所以{ $c0 }和{ $c3 }中必有一格是{ $digit }
dual-kite = { $digit }的两个双线风筝交汇于{ $box }的{ $m1 }和{ $m2 }，这两格不可能都是{ $digit }。第一个风筝里，{ $kite1 }；第二个风筝里，{ $kite2 }。删去{ $removed }中的候选数{ $digit }。
# 空矩形：先说数字在宫里能填的位置，再说每个共轭对（$places：er-box 和 er-pair 用 list-and 连接，
# “4在第5宫里只能填在第4行或第6列（……）和在第2列里只能填在r4c2或r8c2”），
# 然后每个被删的格一句话（er-if），用 list-sentences 连接。
er-box = { $digit }在{ $box }里只能填在{ $line }或{ $cross }（{ $group }）
er-pair = 在{ $house }里只能填在{ $near }或{ $far }
er-if = 如果{ $removed }是{ $digit }，{ $far }就不是{ $digit }，那么{ $near }必定是{ $digit }：这样{ $box }中的{ $digit }在{ $line }里（被{ $near }排除）和{ $cross }里（被{ $removed }排除）都无处可填了。
list-sentences = { $head }{ $item }
empty-rectangle = { $places }。{ $clauses }所以删去{ $removed }中的候选数{ $digit }。
# 同数链的推理：x-chain-start，然后交替用 x-chain-on 和 x-chain-off，以 list-so 连接：
# “如果4不在r1c1，那么就在r1c7，于是不在r5c7，于是在r5c2”。
x-chain-start = 如果{ $digit }不在{ $first }，那么就在{ $next }
x-chain-on = 在{ $cell }
x-chain-off = 不在{ $cell }
list-so = { $head }，于是{ $item }
x-chain = { $digit }在{ $houses }中都只有两个位置。{ $reasoning }。所以{ $first }和{ $last }中必有一格是{ $digit }：删去{ $removed }中的候选数{ $digit }（{ $count ->
        [1] 该格能
       *[other] 这些格都能
    }同时看到这两格）。
where-x-chain = 从{ $first }到{ $last }（数字{ $digit }，{ $links }条强链）

## 染色。$a 和 $b：两种颜色的格；$a1、$b1 和 $a2、$b2：两组染色各自的两种颜色。
colour-look = { $digit }只有两个位置可填的区域，以及它们如何串在一起
where-on-digit = 数字{ $digit }
colour-two = 把{ $digit }只有两个位置可填的区域串起来，它的候选数就分成了两种颜色，其中一种颜色的格全是{ $digit }：一边是{ $a }，另一边是{ $b }。
colour-trap = { colour-two }{ $removed }{ $count ->
        [1] 能同时看到两种颜色，所以它不可能是
       *[other] 都能同时看到两种颜色，所以它们都不可能是
    }{ $digit }。
colour-wrap = { colour-two }{ $x }和{ $y }颜色相同，又同在{ $house }，所以这种颜色不可能是{ $digit }：删去{ $removed }中的候选数{ $digit }。
colour-clusters = 把{ $digit }只有两个位置可填的区域串起来，得到两组互不相连的染色，每组各分成两种颜色，其中一种颜色的格全是这组里的{ $digit }：一组是{ $a1 }对{ $b1 }，另一组是{ $a2 }对{ $b2 }。
multi-colours-1 = { colour-clusters }{ $m1 }和{ $m2 }能互相看到，所以它们的颜色不可能都是{ $digit }，因此它们的相反颜色（{ $o1 }的颜色、{ $o2 }的颜色）中必有一种是{ $digit }。删去{ $removed }中的候选数{ $digit }（{ $count ->
        [1] 该格能
       *[other] 这些格都能
    }同时看到这两种颜色）。
multi-colours-2 = { colour-clusters }{ $f1 }能看到{ $t1 }，{ $f2 }能看到{ $t2 }，所以{ $removed }这种颜色能看到另一组的两种颜色，而其中必有一种是{ $digit }：所以这种颜色不可能是{ $digit }。删去{ $removed }中的候选数{ $digit }。

## 远程数对：$chain 都只有候选数 $pair（$d1 和 $d2）；$reasons 的每一条（remote-pair-reason，
## 用 list-clauses 连接）说出一个要删去这两个数的格；$count 是这样的格数。
remote-pair-reason = { $cell }能看到{ $a }和{ $b }
list-clauses = { $head }；{ $item }
remote-pair = { $chain }都只有候选数{ $pair }，而且每格都能看到链上的下一格，所以沿着这条链，两个数字交替出现：相隔奇数步的两格，必定一格是{ $d1 }、一格是{ $d2 }。{ $reasons }：{ $count ->
        [1] 它
       *[other] 这些格都
    }既不能是{ $d1 }，也不能是{ $d2 }。删去{ $removed }。
remote-pair-look = 只含候选数{ $pair }的格
where-remote-pair = 从{ $first }到{ $last }（{ $n }格，数字{ $pair }）

## Zambon 矩形。
rectangle = 假设{ $corner }是{ $digit }，那么{ $digit }必定填在{ $forced }，这样{ $box }中的{ $digit }就无处可填了。所以{ $corner }不是{ $digit }。
rectangle-look = { $boxes }中的数字{ $digit }

## 链的节点：一格的候选数，或一组格的候选数（$count 格，节点为真时其中一格是该数字，为假时都不是）。
# 与同数链的 x-chain-on / x-chain-off 不同，这里的数字随节点变化，所以写成“r1c1是5”“r1c1不是5”。
node-on = { $cells }是{ $digit }
node-off = { $count ->
    [1] { $cells }不是{ $digit }
   *[other] { $cells }都不是{ $digit }
}
chain-look = 从{ $start }开始的链

## XY-Wing 和双值格链：$first 和 $last 是链的两端，$x 是它们删去的数字，$y 是枢纽传下去的数字；
## $reasoning：各格的数字，由 node-on 以 list-so 连接（“r1c1是7，于是r1c5是2，于是r9c5是3”）。
y-wing = { $pivot }只能是{ $pivot-digits }。无论是哪个，{ $first }和{ $last }中必有一格是{ $x }（如果{ $pivot }是{ $y }，{ $last }就是{ $x }；否则{ $first }就是{ $x }），所以删去{ $removed }中的候选数{ $x }。
y-wing-look = 能看到{ $pivot }的双值格
xy-chain = 如果{ $first }不是{ $x }，那么{ $reasoning }。所以{ $first }和{ $last }中必有一格是{ $x }：删去{ $removed }中的候选数{ $x }。
xy-chain-look = 从{ $first }开始依次相连的双值格
where-xy-chain = 从{ $first }到{ $last }（{ $n }格，数字{ $x }）

## 交替推理链与环。$reasoning 是 chain-reasoning，链较长时是 chain-reasoning-long：
## 先说前几步，再说还有 $skipped 步，最后是末端节点。
# “如果r1c1不是5，那么r1c7是5，于是r5c7不是5，于是r5c2是5”。
chain-reasoning = 如果{ $premise }，那么{ $then }
chain-reasoning-long = 如果{ $premise }，那么{ $then }，再经过{ $skipped }步，最终{ $last }
# $premise 可能是“r1c1不是5”这样的否定句，所以加引号，写成“无论‘……’是否成立”。
nice-loop-continuous = { $reasoning }；再由一条弱链回到{ $start }，就构成了一个由{ $links }条强弱链交替组成的环。无论“{ $premise }”是否成立，环上的推理总会沿某一个方向成立，所以每条弱链的两端恰好有一端为真：删去{ $removed }。
nice-loop-false = { $reasoning }。所以{ $premise }：删去这个候选数。
nice-loop-both = { $reasoning }。两者不可能同时成立，所以{ $premise }：删去这个候选数。
nice-loop-true = { $reasoning }。所以{ $premise }：删去该格的其他候选数（{ $digits }）。
aic = { $reasoning }。所以“{ $premise }”和“{ $last }”至少有一个成立：删去{ $removed }。
where-through = 经过{ $start }（{ $links }条强弱链）
where-at = { $start }（{ $links }条强弱链）
where-from-to = 从{ $start }到{ $end }（{ $links }条强弱链）

## 待定数组（ALS）。一个待定数组写成它的格和数字：“r1c2、r1c5（1/4/7）”。
als-set = { $cells }（{ $digits }）
list-slash = { $head }/{ $item }
als-removal = 在能看到这些待定数组中所有{ $digits-or }的格里删去{ $digits }（{ $removed }）。
als-xz = 两个待定数组（每个数组的数字种类都比格数多一个）：{ $first }和{ $second }。一个数组中的每个{ $rc }都能看到另一个数组中的每个{ $rc }，所以{ $rc }最多只能填在其中一个数组里；另一个数组少了{ $rc }，就成了显性数组，其余数字都必定填在其中。所以{ $z }必定在这两个数组之一中：{ $removal }
als-xz-double = 两个待定数组（每个数组的数字种类都比格数多一个）：{ $first }和{ $second }。它们之间有两处关联：每个数组中的{ $rc }都能看到另一个数组中的同一数字，所以这些数字各自最多只能填在一个数组里，两个数组除去{ $rc }以后都成了显性数组。删去{ $removed }。
# 链上的待定数组：全部列出，或者只列出前两个，再说最后一个之前还有几个。
als-sets = { $sets }，然后是{ $last }
als-sets-more = { $sets }，之后还有{ $more }个，最后是{ $last }
# $links：相邻数组共用的数字，是一个由列表组成的列表（“1、2和3和4”）。
als-chain-reasoning = 相邻的待定数组依次以{ $links }相连，每个这样的数字在两个数组中的所有位置都能互相看到。如果第一个数组里没有{ $z-or }，它就成了显性数组，{ $first-link }必定填在其中，于是下一个数组里就没有{ $first-link }，也成了显性数组……依此类推，直到最后一个数组里必定有{ $z }。所以{ $z-or }必定在第一个或最后一个数组中：{ $removal }
als-xy-wing = 三个待定数组（每个数组的数字种类都比格数多一个）：{ $sets }。{ als-chain-reasoning }
als-xy-chain = { $n }个待定数组连成一条链（每个数组的数字种类都比格数多一个）：{ $sets }。{ als-chain-reasoning }
als-petal = { $digit }对应{ $set }
death-blossom = 死亡绽放：茎格{ $stem }的候选数是{ $stem-digits }，每个数字各对应一片花瓣，即一个待定数组，其中该数字的所有位置都能看到茎格：{ $petals }。无论茎格是哪个数，对应的花瓣都会失去这个数字而成为显性数组，所以那片花瓣里必定有{ $z }：{ $removal }
death-blossom-look = { $stem }及其花瓣
where-stem = 以{ $stem }为茎格
where-als = { $cells }（删去{ $z }）

## 融合待定数组：$line 与 $box 交汇处的格（$core）、行列中的其他格和宫中的其他格；
## $need 说明这 $total 格需要几个数字（各不相同，或有一个数字两组各出现一次）。
sue-de-coq = { $core }（{ $line }与{ $box }的交汇处）的候选数是{ $core-digits }。在{ $line }里，{ $line-cells }只含候选数{ $line-digits }；在{ $box }里，{ $box-cells }只含候选数{ $box-digits }。这{ $total }格需要{ $need }：所以这个结构里必定有{ $places }。删去{ $removed }。
sue-de-coq-distinct = { $total }个不同的数字（两组格没有共同的数字），而它们的候选数恰好就是{ $digits }
sue-de-coq-shared = { $total }个数字，除{ $digits }（两组中各出现一次）外都各不相同，这正好就是它们的候选数
sue-de-coq-in-house = { $digits }（在{ $house }内）
sue-de-coq-in-core = { $digits }（在交汇格中）
sue-de-coq-in-both = { $digits }（两组中各一个）
sue-de-coq-look = { $line }与{ $box }的交汇处
where-sue-de-coq = { $line }和{ $box }（{ $core }）

## 唯一性：唯一矩形、唯一环、可规避矩形和全双值坟墓+1。$ab：致命结构的两个数字（“4和7”），
## $ab-or 是“4或7”；$plain：其中只含这两个数的格。
two-solutions = 题目就会有两个解
deadly-four-cells = 这四格
deadly-loop-cells = 环上的格
deadly-look = { $rows }中含有{ $ab }的格
where-deadly = { $cells }（{ $digits }）
unique-rectangle = { $corners }位于两行、两列和两宫：如果它们只含候选数{ $ab }，这两个数字就可以互换，从而{ two-solutions }。{ $kept }
unique-loop = { $loop }构成一个环：每格都与下一格同在一个区域（最后一格与第一格也是），而且凡是含有其中一格的行、列或宫，都恰好含有其中两格。如果它们只含候选数{ $ab }，这两个数字就可以沿着环互换，从而{ two-solutions }。{ $kept }
# 候选数更多的格（$extra）如何阻止致命结构出现；$all 是 deadly-four-cells 或 deadly-loop-cells。
kept-one-cell = { $plain }只能是{ $ab-or }，所以{ $extra }就不能是{ $ab-or }了：删去{ $extra }中的候选数{ $removed-digits }。
kept-one-digit = { $plain }只能是{ $ab-or }，而{ $extra }的其余候选数只有{ $x }，所以其中必有一格是{ $x }：删去{ $removed }中的候选数{ $x }（{ $count ->
        [1] 该格能
       *[other] 这些格都能
    }同时看到{ $extra-count ->
        [2] 这两格
       *[other] 这些格
    }）。
kept-subset = { $plain }只能是{ $ab-or }，所以{ $extra }不能都是{ $ab-or }：其中必有一格是{ $extras-or }。它们合起来就相当于一个只含{ $extras }的格，与{ $others }在{ $houses }里构成由{ $subset-digits }组成的显性{ $size ->
        [2] 数对
        [3] 三数组
        [4] 四数组
        [5] 五数组
        [6] 六数组
        [7] 七数组
       *[8] 八数组
    }：删去{ $removed }。
kept-conjugate = { $plain }只能是{ $ab-or }。在{ $houses }里，{ $u }只能填在{ $extra }，所以其中必有一格是{ $u }；如果另一格是{ $v }，{ $all }就只含{ $ab }了。所以删去{ $extra }中的候选数{ $v }。
unique-rectangle-6 = { $plain }只能是{ $ab-or }。在{ $houses }里，{ $u }只能填在这四格中，所以它必定占据一条对角线；如果它填在{ $pair }，{ $plain }就都是{ $v }，这四格就只含{ $ab }了。所以删去{ $pair }中的候选数{ $u }。
hidden-rectangle = { $x }只能是{ $ab-or }。在{ $houses }里，{ $u }只能填在这四格中，所以如果{ $z }是{ $v }，{ $beside }就都是{ $u }，{ $x }就是{ $v }：这四格就只含{ $ab }了。所以删去{ $z }中的候选数{ $v }。
solved-cell = { $cell }（{ $digit }）
avoidable-solved = { $solved }是解题时填入的，不是提示数。
avoidable-swap = 这四格就只有{ $ab }，而且其中没有提示数，两个数字可以互换，从而{ two-solutions }
avoidable-rectangle-1 = { avoidable-solved }如果{ $cell }是{ $digit }，{ avoidable-swap }。所以删去{ $cell }中的候选数{ $digit }。
avoidable-rectangle-2 = { avoidable-solved }如果{ $first }是{ $first-digit }，而且{ $second }是{ $second-digit }，{ avoidable-swap }。所以{ $first }和{ $second }中必有一格是{ $x }（它们的另一个候选数）：删去{ $removed }中的候选数{ $x }（{ $count ->
        [1] 该格能
       *[other] 这些格都能
    }同时看到这两格）。
avoidable-look = { $rows }中已解出的数字（不含提示数）
bug-plus-1 = 除了{ $cell }（{ $candidates }）以外，每个未解的格都只有两个候选数；而且每个候选数在它出现的每一行、列和宫里都恰好出现两次，只有{ $digit }在{ $houses }里出现了三次。如果{ $cell }不是{ $digit }，盘面就成了全双值坟墓（BUG）这种致命结构，而它不可能恰好只有一个解：题目要么有两个解，要么无解。所以{ $cell }是{ $digit }：删去它的其他候选数（{ $others }）。
bug-look = 唯一一个有三个候选数的格

## 强制链。一个分支：它的前几步（node-on 和 node-off，以 list-comma 连接），
## 盘面上显示得更多时再说它共有几步（branch-cut）。
branch-at-once = 立即得出结论
branch-cut = { $hops }……（共{ $links }步）
forcing-if = 若{ $premise }，则{ $branch }
# $dynamic：空、forcing-dynamic 或 forcing-nested；$place：空或 forcing-place。
forcing-dynamic = （推演假设时，也计入它所造成的删数）
forcing-nested = （推演假设时，也计入它所造成的删数，以及由此出现的区块、数对和二阶鱼）
forcing-place = { $placements }。
placement = 在{ $cell }填入{ $digit }
forcing-cell = { $cell }只能是{ $digits }，而无论它是哪个数，都能推出{ $conclusion }{ $dynamic }：{ $branches }。{ $place }
forcing-region = 在{ $house }里，{ $digit }只能填在{ $cells }，而无论填在哪一格，都能推出{ $conclusion }{ $dynamic }：{ $branches }。{ $place }
forcing-double = 无论“{ $premise }”是否成立，都能推出{ $conclusion }{ $dynamic }：若成立，{ $if-true }；若不成立，{ $if-false }。{ $place }
forcing-contradiction = 假设{ $premise }{ $dynamic }：那么{ $branch }，直到{ $cell }既是{ $digit }又不是{ $digit }，产生矛盾。所以{ $conclusion }。{ $place }
where-from = 从{ $place }出发

## 试数与猜数。$hops：假设推出的结果（node-on；试数中的试数用 node-off），
## 最后一项可能是 trial-more。
trial = 假设{ $cell }是{ $digit }。那么依次得出{ $hops }，直到{ $end }{ $inner }。所以{ $cell }不是{ $digit }。
trial-at-once = 假设{ $cell }是{ $digit }，立刻就出现矛盾：{ $end }{ $inner }。所以{ $cell }不是{ $digit }。
trial-more = 其后{ $n }步的结果（见盘面）
trial-end-cell = { $cell }没有候选数了
trial-end-house = { $house }中的{ $digit }无处可填
trial-nested = （其中每个“不是”都是试数中的试数：如果那里也填上该数字，仅用唯一数就会推出矛盾）
where-supposing = { $cell }（假设为{ $digit }）
guess = 包括嵌套试数在内的所有技巧在这里都无法取得进展，所以只能猜数：{ $cell }的候选数是{ $digits }，搜索表明{ $digit }是正确的。在{ $cell }填入{ $digit }。

## 玩家自己的错误。
wrong-digit-twice = { $cell }和{ $other }都是{ $digit }（同在{ $house }）：{ $cell }中的{ $digit }填错了。清除这个数字。
wrong-digit = { $cell }中的{ $digit }填错了：它不是这道题的解。清除这个数字。
wrong-digit-look = 你在{ $house }中填的数字
missing-candidate = { $cell }的候选数标记里缺少{ $digit }，但{ $digit }在那里并没有被排除。把它补回去。
missing-candidate-look = { $house }中的候选数标记

## 逐一列出链上的每条强弱链（“Show every link”）：每一步的两端（node-on 或 node-off）及其类型；
## 强制链的分支或试数以它的假设开头。
hop = { $from }，于是{ $to }（{ $kind ->
        [strong] 强链
        [weak] 弱链
        [forces] 由此推出
       *[inner-trial] 试数中的试数：如果那里也填上该数字，仅用唯一数就会推出矛盾
    }）
hop-supposed = 假设{ $premise }：{ $hop }
