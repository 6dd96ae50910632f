"use client";
import type { ReactNode } from "react";
import type { PaiGowTilesDisplayView } from "@/lib/domain/table/pai-gow-tiles/views";
import { BettingTimer } from "../baccarat/CenterPanel";
import type { Banner } from "../format";
import { BankedBoard, WaitingSeats } from "../BankedBoard";
import { FACE_DOWN, OUTCOME_WORDS, resultCounts, seatsLayout, turnText, wallHandName, wallRound, type WallRound, type WallSeat } from "./format";
import { TileFace } from "./TileFace";

/** The board's fixed geometry (px on the 1920 x 1080 stage). */
const GAP = 12;

const OUTCOME_TONE = {
  win: "bg-amber-300 text-slate-950",
  lose: "bg-slate-900/80 text-white border border-white/40",
  push: "bg-sky-200 text-slate-950",
} as const;

function Outcome({ seat }: { seat: WallSeat }) {
  if (!seat.result) return null;
  return (
    <span className={`rounded-md px-2 py-0.5 text-[28px] font-extrabold leading-tight ${OUTCOME_TONE[seat.result]}`} data-testid="wall-outcome">
      {OUTCOME_WORDS[seat.result]}
    </span>
  );
}

/** Two tiles side by side: the hand face up, or two backs. */
function Pair({ tiles, width }: { tiles: readonly string[]; width: number }) {
  return (
    <div className="flex shrink-0 gap-1.5">
      {tiles.map((t, i) => (
        <TileFace key={`${i}-${t}`} id={t} width={width} />
      ))}
    </div>
  );
}

/** One player's box: two hand rows (tiles and their name), or the backs and what the player has done. */
function SeatBox({ seat, tileWidth, action, compact }: { seat: WallSeat; tileWidth: number; action: boolean; compact: boolean }) {
  const backs = Array.from({ length: 2 }, () => FACE_DOWN);
  // Two rows of seats leave two lines of text beside the tiles: the high hand is the top row there, unnamed.
  const label = (name: string) => (compact ? "" : `${name} · `);
  const rows = seat.hands
    ? [
        { tiles: seat.hands.high, text: `${label("High")}${wallHandName(seat.hands.high)}` },
        { tiles: seat.hands.low, text: `${label("Low")}${wallHandName(seat.hands.low)}` },
      ]
    : seat.backs > 0
      ? [
          { tiles: backs, text: seat.status },
          { tiles: backs, text: "" },
        ]
      : [];
  return (
    <section
      aria-label={`Seat ${seat.seat}${action ? ", action button" : ""}`}
      data-testid={`wall-seat-${seat.seat}`}
      data-outcome={seat.result ?? undefined}
      data-status={seat.status || undefined}
      data-action={action ? "true" : undefined}
      className={`flex min-h-0 min-w-0 flex-1 flex-col gap-2 overflow-hidden rounded-2xl bg-black/30 p-3 ${action ? "border-4 border-white" : "border-2 border-white/30"}`}
    >
      <div className="flex items-center justify-between gap-2 leading-none">
        <h3 className="whitespace-nowrap text-[34px] font-extrabold text-white">Seat {seat.seat}</h3>
        <div className="flex items-center gap-2">
          {/* Two rows of seats leave no room for the pill: the white frame marks the action seat there. */}
          {action && !compact ? <span className="rounded-full bg-white px-2 py-0.5 text-[28px] font-bold leading-tight text-slate-950">ACTION</span> : null}
          <Outcome seat={seat} />
        </div>
      </div>
      {rows.length === 0 ? <p className="text-[28px] text-emerald-50">{seat.status}</p> : null}
      {rows.map((r, i) => (
        <div key={i} className="flex min-h-0 items-center gap-3">
          <Pair tiles={r.tiles} width={tileWidth} />
          <p className="min-w-0 text-[28px] font-bold leading-tight text-white" data-testid={seat.hands ? (i === 0 ? "wall-high" : "wall-low") : undefined}>
            {r.text}
          </p>
        </div>
      ))}
    </section>
  );
}

function SeatsArea({ view, round }: { view: PaiGowTilesDisplayView; round: WallRound | null }) {
  if (!round || round.players.length === 0) {
    return <WaitingSeats view={view} headline={view.phase === "betting" ? "Place your bets" : "Next hand soon"} />;
  }
  const layout = seatsLayout(round.players.length);
  return (
    <div
      className="grid h-full"
      data-testid="wall-seats"
      data-hands={round.players.length}
      style={{ gap: GAP, gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`, gridTemplateRows: `repeat(${layout.rows}, minmax(0, 1fr))` }}
    >
      {round.players.map((p) => (
        <div key={p.seat} className="flex min-h-0 min-w-0">
          <SeatBox seat={p} tileWidth={layout.tileWidth} action={round.actionSeat === p.seat} compact={layout.rows > 1} />
        </div>
      ))}
    </div>
  );
}

function PlayerDealerPanel({ view, round }: { view: PaiGowTilesDisplayView; round: WallRound | null }) {
  const pd = view.playerDealer;
  const seat = round?.playerDealer ?? null;
  const hands = seat?.hands ?? null;
  const setting = view.turn?.kind === "player-dealer";
  return (
    <section
      aria-label="Player-dealer hands"
      data-testid="wall-pd"
      className={`flex h-full min-w-0 flex-col gap-3 rounded-2xl border-4 border-banker bg-black/30 p-5 ${setting ? "ring-8 ring-amber-300/70" : ""}`}
    >
      <div className="flex items-center gap-4">
        <h2 className="rounded-lg bg-banker px-4 py-1 text-4xl font-extrabold text-white">Player-dealer</h2>
        {(seat?.seat ?? pd?.seat) ? <span className="text-4xl font-black text-white">Seat {seat?.seat ?? pd?.seat}</span> : null}
        {seat?.byHouseWay && hands ? <span className="rounded-lg bg-violet-300 px-3 py-1 text-[28px] font-extrabold text-violet-950">House way</span> : null}
      </div>
      {hands ? (
        <div className="grid flex-1 grid-cols-2 gap-6" data-testid="wall-pd-hands">
          {(
            [
              ["High hand", hands.high, hands.highText],
              ["Low hand", hands.low, hands.lowText],
            ] as const
          ).map(([name, tiles, text]) => (
            <div key={name} className="flex min-w-0 flex-col gap-2">
              <span className="text-[28px] font-semibold uppercase tracking-wide text-emerald-50">{name}</span>
              <Pair tiles={tiles} width={76} />
              <span className="text-4xl font-black leading-tight text-white" data-testid={name === "High hand" ? "wall-pd-high" : "wall-pd-low"}>
                {text}
              </span>
            </div>
          ))}
        </div>
      ) : (
        <div className="flex flex-1 items-center gap-6">
          {seat && seat.backs > 0 ? (
            <>
              <Pair tiles={[FACE_DOWN, FACE_DOWN, FACE_DOWN, FACE_DOWN]} width={76} />
              <span className="text-4xl font-bold text-emerald-50">{view.turn?.kind === "player-dealer" ? "Setting the tiles" : "Sets last"}</span>
            </>
          ) : (
            <span className="text-4xl font-bold text-emerald-50">{view.entry === "results" ? "Hands compared at the table" : round ? "Waiting for the tiles" : "Tiles after the dice"}</span>
          )}
        </div>
      )}
    </section>
  );
}

function Centre({ view, round, info }: { view: PaiGowTilesDisplayView; round: WallRound | null; info: Banner | null }) {
  const notice = info && (view.phase === "waiting" || view.phase === "setup") ? info : null;
  const turn = turnText(view);
  const counts = round ? resultCounts(round.players) : "";
  return (
    <div className="flex h-full flex-col items-center justify-between gap-2 overflow-hidden rounded-2xl bg-black/30 px-4 py-4 text-center" data-testid="center">
      <div className="flex w-full items-start justify-around">
        <div data-testid="hand-number" data-hand={round?.handNumber ?? view.handNumber} className="flex flex-col items-center">
          <span className="text-[28px] font-semibold uppercase tracking-widest text-emerald-50">Hand</span>
          <span className="text-[60px] font-black leading-none tabular-nums text-white">{(round?.handNumber ?? view.handNumber) || "–"}</span>
        </div>
        {round?.dice ? (
          <div data-testid="dice" data-total={round.dice} className="flex flex-col items-center">
            <span className="text-[28px] font-semibold uppercase tracking-widest text-emerald-50">Dice</span>
            <span className="text-[60px] font-black leading-none tabular-nums text-amber-300">{round.dice}</span>
          </div>
        ) : null}
      </div>
      {round?.actionSeat ? (
        <div className="rounded-full bg-white px-4 py-1 text-[28px] font-bold text-slate-950" data-testid="action-seat">
          Action: seat {round.actionSeat}
        </div>
      ) : null}
      {turn && !round?.finished ? (
        <div data-testid="turn" className="text-[30px] font-black leading-tight text-white">
          {turn}
        </div>
      ) : round?.finished && counts && !notice ? (
        <div data-testid="result-counts" className="text-[30px] font-black leading-tight text-white">
          {counts}
        </div>
      ) : null}
      {notice ? (
        <div role="status" data-testid="table-notice" className="flex flex-col gap-1">
          <span className="text-3xl font-black leading-tight text-white">{notice.title}</span>
          <span className="text-[28px] leading-tight text-emerald-50">{notice.detail}</span>
        </div>
      ) : !round || view.phase === "betting" ? (
        <BettingTimer view={view} />
      ) : (
        <div />
      )}
    </div>
  );
}

/**
 * A Pai Gow Tiles table on the wall: the player-dealer's two hands once set, each player's tiles
 * (backs until turned over, then the tiles with their hands' names and the result), the dice, the
 * action seat and whose move it is; beside them the bank and player-dealer, and the posted fees.
 */
export function PaiGowTilesBoard({ view, info, overlay }: { view: PaiGowTilesDisplayView; info: Banner | null; overlay: ReactNode }) {
  const round = wallRound(view);
  return (
    <BankedBoard
      view={view}
      top="grid h-[400px] shrink-0 grid-cols-[1fr_300px] gap-4"
      playerDealer={<PlayerDealerPanel view={view} round={round} />}
      centre={<Centre view={view} round={round} info={info} />}
      seats={<SeatsArea view={view} round={round} />} seatsLabel="Seats' tiles"
      overlay={overlay}
    />
  );
}
