/**
 * The layering rule: only the Electron shell (src/main/index.ts and src/main/shell/**) may import electron,
 * so the core runs in plain Node; and the renderer never reaches into main.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { layeringViolations } from '../support/layering';

const root = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|cts)$/.test(name) ? [relative(root, path).split('\\').join('/')] : [];
  });
}

describe('layering', () => {
  const files = ['src/main', 'src/shared', 'src/renderer', 'src/preload'].flatMap((dir) => sourceFiles(join(root, dir)));

  it('finds the source files it checks', () => {
    expect(files).toContain('src/shared/contract.ts');
    expect(files.length).toBeGreaterThan(20);
  });

  it('keeps electron in the shell and main out of the renderer', () => {
    const violations = layeringViolations(files.map((file) => ({ file, source: readFileSync(join(root, file), 'utf8') })));
    expect(violations).toEqual([]);
  });

  it('catches a core file that imports electron, and a renderer file that imports main', () => {
    const planted = [
      { file: 'src/main/journal/open.ts', source: "import { app } from 'electron';" },
      { file: 'src/shared/money.ts', source: "const { app } = require('electron');" },
      { file: 'src/main/sales/outbox.ts', source: "const electron = await import('electron/main');" },
      { file: 'src/renderer/src/App.tsx', source: "import { createTill } from '../../main/till';" },
      { file: 'src/main/shell/window.ts', source: "import { BrowserWindow } from 'electron';" },
      { file: 'src/main/index.ts', source: "import { app } from 'electron';" },
    ];
    expect(layeringViolations(planted).map((v) => v.file)).toEqual([
      'src/main/journal/open.ts',
      'src/shared/money.ts',
      'src/main/sales/outbox.ts',
      'src/renderer/src/App.tsx',
    ]);
  });
});
