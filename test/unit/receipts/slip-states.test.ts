/**
 * A slip says what happened, as the screen says it (the words themselves are checked against the screen's in
 * test/unit/renderer/slip-state-words.test.ts): a delivered sale says so; a sale in doubt says to keep the slip,
 * one that did not go through that the money goes back; a sale waiting to be sent says why and until when, the
 * time in the shop's zone and its locale's clock. In English, French and Arabic, each as a shop that writes it would
 * print it: in Lagos, in France, in Morocco (all three on the 24-hour clock).
 */
import { describe, expect, it } from 'vitest';
import type { Sale } from '../../../src/shared/contract';
import { LANGUAGES, type Language } from '../../../src/shared/languages';
import { SALE_STATES } from '../../../src/shared/sale-states';
import { receiptText } from '../../../src/main/receipts/plain-text';
import { buildReceipt } from '../../../src/main/receipts/receipt-document';
import { layoutReceipt } from '../../../src/main/receipts/receipt-layout';
import { RECEIPT_WORDS } from '../../../src/main/receipts/receipt-words';
import { QUEUED_SALE, RECEIPT_SALE, SHOP, TILL_NOW } from '../../support/receipt-fixtures';

const LAGOS = 'Africa/Lagos';

const COUNTRY_OF: Readonly<Record<Language, string>> = { en: 'NG', fr: 'FR', ar: 'MA' };

function slip(sale: Sale, language: Language, till = TILL_NOW, timeZone = LAGOS, country = COUNTRY_OF[language]) {
  return buildReceipt(sale, { ...SHOP, defaultCountry: country }, { kind: 'receipt', copy: 0, language, timeZone, ...till });
}

/** The slip as printed on 58 mm paper, its lines joined: a note wraps there. */
const printed = (sale: Sale, language: Language, till = TILL_NOW, timeZone = LAGOS, country = COUNTRY_OF[language]) =>
  receiptText(layoutReceipt(slip(sale, language, till, timeZone, country), { columns: 32, drawer: false })).replace(/\s+/g, ' ');

/** 07:29:30 in Lagos; the number may be topped up again at 07:31. */
const MOMENTS_LATER = { now: new Date('2026-11-23T06:29:30.000Z'), online: true };
const HELD: Sale = { ...QUEUED_SALE, attempts: 0, sendAfter: '2026-11-23T06:31:00.000Z' };

describe("a slip's state", () => {
  it('is the title of the state the sale is in, on the slip in its language', () => {
    for (const language of LANGUAGES) {
      for (const state of SALE_STATES) {
        const title = RECEIPT_WORDS[language].state[state];
        expect(slip({ ...RECEIPT_SALE, state }, language).state.title).toBe(title);
        expect(printed({ ...RECEIPT_SALE, state }, language)).toContain(` ${title} `);
      }
    }
  });

  it('says a delivered top-up was delivered, never just "sent"', () => {
    expect(printed(RECEIPT_SALE, 'en')).toContain(' TOP-UP DELIVERED ');
    expect(printed(RECEIPT_SALE, 'en')).not.toMatch(/\bSENT\b/);
    expect(printed(RECEIPT_SALE, 'fr')).toContain(' RECHARGE LIVRÉE ');
    expect(printed(RECEIPT_SALE, 'ar')).toContain(' تم الشحن ');
    for (const language of LANGUAGES) expect(slip(RECEIPT_SALE, language).state.note).toBeNull();
  });

  it('says what to keep while the outcome is confirmed, and that the money goes back when it did not go through', () => {
    for (const state of ['sending', 'processing', 'unknown'] as const) {
      expect(printed({ ...RECEIPT_SALE, state }, 'en')).toContain('Keep this receipt until it is confirmed.');
    }
    expect(printed({ ...RECEIPT_SALE, state: 'failed' }, 'en')).toContain('FAILED The top-up did not go through: the money is given back.');
    expect(printed({ ...RECEIPT_SALE, state: 'refunded' }, 'fr')).toContain("REMBOURSÉE PAR L'OPÉRATEUR La recharge n'est pas passée : l'argent est rendu.");
    expect(printed({ ...RECEIPT_SALE, state: 'cancelled' }, 'ar')).toContain('أُلغيت أُلغيت عملية البيع قبل إرسالها: يُعاد المبلغ.');
  });
});

describe('a sale waiting to be sent', () => {
  it("held by the number's pause says until when, in the shop's time zone", () => {
    expect(printed(HELD, 'en', MOMENTS_LATER)).toContain('SAVED, WAITING TO SEND This number was topped up moments ago: it will be sent at 07:31.');
    expect(printed(HELD, 'fr', MOMENTS_LATER)).toContain("ENREGISTRÉE, EN ATTENTE D'ENVOI Ce numéro vient d'être rechargé : elle sera envoyée à 07:31.");
    expect(printed(HELD, 'ar', MOMENTS_LATER)).toContain('محفوظة، في انتظار الإرسال شُحن هذا الرقم قبل لحظات: ستُرسل في 07:31.');
    // The same moment in Paris.
    expect(printed(HELD, 'fr', MOMENTS_LATER, 'Europe/Paris')).toContain('elle sera envoyée à 07:31.');
    expect(printed(HELD, 'en', MOMENTS_LATER, 'Asia/Kolkata')).toContain('it will be sent at 12:01.');
  });

  it("says the time on the shop's clock: 24-hour where its locale is, AM/PM in a US shop", () => {
    const afternoon = { ...HELD, sendAfter: '2026-11-23T12:31:00.000Z' };
    for (const language of LANGUAGES) {
      const text = printed(afternoon, language, MOMENTS_LATER);
      expect(text).toContain('13:31');
      expect(text).not.toMatch(/[AP]M|1:31 /);
    }
    expect(printed(afternoon, 'en', MOMENTS_LATER, 'America/New_York', 'US')).toContain('it will be sent at 7:31 AM.');
  });

  it('offline says it goes when the connection returns, whatever else holds it', () => {
    const offline = { ...MOMENTS_LATER, online: false };
    for (const sale of [QUEUED_SALE, HELD]) {
      expect(printed(sale, 'en', offline)).toContain('SAVED, WAITING TO SEND It will be sent when the connection returns.');
      expect(printed(sale, 'fr', offline)).toContain('Elle sera envoyée au retour de la connexion.');
      expect(printed(sale, 'ar', offline)).toContain('ستُرسل عند عودة الاتصال.');
      expect(printed(sale, 'en', offline)).not.toContain('07:31');
    }
  });

  it('refused for now by the service says so, and until when: it is sent again then', () => {
    const refused = { ...HELD, attempts: 1 };
    expect(printed(refused, 'en', MOMENTS_LATER)).toContain('Not taken by the service yet: it will be sent at 07:31.');
    expect(printed(refused, 'fr', MOMENTS_LATER)).toContain('Pas encore acceptée par le service : elle sera envoyée à 07:31.');
    expect(printed(refused, 'ar', MOMENTS_LATER)).toContain('لم تقبلها الخدمة بعد: ستُرسل في 07:31.');
    expect(printed(refused, 'en', MOMENTS_LATER)).not.toContain('topped up');
  });

  it('online with nothing holding it (or a hold already past) says it goes in a moment', () => {
    expect(printed(QUEUED_SALE, 'en', MOMENTS_LATER)).toContain('It will be sent in a moment.');
    expect(printed(HELD, 'en', { now: new Date('2026-11-23T06:31:00.000Z'), online: true })).toContain('It will be sent in a moment.');
    expect(printed(HELD, 'fr', { now: new Date('2026-11-23T06:32:00.000Z'), online: true })).toContain('Elle sera envoyée dans un instant.');
    expect(printed(HELD, 'ar', { now: new Date('2026-11-23T06:32:00.000Z'), online: true })).toContain('ستُرسل بعد لحظات.');
  });
});
