// Pictures of a board as a BoardSession shows it, one menu's worth for the page
// (its Share menu, buttons in its HTML) and the embed (a Picture menu it makes):
// the board with the step shown (SVG or PNG), or the step's stages animated (SVG).
// save-picture.js (and picture.js, through the session) come on the first press.

/** The menu's choices: the embed's labels, and the page's buttons' ids. */
export const PICTURE_CHOICES = [
  { label: 'Image (SVG)', id: 'picture-svg', format: 'svg', animate: false },
  { label: 'Image (PNG)', id: 'picture-png', format: 'png', animate: false },
  { label: 'Animated image (SVG)', id: 'picture-hint', format: 'svg', animate: true },
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
 * The embed's menu: a <details> with a button a choice. theme() names the theme
 * to draw in; failed(message) says a picture that could not be made.
 */
export function makePictureMenu(session, { theme, failed }) {
  const menu = document.createElement('details');
  menu.className = 'pictures';
  const summary = document.createElement('summary');
  summary.textContent = 'Picture';
  const items = document.createElement('div');
  for (const choice of PICTURE_CHOICES) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = choice.label;
    b.addEventListener('click', async () => {
      try {
        if (!(await savePictureOf(session, choice, theme()))) throw new Error('there is no step shown to animate');
      } catch (err) {
        failed(`The picture could not be made: ${err.message}`);
      }
    });
    items.append(b);
  }
  menu.append(summary, items);
  return menu;
}
