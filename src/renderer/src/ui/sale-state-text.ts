/** What each sale state means for the clerk and the customer in front of them, in the page's language. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaleState } from '@shared/contract';

export type Tone = 'waiting' | 'good' | 'bad' | 'warning';

export interface SaleStateText {
  title: string;
  advice: string;
  tone: Tone;
}

// A Record over every state, so a new state fails to compile until it has a colour (its words: i18n/en/states.ts).
const TONE: Record<SaleState, Tone> = {
  queued: 'waiting',
  sending: 'waiting',
  processing: 'waiting',
  succeeded: 'good',
  refunded: 'bad',
  failed: 'bad',
  unknown: 'warning',
  cancelled: 'bad',
};

export function useSaleStateText(): (state: SaleState) => SaleStateText {
  const { t } = useTranslation('states');
  return useCallback((state: SaleState) => ({ title: t(`state.${state}.title`), advice: t(`state.${state}.advice`), tone: TONE[state] }), [t]);
}
