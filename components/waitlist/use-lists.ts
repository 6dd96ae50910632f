"use client";
import { useEffect, useState } from "react";
import { useStore } from "zustand";
import type { StoreApi } from "zustand/vanilla";
import { createListsStore, type ListsState, type Screen } from "./lists-store";

const EMPTY_STORE = {
  getState: () => null,
  getInitialState: () => null,
  subscribe: () => () => {},
  setState: () => {},
} as unknown as StoreApi<null>;

/** The lists' live connection in a component: connects on mount, closes on unmount. */
export function useLists<S extends Screen>(screen: S): ListsState<S> | null {
  const [store, setStore] = useState<StoreApi<ListsState<S>> | null>(null);
  useEffect(() => {
    const s = createListsStore(screen);
    setStore(s);
    return () => s.getState().close();
  }, [screen]);
  return useStore((store ?? EMPTY_STORE) as StoreApi<ListsState<S> | null>);
}
