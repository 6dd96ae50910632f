"use client";
import type { ReactNode } from "react";
import type { BaccaratDisplayView } from "@/lib/domain/table/baccarat/views";
import { RoadsPanel } from "@/components/roads/RoadsPanel";
import { HandPanel } from "./HandPanel";
import { CenterPanel } from "./CenterPanel";
import { EztrakPanel } from "./EztrakPanel";
import { WallBankPanel } from "../TablePanel";
import { InfoPanel } from "../InfoPanel";
import { gameMarkers } from "./eztrak";
import type { Banner } from "../format";

/**
 * A baccarat table on the wall: the two hands and the result, the roads (most of the board), the
 * shoe's statistics, the player-dealer and the bank, and the fees and side bets' pays in turn.
 */
export function BaccaratBoard({ view, info, overlay }: { view: BaccaratDisplayView; info: Banner | null; overlay: ReactNode }) {
  const winner = view.result && view.phase !== "betting" ? view.result.winner : null;
  return (
    <main className="flex min-h-0 flex-1 gap-4">
      <div className="flex w-[1400px] shrink-0 flex-col gap-3">
        <div className="relative grid min-h-0 flex-1 grid-cols-[1fr_300px_1fr] gap-3">
          <HandPanel side="player" name={view.handNames.player} hand={view.player} wins={winner === "player"} tie={winner === "tie"} />
          <CenterPanel view={view} info={info} />
          <HandPanel side="banker" name={view.handNames.banker} hand={view.banker} wins={winner === "banker"} tie={winner === "tie"} />
          {overlay}
        </div>
        <div className="shrink-0 overflow-hidden rounded-2xl bg-black/30 px-3 pb-3 pt-2">
          <RoadsPanel log={view.roadLog} names={view.handNames} markers={gameMarkers(view.gameId)} />
        </div>
      </div>
      <aside aria-label="Statistics, the bank, fees and side bets" className="flex min-w-0 flex-1 flex-col gap-3">
        <EztrakPanel view={view} />
        <WallBankPanel view={view} />
        <InfoPanel posted={view.fees.posted} sideBets={view.sideBets ?? []} />
      </aside>
    </main>
  );
}
