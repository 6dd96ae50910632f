"use client";
import type { TwentyOneDealerView } from "@/lib/domain/table/twenty-one/views";
import { useDealer, type DealerTools } from "../context";

/** The tablet's tools on a twenty-one table. */
export function useTwentyOneDealer(): DealerTools<TwentyOneDealerView> {
  const tools = useDealer();
  if (tools.view.family !== "twenty-one") throw new Error("a twenty-one panel on a table of another family");
  return tools as DealerTools<TwentyOneDealerView>;
}
