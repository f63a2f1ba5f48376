// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BridgeError } from '../../../src/renderer/src/data/bridge/bridge-error';
import { ErrorLine } from '../../../src/renderer/src/ui/error-line';
import { fakeBridge } from './support/fake-bridge';
import { renderWithTill } from './support/render-till';
import { someSettings } from './support/till-fixtures';
import { loadOnDemand, ON_DEMAND_TIMEOUT_MS } from './support/on-demand';

beforeAll(loadOnDemand, ON_DEMAND_TIMEOUT_MS);
afterEach(cleanup);

function inLanguage(language: 'en' | 'fr' | 'ar', error: BridgeError) {
  const settings = someSettings();
  renderWithTill(fakeBridge({ 'settings.get': { ...settings, shop: { ...settings.shop, language } } }), <ErrorLine error={error} />);
}

const full = new BridgeError('DISK_FULL', 'The disk is full, so the till could not save the sale (C:\\till).');

describe('a failure in the page’s language', () => {
  it('shows the core’s own English message in English', async () => {
    inLanguage('en', full);
    expect((await screen.findByRole('alert')).textContent).toBe(full.message);
  });

  it('says what the code means in French and Arabic', async () => {
    inLanguage('fr', full);
    await screen.findByText('Le disque est plein : rien n’a été enregistré. Libérez de la place, puis réessayez.');
    cleanup();
    inLanguage('ar', full);
    await screen.findByText('القرص ممتلئ: لم يُحفظ شيء. أفرغ بعض المساحة ثم حاول مرة أخرى.');
  });

  it('falls back to the core’s message for a code the catalogue does not know', async () => {
    inLanguage('fr', new BridgeError('BACKUP_FAILED', 'The backup folder is gone.'));
    await screen.findByText('The backup folder is gone.');
  });
});
