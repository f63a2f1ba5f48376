/**
 * The till needs no browser permission (camera, notifications, geolocation, USB, …) and downloads nothing:
 * every request and every check is refused for the session the window uses.
 */
import type { Session } from 'electron';

export function hardenSession(session: Session, refused: (what: string, detail: string) => void): void {
  session.setPermissionRequestHandler((_contents, permission, callback) => {
    refused('permission', permission);
    callback(false);
  });
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
  session.on('will-download', (event, item) => {
    event.preventDefault();
    refused('download', item.getURL());
  });
}
