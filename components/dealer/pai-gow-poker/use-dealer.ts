"use client";
import type { PaiGowDealerView } from "@/lib/domain/table/pai-gow-poker/views";
import { useDealer, type DealerTools } from "../context";

/** The tablet's tools on a pai gow poker table. */
export function usePaiGowDealer(): DealerTools<PaiGowDealerView> {
  const tools = useDealer();
  if (tools.view.family !== "pai-gow-poker") throw new Error("a pai gow panel on a table of another family");
  return tools as DealerTools<PaiGowDealerView>;
}
