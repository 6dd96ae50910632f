"use client";
import { createContext, useContext } from "react";
import type { BaccaratDealerView } from "@/lib/domain/table/baccarat/views";
import type { NoBustDealerView } from "@/lib/domain/table/no-bust/views";
import type { CommandAnswer } from "@/lib/client/table-store";
import type { AnyDealerView } from "@/lib/contract/views";
import type { CommandOf } from "@/lib/contract/commands";

/**
 * A command the tablet sends: one of the table's family's commands (lib/contract/commands.ts), so
 * a renamed command or field does not compile. A family's own hook (`useBaccaratDealer` ...) narrows
 * `run` to its family's commands.
 */
export type DealerCommand<V extends AnyDealerView = AnyDealerView> = CommandOf<V["family"]>;

/** The dealer's view of any table: the game family says which (`family`). */
export type { AnyDealerView };

export interface DealerTools<V extends AnyDealerView = AnyDealerView> {
  readonly view: V;
  /**
   * Sends a command to the table; the answer says whether it was applied (a refusal shows in the
   * error banner). A tap made while another command is on its way is ignored, so a double tap never
   * applies twice; with `queue`, the command waits its turn instead (card entry: a fast dealer's
   * next card is not lost, and a refusal cancels what waits behind it).
   */
  readonly run: (command: DealerCommand<V>, options?: { queue?: boolean }) => Promise<CommandAnswer>;
  /** The command type on its way, or null: every command button waits while one is pending. */
  readonly pending: string | null;
}

const DealerContext = createContext<DealerTools | null>(null);

export const DealerProvider = DealerContext.Provider;

/** The tablet's tools, for the panels every game family shares (seats, bank, shoe, wagers, fees, settlement). */
export function useDealer(): DealerTools {
  const tools = useContext(DealerContext);
  if (!tools) throw new Error("useDealer outside the dealer tablet");
  return tools;
}

/** The tablet's tools on a baccarat table. */
export function useBaccaratDealer(): DealerTools<BaccaratDealerView> {
  const tools = useDealer();
  if (tools.view.family !== "baccarat") throw new Error("a baccarat panel on a table of another family");
  return tools as DealerTools<BaccaratDealerView>;
}

/** The tablet's tools on a No Bust table. */
export function useNoBustDealer(): DealerTools<NoBustDealerView> {
  const tools = useDealer();
  if (tools.view.family !== "no-bust") throw new Error("a No Bust panel on a table of another family");
  return tools as DealerTools<NoBustDealerView>;
}
