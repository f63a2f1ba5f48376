import { describe, expect, it } from 'vitest';
import { loadPhoneRules, withPhoneRules } from '../../../src/renderer/src/screens/sale/phone-rules';

// This file's module graph is its own: libphonenumber is not loaded when it starts.
describe('the phone rules, loaded on demand', () => {
  it('runs what was asked before they came once they are there, in the order asked; then at once', async () => {
    const done: string[] = [];
    withPhoneRules(() => done.push('first key'));
    withPhoneRules((rules) => done.push(rules.formatEntry('2015550', 'US')));
    expect(done).toEqual([]);
    await loadPhoneRules();
    expect(done).toEqual(['first key', '(201) 555-0']);
    withPhoneRules(() => done.push('now'));
    expect(done).toEqual(['first key', '(201) 555-0', 'now']);
  });
});
