/**
 * The simulator's logo CDN: each brand's generated SVG at `/logos/<brand>.svg`, open to anyone as a CDN is,
 * so training shows logos without the internet. One file per brand, not per operator: the ~50 brands of a
 * catalog are ~50 downloads for a till, where ~900 operators would be ~900.
 */
import type { ServerResponse } from 'node:http';
import type { Catalog } from './catalog';
import { brandSlug, logoSvg } from './catalog/logo';

const LOGO_PATH = /^\/logos\/([a-z0-9-]{1,60})\.svg$/;

export const isLogoPath = (path: string): boolean => LOGO_PATH.test(path);

/** Where an operator's logo is served, on the origin the client reached the simulator at. */
export const logoUrl = (origin: string, operatorName: string): string => `${origin}/logos/${brandSlug(operatorName)}.svg`;

export type LogoCdn = ReturnType<typeof createLogoCdn>;

export function createLogoCdn(catalog: Catalog) {
  const svgs = new Map<string, string>();
  for (const operator of catalog.operators) {
    const slug = brandSlug(operator.name);
    if (!svgs.has(slug)) svgs.set(slug, logoSvg(operator.name));
  }
  return {
    /** Answers a logo path: the SVG, or a 404 for a brand the catalog does not have. */
    send(path: string, response: ServerResponse): void {
      const svg = svgs.get(LOGO_PATH.exec(path)?.[1] ?? '');
      if (svg === undefined) {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end('No such logo');
        return;
      }
      response.writeHead(200, {
        'Content-Type': 'image/svg+xml',
        'Content-Length': Buffer.byteLength(svg),
        // A logo never changes for its URL: caches may keep it for a year.
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      });
      response.end(svg);
    },
  };
}
