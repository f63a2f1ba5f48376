/** Testing Library's waits (`findBy…`, `waitFor`) as patient as vitest's: see test/support/patient-waits.ts. */
import { PATIENCE_MS } from '../../../support/patient-waits';

// Run for every test file; only a renderer test has a DOM (happy-dom) to wait in.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: PATIENCE_MS });
}
