/**
 * A clerk's details as the manager types them: a new clerk's name, role and PIN, or the new PIN of one who
 * forgot theirs. The PIN goes on the big keypad (or the keyboard) and straight to the core, which keeps only
 * its hash: nothing shows it again.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Clerk, ClerkRole } from '@shared/contract';
import { useBridge } from '../../data/bridge-context';
import { useAction } from '../../data/use-action';
import { TouchTextField } from '../../ui/touch-text-field';
import { isPin, PinEntry } from '../../ui/pin-entry';
import { Choice, ChoiceGroup } from './choice-group';
import { SettingsFoot } from './settings-foot';
import { useSettingsGuard } from '../../ui/use-settings-change';
import '../../ui/settings-form.css';
import './clerk-settings.css';

const ROLES: readonly ClerkRole[] = ['clerk', 'manager'];

interface ClerkFormProps {
  /** Whose PIN is reset; null: a new clerk is added. */
  clerk: Clerk | null;
  onDone(clerk: Clerk, said: string): void;
  onCancel(): void;
}

export function ClerkForm({ clerk, onDone, onCancel }: ClerkFormProps) {
  const { t } = useTranslation('settings');
  const bridge = useBridge();
  const guarded = useSettingsGuard();
  const [name, setName] = useState('');
  const [role, setRole] = useState<ClerkRole>('clerk');
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const pinField = useRef<HTMLInputElement>(null);
  const adding = clerk === null;
  // The form opens for what is typed first: a new clerk's name, else the PIN.
  useEffect(() => {
    if (!adding) pinField.current?.focus();
  }, [adding]);

  const save = useAction(async () => {
    const saved = await guarded(() => (clerk ? bridge['clerks.resetPin']({ id: clerk.id, pin }) : bridge['clerks.add']({ name: name.trim(), pin, role })));
    if (saved) onDone(saved, t(adding ? 'clerks.added' : 'clerks.pinChanged', { name: saved.name }));
  });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (adding && name.trim() === '') return setProblem(t('clerks.problem.name'));
    if (!isPin(pin)) {
      pinField.current?.focus();
      return setProblem(t('clerks.problem.pin'));
    }
    setProblem(null);
    void save.run();
  };
  const typed = (update: (pin: string) => string) => {
    setProblem(null);
    setPin(update);
  };

  return (
    <form className="settings-form clerk-form" aria-label={t(adding ? 'clerks.adding.label' : 'clerks.resetting.label')} onSubmit={submit} autoComplete="off">
      <h2 dir="auto">{adding ? t('clerks.adding.title') : t('clerks.resetting.title', { name: clerk.name })}</h2>
      <div className="settings-columns">
        <div className="settings-column">
          {adding ? (
            <>
              <TouchTextField className="settings-field" label={t('clerks.adding.name')} value={name} onChange={setName} maxLength={40} capitalize="words" autoFocus />
              <ChoiceGroup label={t('clerks.adding.role')} value={role} onChange={(value) => setRole(ROLES.find((each) => each === value) ?? role)}>
                {ROLES.map((each) => (
                  <Choice key={each} value={each}>
                    {t(`clerks.role.${each}`)}
                  </Choice>
                ))}
              </ChoiceGroup>
              <p className="hint">{t(`clerks.adding.roleHint.${role}`)}</p>
            </>
          ) : null}
        </div>
        <div className="settings-column">
          <p className="hint">{t('clerks.pinHint')}</p>
          <PinEntry pin={pin} onPin={typed} onEnter={() => submit()} inputRef={pinField} disabled={save.busy} />
        </div>
      </div>
      <SettingsFoot error={problem ?? save.error}>
        <button type="button" className="button" onClick={onCancel}>
          {t('clerks.cancel')}
        </button>
        <button type="submit" className="button primary" disabled={save.busy}>
          {adding ? (save.busy ? t('clerks.adding.saving') : t('clerks.adding.save')) : save.busy ? t('clerks.resetting.saving') : t('clerks.resetting.save')}
        </button>
      </SettingsFoot>
    </form>
  );
}
