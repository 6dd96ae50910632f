"use client";
import type { BaccaratDealerView } from "@/lib/domain/table/baccarat/views";
import { useDealer, type DealerTools } from "../context";

/** The tablet's tools on a baccarat table. */
export function useBaccaratDealer(): DealerTools<BaccaratDealerView> {
  const tools = useDealer();
  if (tools.view.family !== "baccarat") throw new Error("a baccarat panel on a table of another family");
  return tools as DealerTools<BaccaratDealerView>;
}
