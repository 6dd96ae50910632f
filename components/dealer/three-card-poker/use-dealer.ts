"use client";
import type { ThreeCardPokerDealerView } from "@/lib/domain/table/three-card-poker/views";
import { useDealer, type DealerTools } from "../context";

/** The tablet's tools on a Three Card Poker table. */
export function useThreeCardPokerDealer(): DealerTools<ThreeCardPokerDealerView> {
  const tools = useDealer();
  if (tools.view.family !== "three-card-poker") throw new Error("a Three Card Poker panel on a table of another family");
  return tools as DealerTools<ThreeCardPokerDealerView>;
}
