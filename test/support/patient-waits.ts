/**
 * Every test waits for what it waits for — an element, a state, an event — never for a time. The time limits of
 * those waits are only there to end a test that would wait for ever, so they are set well beyond what a busy
 * 2-core CI machine needs to render a screen: vitest's `vi.waitFor` and Testing Library's `findBy…`/`waitFor` both
 * default to one second, which a machine kept busy by other work can overrun on a wait that would have succeeded.
 * (Testing Library's are set by test/unit/renderer/support/patient-waits.tsx, where the DOM's types are.)
 */
import { vi } from 'vitest';

const PATIENCE_MS = 15_000;

const waitFor = vi.waitFor.bind(vi);
vi.waitFor = ((callback, options) => waitFor(callback, typeof options === 'number' ? options : { timeout: PATIENCE_MS, ...options })) as typeof vi.waitFor;

export { PATIENCE_MS };
