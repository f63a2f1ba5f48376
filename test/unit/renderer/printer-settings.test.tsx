// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PrintJob, PrinterSettings as Printer, Settings, SettingsPatch } from '@shared/contract';
import { StartGate } from '../../../src/renderer/src/app/gates/start-gate';
import { BridgeError } from '../../../src/renderer/src/data/bridge/bridge-error';
import { PrinterSettings } from '../../../src/renderer/src/screens/settings/printer-settings';
import { deferred, type FakeBridge, fakeBridge } from './support/fake-bridge';
import { renderTill, renderWithTill } from './support/render-till';
import { aHealth, aStatus, someSettings } from './support/till-fixtures';
import { aSession, openSection } from './settings/show-settings';
import { loadOnDemand, ON_DEMAND_TIMEOUT_MS } from './support/on-demand';
import { watchPrintWindow } from './support/print-window';

beforeAll(loadOnDemand, ON_DEMAND_TIMEOUT_MS);
afterEach(() => {
  cleanup();
  // The desktop app's preload puts the bridge on window; a test playing the desktop app takes it away again.
  delete window.till;
});

const FIRST_OPEN = { timeout: 10_000 };

/** A till whose settings answer every update with the patch applied, as main does. */
function aTill(printer: Partial<Printer> = {}): FakeBridge {
  const start = someSettings();
  let settings: Settings = { ...start, printer: { ...start.printer, ...printer } };
  return fakeBridge({
    'status.get': aStatus(),
    'settings.get': () => settings,
    'settings.update': (patch: SettingsPatch) => {
      settings = { ...settings, printer: { ...settings.printer, ...patch.printer } };
      return settings;
    },
    'printing.printers': { printers: [] },
  });
}

function aJob(change: Partial<PrintJob> = {}): PrintJob {
  return { id: 1, saleId: null, kind: 'test', subject: null, copy: 0, printer: 'Network printer 192.168.1.50:9100', outcome: 'printed', reason: null, problem: null, startedAt: '2026-11-22T10:00:00.000Z', finishedAt: '2026-11-22T10:00:01.000Z', ...change };
}

async function renderPrinter(fake: FakeBridge) {
  renderWithTill(
    fake,
    <StartGate>
      <PrinterSettings />
    </StartGate>,
  );
  return screen.findByRole('form', { name: 'Printer' });
}

const kindGroup = (form: HTMLElement) => within(form).getByRole('radiogroup', { name: 'Printer kind' });
const chooseKind = (form: HTMLElement, name: string) => fireEvent.click(within(kindGroup(form)).getByRole('radio', { name }));
const radioNames = (group: HTMLElement) => within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);

describe('the printer kinds offered', () => {
  it('leaves out this computer’s printer in a browser', async () => {
    const form = await renderPrinter(aTill());
    expect(radioNames(kindGroup(form))).toEqual(['None', 'Network thermal printer', 'Raw to a print queue', 'The browser’s print dialog']);
    expect(within(kindGroup(form)).getByRole('radio', { name: 'The browser’s print dialog' })).toHaveProperty('checked', true);
    expect(within(form).getByText('Each receipt opens the browser’s print dialog; nothing to set up.')).toBeTruthy();
  });

  it('offers it in the desktop app', async () => {
    const fake = aTill();
    window.till = fake.bridge;
    const form = await renderPrinter(fake);
    expect(radioNames(kindGroup(form))).toEqual(['None', 'Network thermal printer', 'This computer’s printer', 'Raw to a print queue', 'The browser’s print dialog']);
  });

  it('still shows it in a browser when it is the saved kind', async () => {
    const form = await renderPrinter(aTill({ kind: 'system' }));
    expect(within(kindGroup(form)).getByRole('radio', { name: 'This computer’s printer' })).toHaveProperty('checked', true);
  });
});

describe('the printer address', () => {
  it('is asked for a network printer only', async () => {
    const form = await renderPrinter(aTill());
    expect(within(form).queryByRole('textbox', { name: 'Printer address' })).toBeNull();

    chooseKind(form, 'Network thermal printer');
    const address = within(form).getByRole('textbox', { name: 'Printer address' });
    expect(address.getAttribute('placeholder')).toBe('192.168.1.50 or 192.168.1.50:9100');
    expect(within(form).getByText('ESC/POS to port 9100 of a printer on the shop’s network.')).toBeTruthy();

    chooseKind(form, 'Raw to a print queue');
    expect(within(form).queryByRole('textbox', { name: 'Printer address' })).toBeNull();
  });
});

describe('saving the printer settings', () => {
  it('sends the whole printer section and reads back what main saved', async () => {
    const fake = aTill();
    const form = await renderPrinter(fake);
    const save = within(form).getByRole('button', { name: 'Save printer settings' });
    expect(save).toHaveProperty('disabled', true);

    chooseKind(form, 'Network thermal printer');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Printer address' }), { target: { value: ' 192.168.1.50:9100 ' } });
    fireEvent.click(within(within(form).getByRole('radiogroup', { name: 'Paper width' })).getByRole('radio', { name: '58 mm — 32 characters' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Print automatically when a sale succeeds' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Open the cash drawer after a cash sale' }));
    fireEvent.click(save);

    await vi.waitFor(() =>
      expect(fake.callsOf('settings.update')).toEqual([
        { printer: { kind: 'network', address: '192.168.1.50:9100', systemName: '', columns: 32, autoPrint: false, drawerKick: true } },
      ]),
    );
    await vi.waitFor(() => expect(within(form).getByRole('status').textContent).toBe('Printer settings saved.'));
    expect(save).toHaveProperty('disabled', true);
    expect(within(form).getByRole('textbox', { name: 'Printer address' })).toHaveProperty('value', '192.168.1.50:9100');
  });

  it('names the field main refused', async () => {
    const fake = aTill({ kind: 'network', address: '192.168.1.50' });
    fake.answer('settings.update', () => {
      throw new BridgeError('INVALID_INPUT', 'printer.address: Not a printer address', { 'printer.address': 'Not a printer address' });
    });
    const form = await renderPrinter(fake);
    const address = within(form).getByRole('textbox', { name: 'Printer address' });
    fireEvent.change(address, { target: { value: 'http://printer' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save printer settings' }));

    await vi.waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('Printer address: Not a printer address'));
    expect(address.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the test page', () => {
  it('prints with the saved settings and says it printed', async () => {
    const fake = aTill({ kind: 'network', address: '192.168.1.50' });
    const job = deferred<PrintJob>();
    fake.answer('printing.test', () => job.promise);
    const form = await renderPrinter(fake);
    const test = within(form).getByRole('button', { name: 'Print a test page' });

    fireEvent.click(test);
    await vi.waitFor(() => expect(within(form).getByRole('status').textContent).toBe('Printing…'));
    expect(test).toHaveProperty('disabled', true);
    expect(fake.callsOf('printing.test')).toHaveLength(1);

    job.resolve(aJob({ outcome: 'printed' }));
    await vi.waitFor(() => expect(within(form).getByRole('status').textContent).toBe('Printed'));
    expect(test).toHaveProperty('disabled', false);
  });

  it('says why it did not print', async () => {
    const fake = aTill({ kind: 'network', address: '192.168.1.50' });
    fake.answer('printing.test', aJob({ outcome: 'failed', reason: 'The printer is out of paper' }));
    const form = await renderPrinter(fake);
    fireEvent.click(within(form).getByRole('button', { name: 'Print a test page' }));
    await vi.waitFor(() => expect(within(form).getByRole('status').textContent).toBe('Not printed: The printer is out of paper'));
  });

  it('says when nothing could confirm it, and prints the test page with the browser’s dialog from Settings', async () => {
    const printWindow = watchPrintWindow();
    try {
      const fake = aTill({ kind: 'system-raw' });
      fake.answer('printing.test', aJob({ outcome: 'unconfirmed' }));
      fake.answer('printing.testPage', { layout: { columns: 48, language: 'en', direction: 'ltr', blocks: [{ kind: 'text', lines: ['PRINTER TEST'], align: 'center', scale: 1, bold: true, role: 'title' }] }, text: '' });
      const form = await renderPrinter(fake);
      fireEvent.click(within(form).getByRole('button', { name: 'Print a test page' }));
      await vi.waitFor(() => expect(within(form).getByRole('status').textContent).toBe('Sent — the printer could not confirm'));

      fake.answer('printing.test', aJob({ outcome: 'browser' }));
      fireEvent.click(within(form).getByRole('button', { name: 'Print a test page' }));
      await vi.waitFor(() => expect(within(form).getByRole('status').textContent).toBe('The test page opens with the browser’s print dialog.'));
      await vi.waitFor(() => expect(printWindow.opened()).toBe(1));
      expect(printWindow.sheetText()).toContain('PRINTER TEST');
      // Settings stay where they were: the page's own address (outside the app's hash router) is not moved.
      expect(window.location.pathname).toBe('/');
    } finally {
      printWindow.restore();
    }
  });

  it('waits for unsaved changes to be saved first', async () => {
    const fake = aTill();
    fake.answer('printing.test', aJob());
    const form = await renderPrinter(fake);
    const test = within(form).getByRole('button', { name: 'Print a test page' });

    chooseKind(form, 'Network thermal printer');
    expect(within(form).getByRole('status').textContent).toBe('Save first: the test page prints with the saved settings.');
    expect(test).toHaveProperty('disabled', true);

    fireEvent.click(within(form).getByRole('button', { name: 'Save printer settings' }));
    await vi.waitFor(() => expect(test).toHaveProperty('disabled', false));
    fireEvent.click(test);
    await vi.waitFor(() => expect(within(form).getByRole('status').textContent).toBe('Printed'));
  });
});

describe('the system printer', () => {
  it('is chosen from the computer’s printers, the default one first', async () => {
    const fake = aTill({ kind: 'system-raw' });
    fake.answer('printing.printers', {
      printers: [
        { name: 'EPSON_TM_T20', isDefault: true },
        { name: 'Office_Laser', isDefault: false },
      ],
    });
    const form = await renderPrinter(fake);
    const list = await within(form).findByRole('radiogroup', { name: 'System printer' });
    expect(radioNames(list)).toEqual(['The computer’s default printer', 'EPSON_TM_T20 (default)', 'Office_Laser']);
    expect(within(list).getByRole('radio', { name: 'The computer’s default printer' })).toHaveProperty('checked', true);

    fireEvent.click(within(list).getByRole('radio', { name: 'EPSON_TM_T20 (default)' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save printer settings' }));
    await vi.waitFor(() => expect(fake.callsOf('settings.update')).toEqual([{ printer: expect.objectContaining({ kind: 'system-raw', systemName: 'EPSON_TM_T20' }) }]));
  });

  it('is typed when the computer lists none', async () => {
    const form = await renderPrinter(aTill({ kind: 'system-raw', systemName: 'receipts' }));
    const field = await within(form).findByRole('textbox', { name: 'System printer' });
    expect(field).toHaveProperty('value', 'receipts');
    expect(within(form).queryByRole('radiogroup', { name: 'System printer' })).toBeNull();
  });
});

describe('the printer on the settings screen', () => {
  it('is the section after the shop’s', async () => {
    const fake = aTill();
    fake.answer('catalog.countries', []);
    fake.answer('journal.health', aHealth(null));
    fake.answer('journal.backups', []);
    fake.answer('clerks.session', aSession());
    renderTill(fake, '/settings');
    const sections = await screen.findByRole('tablist', { name: 'Settings sections' }, FIRST_OPEN);
    expect(within(sections).getAllByRole('tab').slice(0, 2).map((tab) => tab.textContent)).toEqual(['Shop', 'Printer']);
    const printer = await openSection('Printer');
    expect(within(printer).getByRole('form', { name: 'Printer' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Shop' })).toBeNull();
  });
});
