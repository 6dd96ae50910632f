"use client";
import type { ReactNode } from "react";
import type { TwentyOneDisplayView } from "@/lib/domain/table/twenty-one/views";
import { BettingTimer } from "../baccarat/CenterPanel";
import { DisplayCard, type CardSize } from "../DisplayCard";
import type { Banner } from "../format";
import { BLACKJACK_WALL, HAND_OUTCOME, insuranceText } from "../blackjack-wall";
import { CardRow } from "../CardRow";
import { seatsLayout } from "../seats-layout";
import { BankedBoard, WaitingSeats, resultCountsText } from "../BankedBoard";
import { cardMark } from "@/components/dealer/twenty-one/format";
import { bonusTag, centreState, seatGroups, valueText, wallRound, type WallHand, type WallRound } from "./format";

const { seatsWidth: SEATS_WIDTH, gap: GAP, playerDealerCardsWidth: PD_CARDS_WIDTH } = BLACKJACK_WALL;

/** Words on the wall are read from 4 m: nothing under 28 px. */
const TEXT: Record<CardSize, { seat: string; value: string; chip: string }> = {
  lg: { seat: "text-4xl", value: "text-4xl", chip: "text-3xl" },
  md: { seat: "text-4xl", value: "text-4xl", chip: "text-3xl" },
  ms: { seat: "text-3xl", value: "text-4xl", chip: "text-3xl" },
  sm: { seat: "text-3xl", value: "text-4xl", chip: "text-[28px]" },
  xs: { seat: "text-[28px]", value: "text-3xl", chip: "text-[28px]" },
};

const OUTCOME = HAND_OUTCOME;

/** A wall card with its deck mark ("BONUS", "X") across its foot where the card is large enough and not overlapped. */
function WallCard({ gameId, card, size, marked }: { gameId: string; card: string; size: CardSize; marked: boolean }) {
  const mark = marked && (size === "lg" || size === "md") ? cardMark(gameId, card) : null;
  return (
    <div className="relative">
      <DisplayCard card={card} size={size} />
      {mark ? (
        <div aria-hidden="true" className="absolute inset-x-0 bottom-0 rounded-b-xl bg-amber-300 text-center text-[28px] font-black uppercase leading-9 text-slate-950" data-mark={mark}>
          {mark}
        </div>
      ) : null}
    </div>
  );
}


/**
 * A hand's cards with their deck marks. A mark across an overlapped card would be cut by the next
 * one: only the last card keeps it then, and the hand's value names it.
 */
function markedCard(gameId: string, cards: readonly string[], size: CardSize) {
  return function MarkedCard(card: string, i: number, fits: boolean) {
    return <WallCard gameId={gameId} card={card} size={size} marked={fits || i === cards.length - 1} />;
  };
}

function HandCell({ gameId, hand, split, size, width, turn }: { gameId: string; hand: WallHand; split: boolean; size: CardSize; width: number; turn: boolean }) {
  const t = TEXT[size];
  const outcome = hand.outcome ? OUTCOME[hand.outcome] : null;
  const tags = [hand.doubles.length > 1 ? `DOUBLED ×${hand.doubles.length}` : hand.doubles.length ? "DOUBLED" : null, hand.surrendered ? "SURRENDERED" : null, hand.rescued ? "RESCUED" : null].filter((x): x is string => x !== null);
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
        {tags.map((tag) => (
          <span key={tag} className={`rounded-md bg-sky-100 px-2 py-0.5 ${t.chip} font-bold text-slate-950`}>
            {tag}
          </span>
        ))}
        {outcome ? (
          <span className={`rounded-md px-2 py-0.5 ${t.chip} font-extrabold ${outcome.tone}`} data-testid="wall-hand-outcome">
            {outcome.text}
          </span>
        ) : null}
      </div>
      <CardRow cards={hand.cards} size={size} width={width} card={markedCard(gameId, hand.cards, size)} />
    </div>
  );
}

function SeatBox({ view, round, seat, hands, size, span, columnWidth, action }: { view: TwentyOneDisplayView; round: WallRound; seat: number; hands: readonly WallHand[]; size: CardSize; span: number; columnWidth: number; action: boolean }) {
  const t = TEXT[size];
  const turn = round.finished ? null : view.turn;
  const seatWidth = span * columnWidth + (span - 1) * GAP;
  const handWidth = (seatWidth - 16 - 4 - (hands.length - 1) * 8) / Math.max(1, hands.length) - 16;
  const acting = turn?.seat === seat;
  const bonuses = round.bonuses.filter((b) => b.seat === seat);
  const insured = round.insurance.find((i) => i.seat === seat) ?? null;
  return (
    <section
      aria-label={`Seat ${seat}`}
      data-testid={`wall-seat-${seat}`}
      className={`flex min-h-0 min-w-0 flex-1 flex-col gap-1.5 overflow-hidden rounded-2xl border-2 p-2 ${acting ? "border-amber-300" : "border-white/30"} bg-black/30`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 leading-none">
        <h3 className={`${t.seat} font-extrabold text-white`}>Seat {seat}</h3>
        <div className="flex flex-wrap gap-1.5">
          {insured ? (
            <span data-testid={`wall-insurance-${seat}`} data-outcome={insured.outcome} className={`rounded-full ${insured.outcome === "win" ? "bg-amber-300" : "bg-sky-200"} px-2 py-0.5 ${t.chip} font-bold text-slate-950`}>
              {insuranceText(insured.amount, insured.outcome)}
            </span>
          ) : null}
          {bonuses.map((b) => (
            <span key={b.bet} data-testid={`wall-bonus-${seat}-${b.bet}`} data-outcome={b.result?.outcome} className={`rounded-full px-2 py-0.5 ${t.chip} font-bold ${b.result?.outcome === "win" ? "bg-amber-300 text-slate-950" : "bg-white/85 text-slate-950"}`}>
              {bonusTag(b)}
            </span>
          ))}
          {action ? <span className={`rounded-full bg-white px-2 py-0.5 ${t.chip} font-bold text-slate-950`}>ACTION</span> : null}
        </div>
      </div>
      <div className="grid min-h-0 flex-1 gap-2" style={{ gridTemplateColumns: `repeat(${hands.length}, minmax(0, 1fr))` }}>
        {hands.map((h) => (
          <HandCell key={h.hand} gameId={view.gameId} hand={h} split={hands.length > 1} size={size} width={handWidth} turn={acting && turn?.hand === h.hand} />
        ))}
      </div>
    </section>
  );
}

function SeatsArea({ view, round }: { view: TwentyOneDisplayView; round: WallRound | null }) {
  if (!round || round.hands.length === 0) {
    return <WaitingSeats view={view} headline={view.phase === "betting" ? "Place your bets" : "Next hand soon"} />;
  }
  const groups = seatGroups(round.hands);
  const base = seatsLayout(groups);
  // One row of few seats: as few columns as the seats need (three at least), so the cards sit side by side.
  const used = Math.max(0, ...base.places.map((p) => p.column + p.span));
  const layout = base.rows === 1 ? { ...base, columns: Math.min(base.columns, Math.max(3, used)) } : base;
  const columnWidth = (SEATS_WIDTH - (layout.columns - 1) * GAP) / layout.columns;
  return (
    <div
      className="grid h-full"
      data-testid="wall-seats"
      data-hands={round.hands.length}
      style={{ gap: GAP, gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`, gridTemplateRows: `repeat(${layout.rows}, minmax(0, 1fr))` }}
    >
      {layout.places.map((p) => {
        const group = groups.find((g) => g.seat === p.seat)!;
        return (
          <div key={p.seat} className="flex min-h-0 min-w-0" style={{ gridRow: p.row + 1, gridColumn: `${p.column + 1} / span ${p.span}` }}>
            <div className="flex min-h-0 min-w-0 flex-1 flex-col">
              <SeatBox view={view} round={round} seat={group.seat} hands={group.hands} size={layout.size} span={p.span} columnWidth={columnWidth} action={view.actionSeat === p.seat} />
            </div>
          </div>
        );
      })}
    </div>
  );
}

function PlayerDealerPanel({ view, round }: { view: TwentyOneDisplayView; round: WallRound | null }) {
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
        </div>
        <div className="flex flex-col items-end">
          <div className={`rounded-2xl border-4 border-white/80 px-5 py-1 text-5xl font-black text-white ${hand.value ? "bg-banker" : "opacity-40"}`} data-testid="wall-pd-value">
            <span className="sr-only">Player-dealer hand: </span>
            {valueText(hand.value)}
          </div>
          {hidden && hand.value ? <span className="mt-1 text-3xl font-semibold text-emerald-50">showing</span> : null}
        </div>
      </div>
      <CardRow cards={hand.cards} size="lg" width={PD_CARDS_WIDTH} slots={Math.max(0, 2 - hand.cards.length)} testId="wall-pd-cards" card={markedCard(view.gameId, hand.cards, "lg")} />
    </section>
  );
}

function Centre({ view, round, info }: { view: TwentyOneDisplayView; round: WallRound | null; info: Banner | null }) {
  const state = centreState(view, round);
  const notice = info && (view.phase === "waiting" || view.phase === "setup") ? info : null;
  return (
    <div className="flex h-full flex-col items-center justify-between gap-3 overflow-hidden rounded-2xl bg-black/30 px-4 py-5 text-center" data-testid="center">
      <div data-testid="hand-number" data-hand={view.handNumber} className="flex items-baseline gap-3">
        <span className="text-3xl font-semibold uppercase tracking-widest text-emerald-50">Hand</span>
        <span className="text-[72px] font-black leading-none tabular-nums text-white">{view.handNumber || "–"}</span>
      </div>
      {state.kind === "result" ? (
        <div data-testid="result" className="flex w-full flex-col items-center gap-2">
          <div className="w-full rounded-xl bg-banker px-3 py-2 text-3xl font-black leading-tight text-white">{state.text}</div>
          <div className="text-3xl font-bold text-white" data-testid="result-counts">
            {resultCountsText(state.counts, "No wagers")}
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
        <div className="rounded-full bg-white px-4 py-1 text-3xl font-bold text-slate-950" data-testid="action-seat">
          Action: seat {view.actionSeat}
        </div>
      ) : null}
      {notice ? (
        <div role="status" data-testid="table-notice" className="flex flex-col gap-2">
          {state.kind === "result" ? <span className="sr-only">{notice.title}: </span> : <span className="text-3xl font-black leading-tight text-white">{notice.title}</span>}
          <span className={`text-3xl ${state.kind === "result" ? "font-bold text-white" : "text-emerald-50"}`}>{notice.detail}</span>
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
 * A twenty-one table on the wall (Pure 21.5, Pure Spanish 21.5, Blackjack X): the player-dealer's
 * hand (the hole card a back until it is turned over: the view never holds it), each seat's hands
 * with values, doubles and results, its bonus bets and what they paid, whose turn, the hand number
 * and betting timer; beside them the bank and player-dealer, and the posted fees.
 */
export function TwentyOneBoard({ view, info, overlay }: { view: TwentyOneDisplayView; info: Banner | null; overlay: ReactNode }) {
  const round = wallRound(view);
  return (
    <BankedBoard
      view={view}
      top="grid h-[400px] shrink-0 grid-cols-[1fr_300px] gap-4"
      playerDealer={<PlayerDealerPanel view={view} round={round} />}
      centre={<Centre view={view} round={round} info={info} />}
      seats={<SeatsArea view={view} round={round} />}
      overlay={overlay}
    />
  );
}
