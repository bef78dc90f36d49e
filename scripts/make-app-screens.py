#!/usr/bin/python3
"""Screenshots of other Sudoku apps, for the reader's bench and tests.

Plays Debian's own Sudoku apps in a virtual X display and photographs their
windows: GNOME Sudoku (light and dark theme; a phone-shaped, a landscape and a
desktop window; with and without pencil marks, which it draws in a numeric
keypad's layout, 7 8 9 on top), KSudoku (its themed board, light digits on
dark cells) and FLTK's Sudoku (bevelled cells without grid lines; its marks in a
row). What each shows is known because the script typed it: the givens of a
puzzle from tests/data/kaggle_solved.csv (or Wikipedia's example), some digits
of its solution as the player's, and in some cells every candidate the digits
leave as marks; FLTK's Sudoku makes its own puzzle, and the position shown is
read back from its saved state. Writes tests/data/reader/apps/*.png and apps.tsv
(name, the 81 digits shown, the 729 marks shown or -).

Needs, from Debian (not installed by npm test; run by hand, like
train-reader): xvfb xdotool imagemagick gnome-sudoku ksudoku fltk1.3-games
dbus; and the
native build (build/native/pencilmark solve gives the solutions).
    /usr/bin/python3 scripts/make-app-screens.py [--seed 7]
The apps' window layouts are those of gnome-sudoku 43.1, ksudoku 22.12 and
flsudoku 1.3.8 (Debian 12); the clicks below are at their default windows'
places. FLTK's puzzles are its own random ones: a rerun makes other pictures.
"""
import argparse
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, 'tests/data/reader/apps')
DISPLAY = ':77'

# The puzzles: tests/data/kaggle_solved.csv's five (unique, newspaper-like;
# the file has their solutions too) and Wikipedia's well-known example.
def puzzles():
    with open(os.path.join(ROOT, 'tests/data/kaggle_solved.csv')) as f:
        rows = [line.split(',')[0] for line in f if len(line.split(',')[0]) == 81]
    return rows + ['53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79']


def run(*cmd, env=None, check=True):
    return subprocess.run(cmd, check=check, env=env, capture_output=True, text=True).stdout


def solution(puzzle):
    out = run(os.path.join(ROOT, 'build/native/pencilmark'), 'solve', puzzle).strip()
    if len(out) != 81 or not out.isdigit():
        sys.exit(f'make-app-screens: no solution for {puzzle}: {out}')
    return out


def peers(cell):
    r, c = divmod(cell, 9)
    box = (r // 3) * 3, (c // 3) * 3
    return {i for i in range(81) if i != cell and (i // 9 == r or i % 9 == c or
                                                   ((i // 9) // 3 * 3, (i % 9) // 3 * 3) == box)}


def candidates(digits, cell):
    return [d for d in '123456789' if all(digits[p] != d for p in peers(cell))]


class Position:
    """What the player's window will show: givens, the player's digits, marks."""

    def __init__(self, puzzle, rng, placed_share=0.12, marked_share=0.5):
        self.givens = puzzle
        answer = solution(puzzle)
        empty = [i for i in range(81) if puzzle[i] == '.']
        placed = set(rng.sample(empty, int(len(empty) * placed_share)))
        self.placed = {i: answer[i] for i in placed}
        self.digits = ''.join(self.placed.get(i, puzzle[i]) for i in range(81))
        left = [i for i in empty if i not in placed]
        marked = rng.sample(left, int(len(left) * marked_share))
        self.marks = {i: candidates(self.digits, i) for i in sorted(marked)}

    def marks729(self):
        cells = []
        for i in range(81):
            if self.digits[i] != '.':
                cells.append(''.join(d if d == self.digits[i] else '.' for d in '123456789'))
            elif i in self.marks:
                cells.append(''.join(d if d in self.marks[i] else '.' for d in '123456789'))
            else:
                cells.append('123456789')
        return ''.join(cells)


class Display:
    def __init__(self):
        self.xvfb = subprocess.Popen(['Xvfb', DISPLAY, '-screen', '0', '1600x1000x24'],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        time.sleep(1.5)
        if self.xvfb.poll() is not None:
            sys.exit(f'make-app-screens: Xvfb could not start on {DISPLAY} (is one running there?)')
        self.env = dict(os.environ, DISPLAY=DISPLAY)

    def x(self, *args):
        return run('xdotool', *args, env=self.env, check=False)

    def click(self, x, y):
        self.x('mousemove', str(x), str(y), 'click', '1')
        time.sleep(0.3)

    def keys(self, *keys):
        self.x('key', '--delay', '15', *keys)

    def window(self, name, tries=120):
        """The window titled name (the apps' own windows, not their helpers')."""
        for _ in range(tries):
            found = self.x('search', '--name', f'^{name}$') + self.x('search', '--class', name.split()[-1])
            for window in found.split():
                if self.x('getwindowname', window).strip() == name and int(self.size(window)[0]) > 100:
                    return window
            time.sleep(0.25)
        sys.exit(f'make-app-screens: no window named {name}')

    def size(self, window):
        geometry = self.x('getwindowgeometry', window).split('Geometry:')[1].split()[0]
        return geometry.split('x')

    def place(self, window):
        position = self.x('getwindowgeometry', window).split('Position:')[1].split()[0]
        return position.split(',')

    def shot(self, window, path):
        # From the screen, as a screenshot is: what the window has drawn.
        (w, h), (x, y) = self.size(window), self.place(window)
        run('import', '-window', 'root', '-crop', f'{w}x{h}+{x}+{y}', '+repage', path, env=self.env)

    def close(self):
        self.xvfb.terminate()


def walk(display, act):
    """Visits every cell from r1c1 (selected) row by row with the arrow keys,
    doing act(cell) at each."""
    for r in range(9):
        for c in range(9):
            act(r * 9 + c)
            if c < 8:
                display.keys('Right')
        if r < 8:
            display.keys('Down', *['Left'] * 8)


def gnome_sudoku(display, position, theme, name, sizes, shots):
    home = tempfile.mkdtemp(prefix='gs-home-')
    env = dict(display.env, HOME=home, GTK_THEME=theme, XDG_RUNTIME_DIR=home, NO_AT_BRIDGE='1')
    app = subprocess.Popen(['dbus-run-session', '--', '/usr/games/gnome-sudoku'], env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        display.window('Select Difficulty')
        time.sleep(1)
        display.click(370, 525)  # Create your own puzzle
        time.sleep(1)
        display.click(113, 109)  # r1c1
        walk(display, lambda i: display.keys(position.givens[i]) if position.givens[i] != '.' else None)
        display.click(548, 25)  # the tick: play it
        time.sleep(1.5)
        display.click(113, 109)
        walk(display, lambda i: display.keys(position.placed[i]) if i in position.placed else None)
        window = display.window('Sudoku')
        default = display.size(window)
        shots += [(shot, position.digits, '-') for shot in take(display, window, name, sizes)]
        display.x('windowsize', window, *default)  # where r1c1 is at (113, 109)
        time.sleep(1.2)
        display.click(113, 109)
        walk(display, lambda i: display.keys(*[f'ctrl+{d}' for d in position.marks[i]]) if i in position.marks else None)
        shots += [(shot, position.digits, position.marks729()) for shot in take(display, window, name + '-marks', sizes)]
    finally:
        quit_app(app)
        shutil.rmtree(home, ignore_errors=True)


def quit_app(app):
    # dbus-run-session's children too, or the next app opens under this one.
    os.killpg(app.pid, signal.SIGTERM)
    app.wait()
    time.sleep(1)


def take(display, window, name, sizes):
    """The window at each size: the screenshots' names."""
    names = []
    for size_name, (w, h) in sizes.items():
        display.x('windowsize', window, str(w), str(h))
        time.sleep(1.2)
        names.append(f'{name}-{size_name}')
        display.shot(window, os.path.join(OUT, names[-1] + '.png'))
    return names


def ksudoku(display, position, name, sizes, shots):
    """KSudoku's board while a puzzle is entered (Enter In A Puzzle): the givens
    alone, on its default theme."""
    home = tempfile.mkdtemp(prefix='ks-home-')
    env = dict(display.env, HOME=home, XDG_RUNTIME_DIR=home)
    app = subprocess.Popen(['dbus-run-session', '--', '/usr/games/ksudoku'], env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        window = display.window('KSudoku')
        time.sleep(2)
        display.click(145, 192)  # Enter In A Puzzle
        time.sleep(1.5)
        display.x('windowsize', window, '900', '800')
        time.sleep(1.5)
        display.click(210, 140)  # r1c1 of the board at that size
        walk(display, lambda i: display.keys(position.givens[i]) if position.givens[i] != '.' else None)
        shots += [(shot, position.givens, '-') for shot in take(display, window, name, sizes)]
    finally:
        quit_app(app)
        shutil.rmtree(home, ignore_errors=True)


def fltk_sudoku(display, rng, name, sizes, shots):
    """FLTK's Sudoku (fltk1.3-games): bevelled cells with no grid lines, its own
    random puzzle. The position shown is read back from its preferences file,
    where it keeps each cell's digit shown (state) when it quits; its marks
    are drawn in a row, not in places, so none are to be read."""
    home = tempfile.mkdtemp(prefix='fl-home-')
    prefs = os.path.join(home, '.fltk/fltk.org/sudoku.prefs')
    env = dict(display.env, HOME=home)

    def start():
        app = subprocess.Popen(['/usr/games/flsudoku'], env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, start_new_session=True)
        return app, display.window('Sudoku - Easy')

    def shown():
        states = {}
        with open(prefs) as f:
            for line in f:
                if line.startswith('state'):
                    key, value = line.strip()[5:].split(':')
                    r, c = map(int, key.split('.'))
                    states[r * 9 + c] = value
        return ''.join(states[i] if states[i] != '0' else '.' for i in range(81))

    def centre(cell):
        # The default window (480x505): boxes 160 pixels apart, cells 49.5.
        r, c = divmod(cell, 9)
        return 31 + (c // 3) * 160 + (c % 3) * 49.5, 75 + (r // 3) * 160 + (r % 3) * 49.5

    def quit_saving(app):
        display.click(450, 32)  # the menu bar's empty end: the keys go to the window
        display.keys('ctrl+q')
        app.wait(timeout=20)

    app = None
    try:
        app, window = start()  # a new puzzle, kept in the preferences on quitting
        quit_saving(app)
        givens = shown()
        app, window = start()  # the same puzzle again, quit or killed below
        empty = [i for i in range(81) if givens[i] == '.']
        answer = solution(givens)
        chosen = rng.sample(empty, len(empty) // 2)
        for i in chosen[::2]:
            display.click(*map(round, centre(i)))
            display.keys(answer[i])
        for i in chosen[1::2]:
            display.click(*map(round, centre(i)))
            display.keys(*[f'shift+{d}' for d in candidates(givens, i)[:3]])
        names = take(display, window, name, sizes)
        display.x('windowsize', window, '480', '505')
        time.sleep(1)
        quit_saving(app)
        shots += [(shot, shown(), '-') for shot in names]
    finally:
        if app and app.poll() is None:
            quit_app(app)
        shutil.rmtree(home, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--seed', type=int, default=7)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(OUT, exist_ok=True)
    display = Display()
    shots = []
    gnome_sizes = {'phone': (420, 820), 'landscape': (860, 420), 'desktop': (1100, 800)}
    try:
        for k, puzzle in enumerate(puzzles()[:4]):
            theme = 'Adwaita' if k % 2 == 0 else 'Adwaita:dark'
            tone = 'light' if k % 2 == 0 else 'dark'
            gnome_sudoku(display, Position(puzzle, rng), theme, f'gnome-{tone}-{k + 1}', gnome_sizes, shots)
        for k, puzzle in enumerate(puzzles()[4:6]):
            ksudoku(display, Position(puzzle, rng), f'ksudoku-{k + 1}',
                    {'desktop': (900, 800), 'small': (520, 600)}, shots)
        for k in range(3):
            fltk_sudoku(display, rng, f'fltk-{k + 1}', {'desktop': (480, 505), 'large': (760, 800)}, shots)
    finally:
        display.close()
    with open(os.path.join(OUT, 'apps.tsv'), 'w') as out:
        out.write('# name\tdigits shown\t729 marks shown (- none); made by scripts/make-app-screens.py\n')
        for shot in shots:
            out.write('\t'.join(shot) + '\n')
    print(f'make-app-screens: {len(shots)} screenshots in {OUT}')


if __name__ == '__main__':
    main()
