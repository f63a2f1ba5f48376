/**
 * The customer display through the web host: its own token opens its stream of views and its one answer and
 * nothing else; the customer's yes (and only for the sale asked about) lets "Cash taken" through; their no, a
 * skip and the privacy of the next customer. A real till (training, the built-in simulator) behind a real web host.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METHOD_NAMES, type CustomerConfirmation, type CustomerView, type Sale } from '../../../src/shared/contract';
import { silentLogger } from '../../../src/main/logger';
import { createTill } from '../../../src/main/till';
import { startWebHost } from '../../../src/main/web-host/server';
import { eventually } from '../../support/eventually';
import { callApi, type HostedTill, openEventStream, rawRequest } from './support';

let hosted: HostedTill;
let displayToken: string;

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'till-customer-'));
  // A short privacy wait: the outcome leaves the display soon after it shows.
  const till = await createTill({ dataDir, environment: 'training', logger: silentLogger, timings: { customerOutcomeMs: 200 } });
  const host = await startWebHost({ till, port: 0, rendererDir: join(dataDir, 'no-renderer'), logger: silentLogger });
  displayToken = new URL(host.customerUrl).hash.slice('#token='.length);
  hosted = {
    till,
    host,
    dataDir,
    rendererDir: join(dataDir, 'no-renderer'),
    async close() {
      await host.close();
      await till.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
});
afterAll(() => hosted.close());

const display = () => openEventStream(hosted.host.port, `/customer/events?token=${displayToken}`);
/** Closes a display's stream and waits until the till has seen it go. */
async function closeDisplay(stream: ReturnType<typeof display>): Promise<void> {
  stream.close();
  await eventually(async () => (((await callApi(hosted, 'customer.confirmation')).json() as CustomerConfirmation).connected ? undefined : true));
}
/** The question about the number `text` (as the display groups it), once it is on the display. */
async function askAbout(stream: ReturnType<typeof display>, text: string): Promise<CustomerView & { scene: { kind: 'confirm'; ask: { id: string } } }> {
  const frame = await stream.next((each) => {
    const scene = (each.data as CustomerView).scene;
    return scene.kind === 'confirm' && scene.recipient.text === text && scene.ask !== null;
  });
  return frame.data as CustomerView & { scene: { kind: 'confirm'; ask: { id: string } } };
}
const views = (stream: ReturnType<typeof display>) => stream.frames.filter((frame) => frame.event === 'customer.view').map((frame) => frame.data as CustomerView);
const reply = (body: unknown, token = displayToken) =>
  rawRequest(hosted.host.port, { method: 'POST', path: '/customer/reply', headers: { 'content-type': 'application/json', 'x-till-token': token }, body: JSON.stringify(body) });

async function aSale(number = '2015550123') {
  const detected = (await callApi(hosted, 'operators.detect', { country: 'US', number })).json() as { operator: { id: number }; e164: string };
  return { operatorId: detected.operator.id, amount: '10', useLocalAmount: false, recipient: { country: 'US', number: detected.e164 }, requestId: crypto.randomUUID() };
}

describe("the display's token", () => {
  it('is printed as its own address, apart from the till\'s', () => {
    expect(hosted.host.customerUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/customer#token=[\w-]{43}$/);
    expect(displayToken).not.toBe(hosted.host.token);
  });

  it('is refused (403) on every method of the contract and on the till\'s event stream', async () => {
    for (const method of METHOD_NAMES) {
      const response = await callApi(hosted, method, {}, { 'x-till-token': displayToken });
      expect({ method, status: response.status }).toEqual({ method, status: 403 });
      expect((response.json() as { error: { code: string } }).error.code).toBe('FORBIDDEN');
    }
    const events = openEventStream(hosted.host.port, `/api/events?token=${displayToken}`);
    expect(await events.status).toBe(403);
    events.close();
    // However it is carried and whatever the request's method.
    expect((await rawRequest(hosted.host.port, { method: 'POST', path: `/api/status.get?token=${displayToken}`, body: '{}' })).status).toBe(403);
    expect((await rawRequest(hosted.host.port, { path: '/api/status.get', headers: { 'x-till-token': displayToken } })).status).toBe(403);
  });

  it("opens the display's stream, which the till's own token and no token do not", async () => {
    for (const token of [hosted.host.token, '', 'x'.repeat(43)]) {
      const stream = openEventStream(hosted.host.port, `/customer/events?token=${token}`);
      expect(await stream.status).toBe(401);
      stream.close();
    }
    expect((await reply({ id: 'x', answer: 'yes' }, hosted.host.token)).status).toBe(401);
    const stream = display();
    expect(await stream.status).toBe(200);
    await closeDisplay(stream);
  });

  it('answers the display page from the renderer, at its own path, without a token', async () => {
    // No renderer is built for this test: the page's path is the index's, which says it is not built.
    expect((await rawRequest(hosted.host.port, { path: '/customer' })).status).toBe(503);
  });
});

describe('the customer confirms the number', () => {
  it('shows the present at once, then the number as it is typed, grouped', async () => {
    const stream = display();
    const idle = await stream.next((frame) => frame.event === 'customer.view');
    expect(idle.data).toMatchObject({ language: 'en', shop: { name: 'My Shop' }, scene: { kind: 'idle' } });
    await callApi(hosted, 'customer.show', { step: 'typing', language: 'fr', country: 'US', number: '201555', operatorId: null });
    const typing = await stream.next((frame) => (frame.data as CustomerView).scene.kind === 'typing');
    expect(typing.data).toMatchObject({ language: 'fr', scene: { kind: 'typing', recipient: { kind: 'phone', country: 'US', text: '(201) 555' } } });
    await closeDisplay(stream);
  });

  it('holds "Cash taken" until the customer says yes to exactly this sale', async () => {
    const stream = display();
    await stream.next((frame) => frame.event === 'customer.view');
    const sale = await aSale();
    const shown = (await callApi(hosted, 'customer.show', { step: 'confirm', language: 'en', sale, region: null })).json() as CustomerConfirmation;
    expect(shown).toMatchObject({ connected: true, needed: true, requestId: sale.requestId, answer: 'waiting' });
    const asked = await askAbout(stream, '(201) 555-0123');
    expect(asked.scene).toMatchObject({
      kind: 'confirm',
      // The shop is in the United States (the machine's region): its own numbers read nationally.
      recipient: { kind: 'phone', country: 'US', text: '(201) 555-0123' },
      pays: { micros: 10_000_000, currency: 'USD' },
      ask: { answer: 'waiting' },
    });
    const ask = asked.scene.ask;

    const early = await callApi(hosted, 'sales.create', sale);
    expect(early.status).toBe(409);
    expect((early.json() as { error: { code: string } }).error.code).toBe('AWAITING_CUSTOMER');
    // A stale or made-up answer, or a malformed one, changes nothing.
    expect((await reply({ id: 'not-the-question', answer: 'yes' })).status).toBe(204);
    expect((await reply({ nonsense: true })).status).toBe(204);
    expect(((await callApi(hosted, 'customer.confirmation')).json() as CustomerConfirmation).answer).toBe('waiting');

    expect((await reply({ id: ask.id, answer: 'yes' })).status).toBe(204);
    expect(((await callApi(hosted, 'customer.confirmation')).json() as CustomerConfirmation).answer).toBe('yes');
    // The same key with another amount is another sale: the customer did not say yes to it.
    const changed = await callApi(hosted, 'sales.create', { ...sale, amount: '11' });
    expect((changed.json() as { error: { code: string } }).error.code).toBe('AWAITING_CUSTOMER');
    const created = await callApi(hosted, 'sales.create', sale);
    expect(created.status).toBe(200);
    const taken = created.json() as Sale;

    await callApi(hosted, 'customer.show', { step: 'sale', language: 'en', saleId: taken.id });
    await stream.next((frame) => (frame.data as CustomerView).scene.kind === 'outcome' && (frame.data as { scene: { outcome: string } }).scene.outcome === 'delivered');
    // A few moments later the number leaves the screen, and showing the same sale again does not bring it back.
    await stream.next((frame) => (frame.data as CustomerView).seq > 0 && (frame.data as CustomerView).scene.kind === 'idle' && views(stream).some((view) => view.scene.kind === 'outcome'));
    await callApi(hosted, 'customer.show', { step: 'sale', language: 'en', saleId: taken.id });
    expect(views(stream).at(-1)?.scene.kind).toBe('idle');
    const seqs = views(stream).map((view) => view.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    await closeDisplay(stream);
  });

  it('stops the sale at "no", and records it', async () => {
    const stream = display();
    await stream.next((frame) => frame.event === 'customer.view');
    const sale = await aSale('2015550124');
    await callApi(hosted, 'customer.show', { step: 'confirm', language: 'en', sale, region: null });
    const asked = await askAbout(stream, '(201) 555-0124');
    await reply({ id: asked.scene.ask.id, answer: 'no' });
    expect(((await callApi(hosted, 'customer.confirmation')).json() as CustomerConfirmation).answer).toBe('no');
    expect((await callApi(hosted, 'sales.create', sale)).status).toBe(409);
    // A yes after the no is too late: the clerk goes back to the number.
    await reply({ id: asked.scene.ask.id, answer: 'yes' });
    expect(((await callApi(hosted, 'customer.confirmation')).json() as CustomerConfirmation).answer).toBe('no');
    const trail = (await callApi(hosted, 'audit.list', {})).json() as { entries: { action: string; subject: string | null }[] };
    expect(trail.entries.filter((entry) => entry.action === 'customer-said-no').map((entry) => entry.subject)).toContain(sale.requestId);
    await closeDisplay(stream);
  });

  it("lets the clerk go on without the customer's yes only where a manager allows it, each skip in the trail", async () => {
    const stream = display();
    await stream.next((frame) => frame.event === 'customer.view');
    const sale = await aSale('2015550125');
    await callApi(hosted, 'customer.show', { step: 'confirm', language: 'en', sale, region: null });
    await askAbout(stream, '(201) 555-0125');
    const refused = await callApi(hosted, 'customer.skip', { requestId: sale.requestId });
    expect(refused.status).toBe(409);
    await callApi(hosted, 'settings.update', { customerDisplay: { allowSkip: true } });
    const skipped = (await callApi(hosted, 'customer.skip', { requestId: sale.requestId })).json() as CustomerConfirmation;
    expect(skipped).toMatchObject({ answer: 'skipped', mayGoOnWithout: true });
    expect((await callApi(hosted, 'sales.create', sale)).status).toBe(200);
    const trail = (await callApi(hosted, 'audit.list', {})).json() as { entries: { action: string; subject: string | null }[] };
    expect(trail.entries.filter((entry) => entry.action === 'customer-confirm-skipped').map((entry) => entry.subject)).toEqual([sale.requestId]);
    await callApi(hosted, 'settings.update', { customerDisplay: { allowSkip: false } });
    await closeDisplay(stream);
  });

  it('takes the sale as before with no display connected', async () => {
    const sale = await aSale('2015550126');
    const shown = (await callApi(hosted, 'customer.show', { step: 'confirm', language: 'en', sale, region: null })).json() as CustomerConfirmation;
    expect(shown).toMatchObject({ connected: false, needed: false, answer: null });
    expect((await callApi(hosted, 'sales.create', sale)).status).toBe(200);
  });

  it('puts the question to a display that connects while the confirm step shows', async () => {
    const sale = await aSale('2015550127');
    await callApi(hosted, 'customer.show', { step: 'confirm', language: 'ar', sale, region: null });
    const stream = display();
    const first = (await stream.next((frame) => frame.event === 'customer.view')).data as CustomerView;
    expect(first).toMatchObject({ language: 'ar', scene: { kind: 'confirm', ask: { answer: 'waiting' } } });
    expect((await callApi(hosted, 'sales.create', sale)).status).toBe(409);
    await closeDisplay(stream);
    await callApi(hosted, 'customer.show', { step: 'idle' });
  });
});
