/**
 * The text layout check itself, on small pages made to pass or fail it, in the same Chromium the till's e2e
 * tests use: it must find what a clerk would see as broken, and only that.
 */
import { expect, test, type Page } from '@playwright/test';
import { textLayoutProblems } from './fixtures/text-layout';

test.use({ viewport: { width: 800, height: 600 } });

async function problemsOf(page: Page, body: string): Promise<string[]> {
  await page.setContent(`<!doctype html><html><head><style>body { margin: 0; font: 20px sans-serif; }</style></head><body>${body}</body></html>`);
  return textLayoutProblems(page);
}

test('a page laid out well has nothing to say', async ({ page }) => {
  const problems = await problemsOf(
    page,
    `<h2>Day summary</h2>
     <table><tr><td>NGN</td><td>26,713.43</td></tr><tr><td>USD</td><td>$16.09</td></tr></table>
     <p>A paragraph long enough to wrap onto a second line in a narrow column, <strong>with a bold word</strong> in it.</p>
     <span style="position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap">read aloud only, over everything</span>
     <div style="line-height:1;font-size:40px"><div>Ag ذهب</div><div>Ag ذهب</div></div>`,
  );
  expect(problems).toEqual([]);
});

test('amounts that run into each other in a table too narrow for them', async ({ page }) => {
  const problems = await problemsOf(
    page,
    `<table style="table-layout:fixed;width:160px;white-space:nowrap"><tr><td>NGN 26,713.43</td><td>$16.09</td></tr></table>`,
  );
  expect(problems).toEqual([expect.stringMatching(/^“NGN 26,713.43” \(td\) and “\$16.09” \(td\) overlap by \d+×\d+px$/)]);
});

test('two texts placed on one another, in a list scrolled away from them too', async ({ page }) => {
  const problems = await problemsOf(
    page,
    `<div style="position:relative;height:40px"><span style="position:absolute;left:0">Grace Owner</span><span style="position:absolute;left:30px">Manager</span></div>
     <ul aria-label="Sales" style="height:60px;overflow:auto;margin:0">
       <li style="height:200px">First sale</li>
       <li style="height:20px;margin-top:-4px">Second sale</li><li style="height:20px;margin-top:-14px">Third sale</li>
     </ul>`,
  );
  expect(problems).toHaveLength(2);
  expect(problems[0]).toContain('“Grace Owner” (span) and “Manager” (span) overlap');
  expect(problems[1]).toContain('“Second sale” (li in "Sales") and “Third sale” (li in "Sales") overlap');
});

test('a name cut by an ellipsis, or past the screen’s edge, is reported; a list that scrolls cuts nothing', async ({ page }) => {
  const problems = await problemsOf(
    page,
    `<div class="name" style="width:80px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">Grace Owner Mariam</div>
     <div style="margin-inline-start:760px;white-space:nowrap">Balance $1,234,567.89</div>
     <div style="height:40px;overflow:auto"><p>One</p><p>Two</p><p>Three</p></div>`,
  );
  expect(problems).toEqual([
    '“Grace Owner Mariam” (div.name, cut by div.name) is cut: nothing one tap away shows it whole',
    '“Balance $1,234,567.89” (div, cut by the screen’s edge) is cut: nothing one tap away shows it whole',
  ]);
});

test('a name squeezed to nothing by the layout is cut, not hidden', async ({ page }) => {
  const problems = await problemsOf(
    page,
    `<div style="display:grid;grid-template-columns:minmax(0,0fr) auto;width:300px">
       <span class="state" style="overflow:hidden;white-space:nowrap">Top-up delivered</span><span>161 sales</span>
     </div>`,
  );
  expect(problems).toEqual(['“Top-up delivered” (span.state, cut by span.state) is cut: nothing one tap away shows it whole']);
});

test('a cut name is allowed when the whole of it is on the same screen', async ({ page }) => {
  const problems = await problemsOf(
    page,
    `<h2>Type your PIN, Grace Owner Mariam.</h2>
     <div style="width:80px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">Grace Owner Mariam</div>`,
  );
  expect(problems).toEqual([]);
});

/** A name cut in a button that opens a dialog; the dialog shows `shown` (the whole name, or not). */
const popupPage = (shown: string) => `
  <button aria-haspopup="dialog" style="width:120px" onclick="document.getElementById('who').showModal()">
    <span style="display:block;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">Grace Owner Mariam Adebayo</span>
  </button>
  <dialog id="who"><p>${shown}</p></dialog>`;

test('a cut name in a control that opens the whole of it is allowed: the check taps it, and closes it again', async ({ page }) => {
  expect(await problemsOf(page, popupPage('Grace Owner Mariam Adebayo, Manager'))).toEqual([]);
  await expect(page.locator('dialog#who')).not.toHaveAttribute('open');
});

test('a control that opens something without the whole name does not excuse the cut', async ({ page }) => {
  expect(await problemsOf(page, popupPage('Grace Owner'))).toEqual(['“Grace Owner Mariam Adebayo” (span, cut by span) is cut: a tap on it did not show “Grace Owner Mariam Adebayo” whole']);
});

test('with a modal open, only its text counts: the screen behind is out of reach', async ({ page }) => {
  const problems = await problemsOf(
    page,
    `<p style="position:absolute;top:100px;left:100px;margin:0">Behind the dialog, covered by it</p>
     <dialog id="d" style="position:fixed;top:100px;left:100px;margin:0;padding:0"><p style="margin:0">Close the day?</p><p>This is final.</p></dialog>
     <script>document.getElementById('d').showModal()</script>`,
  );
  expect(problems).toEqual([]);
});
