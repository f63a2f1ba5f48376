/**
 * Enter on the physical keyboard moves a step on, unless a control has the focus: there Enter is that
 * control's own (a focused amount button picks the amount, it does not send the previous one).
 */
import { useEffect } from 'react';

export function useEnterKey(onEnter: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.defaultPrevented) return;
      const target = event.target;
      if (target instanceof HTMLElement && target.closest('button, input, textarea, select, a, [role="button"], [role="radio"]')) return;
      event.preventDefault();
      onEnter();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onEnter]);
}
