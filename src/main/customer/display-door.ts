/**
 * The customer display's own door into the core, apart from the contract's methods: a display may watch the
 * customer's view and answer the one question put to it, and nothing else. The web host serves it under
 * /customer/* to a token of its own; the desktop app's display window reaches it through a preload of its own.
 */
import type { CustomerView } from '../../shared/contract';

export interface CustomerDisplayDoor {
  /** A display connects: told the present view at once, then every new one; the answer disconnects it. */
  attach(listener: (view: CustomerView) => void): () => void;
  /** The display's answer (checked here against CustomerReply); one to a question no longer asked changes nothing. */
  reply(input: unknown): void;
}
