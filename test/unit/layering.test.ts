/**
 * The layering rules: only the Electron shell (src/main/index.ts and src/main/shell/**) may import electron,
 * so the core runs in plain Node; the renderer never reaches into main; and inside the core each layer
 * imports only the layers below it (the table in test/support/layering.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALLOWED, layeringViolations, unitOf } from '../support/layering';

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

  it('keeps electron in the shell, main out of the renderer, and every import of the core pointing down', () => {
    const violations = layeringViolations(files.map((file) => ({ file, source: readFileSync(join(root, file), 'utf8') })));
    expect(violations).toEqual([]);
  });

  it('places every part of the core in the table: a new folder needs a decision about its layer', () => {
    const frontDoors = new Set(['index', 'shell', 'web-host', 'restore-cli']);
    const units = new Set(files.map(unitOf).filter((unit): unit is string => unit !== null));
    expect([...units].filter((unit) => !(unit in ALLOWED) && !frontDoors.has(unit))).toEqual([]);
  });

  it('catches an upward import, and says which rule it broke', () => {
    const planted = [
      { file: 'src/main/journal/sales-repo.ts', source: "import { canTransition } from '../sales/state-machine';" },
      { file: 'src/main/catalog/catalog.ts', source: "import type { SalesService } from '../sales/sales-service';" },
      { file: 'src/main/sales/outbox.ts', source: "import type { TillConfig } from '../till-config';" },
      { file: 'src/main/settings/settings-store.ts', source: "import { businessDayOf } from '../reports/business-day';" },
      { file: 'src/shared/money.ts', source: "import { createTill } from '../main/till';" },
      { file: 'src/main/sales/contract.ts', source: "import { Sale } from './sales-service';" },
      // Downward imports pass.
      { file: 'src/main/sales/outbox.ts', source: "import type { SalesRepo } from '../journal/sales-repo';" },
      { file: 'src/shared/contract.ts', source: "import { salesMethods } from '../main/sales/contract';" },
      { file: 'src/main/till.ts', source: "import { createSalesService } from './sales/sales-service';" },
    ];
    const found = layeringViolations(planted);
    expect(found.map((v) => v.file)).toEqual([
      'src/main/journal/sales-repo.ts',
      'src/main/catalog/catalog.ts',
      'src/main/sales/outbox.ts',
      'src/main/settings/settings-store.ts',
      'src/shared/money.ts',
      'src/main/sales/contract.ts',
    ]);
    expect(found[0]!.rule).toBe('journal may import only shared, files, timers, shutdown-signal, logger, timings, events; sales is not below it');
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
