/**
 * A manager puts the till in a chain, in browser mode, against a real PostgreSQL started here (TLS, the chain's
 * own CA): Settings → Chain says it is in no chain, asks for the file's path, refuses a file that is not an
 * enrolment in words, takes the enrolment file chain:enroll wrote (main reads it), and then shows the chain synced — there and, for the manager, on the status
 * bar — with the till's sales at the centre. The enrolment's key is nowhere in the page afterwards.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { enrolTill } from '../../chain/lib/tills';
import { startChainCentre } from '../support/chain-centre';
import { openTill, sellTenDollarsToUsNumber } from './fixtures/sale-steps';
import { expect, shopReady, test } from './fixtures/web-host';

test.use({ viewport: { width: 1024, height: 768 } });

test('a manager enrols the till in a chain, and the chain takes its journal', async ({ page, webHost }) => {
  const { pg, admin, work, close } = await startChainCentre();
  try {
    const enrolment = await enrolTill(admin, pg.ca, { tillId: 'till_0042', name: 'Counter 2', shop: 'Main Street', environment: 'training', host: '127.0.0.1', port: pg.port, database: 'chain' });
    const file = join(work, 'till_0042.chain.json');
    writeFileSync(file, JSON.stringify(enrolment, null, 2), { mode: 0o600 });
    const notOne = join(work, 'notes.json');
    writeFileSync(notOne, '{"shop": "Main Street"}');

    await shopReady(webHost, 'US');
    await openTill(page, webHost.url);
    await sellTenDollarsToUsNumber(page);

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Chain' }).click();
    const section = page.getByRole('region', { name: 'Chain' });
    await expect(section.getByRole('status').first()).toHaveText('not in a chain');
    await expect(page.locator('[data-field="chain"]')).toHaveCount(0);

    const form = section.getByRole('form', { name: 'Enrol this till' });
    const path = form.getByLabel('Enrolment file (from npm run chain:enroll): its path on this computer');
    // A browser has no open dialog: without a path the till says what it needs.
    await form.getByRole('button', { name: 'Enrol in the chain' }).click();
    await expect(form.getByRole('alert')).toContainText("Type the enrolment file's path");
    await path.fill(notOne);
    await form.getByRole('button', { name: 'Enrol in the chain' }).click();
    await expect(form.getByRole('alert')).toContainText('not a usable chain enrolment');

    await path.fill(file);
    await form.getByRole('button', { name: 'Enrol in the chain' }).click();
    await expect(form.getByRole('status')).toHaveText('Enrolled: the till sends its journal to the chain.');
    const state = section.getByRole('group', { name: 'The chain’s copy of this till' });
    // The shift and the sale already here wait to be sent, then go.
    await expect(state.getByRole('status')).toHaveText('synced', { timeout: 20_000 });
    await expect(state).not.toContainText('Last sent—');
    await expect(section).toContainText('till_0042 · Counter 2');
    await expect(section).toContainText(`127.0.0.1:${pg.port}/chain`);
    await expect(page.locator('[data-field="chain"]')).toHaveText('Chain: synced');
    mkdirSync(join('test-results', 'counter'), { recursive: true });
    await page.screenshot({ path: join('test-results', 'counter', 'counter-settings-chain.png') });

    const [sales] = await admin<Array<{ n: number }>>`SELECT count(*)::int AS n FROM chain_sale WHERE till_id = 'till_0042' AND state = 'succeeded'`;
    expect(sales!.n).toBe(1);
    const html = await page.content();
    expect(html).not.toContain('PRIVATE KEY');
    expect(html).not.toContain(enrolment.clientKey.split('\n')[1]!);

    await form.getByRole('button', { name: 'Leave the chain' }).click();
    await expect(form.getByRole('status')).toHaveText('This till has left the chain; its journal stays here.');
    await expect(section.getByRole('group', { name: 'The chain’s copy of this till' }).getByRole('status')).toHaveText('not in a chain');
  } finally {
    await close();
  }
});
