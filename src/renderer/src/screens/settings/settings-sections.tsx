/**
 * The settings in sections, one shown at a time beside the list of them (on the inline-start side), so each
 * fits the screen without scrolling the page. Touch a section, or move through the list with the arrow keys.
 * The section last opened opens again when the screen comes back (from the printer's test page, say).
 */
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs';
import { useTranslation } from 'react-i18next';
import { AuditTrail } from './audit-trail';
import { BackupSettings } from './backup-settings';
import { BusinessDaySettings } from './business-day-settings';
import { CatalogSettings } from './catalog-settings';
import { ChainSettings } from './chain-settings';
import { ClerkSettings } from './clerk-settings';
import { CustomerDisplaySettings } from './customer-display-settings';
import { EnvironmentSettings } from './environment-settings';
import { LowBalanceSettings } from './low-balance-settings';
import { PrinterSettings } from './printer-settings';
import { SendingSettings } from './sending-settings';
import { ShopSettings } from './shop-settings';
import './settings-sections.css';

const SECTIONS = ['shop', 'printer', 'customerDisplay', 'businessDay', 'clerks', 'environment', 'sending', 'lowBalance', 'backups', 'catalog', 'chain', 'audit'] as const;
type Section = (typeof SECTIONS)[number];

/** For the page's life, not saved: a reload starts again at the shop. */
let lastOpened: Section = 'shop';

export function SettingsSections() {
  const { t } = useTranslation('settings');
  const [section, setSection] = useState(lastOpened);
  const open = (key: string | number | null) => {
    const next = SECTIONS.find((each) => each === key);
    if (!next) return;
    lastOpened = next;
    setSection(next);
  };
  return (
    <Tabs className="settings-sections" orientation="vertical" selectedKey={section} onSelectionChange={open}>
      <TabList className="settings-section-list" aria-label={t('sections.label')}>
        {SECTIONS.map((each) => (
          <Tab key={each} id={each} className="settings-section-tab">
            {t(`sections.${each}`)}
          </Tab>
        ))}
      </TabList>
      {SECTIONS.map((each) => (
        <TabPanel key={each} id={each} className="settings-section">
          <SectionContent section={each} />
        </TabPanel>
      ))}
    </Tabs>
  );
}

function SectionContent({ section }: { section: Section }) {
  switch (section) {
    case 'shop':
      return <ShopSettings />;
    case 'printer':
      return <PrinterSettings />;
    case 'customerDisplay':
      return <CustomerDisplaySettings />;
    case 'businessDay':
      return <BusinessDaySettings />;
    case 'clerks':
      return <ClerkSettings />;
    case 'environment':
      return <EnvironmentSettings />;
    case 'sending':
      return <SendingSettings />;
    case 'lowBalance':
      return <LowBalanceSettings />;
    case 'backups':
      return <BackupSettings />;
    case 'catalog':
      return <CatalogSettings />;
    case 'chain':
      return <ChainSettings />;
    case 'audit':
      return <AuditTrail />;
  }
}
