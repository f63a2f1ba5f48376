/** Subscribes a component to one core event for as long as it is mounted; the latest listener always runs. */
import { useEffect, useEffectEvent } from 'react';
import type { EventName, EventPayload } from '../../../shared/contract';
import { useBridge } from '../bridge-context';

export function useTillEvent<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): void {
  const bridge = useBridge();
  const onEvent = useEffectEvent(listener);
  useEffect(() => bridge.on(event, (payload) => onEvent(payload)), [bridge, event]);
}
