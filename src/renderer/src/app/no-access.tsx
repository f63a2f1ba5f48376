/** Without a bridge (a browser opened without the web host's token) the page says how to open the till instead. */
export function NoAccess() {
  return (
    <main className="no-access">
      <h1>Airtime Till</h1>
      <p>This page needs the address the till printed when it started — it ends with #token=…</p>
      <p className="hint">Start it with `npm run start:web` and open the address from its “till ready at …” line.</p>
    </main>
  );
}
