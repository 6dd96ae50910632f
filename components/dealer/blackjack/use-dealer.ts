"use client";
import type { NoBustDealerView } from "@/lib/domain/table/no-bust/views";
import type { TwentyOneDealerView } from "@/lib/domain/table/twenty-one/views";
import { useDealer, type DealerTools } from "../context";

/** The tablet's tools on a blackjack table (No Bust or twenty-one), for the panels both share. */
export function useBlackjackDealer(): DealerTools<NoBustDealerView | TwentyOneDealerView> {
  const tools = useDealer();
  if (tools.view.family !== "no-bust" && tools.view.family !== "twenty-one") throw new Error("a blackjack panel on a table of another family");
  return tools as DealerTools<NoBustDealerView | TwentyOneDealerView>;
}
