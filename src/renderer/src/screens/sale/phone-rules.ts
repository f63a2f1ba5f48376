/**
 * libphonenumber and its metadata (about 40 KB gzipped) are not part of the first screen: the number step shows
 * without them, since an empty number needs no rules, and they load once it is up and idle. A key that comes
 * before they are there waits for them (keys keep their order); a step that opens with a number already in it
 * waits for them to render (Suspense).
 */
import { use, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle';

export type PhoneRules = typeof import('./phone-entry');

let rules: PhoneRules | null = null;
let loading: Promise<PhoneRules> | null = null;

export function loadPhoneRules(): Promise<PhoneRules> {
  if (!loading) {
    const load = import('./phone-entry').then((module) => (rules = module));
    // A failed load (the host restarting) is tried again when next asked.
    load.catch(() => {
      loading = null;
    });
    loading = load;
  }
  return loading;
}

/** The rules if they are loaded: every step after the number's has them (the number was read with them). */
export function loadedPhoneRules(): PhoneRules | null {
  return rules;
}

/** Runs `work` with the rules: now when they are loaded, else once they are, after the work asked before it. */
export function withPhoneRules(work: (rules: PhoneRules) => void): void {
  if (rules) work(rules);
  else void loadPhoneRules().then(work);
}

/** The rules for this render, loading them if need be: null while they load, unless `needed` (then it suspends). */
export function usePhoneRules(needed: boolean): PhoneRules | null {
  const [, setLoaded] = useState(rules !== null);
  useEffect(() => (rules ? undefined : whenIdle(() => loadPhoneRules().then(() => setLoaded(true), () => undefined))), []);
  if (rules) return rules;
  return needed ? use(loadPhoneRules()) : null;
}
