"use client";
import type { ReactNode } from "react";
import type { NoBustDisplayView } from "@/lib/domain/table/no-bust/views";
import { BettingTimer } from "../baccarat/CenterPanel";
import type { CardSize } from "../DisplayCard";
import type { Banner } from "../format";
import { WallBankPanel } from "../TablePanel";
import { InfoPanel } from "../InfoPanel";
import { useLabels } from "../labels";
import { centreState, seatGroups, valueText, wallRound, type SeatGroup, type WallHand, type WallRound } from "./format";
import { BLACKJACK_WALL, HAND_OUTCOME, insuranceText, type WallInsurance } from "../blackjack-wall";
import { CardRow } from "../CardRow";
import { seatsLayout } from "../seats-layout";

const { seatsWidth: SEATS_WIDTH, gap: GAP, playerDealerCardsWidth: PD_CARDS_WIDTH } = BLACKJACK_WALL;

/** Every word on a seat at least 28 px, whatever the card size (readable from 4 m). */
const TEXT: Record<CardSize, { seat: string; value: string; chip: string }> = {
  lg: { seat: "text-[36px]", value: "text-[40px]", chip: "text-[30px]" },
  md: { seat: "text-[32px]", value: "text-[36px]", chip: "text-[28px]" },
  ms: { seat: "text-[30px]", value: "text-[34px]", chip: "text-[28px]" },
  sm: { seat: "text-[30px]", value: "text-[32px]", chip: "text-[28px]" },
  xs: { seat: "text-[28px]", value: "text-[28px]", chip: "text-[28px]" },
};

const OUTCOME = HAND_OUTCOME;


function HandCell({ hand, split, size, width, turn }: { hand: WallHand; split: boolean; size: CardSize; width: number; turn: boolean }) {
  const t = TEXT[size];
  const outcome = hand.outcome ? OUTCOME[hand.outcome] : null;
  return (
    <div
      data-testid={`wall-hand-${hand.seat}-${hand.hand}`}
      data-value={hand.value ?? ""}
      data-outcome={hand.outcome ?? undefined}
      data-turn={turn ? "true" : undefined}
      className={`flex min-h-0 min-w-0 flex-col justify-between gap-1 rounded-xl p-2 ${turn ? "bg-amber-300/20 ring-4 ring-amber-300" : "bg-black/25"}`}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 leading-none">
        {split ? <span className={`${t.chip} font-semibold text-emerald-50`}>Hand {hand.hand + 1}</span> : null}
        <span className={`${t.value} font-black text-white`} data-testid="wall-hand-value">
          {valueText(hand.value)}
        </span>
        {turn ? <span className={`rounded-md bg-amber-300 px-2 py-0.5 ${t.chip} font-extrabold text-slate-950`}>TO PLAY</span> : null}
        {hand.doubled ? <span className={`rounded-md bg-blue-200 px-2 py-0.5 ${t.chip} font-bold text-slate-950`}>DOUBLED</span> : null}
        {hand.surrendered ? <span className={`rounded-md bg-red-200 px-2 py-0.5 ${t.chip} font-bold text-slate-950`}>SURRENDERED</span> : null}
        {outcome ? (
          <span className={`rounded-md px-2 py-0.5 ${t.chip} font-extrabold ${outcome.tone}`} data-testid="wall-hand-outcome">
            {outcome.text}
          </span>
        ) : null}
      </div>
      <CardRow cards={hand.cards} size={size} width={width} />
    </div>
  );
}

function SeatBox({ group, size, span, columnWidth, turn, action, insured }: { group: SeatGroup; size: CardSize; span: number; columnWidth: number; turn: NoBustDisplayView["turn"]; action: boolean; insured: WallInsurance | null }) {
  const t = TEXT[size];
  const seatWidth = span * columnWidth + (span - 1) * GAP;
  const handWidth = (seatWidth - 16 - 4 - (group.hands.length - 1) * 8) / Math.max(1, group.hands.length) - 16;
  const acting = turn?.seat === group.seat;
  return (
    <section
      aria-label={`Seat ${group.seat}`}
      data-testid={`wall-seat-${group.seat}`}
      className={`flex min-h-0 min-w-0 flex-1 flex-col gap-1.5 overflow-hidden rounded-2xl border-2 p-2 ${acting ? "border-amber-300" : "border-white/30"} bg-black/30`}
    >
      <div className="flex items-center justify-between gap-2 leading-none">
        <h3 className={`${t.seat} font-extrabold leading-tight text-white`}>Seat {group.seat}</h3>
        <div className="flex flex-wrap gap-1.5">
          {insured ? (
            <span data-testid={`wall-insurance-${group.seat}`} data-outcome={insured.outcome} className={`rounded-full ${insured.outcome === "win" ? "bg-amber-300" : "bg-sky-200"} px-2 py-0.5 ${t.chip} font-bold text-slate-950`}>
              {insuranceText(insured.amount, insured.outcome)}
            </span>
          ) : null}
          {action ? <span className={`rounded-full bg-white px-2 py-0.5 ${t.chip} font-bold text-slate-950`}>ACTION</span> : null}
        </div>
      </div>
      <div className="grid min-h-0 flex-1 gap-2" style={{ gridTemplateColumns: `repeat(${group.hands.length}, minmax(0, 1fr))` }}>
        {group.hands.map((h) => (
          <HandCell key={h.hand} hand={h} split={group.hands.length > 1} size={size} width={handWidth} turn={acting && turn?.hand === h.hand} />
        ))}
      </div>
    </section>
  );
}

function SeatsArea({ view, round }: { view: NoBustDisplayView; round: WallRound | null }) {
  const t = useLabels();
  if (!round || round.hands.length === 0) {
    const occupied = view.seats.filter((s) => s.occupied && !s.isPlayerDealer).length;
    return (
      <div className="flex h-full flex-col items-center justify-center gap-3 text-center" data-testid="wall-seats" data-hands="0">
        <p className="text-6xl font-black text-white">{view.phase === "betting" ? t("Place your bets") : "Next hand soon"}</p>
        {occupied ? <p className="text-3xl text-emerald-50">{occupied === 1 ? "1 player" : `${occupied} players`} against the player-dealer</p> : null}
      </div>
    );
  }
  const groups = seatGroups(round.hands);
  const layout = seatsLayout(groups);
  // Each row runs across the whole board, its seats sharing it by their hands: no empty area.
  return (
    <div className="flex h-full flex-col" style={{ gap: GAP }} data-testid="wall-seats" data-hands={round.hands.length} data-rows={layout.rowSpans.length}>
      {layout.rowSpans.map((rowSpan, row) => {
        const columnWidth = (SEATS_WIDTH - (rowSpan - 1) * GAP) / rowSpan;
        return (
          <div key={row} className="flex min-h-0 flex-1" style={{ gap: GAP }} data-testid={`wall-seat-row-${row}`}>
            {layout.places
              .filter((p) => p.row === row)
              .map((p) => {
                const group = groups.find((g) => g.seat === p.seat)!;
                return (
                  <div key={p.seat} className="flex min-h-0 min-w-0 flex-col" style={{ flex: `${p.span} 1 0` }}>
                    <SeatBox group={group} size={layout.size} span={p.span} columnWidth={columnWidth} turn={round.finished ? null : view.turn} action={view.actionSeat === p.seat} insured={round.insurance.find((i) => i.seat === p.seat) ?? null} />
                  </div>
                );
              })}
          </div>
        );
      })}
    </div>
  );
}

function PlayerDealerPanel({ view, round }: { view: NoBustDisplayView; round: WallRound | null }) {
  const pd = view.playerDealer;
  const hand = round?.playerDealer ?? { cards: [], value: null };
  const hidden = hand.cards.includes("face-down");
  const drawing = centreState(view, round).kind === "player-dealer";
  return (
    <section
      aria-label="Player-dealer hand"
      data-testid="wall-pd"
      data-value={hand.value ?? ""}
      className={`flex h-full min-w-0 flex-col justify-between rounded-2xl border-4 border-banker bg-black/30 p-5 ${drawing ? "ring-8 ring-amber-300/70" : ""}`}
    >
      <div className="flex items-start justify-between gap-4">
        <div className="flex items-center gap-4">
          <h2 className="rounded-lg bg-banker px-4 py-1 text-4xl font-extrabold text-white">Player-dealer</h2>
          {pd ? <span className="text-4xl font-black text-white">Seat {pd.seat}</span> : null}
          {view.frozen && round && !round.finished ? <span className="rounded-lg bg-violet-300 px-3 py-1 text-[28px] font-extrabold text-violet-950">Joker up: every hand stands</span> : null}
        </div>
        <div className="flex flex-col items-end">
          <div className={`rounded-2xl border-4 border-white/80 px-5 py-1 text-5xl font-black text-white ${hand.value ? "bg-banker" : "opacity-40"}`} data-testid="wall-pd-value">
            <span className="sr-only">Player-dealer hand: </span>
            {valueText(hand.value)}
          </div>
          {hidden && hand.value ? <span className="mt-1 text-[28px] font-semibold text-emerald-50">showing</span> : null}
        </div>
      </div>
      <CardRow cards={hand.cards} size="lg" width={PD_CARDS_WIDTH} slots={Math.max(0, 2 - hand.cards.length)} testId="wall-pd-cards" />
    </section>
  );
}

function Centre({ view, round, info }: { view: NoBustDisplayView; round: WallRound | null; info: Banner | null }) {
  const state = centreState(view, round);
  const notice = info && (view.phase === "waiting" || view.phase === "setup") ? info : null;
  return (
    <div className="flex h-full flex-col items-center justify-between gap-2 overflow-hidden rounded-2xl bg-black/30 px-4 py-4 text-center" data-testid="center">
      <div data-testid="hand-number" data-hand={view.handNumber} className="flex items-baseline gap-3">
        <span className="text-[28px] font-semibold uppercase tracking-widest text-emerald-50">Hand</span>
        <span className="text-[64px] font-black leading-none tabular-nums text-white">{view.handNumber || "–"}</span>
      </div>
      {state.kind === "result" ? (
        <div data-testid="result" className="flex w-full flex-col items-center gap-2">
          <div className="w-full rounded-xl bg-banker px-3 py-1 text-3xl font-black leading-tight text-white">{state.text}</div>
          <div className="text-[28px] font-bold text-white" data-testid="result-counts">
            {[state.counts.win ? `${state.counts.win} win` : null, state.counts.lose ? `${state.counts.lose} lose` : null, state.counts.push ? `${state.counts.push} push` : null].filter(Boolean).join(" · ") || "No wagers"}
          </div>
        </div>
      ) : state.kind === "turn" ? (
        <div data-testid="turn" data-state={state.kind} className="flex flex-col items-center gap-1 leading-none">
          <span className="text-6xl font-black text-amber-300">Seat {state.seat}</span>{" "}
          <span className="text-3xl font-bold text-amber-200">{state.hand !== null ? `hand ${state.hand + 1} · to play` : "to play"}</span>
        </div>
      ) : state.kind !== "none" ? (
        <div data-testid="turn" data-state={state.kind} className="text-4xl font-black leading-tight text-white">
          {state.text}
        </div>
      ) : null}
      {notice && state.kind === "result" ? null : view.actionSeat !== null && round?.finished ? (
        <div className="rounded-full bg-white px-4 py-1 text-[28px] font-bold text-slate-950" data-testid="action-seat">
          Action: seat {view.actionSeat}
        </div>
      ) : null}
      {notice ? (
        <div role="status" data-testid="table-notice" className="flex flex-col gap-2">
          {/* Beside a result only the detail fits: "The bank is offered to seat 4." */}
          {state.kind === "result" ? <span className="sr-only">{notice.title}: </span> : <span className="text-3xl font-black leading-tight text-white">{notice.title}</span>}
          <span className={`text-[28px] leading-tight ${state.kind === "result" ? "font-bold text-white" : "text-emerald-50"}`}>{notice.detail}</span>
        </div>
      ) : view.phase === "betting" || state.kind === "none" ? (
        <BettingTimer view={view} />
      ) : (
        <div />
      )}
    </div>
  );
}

/**
 * A No Bust table on the wall: the player-dealer's hand (the hole card a back until it is turned
 * over: the view never holds it), each seat's hands with values and results, whose turn, the hand
 * number and betting timer; beside them the bank and player-dealer, and the posted fees.
 */
export function NoBustBoard({ view, info, overlay }: { view: NoBustDisplayView; info: Banner | null; overlay: ReactNode }) {
  const round = wallRound(view);
  return (
    <main className="flex min-h-0 flex-1 gap-4">
      <div className="relative flex w-[1412px] shrink-0 flex-col gap-4">
        <div className="grid h-[400px] shrink-0 grid-cols-[1fr_300px] gap-4">
          <PlayerDealerPanel view={view} round={round} />
          <Centre view={view} round={round} info={info} />
        </div>
        <div className="min-h-0 flex-1 overflow-hidden rounded-2xl bg-black/30 p-3" aria-label="Seats' hands" role="region">
          <SeatsArea view={view} round={round} />
        </div>
        {overlay}
      </div>
      <aside aria-label="The bank, limits and fees" className="flex min-w-0 flex-1 flex-col gap-4">
        <WallBankPanel view={view} />
        <InfoPanel posted={view.fees.posted} sideBets={view.sideBets ?? []} />
      </aside>
    </main>
  );
}
