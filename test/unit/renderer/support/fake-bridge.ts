/**
 * A TillBridge for component tests: canned answers per method (a value, or a function of the input that may
 * return a promise the test settles), every call recorded, and `emit` to play main's events.
 */
import { bridgeFromCaller } from '@shared/bridge-from-caller';
import { type EventName, type EventPayload, METHOD_NAMES, type MethodInput, type MethodName, type MethodOutput, type TillBridge } from '@shared/contract';
import { BridgeError } from '../../../../src/renderer/src/data/bridge/bridge-error';
import { staffedSession } from './till-fixtures';

type Answer<M extends MethodName> = MethodOutput<M> | ((input: MethodInput<M>) => MethodOutput<M> | Promise<MethodOutput<M>>);
export type Answers = { [M in MethodName]?: Answer<M> };

export interface FakeBridge {
  bridge: TillBridge;
  calls: Array<{ method: MethodName; input: unknown }>;
  callsOf(method: MethodName): unknown[];
  emit<E extends EventName>(event: E, payload: EventPayload<E>): void;
  answer<M extends MethodName>(method: M, answer: Answer<M>): void;
}

/**
 * Unless a test says otherwise, a manager is signed in and the drawer's shift is open: the screens behind the
 * sign-in and the shift gates show at once, and no manager action asks for a PIN.
 */
export function fakeBridge(answers: Answers = {}): FakeBridge {
  // No customer display connected unless a test says otherwise: sales go on as without one.
  const noDisplay = { connected: false, needed: false, requestId: null, answer: null, mayGoOnWithout: false };
  const canned: Answers = { 'clerks.session': staffedSession(), 'customer.show': noDisplay, 'customer.confirmation': noDisplay, ...answers };
  const calls: FakeBridge['calls'] = [];
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>();

  const call = async (method: MethodName, input: unknown): Promise<unknown> => {
    calls.push({ method, input });
    // Answers are keyed by method, so this one's type is the method's; the map's type cannot say that per key.
    const answer = canned[method] as unknown;
    if (answer === undefined) throw new BridgeError('NOT_FOUND', `The fake bridge has no answer for ${method}`);
    return typeof answer === 'function' ? (answer as (input: unknown) => unknown)(input) : answer;
  };

  const bridge = bridgeFromCaller(METHOD_NAMES, call, (event, listener) => {
    const forEvent = listeners.get(event) ?? new Set();
    const untyped = listener as (payload: unknown) => void;
    forEvent.add(untyped);
    listeners.set(event, forEvent);
    return () => forEvent.delete(untyped);
  });

  return {
    bridge,
    calls,
    callsOf: (method) => calls.filter((each) => each.method === method).map((each) => each.input),
    emit: (event, payload) => {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
    answer: (method, answer) => {
      (canned as Record<MethodName, unknown>)[method] = answer;
    },
  };
}

/** A promise the test settles when it chooses: for what happens while a call is still out. */
export function deferred<T>(): { promise: Promise<T>; resolve(value: T): void; reject(reason: unknown): void } {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
