/// <reference types="vite/client" />
/**
 * A country's flag from the bundled flag-icons SVGs: each a file of its own beside the bundle, never inlined
 * into a script, never fetched from the web. Sized before it loads, so nothing jumps; alt="" as the
 * country's name is always written beside it. A country without a flag gets a neutral box.
 */
import './flag.css';

// Two-letter files only: the package's regional flags (gb-sct, es-ct…) are no country of the catalog.
const FLAGS = import.meta.glob<string>('./??.svg', { base: '../../../../node_modules/flag-icons/flags/4x3', query: '?no-inline', import: 'default', eager: true });

/** `lazy`: fetched once it is near the view, for a list of some 250 where most are out of it. */
export function Flag({ iso, width, lazy = false }: { iso: string; width: number; lazy?: boolean }) {
  const height = (width * 3) / 4;
  const url = FLAGS[`./${iso.toLowerCase()}.svg`];
  if (!url) return <span className="flag-none" style={{ width, height }} aria-hidden="true" />;
  return <img className="flag-image" src={url} width={width} height={height} alt="" draggable={false} loading={lazy ? 'lazy' : undefined} />;
}
