// Reading a booklet's page (booklet.js's SVG, in millimetres) back: its size, and
// each board placed on it with where it is, how wide, the size of its digits on
// paper, and the digits it draws (read from the drawing: each digit's text by its
// place in the 9x9, givens apart from the rest). The node test of pencilmark-print
// and the page's test of the dialog read the pages alike.

// picture.js's board: drawn in its own units, a 3 px frame and nine tracks.
const FRAME = 3;

/** A page's SVG read back: { width, height, boards: [{ x, y, size, font, givens, values }] } (mm; 81-character lines). */
export function readPage(svg) {
  const root = svg.match(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="([\d.]+)mm" height="([\d.]+)mm" viewBox="0 0 ([\d.]+) ([\d.]+)"/);
  if (!root) throw new Error('not a booklet page');
  const boards = [];
  for (const [board, x, y, size, drawn] of svg.matchAll(/<svg xmlns="[^"]+" id="p[0-9a-z]{5}" x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="[\d.]+" viewBox="0 0 (\d+) \d+"[^]*?<\/svg>/g)) {
    const scale = Number(size) / Number(drawn);
    const track = (Number(drawn) - 2 * FRAME) / 9;
    const font = Number(board.match(/\.vg,[^{]*\.vn\{font-size:([\d.]+)px\}/)?.[1] ?? NaN);
    const givens = Array(81).fill('.'), values = Array(81).fill('.');
    for (const [, cls, texts] of board.matchAll(/<g class="(v[gn]) [^"]*">(.*?)<\/g>/g)) {
      for (const [, tx, ty, digit] of texts.matchAll(/<text x="([\d.]+)" y="([\d.]+)">([1-9])<\/text>/g)) {
        const cell = Math.floor((ty - FRAME) / track) * 9 + Math.floor((tx - FRAME) / track);
        values[cell] = digit;
        if (cls === 'vg') givens[cell] = digit;
      }
    }
    boards.push({ x: Number(x), y: Number(y), size: Number(size), font: font * scale, givens: givens.join(''), values: values.join('') });
  }
  return { width: Number(root[3]), height: Number(root[4]), widthAttr: `${root[1]}mm`, boards };
}
