"use client";
import { useEffect, useState } from "react";
import { useStore } from "zustand";
import type { StoreApi } from "zustand/vanilla";
import { createFloorStore, type FloorConnectionState } from "./floor-store";

const EMPTY_STORE = {
  getState: () => null,
  getInitialState: () => null,
  subscribe: () => () => {},
  setState: () => {},
} as unknown as StoreApi<null>;

/** The floor's live connection in a component: connects on mount, closes on unmount. */
export function useFloor(): FloorConnectionState | null {
  const [store, setStore] = useState<StoreApi<FloorConnectionState> | null>(null);
  useEffect(() => {
    const s = createFloorStore();
    setStore(s);
    return () => s.getState().close();
  }, []);
  return useStore((store ?? EMPTY_STORE) as StoreApi<FloorConnectionState | null>);
}
