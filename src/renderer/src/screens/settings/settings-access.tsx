/**
 * Settings are the manager's. Anyone else sees why, and a manager's PIN (the approval dialog) opens them for
 * as long as this screen stays open: leaving it ends the approval, so it never outlives the visit.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '@shared/contract';
import { useManagerApproval } from '../../ui/approval/manager-approval';
import { useBridge } from '../../data/bridge-context';
import { setTillData } from '../../data/till-query';
import { useAction } from '../../data/use-action';
import { useSession } from '../../data/use-session';
import { ErrorLine } from '../../ui/error-line';
import { managesSettings } from '../../ui/use-settings-change';

export function SettingsAccess({ children }: { children: ReactNode }) {
  const { t } = useTranslation('settings');
  const session = useSession();
  const { approve } = useManagerApproval();
  const approvalGiven = useEndApprovalOnLeave(session.data);
  const ask = useAction(async () => {
    if (await approve('settings')) approvalGiven.current = true;
  });

  if (!session.data) {
    return (
      <>
        <ErrorLine error={session.error} />
        <p className="hint">{t('access.checking')}</p>
      </>
    );
  }
  if (managesSettings(session.data) || session.data.approved.includes('settings')) return children;
  return (
    <div className="settings-refused panel">
      <h2>{t('access.refused')}</h2>
      <p className="hint">{t('access.why')}</p>
      <button type="button" className="button primary" disabled={ask.busy} onClick={() => void ask.run()}>
        {t('access.ask')}
      </button>
      <ErrorLine error={ask.error} />
    </div>
  );
}

/**
 * Ends the settings approval when the screen goes: one given here, or one the session still shows (the guard
 * asks again when an approval lapses mid-visit). Answers the flag the screen sets when it is given one.
 */
function useEndApprovalOnLeave(session: Session | undefined) {
  const bridge = useBridge();
  const client = useQueryClient();
  const given = useRef(false);
  const holds = useRef(false);
  useEffect(() => {
    holds.current = session?.approved.includes('settings') ?? false;
  }, [session]);
  useEffect(
    () => () => {
      if (!given.current && !holds.current) return;
      given.current = false;
      bridge['clerks.endApproval']().then(
        (next) => setTillData(client, 'clerks.session', undefined, next),
        // Signed out or locked meanwhile: the approval ended with the session already.
        () => undefined,
      );
    },
    [bridge, client],
  );
  return given;
}
