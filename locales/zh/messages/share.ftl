# Pencilmark：分享本局、盘面图片、分享链接、输入题目、题目文件和照片识别的消息
# （简体中文，对应 locales/en/messages/share.ftl）。单元格记作 r1c1。

## The Share menu
share-link-copied = { $time ->
    [yes] 本局链接（包括候选数标记、颜色和你的用时）已复制到剪贴板。
   *[no] 本局链接（包括候选数标记和颜色）已复制到剪贴板。
  }
share-text-copied = 盘面已按“{ $form }”格式复制到剪贴板。
share-copy-refused = { $what ->
    [link] 此浏览器不允许页面复制：链接已在按钮下方的文本框中选中，请自行复制。
   *[text] 此浏览器不允许页面复制：文本已在按钮下方的文本框中选中，请自行复制。
  }
share-link-box = 本局链接
share-text-box = 盘面（{ $form }）
share-text-failed = 无法把盘面写成文本：{ $error }。
share-open-failed = { $app ->
    [sudokuwiki] 无法在 SudokuWiki 解题器中打开盘面：{ $error }。
   *[sudokupad] 无法在 SudokuPad 中打开盘面：{ $error }。
  }

## Pictures of the board
share-picture-no-step = 请先请求提示并显示它的步骤（或逐步演示解题过程）：动画图片播放的是一个步骤。
share-picture-saved = 图片已保存到下载文件夹：{ $file }。
share-picture-failed = 无法生成图片：{ $error }
share-picture-png-failed = 浏览器无法生成 PNG 图片
picture-menu-name = 图片
picture-menu-choice = { $choice ->
    [picture-png] 图片（PNG）
    [picture-hint] 动画（SVG）
   *[picture-svg] 图片（SVG）
  }
picture-menu-no-step = 无法生成图片：没有可以做成动画的步骤

## Why a link to a game (?g=) does not open: said after page.ftl's link-unopened
## (“无法打开此链接：……。”), so these are clauses without a final 。.
share-link-empty = 链接是空的
share-link-version = 它的版本“{ $version }”不是本页面能读取的版本（可能是较新版本的 Pencilmark 生成的）
share-link-unpack = 它的数据无法解包：链接不完整或被改动过
share-link-check = 它的校验码与数据不符：链接不完整或被改动过
share-link-ends-before = 链接在{ $what }之前就结束了：链接不完整
share-link-not-digit = { $what }包含“{ $character }”，不是32进制数字
share-link-beyond = { $what }是{ $value }，超过了上限{ $most }
share-link-givens-repeat = 它的提示数在某一行、列或宫中有重复的数字
share-link-no-givens = 它没有提示数
share-link-no-candidates = 它的候选数题目中有一格没有候选数，或者没有排除任何候选数
share-link-no-notes = 它没有列出任何带角标或中心标记的格
share-link-notes-order = 它的角标和中心标记中，{ $cell }的顺序不对，或者它是提示数
share-link-notes-empty = 它列出了{ $cell }，却没有角标或中心标记
share-link-colours-order = 它的颜色中，{ $cell }的顺序不对
share-link-colours-empty = 它的颜色列出了{ $cell }，却没有给出颜色
share-link-colours-unmarked = 它给{ $cell }中一个没有标上的候选数着了色
share-link-unreadable = 无法读取（{ $error }）
share-link-reader-failed = 页面无法加载链接的读取程序（{ $error }）
share-link-field-flags = 标志位
share-link-field-clock = 用时
share-link-field-digit = { $cell }的数字
share-link-field-candidates = 题目在{ $cell }中的候选数
share-link-field-marks = { $cell }中的标记
share-link-field-taken = 从{ $cell }中去掉的标记
share-link-field-notes-count = 带角标或中心标记的格数
share-link-field-notes-cell = 一个带角标或中心标记的格
share-link-field-corner = { $cell }中的角标
share-link-field-centre = { $cell }中的中心标记
share-link-field-coloured-cell = 一个着色的格
share-link-field-mark-colour = { $cell }中{ $digit }的颜色
share-link-field-cell-colour = { $cell }的颜色

## The puzzle box
puzzle-loaded = 题目已载入。
puzzle-not-kept = 以下内容没有保留：{ $lost }。
puzzle-lost-corner-marks = { $count ->
    [one] { $count }格的角标
   *[other] { $count }格的角标
  }
puzzle-lost-colours = 颜色
puzzle-too-long = 这段文本长{ $count }个字符：太长了，不可能是一道题（任何格式的题目，即使是带边框的候选数盘面，最多也只有几千个字符）。文本仍在输入框中，可以删短一些。

## Typing the givens
# “开始游戏”：输入提示数时显示的按钮（page.ftl 的 start-playing）。
givens-type = 在盘面上输入题目的数字，然后按“开始游戏”。
givens-engine-loading = 解题引擎仍在加载。
givens-not-one-solution = { $status ->
    [multiple] 这道题有多个解：请再添加一些提示数。
   *[none] 这道题无解：请检查你输入的数字。
  }
givens-ready = 题目已准备好：祝你好运！

## A file of puzzles
file-engine-loading = 没有打开{ $file }：解题引擎仍在加载。请稍后再打开一次。
file-too-large = { $file }有{ $bytes }字节：作为题目文件太大了。
file-unread = 无法读取{ $file }：{ $error }。
file-no-puzzle = { $file }中没有 Pencilmark 能读取的题目：{ $error }。
file-list = { $listed ->
    [first] { $file }共有{ $lines }行，只读取了前{ $most }行：列出了{ $count }道题。选择一道开始玩吧。
    [skipped] { $skipped ->
        [one] { $file }共有{ $lines }行：{ $count }道题，另有{ $skipped }行不是题目。选择一道开始玩吧。
       *[other] { $file }共有{ $lines }行：{ $count }道题，另有{ $skipped }行不是题目。选择一道开始玩吧。
      }
   *[all] { $file }共有{ $lines }行：{ $count }道题。选择一道开始玩吧。
  }
file-listed = { $file }：共{ $count }道题可供选择。
file-puzzle = 第{ $number }题：{ $givens }个提示数
file-added = { $count ->
    [one] 已将{ $count }道题添加到“我的游戏”。
   *[other] 已将{ $count }道题添加到“我的游戏”。
  }
file-not-added = { $count ->
    [one] 第{ $puzzles }题无解或有多个解，没有添加。
   *[other] 第{ $puzzles }题无解或有多个解，没有添加。
  }

## A photo of a puzzle
photo-engine-loading = 没有识别照片：解题引擎仍在加载。请稍后再试。
photo-not-picture = { $named ->
    [yes] 此浏览器无法把{ $file }作为图片打开。
   *[no] 此浏览器无法打开这张图片。
  }
photo-reading = 正在识别照片……
photo-no-grid = 照片中没有找到数独盘面。请重新拍一张：让整个盘面都在画面中，正对盘面，光线充足。
photo-unread = 无法识别照片：{ $error }。
photo-read = { $count ->
    [0] 照片已识别。
   *[other] 照片已识别：请检查圈出的格。
  }
photo-digits-read = { $count ->
    [0] 识别出{ $read }个数字。点一个格可以修改它，改好后按“玩这道题”。
    [one] 识别出{ $read }个数字。请检查圈出的格（{ $cells }）：点它，再点正确的数字。
   *[other] 识别出{ $read }个数字。请检查圈出的格（{ $cells }）：点其中一格，再点正确的数字。
  }
photo-empty = 清空
photo-canvas-label = 照片，已框出盘面并标出识别出的数字：{ $puzzle }
photo-cell-read = { $digit ->
    [0] { $cell }：识别为空。它的数字：
   *[other] { $cell }：识别为{ $digit }。它的数字：
  }
photo-cell-fixed = { $digit ->
    [0] { $cell }：空。
   *[other] { $cell }：{ $digit }。
  }
