/** A message line that always takes its room, so a message appearing never pushes the buttons around. */
import type { BridgeError } from '../data/bridge/bridge-error';
import { useErrorMessage } from './error-message';

export function ErrorLine({ error }: { error: BridgeError | string | null }) {
  const text = useErrorMessage()(error);
  return (
    <p className="error-line" role="alert" aria-live="assertive" dir="auto">
      {text}
    </p>
  );
}
