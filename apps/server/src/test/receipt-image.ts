import sharp from 'sharp';

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A printed receipt as a PNG: the lines in 28 px DejaVu Sans Mono, black on white, the way a
 * flat-bed scan or a steady photo of a thermal receipt looks to the OCR.
 */
export async function renderReceipt(lines: readonly string[]): Promise<Buffer> {
  const width = 900;
  const height = 80 + lines.length * 44;
  const text = lines
    .map(
      (line, i) =>
        `<text x="40" y="${60 + i * 44}" font-family="DejaVu Sans Mono" font-size="28" fill="#000">${xml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A plain white picture: no text at all. */
export function blankImage(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#fff' } })
    .jpeg()
    .toBuffer();
}
