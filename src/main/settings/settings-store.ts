/**
 * The till's settings (no secrets: those live in a SecretStore), as one JSON file written atomically
 * with mode 0600. Defaults fill whatever a file lacks, so an older file keeps working after an update.
 */
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { z } from 'zod';
import { Settings, type SettingsPatch } from '../../shared/contract';
import { messageOf, TillError } from '../../shared/errors';
import { prepareFileAtomic, type PreparedFile } from '../files/atomic-write';
import { isValidTimeZone } from '../../shared/business-day';
import type { Logger } from '../logger';
import { fileStamp } from '../files/file-stamp';
import { languageOfLocale } from '../../shared/languages';

/** What is stored: the settings without the credentials' status, which comes from the SecretStore. */
const StoredSettings = Settings.omit({ credentials: true });
export type StoredSettings = z.infer<typeof StoredSettings>;

function localRegion(): string {
  const locale = Intl.DateTimeFormat().resolvedOptions().locale;
  const region = new Intl.Locale(locale).maximize().region;
  return region && /^[A-Z]{2}$/.test(region) ? region : 'US';
}

export function defaultSettings(): StoredSettings {
  return {
    shop: {
      name: 'My Shop',
      address: '',
      receiptHeader: '',
      receiptFooter: 'Thank you for your custom',
      taxId: '',
      defaultCountry: localRegion(),
      countryChosen: false,
      language: languageOfLocale(Intl.DateTimeFormat().resolvedOptions().locale),
      kiosk: false,
    },
    clerks: { idleLockMinutes: 5, reprintsNeedManager: true },
    customerDisplay: { askToConfirm: true, allowSkip: false, screenId: null },
    // The browser's print dialog works everywhere with nothing to set up; a manager picks the shop's printer.
    printer: { kind: 'browser', address: '', systemName: '', columns: 48, autoPrint: true, drawerKick: false },
    backup: { folder: '', keep: 72 },
    businessDay: { startHour: 0, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC' },
    environment: 'training',
    sending: { mode: 'sync', concurrency: 2 },
    lowBalanceThreshold: '50',
    clerk: 'Clerk',
  };
}

/** Applies a patch section by section; the result must still be valid settings. */
export function applyPatch(current: StoredSettings, patch: SettingsPatch): StoredSettings {
  const next = {
    ...current,
    ...patch,
    shop: { ...current.shop, ...patch.shop },
    clerks: { ...current.clerks, ...patch.clerks },
    customerDisplay: { ...current.customerDisplay, ...patch.customerDisplay },
    printer: { ...current.printer, ...patch.printer },
    backup: { ...current.backup, ...patch.backup },
    businessDay: { ...current.businessDay, ...patch.businessDay },
    sending: { ...current.sending, ...patch.sending },
  };
  if (!isValidTimeZone(next.businessDay.timeZone)) {
    throw new TillError('INVALID_INPUT', `Unknown time zone "${next.businessDay.timeZone}"`, { 'businessDay.timeZone': 'Unknown time zone' });
  }
  if (next.printer.kind === 'network' && next.printer.address === '') {
    throw new TillError('INVALID_INPUT', "Enter the network printer's address, such as 192.168.1.50", { 'printer.address': 'Enter the address' });
  }
  if (next.backup.folder !== '' && !isAbsolute(next.backup.folder)) {
    throw new TillError('INVALID_INPUT', 'The backup folder must be a full path, such as /media/usb/till-backups or D:\\till-backups', { 'backup.folder': 'Not a full path' });
  }
  return StoredSettings.parse(next);
}

/** Before the printer had its own section, a 58 mm roll was the shop's `paperWidthMm`: it still is. */
function fromOlderFile(stored: SettingsPatch & { shop?: { paperWidthMm?: unknown } }): SettingsPatch {
  if (stored.shop?.paperWidthMm === 58 && stored.printer === undefined) return { ...stored, printer: { columns: 32 } };
  return stored;
}

export function createSettingsStore(dataDir: string, logger?: Logger, now: () => Date = () => new Date()) {
  const file = join(dataDir, 'settings.json');

  function read(): StoredSettings {
    const defaults = defaultSettings();
    if (!existsSync(file)) return defaults;
    try {
      // The stored file is applied over the defaults like a patch, so a file from an older version fills in.
      return applyPatch(defaults, fromOlderFile(JSON.parse(readFileSync(file, 'utf8')) as SettingsPatch));
    } catch (error) {
      // A damaged settings file must not stop the till from selling: defaults stand in (the journal is intact),
      // and the damaged file is kept under another name so that the next save cannot overwrite it.
      const kept = `${file}.damaged-${fileStamp(now())}`;
      try {
        renameSync(file, kept);
      } catch {
        // Cannot be moved (a read-only folder): then no save can overwrite it either. Sell on the defaults.
      }
      logger?.error('the settings file could not be used; using the defaults', { keptAs: kept, error: messageOf(error) });
      return defaults;
    }
  }

  let current = read();

  /**
   * A change written beside the settings file, not yet in force: `commit` puts it in place (once the audit trail
   * holds its entry), `abandon` drops it. `before` and `after` say what it changes.
   */
  function prepare(patch: SettingsPatch): PreparedFile & { before: StoredSettings; after: StoredSettings } {
    const before = current;
    const after = applyPatch(current, patch);
    const prepared = prepareFileAtomic(file, JSON.stringify(after, null, 2));
    return {
      before,
      after,
      abandon: prepared.abandon,
      commit() {
        prepared.commit();
        current = after;
      },
    };
  }

  return {
    get: (): StoredSettings => current,
    /** Throws what `update` would, without writing. */
    validate: (patch: SettingsPatch): void => void applyPatch(current, patch),
    prepare,
    update(patch: SettingsPatch): StoredSettings {
      prepare(patch).commit();
      return current;
    },
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
