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
