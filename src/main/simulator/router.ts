/** A small route table: method + anchored path pattern → handler. */
export interface RouteContext {
  params: string[];
  query: URLSearchParams;
  body: unknown;
  /** Where the client reached the simulator (`http://127.0.0.1:4010`): links in answers point there. */
  origin: string;
}

export interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  /** Reads a body (JSON; the token endpoint also takes a form). */
  body?: 'json' | 'token';
  /** Open without a bearer token (the token endpoint). */
  open?: boolean;
  handle(context: RouteContext): unknown;
}

export type RouteMatch = { route: Route; params: string[] } | { status: 404 | 405 };

export function matchRoute(routes: readonly Route[], method: string, path: string): RouteMatch {
  let pathKnown = false;
  for (const route of routes) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    pathKnown = true;
    if (route.method !== method) continue;
    try {
      return { route, params: match.slice(1).map((param) => decodeURIComponent(param ?? '')) };
    } catch {
      return { status: 404 };
    }
  }
  return { status: pathKnown ? 405 : 404 };
}

/** The request path: from an origin-form target (`/x?y`) or, when the client talks to us as a proxy, an absolute one. */
export function requestPath(target: string | undefined): { path: string; query: URLSearchParams } {
  let url: URL;
  try {
    url = new URL(target ?? '/', 'http://simulator.invalid');
  } catch {
    return { path: target ?? '/', query: new URLSearchParams() };
  }
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return { path, query: url.searchParams };
}

/** A Host header that is a plain host[:port]: anything else could smuggle text into the links we build. */
const PLAIN_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The origin the client used, from its Host header (a proxy in front keeps links pointing at itself), else our own. */
export function requestOrigin(host: string | undefined, own: string): string {
  return host !== undefined && PLAIN_HOST.test(host) ? `http://${host}` : own;
}
