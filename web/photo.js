// From a photo: a picture chosen (the camera, on a phone), dropped or pasted is
// read by the engine's photo reader, in the worker, on the device. The player
// sees the photo with the grid outlined and the digits read over it, the cells
// the reader is unsure of ringed; a tap (or the arrow keys) picks a cell and a
// digit fixes it; Play this opens the puzzle as a game, with the page's usual
// checks. Nothing leaves the device.

import { cellName } from './game.js';
import { message as m, words } from './messages.js';

// The reader is as good on a picture this size as on a larger one, and quicker.
const MOST_SIDE = 1600;

/** The picture in a file, scaled down to at most MOST_SIDE a side: its canvas and RGBA pixels. */
export async function pictureOf(file) {
  const bitmap = await createImageBitmap(file);  // turned upright as its camera says
  const scale = Math.min(1, MOST_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return { canvas, pixels: context.getImageData(0, 0, canvas.width, canvas.height) };
}

// A point of the grid's outline at (u, v), 0..1 across and down: the corners
// interpolated (near enough to perspective for a cell's centre).
function gridPoint([tl, tr, br, bl], u, v) {
  const top = [tl[0] + (tr[0] - tl[0]) * u, tl[1] + (tr[1] - tl[1]) * u];
  const bottom = [bl[0] + (br[0] - bl[0]) * u, bl[1] + (br[1] - bl[1]) * u];
  return [top[0] + (bottom[0] - top[0]) * v, top[1] + (bottom[1] - top[1]) * v];
}

export class PhotoReview {
  /**
   * elements: the review's section, its words, canvas, fix row, and Play and
   * Cancel buttons. play(puzzle, marks): opens the puzzle as a game with the
   * marks (masks, one a cell; the page drops those of cells with a digit) as
   * the player's, answering whether it did (else the page has said why, and
   * the review stays to fix cells).
   * say(message, isError): the page's message line (a message of web/messages.js).
   */
  constructor(elements, { play, say }) {
    Object.assign(this, { elements, play, say });
    this.reading = null;
    this.selected = -1;
    this.cellSaid = null;  // what the words on the cell chosen say: a message
    const { canvas, fix, playButton, cancel } = elements;
    for (const digit of ['1', '2', '3', '4', '5', '6', '7', '8', '9', '']) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = digit || words('photo-empty');
      if (!digit) button.dataset.empty = '';
      button.addEventListener('click', () => this.fix(digit));
      fix.append(button);
    }
    // Another language: the review's words are written again in it.
    document.addEventListener('pencilmark:language', () => {
      fix.querySelector('[data-empty]').textContent = words('photo-empty');
      if (!this.reading) return;
      this.describe();
      this.draw();
      if (this.cellSaid) this.elements.cellWords.textContent = words(this.cellSaid);
    });
    canvas.addEventListener('click', (event) => this.pick(event));
    canvas.addEventListener('keydown', (event) => this.key(event));
    playButton.addEventListener('click', async () => {
      if (await this.play(this.puzzle(), this.marks())) this.close();
    });
    cancel.addEventListener('click', () => this.close());
  }

  /** Reads the picture in file and shows what was read; engine: the page's worker engine. */
  async open(file, engine) {
    let picture;
    try {
      picture = await pictureOf(file);
    } catch {
      return this.say(m('photo-not-picture', { file: file.name, named: file.name ? 'yes' : 'no' }), true);
    }
    this.say(m('photo-reading'));
    let reading;
    try {
      reading = await engine.readImage(picture.pixels);
    } catch (err) {
      return this.say(err.code === 'no-grid' ? m('photo-no-grid') : m('photo-unread', { error: err.message }), true);
    }
    this.picture = picture.canvas;
    this.reading = reading;
    this.digits = [...reading.puzzle].map((ch) => (ch === '.' ? '' : ch));
    this.unsure = new Set(reading.unsure.map((name) => 9 * (Number(name[1]) - 1) + Number(name[3]) - 1));
    this.selected = -1;
    this.cellSaid = null;
    this.elements.section.hidden = false;
    this.draw();
    this.elements.section.scrollIntoView({ block: 'nearest' });
    this.words();
  }

  /** The puzzle as read and fixed: 81 characters, '.' for an empty cell. */
  puzzle() {
    return this.digits.map((d) => d || '.').join('');
  }

  /** The pencil marks read, a mask a cell (bit d - 1 for digit d), 0 where none were. */
  marks() {
    return this.reading.marks ?? [];
  }

  close() {
    this.elements.section.hidden = true;
    this.reading = null;
  }

  // What was read, and the cells to check, over the photo.
  describe() {
    const check = [...this.unsure].sort((a, b) => a - b).map(cellName);
    this.elements.words.textContent = words('photo-digits-read', { read: this.digits.filter(Boolean).length, count: check.length, cells: check });
  }

  words() {
    this.describe();
    this.say(m('photo-read', { count: this.unsure.size }));
  }

  // The cell's centre and size in the canvas's pixels.
  cellAt(c) {
    const { corners } = this.reading;
    const [x, y] = gridPoint(corners, ((c % 9) + 0.5) / 9, (Math.floor(c / 9) + 0.5) / 9);
    const side = Math.hypot(corners[1][0] - corners[0][0], corners[1][1] - corners[0][1]) / 9;
    return { x, y, side };
  }

  draw() {
    const { canvas } = this.elements;
    const photo = this.picture;
    canvas.width = photo.width;
    canvas.height = photo.height;
    const context = canvas.getContext('2d');
    context.drawImage(photo, 0, 0);
    const { corners } = this.reading;
    context.lineWidth = Math.max(2, photo.width / 300);
    context.strokeStyle = '#1f6feb';
    context.beginPath();
    corners.forEach(([x, y], i) => (i ? context.lineTo(x, y) : context.moveTo(x, y)));
    context.closePath();
    context.stroke();
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    for (let c = 0; c < 81; c++) {
      const { x, y, side } = this.cellAt(c);
      if (this.unsure.has(c) || c === this.selected) {
        context.strokeStyle = c === this.selected ? '#1f6feb' : '#d97706';
        context.lineWidth = Math.max(2, side / (c === this.selected ? 8 : 12));
        context.beginPath();
        context.arc(x, y, side * 0.42, 0, 2 * Math.PI);
        context.stroke();
      }
      if (!this.digits[c]) continue;
      context.font = `bold ${Math.round(side * 0.5)}px system-ui, sans-serif`;
      context.lineWidth = Math.max(2, side / 10);
      context.strokeStyle = 'white';
      context.strokeText(this.digits[c], x + side * 0.22, y - side * 0.22);
      context.fillStyle = '#1f6feb';
      context.fillText(this.digits[c], x + side * 0.22, y - side * 0.22);
    }
    canvas.setAttribute('aria-label', words('photo-canvas-label', { puzzle: this.puzzle() }));
  }

  pick(event) {
    if (!this.reading) return;
    const { canvas } = this.elements;
    const box = canvas.getBoundingClientRect();
    const x = ((event.clientX - box.left) * canvas.width) / box.width;
    const y = ((event.clientY - box.top) * canvas.height) / box.height;
    let nearest = -1, best = Infinity;
    for (let c = 0; c < 81; c++) {
      const cell = this.cellAt(c);
      const d = Math.hypot(cell.x - x, cell.y - y);
      if (d < best && d < cell.side) [nearest, best] = [c, d];
    }
    if (nearest >= 0) this.select(nearest);
  }

  select(c) {
    this.selected = c;
    const { fix, cellWords } = this.elements;
    fix.hidden = false;
    this.cellSaid = m('photo-cell-read', { cell: cellName(c), digit: Number(this.digits[c] || 0) });
    cellWords.textContent = words(this.cellSaid);
    this.draw();
  }

  key(event) {
    if (!this.reading) return;
    const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -9, ArrowDown: 9 };
    if (event.key in moves) {
      event.preventDefault();
      this.select(Math.min(80, Math.max(0, (this.selected < 0 ? 0 : this.selected) + moves[event.key])));
    } else if (this.selected >= 0 && /^[1-9]$/.test(event.key)) {
      this.fix(event.key);
    } else if (this.selected >= 0 && ['Backspace', 'Delete', '0', '.'].includes(event.key)) {
      this.fix('');
    }
  }

  fix(digit) {
    if (this.selected < 0) return;
    this.digits[this.selected] = digit;
    this.unsure.delete(this.selected);  // the player has looked at it
    this.cellSaid = m('photo-cell-fixed', { cell: cellName(this.selected), digit: Number(digit || 0) });
    this.elements.cellWords.textContent = words(this.cellSaid);
    this.draw();
    this.words();
  }
}
