/**
 * A QR code's modules, made once in the core with the `qrcode` package: the screen draws them as SVG and the
 * printer as a bitmap, so both show the same code and the renderer needs no QR library of its own.
 */
import QRCode from 'qrcode';

/** Rows of '1' (dark) and '0', top to bottom; medium error correction survives a creased slip. */
export function qrModules(data: string): string[] {
  const { modules } = QRCode.create(data, { errorCorrectionLevel: 'M' });
  const rows: string[] = [];
  for (let y = 0; y < modules.size; y++) {
    let row = '';
    for (let x = 0; x < modules.size; x++) row += modules.get(x, y) ? '1' : '0';
    rows.push(row);
  }
  return rows;
}
