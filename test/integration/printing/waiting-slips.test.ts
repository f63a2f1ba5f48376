/**
 * The slip of a sale still waiting to be sent, as the till itself makes it: held by the number's pause it says
 * until when (in the shop's time zone); refused for now by the service it says that; offline it says it goes when
 * the connection returns. The till's clock stands still, so a held sale stays held while its slip is made: no
 * assertion here races a timer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sale } from '../../../src/shared/contract';
import { isFinal, sell, startHarness, waitForConnectivity, waitForSale, type Harness } from '../../support/till-harness';

let h: Harness;
/** 07:29:30 in Lagos. */
const NOW = new Date('2026-11-23T06:29:30.000Z');

beforeAll(async () => {
  h = await startHarness({ till: { now: () => NOW, timings: { rechargeWaitMs: 90_000 } } });
  // A shop in Lagos: its slips on the 24-hour clock.
  await h.call('settings.update', { shop: { defaultCountry: 'NG', countryChosen: true }, businessDay: { startHour: 0, timeZone: 'Africa/Lagos' } });
  await waitForConnectivity(h.till, 'online');
});
afterAll(() => h.close());

async function slipOf(sale: Sale, language: 'en' | 'fr' | 'ar' = 'en'): Promise<string> {
  const { text } = await h.call('receipts.render', { saleId: sale.id, kind: 'receipt', columns: 32, language });
  return text.replace(/\s+/g, ' ');
}

describe('the slip of a sale waiting to be sent', () => {
  it("says when a sale held by the number's pause will be sent", async () => {
    const first = await waitForSale(h.till, (await sell(h, '310')).id, isFinal);
    expect(first.state).toBe('succeeded');
    const held = await sell(h, '310');
    // Topped up at 07:29:30 (the till's clock): the number may be topped up again 90 s later.
    expect([held.state, held.attempts, held.sendAfter]).toEqual(['queued', 0, '2026-11-23T06:31:00.000Z']);
    expect(await slipOf(held)).toContain('SAVED, WAITING TO SEND This number was topped up moments ago: it will be sent at 07:31.');
    expect(await slipOf(held, 'fr')).toContain("Ce numéro vient d'être rechargé : elle sera envoyée à 07:31.");
    // Arabic in a Lagos shop: Arabic's own clock (CLDR's, 12-hour), as the screen in Arabic there writes it.
    expect(await slipOf(held, 'ar')).toContain('شُحن هذا الرقم قبل لحظات: ستُرسل في 7:31 ص.');
    expect(await slipOf(first)).toContain(' TOP-UP DELIVERED ');
  });

  it('says a sale the service did not take yet will be sent at a time, not that the number was topped up', async () => {
    h.sim.faults.inject({ kind: 'rate-limit', path: '/topups', method: 'POST' });
    const taken = await sell(h, '320');
    const refused = await waitForSale(h.till, taken.id, (sale) => sale.state === 'queued' && sale.attempts === 1);
    expect(refused.sendAfter).not.toBeNull();
    const slip = await slipOf(refused);
    expect(slip).toMatch(/SAVED, WAITING TO SEND Not taken by the service yet: it will be sent at \d\d:\d\d\./);
    expect(slip).not.toContain('topped up');
  });

  it('says an offline sale will be sent when the connection returns', async () => {
    h.sim.faults.setOffline(true);
    await h.restart();
    await waitForConnectivity(h.till, 'offline');
    const offline = await sell(h, '330');
    expect(offline.state).toBe('queued');
    expect(await slipOf(offline)).toContain('SAVED, WAITING TO SEND It will be sent when the connection returns.');
    expect(await slipOf(offline, 'fr')).toContain('Elle sera envoyée au retour de la connexion.');
  });
});
