"use client";
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";

/**
 * The first of `count` ways to lay something out, largest first, that fits its box: measured on the
 * page after each render, one step smaller while `over` says it runs past (a few renders at most,
 * before the first paint), and from the largest again whenever `key` changes. The wall's title
 * (WallDisplay) and the game board's lines (GameBoard) are fitted so, never cut with an ellipsis.
 */
export function useLargestFit<E extends HTMLElement>(key: string, count: number, over: (el: E) => boolean): { readonly ref: RefObject<E | null>; readonly index: number } {
  const ref = useRef<E>(null);
  const [fit, setFit] = useState({ key: "", index: 0 });
  const index = fit.key === key ? fit.index : 0;
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && index < count - 1 && over(el)) setFit({ key, index: index + 1 });
  });
  return { ref, index };
}

/** Whether the page's web fonts are in: a line measured before they arrive is measured again after. */
export function useFontsReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void document.fonts?.ready.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
