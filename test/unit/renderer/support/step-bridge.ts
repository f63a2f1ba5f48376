/** A fake bridge for a sale step: it answers what every step reads, the settings (the language) and logos (none yet). */
import { type Answers, type FakeBridge, fakeBridge } from './fake-bridge';
import { someSettings } from './till-fixtures';

export function stepBridge(answers: Answers = {}): FakeBridge {
  return fakeBridge({ 'settings.get': someSettings(), 'catalog.logo': { image: null }, ...answers });
}
