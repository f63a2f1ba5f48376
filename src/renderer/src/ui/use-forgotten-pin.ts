/**
 * A PIN typed and left (the clerk called away before pressing Sign in) does not wait in the field for whoever
 * comes next: after a pause with no key it is cleared. Returns the PIN state, like useState.
 */
import { useEffect, useState } from 'react';

export const FORGET_PIN_AFTER_MS = 30_000;

export function useForgottenPin(): [string, (pin: string | ((current: string) => string)) => void] {
  const [pin, setPin] = useState('');
  useEffect(() => {
    if (pin === '') return;
    const timer = setTimeout(() => setPin(''), FORGET_PIN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pin]);
  return [pin, setPin];
}
