/**
 * Saved floor settings, told to whatever runs on them now (the lists' /live switch and the game
 * board's QR code). Route handlers are bundled apart from server.ts, so the listeners live on
 * globalThis, like lib/server/runtime.ts. Other nodes read the settings again on their own (a
 * minute at most: lib/server/live/live-switch.ts).
 */
import type { FloorSettings } from "@/lib/contract/admin";

const KEY = Symbol.for("cardroom.floorSettings.listeners");
type Holder = { [KEY]?: Set<(settings: FloorSettings) => void> };

function listeners(): Set<(settings: FloorSettings) => void> {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= new Set());
}

export function onFloorSettings(listener: (settings: FloorSettings) => void): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

export function announceFloorSettings(settings: FloorSettings): void {
  for (const listener of listeners()) listener(settings);
}
