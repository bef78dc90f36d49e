// Pictures the browser tests draw in the page, for the photo reader.

// A printed Sudoku as a camera might see it: paper with a shade across it, the
// grid a little turned, digits in a newspaper-like face; drawn in the page, as PNG.
export async function printedPuzzlePicture(target, givens) {
  const url = await target.evaluate((digits) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1000;
    canvas.height = 800;
    const g = canvas.getContext('2d');
    const shade = g.createLinearGradient(0, 0, 1000, 800);
    shade.addColorStop(0, '#f4f1e8');
    shade.addColorStop(1, '#c9c4b6');
    g.fillStyle = shade;
    g.fillRect(0, 0, 1000, 800);
    g.translate(500, 400);
    g.rotate(0.06);
    const side = 540, cell = side / 9;
    g.translate(-side / 2, -side / 2);
    g.strokeStyle = '#222';
    for (let k = 0; k <= 9; k++) {
      g.lineWidth = k % 3 ? 1.5 : 4;
      g.beginPath(); g.moveTo(k * cell, 0); g.lineTo(k * cell, side); g.stroke();
      g.beginPath(); g.moveTo(0, k * cell); g.lineTo(side, k * cell); g.stroke();
    }
    g.fillStyle = '#1a1a1a';
    g.font = 'bold 40px "DejaVu Serif", serif';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    [...digits].forEach((d, c) => { if (d !== '.') g.fillText(d, (c % 9 + 0.5) * cell, (Math.floor(c / 9) + 0.5) * cell + 2); });
    return canvas.toDataURL('image/png');
  }, givens);
  return Buffer.from(url.split(',')[1], 'base64');
}
