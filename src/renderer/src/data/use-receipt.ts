/**
 * A sale's receipt or voucher as the core lays it out (`receipts.render`), for the screen to draw. The key holds
 * the sale's `updatedAt` besides the request: the preview follows the sale's state (SENDING, then SENT with its
 * references) without anyone invalidating it. The key starts with the method's name, so rereading every
 * `receipts.render` (a changed shop name or paper) reaches these too.
 */
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { MethodInput, MethodOutput } from '@shared/contract';
import { useBridge } from './bridge-context';
import { callTill } from './till-query';

export type ReceiptRequest = MethodInput<'receipts.render'>;

/** `request` null: nothing to show yet. `saleVersion`: the sale's `updatedAt`, when the preview must follow it. */
export function useReceipt(request: ReceiptRequest | null, saleVersion?: string): UseQueryResult<MethodOutput<'receipts.render'>> {
  const bridge = useBridge();
  return useQuery({
    queryKey: ['receipts.render', request, saleVersion ?? null] as const,
    queryFn: () => callTill(bridge, 'receipts.render', request ?? undefined),
    enabled: request !== null,
    // A job's page is drawn with its PIN once: a read tried again after a lost answer would come back masked, and
    // print a counted copy without its PIN. Said as an error instead; Print makes another copy.
    ...(request !== null && 'jobId' in request ? { retry: false } : {}),
    // The sale moved on: its last receipt stays on screen until the new one is laid out, so nothing flickers.
    placeholderData: keepPreviousData,
  });
}
