# 解题步骤的文字（简体中文，对应 locales/en/steps.ftl）。
# 单元格记作 r1c1（第1行第1列），与论坛的 RCB 表示法一致。

## 行、列、宫与列举。
house-row = 第{ $n }行
house-column = 第{ $n }列
house-box = 第{ $n }宫
list-comma = { $head }、{ $item }
list-and = { $head }和{ $last }
list-or = { $head }或{ $last }

## 步骤前的两条提示：先看哪里，再说技巧和位置。
clue-look = 请看{ $where }。
clue-technique = { $technique }，{ $where }。
where-in = 在{ $place }
where-in-digit = 在{ $place }（数字{ $digit }）

## 唯一数。
single-last = { $cell }是{ $house }中最后一个空格，所以填{ $digit }。在{ $cell }填入{ $digit }。
single-hidden = 在{ $house }中，{ $digit }只能填在{ $cell }：其他空格都已被同行、同列或同宫的{ $digit }排除。在{ $cell }填入{ $digit }。
single-naked = { $cell }只能填{ $digit }：它所在的行、列、宫已排除其他所有数字。在{ $cell }填入{ $digit }。
