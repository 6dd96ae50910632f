"use client";
import type { ReactNode } from "react";
import type { BaccaratDisplayView } from "@/lib/domain/table/baccarat/views";
import { RoadsPanel } from "@/components/roads/RoadsPanel";
import { HandPanel } from "./HandPanel";
import { CenterPanel } from "./CenterPanel";
import { EztrakPanel } from "./EztrakPanel";
import { FeesPanel, TablePanel } from "../TablePanel";
import { gameMarkers } from "./eztrak";
import type { Banner } from "../format";

/** A baccarat table on the wall: the two hands and the result, the roads, EZTRAK, the bank and the fees. */
export function BaccaratBoard({ view, info, overlay }: { view: BaccaratDisplayView; info: Banner | null; overlay: ReactNode }) {
  const winner = view.result && view.phase !== "betting" ? view.result.winner : null;
  return (
    <main className="flex min-h-0 flex-1 gap-4">
      <div className="flex w-[1412px] shrink-0 flex-col gap-4">
        <div className="relative grid h-[452px] shrink-0 grid-cols-[1fr_300px_1fr] gap-4">
          <HandPanel side="player" name={view.handNames.player} hand={view.player} wins={winner === "player"} tie={winner === "tie"} />
          <CenterPanel view={view} info={info} />
          <HandPanel side="banker" name={view.handNames.banker} hand={view.banker} wins={winner === "banker"} tie={winner === "tie"} />
          {overlay}
        </div>
        <div className="min-h-0 flex-1 overflow-hidden rounded-2xl bg-black/30 px-3 pb-3 pt-2">
          <RoadsPanel log={view.roadLog} names={view.handNames} markers={gameMarkers(view.gameId)} />
        </div>
      </div>
      <aside aria-label="Statistics, limits and fees" className="flex min-w-0 flex-1 flex-col gap-4">
        <EztrakPanel view={view} />
        <TablePanel view={view} />
        <FeesPanel posted={view.fees.posted} />
      </aside>
    </main>
  );
}
