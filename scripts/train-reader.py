#!/usr/bin/python3
"""Trains one of the reader's two digit nets and writes engine/reader/digit_weights.inc (or --out).

Run with Debian's Python (numpy and PIL, nothing else):

    /usr/bin/python3 scripts/train-reader.py [--seed 1] [--photos DIR] [--cells DIR --labels FILE]

(`npm run train-reader` runs it with --photos ../shared/data/photos, then
again with --seed 2 --out engine/reader/digit_weights_2.inc: the committed
weights are made that way. The reader runs both nets and is sure of a cell only
when both are: engine/reader/README.md.)

Every training sample is a synthetic Sudoku cell made the way the reader makes
a CellImage from a photo or a screenshot (engine/reader/cells.hpp):

  1. a cell of side S pixels is drawn with its four grid lines (thin or thick)
     on paper, with a digit 1-9 in one of many fonts and five stroke weights,
     sometimes in faint ink, or empty (noise, specks, small pencil marks),
     inside a canvas that holds half a cell more on each side;
  2. the canvas is warped a little (rotation, perspective), blurred, given
     newsprint's uneven ink and grainy paper, sometimes a stain, lit unevenly (a gradient,
     sometimes a shadow edge), given noise and maybe JPEG artefacts;
  3. the cell's inner area (14% of S off each side, the edges jittered as a
     grid finder misplaces them, so line remnants show) is resampled to 28x28
     by area averaging, inverted (ink bright) and contrast-stretched: the
     darkest 5% of pixels go to 0, the brightest to 255; a flat cell (max - min
     < 40) is all 0, except that a faint digit's cell, and some empty cells,
     are stretched from 15 levels, as the reader keeps such cells apart
     (FaintCells); a digit left all 0 is labelled empty.

The model is a small all-convolutional net (strided convolutions instead of
pooling: cheap enough to train with numpy's reference BLAS on two cores):

    28x28x1 -conv5x5/2-> 14x14x8 -conv3x3/2-> 7x7x16 -conv3x3/2-> 4x4x32 -fc-> 32 -fc-> 10

ReLU after each hidden layer, softmax over 10 classes (0 = empty, 1-9).
Weights are written as int8 with one float scale per output channel, biases
as float. Real cells (PGM files the reader's CLI dumps) can be added with
--cells DIR --labels FILE, where FILE has lines "<name>.pgm <label>" (label
0 or '.' for an empty cell; '#' starts a comment); a fifth of them, chosen by
name hash, are held out and reported separately.

--photos DIR adds the real cells of the shared photos (DIR/imageN.jpg with
imageN.dat, whose last 81 numbers are the digits, 0 for empty), of the photos
tests/data/reader/photo_split.txt marks `train` ONLY: the `heldout` ones are
never read, so the reader's bench on them (npm run bench -- --only reader)
measures photos no step of training saw. The cells are cut by the native CLI
(--cli, default build/native/pencilmark: `pencilmark read --cells`), so they
are exactly what the classifier gets, and labelled from the .dat. A photo
whose grid is not found, or whose cells disagree with the .dat on the empty
cells in more than 3 places (an outline that is not the grid's: its labels
would be wrong), is left out. Of the train photos, every --calibrate-every'th
(sorted by number) is kept out of fitting too: its cells give the real-cell
validation figures and the table that calibrates `pencilmark read`'s unsure
rule (kSureConfidence in engine/cli/main.cpp, and the clash rule there). Each
fitting cell is used as cut and in --real-copies augmented copies (a shift of
up to 1.5 px, a scale of +-8%, a small turn, a gamma, sometimes blur and
noise, then stretched again as cells.hpp says).

--fixtures DIR writes a few CellImages as PGM files, rendered in fonts held
out of training (Carlito, Caladea), for tests/engine/test_digit_classifier.cpp.
"""

import argparse
import datetime
import glob
import hashlib
import io
import math
import multiprocessing
import os
import subprocess
import sys
import tempfile
import time

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

CELL = 28
MARGIN = 0.14
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))

# Training fonts: (glob under /usr/share/fonts, weight). Italics get a small
# weight: printed grids are upright, but an oblique face is also a stand-in
# for a skewed photo. Fonts missing on a machine are skipped (and the
# provenance line lists those used).
TRAIN_FONTS = [
    ("truetype/dejavu/DejaVuSans.ttf", 1), ("truetype/dejavu/DejaVuSans-Bold.ttf", 1),
    ("truetype/dejavu/DejaVuSansCondensed.ttf", 1), ("truetype/dejavu/DejaVuSansCondensed-Bold.ttf", 1),
    ("truetype/dejavu/DejaVuSans-ExtraLight.ttf", 1), ("truetype/dejavu/DejaVuSansMono.ttf", 1),
    ("truetype/dejavu/DejaVuSansMono-Bold.ttf", 1), ("truetype/dejavu/DejaVuSerif.ttf", 1),
    ("truetype/dejavu/DejaVuSerif-Bold.ttf", 1), ("truetype/dejavu/DejaVuSerifCondensed.ttf", 1),
    ("truetype/dejavu/DejaVuSerifCondensed-Bold.ttf", 1), ("truetype/dejavu/DejaVuSans-Oblique.ttf", 0.3),
    ("truetype/dejavu/DejaVuSerif-Italic.ttf", 0.3),
    ("truetype/liberation/LiberationSans-Regular.ttf", 1), ("truetype/liberation/LiberationSans-Bold.ttf", 1),
    ("truetype/liberation/LiberationSansNarrow-Regular.ttf", 1),
    ("truetype/liberation/LiberationSansNarrow-Bold.ttf", 1),
    ("truetype/liberation/LiberationSerif-Regular.ttf", 1), ("truetype/liberation/LiberationSerif-Bold.ttf", 1),
    ("truetype/liberation/LiberationMono-Regular.ttf", 1), ("truetype/liberation/LiberationMono-Bold.ttf", 1),
    ("truetype/liberation/LiberationSans-Italic.ttf", 0.3),
    ("truetype/freefont/FreeSans.ttf", 1), ("truetype/freefont/FreeSansBold.ttf", 1),
    ("truetype/freefont/FreeSerif.ttf", 1), ("truetype/freefont/FreeSerifBold.ttf", 1),
    ("truetype/freefont/FreeMono.ttf", 0.5), ("truetype/freefont/FreeMonoBold.ttf", 1),
    ("truetype/freefont/FreeSerifItalic.ttf", 0.3),
    ("opentype/urw-base35/C059-Roman.otf", 1), ("opentype/urw-base35/C059-Bold.otf", 1),
    ("opentype/urw-base35/NimbusRoman-Regular.otf", 1), ("opentype/urw-base35/NimbusRoman-Bold.otf", 1),
    ("opentype/urw-base35/NimbusSans-Regular.otf", 1), ("opentype/urw-base35/NimbusSans-Bold.otf", 1),
    ("opentype/urw-base35/NimbusSansNarrow-Regular.otf", 1), ("opentype/urw-base35/NimbusSansNarrow-Bold.otf", 1),
    ("opentype/urw-base35/NimbusMonoPS-Regular.otf", 0.5), ("opentype/urw-base35/NimbusMonoPS-Bold.otf", 1),
    ("opentype/urw-base35/P052-Roman.otf", 1), ("opentype/urw-base35/P052-Bold.otf", 1),
    ("opentype/urw-base35/URWBookman-Light.otf", 1), ("opentype/urw-base35/URWBookman-Demi.otf", 1),
    ("opentype/urw-base35/URWGothic-Book.otf", 1), ("opentype/urw-base35/URWGothic-Demi.otf", 1),
    ("opentype/urw-base35/NimbusSans-Italic.otf", 0.3),
    ("truetype/croscore/Arimo-Regular.ttf", 1), ("truetype/croscore/Arimo-Bold.ttf", 1),
    ("truetype/croscore/Tinos-Regular.ttf", 1), ("truetype/croscore/Tinos-Bold.ttf", 1),
    ("truetype/croscore/Cousine-Regular.ttf", 1), ("truetype/croscore/Cousine-Bold.ttf", 1),
    ("truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf", 1),
    ("truetype/roboto/unhinted/RobotoTTF/Roboto-Bold.ttf", 1),
    ("truetype/roboto/unhinted/RobotoTTF/Roboto-Light.ttf", 1),
    ("truetype/roboto/unhinted/RobotoTTF/Roboto-Medium.ttf", 1),
    ("truetype/roboto/unhinted/RobotoTTF/Roboto-Black.ttf", 1),
    ("truetype/roboto/unhinted/RobotoTTF/Roboto-Thin.ttf", 0.5),
    ("truetype/roboto/unhinted/RobotoCondensed-Regular.ttf", 1),
    ("truetype/roboto/unhinted/RobotoCondensed-Bold.ttf", 1),
    ("truetype/roboto/unhinted/RobotoCondensed-Light.ttf", 1),
    # Faces like the ones newspapers set their puzzles in (Helvetica, Univers,
    # Franklin Gothic, Gill Sans, Futura, Century, Times, Garamond): humanist
    # and grotesque sans, geometric sans, old-style and modern serifs, in
    # condensed, light and heavy weights. Lato is not here: Carlito, held out,
    # is drawn from it.
    ("truetype/noto/NotoSans-Regular.ttf", 1), ("truetype/noto/NotoSans-Bold.ttf", 1),
    ("truetype/noto/NotoSerif-Regular.ttf", 1), ("truetype/noto/NotoSerif-Bold.ttf", 1),
    ("truetype/noto/NotoSansDisplay-Regular.ttf", 0.5), ("truetype/noto/NotoSerifDisplay-Regular.ttf", 0.5),
    ("truetype/noto/NotoSerifDisplay-Bold.ttf", 0.5),
    ("truetype/open-sans/OpenSans-Regular.ttf", 1), ("truetype/open-sans/OpenSans-Bold.ttf", 1),
    ("truetype/open-sans/OpenSans-Light.ttf", 1), ("truetype/open-sans/OpenSans-Semibold.ttf", 1),
    ("truetype/open-sans/OpenSans-ExtraBold.ttf", 1), ("truetype/open-sans/OpenSans-CondBold.ttf", 1),
    ("truetype/open-sans/OpenSans-CondLight.ttf", 1), ("truetype/open-sans/OpenSans-Italic.ttf", 0.3),
    ("opentype/linux-libertine/LinLibertine_R.otf", 1), ("opentype/linux-libertine/LinLibertine_RB.otf", 1),
    ("opentype/linux-libertine/LinLibertine_RZ.otf", 1), ("opentype/linux-libertine/LinLibertine_DR.otf", 0.5),
    ("opentype/linux-libertine/LinBiolinum_R.otf", 1), ("opentype/linux-libertine/LinBiolinum_RB.otf", 1),
    ("opentype/cantarell/Cantarell-Regular.otf", 1), ("opentype/cantarell/Cantarell-Bold.otf", 1),
    ("opentype/cantarell/Cantarell-Light.otf", 1), ("opentype/cantarell/Cantarell-ExtraBold.otf", 1),
    ("opentype/league-spartan/LeagueSpartan-Regular.otf", 1), ("opentype/league-spartan/LeagueSpartan-Bold.otf", 1),
    ("opentype/league-spartan/LeagueSpartan-Light.otf", 1), ("opentype/league-spartan/LeagueSpartan-Black.otf", 0.5),
    ("truetype/beteckna/BetecknaGS.ttf", 1), ("truetype/beteckna/BetecknaGS-Bold.ttf", 1),
    ("truetype/beteckna/BetecknaGSCondensed-Bold.ttf", 1),
    ("truetype/adf/GilliusADF-Regular.otf", 1), ("truetype/adf/GilliusADF-Bold.otf", 1),
    ("truetype/adf/GilliusADF-Cond.otf", 1), ("truetype/adf/GilliusADF-BoldCond.otf", 1),
    ("truetype/adf/GilliusADFNo2-Regular.otf", 0.5), ("truetype/adf/GilliusADFNo2-Bold.otf", 0.5),
    ("truetype/adf/UniversalisADFStd-Regular.otf", 1), ("truetype/adf/UniversalisADFStd-Bold.otf", 1),
    ("truetype/adf/UniversalisADFStd-Cond.otf", 1), ("truetype/adf/UniversalisADFStd-BoldCond.otf", 1),
    ("truetype/adf/UniversalisADFStd-Italic.otf", 0.3),
    ("truetype/fonts-century-catalogue/Century-Catalogue.ttf", 1),
    ("fonts-go/Go-Regular.ttf", 1), ("fonts-go/Go-Bold.ttf", 1), ("fonts-go/Go-Medium.ttf", 1),
    ("fonts-go/Go-Mono.ttf", 0.5), ("fonts-go/Go-Mono-Bold.ttf", 0.5),
    ("truetype/paratype/PTS55F.ttf", 1), ("truetype/paratype/PTS75F.ttf", 1),
    ("truetype/paratype/PTN57F.ttf", 1), ("truetype/paratype/PTN77F.ttf", 1),
    ("truetype/paratype/PTC55F.ttf", 0.5), ("truetype/paratype/PTC75F.ttf", 0.5),
    ("truetype/paratype/PTF55F.ttf", 1), ("truetype/paratype/PTF75F.ttf", 1),
    ("truetype/paratype/PTZ55F.ttf", 0.5), ("truetype/paratype/PTM55F.ttf", 0.5),
    ("opentype/cabin/Cabin-Regular.otf", 1), ("opentype/cabin/Cabin-Bold.otf", 1),
    ("opentype/cabin/Cabin-SemiBold.otf", 1),
    ("truetype/karla/Karla-Regular.otf", 1), ("truetype/karla/Karla-Bold.otf", 1),
    ("truetype/karla/Karla-ExtraBold.otf", 0.5), ("truetype/karla/Karla-Light.otf", 0.5),
    ("truetype/clear-sans/ClearSans-Regular.ttf", 1), ("truetype/clear-sans/ClearSans-Bold.ttf", 1),
    ("truetype/clear-sans/ClearSans-Light.ttf", 0.5), ("truetype/clear-sans/ClearSans-Medium.ttf", 1),
]
# Never trained on: the unseen-font validation and the C++ test's fixtures.
HELD_OUT_FONTS = [
    ("truetype/crosextra/Carlito-Regular.ttf", 1), ("truetype/crosextra/Carlito-Bold.ttf", 1),
    ("truetype/crosextra/Caladea-Regular.ttf", 1), ("truetype/crosextra/Caladea-Bold.ttf", 1),
]
FONT_ROOT = "/usr/share/fonts"
# The Debian packages that hold them all (the provenance line of the committed
# weights lists the fonts they were trained on).
FONT_PACKAGES = ("fonts-dejavu fonts-liberation fonts-freefont-ttf fonts-urw-base35 fonts-croscore fonts-roboto "
                 "fonts-noto-core fonts-open-sans fonts-linuxlibertine fonts-cantarell fonts-league-spartan "
                 "fonts-beteckna fonts-adf-gillius fonts-adf-universalis fonts-century-catalogue fonts-go "
                 "fonts-paratype fonts-cabin fonts-karla fonts-clear-sans "
                 "fonts-crosextra-carlito fonts-crosextra-caladea")


def available(fonts):
    out = [(os.path.join(FONT_ROOT, p), w) for p, w in fonts if os.path.exists(os.path.join(FONT_ROOT, p))]
    if not out:
        sys.exit("no fonts found under " + FONT_ROOT)
    return out


# ---------------------------------------------------------------------------
# Glyphs: each (font, digit) drawn once large and cropped to its ink, in five
# stroke weights (thinned much or a little, as is, thickened a little or much:
# ink that bled into newsprint, or a light face), then scaled per sample.

_glyphs = {}


def glyph(font_path, digit, weight):
    key = (font_path, digit)
    if key not in _glyphs:
        font = ImageFont.truetype(font_path, 160)
        img = Image.new("L", (320, 320), 0)
        ImageDraw.Draw(img).text((80, 40), str(digit), fill=255, font=font)
        img = img.crop(img.getbbox())
        pad = Image.new("L", (img.width + 16, img.height + 16), 0)
        pad.paste(img, (8, 8))
        def thinned(size):
            t = pad.filter(ImageFilter.MinFilter(size))
            if t.getbbox() is None or np.asarray(t).astype(np.float32).sum() < 0.4 * np.asarray(pad).sum():
                return pad  # a light face would vanish
            return t
        forms = (thinned(7), thinned(3), pad, pad.filter(ImageFilter.MaxFilter(5)), pad.filter(ImageFilter.MaxFilter(9)))
        _glyphs[key] = [g.crop(g.getbbox()) for g in forms]
    return _glyphs[key][weight]


STROKES = [0.1, 0.2, 0.4, 0.2, 0.1]  # how often each of glyph()'s five weights is drawn


# ---------------------------------------------------------------------------
# The contract: a rendered (uninverted, 0 black) picture's rectangle -> CellImage.


def to_cell_image(img, box, keep_faint=False):
    """Area-resamples box of img to 28x28, inverts and stretches (engine/reader/cells.hpp).

    keep_faint: a flat cell of 15 levels or more is stretched all the same, as
    cells_of keeps it apart (FaintCells) for read_grid to look at."""
    # PIL's BOX filter averages the source area each output pixel covers,
    # partly covered pixels by their part: the reader's resample_area.
    small = np.asarray(img.resize((CELL, CELL), Image.BOX, box=box), dtype=np.float32)
    return stretch(255.0 - small, 15 if keep_faint else 40)


def stretch(a, flat=40):
    """Inverted 28x28 floats -> uint8: darkest 5% to 0, brightest to 255; flat (< 40) to all 0."""
    lo, hi = float(a.min()), float(a.max())
    if hi - lo < flat:
        return np.zeros((CELL, CELL), np.uint8)
    p5 = float(np.sort(a.ravel())[int(0.05 * a.size)])
    out = (a - p5) * (255.0 / max(hi - p5, 1.0))
    return np.clip(np.rint(out), 0, 255).astype(np.uint8)


def perspective_coeffs(dst, src):
    """PIL PERSPECTIVE coefficients mapping output points dst to input points src."""
    rows, rhs = [], []
    for (x, y), (u, v) in zip(dst, src):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs += [u, v]
    return np.linalg.solve(np.array(rows, float), np.array(rhs, float)).tolist()


def render_cell(rng, fonts, weights, label, strength=1.0):
    """One synthetic CellImage of class label (0 empty, 1-9); strength scales the distortions."""
    S = int(rng.integers(24, 111))
    pad = S // 2
    W = S + 2 * pad
    paper = int(rng.integers(150, 256))
    ink = int(rng.integers(0, max(1, min(110, paper - 70))))
    faint = rng.random() < 0.08 * strength
    if faint:  # light print (gray or red ink, worn type), a photo's washed-out corner
        ink = paper - int(rng.integers(22, 75))
    line_ink = ink if rng.random() < 0.6 else int(rng.integers(ink, max(ink + 1, paper - 40)))
    img = Image.new("L", (W, W), paper)
    draw = ImageDraw.Draw(img)

    # Grid lines on the cell's four edges; box lines thicker.
    thin = max(1, int(round(S * rng.uniform(0.01, 0.04))))
    thickness = [thin if rng.random() < 0.65 else max(thin + 1, int(round(S * rng.uniform(0.04, 0.09)))) for _ in range(4)]
    for side, t in enumerate(thickness):  # left, top, right, bottom: the order of a crop box
        a = pad + (0 if side < 2 else S) - t / 2
        if side % 2 == 0:
            draw.rectangle([a, 0, a + t - 1, W], fill=line_ink)
        else:
            draw.rectangle([0, a, W, a + t - 1], fill=line_ink)

    def paste_glyph(digit, height, cx, cy, font, stroke):
        g = glyph(font, digit, stroke)
        h = max(3, int(round(height)))
        w = max(2, int(round(g.width * h / g.height * rng.uniform(0.85, 1.15))))
        gs = g.resize((w, h), Image.LANCZOS)
        img.paste(ink, (int(round(cx - w / 2)), int(round(cy - h / 2))), gs)

    font = fonts[rng.choice(len(fonts), p=weights)]
    if label:
        height = S * rng.uniform(0.4, 0.9)
        off = 0.08 * strength
        cx = pad + S / 2 + S * rng.uniform(-off, off)
        cy = pad + S / 2 + S * rng.uniform(-off, off)
        paste_glyph(label, height, cx, cy, font, int(rng.choice(5, p=STROKES)))
    else:
        if rng.random() < 0.25:  # pencil marks: small digits at their places in a 3x3
            for d in rng.choice(np.arange(1, 10), size=int(rng.integers(1, 7)), replace=False):
                r, c = (d - 1) // 3, (d - 1) % 3
                paste_glyph(int(d), S * rng.uniform(0.16, 0.26), pad + S * (0.2 + 0.3 * c), pad + S * (0.2 + 0.3 * r),
                            font, 2)
        if rng.random() < 0.3:  # specks, dust
            for _ in range(int(rng.integers(1, 4))):
                x, y = pad + S * rng.uniform(0.1, 0.9), pad + S * rng.uniform(0.1, 0.9)
                r = max(0.6, S * rng.uniform(0.005, 0.03))
                draw.ellipse([x - r, y - r, x + r, y + r], fill=int(rng.integers(ink, paper)))

    # Rotation and perspective about the cell's centre.
    ang = math.radians(rng.normal(0, 2.5 * strength))
    c0 = W / 2
    dst = [(0, 0), (W, 0), (W, W), (0, W)]
    src = []
    for x, y in dst:
        dx, dy = x - c0, y - c0
        jx, jy = rng.normal(0, 0.025 * strength * S, 2)
        src.append((c0 + dx * math.cos(ang) - dy * math.sin(ang) + jx, c0 + dx * math.sin(ang) + dy * math.cos(ang) + jy))
    img = img.transform((W, W), Image.PERSPECTIVE, perspective_coeffs(dst, src), Image.BILINEAR, fillcolor=paper)

    blur = rng.uniform(0, 1.2 * strength) * S / 50
    if blur > 0.15:
        img = img.filter(ImageFilter.GaussianBlur(blur))

    # Newsprint: ink laid unevenly (worn type, a dry press), paper with grain
    # and the page's back showing through; smooth fields from a coarse grid.
    a = np.asarray(img, dtype=np.float32)

    def field(n):
        f = rng.uniform(0, 1, (n, n)).astype(np.float32)
        return np.asarray(Image.fromarray(f, "F").resize((W, W), Image.BICUBIC), np.float32)
    if rng.random() < 0.3 * strength:
        a = paper - (paper - a) * np.clip(1 - rng.uniform(0.2, 0.6) * field(int(rng.integers(3, 9))), 0.2, 1)
    if rng.random() < 0.3 * strength:
        a -= rng.uniform(3, 15) * field(int(rng.integers(4, 12)))
    if rng.random() < (0.1 if label else 0.35) * strength:
        # Stains and smudges (a drop, a rubbed-out pencil digit, a fingerprint):
        # soft blots of any shape, lighter than ink. An empty cell's blot must
        # not read as a digit, even stretched as a faint cell is.
        blot = Image.new("L", (W, W), 0)
        bd = ImageDraw.Draw(blot)
        for _ in range(int(rng.integers(1, 4))):
            x, y = pad + S * rng.uniform(0.2, 0.8), pad + S * rng.uniform(0.2, 0.8)
            rx, ry = S * rng.uniform(0.04, 0.25), S * rng.uniform(0.04, 0.25)
            bd.ellipse([x - rx, y - ry, x + rx, y + ry], fill=255)
        blot = blot.filter(ImageFilter.GaussianBlur(S * rng.uniform(0.02, 0.1)))
        m = np.asarray(blot, np.float32) / 255 * field(int(rng.integers(2, 6)))
        a -= rng.uniform(10, max(12, 0.6 * (paper - ink))) * m / max(float(m.max()), 1e-3)

    # Uneven light: a linear ramp, sometimes a soft shadow edge; then sensor noise.
    yy, xx = np.mgrid[0:W, 0:W].astype(np.float32) / W
    th = rng.uniform(0, 2 * math.pi)
    ramp = (xx - 0.5) * math.cos(th) + (yy - 0.5) * math.sin(th) + 0.5
    a *= 1 - rng.uniform(0, 0.45 * strength) * ramp
    if rng.random() < 0.2 * strength:
        th = rng.uniform(0, 2 * math.pi)
        d = (xx - rng.uniform(0.2, 0.8)) * math.cos(th) + (yy - rng.uniform(0.2, 0.8)) * math.sin(th)
        edge = np.clip(-d * W / max(1.0, S * rng.uniform(0.02, 0.3)), -50, 50)
        a *= 1 - rng.uniform(0.15, 0.5) / (1 + np.exp(edge))
    a += rng.normal(0, rng.uniform(0, (3 if faint else 10) * strength), a.shape)
    img = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
    if rng.random() < 0.2 * strength:  # a small photo: fewer pixels than the canvas
        f = rng.uniform(1.5, 3)
        img = img.resize((max(8, int(W / f)), max(8, int(W / f))), Image.BILINEAR).resize((W, W), Image.BILINEAR)
    if rng.random() < 0.5 * strength:
        buf = io.BytesIO()
        img.save(buf, "JPEG", quality=int(rng.integers(15, 90)))
        img = Image.open(io.BytesIO(buf.getvalue())).convert("L")

    # The inner area, each edge where a grid finder might put it.
    e = np.clip(rng.normal(0, 0.03 * strength, 4), -0.09, 0.09) * S
    if rng.random() < 0.3 * strength:
        # A grid finder off by a margin's width on one edge (a curved page, a
        # warped photo): the crop's edge falls on the grid line, so a bright bar
        # runs along that edge of the CellImage. It must not read as a 7's top,
        # a 1 or a 4's stem.
        k = int(rng.integers(4))
        u = rng.uniform(-thickness[k] / 2 - 0.5, thickness[k] / 2 - 0.5)
        e[k] = u - MARGIN * S if k < 2 else MARGIN * S - u
    box = (pad + MARGIN * S + e[0], pad + MARGIN * S + e[1], pad + S - MARGIN * S + e[2], pad + S - MARGIN * S + e[3])
    # The reader keeps faint cells apart, stretched: a faint digit must be
    # read there, and an empty cell's faint paper seen as empty.
    return to_cell_image(img, box, keep_faint=faint or (not label and rng.random() < 0.3))


def render_chunk(args):
    """A chunk of samples, seeded by (seed, chunk) so the data do not depend on the worker pool."""
    seed, chunk, n, held_out, strength = args
    rng = np.random.default_rng([seed, chunk])
    fonts = available(HELD_OUT_FONTS if held_out else TRAIN_FONTS)
    w = np.array([f[1] for f in fonts], float)
    names = [f[0] for f in fonts]
    # About 1 in 6 cells empty: the classes 1-9 share the rest evenly.
    labels = np.where(rng.random(n) < 1 / 6, 0, rng.integers(1, 10, n))
    xs = np.stack([render_cell(rng, names, w / w.sum(), int(l), strength) for l in labels])
    labels[xs.reshape(n, -1).max(1) == 0] = 0  # a digit too faint to be cut is an empty cell to the reader
    return xs, labels.astype(np.int64)


def make_set(seed, first_chunk, n, held_out, procs, strength=1.0, chunk=2000):
    jobs = [(seed, first_chunk + i, min(chunk, n - i * chunk), held_out, strength) for i in range((n + chunk - 1) // chunk)]
    with multiprocessing.Pool(procs) as pool:
        parts = pool.map(render_chunk, jobs)
    return np.concatenate([p[0] for p in parts]), np.concatenate([p[1] for p in parts])


# ---------------------------------------------------------------------------
# Real cells (PGM) from the reader's CLI.


def read_pgm(path):
    data = open(path, "rb").read()
    tokens, i = [], 0
    while len(tokens) < 4:
        while data[i:i + 1].isspace():
            i += 1
        if data[i:i + 1] == b"#":
            while data[i:i + 1] not in (b"\n", b""):
                i += 1
            continue
        j = i
        while not data[j:j + 1].isspace():
            j += 1
        tokens.append(data[i:j])
        i = j
    magic, w, h, mx = tokens[0], int(tokens[1]), int(tokens[2]), int(tokens[3])
    if magic == b"P5":
        a = np.frombuffer(data[i + 1:i + 1 + w * h], np.uint8).reshape(h, w).astype(np.float32)
    elif magic == b"P2":
        a = np.array(data[i:].split()[:w * h], np.float32).reshape(h, w)
    else:
        raise ValueError(path + ": not a PGM")
    a = a * (255.0 / mx)
    if (w, h) != (CELL, CELL):
        a = np.asarray(Image.fromarray(a.astype(np.uint8)).resize((CELL, CELL), Image.BOX), np.float32)
    return np.clip(np.rint(a), 0, 255).astype(np.uint8)


def write_pgm(path, a):
    with open(path, "wb") as f:
        f.write(b"P5\n%d %d\n255\n" % (a.shape[1], a.shape[0]) + a.astype(np.uint8).tobytes())


def read_real(cells_dir, labels_file, seed):
    train, held = ([], []), ([], [])
    for line in open(labels_file):
        line = line.split("#")[0].split()
        if len(line) < 2:
            continue
        label = 0 if line[1] == "." else int(line[1])
        x = read_pgm(os.path.join(cells_dir, line[0]))
        h = hashlib.sha1(("%d:%s" % (seed, line[0])).encode()).digest()[0]
        dst = held if h % 5 == 0 else train
        dst[0].append(x)
        dst[1].append(label)
    as_arrays = lambda p: (np.array(p[0], np.uint8).reshape(-1, CELL, CELL), np.array(p[1], np.int64))
    return as_arrays(train), as_arrays(held)


def read_split(path):
    """photo_split.txt -> {name: 'train' or 'heldout'}."""
    split = {}
    for line in open(path):
        f = line.split("#")[0].split()
        if len(f) == 2 and f[1] in ("train", "heldout"):
            split[f[0]] = f[1]
        elif f:
            sys.exit("%s: bad line %r" % (path, line))
    return split


def dat_digits(path):
    """The 81 digits of an imageN.dat: its last 81 numbers (lines 1-2 are the camera and resolution)."""
    lines = open(path).read().splitlines()
    d = [int(t) for t in " ".join(lines[2:]).split()]
    if len(d) != 81:
        raise ValueError(path + ": not 81 digits")
    return d


def ink_pixels(a):
    """cells.hpp's ink_pixels: pixels above 128 in the central 20x20."""
    return int((a[4:24, 4:24] > 128).sum())


def photo_number(name):
    return int("".join(ch for ch in name if ch.isdigit()) or 0)


def read_photos(photos_dir, split_file, cli, calibrate_every, work):
    """Cells of the split's train photos, cut by the CLI: ((x, y) fitting, [(name, x, y)] calibration photos, notes)."""
    split = read_split(split_file)
    names = sorted((os.path.splitext(f)[0] for f in os.listdir(photos_dir) if f.endswith(".jpg")), key=photo_number)
    unknown = [n for n in names if n not in split]
    if unknown:
        print("photos not in %s, not used: %s" % (split_file, " ".join(unknown)))
    train = [n for n in names if split.get(n) == "train"]  # heldout photos are never opened
    fit_x, fit_y, calib, skipped = [], [], [], []
    for i, name in enumerate(train):
        out = subprocess.run([cli, "read", "--cells", work, os.path.join(photos_dir, name + ".jpg")],
                             capture_output=True, text=True)
        if out.returncode != 0 or "\t" not in out.stdout:
            skipped.append(name + " (no grid)")
            continue
        digits = dat_digits(os.path.join(photos_dir, name + ".dat"))
        cells = [read_pgm(os.path.join(work, "%s-r%dc%d.pgm" % (name, c // 9 + 1, c % 9 + 1))) for c in range(81)]
        agree = sum((ink_pixels(a) < 12) == (d == 0) for a, d in zip(cells, digits))
        if agree < 78:
            skipped.append("%s (%d of 81 agree)" % (name, agree))
            continue
        if (i + 1) % calibrate_every == 0:
            calib.append((name, np.stack(cells), np.array(digits, np.int64)))
        else:
            fit_x += cells
            fit_y += digits
    fit = (np.array(fit_x, np.uint8).reshape(-1, CELL, CELL), np.array(fit_y, np.int64))
    return fit, calib, train, skipped


def augment_real(rng, a):
    """A real CellImage moved a little (shift, scale, turn), its ink profile changed (gamma, blur, noise), re-stretched."""
    s = rng.uniform(0.92, 1.08)
    t = math.radians(rng.normal(0, 2))
    dx, dy = rng.uniform(-1.5, 1.5, 2)
    c = (CELL - 1) / 2
    # Output (x, y) -> input: about the centre, by the inverse of scale s and turn t, then shifted.
    ca, sa = math.cos(t) / s, math.sin(t) / s
    coeffs = (ca, -sa, c - ca * c + sa * c + dx, sa, ca, c - sa * c - ca * c + dy)
    img = Image.fromarray(a).transform((CELL, CELL), Image.AFFINE, coeffs, Image.BILINEAR, fillcolor=0)
    if rng.random() < 0.3:
        img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 0.8)))
    f = np.asarray(img, np.float32) / 255
    f = f ** math.exp(rng.normal(0, 0.35))  # thinner or bolder strokes, fainter or stronger ink
    gain = rng.uniform(0.3, 1.0)  # a low-contrast photo: the stretch amplifies its noise, or flattens it
    f = rng.uniform(0, 30) + 255 * gain * f + rng.normal(0, rng.uniform(0, 6), f.shape)
    return stretch(f)


def augment_set(seed, x, copies):
    rng = np.random.default_rng([seed, 40000])
    return np.stack([augment_real(rng, a) for _ in range(copies) for a in x]) if copies and len(x) else x[:0]


def predict_proba(params, x):
    return softmax(predict(params, x)) if len(x) else np.zeros((0, 10))


def clashes(digits):
    """Cells (0-80) whose digit is also in their row, column or box."""
    out = set()
    for c in range(81):
        if not digits[c]:
            continue
        r, k = c // 9, c % 9
        for o in range(81):
            ro, ko = o // 9, o % 9
            if o != c and digits[o] == digits[c] and (ro == r or ko == k or (ro // 3 == r // 3 and ko // 3 == k // 3)):
                out.add(c)
    return out


def calibration_table(qp, calib):
    """For thresholds, how the unsure rule (confidence < t, or a clash) does on the calibration photos."""
    probs = [(name, predict_proba(qp, x), y) for name, x, y in calib]
    rows = []
    for t in (0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.98, 0.99, 0.995, 0.999):
        for use_clash in (False, True):
            wrong = caught = right_flagged = photos_right = photos_covered = 0
            for name, p, y in probs:
                ans, conf = p.argmax(1), p.max(1)
                unsure = set(np.nonzero(conf < t)[0].tolist()) | (clashes(ans.tolist()) if use_clash else set())
                bad = set(np.nonzero(ans != y)[0].tolist())
                wrong += len(bad)
                caught += len(bad & unsure)
                right_flagged += len(unsure - bad)
                photos_right += not bad
                photos_covered += bool(bad) and bad <= unsure
            rows.append((t, use_clash, wrong, caught, right_flagged, photos_right, photos_covered, len(probs)))
    return rows


# ---------------------------------------------------------------------------
# The net, in numpy. Activations are NHWC; a conv's weights are (k*k*Cin, Cout)
# with row (ky*k + kx)*Cin + c, i.e. [ky][kx][c] per output channel.

CONVS = [(1, 8, 5, 2, 2), (8, 16, 3, 2, 1), (16, 32, 3, 2, 1)]  # (Cin, Cout, k, stride, pad)
FC = [(4 * 4 * 32, 32), (32, 10)]


def conv_out(n, k, s, p):
    return (n + 2 * p - k) // s + 1


def im2col(x, k, s, p):
    N, H, W, C = x.shape
    Ho, Wo = conv_out(H, k, s, p), conv_out(W, k, s, p)
    xp = np.pad(x, ((0, 0), (p, p), (p, p), (0, 0)))
    cols = np.empty((N, Ho, Wo, k * k, C), x.dtype)
    for ky in range(k):
        for kx in range(k):
            cols[:, :, :, ky * k + kx, :] = xp[:, ky:ky + s * Ho:s, kx:kx + s * Wo:s, :]
    return cols.reshape(N * Ho * Wo, k * k * C), (N, Ho, Wo)


def col2im(dcols, shape, k, s, p, Ho, Wo):
    N, H, W, C = shape
    dxp = np.zeros((N, H + 2 * p, W + 2 * p, C), dcols.dtype)
    d = dcols.reshape(N, Ho, Wo, k * k, C)
    for ky in range(k):
        for kx in range(k):
            dxp[:, ky:ky + s * Ho:s, kx:kx + s * Wo:s, :] += d[:, :, :, ky * k + kx, :]
    return dxp[:, p:p + H, p:p + W, :]


def init_params(rng):
    params = []
    for cin, cout, k, s, p in CONVS:
        fan = k * k * cin
        params += [rng.normal(0, math.sqrt(2 / fan), (fan, cout)).astype(np.float32), np.zeros(cout, np.float32)]
    for fin, fout in FC:
        params += [rng.normal(0, math.sqrt(2 / fin), (fin, fout)).astype(np.float32), np.zeros(fout, np.float32)]
    return params


def forward(params, x, keep=False):
    """x: (N, 28, 28) floats in [0, 1] -> logits (N, 10), and the cache for backward."""
    cache = []
    h = x[:, :, :, None]
    for i, (cin, cout, k, s, p) in enumerate(CONVS):
        cols, (N, Ho, Wo) = im2col(h, k, s, p)
        z = cols @ params[2 * i] + params[2 * i + 1]
        out = np.maximum(z, 0).reshape(N, Ho, Wo, cout)
        if keep:
            cache.append((cols, h.shape, Ho, Wo, z > 0))
        h = out
    # Flattened in [y][x][c] order, as the C++ reads it.
    h = h.reshape(h.shape[0], -1)
    nc = len(CONVS)
    for j in range(len(FC)):
        z = h @ params[2 * (nc + j)] + params[2 * (nc + j) + 1]
        if keep:
            cache.append((h, z > 0))
        h = np.maximum(z, 0) if j < len(FC) - 1 else z
    return h, cache


def backward(params, cache, dlogits):
    grads = [None] * len(params)
    nc = len(CONVS)
    d = dlogits
    for j in reversed(range(len(FC))):
        h, pos = cache[nc + j]
        if j < len(FC) - 1:
            d = d * pos
        grads[2 * (nc + j)] = h.T @ d
        grads[2 * (nc + j) + 1] = d.sum(0)
        d = d @ params[2 * (nc + j)].T
    for i in reversed(range(nc)):
        cin, cout, k, s, p = CONVS[i]
        cols, shape, Ho, Wo, pos = cache[i]
        d = d.reshape(-1, cout) * pos
        grads[2 * i] = cols.T @ d
        grads[2 * i + 1] = d.sum(0)
        if i > 0:
            d = col2im(d @ params[2 * i].T, shape, k, s, p, Ho, Wo)
    return grads


def softmax(z):
    z = z - z.max(1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(1, keepdims=True)


def predict(params, x, batch=2000):
    out = []
    for i in range(0, len(x), batch):
        out.append(forward(params, x[i:i + batch].astype(np.float32) / 255)[0])
    return np.concatenate(out)


def accuracy(params, x, y):
    return float((predict(params, x).argmax(1) == y).mean()) if len(x) else float("nan")


def quantize(params):
    """int8 weights with a scale per output channel (column); biases stay float."""
    q = []
    for i in range(0, len(params), 2):
        w = params[i]
        scale = np.maximum(np.abs(w).max(0), 1e-8) / 127
        q.append((np.clip(np.rint(w / scale), -127, 127).astype(np.int8), scale.astype(np.float32), params[i + 1]))
    return q


def dequantize(q):
    out = []
    for w, s, b in q:
        out += [w.astype(np.float32) * s, b]
    return out


def train(params, x, y, xv, yv, epochs, rng, batch=128, lr=2e-3):
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]
    b1, b2, eps, wd = 0.9, 0.999, 1e-8, 1e-4
    steps_per_epoch = (len(x) + batch - 1) // batch
    total, t = epochs * steps_per_epoch, 0
    for epoch in range(epochs):
        t0 = time.time()
        order = rng.permutation(len(x))
        loss_sum = 0.0
        for bi in range(steps_per_epoch):
            idx = order[bi * batch:(bi + 1) * batch]
            xb = x[idx].astype(np.float32) / 255
            # A free shift of up to a pixel: the grid finder's cells are never
            # placed exactly.
            if rng.random() < 0.5:
                xb = np.roll(xb, (int(rng.integers(-1, 2)), int(rng.integers(-1, 2))), axis=(1, 2))
            logits, cache = forward(params, xb, keep=True)
            p = softmax(logits)
            loss_sum += -np.log(p[np.arange(len(idx)), y[idx]] + 1e-9).sum()
            p[np.arange(len(idx)), y[idx]] -= 1
            grads = backward(params, cache, p / len(idx))
            t += 1
            rate = lr * 0.5 * (1 + math.cos(math.pi * t / total))  # cosine decay to 0
            for i, g in enumerate(grads):
                if i % 2 == 0:
                    g = g + wd * params[i]
                m[i] = b1 * m[i] + (1 - b1) * g
                v[i] = b2 * v[i] + (1 - b2) * g * g
                params[i] -= rate * (m[i] / (1 - b1**t)) / (np.sqrt(v[i] / (1 - b2**t)) + eps)
        print("epoch %d: loss %.4f, validation %.4f (%.0f s)" %
              (epoch + 1, loss_sum / len(x), accuracy(params, xv, yv), time.time() - t0), flush=True)
    return params


# ---------------------------------------------------------------------------
# Output.


def float_literal(v):
    """A float32 exactly, as C++: 9 significant digits, never "0f" (which is not a literal)."""
    t = "%.9g" % float(np.float32(v))
    return (t if "." in t or "e" in t else t + ".0") + "f"


def c_array(kind, name, values, per_line):
    vals = [str(int(v)) if kind == "int8_t" else float_literal(v) for v in np.ravel(values)]
    lines = [", ".join(vals[i:i + per_line]) + "," for i in range(0, len(vals), per_line)]
    return "inline constexpr %s %s[%d] = {\n%s\n};\n" % (kind, name, len(vals), "\n".join("    " + l for l in lines))


def write_inc(path, q, provenance):
    names = ["kConv1", "kConv2", "kConv3", "kFc1", "kFc2"]
    out = ["// " + provenance,
           "// Generated by scripts/train-reader.py: do not edit, train again. Layout: engine/reader/digit_classifier.cpp.",
           "// clang-format off", ""]
    for name, (w, s, b) in zip(names, q):
        # Stored per output channel: [cout][ky][kx][cin] for convolutions, [out][in] for the dense layers.
        out.append(c_array("int8_t", name + "Weights", w.T, 32))
        out.append(c_array("float", name + "Scales", s, 8))
        out.append(c_array("float", name + "Biases", b, 8))
    out.append("// clang-format on")
    with open(path, "w") as f:
        f.write("\n".join(out))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--train", type=int, default=100000, help="synthetic training samples")
    ap.add_argument("--val", type=int, default=6000, help="synthetic validation samples (training fonts)")
    ap.add_argument("--unseen", type=int, default=3000, help="validation samples in the held-out fonts")
    ap.add_argument("--epochs", type=int, default=10)
    ap.add_argument("--procs", type=int, default=2)
    ap.add_argument("--photos", help="the shared photos (imageN.jpg, imageN.dat): their train photos' cells are added")
    ap.add_argument("--split", default=os.path.join(ROOT, "tests", "data", "reader", "photo_split.txt"),
                    help="which photos are train and which heldout")
    ap.add_argument("--cli", default=os.path.join(ROOT, "build", "native", "pencilmark"),
                    help="the native CLI that cuts the photos' cells")
    ap.add_argument("--real-copies", type=int, default=3, help="augmented copies of each real fitting cell")
    ap.add_argument("--calibrate-every", type=int, default=5,
                    help="every Nth train photo is kept for validation and calibration, not fitted")
    ap.add_argument("--cells", help="folder of real CellImages (PGM) from the reader's CLI")
    ap.add_argument("--labels", help="lines '<name>.pgm <label>' for --cells")
    ap.add_argument("--real-weight", type=int, default=20, help="times each --cells training cell is repeated")
    ap.add_argument("--out", default=os.path.join(ROOT, "engine", "reader", "digit_weights.inc"))
    ap.add_argument("--fixtures", help="also write test fixtures (held-out fonts) as PGM to this folder")
    args = ap.parse_args()
    if bool(args.cells) != bool(args.labels):
        ap.error("--cells and --labels go together")
    if args.photos and not os.access(args.cli, os.X_OK):
        ap.error("--photos needs the native CLI at %s (bash scripts/build.sh, or --cli)" % args.cli)

    missing = [p for p, _ in TRAIN_FONTS + HELD_OUT_FONTS if not os.path.exists(os.path.join(FONT_ROOT, p))]
    if missing:
        print("%d fonts missing, trained without them (apt-get install %s): %s" %
              (len(missing), FONT_PACKAGES, " ".join(os.path.basename(p) for p in missing)), flush=True)

    start = time.time()
    # Chunks: training from 0, validation from 10000, unseen fonts from 20000.
    x, y = make_set(args.seed, 0, args.train, False, args.procs)
    xv, yv = make_set(args.seed, 10000, args.val, False, args.procs)
    xu, yu = make_set(args.seed, 20000, args.unseen, True, args.procs)
    real_note = ""
    xr, yr = np.zeros((0, CELL, CELL), np.uint8), np.zeros(0, np.int64)
    if args.cells:
        (xt, yt), (xr, yr) = read_real(args.cells, args.labels, args.seed)
        x = np.concatenate([x] + [xt] * args.real_weight)
        y = np.concatenate([y] + [yt] * args.real_weight)
        real_note = " + %d real cells (x%d)" % (len(xt), args.real_weight)
    calib = []
    if args.photos:
        with tempfile.TemporaryDirectory() as work:
            (xp, yp), calib, train_photos, skipped = read_photos(args.photos, args.split, args.cli,
                                                                 args.calibrate_every, work)
        xa = augment_set(args.seed, xp, args.real_copies)
        x = np.concatenate([x, xp, xa])
        y = np.concatenate([y, yp, np.tile(yp, args.real_copies)])
        n_fit = len(xp) // 81
        real_note += (" + %d real cells (%d empty) from %d of the %d train photos in tests/data/reader/photo_split.txt, "
                      "each also in %d augmented copies (%d photos left out: %s; %d kept for validation)" %
                      (len(xp), int((yp == 0).sum()), n_fit, len(train_photos), args.real_copies, len(skipped),
                       ", ".join(skipped) or "none", len(calib)))
        print("photos: %d fitted, %d for validation, left out: %s" % (n_fit, len(calib), ", ".join(skipped) or "none"))
    print("data: %d training, %d validation, %d unseen-font, %d real held out (%.0f s)" %
          (len(x), len(xv), len(xu), len(xr), time.time() - start), flush=True)

    rng = np.random.default_rng(args.seed)
    params = train(init_params(rng), x, y, xv, yv, args.epochs, rng)
    q = quantize(params)
    qp = dequantize(q)
    acc_v, acc_u = accuracy(qp, xv, yv), accuracy(qp, xu, yu)
    print("int8 model: validation %.4f, unseen fonts %.4f" % (acc_v, acc_u))
    real_acc = ""
    if len(xr):
        real_acc = ", %.2f%% on %d held-out real cells" % (100 * accuracy(qp, xr, yr), len(xr))
        print("real cells:" + real_acc[1:])
    if calib:
        xc = np.concatenate([c[1] for c in calib])
        yc = np.concatenate([c[2] for c in calib])
        pc = predict(qp, xc).argmax(1)
        whole = sum(int((predict(qp, cx).argmax(1) == cy).all()) for _, cx, cy in calib)
        real_acc += (", %.2f%% on the %d cells of the %d validation photos (%d errors; %d of the photos read "
                     "with every cell right)" % (100 * float((pc == yc).mean()), len(yc), len(calib),
                                                 int((pc != yc).sum()), whole))
        print("real validation photos:" + real_acc[1:])
        for (name, cx, cy) in calib:
            p = predict_proba(qp, cx)
            for c in np.nonzero(p.argmax(1) != cy)[0]:
                print("  %s r%dc%d: %d read as %d (%.3f)" % (name, c // 9 + 1, c % 9 + 1, cy[c], p[c].argmax(), p[c].max()))
        print("unsure rule on the validation photos (a cell is unsure when its confidence < t, or with clash: also "
              "when its digit is twice in a row, column or box):")
        print("    t      clash  wrong  caught  right-but-unsure  photos-all-right  photos-wrong-all-caught  photos")
        for t, use_clash, wrong, caught, rf, pr, pcov, n in calibration_table(qp, calib):
            print("  %6.3f   %-5s  %5d  %6d  %16d  %16d  %23d  %6d" % (t, use_clash, wrong, caught, rf, pr, pcov, n))
    pv = predict(qp, xv).argmax(1)
    conf = np.zeros((10, 10), int)
    np.add.at(conf, (yv, pv), 1)
    print("confusion (rows: truth 0-9, columns: answer):\n" + str(conf))

    fonts = sorted({os.path.splitext(os.path.basename(p))[0] for p, _ in available(TRAIN_FONTS)})
    minutes = (time.time() - start) / 60
    flags = " --photos DIR --real-copies %d --calibrate-every %d" % (args.real_copies, args.calibrate_every) \
        if args.photos else ""
    provenance = ("scripts/train-reader.py --seed %d --train %d --epochs %d%s: %d synthetic cells in %d fonts (%s)%s; "
                  "int8 validation accuracy %.2f%% on %d held-out synthetic cells, %.2f%% on %d in unseen fonts "
                  "(Carlito, Caladea)%s; trained %.1f min on %s" %
                  (args.seed, args.train, args.epochs, flags, args.train, len(fonts), " ".join(fonts), real_note,
                   100 * acc_v, len(xv), 100 * acc_u, len(xu), real_acc, minutes, datetime.date.today().isoformat()))
    write_inc(args.out, q, provenance)
    print("wrote %s (%.1f min)" % (args.out, minutes))

    if args.fixtures:
        os.makedirs(args.fixtures, exist_ok=True)
        rng = np.random.default_rng([args.seed, 30000])
        fonts = available(HELD_OUT_FONTS)
        for path, _ in fonts:
            tag = os.path.splitext(os.path.basename(path))[0].lower()
            for d in range(1, 10):
                # Milder than training (half strength): behaviour fixtures, not a benchmark.
                write_pgm(os.path.join(args.fixtures, "%d_%s.pgm" % (d, tag)), render_cell(rng, [path], [1.0], d, 0.5))
        for i in range(3):
            write_pgm(os.path.join(args.fixtures, "0_empty%d.pgm" % (i + 1)), render_cell(rng, [fonts[0][0]], [1.0], 0))
        fx = sorted(glob.glob(os.path.join(args.fixtures, "*.pgm")))
        px = predict(qp, np.stack([read_pgm(f) for f in fx])).argmax(1)
        wrong = [os.path.basename(f) for f, p in zip(fx, px) if int(os.path.basename(f)[0]) != p]
        print("fixtures: %d written, misread by this model: %s" % (len(fx), ", ".join(wrong) or "none"))


if __name__ == "__main__":
    main()
