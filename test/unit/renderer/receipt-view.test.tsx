// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReceiptBlock, ReceiptLayout } from '@shared/contract';
import { qrPath, ReceiptView } from '../../../src/renderer/src/ui/receipt-view';
import { stepBridge } from './support/step-bridge';
import { renderWithTill } from './support/render-till';
import { loadOnDemand, ON_DEMAND_TIMEOUT_MS } from './support/on-demand';

beforeAll(loadOnDemand, ON_DEMAND_TIMEOUT_MS);
afterEach(cleanup);

const QR = ['1110', '1010', '0111', '0000'];

function aLayout(change: Partial<ReceiptLayout> = {}, blocks: ReceiptBlock[] = []): ReceiptLayout {
  return {
    columns: 32,
    language: 'en',
    direction: 'ltr',
    blocks: [
      { kind: 'drawer' },
      { kind: 'text', lines: ['Corner Shop'], align: 'center', scale: 2, bold: true, role: 'shop' },
      { kind: 'rule', style: 'double' },
      { kind: 'row', key: 'Paid', value: ['USD 5.00'], inline: true, bold: true },
      { kind: 'row', key: 'Operator', value: ['MTN Nigeria PIN with a very', 'long name'], inline: false, bold: false },
      { kind: 'text', lines: ['Or call the IVR number and', 'follow the instructions'], align: 'start', scale: 1, bold: false, role: 'note' },
      ...blocks,
      { kind: 'qr', data: 'S-1', modules: QR },
      { kind: 'feed', lines: 3 },
      { kind: 'cut' },
    ],
    ...change,
  };
}

const PIN: ReceiptBlock = { kind: 'text', lines: ['1234 5678', '9012 34'], align: 'center', scale: 2, bold: true, role: 'pin' };

function show(layout: ReceiptLayout | null, label?: string) {
  renderWithTill(stepBridge(), <ReceiptView layout={layout} {...(label ? { label } : {})} placeholder="Preparing the receipt…" />);
}

describe('a receipt on screen', () => {
  it('is a region named "Receipt preview" holding every line and row as laid out', async () => {
    show(aLayout());
    const view = await screen.findByRole('region', { name: 'Receipt preview' });
    expect(within(view).getByText('Corner Shop').closest('p')?.className).toContain('receipt-scale-2');
    expect(within(view).getByText('Corner Shop').closest('p')?.className).toContain('receipt-align-center');

    // An inline row: its key, then its value in a <bdi> (an amount keeps its own order on an Arabic slip).
    const paid = within(view).getByText('Paid').closest('.receipt-row');
    expect(paid?.textContent).toBe('PaidUSD 5.00');
    expect(within(paid as HTMLElement).getByText('USD 5.00').tagName).toBe('BDI');
    // A row too long for one line: the key, then each of the value's lines on its own.
    const operator = within(view).getByText('Operator').closest('.receipt-row');
    expect(operator?.className).toContain('is-stacked');
    expect([...(operator?.querySelectorAll('.receipt-value') ?? [])].map((line) => line.textContent)).toEqual(['MTN Nigeria PIN with a very', 'long name']);

    // Lines stay as the core wrapped them: one element each, never joined or rewrapped.
    const note = within(view).getByText('Or call the IVR number and').closest('p');
    expect([...(note?.querySelectorAll('.receipt-line') ?? [])].map((line) => line.textContent)).toEqual(['Or call the IVR number and', 'follow the instructions']);
    expect(view.querySelectorAll('.receipt-rule.is-double')).toHaveLength(1);
    expect(view.querySelectorAll('.receipt-cut')).toHaveLength(1);
    expect(view.className).toContain('receipt-cols-32');
  });

  it('takes the name it is given', async () => {
    show(aLayout(), 'Voucher to print');
    expect(await screen.findByRole('region', { name: 'Voucher to print' })).toBeTruthy();
  });

  it('sets the direction and language of an Arabic slip on the sheet', async () => {
    show(aLayout({ language: 'ar', direction: 'rtl' }));
    const view = await screen.findByRole('region', { name: 'Receipt preview' });
    const sheet = view.querySelector('.receipt-sheet');
    expect(sheet?.getAttribute('dir')).toBe('rtl');
    expect(sheet?.getAttribute('lang')).toBe('ar');
  });

  it('draws the QR code as one path of its dark modules inside a quiet zone', async () => {
    show(aLayout());
    const qr = await screen.findByRole('img', { name: 'QR code' });
    // 4 modules and 4 of quiet zone on each side.
    expect(qr.getAttribute('viewBox')).toBe('0 0 12 12');
    expect(qr.getAttribute('shape-rendering')).toBe('crispEdges');
    const paths = qr.querySelectorAll('path');
    expect(paths).toHaveLength(1);
    expect(paths[0]?.getAttribute('d')).toBe(qrPath(QR));
    expect(qrPath(QR)).toBe('M4 4h3v1h-3zM4 5h1v1h-1zM6 5h1v1h-1zM5 6h3v1h-3z');
  });

  it('shows the PIN on its own, left to right, as the code alone (the groups are spacing)', async () => {
    show(aLayout({ direction: 'rtl', language: 'ar' }, [PIN]));
    const view = await screen.findByRole('region', { name: 'Receipt preview' });
    const pins = view.querySelectorAll('.receipt-pin');
    expect(pins).toHaveLength(1);
    const code = pins[0]?.querySelector('strong');
    expect(code?.getAttribute('dir')).toBe('ltr');
    expect(code?.textContent).toBe('12345678901234');
    expect([...(code?.querySelectorAll('.receipt-pin-line') ?? [])].map((line) => [...line.children].map((group) => group.textContent))).toEqual([
      ['1234', '5678'],
      ['9012', '34'],
    ]);
    // The PIN is drawn its own way, not as an ordinary double-size line.
    expect(pins[0]?.className).not.toContain('receipt-scale-2');
  });

  it('shows the training mark as a band across the sheet, in words a reader reads out', async () => {
    const mark: ReceiptBlock = { kind: 'text', lines: ['TRAINING —', 'NOT VALID'], align: 'center', scale: 2, bold: true, role: 'training' };
    show(aLayout({}, [mark, PIN, mark]));
    const view = await screen.findByRole('region', { name: 'Receipt preview' });
    const bands = view.querySelectorAll('.receipt-role-training');
    expect(bands).toHaveLength(2);
    for (const band of bands) {
      expect(band.className).toContain('receipt-scale-2');
      expect([...band.querySelectorAll('.receipt-line')].map((line) => line.textContent)).toEqual(['TRAINING —', 'NOT VALID']);
    }
    // Right beside the PIN, on both sides.
    const pin = view.querySelector('.receipt-pin');
    expect([pin?.previousElementSibling, pin?.nextElementSibling]).toEqual([...bands]);
  });

  it('holds the place with a blank sheet until the receipt is laid out', async () => {
    show(null);
    const view = await screen.findByRole('region', { name: 'Receipt preview' });
    expect(view.getAttribute('aria-busy')).toBe('true');
    expect(view.textContent).toBe('Preparing the receipt…');
  });
});
