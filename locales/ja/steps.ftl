# 解き方の手順の文章（日本語、locales/en/steps.ftl に対応）。
# マスは r1c1（1行1列）で表します。

## 行・列・ブロックと列挙。
house-row = { $n }行
house-column = { $n }列
house-box = ブロック{ $n }
list-comma = { $head }、{ $item }
list-and = { $head }と{ $last }
list-or = { $head }または{ $last }

## 手順の前のヒント二つ：どこを見るか、次にテクニックと場所。
clue-look = { $where }を見てください。
clue-technique = { $technique }（{ $where }）
where-in = { $place }
where-in-digit = { $place }、数字{ $digit }

## シングル。
single-last = { $cell }は{ $house }に残った最後の空きマスなので、{ $digit }が入ります。{ $cell }に{ $digit }を入れましょう。
single-hidden = { $house }で{ $digit }が入れるのは{ $cell }だけです。ほかの空きマスは、同じ行・列・ブロックにすでに{ $digit }があります。{ $cell }に{ $digit }を入れましょう。
single-naked = { $cell }に入るのは{ $digit }だけです。その行・列・ブロックに、ほかの数字がすべてそろっています。{ $cell }に{ $digit }を入れましょう。
