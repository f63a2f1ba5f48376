/**
 * The one thing every way of reaching a printer does: take the receipt's bytes and say honestly what became
 * of them. The print jobs above it neither know nor care whether a socket or a print queue is underneath.
 */

import type { PrintProblem } from '../../shared/contract';

/**
 * printed: the printer itself said it is fine (reason may still carry a warning, such as paper running low);
 * unconfirmed: sent, but nothing could say whether paper came out; failed: it did not print, and why.
 */
export type SendOutcome = {
  outcome: 'printed' | 'unconfirmed' | 'failed';
  reason: string | null;
  /**
   * A failure after some of the job reached the printer (out of paper once it had the bytes, a connection cut
   * mid-job): part of the slip, the PIN perhaps, may be on paper, so it counts as a copy.
   */
  reached?: boolean;
  /** What went wrong, for the screens to say in their language. */
  problem?: PrintProblem;
};

export interface PrintTransport {
  /** The printer in words, for the job log and the screen: "Network printer 192.168.1.50:9100". */
  readonly name: string;
  /**
   * `signal` is the caller's job timeout: on abort the transport stops and resolves at once. Expected printer
   * failures resolve `failed` with a reason a clerk can act on; they never reject.
   */
  send(bytes: Uint8Array, signal: AbortSignal): Promise<SendOutcome>;
}
