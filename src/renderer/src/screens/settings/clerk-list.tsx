/** The till's clerks, each with its role and whether it can sign in, and what a manager can do to each. */
import { useTranslation } from 'react-i18next';
import type { Clerk } from '@shared/contract';
import { useBridge } from '../../data/bridge-context';
import { useAction } from '../../data/use-action';
import { useSession } from '../../data/use-session';
import { useTillQuery } from '../../data/use-till-query';
import { useFormats } from '../../i18n/use-formats';
import { ErrorLine } from '../../ui/error-line';
import { useSettingsGuard } from '../../ui/use-settings-change';

interface ClerkListProps {
  /** What the last change did, in words. */
  news: string;
  onAdd(): void;
  onResetPin(clerk: Clerk): void;
  onChanged(clerk: Clerk, said: string): void;
}

export function ClerkList({ news, onAdd, onResetPin, onChanged }: ClerkListProps) {
  const { t } = useTranslation('settings');
  const bridge = useBridge();
  const guarded = useSettingsGuard();
  const clerks = useTillQuery('clerks.list');
  const me = useSession().data?.clerk?.id ?? null;
  const toggle = useAction(async (clerk: Clerk) => {
    const next = await guarded(() => bridge['clerks.update']({ id: clerk.id, active: !clerk.active }));
    if (next) onChanged(next, t(next.active ? 'clerks.reactivated' : 'clerks.deactivated', { name: next.name }));
  });
  const unlock = useAction(async (clerk: Clerk) => {
    const next = await guarded(() => bridge['clerks.unlock']({ id: clerk.id }));
    if (next) onChanged(next, t('clerks.unlocked', { name: next.name }));
  });

  return (
    <section className="settings-form clerk-list" aria-label={t('clerks.label')}>
      <h2>{t('clerks.title')}</h2>
      {clerks.data ? (
        <ul className="clerk-rows" aria-label={t('clerks.list')}>
          {clerks.data.length === 0 ? <li className="hint">{t('clerks.none')}</li> : null}
          {clerks.data.map((clerk) => (
            <ClerkRow
              key={clerk.id}
              clerk={clerk}
              isMe={clerk.id === me}
              busy={toggle.busy || unlock.busy}
              onResetPin={() => onResetPin(clerk)}
              onToggle={() => void toggle.run(clerk)}
              onUnlock={() => void unlock.run(clerk)}
            />
          ))}
        </ul>
      ) : (
        <p className="hint">{t('clerks.loading')}</p>
      )}
      <p className="status-line" role="status">
        {news}
      </p>
      <ErrorLine error={toggle.error ?? unlock.error ?? clerks.error} />
      <button type="button" className="button primary" onClick={onAdd}>
        {t('clerks.add')}
      </button>
    </section>
  );
}

interface ClerkRowProps {
  clerk: Clerk;
  isMe: boolean;
  busy: boolean;
  onResetPin(): void;
  onToggle(): void;
  onUnlock(): void;
}

function ClerkRow({ clerk, isMe, busy, onResetPin, onToggle, onUnlock }: ClerkRowProps) {
  const { t } = useTranslation('settings');
  const formats = useFormats();
  // A timed lockout lasts minutes: read when the list is drawn, not ticking.
  const locked = clerk.needsUnlock || (clerk.lockedUntil !== null && Date.parse(clerk.lockedUntil) > Date.now());
  const lockWords = clerk.needsUnlock ? t('clerks.needsUnlock') : clerk.lockedUntil ? t('clerks.lockedUntil', { time: formats.time(clerk.lockedUntil) }) : '';
  const state = !clerk.active ? t('clerks.inactive') : locked ? lockWords : t('clerks.active');
  return (
    // Named by the clerk's name, so a manager (or a test) finds the row, then its buttons.
    <li className={`clerk-row${clerk.active ? '' : ' is-inactive'}`} aria-label={clerk.name}>
      <span className="clerk-row-who">
        <span className="clerk-row-name" dir="auto">
          {isMe ? t('clerks.you', { name: clerk.name }) : clerk.name}
        </span>
        <span className="clerk-row-about">
          {t(`clerks.role.${clerk.role}`)} · {state}
        </span>
      </span>
      {locked ? (
        <button type="button" className="button" disabled={busy} onClick={onUnlock}>
          {t('clerks.unlock')}
        </button>
      ) : null}
      <button type="button" className="button" onClick={onResetPin}>
        {t('clerks.resetPin')}
      </button>
      {/* Never oneself: the manager at the till would lock themself out of it. */}
      <button type="button" className="button" disabled={busy || (isMe && clerk.active)} onClick={onToggle}>
        {clerk.active ? t('clerks.deactivate') : t('clerks.reactivate')}
      </button>
    </li>
  );
}
