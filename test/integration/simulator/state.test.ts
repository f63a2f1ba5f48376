import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, findOperator, get, mobileNumber, post, startSimulator, validAmount, type ApiErrorBody, type AsyncAccepted, type RunningSimulator, type TopupStatusAnswer, type Transaction } from './support';

const directory = mkdtempSync(join(tmpdir(), 'simulator-state-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** A top-up's status once it is no longer PROCESSING. */
const settledStatus = (sim: RunningSimulator, id: number) =>
  eventually(async () => {
    const status = (await get<TopupStatusAnswer>(sim, `/topups/${id}/status`)).body;
    return status.status === 'PROCESSING' ? undefined : status;
  });

describe('--state persistence', () => {
  it('keeps balance, transactions, used references and async refusals across a restart', async () => {
    const statePath = join(directory, 'keep.json');
    const first = await startSimulator({ statePath, seed: 17, rechargeWaitSeconds: 0, settleMs: 50 });
    const mtn = await findOperator(first, 'NG', (o) => o.name === 'MTN Nigeria');
    const body = (lastThree: string, customIdentifier: string) => ({
      operatorId: mtn.id,
      amount: validAmount(mtn),
      recipientPhone: { countryCode: 'NG', number: mobileNumber('NG', lastThree) },
      customIdentifier,
    });
    const sent = (await post<Transaction>(first, '/topups', body('900', 'kept-1'))).body;
    const refused = (await post<AsyncAccepted>(first, '/topups-async', { ...body('333', 'kept-2') })).body.transactionId;
    const balance = first.balance();
    const transactions = first.transactions();
    await first.close();
    expect(JSON.parse(readFileSync(statePath, 'utf8')).version).toBe(1);

    const second = await startSimulator({ statePath, seed: 17, rechargeWaitSeconds: 0, settleMs: 50, balance: 5 });
    try {
      expect(second.balance()).toBe(balance);
      expect(second.transactions()).toEqual(transactions);
      expect((await get<Transaction>(second, `/topups/reports/transactions/${sent.transactionId}`)).body).toEqual(sent);
      expect((await post<ApiErrorBody>(second, '/topups', body('901', 'kept-1'))).body.errorCode).toBe('CUSTOM_IDENTIFIER_ALREADY_USED');
      expect(await settledStatus(second, refused)).toMatchObject({ status: 'FAILED', code: 'TOPUP_TRANSACTION_FAILED' });
      const next = (await post<Transaction>(second, '/topups', body('902', 'kept-3'))).body;
      expect(next.transactionId).toBeGreaterThan(refused);
    } finally {
      await second.close();
    }
  });

  it('settles after a restart a top-up left PROCESSING, refunding it if it ends REFUNDED', async () => {
    const statePath = join(directory, 'processing.json');
    // It settles an hour after it was sent: still PROCESSING when this simulator stops, however slow the machine.
    const first = await startSimulator({ statePath, seed: 17, rechargeWaitSeconds: 0, settleMs: 3_600_000 });
    const mtn = await findOperator(first, 'NG', (o) => o.name === 'MTN Nigeria');
    const before = first.balance();
    const answer = await post<Transaction>(first, '/topups', { operatorId: mtn.id, amount: validAmount(mtn), recipientPhone: { countryCode: 'NG', number: mobileNumber('NG', '112') } });
    expect(answer.body.status).toBe('PROCESSING');
    await first.close();
    const saved = JSON.parse(readFileSync(statePath, 'utf8')) as { balanceMicros: number; transactions: Array<{ status: string; settleAt: number }> };
    expect(saved.transactions[0]).toMatchObject({ status: 'PROCESSING' });
    expect(saved.balanceMicros).toBeLessThan(Math.round(before * 1_000_000));
    // The hour went by while it was stopped.
    saved.transactions[0]!.settleAt = Date.now() - 1;
    writeFileSync(statePath, JSON.stringify(saved));

    const second = await startSimulator({ statePath, seed: 17 });
    try {
      expect((await settledStatus(second, answer.body.transactionId)).status).toBe('REFUNDED');
      expect(second.balance()).toBe(before);
    } finally {
      await second.close();
    }
    expect(JSON.parse(readFileSync(statePath, 'utf8')).transactions[0].status).toBe('REFUNDED');
  });

  it('writes every change at once, so a killed simulator loses nothing it answered', async () => {
    const statePath = join(directory, 'eager.json');
    const sim = await startSimulator({ statePath });
    try {
      sim.setBalance(77.7);
      expect(JSON.parse(readFileSync(statePath, 'utf8')).balanceMicros).toBe(77_700_000);
    } finally {
      await sim.close();
    }
  });

  it('refuses to start on a damaged state file instead of losing its history', async () => {
    const statePath = join(directory, 'damaged.json');
    writeFileSync(statePath, '{"version": 1, "balanceMicros": ');
    await expect(startSimulator({ statePath })).rejects.toThrow(/not valid JSON/);
    writeFileSync(statePath, '{"something": "else"}');
    await expect(startSimulator({ statePath })).rejects.toThrow(/not a simulator state/);
  });
});
