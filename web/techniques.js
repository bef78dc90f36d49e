// The Techniques page's boards: every technique's article (written into the page
// at build by make-techniques.mjs, with what it is, why it works, its variants and
// what it builds on) carries its examples (the engine's own, then those Practise
// opens), each shown at the step where its solution first uses it, the hint's
// stages played on the board. Boards are drawn when they come near the view and
// play when in it; each article's box is sized before, so nothing moves when a
// board arrives.
import { Game, gameAfter } from './game.js';
import { BoardSession, loadHints } from './session.js';
import { message as m, words } from './messages.js';
import { shownTheme, storedTheme } from './settings.js';
import { speaking } from './page-language.js';
import { createWorkerEngine } from './worker-client.js';

// The page's language (the build writes one page a language: techniques-LANG.html):
// its examples' steps and its boards' words are said in it (the engine's words,
// and locales/LANG/messages/learn.ftl's technique-*).
const language = () => document.documentElement.lang || 'en';
const engine = speaking(createWorkerEngine(), language);

const theme = storedTheme();
if (theme) document.documentElement.dataset.theme = theme;

// An example's board just before the technique's first step, and the step: as the
// build worked it out (the first article's first example), or from the engine.
// A problem of its own is thrown with its message (said), to be said in words once they have loaded.
const problem = (said) => Object.assign(new Error(said.id), { said });
async function position(example, info) {
  const { shown } = example;
  if (shown) {
    const game = Game.fromJSON(shown.game);
    if (!game) throw problem(m('technique-board-unread'));
    return { game, step: shown.step, index: shown.index, count: shown.count };
  }
  const steps = await engine.steps(example.puzzle, { techniques: example.techniques });
  const index = steps.findIndex((s) => s.technique === info.key);
  if (index < 0) throw problem(m('technique-not-used', { technique: info.name }));
  return { game: gameAfter(example.puzzle.replace(/0/g, '.'), steps, index, example.puzzle), step: steps[index], index, count: steps.length };
}

// Draws one example: the puzzle just before the technique's first step, the step's
// stages played one after another (again when it comes back into view).
async function showExample(entry, which = 0) {
  const { info, board, words: box } = entry;  // box: where the example's words go
  const example = entry.example[which];
  entry.choices.forEach((b, i) => b.setAttribute('aria-pressed', String(i === which)));
  entry.stop?.();
  try {
    const [{ game, step, index, count }] = await Promise.all([position(example, info), loadHints(language())]);
    board.setAttribute('aria-label', words('technique-example-board', { technique: info.name }, language()));
    if (!entry.session) {
      entry.session = new BoardSession(board, { engine: () => engine, selection: false, keys: false, language });
      await new Promise((resolve) => { setTimeout(resolve, 0); });  // the board's cells made in one task, drawn in the next
    }
    const { session } = entry;
    session.open(game);
    session.render();
    const title = document.createElement('p');
    title.className = 'hint-title';
    title.textContent = words('replay-title', { step: index + 1, steps: count, name: step.name }, language());
    const body = document.createElement('p');
    body.append(...session.linked(step.text));
    box.replaceChildren(title, body);
    entry.shown = { game, step };
    entry.play = () => session.showStep(step);
    entry.stop = () => session.hint?.stop();
    entry.frame.dataset.ready = 'true';
    if (entry.visible) entry.play();
  } catch (err) {
    box.textContent = await failure('technique-example-failed', err);
    box.classList.add('error');
  }
}

// What went wrong, said by message `id` in the page's words: its own problem's
// message, else the error's words; those alone where no words could load.
async function failure(id, err) {
  try {
    await loadHints(language());
    return words(id, { error: err.said ?? err.message }, language());  // a message given is said in the same language
  } catch {
    return err.message;
  }
}

// The example's step as a picture to save: the whole step, or its stages animated.
async function savePicture(entry, animate) {
  if (!entry.shown) return;  // not drawn yet
  try {
    const [{ boardPicture }, saving] = await Promise.all([import('./picture.js'), import('./save-picture.js')]);
    await loadHints(language());  // the picture's title and description in the page's language
    const svg = boardPicture(entry.shown.game, { step: entry.shown.step, animate, theme: shownTheme(theme), language: language() });
    await saving.savePicture({ svg, name: `pencilmark-${entry.info.key}${animate ? '-animated' : ''}` });
    entry.pictureProblem?.remove();
  } catch (err) {
    // One line that says the latest problem, however often the button is pressed.
    entry.pictureProblem ??= Object.assign(document.createElement('p'), { className: 'error' });
    entry.pictureProblem.textContent = await failure('technique-picture-failed', err);
    entry.words.append(entry.pictureProblem);
  }
}

// Near the view: drawn (once); in the view: played; out of it: stopped.
const byFrame = new Map();  // an article's board frame -> its entry
const near = new IntersectionObserver((seen) => {
  for (const { target, isIntersecting } of seen) {
    if (!isIntersecting) continue;
    near.unobserve(target);
    const entry = byFrame.get(target);
    if (entry.example.length) showExample(entry);
  }
}, { rootMargin: '300px 0px' });
const inView = new IntersectionObserver((seen) => {
  for (const { target, isIntersecting } of seen) {
    const entry = byFrame.get(target);
    entry.visible = isIntersecting;
    if (isIntersecting) entry.play?.();
    else entry.stop?.();
  }
}, { threshold: 0.5 });
function observe(entry) {
  byFrame.set(entry.frame, entry);
  near.observe(entry.frame);
  inView.observe(entry.frame);
}

// The articles are in the page as the build wrote them (make-techniques.mjs), each
// with its examples as data: the script only draws and plays their boards.
for (const item of document.querySelectorAll('#technique-list > .technique')) {
  const entry = {
    info: { key: item.dataset.key, name: item.querySelector('h2').textContent },
    example: JSON.parse(item.dataset.examples),
    board: item.querySelector('.board'),
    words: item.querySelector('.example-words'),
    frame: item.querySelector('.example-frame'),
    choices: [...item.querySelectorAll('.example-choice button')],
  };
  entry.choices.forEach((button, i) => button.addEventListener('click', () => showExample(entry, i)));
  for (const button of item.querySelectorAll('.example-pictures button')) {
    button.addEventListener('click', () => savePicture(entry, button.dataset.animate === 'true'));
  }
  observe(entry);
}
