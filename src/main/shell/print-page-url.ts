/**
 * The address the hidden print window loads: the app's page told to print silently (its owner prints it) in the
 * receipt's language, at the print route of the job. The query goes before the `#`, where the page reads it.
 */
import type { Language } from '../../shared/languages';

export function printPageUrl(entry: URL, route: string, language: Language): string {
  const url = new URL(entry.href);
  url.search = new URLSearchParams({ silent: '1', language }).toString();
  url.hash = route;
  return url.href;
}
