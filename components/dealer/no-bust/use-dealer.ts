"use client";
import type { NoBustDealerView } from "@/lib/domain/table/no-bust/views";
import { useDealer, type DealerTools } from "../context";

/** The tablet's tools on a No Bust table. */
export function useNoBustDealer(): DealerTools<NoBustDealerView> {
  const tools = useDealer();
  if (tools.view.family !== "no-bust") throw new Error("a No Bust panel on a table of another family");
  return tools as DealerTools<NoBustDealerView>;
}
