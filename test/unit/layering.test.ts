/**
 * The layering rules: only the Electron shell (src/main/index.ts and src/main/shell/**) may import electron,
 * so the core runs in plain Node; the renderer never reaches into main; and inside the core each layer
 * imports only the layers below it (the table in test/support/layering.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALLOWED, importCycles, layeringViolations, unitOf } from '../support/layering';

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
    expect(files).toContain('src/shared/contract/index.ts');
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
      { file: 'src/shared/contract/sales.ts', source: "import { Sale } from '../../main/sales/sales-service';" },
      { file: 'src/shared/contract/index.ts', source: "import type { Till } from '../../main/till';" },
      // Downward imports pass.
      { file: 'src/main/sales/outbox.ts', source: "import type { SalesRepo } from '../journal/sales-repo';" },
      { file: 'src/shared/contract/index.ts', source: "import { salesMethods } from './sales';" },
      { file: 'src/shared/contract/printing.ts', source: "import { ReceiptKind } from './receipts';" },
      { file: 'src/main/sales/sales-service.ts', source: "import type { Sale } from '../../shared/contract';" },
      { file: 'src/main/till.ts', source: "import { createSalesService } from './sales/sales-service';" },
    ];
    const found = layeringViolations(planted);
    expect(found.map((v) => v.file)).toEqual([
      'src/main/journal/sales-repo.ts',
      'src/main/catalog/catalog.ts',
      'src/main/sales/outbox.ts',
      'src/main/settings/settings-store.ts',
      'src/shared/money.ts',
      'src/shared/contract/sales.ts',
      'src/shared/contract/index.ts',
    ]);
    expect(found[0]!.rule).toBe('journal may import only shared, contract, files, timers, shutdown-signal, logger, timings, events; sales is not below it');
  });

  it('has no import circle in shared and the contract, which both sides of the till import', () => {
    const shared = files.filter((file) => file.startsWith('src/shared/'));
    expect(importCycles(shared.map((file) => ({ file, source: readFileSync(join(root, file), 'utf8') })))).toEqual([]);
  });

  it('finds a planted import circle', () => {
    const planted = [
      { file: 'src/shared/schemas.ts', source: "import { AMOUNT_TEXT } from './amount-rules';" },
      { file: 'src/shared/amount-rules.ts', source: "import type { Money } from './contract';" },
      { file: 'src/shared/contract/index.ts', source: "export * from '../schemas';" },
      { file: 'src/shared/money.ts', source: "import { z } from 'zod';" },
    ];
    expect(importCycles(planted)).toEqual([['src/shared/schemas.ts', 'src/shared/amount-rules.ts', 'src/shared/contract/index.ts']]);
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
