"use client";
import { useCallback, useSyncExternalStore } from "react";

// The last reading of the clock, refreshed by every ticking subscriber: a stable snapshot between
// ticks, as useSyncExternalStore needs, and never older than one tick.
let reading = 0;

/**
 * The client clock as a React value, ticking every `intervalMs` while `active` (a betting timer
 * needs it; nothing else re-renders). The server render sees 0, so no clock time is baked into HTML.
 */
export function useNow(intervalMs = 250, active = true): number {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!active) return () => {};
      const tick = () => {
        reading = Date.now();
        notify();
      };
      tick();
      const id = setInterval(tick, intervalMs);
      return () => clearInterval(id);
    },
    [intervalMs, active],
  );
  return useSyncExternalStore(
    subscribe,
    () => (active ? reading : 0),
    () => 0,
  );
}
