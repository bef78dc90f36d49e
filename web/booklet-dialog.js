// The page's "Print a booklet" dialog: new puzzles of a level or a technique,
// made in a worker of the dialog's own (the player's hints never wait behind a
// booklet of forty), laid out by booklet.js (the same pages pencilmark-print
// writes) and handed to the browser's print, for paper or a PDF. Loaded on the
// first press of its button: the first paint needs none of it. Everything it
// needs is the page's own files, so it works offline.
//
// The pages print as images (SVG in data: URLs): the page's Content-Security-
// Policy lets no inline style run in the page, and an image keeps its own. The
// print view (.booklet-print) is shown only to print, while the root has the
// class printing-booklet (style.css's @media print); otherwise printing the page
// prints the board.
import { bookletOptions, bookletPages, makePuzzles, MAX_COUNT, MAX_TITLE, PAPERS, PER_PAGE } from './booklet.js';
import { LEVEL_NAMES } from './game.js';
import { createWorkerEngine } from './worker-client.js';

const FORM = `<div class="dialog-body">
  <h2 id="booklet-title">Print a booklet</h2>
  <p class="dialog-note">New puzzles to print, with their solutions on the last pages. They are made in this browser
    (offline too); the same seed makes the same booklet again.</p>
  <div class="booklet-form">
    <label for="booklet-kind">Puzzles</label>
    <select id="booklet-kind"><optgroup label="Level"></optgroup></select>
    <label for="booklet-count">How many</label>
    <input id="booklet-count" type="number" min="1" max="${MAX_COUNT}" value="6" inputmode="numeric">
    <label for="booklet-per-page">A page</label>
    <select id="booklet-per-page">${Object.keys(PER_PAGE).map((n) => `<option value="${n}"${n === '4' ? ' selected' : ''}>${n} ${n === '1' ? 'puzzle' : 'puzzles'}</option>`).join('')}</select>
    <label for="booklet-paper">Paper</label>
    <select id="booklet-paper">${Object.entries(PAPERS).map(([key, p]) => `<option value="${key}">${p.name}</option>`).join('')}</select>
    <label for="booklet-name">Title</label>
    <input id="booklet-name" type="text" maxlength="${MAX_TITLE}" value="Sudoku" autocomplete="off">
    <label for="booklet-seed">Seed</label>
    <input id="booklet-seed" type="text" maxlength="20" inputmode="numeric" placeholder="any (printed on the pages)" autocomplete="off" spellcheck="false">
  </div>
  <progress id="booklet-progress" max="1" value="0" hidden></progress>
  <p id="booklet-status" class="message" role="status"></p>
  <div id="booklet-preview" class="booklet-preview" hidden></div>
  <div class="buttons">
    <button type="button" id="booklet-make" class="primary">Make and print</button>
    <button type="button" id="booklet-print-again" hidden>Print again</button>
    <button type="button" id="booklet-cancel" hidden>Cancel</button>
    <button type="button" id="booklet-close">Close</button>
  </div>
</div>`;

const $ = (id) => document.getElementById(id);

// The paper a visitor's printer most likely holds: Letter in the US and Canada
// (and the few others that use it), A4 elsewhere.
function likelyPaper() {
  const region = (navigator.language ?? '').split('-')[1]?.toUpperCase();
  return ['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE'].includes(region) ? 'letter' : 'a4';
}

/** The dialog, made once: open(level) shows it with that level chosen. */
export function createBookletDialog() {
  const dialog = document.createElement('dialog');
  dialog.id = 'booklet-dialog';
  dialog.className = 'games-dialog';
  dialog.setAttribute('aria-labelledby', 'booklet-title');
  dialog.innerHTML = FORM;
  document.body.append(dialog);
  const printView = document.createElement('div');
  printView.className = 'booklet-print';
  printView.id = 'booklet-print';
  document.body.append(printView);

  const levels = dialog.querySelector('optgroup');
  LEVEL_NAMES.forEach((name, level) => levels.append(new Option(name, `level:${level}`)));
  $('booklet-paper').value = likelyPaper();

  let engine = null;      // the dialog's own worker engine, from the first open
  let techniques = null;  // the engine's table, once read (the technique choices)
  let making = null;      // AbortController of the booklet being made
  let made = null;        // { options, pages } of the last booklet

  const status = (text, isError = false) => {
    $('booklet-status').textContent = text;
    $('booklet-status').classList.toggle('error', isError);
  };

  async function fillTechniques() {
    if (techniques) return;
    techniques = await engine.techniques();
    const groups = new Map();
    for (const t of techniques) {
      if (!groups.has(t.level)) {
        const group = document.createElement('optgroup');
        group.label = `Technique (${LEVEL_NAMES[t.level] ?? `level ${t.level}`})`;
        groups.set(t.level, group);
      }
      groups.get(t.level).append(new Option(t.name, `technique:${t.key}`));
    }
    $('booklet-kind').append(...groups.values());
  }

  function busy(on) {
    for (const id of ['booklet-kind', 'booklet-count', 'booklet-per-page', 'booklet-paper', 'booklet-name', 'booklet-seed', 'booklet-make']) $(id).disabled = on;
    $('booklet-cancel').hidden = !on;
    $('booklet-progress').hidden = !on;
    if (on) $('booklet-print-again').hidden = true;
  }

  // The pages as images in the print view, decoded before print is asked for
  // (an image still loading prints blank).
  async function showPages(options, pages) {
    const images = pages.map((svg, i) => {
      const img = new Image();
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      img.alt = `Page ${i + 1} of ${pages.length}`;
      return img;
    });
    await Promise.all(images.map((img) => img.decode()));
    printView.dataset.paper = options.paper;
    printView.replaceChildren(...images);
    // A preview of each page, small, to see what will print.
    $('booklet-preview').replaceChildren(...images.map((img) => Object.assign(img.cloneNode(), { alt: img.alt })));
    $('booklet-preview').hidden = false;
  }

  function print() {
    document.documentElement.classList.add('printing-booklet');
    window.print();
  }
  // Printed (or the print dialog closed): printing the page prints the board again.
  addEventListener('afterprint', () => document.documentElement.classList.remove('printing-booklet'));

  async function make() {
    let options;
    const [kind, value] = $('booklet-kind').value.split(':');
    try {
      options = bookletOptions({
        ...(kind === 'technique' ? { technique: value } : { level: Number(value) }),
        count: $('booklet-count').value, perPage: $('booklet-per-page').value, paper: $('booklet-paper').value,
        title: $('booklet-name').value, ...($('booklet-seed').value.trim() ? { seed: $('booklet-seed').value.trim() } : {}),
      }, techniques);
    } catch (err) {
      return status(`${err.message[0].toUpperCase()}${err.message.slice(1)}.`, true);
    }
    making = new AbortController();
    const { signal } = making;
    busy(true);
    $('booklet-cancel').focus();
    const progress = $('booklet-progress');
    progress.max = options.count;
    try {
      const puzzles = await makePuzzles(engine, options, {
        signal,
        onProgress: (done, count) => {
          progress.value = done;
          status(done < count ? `Making puzzle ${done + 1} of ${count}…` : 'Laying out the pages…');
        },
      });
      const pages = bookletPages(options, puzzles);
      await showPages(options, pages);
      made = { options, pages };
      status(`${puzzles.length} ${puzzles.length === 1 ? 'puzzle' : 'puzzles'} on ${pages.length} pages (${PAPERS[options.paper].name}, seed ${options.seed}). `
        + 'Your browser\'s print opens: choose a printer, or Save as PDF.');
      busy(false);
      $('booklet-print-again').hidden = false;
      print();
    } catch (err) {
      busy(false);
      if (err.name === 'AbortError') status('Stopped: no booklet made.');
      else status(`The booklet could not be made: ${err.message}`, true);
    } finally {
      making = null;
    }
  }

  function close() {
    making?.abort();
    document.documentElement.classList.remove('printing-booklet');
    dialog.close();
  }

  $('booklet-make').addEventListener('click', make);
  $('booklet-cancel').addEventListener('click', () => making?.abort());
  $('booklet-print-again').addEventListener('click', () => { if (made) print(); });
  $('booklet-close').addEventListener('click', close);
  dialog.addEventListener('cancel', (event) => { event.preventDefault(); close(); });
  dialog.addEventListener('click', (event) => { if (event.target === dialog) close(); });

  return {
    async open(level = 1) {
      if (!making) $('booklet-kind').value = `level:${level}`;
      if (!dialog.open) dialog.showModal();
      engine ??= createWorkerEngine();
      try {
        await fillTechniques();
      } catch (err) {
        status(`The techniques could not be listed (${err.message}): levels only.`, true);
      }
    },
  };
}
