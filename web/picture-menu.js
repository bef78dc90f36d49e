// Pictures of a board as a BoardSession shows it, one menu's worth for the page
// (its Share menu, buttons in its HTML) and the embed (a Picture menu it makes):
// the board with the step shown (SVG or PNG), or the step's stages animated (SVG).
// save-picture.js (and picture.js, through the session) come on the first press.

/** The menu's choices: the page's buttons' ids (the embed's labels are share.ftl's picture-menu-choice, by id). */
export const PICTURE_CHOICES = [
  { id: 'picture-svg', format: 'svg', animate: false },
  { id: 'picture-png', format: 'png', animate: false },
  { id: 'picture-hint', format: 'svg', animate: true },
];

/**
 * Saves the picture of one choice in `theme` ('light' or 'dark'): resolves to the
 * file's name, or null when it asks for a step animated and none is shown; rejects
 * when the picture could not be made.
 */
export async function savePictureOf(session, { format, animate }, theme) {
  const { saveShownPicture } = await import('./save-picture.js');
  return saveShownPicture(session, { format, animate, theme });
}

/**
 * The embed's menu: a <details> with a button a choice, in the board's language
 * (session.words: its catalog has loaded with the replay the menu is made for).
 * theme() names the theme to draw in; failed(words) says a picture that could not be made.
 */
export function makePictureMenu(session, { theme, failed }) {
  const menu = document.createElement('details');
  menu.className = 'pictures';
  const summary = document.createElement('summary');
  summary.textContent = session.words('picture-menu-name');
  const items = document.createElement('div');
  for (const choice of PICTURE_CHOICES) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = session.words('picture-menu-choice', { choice: choice.id });
    b.addEventListener('click', async () => {
      try {
        if (!(await savePictureOf(session, choice, theme()))) failed(session.words('picture-menu-no-step'));
      } catch (err) {
        failed(session.words('share-picture-failed', { error: err.said ?? err.message }));
      }
    });
    items.append(b);
  }
  menu.append(summary, items);
  return menu;
}
