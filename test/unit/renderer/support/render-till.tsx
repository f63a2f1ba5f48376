/** Renders the till page, or one part of it, over a fake bridge: the real cache, events and routes, in memory. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { TillApp } from '../../../../src/renderer/src/app/till-app';
import { BridgeContext } from '../../../../src/renderer/src/data/bridge-context';
import { createTillQueryClient } from '../../../../src/renderer/src/data/query-client';
import { wireTillEvents } from '../../../../src/renderer/src/data/till-events';
import { LanguageProvider } from '../../../../src/renderer/src/i18n/language-provider';
import type { FakeBridge } from './fake-bridge';

/** The whole page, opened at `path` (e.g. '/recent'). */
export function renderTill(fake: FakeBridge, path = '/'): RenderResult {
  return render(<TillApp bridge={fake.bridge} location={memoryLocation({ path }).hook} />);
}

/**
 * One component with what its hooks need around it: the bridge, a fresh cache fed by the fake's events as the
 * page's is, and the language (the fake's settings, else English).
 */
export function renderWithTill(fake: FakeBridge, ui: ReactNode): RenderResult {
  const client = createTillQueryClient();
  wireTillEvents(fake.bridge, client);
  return render(
    <BridgeContext.Provider value={fake.bridge}>
      <QueryClientProvider client={client}>
        <LanguageProvider>{ui}</LanguageProvider>
      </QueryClientProvider>
    </BridgeContext.Provider>,
  );
}
