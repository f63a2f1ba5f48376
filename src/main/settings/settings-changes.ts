/** What a change of the settings changed, in the audit trail's words: "printer.kind: browser → network". Pure. */

type Flat = Map<string, string>;

function flatten(value: unknown, prefix: string, into: Flat): Flat {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return into;
}

/** A value as the trail shows it: quoted when empty, cut short when long (a receipt's footer). */
function shown(value: string | undefined): string {
  if (value === undefined || value === '') return '""';
  return value.length > 40 ? `${value.slice(0, 39)}…` : value;
}

export function settingsChanges(before: object, after: object): string {
  const was = flatten(before, '', new Map());
  const now = flatten(after, '', new Map());
  const changed = [...new Set([...was.keys(), ...now.keys()])].filter((key) => was.get(key) !== now.get(key)).sort();
  return changed.length === 0 ? 'no change' : changed.map((key) => `${key}: ${shown(was.get(key))} → ${shown(now.get(key))}`).join('; ');
}
