/**
 * A refused PIN in the clerk's words, at sign-in and in a manager's approval alike: how many tries are left,
 * or until when that person is locked out (or until a manager unlocks them), or that no PIN can be accepted now. Any
 * other failure is left to the error line as it is.
 */
import { useTranslation } from 'react-i18next';
import type { BridgeError } from '../data/bridge/bridge-error';
import { useFormats } from '../i18n/use-formats';

export function usePinRefusal(): (error: BridgeError | null, name: string) => BridgeError | string | null {
  const { t } = useTranslation('clerks');
  const formats = useFormats();
  return (error, name) => {
    if (error?.code === 'WRONG_PIN') {
      const count = Number(error.fields.attemptsLeft);
      return Number.isInteger(count) ? t('refused.wrongPin', { count, name }) : error;
    }
    if (error?.code === 'LOCKED_OUT' && error.fields.until === 'manager') return t('refused.needsUnlock', { name });
    if (error?.code === 'LOCKED_OUT' && error.fields.until) return t('refused.lockedOut', { name, time: formats.time(error.fields.until) });
    // Said the same whatever the PIN was: the till could not count the try, so it did not look at the PIN.
    if (error?.code === 'CANNOT_RECORD') return t('refused.cannotRecord');
    return error;
  };
}
