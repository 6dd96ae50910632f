/**
 * Views are functions of the state and the role. The display view is built from public facts
 * only: a card still face down is never copied into it (only the marker "face-down"), and it holds
 * no staff data, no player names and no shoe order.
 */
import { FACE_DOWN, nextStep, handOf, roundResult, type AnyGameConfig, type NextStep } from "../../baccarat";
import { keptPart, type ViewParts } from "../common/kept-parts";
import { markersOf, roadOutcomeOfResult } from "./round-summary";
import { dealerSharedFields, roleViews, supervisorViewBase, type DealerViewBase } from "../common/role-views";
import {
  settlementNextAction,
  tableNextAction,
  tablePublicView,
  coverageWarning,
  type CoverageWarning,
  type DealtCard,
  type FloorCorrectionSupport,
  type NextAction as CommonNextAction,
  type Phase,
  type SeatView,
  type TablePublicView,
} from "../common/views";
import type { SuitedCard } from "../../cards/card";
import type { Outcome as RoadOutcome, ShoeStatistics } from "../../roads";
import type { Cents } from "../../money";
import { baccaratGameOf } from "./game-of";
import { baccaratCoverage } from "./coverage";
import { sideBetPays, type SideBetPays } from "./pay-lines";
import { lateTieWindow } from "../../baccarat/late-tie";
import type { CompletedBaccaratRound, BaccaratRoundInProgress, BaccaratTableSettings, BaccaratTableState, BaccaratWagerEntry } from "./state";

export const HIDDEN = "face-down" as const;

export interface BaccaratHandView {
  /** Card codes, or "face-down". */
  readonly cards: readonly string[];
  /** Total of the face-up cards, null before any card. */
  readonly total: number | null;
  readonly natural: boolean;
}

export type { SeatView, Phase };

export interface BaccaratDisplayView extends TablePublicView {
  readonly role: "display";
  readonly family: "baccarat";
  readonly gameName: string;
  readonly handNames: { readonly player: string; readonly banker: string };
  readonly player: BaccaratHandView;
  readonly banker: BaccaratHandView;
  /** The result of the round on show: the current one once complete, else the last one. */
  readonly result: {
    readonly handNumber: number;
    readonly winner: "player" | "banker" | "tie";
    readonly playerTotal: number;
    readonly bankerTotal: number;
    readonly markers: readonly string[];
    readonly natural: boolean;
  } | null;
  readonly actionSeat: number | null;
  readonly roadLog: readonly RoadOutcome[];
  readonly previousShoe: ShoeStatistics | null;
  /** Before the deal: the wagers the bank could not cover, or null when it covers them all (coverage.ts). */
  readonly coverage: CoverageWarning | null;
  /** The side bets' pay tables and limits (pay-lines.ts), posted on the wall. */
  readonly sideBets: readonly SideBetPays[];
  /** Bets with limits of their own (posted beside the table limits), in the game's order. */
  readonly betLimits: readonly { readonly id: string; readonly name: string; readonly limits: { readonly min: Cents; readonly max: Cents } }[];
}

export interface BaccaratNextAction extends CommonNextAction {
  /** For a card: which hand takes it, and whether it goes face down. */
  readonly hand?: "player" | "banker";
  readonly faceDown?: boolean;
}

export interface BaccaratWagerView extends BaccaratWagerEntry {
  readonly betName: string;
}

export interface BaccaratDealerView extends Omit<BaccaratDisplayView, "role" | "fees">, FloorCorrectionSupport, DealerViewBase<BaccaratWagerEntry> {
  readonly version?: number;
  /** `limits`: the bet's own limits where the fee schedule sets them (fees.md O5), null for the table's. */
  readonly bets: readonly { readonly id: string; readonly name: string; readonly backline: boolean; readonly placed: string; readonly requires: string; readonly limits: { readonly min: Cents; readonly max: Cents } | null }[];
  readonly wagers: readonly BaccaratWagerView[];
  readonly next: BaccaratNextAction;
  readonly canUndo: boolean;
  readonly lateTieOpen: boolean;
  readonly awaitingChoices: readonly string[];
  readonly lastRound: CompletedBaccaratRound | null;
  /** The round's cards in dealing order, for a correction by the floor. */
  readonly dealtCards: readonly DealtCard[];
}

export interface BaccaratSupervisorView extends BaccaratDealerView {
  readonly role: "supervisor";
  /** The hole card as recorded, even while it is face down on the table. */
  readonly holeCard: string | null;
  readonly feeSource: string;
}

export interface BaccaratViews {
  readonly dealer: BaccaratDealerView;
  readonly display: BaccaratDisplayView;
  readonly supervisor: BaccaratSupervisorView;
}

function handView(cards: readonly string[]): BaccaratHandView {
  if (cards.length === 0) return { cards: [], total: null, natural: false };
  const faceUp = cards.filter((c) => c !== HIDDEN) as SuitedCard[];
  const hand = handOf(faceUp);
  return { cards, total: hand.total, natural: cards.length === 2 && faceUp.length === 2 && hand.natural };
}

/** The two hands as the players may see them (`cards`: the round's, null between rounds; `last`: the last round, shown between rounds): the hole card stays "face-down" until it is exposed. */
function publicHands(cards: BaccaratRoundInProgress["cards"] | null, last: CompletedBaccaratRound | null): { readonly player: BaccaratHandView; readonly banker: BaccaratHandView } {
  if (!cards) {
    if (!last) return { player: handView([]), banker: handView([]) };
    return { player: handView(last.player), banker: handView(last.banker) };
  }
  const player: string[] = [];
  const banker: string[] = [];
  cards.dealt.forEach((d, i) => {
    const hidden = d.card === FACE_DOWN || (i === 3 && cards.holeCard !== "none" && cards.holeCard !== "exposed");
    (d.hand === "player" ? player : banker).push(hidden ? HIDDEN : d.card);
  });
  return { player: handView(player), banker: handView(banker) };
}

type DisplayResult = NonNullable<BaccaratDisplayView["result"]>;

/** The round's outcome once its last card lands (every card is face up by then), not once settled; null before. */
function dealtOutcome(settings: BaccaratTableSettings, cards: BaccaratRoundInProgress["cards"], phase: BaccaratRoundInProgress["phase"]): { readonly game: AnyGameConfig; readonly outcome: ReturnType<typeof roundResult> } | null {
  const { game } = baccaratGameOf(settings);
  const dealtOut = phase === "settling" || (phase === "dealing" && nextStep(game, cards).kind === "complete");
  const outcome = dealtOut ? roundResult(game, cards) : null;
  return outcome ? { game, outcome } : null;
}

/** The result on show as the round's last card lands, from its hands. */
function dealtResult(dealt: NonNullable<ReturnType<typeof dealtOutcome>>, hands: ReturnType<typeof publicHands>, handNumber: number): DisplayResult {
  const p = hands.player;
  const b = hands.banker;
  const pt = p.total ?? 0;
  const bt = b.total ?? 0;
  return { handNumber, winner: pt > bt ? "player" : pt < bt ? "banker" : "tie", playerTotal: pt, bankerTotal: bt, markers: markersOf(dealt.game, dealt.outcome), natural: p.natural || b.natural };
}

/** The last round's result, on show between rounds. */
function lastResult(last: CompletedBaccaratRound): DisplayResult {
  return {
    handNumber: last.handNumber,
    winner: last.winner,
    playerTotal: last.playerTotal,
    bankerTotal: last.bankerTotal,
    markers: last.markers,
    natural: (last.player.length === 2 && last.playerTotal >= 8) || (last.banker.length === 2 && last.bankerTotal >= 8),
  };
}

/** This shoe's road with the round's outcome once its last card lands. */
function roadWith(roadLog: readonly RoadOutcome[], dealt: NonNullable<ReturnType<typeof dealtOutcome>>): readonly RoadOutcome[] {
  return [...roadLog, roadOutcomeOfResult(dealt.game, dealt.outcome)];
}

/** The bets with limits of their own, posted beside the table's. */
function betLimitsOf(settings: BaccaratTableSettings): BaccaratDisplayView["betLimits"] {
  const { game, ownLimits } = baccaratGameOf(settings);
  return game.bets.flatMap((b) => {
    const limits = ownLimits.get(b.id);
    return limits ? [{ id: b.id, name: b.name, limits }] : [];
  });
}

/** The wall's view; `parts`: the table's kept view parts (common/kept-parts.ts), the view the same with or without them. */
export function baccaratDisplayView(state: BaccaratTableState, parts?: ViewParts): BaccaratDisplayView {
  const settings = state.settings;
  if (!settings) throw new Error("the table has no settings yet");
  const { game } = baccaratGameOf(settings);
  const round = state.round;
  const last = state.lastRound;
  const hands = keptPart(parts, "baccarat.hands", publicHands, round ? round.cards : null, round ? null : last);
  const dealt = round ? keptPart(parts, "baccarat.outcome", dealtOutcome, settings, round.cards, round.phase) : null;
  const result = dealt && round ? keptPart(parts, "baccarat.result", dealtResult, dealt, hands, round.handNumber) : !round && last ? keptPart(parts, "baccarat.lastResult", lastResult, last) : null;
  // The table's public fields spread last, after this view's own (see dealerSharedFields: fields after a spread cost V8 a new hidden class per view).
  return {
    role: "display",
    family: "baccarat",
    gameName: game.name,
    handNames: game.hands,
    player: hands.player,
    banker: hands.banker,
    result,
    actionSeat: round?.settlement?.actionButton.seat ?? (round ? null : (last?.actionSeat ?? null)),
    roadLog: dealt ? keptPart(parts, "baccarat.road", roadWith, state.roadLog, dealt) : state.roadLog,
    previousShoe: state.previousShoe,
    coverage: round ? coverageWarning(baccaratCoverage(settings, round), round.bank, betNamer(game)) : null,
    sideBets: sideBetsOf(settings),
    betLimits: keptPart(parts, "baccarat.betLimits", betLimitsOf, settings),
    ...tablePublicView(state, parts),
  };
}

/** The side bets' pays of one settings object, made once (views are made after every command). */
const sideBetLists = new WeakMap<BaccaratTableSettings, readonly SideBetPays[]>();
function sideBetsOf(settings: BaccaratTableSettings): readonly SideBetPays[] {
  let list = sideBetLists.get(settings);
  if (!list) {
    const { game, ownLimits } = baccaratGameOf(settings);
    list = sideBetPays(game.bets, game.hands, ownLimits, settings.limits);
    sideBetLists.set(settings, list);
  }
  return list;
}

/** What the dealer is asked for next (the view's `next`; a card-reading shoe's card settles when it is "settle"). */
export function nextAction(state: BaccaratTableState): BaccaratNextAction {
  const between = tableNextAction(state);
  const settings = state.settings;
  const round = state.round;
  if (between || !settings || !round) return between ?? { command: null, label: "Set up the table", hint: "An admin configures this table." };
  const { game } = baccaratGameOf(settings);
  if (round.phase === "betting") {
    return { command: "close-betting", label: "No more bets", hint: round.wagers.length ? "Closing betting fixes the fees to drop." : "Enter the wagers on the layout first." };
  }
  if (round.phase === "dealing") {
    const step: NextStep = nextStep(game, round.cards);
    switch (step.kind) {
      case "deal": {
        const hand = step.hand === "player" ? game.hands.player : game.hands.banker;
        const server = state.shoe?.source === "server";
        return {
          command: server ? "deal-card" : null,
          label: `${server ? "Draw" : "Card"} ${step.cardNumber} to ${hand}${step.faceDown ? " (face down)" : ""}`,
          hint: server ? "The server draws from its shuffled shoe." : step.faceDown ? "Enter the hole card, or leave it unread and enter it when you turn it." : "Tap the card.",
          hand: step.hand,
          faceDown: step.faceDown,
        };
      }
      case "check-hole-card":
        return { command: "check-hole-card", label: "Check the hole card", hint: "Late tie bets close now. Look for a natural." };
      case "choose-hit-or-stand":
        return { command: "close-choices", label: "Hit-or-stand done", hint: "Player two-card 5: mark each Player-line bettor's choice; no choice plays the house way (hit)." };
      case "expose-hole-card":
        return { command: "expose-hole-card", label: "Expose the hole card", hint: "The players have drawn." };
      case "complete":
        return { command: "settle", label: "Settle the round", hint: "Shows who is paid, collected or returned, seat by seat from the action button." };
    }
  }
  // The settlement button names the bet as the settlement table below it does ("Tiger 7 Bonus Bet", not its id).
  return settlementNextAction(round, betNamer(game));
}

/** The game's bets as the dealer's view lists them: the same for every view of one settings object. */
const betLists = new WeakMap<BaccaratTableSettings, BaccaratDealerView["bets"]>();
function betViews(settings: BaccaratTableSettings): BaccaratDealerView["bets"] {
  let list = betLists.get(settings);
  if (!list) {
    const { game, ownLimits } = baccaratGameOf(settings);
    list = game.bets.map((b) => ({ id: b.id, name: b.name, backline: b.backline, placed: b.placed, requires: b.requires, limits: ownLimits.get(b.id) ?? null }));
    betLists.set(settings, list);
  }
  return list;
}

/** A game's bets by id to their names, made once per game. */
const betNames = new WeakMap<object, ReadonlyMap<string, string>>();
function betNamesOf(game: ReturnType<typeof baccaratGameOf>["game"]): ReadonlyMap<string, string> {
  let names = betNames.get(game);
  if (!names) betNames.set(game, (names = new Map(game.bets.map((b) => [b.id as string, b.name]))));
  return names;
}

/** A bet's name by its id ("Fortune Bonus"; the id for a bet the game lacks): one function per game, so the wagers' names are kept with the wagers (dealerSharedFields). */
const betNamers = new WeakMap<object, (bet: string) => string>();
function betNamer(game: ReturnType<typeof baccaratGameOf>["game"]): (bet: string) => string {
  let namer = betNamers.get(game);
  if (!namer) {
    const names = betNamesOf(game);
    betNamers.set(game, (namer = (bet) => names.get(bet) ?? bet));
  }
  return namer;
}

/** No wager awaits a choice (one array for every view, so the diff passes over it). */
const NO_CHOICES: readonly string[] = [];

export function baccaratDealerView(state: BaccaratTableState, role: "dealer" | "supervisor" = "dealer", display?: BaccaratDisplayView, parts?: ViewParts): BaccaratDealerView {
  const base = display ?? baccaratDisplayView(state, parts);
  const settings = state.settings!;
  const { game } = baccaratGameOf(settings);
  const round = state.round;
  const step = round?.phase === "dealing" ? nextStep(game, round.cards) : null;
  const lastStep = round?.steps.at(-1);
  const p = round?.cards.dealt.filter((d) => d.hand === "player").map((d) => d.card) ?? [];
  const up = round?.cards.dealt.find((d) => d.hand === "banker")?.card;
  const lateTieOpen =
    game.bets.some((b) => b.placed === "after-player-cards") &&
    round?.phase === "dealing" &&
    round.cards.dealt.length === 4 &&
    round.cards.holeCard === "down" &&
    p.length === 2 &&
    up !== undefined &&
    up !== FACE_DOWN &&
    !p.includes(FACE_DOWN) &&
    lateTieWindow([p[0] as SuitedCard, p[1] as SuitedCard], up).open;
  const awaitingChoices =
    step?.kind === "choose-hit-or-stand"
      ? (round?.wagers ?? []).filter((w) => game.bets.find((b) => b.id === w.bet)?.playerHandOnFive === "bettor-choice" && !w.choice).map((w) => w.id)
      : NO_CHOICES;
  const shared = dealerSharedFields(state, base.fees, betNamer(game), game.decks, parts);
  // One object with every field named, in the order the copies of copies gave (this view's own,
  // the shared ones, the display's): the display's fields spread into an object of the shared ones and
  // that spread into this one made two copies field by field, about 4 KB a command in the server's
  // heap profile against under 1 KB now (docs/performance.md, "Issue 30: the dealer's view made in one object").
  return {
    bets: betViews(settings),
    next: nextAction(state),
    canUndo: round?.phase === "dealing" && lastStep?.kind === "deal" && lastStep.source !== "server",
    lateTieOpen: lateTieOpen === true,
    awaitingChoices,
    lastRound: state.lastRound,
    dealtCards: round ? keptPart(parts, "baccarat.dealtCards", dealtCardsOf, round.cards, game.hands, false) : NO_CARDS,
    floorCorrections: true,
    players: shared.players,
    wagers: shared.wagers,
    offer: shared.offer,
    settlement: shared.settlement,
    shoeInfo: shared.shoeInfo,
    deckChoices: shared.deckChoices,
    corrections: shared.corrections,
    settlementCorrection: shared.settlementCorrection,
    role,
    family: base.family,
    gameName: base.gameName,
    handNames: base.handNames,
    player: base.player,
    banker: base.banker,
    result: base.result,
    actionSeat: base.actionSeat,
    roadLog: base.roadLog,
    previousShoe: base.previousShoe,
    coverage: base.coverage,
    sideBets: base.sideBets,
    betLimits: base.betLimits,
    tableId: base.tableId,
    name: base.name,
    gameId: base.gameId,
    status: base.status,
    limits: base.limits,
    fees: shared.fees,
    seats: base.seats,
    playerDealer: base.playerDealer,
    bank: base.bank,
    ...(base.bankNow !== undefined ? { bankNow: base.bankNow } : {}),
    rotation: base.rotation,
    handNumber: base.handNumber,
    phase: base.phase,
    bettingClosesAt: base.bettingClosesAt,
    shoe: base.shoe,
  };
}

const NO_CARDS: readonly DealtCard[] = [];

/**
 * The cards as dealt, each with its hand and its number in that hand. The hole card stays
 * "face-down" until it is exposed, but for the supervisor (`reveal`), as in publicHands.
 */
function dealtCardsOf(cards: BaccaratRoundInProgress["cards"], names: { readonly player: string; readonly banker: string }, reveal: boolean): readonly DealtCard[] {
  const count = { player: 0, banker: 0 };
  return cards.dealt.map((d, index) => {
    count[d.hand] += 1;
    const hidden = !reveal && index === 3 && cards.holeCard !== "none" && cards.holeCard !== "exposed";
    return { index, card: hidden ? HIDDEN : d.card, where: `${d.hand === "player" ? names.player : names.banker} card ${count[d.hand]}` };
  });
}

export function baccaratSupervisorView(state: BaccaratTableState, dealerBase?: BaccaratDealerView, parts?: ViewParts): BaccaratSupervisorView {
  const round = state.round;
  const hole = round?.cards.dealt[3];
  const settings = state.settings!;
  return {
    holeCard: hole && round?.cards.holeCard !== "none" ? hole.card : null,
    ...supervisorViewBase(settings, dealerBase, () => baccaratDealerView(state, "supervisor", undefined, parts), parts),
    dealtCards: round ? keptPart(parts, "baccarat.dealtCards.revealed", dealtCardsOf, round.cards, baccaratGameOf(settings).game.hands, true) : NO_CARDS,
  };
}

/** The last round's cards for the floor's correction form, as the dealer's or the supervisor's view of that round gives them (common/ended-round-corrections.ts `lists`). */
export function baccaratEndedLists(round: BaccaratRoundInProgress, settings: BaccaratTableSettings, role: "dealer" | "supervisor"): { readonly dealtCards: readonly DealtCard[] } {
  return { dealtCards: dealtCardsOf(round.cards, baccaratGameOf(settings).game.hands, role === "supervisor") };
}

/** The three views, each made only when read; `parts`: the table's kept view parts (common/kept-parts.ts). */
export function baccaratViews(state: BaccaratTableState, parts?: ViewParts): BaccaratViews {
  return roleViews(state, { display: baccaratDisplayView, dealer: baccaratDealerView, supervisor: baccaratSupervisorView }, parts);
}
