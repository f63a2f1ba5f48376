/**
 * Nobody uses the till without signing in: on the first run the manager sets it up, then each clerk signs in
 * with a PIN, and the till locks itself after the idle time (or when "Lock" is pressed). What is behind this
 * gate is unmounted while nobody is signed in, so the next person sees nothing of the last one's customer and
 * no keypad behind the sign-in screen types. Behind it, any call the core refuses as SIGNED_OUT has the session
 * read again, so a lock whose event was missed still brings the sign-in screen.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PRINT_PATH } from '@shared/print-paths';
import type { BridgeError } from '../../data/bridge/bridge-error';
import { BridgeContext, useBridge } from '../../data/bridge-context';
import { rereadTill } from '../../data/till-query';
import { useSession } from '../../data/use-session';
import { SignInScreen } from '../../screens/sign-in/sign-in-screen';
import { forgetShownReport } from '../../data/shown-report';
import { watchSignedOut } from '../../data/signed-out-watch';
import { useIdleLock } from '../../data/use-idle-lock';
import { useKeepAlive } from '../../data/use-keep-alive';
import { useLock } from '../../data/use-lock';
import { ErrorLine } from '../../ui/error-line';
import { lazyPart } from '../../ui/lazy-part';

// A till's first run happens once: its screen (the country and zone pickers) loads only when it is needed.
const FirstRunScreen = lazyPart(() => import('../../screens/sign-in/first-run-screen').then((module) => module.FirstRunScreen));

export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const bridge = useBridge();
  const client = useQueryClient();
  const [location] = useLocation();
  const watched = useMemo(() => watchSignedOut(bridge, () => void rereadTill(client, 'clerks.session')), [bridge, client]);
  const clerkId = session.data?.clerk?.id ?? null;
  useEffect(() => forgetShownReport(client), [client, clerkId]);

  // A print job's page prints what a clerk just asked for, even if the till locked meanwhile (the desktop app's
  // hidden print window has no one to sign in); the core lets only a job started moments ago be drawn so. The
  // tree below stays the same either way, so the sale on screen is still there when the print page goes Back.
  const printing = location.startsWith(PRINT_PATH);
  if (!printing && !session.data) {
    // Reading: an empty screen, not a flash of the sign-in screen for a clerk who is signed in.
    return (
      <main className="screen screen-whole" aria-busy={session.isPending}>
        {session.error ? <Unavailable error={session.error} retry={() => void session.refetch()} /> : null}
      </main>
    );
  }
  if (!printing && (session.data?.needsSetup || !session.data?.clerk)) {
    return (
      <main className="screen screen-whole">
        {session.data?.needsSetup ? (
          <Suspense fallback={null}>
            <FirstRunScreen />
          </Suspense>
        ) : (
          <SignInScreen />
        )}
      </main>
    );
  }
  return (
    <BridgeContext.Provider value={watched}>
      {session.data?.clerk ? <IdleLock minutes={session.data.idleLockMinutes} /> : null}
      {children}
    </BridgeContext.Provider>
  );
}

function IdleLock({ minutes }: { minutes: number }) {
  const lock = useLock();
  useIdleLock(minutes, () => void lock.run());
  useKeepAlive();
  return null;
}

/** The session could not be read: say why, and offer to ask again (the sign-in screen needs it). */
function Unavailable({ error, retry }: { error: BridgeError; retry(): void }) {
  const { t } = useTranslation('clerks');
  return (
    <section className="session-unavailable">
      <p className="hint">{t('session.unavailable')}</p>
      <ErrorLine error={error} />
      <button type="button" className="button" onClick={retry}>
        {t('session.tryAgain')}
      </button>
    </section>
  );
}
