"use client";
import type { ReactNode } from "react";
import type { PaiGowDisplayView } from "@/lib/domain/table/pai-gow-poker/views";
import type { SeatResult } from "@/lib/domain/table/pai-gow-poker/state";
import { formatCents } from "@/lib/domain/money";
import { BettingTimer } from "../baccarat/CenterPanel";
import { CARD_SIZES, CardSlot, DisplayCard, type CardSize } from "../DisplayCard";
import type { Banner } from "../format";
import { cardStep } from "../card-step";
import { BankedBoard, WaitingSeats, resultCountsText } from "../BankedBoard";
import { resultCounts, seatShow, shortHandName, stageText, wallRound, type SeatShow, type WallRound } from "./format";

/**
 * The board's fixed geometry (px on the 1920 x 1080 stage). A seat's box is a third of the seats'
 * area less its border and padding: (1388 - 2 x 12) / 3 - 4 - 16 = 434 px, the cards a little less.
 */
const SEAT_CARDS_WIDTH = 432;
const PD_CARDS_WIDTH = 1008;
/** A seat's cards: 120 px tall, so the box has room for each hand's name on a line of its own. */
const SEAT_CARD: CardSize = "ms";

const OUTCOME = {
  win: { text: "WIN", tone: "bg-amber-300 text-slate-950" },
  lose: { text: "LOSE", tone: "bg-slate-900/80 text-white border border-white/40" },
  push: { text: "PUSH", tone: "bg-sky-200 text-slate-950" },
} as const;

/** A row of cards (or backs) that overlap only when they would not fit in `width`. */
function CardRow({ cards, size, width, testId }: { cards: readonly string[]; size: CardSize; width: number; testId?: string }) {
  const w = CARD_SIZES[size].width;
  const step = cardStep(cards.length, w, width, 8);
  return (
    <div className="flex items-end" data-testid={testId}>
      {cards.map((c, i) => (
        <div key={i} style={{ marginLeft: i === 0 ? 0 : step - w }} className="relative">
          {c === "slot" ? <CardSlot size={size} /> : <DisplayCard card={c} size={size} />}
        </div>
      ))}
    </div>
  );
}

const BACKS = (n: number) => Array.from({ length: n }, () => "face-down");
const SLOTS = (n: number) => Array.from({ length: n }, () => "slot");

/** Five behind and two in front, side by side; `width` is shared 62/38. */
function SplitRow({ high, low, size, width, testId }: { high: readonly string[]; low: readonly string[]; size: CardSize; width: number; testId?: string }) {
  const gap = size === "lg" ? 40 : 16;
  const behind = Math.floor((width - gap) * 0.64);
  return (
    <div className="flex items-end" style={{ gap }} data-testid={testId}>
      <CardRow cards={high} size={size} width={behind} testId={testId ? `${testId}-high` : undefined} />
      <CardRow cards={low} size={size} width={width - gap - behind} testId={testId ? `${testId}-low` : undefined} />
    </div>
  );
}

function PlayerDealerPanel({ view, round }: { view: PaiGowDisplayView; round: WallRound | null }) {
  const pd = round?.table.playerDealer ?? null;
  const seat = view.playerDealer?.seat ?? null;
  const dealt = round !== null;
  return (
    <section aria-label="Player-dealer hand" data-testid="wall-pd" className={`flex h-full min-w-0 flex-col justify-between rounded-2xl border-4 border-banker bg-black/30 p-3 ${view.stage === "player-dealer" ? "ring-8 ring-amber-300/70" : ""}`}>
      <div className="flex items-center gap-4">
        <h2 className="rounded-lg bg-banker px-4 py-1 text-4xl font-extrabold text-white">Player-dealer</h2>
        {seat ? <span className="text-4xl font-black text-white">Seat {seat}</span> : null}
        {pd ? <span className="ml-auto text-3xl font-bold text-emerald-50">House way</span> : null}
      </div>
      {pd ? (
        <SplitRow high={pd.high} low={pd.low} size="lg" width={PD_CARDS_WIDTH} testId="wall-pd-cards" />
      ) : (
        <SplitRow high={dealt ? BACKS(5) : SLOTS(5)} low={dealt ? BACKS(2) : SLOTS(2)} size="lg" width={PD_CARDS_WIDTH} testId="wall-pd-cards" />
      )}
      <div className="flex h-9 items-baseline gap-10 whitespace-nowrap text-3xl font-black text-white" data-testid="wall-pd-names">
        {pd ? (
          <>
            <span>{pd.highName}</span>
            <span className="text-amber-200">{pd.lowName}</span>
          </>
        ) : null}
      </div>
    </section>
  );
}

function SeatCards({ show }: { show: SeatShow }) {
  switch (show.kind) {
    case "set":
      return <SplitRow high={show.high} low={show.low} size={SEAT_CARD} width={SEAT_CARDS_WIDTH} />;
    case "cards":
      return <CardRow cards={show.cards} size={SEAT_CARD} width={SEAT_CARDS_WIDTH} />;
    case "set-face-down":
      return <SplitRow high={BACKS(5)} low={BACKS(2)} size={SEAT_CARD} width={SEAT_CARDS_WIDTH} />;
    case "setting":
    case "waiting":
      return <CardRow cards={BACKS(7)} size={SEAT_CARD} width={SEAT_CARDS_WIDTH} />;
  }
}

function statusText(show: SeatShow): string {
  switch (show.kind) {
    case "setting":
      return "Setting";
    case "set-face-down":
      return "Set";
    case "cards":
      return "Turned over";
    default:
      return "";
  }
}

/** The bonuses of a seat as chips: its name, and its result by colour (and words for a screen reader). */
function bonusChips(result: SeatResult | undefined, envy: number, foul: boolean): { label: string; outcome: "win" | "lose" | "push" | "foul" }[] {
  const chips: { label: string; outcome: "win" | "lose" | "push" | "foul" }[] = [];
  if (foul) chips.push({ label: "FOUL", outcome: "foul" });
  if (result?.fortune) chips.push({ label: "Fortune", outcome: result.fortune.outcome });
  if (result?.aceHigh) chips.push({ label: "Ace-High", outcome: result.aceHigh });
  if (envy > 0) chips.push({ label: `Envy ${formatCents(envy).replace(/\.00$/, "")}`, outcome: "win" });
  return chips;
}

const CHIP_TONE = { win: "bg-amber-300 text-slate-950", lose: "border border-white/40 text-white/70 line-through", push: "bg-sky-200 text-slate-950", foul: "bg-red-700 text-white" } as const;
const CHIP_WORD = { win: "wins", lose: "loses", push: "pushes", foul: "the two-card hand outranks the five-card hand" } as const;

function SeatBox({ seat, show, result, envy, action, setting }: { seat: number; show: SeatShow; result: SeatResult | undefined; envy: number; action: boolean; setting: boolean }) {
  const outcome = result?.game ? OUTCOME[result.game] : null;
  const chips = bonusChips(result, envy, show.kind === "set" && show.foul);
  return (
    <section aria-label={`Seat ${seat}`} data-testid={`wall-seat-${seat}`} data-show={show.kind} data-outcome={result?.game ?? undefined} className={`flex min-h-0 min-w-0 flex-col gap-1 overflow-hidden rounded-2xl border-2 bg-black/30 p-2 ${setting ? "border-amber-300" : "border-white/30"}`}>
      <div className="flex h-8 items-center gap-3 leading-none">
        <h3 className="text-3xl font-extrabold text-white">Seat {seat}</h3>
        {action ? <span className="rounded-full bg-white px-2 py-0.5 text-[28px] font-bold text-slate-950">ACTION</span> : null}
        {outcome ? (
          <span className={`ml-auto rounded-md px-2 py-0.5 text-[28px] font-extrabold ${outcome.tone}`} data-testid="wall-outcome">
            {outcome.text}
          </span>
        ) : (
          <span className="ml-auto text-3xl font-bold text-emerald-50">{statusText(show)}</span>
        )}
      </div>
      <SeatCards show={show} />
      {/* Each hand's name on a line of its own, the five-card hand's first: the longest pair ("Straight
          flush", "Pair of Queens") never shares a line, so neither is cut at 28 px (e2e/wall-text.spec.ts). */}
      <div className="flex h-16 flex-col whitespace-nowrap text-[28px] font-bold leading-8 text-white" data-testid="wall-names">
        {show.kind === "set" ? (
          <>
            <span data-testid="wall-high-name">{shortHandName(show.highName)}</span>
            <span className="text-amber-200" data-testid="wall-low-name">
              {shortHandName(show.lowName)}
            </span>
          </>
        ) : null}
      </div>
      <div className="flex h-8 gap-2 overflow-hidden" data-testid="wall-bonus">
        {chips.map((c) => (
          <span key={c.label} className={`rounded-md px-2 text-[28px] font-extrabold leading-8 ${CHIP_TONE[c.outcome]}`} data-outcome={c.outcome}>
            {c.label}
            <span className="sr-only"> {CHIP_WORD[c.outcome]}</span>
          </span>
        ))}
      </div>
    </section>
  );
}

function SeatsArea({ view, round }: { view: PaiGowDisplayView; round: WallRound | null }) {
  if (!round || round.seats.length === 0) {
    return <WaitingSeats view={view} headline={view.phase === "betting" ? "Place your bets" : view.phase === "dealing" ? "Dealing the piles" : "Next hand soon"} />;
  }
  const waiting = round.finished ? [] : view.waitingOn;
  const stage = round.finished ? "settling" : view.stage;
  return (
    <div className="grid h-full grid-cols-3 grid-rows-2 gap-3" data-testid="wall-seats" data-hands={round.seats.length}>
      {round.seats.map((seat) => (
        <SeatBox
          key={seat}
          seat={seat}
          show={seatShow(seat, round.table.seats, waiting, stage)}
          result={round.results?.find((r) => r.seat === seat)}
          envy={round.envy.filter((e) => e.seat === seat).reduce((s, e) => s + e.amount, 0)}
          action={round.table.actionSeat === seat}
          setting={waiting.includes(seat)}
        />
      ))}
    </div>
  );
}

function Centre({ view, round, info }: { view: PaiGowDisplayView; round: WallRound | null; info: Banner | null }) {
  const notice = info && (view.phase === "waiting" || view.phase === "setup") ? info : null;
  const words = stageText(view, round);
  const counts = round?.finished ? resultCounts(round.results) : null;
  const dice = round?.table.dice ?? null;
  return (
    <div className="flex h-full flex-col items-center justify-between gap-2 overflow-hidden rounded-2xl bg-black/30 px-3 py-3 text-center" data-testid="center">
      <div data-testid="hand-number" data-hand={view.handNumber} className="flex items-baseline gap-3">
        <span className="text-3xl font-semibold uppercase tracking-widest text-emerald-50">Hand</span>
        <span className="text-[64px] font-black leading-none tabular-nums text-white">{view.handNumber || "–"}</span>
      </div>
      {words && view.phase !== "betting" ? (
        <div data-testid="stage" data-stage={view.stage} className={`w-full rounded-xl px-2 py-1 text-3xl font-black leading-tight ${round?.paiGowPush ? "bg-amber-300 text-slate-950" : "text-white"}`}>
          {words}
        </div>
      ) : null}
      {/* The dice give way to the results: the centre holds one or the other. */}
      {dice !== null && !counts && !notice ? (
        <div className="flex items-baseline gap-3 text-white" data-testid="wall-dice" data-total={dice}>
          <span className="text-3xl font-semibold text-emerald-50">Dice</span>
          <span className="text-[56px] font-black leading-none tabular-nums">{dice}</span>
        </div>
      ) : null}
      {counts && !notice ? (
        <div className="text-3xl font-bold text-white" data-testid="result-counts">
          {round?.paiGowPush ? "Every game wager pushes" : resultCountsText(counts, "No game wagers")}
        </div>
      ) : null}
      {round?.finished && round.envy.length && !notice ? (
        <div className="text-3xl font-bold text-amber-200" data-testid="wall-envy">
          Envy: {round.envy.map((e) => `seat ${e.seat}`).join(", ")}
        </div>
      ) : null}
      {notice ? (
        <div role="status" data-testid="table-notice" className="flex flex-col gap-1">
          <span className="text-3xl font-black leading-tight text-white">{notice.title}</span>
          <span className="text-3xl text-emerald-50">{notice.detail}</span>
        </div>
      ) : view.phase === "betting" || !round ? (
        <BettingTimer view={view} />
      ) : (
        <div />
      )}
    </div>
  );
}

/**
 * A pai gow poker table on the wall: the player-dealer's hand (backs until it is turned over and set
 * the house way: the view never holds it before), each seat's hand (backs while set face down, the
 * split once the hands are compared), the dice and the action seat, the results with the Fortune,
 * Ace-High and Envy payouts; beside them the bank and player-dealer, and the posted fees.
 */
export function PaiGowBoard({ view, info, overlay }: { view: PaiGowDisplayView; info: Banner | null; overlay: ReactNode }) {
  const round = wallRound(view);
  return (
    <BankedBoard
      view={view}
      top="grid h-[324px] shrink-0 grid-cols-[1fr_320px] gap-4"
      playerDealer={<PlayerDealerPanel view={view} round={round} />}
      centre={<Centre view={view} round={round} info={info} />}
      seats={<SeatsArea view={view} round={round} />}
      overlay={overlay}
    />
  );
}
