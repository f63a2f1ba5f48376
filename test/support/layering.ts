/**
 * The rules the layering test applies, kept apart so the test can also prove they catch planted imports:
 * - only the Electron shell (src/main/index.ts, src/main/shell/) imports electron, so the core runs in plain Node;
 * - the renderer never reaches into main;
 * - inside the core, each folder imports only the layers below it (the table below, in the spirit of Signal
 *   Desktop's `invalidUsesBySuffix`): an upward import fails with the rule it broke.
 */
import { dirname, join, normalize } from 'node:path';

export interface SourceFile {
  file: string;
  source: string;
}

export interface Violation {
  file: string;
  import: string;
  rule: string;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

function specifiers(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[1]!);
}

const isShell = (file: string) => file === 'src/main/index.ts' || file.startsWith('src/main/shell/');
const isElectron = (specifier: string) => specifier === 'electron' || specifier.startsWith('electron/');

/** Plain helpers every layer may use: they know nothing of sales, journals or screens. */
const PLATFORM = ['shared', 'contract', 'files', 'timers', 'shutdown-signal', 'logger', 'timings', 'events'];
/** The till's working parts, below the composition root. */
const DOMAINS = ['journal', 'settings', 'catalog', 'status', 'reports', 'backups', 'sales', 'receipts', 'printing', 'clerks', 'chain', 'audit', 'customer'];
const COMPOSITION = ['service-client', 'till-config', 'dispatch', 'environment-runtime', 'error-body', 'till'];

/**
 * Who may import whom, by layer (a folder of src/main, a file at its top, `shared`, or `contract`: the
 * contract's slices and their index in src/shared/contract/, which main and the renderer both import).
 * Nothing in shared or contract imports main. Unlisted units are front doors (web host, restore command,
 * Electron shell) and may import any of the core.
 */
export const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  shared: ['shared', 'contract'],
  // A slice may use another's vocabulary (printing prints the receipts' kinds).
  contract: ['shared', 'contract'],
  files: ['shared', 'contract'],
  timers: [],
  'shutdown-signal': [],
  logger: [],
  timings: [],
  events: ['shared', 'contract'],
  'topup-api': ['shared', 'contract'],
  simulator: ['shared', 'contract', 'files'],
  'renderer-files': ['shared', 'contract'],
  journal: [...PLATFORM],
  // Its changes are written into the journal's audit trail.
  settings: [...PLATFORM, 'journal'],
  catalog: [...PLATFORM, 'journal', 'topup-api'],
  status: [...PLATFORM, 'topup-api'],
  reports: [...PLATFORM, 'journal', 'topup-api'],
  backups: [...PLATFORM, 'journal'],
  sales: [...PLATFORM, 'journal', 'topup-api', 'catalog'],
  receipts: [...PLATFORM, 'journal'],
  printing: [...PLATFORM, 'journal', 'receipts'],
  clerks: [...PLATFORM, 'journal', 'reports'],
  chain: [...PLATFORM, 'journal'],
  // The trail is written by every domain through the journal; this domain only reads it (and writes its CSV as the day's is written).
  audit: [...PLATFORM, 'journal', 'reports'],
  // What it shows comes from the catalog, the quotes and the sales, handed in by the composition root.
  customer: [...PLATFORM, 'journal'],
  'service-client': [...PLATFORM, 'topup-api', 'settings', 'till-config'],
  'till-config': [...PLATFORM, 'settings', 'simulator', 'printing'],
  dispatch: [...PLATFORM, 'topup-api'],
  'environment-runtime': [...PLATFORM, ...DOMAINS, 'topup-api', 'simulator', 'service-client', 'till-config'],
  'error-body': [...PLATFORM, 'dispatch'],
  till: [...PLATFORM, ...DOMAINS, ...COMPOSITION, 'topup-api'],
};

/** The layer a path of src/ (without extension) belongs to; null outside the core. */
export function unitOf(path: string): string | null {
  const parts = path.replace(/\.(ts|tsx|mts|cts)$/, '').split('/');
  if (parts[0] !== 'src') return null;
  if (parts[1] === 'shared') return parts[2] === 'contract' ? 'contract' : 'shared';
  if (parts[1] !== 'main' || parts.length < 3) return null;
  return parts[2]!;
}

/** A relative import, or the renderer's `@shared/…` alias, as a path of src/. */
function resolved(file: string, specifier: string): string {
  if (specifier.startsWith('@shared/')) return `src/shared/${specifier.slice('@shared/'.length)}`;
  return normalize(join(dirname(file), specifier)).split('\\').join('/');
}

export function layeringViolations(files: readonly SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const { file, source } of files) {
    const from = unitOf(file);
    for (const specifier of specifiers(source)) {
      const core = (file.startsWith('src/main/') && !isShell(file)) || file.startsWith('src/shared/');
      if (core && isElectron(specifier)) violations.push({ file, import: specifier, rule: 'only the Electron shell (src/main/index.ts, src/main/shell/) may import electron' });
      if (!specifier.startsWith('.') && !specifier.startsWith('@shared/')) continue;
      const target = resolved(file, specifier);
      if (file.startsWith('src/renderer/') && (target.startsWith('src/main/') || target === 'src/main')) {
        violations.push({ file, import: specifier, rule: 'the renderer never imports main: it talks to it through the contract' });
        continue;
      }
      const to = unitOf(target);
      const allowed = from === null ? undefined : ALLOWED[from];
      if (to === null || to === from || allowed === undefined || target.endsWith('.json')) continue;
      if (!allowed.includes(to)) {
        violations.push({ file, import: specifier, rule: `${from} may import only ${allowed.length ? allowed.join(', ') : 'nothing of the core'}; ${to} is not below it` });
      }
    }
  }
  return violations;
}

/** The source file an import names, among `known` (with its extension, or a folder's index). */
function fileOf(target: string, known: ReadonlySet<string>): string | null {
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`]) if (known.has(candidate)) return candidate;
  return null;
}

/**
 * Import circles among the given files (type-only imports count: a circle in the drawing is one in the code),
 * each as the files around it, found by a depth-first walk.
 */
export function importCycles(files: readonly SourceFile[]): string[][] {
  const known = new Set(files.map(({ file }) => file));
  const edges = new Map(
    files.map(({ file, source }) => [
      file,
      specifiers(source)
        .filter((specifier) => specifier.startsWith('.') || specifier.startsWith('@shared/'))
        .map((specifier) => fileOf(resolved(file, specifier), known))
        .filter((target): target is string => target !== null),
    ]),
  );
  const cycles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): void => {
    const at = path.indexOf(file);
    if (at >= 0) return void cycles.push(path.slice(at));
    if (done.has(file)) return;
    path.push(file);
    for (const next of edges.get(file) ?? []) visit(next);
    path.pop();
    done.add(file);
  };
  for (const file of known) visit(file);
  return cycles;
}
