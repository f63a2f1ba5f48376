/**
 * The people who may sign in (or approve) as big buttons: a tap on one's own name, then the PIN. Each says its
 * role, and until when it is locked out after too many wrong PINs.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Clerk } from '@shared/contract';
import { useFormats } from '../i18n/use-formats';
import './clerk-choice.css';

interface ClerkChoiceProps {
  label: string;
  clerks: readonly Clerk[];
  chosen: string | null;
  onChoose(clerk: Clerk): void;
}

export function ClerkChoice({ label, clerks, chosen, onChoose }: ClerkChoiceProps) {
  // A lockout is minutes long: read at each render (a refused PIN reads the list again), not ticking.
  const now = Date.now();
  return (
    <div className="clerk-choice" role="group" aria-label={label}>
      {clerks.map((clerk) => (
        <ClerkButton key={clerk.id} clerk={clerk} chosen={clerk.id === chosen} locked={clerk.lockedUntil !== null && Date.parse(clerk.lockedUntil) > now} onChoose={onChoose} />
      ))}
    </div>
  );
}

function ClerkButton({ clerk, chosen, locked, onChoose }: { clerk: Clerk; chosen: boolean; locked: boolean; onChoose(clerk: Clerk): void }) {
  const { t } = useTranslation('clerks');
  const formats = useFormats();
  const aboutId = useId();
  // Named by the name alone (what the clerk looks for); the role and a lockout are its description.
  return (
    <button type="button" className={`choice clerk-button${chosen ? ' is-current' : ''}`} aria-pressed={chosen} aria-label={clerk.name} aria-describedby={aboutId} onClick={() => onChoose(clerk)}>
      <span className="clerk-name" dir="auto">
        {clerk.name}
      </span>
      <span id={aboutId} className="clerk-about">
        {t(`role.${clerk.role}`)}
        {clerk.needsUnlock ? ` · ${t('needsUnlock')}` : locked && clerk.lockedUntil ? ` · ${t('lockedUntil', { time: formats.time(clerk.lockedUntil) })}` : ''}
      </span>
    </button>
  );
}
