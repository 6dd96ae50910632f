"use client";
import { createContext, useContext } from "react";
import type { DealerView } from "@/lib/domain/table/baccarat/views";
import type { CommandAnswer } from "@/lib/client/table-store";

export type DealerCommand = { type: string } & Record<string, unknown>;

export interface DealerTools {
  readonly view: DealerView;
  /**
   * Sends a command to the table; the answer says whether it was applied (a refusal shows in the
   * error banner). A tap made while another command is on its way is ignored, so a double tap never
   * applies twice; with `queue`, the command waits its turn instead (card entry: a fast dealer's
   * next card is not lost, and a refusal cancels what waits behind it).
   */
  readonly run: (command: DealerCommand, options?: { queue?: boolean }) => Promise<CommandAnswer>;
  /** The command type on its way, or null: every command button waits while one is pending. */
  readonly pending: string | null;
}

const DealerContext = createContext<DealerTools | null>(null);

export const DealerProvider = DealerContext.Provider;

export function useDealer(): DealerTools {
  const tools = useContext(DealerContext);
  if (!tools) throw new Error("useDealer outside the dealer tablet");
  return tools;
}
