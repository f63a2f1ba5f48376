/**
 * The abort controller a service cancels its requests with when it closes. Every request of the service
 * listens on the one signal, so Node's default limit of ten listeners would warn under ordinary load.
 */
import { setMaxListeners } from 'node:events';

export function createShutdownSignal(): AbortController {
  const controller = new AbortController();
  setMaxListeners(0, controller.signal);
  return controller;
}
