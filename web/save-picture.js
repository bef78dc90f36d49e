// Pictures of a board saved from a page: the SVG as it is, or a PNG drawn from it
// through a canvas at twice its size (the vector drawn at that size, not a small
// image scaled), each handed to the browser as a download.
import { message as m } from './messages.js';

/** Hands `blob` to the browser as a file called `name`. */
export function saveFile(blob, name) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}

/** SVG text as a PNG blob, `scale` times its width and height. */
export async function pngOf(svg, scale = 2) {
  const size = Number(/<svg [^>]*width="(\d+)"/.exec(svg)?.[1]);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size * scale;
  canvas.getContext('2d').drawImage(image, 0, 0, size * scale, size * scale);
  // The error says why to a programmer, and its `said` to the player (share.ftl's share-picture-png-failed).
  const failed = () => Object.assign(new Error('the browser could not make the PNG'), { said: m('share-picture-png-failed') });
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(failed())), 'image/png'));
}

/** Saves a picture ({ svg, name }) as SVG, or as PNG. */
export async function savePicture({ svg, name }, format = 'svg') {
  if (format === 'png') saveFile(await pngOf(svg), `${name}.png`);
  else saveFile(new Blob([svg], { type: 'image/svg+xml' }), `${name}.svg`);
}

/**
 * Saves what a BoardSession shows as a picture (its picture(): animate, theme):
 * resolves to the file's name, or null when animate asks for a step and none is shown.
 */
export async function saveShownPicture(session, { format = 'svg', ...options } = {}) {
  const picture = await session.picture(options);
  if (!picture) return null;
  await savePicture(picture, format);
  return `${picture.name}.${format}`;
}
