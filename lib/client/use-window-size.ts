"use client";
import { useSyncExternalStore } from "react";

function subscribe(notify: () => void): () => void {
  window.addEventListener("resize", notify);
  return () => window.removeEventListener("resize", notify);
}

/** "1920x1080": a string snapshot, stable between resizes. Null on the server. */
function snapshot(): string {
  return `${window.innerWidth}x${window.innerHeight}`;
}

export function useWindowSize(): { width: number; height: number } | null {
  const size = useSyncExternalStore(subscribe, snapshot, () => null);
  if (!size) return null;
  const [w, h] = size.split("x").map(Number);
  return { width: w ?? 0, height: h ?? 0 };
}
