"use client";
import type { ReactNode } from "react";
import type { ThreeCardPokerDisplayView } from "@/lib/domain/table/three-card-poker/views";
import { BettingTimer } from "../baccarat/CenterPanel";
import { formatCents } from "@/lib/domain/money";
import { CARD_SIZES, CardSlot, DisplayCard, type CardSize } from "../DisplayCard";
import type { Banner } from "../format";
import { BankedBoard, WaitingSeats, resultCountsText } from "../BankedBoard";
import { betLines, cardStep, centreState, qualifierText, seatsLayout, wallRound, type WallRound, type WallSeat } from "./format";

/** The board's fixed geometry (px on the 1920 x 1080 stage). */
const SEATS_WIDTH = 1388;
const GAP = 12;

const OUTCOME_TONE = {
  win: "bg-amber-300 text-slate-950",
  lose: "bg-slate-900/80 text-white border border-white/40",
  push: "bg-sky-200 text-slate-950",
} as const;

const BACKS: Readonly<Record<string, string>> = {
  red: "bg-[repeating-linear-gradient(45deg,#7f1d1d,#7f1d1d_10px,#991b1b_10px,#991b1b_20px)]",
  blue: "bg-[repeating-linear-gradient(45deg,#1e3a8a,#1e3a8a_10px,#1d4ed8_10px,#1d4ed8_20px)]",
};

/** A card face down, in the colour of the deck in play: the players see which deck is dealt. */
function Back({ size, deck }: { size: CardSize; deck: string | null }) {
  const s = CARD_SIZES[size];
  return <div role="img" aria-label="Card face down" data-face-down="true" className={`${s.box} card-deal shrink-0 rounded-xl ${s.border} border-white ${BACKS[deck ?? "red"] ?? BACKS.red} shadow-xl`} />;
}

/** Three cards in a row, overlapping only when they would not fit; backs for a stack dealt and not turned over. */
function CardRow({ cards, dealt, size, width, deck, testId }: { cards: readonly string[] | null; dealt: boolean; size: CardSize; width: number; deck: string | null; testId?: string }) {
  const w = CARD_SIZES[size].width;
  const step = cardStep(3, w, width, size === "lg" ? 16 : 10);
  // The view never holds a face-down card: a stack dealt and not turned over is drawn as three backs.
  const shown = cards ?? (dealt ? ["face-down", "face-down", "face-down"] : []);
  return (
    <div className="flex items-end" data-testid={testId}>
      {shown.map((c, i) => (
        <div key={i} style={{ marginLeft: i === 0 ? 0 : step - w }} className="relative">
          {c === "face-down" ? <Back size={size} deck={deck} /> : <DisplayCard card={c} size={size} />}
        </div>
      ))}
      {Array.from({ length: 3 - shown.length }, (_, i) => (
        <div key={`slot-${i}`} style={{ marginLeft: shown.length + i === 0 ? 0 : step - w }}>
          <CardSlot size={size} />
        </div>
      ))}
    </div>
  );
}

function SeatBox({ seat, size, width, turn, finished, deck, amounts }: { seat: WallSeat; size: CardSize; width: number; turn: ThreeCardPokerDisplayView["turn"]; finished: boolean; deck: string | null; amounts: boolean }) {
  const acting = !finished && turn?.seat === seat.seat;
  const lines = betLines(seat);
  return (
    <section
      aria-label={`Seat ${seat.seat}`}
      data-testid={`wall-seat-${seat.seat}`}
      data-decision={seat.decision ?? undefined}
      data-turn={acting ? "true" : undefined}
      className={`flex min-h-0 min-w-0 flex-col gap-2 overflow-hidden rounded-2xl border-4 p-3 ${acting ? "border-amber-300 bg-amber-300/15" : "border-white/30 bg-black/30"}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 leading-none">
        <h3 className="text-4xl font-extrabold text-white">Seat {seat.seat}</h3>
        {seat.decision ? (
          <span className={`rounded-md px-2 py-0.5 text-3xl font-extrabold ${seat.decision === "play" ? "bg-emerald-300 text-slate-950" : "bg-red-300 text-slate-950"}`} data-testid="wall-decision">
            {seat.decision === "play" ? "PLAY" : "FOLD"}
          </span>
        ) : acting && turn?.what === "decide" ? (
          <span className="rounded-md bg-amber-300 px-2 py-0.5 text-3xl font-extrabold text-slate-950">TO PLAY</span>
        ) : null}
      </div>
      <CardRow cards={seat.cards} dealt={seat.dealt} size={size} width={width} deck={deck} testId="wall-seat-cards" />
      {seat.hand ? (
        <p className="text-3xl font-black leading-tight text-white" data-testid="wall-seat-hand">
          {seat.hand}
        </p>
      ) : null}
      {seat.sixCardBonus ? (
        <p className="text-[28px] font-semibold leading-tight text-emerald-50" data-testid="wall-six-card">
          6 Card: {seat.sixCardBonus.hand}
        </p>
      ) : null}
      {lines.length ? (
        <ul className="mt-auto flex flex-col gap-1" data-testid="wall-results">
          {lines.map((r) => (
            <li key={r.bet} className="flex items-center justify-between gap-2 text-[28px] font-bold leading-none text-white" data-bet={r.bet} data-outcome={r.outcome ?? undefined}>
              <span className="truncate">{r.label}</span>
              {amounts && r.amount !== null ? <span className="ml-auto tabular-nums text-emerald-50">{formatCents(r.amount)}</span> : null}
              {r.word && r.outcome ? <span className={`rounded-md px-2 py-0.5 ${OUTCOME_TONE[r.outcome]}`}>{r.word}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function SeatsArea({ view, round }: { view: ThreeCardPokerDisplayView; round: WallRound | null }) {
  if (!round || round.seats.length === 0) {
    const occupied = view.seats.filter((s) => s.occupied && !s.isPlayerDealer).length;
    return (
      <WaitingSeats
        view={view}
        headline={view.phase === "betting" ? "Place your Antes" : "Next hand soon"}
        note={<p className="text-3xl text-emerald-50">Pair Plus and 6 Card Bonus with your Ante{occupied ? ` · ${occupied === 1 ? "1 player" : `${occupied} players`} against the player-dealer` : ""}</p>}
      />
    );
  }
  const layout = seatsLayout(round.seats.length, SEATS_WIDTH, GAP);
  return (
    <div className="grid h-full" data-testid="wall-seats" data-hands={round.seats.length} style={{ gap: GAP, gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))` }}>
      {round.seats.map((s) => (
        <SeatBox key={s.seat} seat={s} size={layout.size} width={layout.columnWidth - 32} turn={view.turn} finished={round.finished} deck={view.deckInPlay} amounts={layout.columnWidth >= 400} />
      ))}
    </div>
  );
}

function PlayerDealerPanel({ view, round }: { view: ThreeCardPokerDisplayView; round: WallRound | null }) {
  const pd = view.playerDealer;
  const hand = round?.playerDealer ?? null;
  const q = qualifierText(hand?.qualifies ?? null);
  // Before the turn the wall knows only the up card: it is shown with two backs.
  const cards = hand?.cards ?? (hand?.dealt && hand.upCard ? [hand.upCard, "face-down", "face-down"] : null);
  return (
    <section aria-label="Player-dealer hand" data-testid="wall-pd" data-qualifies={hand?.qualifies === null || !hand ? undefined : String(hand.qualifies)} className="flex h-full min-w-0 flex-col gap-3 rounded-2xl border-4 border-banker bg-black/30 p-5">
      <div className="flex items-center gap-4">
        <h2 className="rounded-lg bg-banker px-4 py-1 text-4xl font-extrabold text-white">Player-dealer</h2>
        {pd ? <span className="text-4xl font-black text-white">Seat {pd.seat}</span> : null}
      </div>
      <div className="flex min-h-0 flex-1 items-center gap-8">
        <CardRow cards={cards} dealt={hand?.dealt ?? false} size="lg" width={460} deck={view.deckInPlay} testId="wall-pd-cards" />
        <div className="flex min-w-0 flex-col gap-3">
          {hand?.hand ? (
            <p className="text-5xl font-black leading-tight text-white" data-testid="wall-pd-hand">
              {hand.hand}
            </p>
          ) : hand?.dealt ? (
            <p className="text-3xl font-semibold text-emerald-50">Up card shown</p>
          ) : null}
          {q ? (
            <p className={`self-start rounded-xl px-4 py-1 text-4xl font-extrabold ${hand?.qualifies ? "bg-emerald-300 text-slate-950" : "bg-amber-300 text-slate-950"}`} data-testid="wall-qualifies">
              {q}
            </p>
          ) : hand?.dealt ? (
            <p className="text-3xl text-emerald-50">Qualifies with Queen-high</p>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function Centre({ view, round, info }: { view: ThreeCardPokerDisplayView; round: WallRound | null; info: Banner | null }) {
  const state = centreState(view, round);
  const notice = info && (view.phase === "waiting" || view.phase === "setup") ? info : null;
  return (
    <div className="flex h-full flex-col items-center justify-between gap-3 overflow-hidden rounded-2xl bg-black/30 px-4 py-3 text-center" data-testid="center">
      <div data-testid="hand-number" data-hand={view.handNumber} className="flex items-baseline gap-3">
        <span className="text-3xl font-semibold uppercase tracking-widest text-emerald-50">Hand</span>
        <span className="text-[56px] font-black leading-none tabular-nums text-white">{view.handNumber || "–"}</span>
      </div>
      {state.kind === "result" ? (
        <div data-testid="result" className="flex w-full flex-col items-center gap-2">
          <div className="w-full rounded-xl bg-banker px-3 py-2 leading-tight text-white">
            <span className="block text-[28px] font-semibold">Player-dealer</span>
            <span className="block text-3xl font-black">{state.text}</span>
          </div>
          {/* With a notice below (the bank offered on), the seats' own results say it: room for the notice. */}
          {notice ? null : (
            <div className="text-3xl font-bold text-white" data-testid="result-counts">
              {resultCountsText(state.counts, "All folded")}
            </div>
          )}
        </div>
      ) : state.kind === "turn" ? (
        <div data-testid="turn" data-state={state.kind} className="flex flex-col items-center gap-1 leading-none">
          <span className="text-6xl font-black text-amber-300">Seat {state.seat}</span>
          <span className="text-3xl font-bold text-amber-200">{state.text}</span>
        </div>
      ) : state.kind === "text" ? (
        <div data-testid="turn" data-state={state.kind} className="text-4xl font-black leading-tight text-white">
          {state.text}
        </div>
      ) : null}
      {notice ? (
        <div role="status" data-testid="table-notice" className="flex flex-col gap-2">
          {state.kind === "result" ? <span className="sr-only">{notice.title}: </span> : <span className="text-3xl font-black leading-tight text-white">{notice.title}</span>}
          <span className={`text-[28px] leading-tight ${state.kind === "result" ? "font-bold text-white" : "text-emerald-50"}`}>{notice.detail}</span>
        </div>
      ) : view.phase === "betting" || state.kind === "none" ? (
        <BettingTimer view={view} />
      ) : view.deckInPlay && state.kind !== "result" ? (
        <div className="text-[28px] font-semibold text-emerald-50" data-testid="deck-in-play">
          {view.deckInPlay[0]!.toUpperCase()}
          {view.deckInPlay.slice(1)} deck
        </div>
      ) : (
        <div />
      )}
    </div>
  );
}

/**
 * A Three Card Poker table on the wall: the player-dealer's up card, then its hand and whether it
 * qualifies once turned over (the view never holds a card still face down: backs are drawn for a
 * stack dealt and not turned over), each seat's Play or fold, hand and results, the hand number and
 * betting timer; beside them the bank and player-dealer, and the posted fees.
 */
export function ThreeCardPokerBoard({ view, info, overlay }: { view: ThreeCardPokerDisplayView; info: Banner | null; overlay: ReactNode }) {
  const round = wallRound(view);
  return (
    <BankedBoard
      view={view}
      top="grid h-[340px] shrink-0 grid-cols-[1fr_340px] gap-4"
      playerDealer={<PlayerDealerPanel view={view} round={round} />}
      centre={<Centre view={view} round={round} info={info} />}
      seats={<SeatsArea view={view} round={round} />}
      overlay={overlay}
    />
  );
}
