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
