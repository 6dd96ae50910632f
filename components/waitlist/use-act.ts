"use client";
import { useCallback, useState } from "react";
import type { CommandAnswer } from "./lists-store";

export interface Act {
  /** The key of the action under way (its button shows the spinner), or null. */
  busy: string | null;
  /** The last refusal, in the server's words. */
  problem: string | null;
  /** The last thing done, for the status line. */
  done: string | null;
  run(key: string, command: Record<string, unknown>, doneText?: string): Promise<boolean>;
  clear(): void;
}

/** One action at a time from a floor screen: its progress, then what was done or why it was refused. */
export function useAct(send: ((command: Record<string, unknown>) => Promise<CommandAnswer>) | undefined): Act {
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const run = useCallback(
    async (key: string, command: Record<string, unknown>, doneText?: string) => {
      if (!send) return false;
      setBusy(key);
      setProblem(null);
      setDone(null);
      const answer = await send(command);
      setBusy(null);
      if (answer.ok) {
        if (doneText) setDone(doneText);
        return true;
      }
      setProblem(answer.message);
      return false;
    },
    [send],
  );
  const clear = useCallback(() => {
    setProblem(null);
    setDone(null);
  }, []);
  return { busy, problem, done, run, clear };
}
