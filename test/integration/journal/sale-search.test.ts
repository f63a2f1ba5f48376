/**
 * The history's search on a real journal: what a clerk types finds what they mean — the number by its last
 * digits (however the number is typed), a sale by the start of its id, a transaction by its id, an e-mail address
 * by its start — across every day through indexes, and on one day anything containing the text, as before.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openJournal, type Db } from '../../../src/main/journal/open';
import { createSalesRepo, type NewSale, type SalesRepo } from '../../../src/main/journal/sales-repo';
import { numberDigits } from '../../../src/shared/history-search';
import { searchTerm } from '../../../src/main/journal/sale-search';

let dir: string;
let db: Db;
let repo: SalesRepo;

const sale = (id: string, day: string, recipient: { phone?: string; email?: string }, operator = 'MTN Nigeria'): NewSale => ({
  id, created_at: `${day}T10:00:00.000Z`, business_day: day, clerk: 'Ada', shift: 0, environment: 'training',
  operator_id: 1, operator_name: operator, country_iso: 'NG', recipient_country: recipient.phone ? 'NG' : null,
  recipient_phone: recipient.phone ?? null, recipient_email: recipient.email ?? null, sender_country: null, sender_phone: null,
  amount_micros: 5_000_000, amount_currency: 'USD', use_local_amount: 0, quoted_delivered_micros: null, quoted_delivered_currency: null, request_id: null,
});

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'till-search-'));
  db = openJournal(join(dir, 'journal.sqlite'));
  repo = createSalesRepo(db);
  repo.create(sale('TMHX01-AAAA', '2025-03-01', { phone: '+2348031234567' }), 'created');
  repo.create(sale('TMHX02-BBBB', '2025-03-01', { phone: '+2348059994567' }, 'Glo Nigeria'), 'created');
  repo.create(sale('TMJQ77-CCCC', '2026-11-22', { phone: '+2348031234567' }), 'created');
  repo.create(sale('TMJQ78-DDDD', '2026-11-22', { email: 'ada.obi@mail.example' }, 'Spectranet'), 'created');
  repo.transition('TMJQ77-CCCC', 'queued', 'sending', '2026-11-22T10:00:01.000Z', 'send', { attempts: 1 });
  repo.transition('TMJQ77-CCCC', 'sending', 'succeeded', '2026-11-22T10:00:02.000Z', 'ok', { transaction_id: 4_100_123 });
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const found = (text: string, day?: string) => repo.list({ limit: 10, text, ...(day ? { day } : {}) }).rows.map((row) => row.id);

describe('the history search', () => {
  it('finds a number by its last digits across every day, newest first', () => {
    expect(found('4567')).toEqual(['TMJQ77-CCCC', 'TMHX02-BBBB', 'TMHX01-AAAA']);
    expect(found('234567')).toEqual(['TMJQ77-CCCC', 'TMHX01-AAAA']);
    // Not the end of the number: across every day that is no match.
    expect(found('803123')).toEqual([]);
  });

  it('reads a number however it is typed: with +, spaces or dashes, or nationally with its leading 0', () => {
    expect(found('+234 803 123-4567')).toEqual(['TMJQ77-CCCC', 'TMHX01-AAAA']);
    expect(found('0803 123 4567')).toEqual(['TMJQ77-CCCC', 'TMHX01-AAAA']);
    expect(numberDigits('(0803) 123-4567')).toBe('8031234567');
    expect(numberDigits('0456')).toBe('0456');
    expect(numberDigits('TMHX')).toBeNull();
  });

  it('finds a sale by the start of its id, in any case', () => {
    expect(found('TMHX')).toEqual(['TMHX02-BBBB', 'TMHX01-AAAA']);
    expect(found('tmhx01')).toEqual(['TMHX01-AAAA']);
    expect(found('TMJQ77-CCCC')).toEqual(['TMJQ77-CCCC']);
  });

  it('finds a sale by its transaction id, and an e-mail address by its start', () => {
    expect(found('4100123')).toEqual(['TMJQ77-CCCC']);
    expect(found('Ada.Obi')).toEqual(['TMJQ78-DDDD']);
  });

  it('across every day, a text too short to be a search finds only a transaction of that id', () => {
    expect(found('567')).toEqual([]);
    expect(found('TM')).toEqual([]);
  });

  it('on one day, finds the text anywhere, as before: the middle of a number, an operator, a few last digits', () => {
    expect(found('803123', '2026-11-22')).toEqual(['TMJQ77-CCCC']);
    expect(found('spectra', '2026-11-22')).toEqual(['TMJQ78-DDDD']);
    expect(found('67', '2025-03-01')).toEqual(['TMHX02-BBBB', 'TMHX01-AAAA']);
    expect(found('glo', '2025-03-01')).toEqual(['TMHX02-BBBB']);
    // LIKE's wildcards are the clerk's text, not wildcards.
    expect(found('%', '2025-03-01')).toEqual([]);
    expect(found('_', '2025-03-01')).toEqual([]);
  });

  it('reads each match across every day through its index, never the whole journal', () => {
    for (const text of ['4567', '4100123', 'TMHX01', 'ada.obi']) {
      const term = searchTerm(text, false);
      const plan = db
        .prepare<Record<string, unknown>, { detail: string }>(`EXPLAIN QUERY PLAN SELECT * FROM sales WHERE ${term.sql} ORDER BY created_at DESC, seq DESC LIMIT 101`)
        .all(term.params)
        .map((step) => step.detail);
      expect(plan.join('; '), text).not.toMatch(/SCAN sales(?! USING)/);
      expect(plan.join('; '), text).toMatch(/sales_by_number_end|sales_by_transaction|sqlite_autoindex_sales_1|sales_by_email/);
    }
  });
});
