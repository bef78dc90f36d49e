// The page's sheets beside the board: the hint's (its words, its stages, Apply)
// and the replay's (stepping through the solution, from Step through or a step
// of the grade), docked under the board on a narrow screen. Grade, which opens
// the replay at a step, is here too.
import { leftOut } from './game.js';
import { ensureMessages, message as m } from './messages.js';

const $ = (id) => document.getElementById(id);
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

export function createSheets(page) {
  const { state, session, say } = page;
  const render = () => session.render();

  // On a screen too narrow for two columns the hint's words (and a replay's) are a
  // sheet docked right under the board, not below the pad and the buttons; the
  // sheet carries its own buttons, so a finger never chases the Hint button.
  // style.css's layouts: one column (the sheets docked under the board), and a short
  // window's two (the board beside a column of tools that scrolls on its own).
  const shortWindow = matchMedia('(orientation: landscape) and (height < 37.5rem)');
  const oneColumn = matchMedia('(width < 55.25rem) and ((orientation: portrait) or (height >= 37.5rem))');
  function dockPanels() {
    const panels = [$('hint-panel'), $('replay-panel')];
    if (oneColumn.matches) document.querySelector('.board-frame').after(...panels);
    else $('tools').after(...panels);
  }
  oneColumn.addEventListener('change', dockPanels);  // a phone turned
  dockPanels();

  // Scrolls (only if it must) so the board's top and the panel's bottom are both in
  // view; when they cannot both be, the whole panel with as much board as fits.
  // In one column, a sheet too tall for the room under the board keeps its words
  // in a box of their own that scrolls, so the board stays in view as a long step
  // plays. It measures in the frame after the panel's first (no layout forced before it).
  function showWithBoard(panel) {
    requestAnimationFrame(() => requestAnimationFrame(() => {
      const margin = 8;
      const words = panel.querySelector('.sheet-words');
      if (words) {
        words.style.maxHeight = '';
        // The pad stays below the sheet (style.css keeps it at the window's foot), so it takes its room too.
        const room = innerHeight - document.querySelector('.board-frame').getBoundingClientRect().height
          - $('pad').getBoundingClientRect().height - 3 * margin;
        const rest = panel.getBoundingClientRect().height - words.getBoundingClientRect().height;
        if (oneColumn.matches && rest + words.scrollHeight > room) words.style.maxHeight = `${Math.max(room - rest, 96)}px`;
      }
      if (shortWindow.matches) {
        panel.scrollIntoView({ block: 'nearest' });  // the tools' column scrolls on its own there
        return;
      }
      const box = panel.getBoundingClientRect();
      const foot = oneColumn.matches ? $('pad').getBoundingClientRect().height : 0;  // the pad below it
      const low = box.bottom + foot + margin - innerHeight;  // scroll at least this far for the panel's bottom
      const high = document.querySelector('.board-frame').getBoundingClientRect().top - margin;  // at most this far for the board's top
      const dy = low <= high ? Math.max(low, Math.min(0, high)) : Math.min(low, box.top - margin);
      if (Math.abs(dy) >= 1) scrollBy({ top: dy, behavior: reducedMotion.matches ? 'instant' : 'smooth' });
    }));
  }

  // ---- the hint -------------------------------------------------------------------

  // The sheet's own button (as a Hint press) at a hint's level: what it shows next
  // (Which technique?, as the page has it; Show me), or nothing at the last.
  let hintLevel = 0;
  function showMore() {
    const more = hintLevel === 0 ? 'Which technique?' : hintLevel === 1 ? session.words('hint-show-me') : null;
    $('hint-more').hidden = !more;
    $('hint-more').textContent = more ?? '';
  }

  function showHintText(title, text) {
    $('hint-panel').hidden = false;
    $('hint-title').textContent = title;
    $('hint-text').replaceChildren(...session.linked(text));
    showMore();
    showWithBoard($('hint-panel'));
  }

  session.addEventListener('hintwait', () => say(m('waiting')));
  session.addEventListener('hint', ({ detail: { title, text, level } }) => {
    if (level === 0) {
      say('');  // what the message said (Ready, the last step applied, Looking…) was before this hint
      session.game.noteHint();  // its time, for the game's review
      page.save();
    }
    hintLevel = level;
    showHintText(title, text);
    if (level === 2) {
      // One or two stages play by themselves: stage controls only where there is something to step through.
      $('hop-controls').hidden = session.hint.last - session.hint.first < 2;
      $('hint-links').replaceChildren(...session.everyLink(session.hint.step));
    }
    if (level === 0) requestAnimationFrame(() => performance.mark('pencilmark:hint-frame'));  // for bench/page.mjs
    if (level === 2) $('apply').hidden = false;
  });
  session.addEventListener('hintclear', () => {
    $('hint-panel').hidden = true;
    $('apply').hidden = true;
    $('hop-controls').hidden = true;
    $('hint-links').replaceChildren();
    $('stage-said').textContent = '';
    $('stage-words').hidden = true;
    said = staged = null;
  });
  session.addEventListener('hintfail', async ({ detail: { message: problem, code } }) => {
    // A practice game's hints leave techniques out: the words say which, since the full engine may go on.
    const set = session.game.techniques;
    const { engine } = state;
    const out = engine && set?.startsWith('-') ? leftOut(set, await engine.techniques().catch(() => [])) : [];
    // Stuck is no fault: the game's technique set finds nothing here, and the words say why.
    if (code === 'stuck') say(out.length ? m('hints-stuck-left-out', { techniques: out }) : problem);
    else say(out.length ? m('hints-failed-left-out', { problem, techniques: out }) : problem, true);
    showWithBoard($('message'));
  });
  session.addEventListener('hintnone', () => {
    say(m('hint-board-complete'));
    showWithBoard($('message'));
  });
  session.addEventListener('apply', ({ detail: { step } }) => say(m('hint-applied', { technique: step.name })));

  // The hint's stages, as the session draws them. A screen reader hears what each
  // stage adds as the player steps, or where the animation stops (never each stage
  // of a playing animation: that would flood the live region).
  let said = null;  // [step, stage] last said
  let stageWordsModule = null;
  const stageWords = () => (stageWordsModule ??= import('./stage-words.js'));
  // What the stage drawn adds, under the hint's words at every frame (playing too).
  let staged = null;  // what the line shows (stage-words.js showStageLine)
  async function showStage(hint) {
    const { showStageLine } = await stageWords();
    if (session.hint !== hint || !session.stepShown) return;
    staged = showStageLine($('stage-words'), hint, session, staged, () => showWithBoard($('hint-panel')));
  }
  async function sayStage(hint) {
    if (hint.playing || (said?.[0] === hint.step && said[1] === hint.stage)) return;
    said = [hint.step, hint.stage];
    const { stageAnnouncement } = await stageWords();
    if (session.hint === hint && said[1] === hint.stage) {
      $('stage-said').textContent = stageAnnouncement(hint.step, hint.stage, hint.first, hint.last, session.language());
    }
  }
  session.addEventListener('render', () => {
    const { hint } = session;
    if (!session.stepShown) return;
    showStage(hint);
    sayStage(hint);
    $('hop-play').textContent = hint.playing ? 'Pause step' : session.words('hint-play-step');
    $('hop-play').toggleAttribute('data-playing', hint.playing);
    $('hop-back').disabled = hint.stage <= hint.first;
    $('hop-next').disabled = $('hop-all').disabled = hint.stage >= hint.last;
    $('hop-at').textContent = session.words('hint-stage', { stage: hint.stage - hint.first + 1, stages: hint.last - hint.first + 1 });
  });

  // The hint's animation, stage by stage (keys: , and . step, Space pauses or plays).
  $('hop-back').addEventListener('click', () => session.hint?.go(-1));
  $('hop-next').addEventListener('click', () => session.hint?.go(1));
  $('hop-all').addEventListener('click', () => session.hint?.whole());
  $('hop-play').addEventListener('click', () => {
    const { hint } = session;
    if (hint?.playing) hint.pause();
    else hint?.play();
  });
  $('hop-speed').addEventListener('change', () => {
    session.hintMs = Number($('hop-speed').value);
    if (session.hint) session.hint.ms = session.hintMs;
  });

  $('hint').addEventListener('click', () => session.pressHint());
  $('hint-more').addEventListener('click', () => session.pressHint());
  $('hint-done').addEventListener('click', () => {
    session.clearHint();
    render();
    session.board.cells[session.board.selected].focus({ preventScroll: true });
  });
  $('apply').addEventListener('click', () => session.applyHint());

  // ---- stepping through the solution --------------------------------------------------

  function showReplayStep() {
    const { replay } = session;
    const { step } = replay;
    $('replay-title').textContent = session.replayTitle;
    $('replay-text').replaceChildren(...session.linked(step.text));
    // The list stays open from step to step once the player opened it.
    const open = $('replay-links').querySelector('details')?.open ?? false;
    const parts = session.everyLink(step);
    for (const details of parts.filter((p) => p.tagName === 'DETAILS')) details.open = open;
    $('replay-links').replaceChildren(...parts);
    $('replay-back').disabled = replay.atStart;
    $('replay-next').disabled = replay.atEnd;
    $('replay-play').textContent = replay.playing ? 'Pause' : 'Play';
    if (!$('replay-panel').hidden) showWithBoard($('replay-panel'));
  }
  session.addEventListener('replay', showReplayStep);

  async function startReplay(index = 0) {
    const current = session.game;
    const steps = await page.workOut(current, () => state.engine.steps(current.source), m('replay-working'));
    if (!steps || session.game !== current) return;  // another game opened meanwhile: these steps are not its
    if (!(await session.startReplay(steps, index))) return say(m('replay-already-solved'));
    $('replay-panel').hidden = false;
    $('replay-next').focus({ preventScroll: true });
    showWithBoard($('replay-panel'));
  }

  $('replay').addEventListener('click', () => startReplay(0));
  $('replay-back').addEventListener('click', () => session.replay.go(-1));
  $('replay-next').addEventListener('click', () => session.replay.go(1));
  $('replay-play').addEventListener('click', () => {
    const { replay } = session;
    if (replay.playing) replay.pause();
    else replay.play(reducedMotion.matches ? 2500 : 1200);
  });
  $('replay-close').addEventListener('click', () => {
    $('replay-panel').hidden = true;
    session.closeReplay();
  });

  // ---- the grade ----------------------------------------------------------------------

  // The engine's technique names by key.
  async function techniqueNames() {
    return Object.fromEntries((await state.engine.techniques()).map((t) => [t.key, t.name]));
  }

  // The grade shown, and its game: drawn again in another language.
  let graded = null;
  async function drawGrade(current, grade) {
    const [names, { showGrade }] = await Promise.all([techniqueNames(), import('./grade-panel.js'), ensureMessages()]);
    if (session.game !== current) return false;  // the player went on to another game meanwhile: its level is kept
    showGrade($('grade-panel'), grade, names);
    graded = { current, grade };
    return true;
  }

  $('grade').addEventListener('click', async () => {
    const current = session.game, { id } = state;
    const grade = await page.workOut(current, () => page.gradeOf(current.source), m('grade-working'));
    if (!grade) return;
    page.setLevel(current, id, grade);
    if (!(await drawGrade(current, grade))) return;
    $('grade-panel').scrollIntoView({ block: 'nearest', behavior: reducedMotion.matches ? 'instant' : 'smooth' });
    say(m('grade-done', { level: m('level-name', { level: grade.level }) }));
  });
  $('grade-panel').addEventListener('step', (event) => startReplay(event.detail));

  // Another language: what the sheets wrote is said again in it (the engine's words
  // of a hint or a step shown stay as they came, until the next).
  document.addEventListener('pencilmark:language', () => {
    if (session.hint) {
      showMore();
      render();  // the stage controls
    }
    if (session.replay && !$('replay-panel').hidden) showReplayStep();
    if (graded && !$('grade-panel').hidden && graded.current === session.game) drawGrade(graded.current, graded.grade).catch(() => {});
  });

  return { showWithBoard };
}
