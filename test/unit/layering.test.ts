/**
 * The layering rules: only the Electron shell (src/main/index.ts and src/main/shell/**) may import electron,
 * so the core runs in plain Node; the renderer never reaches into main; inside the core each layer imports
 * only the layers below it, and inside the renderer likewise, no screen importing another (the tables in
 * test/support/layering.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALLOWED, importCycles, layeringViolations, RENDERER_ALLOWED, rendererLayerOf, rendererUnitOf, unitOf } from '../support/layering';

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

  it('keeps electron in the shell, main out of the renderer, and every import of the core and of the renderer pointing down', () => {
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

  it('places every folder of the renderer in its table: a new top folder needs a decision about its layer', () => {
    const units = new Set(files.map(rendererUnitOf).filter((unit): unit is string => unit !== null));
    expect([...units].filter((unit) => !(rendererLayerOf(unit) in RENDERER_ALLOWED))).toEqual([]);
    expect([...units].filter((unit) => unit.startsWith('screens/'))).toContain('screens/sale');
    for (const layer of ['lib', 'data', 'i18n', 'ui', 'app', 'root']) expect(units).toContain(layer);
    // A folder nobody placed is not taken for one of the layers.
    expect(rendererUnitOf('src/renderer/src/widgets/clock.tsx')).toBe('widgets');
    expect('widgets' in RENDERER_ALLOWED).toBe(false);
  });

  it('catches a renderer import across its layers, and says which rule it broke', () => {
    const planted = [
      { file: 'src/renderer/src/screens/shift/count-cash.tsx', source: "import { typeAmountKey } from '../sale/amount-entry';" },
      { file: 'src/renderer/src/screens/sign-in/shop-place-step.tsx', source: "import '../settings/settings-form.css';" },
      { file: 'src/renderer/src/screens/sale/later-steps.ts', source: "const Prompt = lazyPart(() => import('../settings/shop-country-prompt'));" },
      { file: 'src/renderer/src/screens/recent/sale-actions.tsx', source: "import { useManagerApproval } from '../../app/approval/manager-approval';" },
      { file: 'src/renderer/src/ui/status-bar.tsx', source: "import { useLock } from '../screens/sign-in/use-lock';" },
      { file: 'src/renderer/src/ui/approval/approval-dialog.tsx', source: "import '../../screens/sign-in/sign-in.css';" },
      { file: 'src/renderer/src/data/use-session.ts', source: "import { ErrorLine } from '../ui/error-line';" },
      { file: 'src/renderer/src/i18n/language-provider.tsx', source: "import { lazyPart } from '../ui/lazy-part';" },
      { file: 'src/renderer/src/lib/amount-entry.ts', source: "import { useSettings } from '../data/use-settings';" },
      { file: 'src/renderer/src/ui/lazy-part.tsx', source: "import { TillApp } from '../app/till-app';" },
      // Downward imports, and a unit's own files, pass.
      { file: 'src/renderer/src/screens/shift/count-cash.tsx', source: "import { typeAmountKey } from '../../lib/amount-entry';" },
      { file: 'src/renderer/src/screens/sale/sale-screen.tsx', source: "import { ShopCountryPrompt } from './later-steps';\nimport './shop-country-prompt.css';" },
      { file: 'src/renderer/src/screens/day/use-close-day.ts', source: "import { useApprovalFirst } from '../../ui/approval/approval-first';" },
      { file: 'src/renderer/src/ui/status-bar.tsx', source: "import { useLock } from '../data/use-lock';\nimport { useFormats } from '../i18n/use-formats';" },
      { file: 'src/renderer/src/ui/approval/approval-dialog.tsx', source: "import { PinEntry } from '../pin-entry';" },
      { file: 'src/renderer/src/i18n/language-provider.tsx', source: "import { whenIdle } from '../lib/when-idle';\nimport { useSettings } from '../data/use-settings';" },
      { file: 'src/renderer/src/lib/amount-entry.ts', source: "import { amountTextProblem } from '@shared/amount-rules';\nimport type { Money } from '@shared/contract';" },
      { file: 'src/renderer/src/app/gates/session-gate.tsx', source: "import { SignInScreen } from '../../screens/sign-in/sign-in-screen';" },
      { file: 'src/renderer/src/main.tsx', source: "import { TillApp } from './app/till-app';" },
    ];
    const found = layeringViolations(planted);
    expect(found.map((v) => `${v.file} ${v.import}`)).toEqual([
      'src/renderer/src/screens/shift/count-cash.tsx ../sale/amount-entry',
      'src/renderer/src/screens/sign-in/shop-place-step.tsx ../settings/settings-form.css',
      'src/renderer/src/screens/sale/later-steps.ts ../settings/shop-country-prompt',
      'src/renderer/src/screens/recent/sale-actions.tsx ../../app/approval/manager-approval',
      'src/renderer/src/ui/status-bar.tsx ../screens/sign-in/use-lock',
      'src/renderer/src/ui/approval/approval-dialog.tsx ../../screens/sign-in/sign-in.css',
      'src/renderer/src/data/use-session.ts ../ui/error-line',
      'src/renderer/src/i18n/language-provider.tsx ../ui/lazy-part',
      'src/renderer/src/lib/amount-entry.ts ../data/use-settings',
      'src/renderer/src/ui/lazy-part.tsx ../app/till-app',
    ]);
    const rules = found.map((v) => v.rule);
    expect(rules[0]).toBe('a screen imports no other screen: screens/shift may not import screens/sale (move what both use to ui/ or lib/)');
    expect(rules[3]).toBe('screens may import only shared, lib, data, i18n, ui; app is not below it');
    expect(rules[4]).toBe('ui may import only shared, lib, data, i18n; screens/sign-in is not below it');
    expect(rules[6]).toBe('data may import only shared, lib; ui is not below it');
    expect(rules[8]).toBe('lib may import only shared; data is not below it');
  });

  it('has no import circle in the renderer', () => {
    const renderer = files.filter((file) => file.startsWith('src/renderer/'));
    expect(importCycles(renderer.map((file) => ({ file, source: readFileSync(join(root, file), 'utf8') })))).toEqual([]);
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
