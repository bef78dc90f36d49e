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
