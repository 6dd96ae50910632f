"use client";
import type { PokerDealerView } from "@/lib/domain/table/poker/views";
import { useDealer, type DealerTools } from "../context";

/** The tablet's tools on a poker table. */
export function usePokerDealer(): DealerTools<PokerDealerView> {
  const tools = useDealer();
  if (tools.view.family !== "poker") throw new Error("a poker panel on a table of another family");
  return tools as unknown as DealerTools<PokerDealerView>;
}
