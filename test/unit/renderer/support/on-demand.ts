/**
 * What the page loads on demand (libphonenumber, the later steps of a sale, the dialogs, the other languages),
 * loaded before a file's tests: a test that is not about that loading then neither races a dynamic import nor
 * the preloads a test before it set off, on a busy machine. (phone-rules.test.ts is about the loading.)
 */
import { loadPhoneRules } from '../../../../src/renderer/src/screens/sale/phone-rules';
import { preloadLaterSteps } from '../../../../src/renderer/src/screens/sale/later-steps';

export const ON_DEMAND_TIMEOUT_MS = 60_000;

export async function loadOnDemand(): Promise<void> {
  await Promise.all([
    loadPhoneRules(),
    preloadLaterSteps(),
    import('../../../../src/renderer/src/screens/sale/language-toggles'),
    import('../../../../src/renderer/src/screens/sale/recent-numbers-clear'),
    import('../../../../src/renderer/src/screens/sale/repeat'),
    import('../../../../src/renderer/src/ui/approval/approval-dialog'),
    import('../../../../src/renderer/src/ui/detail-dialog'),
    import('../../../../src/renderer/src/i18n/fr'),
    import('../../../../src/renderer/src/i18n/ar'),
  ]);
}
