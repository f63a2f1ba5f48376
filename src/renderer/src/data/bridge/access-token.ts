/**
 * The web host's token arrives in the page's fragment (`#token=…`, never sent to a server or written to its
 * log). It is kept in sessionStorage so a reload works, and the fragment is removed so it does not linger in
 * the address bar or the history. Free of DOM types: the caller passes what it read.
 */
export interface TokenFound {
  token: string | null;
  /** True when it came from the fragment: store it, then clean the address. */
  fromFragment: boolean;
}

export function findAccessToken(hash: string, stored: string | null): TokenFound {
  const fromHash = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  if (fromHash) return { token: fromHash, fromFragment: true };
  return { token: stored || null, fromFragment: false };
}
