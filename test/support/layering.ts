/** The rule the layering test applies, kept apart so the test can also prove it catches a planted import. */
import { dirname, join, normalize } from 'node:path';

export interface SourceFile {
  file: string;
  source: string;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

function specifiers(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[1]!);
}

const isShell = (file: string) => file === 'src/main/index.ts' || file.startsWith('src/main/shell/');
const isElectron = (specifier: string) => specifier === 'electron' || specifier.startsWith('electron/');

export function layeringViolations(files: readonly SourceFile[]): Array<{ file: string; import: string }> {
  const violations: Array<{ file: string; import: string }> = [];
  for (const { file, source } of files) {
    for (const specifier of specifiers(source)) {
      const core = (file.startsWith('src/main/') && !isShell(file)) || file.startsWith('src/shared/');
      if (core && isElectron(specifier)) violations.push({ file, import: specifier });
      if (file.startsWith('src/renderer/') && specifier.startsWith('.')) {
        const target = normalize(join(dirname(file), specifier)).split('\\').join('/');
        if (target.startsWith('src/main/') || target === 'src/main') violations.push({ file, import: specifier });
      }
    }
  }
  return violations;
}
