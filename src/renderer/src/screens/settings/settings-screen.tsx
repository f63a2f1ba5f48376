/**
 * The manager's settings: the shop, the printer, the customer display, the business day, the clerks, the environment and its
 * credentials, sending, the low-balance warning, the journal's backups and the catalog, section by section.
 */
import { useTranslation } from 'react-i18next';
import { SettingsAccess } from './settings-access';
import { SettingsSections } from './settings-sections';

export function SettingsScreen() {
  const { t } = useTranslation('settings');
  return (
    <section className="settings" aria-label={t('label')}>
      <SettingsAccess>
        <SettingsSections />
      </SettingsAccess>
    </section>
  );
}
