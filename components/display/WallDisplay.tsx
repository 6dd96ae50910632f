"use client";
import type { ReactNode } from "react";
import type { DisplayView } from "@/lib/domain/table/baccarat/views";
import type { NoBustDisplayView } from "@/lib/domain/table/no-bust/views";
import { useTable } from "@/lib/client/use-table";
import { DISPLAY_AUTH } from "@/lib/client/display-auth";
import { RoadsPanel } from "@/components/roads/RoadsPanel";
import { DisplayStage } from "./DisplayStage";
import { HandPanel } from "./HandPanel";
import { CenterPanel } from "./CenterPanel";
import { EztrakPanel } from "./EztrakPanel";
import { FeesPanel, Limits, TablePanel } from "./TablePanel";
import { gameMarkers } from "./eztrak";
import { connectionNotice, displayBetLimits, statusBanner, type Banner, type ConnectionNotice } from "./format";
import { NoBustBoard } from "./no-bust/NoBustBoard";

/** The display view of any table: the game family says which (`family`). */
type AnyDisplayView = DisplayView | NoBustDisplayView;

const FELT = "bg-[radial-gradient(ellipse_at_30%_20%,#0f6b45_0%,#0b5d3b_35%,#063d27_100%)]";

function ConnectionBadge({ notice }: { notice: ConnectionNotice }) {
  if (notice.kind === "live") {
    return (
      <div className="flex items-center gap-2 text-lg text-emerald-50" data-testid="connection" data-state="live">
        <span aria-hidden="true" className="h-3 w-3 rounded-full bg-emerald-300" />
        Live
      </div>
    );
  }
  return (
    <div role="status" className="flex items-center gap-2 rounded-full bg-amber-300 px-4 py-1 text-xl font-bold text-slate-950" data-testid="connection" data-state={notice.kind}>
      <span aria-hidden="true" className="pulse-soft h-3 w-3 rounded-full bg-slate-950" />
      {notice.text}
    </div>
  );
}

function Overlay({ banner }: { banner: Banner }) {
  return (
    <div role="alert" data-testid="status-banner" data-tone={banner.tone} className="absolute inset-0 z-10 flex items-center justify-center rounded-2xl bg-black/70">
      <div className={`rounded-2xl border-4 px-12 py-8 text-center ${banner.tone === "danger" ? "border-red-400 bg-red-950" : "border-amber-300 bg-slate-950"}`}>
        <div className="text-7xl font-black text-white">{banner.title}</div>
        <div className="mt-3 text-3xl text-slate-100">{banner.detail}</div>
      </div>
    </div>
  );
}

function Message({ title, text, busy, pair }: { title: string; text: string; busy?: boolean; pair?: boolean }) {
  return (
    <main className={`flex h-full flex-col items-center justify-center gap-6 ${FELT}`} data-testid="display-message">
      <h1 className="text-6xl font-black text-white">{title}</h1>
      <p role="status" className={`text-4xl text-emerald-50 ${busy ? "pulse-soft" : ""}`}>
        {text}
      </p>
      {pair ? (
        <p className="text-3xl text-white">
          A floor supervisor makes a pairing code;{" "}
          <a className="font-bold text-amber-300 underline" href="/pair">
            enter it on the pairing page
          </a>
          .
        </p>
      ) : null}
    </main>
  );
}

/** A baccarat table on the wall: the two hands and the result, the roads, EZTRAK, the bank and the fees. */
function BaccaratBoard({ view, info, overlay }: { view: DisplayView; info: Banner | null; overlay: ReactNode }) {
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

/**
 * The players' wall display of one table: live from the server, nothing but the display view. The
 * frame (header, connection notice, banners) is the same for every game; the view's `family` picks the board.
 */
export function WallDisplay({ tableId }: { tableId: string }) {
  const state = useTable<AnyDisplayView>(tableId, DISPLAY_AUTH as Record<string, string>);
  const notice = connectionNotice(state, tableId);
  const view = state?.view ?? null;
  if (!view) {
    return (
      <DisplayStage>
        <Message
          title={`Table ${tableId}`}
          text={notice.kind === "live" ? "Loading…" : notice.text}
          busy={notice.kind !== "blocked"}
          pair={notice.kind === "blocked" && notice.pair === true}
        />
      </DisplayStage>
    );
  }
  const banner = state?.faulted ? ({ tone: "warning", title: "Play stopped", detail: "A technical problem: the floor is on it." } satisfies Banner) : statusBanner(view);
  const overlay = banner && banner.tone !== "info" ? <Overlay banner={banner} /> : null;
  const info = banner && banner.tone === "info" ? banner : null;
  const subtitle = view.name.includes(view.gameName) ? null : view.gameName;
  return (
    <DisplayStage>
      <div className={`flex h-full flex-col gap-4 p-5 ${FELT}`} data-testid="wall-display" data-table={view.tableId} data-family={view.family} data-phase={view.phase} data-status={view.status}>
        <header className="flex h-[84px] shrink-0 items-center justify-between gap-6 rounded-2xl bg-black/30 px-6">
          <div className="min-w-0">
            <h1 className="truncate text-5xl font-black text-white">{view.name}</h1>
            {subtitle ? <p className="text-xl text-emerald-50">{subtitle}</p> : null}
          </div>
          <Limits limits={view.limits} own={view.family === "baccarat" ? displayBetLimits(view) : []} />
          <div className="flex items-center gap-8">
            {view.shoe ? (
              <div className="text-right text-xl text-emerald-50" data-testid="shoe">
                {view.shoe.cutCardOut ? <span className="rounded-md bg-amber-300 px-2 py-0.5 font-bold text-slate-950">Cut card out: last hand</span> : null}
                {!view.shoe.cutCardOut && view.shoe.cardsRemaining !== null ? <span>{view.shoe.cardsRemaining} cards in the shoe</span> : null}
              </div>
            ) : null}
            <ConnectionBadge notice={notice} />
          </div>
        </header>
        {view.family === "no-bust" ? <NoBustBoard view={view} info={info} overlay={overlay} /> : <BaccaratBoard view={view} info={info} overlay={overlay} />}
      </div>
    </DisplayStage>
  );
}
