"use client";
import { useEffect, useState } from "react";
import { useStore } from "zustand";
import type { StoreApi } from "zustand/vanilla";
import { createTableStore, type TableConnectionState } from "./table-store";

/**
 * A live table in a React component: connects on mount, closes on unmount, and re-renders on every
 * view the server sends. The server decides everything; this only mirrors it.
 */
export function useTable<V>(tableId: string, auth?: Record<string, string>): TableConnectionState<V> | null {
  const [store, setStore] = useState<StoreApi<TableConnectionState<V>> | null>(null);
  const authKey = JSON.stringify(auth ?? {});
  useEffect(() => {
    const s = createTableStore<V>(tableId, { auth: JSON.parse(authKey) as Record<string, string> });
    setStore(s);
    return () => s.getState().close();
  }, [tableId, authKey]);
  return useStoreOrNull(store);
}

const EMPTY_STORE = {
  getState: () => null,
  getInitialState: () => null,
  subscribe: () => () => {},
  setState: () => {},
} as unknown as StoreApi<null>;

function useStoreOrNull<V>(store: StoreApi<TableConnectionState<V>> | null): TableConnectionState<V> | null {
  return useStore((store ?? EMPTY_STORE) as StoreApi<TableConnectionState<V> | null>);
}
