/** A section form's foot: its news and its error on the one side, its buttons (Save first) on the other. */
import type { ReactNode } from 'react';
import type { BridgeError } from '../../data/bridge/bridge-error';
import { ErrorLine } from '../../ui/error-line';
import '../../ui/settings-form.css';

interface SettingsFootProps {
  /** Left out by a form that has no news to tell, only failures. */
  news?: string;
  /** The news is bad (a test page that did not print): shown as such, still as a status. */
  bad?: boolean;
  error: BridgeError | string | null;
  children: ReactNode;
}

export function SettingsFoot({ news, bad = false, error, children }: SettingsFootProps) {
  return (
    <div className="settings-foot">
      {news === undefined ? null : (
        <p className={`status-line${bad ? ' is-bad' : ''}`} role="status">
          {news}
        </p>
      )}
      <ErrorLine error={error} />
      <div className="settings-foot-actions">{children}</div>
    </div>
  );
}
