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
import { message as m, words } from './messages.js';
import { createWorkerEngine } from './worker-client.js';

// The form: its words are games.ftl's (data-words: the message an element says,
// written in by sayForm), but for those index.html has (Print a booklet, Cancel,
// Close), which web/page-words.js says in the page's language.
const FORM = `<div class="dialog-body">
  <h2 id="booklet-title">Print a booklet</h2>
  <p class="dialog-note" data-words="booklet-note"></p>
  <div class="booklet-form">
    <label for="booklet-kind" data-words="booklet-kind-label"></label>
    <select id="booklet-kind"><optgroup></optgroup></select>
    <label for="booklet-count" data-words="booklet-count-label"></label>
    <input id="booklet-count" type="number" min="1" max="${MAX_COUNT}" value="6" inputmode="numeric">
    <label for="booklet-per-page" data-words="booklet-per-page-label"></label>
    <select id="booklet-per-page">${Object.keys(PER_PAGE).map((n) => `<option value="${n}"${n === '4' ? ' selected' : ''}></option>`).join('')}</select>
    <label for="booklet-paper" data-words="booklet-paper-label"></label>
    <select id="booklet-paper">${Object.keys(PAPERS).map((key) => `<option value="${key}"></option>`).join('')}</select>
    <label for="booklet-name" data-words="booklet-title-label"></label>
    <input id="booklet-name" type="text" maxlength="${MAX_TITLE}" autocomplete="off">
    <label for="booklet-seed" data-words="booklet-seed-label"></label>
    <input id="booklet-seed" type="text" maxlength="20" inputmode="numeric" autocomplete="off" spellcheck="false">
  </div>
  <progress id="booklet-progress" max="1" value="0" hidden></progress>
  <p id="booklet-status" class="message" role="status"></p>
  <div id="booklet-preview" class="booklet-preview" hidden></div>
  <div class="buttons">
    <button type="button" id="booklet-make" class="primary" data-words="booklet-make"></button>
    <button type="button" id="booklet-print-again" hidden data-words="booklet-print-again"></button>
    <button type="button" id="booklet-cancel" hidden>Cancel</button>
    <button type="button" id="booklet-close">Close</button>
  </div>
</div>`;

// The booklet's words in the page's language: its pages' (booklet.js's booklet-* messages).
const printed = (id, args) => words(id, args);

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
  LEVEL_NAMES.forEach((_, level) => levels.append(new Option('', `level:${level}`)));
  $('booklet-paper').value = likelyPaper();

  let engine = null;      // the dialog's own worker engine, from the first open
  let techniques = null;  // the engine's table, once read (the technique choices)
  const groups = new Map();  // level → the <optgroup> of its techniques
  let making = null;      // AbortController of the booklet being made
  let made = null;        // { options, pages } of the last booklet
  let said = null;        // what the status line says: [message, isError]

  const status = (message, isError = false) => {
    said = [message, isError];
    $('booklet-status').textContent = words(message);
    $('booklet-status').classList.toggle('error', isError);
  };

  // The form's words in the page's language: at first, and again when it changes (the
  // title too, while it is the default one).
  let defaultTitle = null;
  function sayForm() {
    for (const element of dialog.querySelectorAll('[data-words]')) element.textContent = words(element.dataset.words);
    levels.label = words('booklet-kind-level');
    for (const option of levels.children) option.textContent = words('booklet-level', { level: Number(option.value.split(':')[1]) });
    for (const [level, group] of groups) group.label = words('booklet-kind-technique', { level: words('booklet-level', { level }) });
    for (const option of $('booklet-per-page').options) option.textContent = words('booklet-per-page', { count: Number(option.value) });
    for (const option of $('booklet-paper').options) option.textContent = words('booklet-paper', { paper: option.value });
    $('booklet-seed').placeholder = words('booklet-seed-any');
    const title = words('booklet-default-title');
    if (defaultTitle === null || $('booklet-name').value === defaultTitle) $('booklet-name').value = title;
    defaultTitle = title;
    if (said) status(...said);
  }
  sayForm();
  document.addEventListener('pencilmark:language', sayForm);

  async function fillTechniques() {
    if (techniques) return;
    techniques = await engine.techniques();
    for (const t of techniques) {
      if (!groups.has(t.level)) {
        const group = document.createElement('optgroup');
        group.label = words('booklet-kind-technique', { level: words('booklet-level', { level: t.level }) });
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
      img.alt = words('booklet-page-number', { page: i + 1, pages: pages.length });
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
      // (A problem the form cannot have, its menus offering only good values, in the command's words.)
      return status(err.problem ? m(`booklet-bad-${err.problem}`, err.args) : m('booklet-bad-option', { error: err.message }), true);
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
          status(done < count ? m('booklet-making', { number: done + 1, count }) : m('booklet-laying-out'));
        },
      });
      const pages = bookletPages(options, puzzles, printed);
      await showPages(options, pages);
      made = { options, pages };
      status(m('booklet-made', { count: puzzles.length, pages: pages.length, paper: m('booklet-paper', { paper: options.paper }), seed: options.seed }));
      busy(false);
      $('booklet-print-again').hidden = false;
      print();
    } catch (err) {
      busy(false);
      if (err.name === 'AbortError') status(m('booklet-stopped'));
      else status(m('booklet-failed', { error: err.message }), true);
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
        status(m('booklet-techniques-failed', { error: err.message }), true);
      }
    },
  };
}
