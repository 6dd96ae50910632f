"use client";
import type { PaiGowTilesDealerView } from "@/lib/domain/table/pai-gow-tiles/views";
import { useDealer, type DealerTools } from "../context";

/** The tablet's tools on a Pai Gow Tiles table. */
export function useTilesDealer(): DealerTools<PaiGowTilesDealerView> {
  const tools = useDealer();
  if (tools.view.family !== "pai-gow-tiles") throw new Error("a Pai Gow Tiles panel on a table of another family");
  return tools as DealerTools<PaiGowTilesDealerView>;
}
