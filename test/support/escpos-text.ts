/**
 * A small ESC/POS decoder for the tests: the text a printer would print from the bytes (decoded from the code
 * page in force, commands stripped), and counts of cuts, drawer pulses and images. It knows the length of every
 * command receiptEscPos() sends, so image data is skipped rather than read as text, and it throws on a command
 * it does not know, so a new one cannot slip text past it. It also reads the status requests (DLE EOT) a
 * network printer is sent after the job.
 */
import CodepageEncoder, { type Codepage } from '@point-of-sale/codepage-encoder';
import { ESC_POS_CODEPAGES } from '../../src/main/receipts/escpos';

export interface EscPosImage {
  width: number;
  height: number;
  /** Rows of '1' (black dot) and '0'. */
  rows: string[];
}

export interface EscPosText {
  /** The printed lines, joined by '\n'. */
  text: string;
  /** How wide each printed line is in dots (12 a character of font A, times its width; a bit image's columns). */
  lineDots: number[];
  /** Each printed line's characters at double width or more (GS !), in order: what the printer prints large. */
  lineWide: string[];
  cuts: number;
  pulses: number;
  images: number;
  /** The raster images (GS v 0), such as the QR code, to check what they draw. */
  rasters: EscPosImage[];
}

const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;
const DLE = 0x10;

/** Dots across a character of font A at single width. */
const CHARACTER_DOTS = 12;

const PAGES = new Map<number, Codepage>(Object.entries(ESC_POS_CODEPAGES).map(([name, number]) => [number, name as Codepage]));

function table(page: Codepage): number[] {
  return CodepageEncoder.getEncoding(page).codepoints;
}

function raster(bytes: Uint8Array, at: number, widthBytes: number, height: number): EscPosImage {
  const rows: string[] = [];
  for (let y = 0; y < height; y++) {
    let row = '';
    for (let x = 0; x < widthBytes * 8; x++) row += (bytes[at + y * widthBytes + (x >> 3)]! >> (7 - (x & 7))) & 1 ? '1' : '0';
    rows.push(row);
  }
  return { width: widthBytes * 8, height, rows };
}

export function decodeEscPos(bytes: Uint8Array): EscPosText {
  const out: EscPosText = { text: '', lineDots: [], lineWide: [], cuts: 0, pulses: 0, images: 0, rasters: [] };
  const lines: string[] = [];
  let line = '';
  let wide = '';
  let dots = 0;
  let widthScale = 1;
  let codepoints = table('cp437');
  const at = (i: number) => {
    if (i >= bytes.length) throw new Error(`ESC/POS command cut short at byte ${i}`);
    return bytes[i]!;
  };

  let i = 0;
  while (i < bytes.length) {
    const byte = bytes[i]!;
    if (byte === 0x0a) {
      lines.push(line);
      out.lineDots.push(dots);
      out.lineWide.push(wide);
      line = '';
      wide = '';
      dots = 0;
      i += 1;
    } else if (byte === 0x0d) {
      i += 1;
    } else if (byte === ESC) {
      const command = at(i + 1);
      if (command === 0x40 || command === 0x32) i += 2; // ESC @ initialize, ESC 2 default line spacing
      else if (command === 0x74) {
        const page = PAGES.get(at(i + 2));
        if (!page) throw new Error(`ESC t ${at(i + 2)}: a code page the encoder should not choose`);
        codepoints = table(page);
        i += 3;
      } else if (command === 0x21) {
        widthScale = at(i + 2) & 0x20 ? 2 : 1; // ESC ! n: print mode, bit 5 double width
        i += 3;
      } else if ([0x61, 0x45, 0x4d, 0x2d, 0x34, 0x33, 0x4a, 0x64].includes(command)) i += 3; // ESC a, E, M, -, 4, 3, J, d
      else if (command === 0x70) {
        out.pulses += 1; // ESC p m t1 t2
        i += 5;
      } else if (command === 0x2a) {
        const mode = at(i + 2); // ESC * m nL nH data: 1 byte a column in 8-dot modes, 3 in 24-dot ones
        const columns = at(i + 3) + at(i + 4) * 256;
        out.images += 1;
        dots += columns;
        i += 5 + columns * (mode >= 32 ? 3 : 1);
      } else throw new Error(`Unknown ESC/POS command ESC 0x${command.toString(16)} at byte ${i}`);
    } else if (byte === GS) {
      const command = at(i + 1);
      if (command === 0x21) {
        widthScale = ((at(i + 2) >> 4) & 0x07) + 1; // GS ! n: width in the high nibble, height in the low
        i += 3;
      } else if (command === 0x42) i += 3; // GS B reverse
      else if (command === 0x50) i += 4; // GS P motion units
      else if (command === 0x56) {
        out.cuts += 1; // GS V m, or GS V m n for the feed-and-cut forms
        i += at(i + 2) >= 65 ? 4 : 3;
      } else if (command === 0x76 && at(i + 2) === 0x30) {
        const widthBytes = at(i + 4) + at(i + 5) * 256; // GS v 0 m xL xH yL yH data
        const height = at(i + 6) + at(i + 7) * 256;
        at(i + 8 + widthBytes * height - 1);
        out.images += 1;
        out.rasters.push(raster(bytes, i + 8, widthBytes, height));
        i += 8 + widthBytes * height;
      } else if (command === 0x28 && at(i + 2) === 0x6b) i += 5 + at(i + 3) + at(i + 4) * 256; // GS ( k: native QR
      else throw new Error(`Unknown ESC/POS command GS 0x${command.toString(16)} at byte ${i}`);
    } else if (byte === FS) {
      if (at(i + 1) !== 0x2e) throw new Error(`Unknown ESC/POS command FS 0x${at(i + 1).toString(16)} at byte ${i}`);
      i += 2; // FS . cancels double-byte characters
    } else if (byte === DLE && at(i + 1) === 0x04) {
      i += 3; // DLE EOT n: a status request sent after the job
    } else if (byte < 0x20) {
      throw new Error(`Control byte 0x${byte.toString(16)} in the text at byte ${i}`);
    } else {
      const point = codepoints[byte];
      const char = point === undefined ? '\uFFFD' : String.fromCodePoint(point);
      line += char;
      if (widthScale > 1) wide += char;
      dots += CHARACTER_DOTS * widthScale;
      i += 1;
    }
  }
  if (line !== '') {
    lines.push(line);
    out.lineDots.push(dots);
    out.lineWide.push(wide);
  }
  out.text = lines.join('\n');
  return out;
}
