/** A message line that always takes its room, so a message appearing never pushes the buttons around. */
import type { BridgeError } from '../data/bridge/bridge-error';

export function ErrorLine({ error }: { error: BridgeError | string | null }) {
  const text = typeof error === 'string' ? error : (error?.message ?? '');
  return (
    <p className="error-line" role="alert" aria-live="assertive">
      {text}
    </p>
  );
}
