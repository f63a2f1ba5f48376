/** The core's events reach the page as server-sent events. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Sale } from '../../../src/shared/contract';
import { callApi, type HostedTill, openEventStream, startHostedTill } from './support';

let hosted: HostedTill;

beforeAll(async () => {
  hosted = await startHostedTill();
});
afterAll(() => hosted.close());

it('streams a sale from queued to its final state as named sale.updated events', async () => {
  const stream = openEventStream(hosted.host.port, `/api/events?token=${hosted.host.token}`);
  expect(await stream.status).toBe(200);
  const detected = (await callApi(hosted, 'operators.detect', { country: 'US', number: '2015550123' })).json() as { operator: { id: number } };
  const created = await callApi(hosted, 'sales.create', { operatorId: detected.operator.id, amount: '10', recipient: { country: 'US', number: '2015550123' } });
  expect(created.status).toBe(200);
  const sale = created.json() as Sale;

  const settled = await stream.next((frame) => frame.event === 'sale.updated' && (frame.data as Sale).id === sale.id && (frame.data as Sale).state === 'succeeded');
  expect(settled.data).toMatchObject({ id: sale.id, amount: { micros: 10_000_000, currency: 'USD' } });
  const states = stream.frames.filter((frame) => frame.event === 'sale.updated' && (frame.data as Sale).id === sale.id).map((frame) => (frame.data as Sale).state);
  expect(states).toContain('sending');
  expect(states.at(-1)).toBe('succeeded');
  stream.close();
});

it('ends open streams when the web host closes', async () => {
  const other = await startHostedTill();
  const stream = openEventStream(other.host.port, `/api/events?token=${other.host.token}`);
  expect(await stream.status).toBe(200);
  await other.close();
  await stream.end;
});
