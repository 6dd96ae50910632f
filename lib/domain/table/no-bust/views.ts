/**
 * The views of a No Bust table by role. The display view is built from public facts only: the
 * player-dealer's hole card is "face-down" until it is turned over (even when the system has read
 * it), and it holds no player names, no staff data and no shoe order. The dealer's view adds the
 * wagers, the fees, the next step and the decisions open to the hand whose turn it is; the
 * supervisor's adds the hole card as recorded.
 */
import type { Card } from "../../cards/card";
import { formatCents, type Cents } from "../../money";
import {
  describeValue,
  FACE_DOWN,
  handValue,
  handsFrozen,
  maxInsurance,
  nextStep,
  playerDealerValue,
  resolveRound,
  chartCell,
  type ChartCell,
  type ResolvedNoBustWager,
  visiblePlayerDealerCards,
  type DecisionKind,
  type NextStep,
  type RoundState,
} from "../../no-bust";
import { resolvedWagers, roundListsReader, turnOf } from "../common/blackjack-views";
import { deckCounts } from "../common/engine-steps";
import type { ViewParts } from "../common/kept-parts";
import { dealerSharedFields, roleViews, supervisorViewBase, type DealerViewBase } from "../common/role-views";
import {
  coverageWarning,
  settlementNextAction,
  tableNextAction,
  tablePublicView,
  type CoverageWarning,
  type DealtCard,
  type RecordedDecisionView,
  type FloorCorrectionSupport,
  type NextAction,
  type TablePublicView,
} from "../common/views";
import { noBustCoverage } from "./coverage";
import { decisionReplay } from "./decide";
import { betName, noBustGameOf } from "./game-of";
import type { CompletedNoBustRound, NoBustRoundInProgress, NoBustTableSettings, NoBustTableState, NoBustWagerEntry } from "./state";

export const HIDDEN = "face-down" as const;

export interface NoBustHandView {
  readonly seat: number;
  /** 0 = the original hand, 1.. = split hands left to right. */
  readonly hand: number;
  readonly cards: readonly string[];
  /** "hard 17", "soft 20", "Natural", "Joker hand"; null before a card. */
  readonly value: string | null;
  readonly doubled: boolean;
  readonly surrendered: boolean;
  readonly stood: boolean;
  /** The result once the round is settled. */
  readonly outcome: "win" | "lose" | "push" | null;
}

export interface NoBustDisplayView extends TablePublicView {
  /** The insurance each seat took this round (chips on the insurance line: public), in seat order; none declined or not offered. */
  readonly insurance: readonly { readonly seat: number; readonly amount: Cents }[];
  readonly role: "display";
  readonly family: "no-bust";
  readonly gameName: string;
  /** The player-dealer's cards as the table shows them: the hole card "face-down" until turned over. */
  readonly dealerHand: { readonly cards: readonly string[]; readonly value: string | null };
  readonly hands: readonly NoBustHandView[];
  /** The hand whose turn it is, while the players act. */
  readonly turn: { readonly seat: number; readonly hand: number } | null;
  /** Joker edition: the player-dealer's first card is a joker, every hand is frozen. */
  readonly frozen: boolean;
  /** The last finished round, while no round is being played. */
  readonly lastRound: CompletedNoBustRound | null;
  readonly actionSeat: number | null;
  /** The round's last card is out: every hand has its result (before the dealer taps Settle). */
  readonly complete: boolean;
  /** Before the deal: the wagers the bank could not cover, or null when it covers them all (coverage.ts). */
  readonly coverage: CoverageWarning | null;
  /** The Buster bonus's pay table and limits, where the game has it, posted on the wall. */
  readonly sideBets: readonly { readonly id: string; readonly name: string; readonly lines: readonly { readonly when: string; readonly pays: string }[]; readonly limits: { readonly min: Cents; readonly max: Cents } }[];
}

export interface NoBustNextAction extends NextAction {
  /** Where the next card goes, and whether face down. */
  readonly card?: { readonly to: "player-dealer" | { readonly seat: number; readonly hand: number }; readonly faceDown: boolean };
  /**
   * The hand to decide, the decisions open to it, and what the game's drawing chart says of it
   * ("hit", "stand", or "option": the player's choice): the tablet highlights the chart's choice.
   */
  readonly decide?: { readonly seat: number; readonly hand: number; readonly allowed: readonly DecisionKind[]; readonly chart?: ChartCell };
  /** Seats still to answer insurance, and each one's most. */
  readonly insurance?: readonly { readonly seat: number; readonly max: Cents }[];
  /** The hole card must be entered with this step (it was dealt unread). */
  readonly holeCardNeeded?: boolean;
}

export interface NoBustDealerView extends Omit<NoBustDisplayView, "role" | "fees">, FloorCorrectionSupport, DealerViewBase<NoBustWagerEntry> {
  readonly bets: readonly { readonly id: string; readonly name: string; readonly backline: boolean; readonly limits: { readonly min: Cents; readonly max: Cents } | null }[];
  readonly fees: DealerViewBase<NoBustWagerEntry>["fees"] & { readonly when: "before-deal" | "after-initial-two-cards"; readonly dropped: boolean };
  readonly next: NoBustNextAction;
  readonly canUndo: boolean;
  /** The round's cards in dealing order, for a correction by the floor. */
  readonly dealtCards: readonly DealtCard[];
  /** The players' decisions on record and the others the rules allowed each, for the floor's decision correction. */
  readonly decisions: readonly RecordedDecisionView[];
}

export interface NoBustSupervisorView extends NoBustDealerView {
  readonly role: "supervisor";
  /** The hole card as recorded, even while it is face down on the table. */
  readonly holeCard: string | null;
  readonly feeSource: string;
}

export interface NoBustViews {
  readonly dealer: NoBustDealerView;
  readonly display: NoBustDisplayView;
  readonly supervisor: NoBustSupervisorView;
}

function value(play: RoundState, cards: readonly Card[], split: boolean): string | null {
  return cards.length ? describeValue(handValue(play.game.hand, cards, split)) : null;
}

/** The round's wagers resolved once the last card is out (settled or not): the wall shows results then. */
function resolvedOf(play: RoundState, round: NoBustRoundInProgress): readonly ResolvedNoBustWager[] | null {
  return resolvedWagers(play, round, { nextStep, resolve: resolveRound });
}

function handsOf(play: RoundState, round: NoBustRoundInProgress): NoBustHandView[] {
  const resolved = resolvedOf(play, round);
  return play.players.flatMap((p) =>
    p.hands.map((h, i) => {
      const line = resolved?.find((w) => w.seat === p.seat && !w.backline && w.hand === i && !w.bet.endsWith("-returned") && !w.bet.includes("double"));
      return {
        seat: p.seat,
        hand: i,
        cards: h.cards,
        value: value(play, h.cards, h.split),
        doubled: h.doubled !== null,
        surrendered: h.surrendered,
        stood: h.stood,
        outcome: line ? line.resolution.outcome : null,
      };
    }),
  );
}

function dealerHandOf(play: RoundState): NoBustDisplayView["dealerHand"] {
  const cards = visiblePlayerDealerCards(play);
  const shown = cards.filter((c) => c !== FACE_DOWN) as Card[];
  const whole = playerDealerValue(play);
  // Only a hand the table can see whole has a value; the up card alone shows its own.
  const v = cards.length === 0 ? null : shown.length === cards.length && whole ? describeValue(whole) : shown.length ? describeValue(handValue(play.game.hand, shown)) : null;
  return { cards: cards.map((c) => (c === FACE_DOWN ? HIDDEN : c)), value: v };
}

export function noBustDisplayView(state: NoBustTableState, parts?: ViewParts): NoBustDisplayView {
  const settings = state.settings;
  if (!settings) throw new Error("the table has no settings yet");
  const { game } = noBustGameOf(settings);
  const round = state.round;
  const play = round?.play ?? null;
  const step = play && round?.phase === "dealing" ? nextStep(play) : null;
  return {
    role: "display",
    family: "no-bust",
    gameName: game.name,
    dealerHand: play ? dealerHandOf(play) : { cards: [], value: null },
    hands: play && round ? handsOf(play, round) : [],
    insurance: play ? play.players.flatMap((p) => (p.insurance ? [{ seat: p.seat, amount: p.insurance }] : [])).sort((a, b) => a.seat - b.seat) : [],
    turn: turnOf(step),
    frozen: play ? handsFrozen(play) : false,
    complete: round?.phase === "settling" || (round?.phase === "dealing" && play !== null && step?.kind === "complete"),
    lastRound: round ? null : state.lastRound,
    actionSeat: round?.settlement?.actionButton.seat ?? (round ? null : (state.lastRound?.actionSeat ?? null)),
    coverage: round ? coverageWarning(noBustCoverage(settings, round), round.bank, (bet) => betName(game, bet)) : null,
    sideBets: game.buster
      ? [
          {
            id: "buster",
            name: betName(game, "buster"),
            limits: game.buster.limits,
            lines: game.buster.payTable.map((r, i, all) => ({
              when: `The player-dealer busts with ${r.cards}${i === all.length - 1 ? " or more" : ""} cards`,
              pays: `${r.pays.to} to ${r.pays.per}`,
            })),
          },
        ]
      : [],
    // The table's public fields last: fields added after a copy cost V8 a new hidden class per view (docs/performance.md, issue 30).
    ...tablePublicView(state, parts),
  };
}

function where(step: Extract<NextStep, { kind: "deal" }>): string {
  return step.to.kind === "player-dealer" ? "the player-dealer" : `seat ${step.to.seat}${step.to.hand > 0 ? ` hand ${step.to.hand + 1}` : ""}`;
}

const DECISION_WORDS: Record<DecisionKind, string> = { hit: "hit", stand: "stand", double: "double", split: "split", surrender: "surrender" };

/** What the game's player chart says of a hand whose turn it is (a pair of tens is a hard 20: stand). */
function chartOf(play: RoundState, seat: number, hand: number): ChartCell | undefined {
  const h = play.players.find((p) => p.seat === seat)?.hands[hand];
  if (!h || h.cards.length === 0) return undefined;
  return chartCell(play.game.playerChart, handValue(play.game.hand, h.cards as Card[], h.split));
}

/** What the dealer is asked for next (the view's `next`; a card-reading shoe's card settles when it is "settle"). */
export function nextAction(state: NoBustTableState): NoBustNextAction {
  const round = state.round;
  return tableNextAction(state) ?? (round ? roundNextAction(state, round) : { command: null, label: "", hint: "" });
}

function roundNextAction(state: NoBustTableState, round: NoBustRoundInProgress): NoBustNextAction {
  if (round.phase === "betting") {
    return { command: "close-betting", label: "No more bets", hint: round.wagers.length ? "Closing betting fixes the fees to drop." : "Enter the wagers on the layout first." };
  }
  if (round.phase === "settling") return settlementNextAction(round, (bet) => betName(noBustGameOf(state.settings!).game, bet));
  const play = round.play;
  if (!play) return { command: null, label: "Close betting", hint: "" };
  const step = nextStep(play);
  const server = state.shoe?.source === "server";
  const hole = play.playerDealer[1];
  switch (step.kind) {
    case "deal":
      return {
        command: server ? "deal-card" : null,
        label: `${server ? "Draw" : "Card"} ${step.cardNumber} to ${where(step)}${step.faceDown ? " (face down)" : ""}`,
        hint: server ? "The server draws from its shuffled shoe." : step.faceDown ? "Enter the hole card, or leave it unread and enter it when you look at it." : "Tap the card (the Joker key for a joker).",
        card: { to: step.to.kind === "player-dealer" ? "player-dealer" : { seat: step.to.seat, hand: step.to.hand }, faceDown: step.faceDown },
      };
    case "collect-fees": {
      const total = round.fees?.reduce((sum, f) => sum + f.cents, 0) ?? 0;
      return { command: "drop-fees", label: `Drop the fees (${formatCents(total)})`, hint: "The initial two-card hands are out: the fees fixed at no more bets are dropped now." };
    }
    case "offer-insurance":
      return {
        command: null,
        label: `Insurance: seat ${step.seats.join(", ")}`,
        hint: "The player-dealer shows an ace. Enter each seat's insurance, up to half its wager, or 0 to decline.",
        insurance: step.seats.map((seat) => ({ seat, max: maxInsurance(play.players.find((p) => p.seat === seat)?.wager ?? 0) })),
      };
    case "check-hole-card":
      return { command: hole === FACE_DOWN ? null : "check-hole-card", label: "Check the hole card", hint: "Look for a Natural under the ace or ten.", holeCardNeeded: hole === FACE_DOWN };
    case "decide":
      return {
        command: null,
        label: `Seat ${step.seat}${step.hand > 0 ? ` hand ${step.hand + 1}` : ""}: ${step.allowed.map((d) => DECISION_WORDS[d]).join(", ")}?`,
        hint: "Tap the player's decision.",
        decide: { seat: step.seat, hand: step.hand, allowed: step.allowed, chart: chartOf(play, step.seat, step.hand) },
      };
    case "expose-hole-card":
      return { command: hole === FACE_DOWN ? null : "expose-hole-card", label: "Turn over the hole card", hint: "The players are done.", holeCardNeeded: hole === FACE_DOWN };
    case "complete":
      return { command: "settle", label: "Settle the round", hint: "Shows who is paid, collected or returned, seat by seat from the action button." };
  }
}

export function noBustDealerView(state: NoBustTableState, role: "dealer" | "supervisor" = "dealer", display?: NoBustDisplayView, parts?: ViewParts): NoBustDealerView {
  const { game } = noBustGameOf(state.settings!);
  const shown = display ?? noBustDisplayView(state, parts);
  const shared = dealerSharedFields(state, shown.fees, (bet) => betName(game, bet), deckCounts(game.decks), parts);
  const round = state.round;
  const lastStep = round?.steps.at(-1);
  return {
    bets: [
      { id: "main", name: betName(game, "main"), backline: true, limits: null },
      ...(game.buster ? [{ id: "buster", name: betName(game, "buster"), backline: true, limits: game.buster.limits }] : []),
    ],
    next: nextAction(state),
    canUndo: round?.phase === "dealing" && lastStep?.kind === "deal" && lastStep.source !== "server",
    dealtCards: ROUND_LISTS.cards(state.settings, round, false, parts),
    decisions: ROUND_LISTS.decisions(state.settings, round, parts),
    floorCorrections: true,
    // The shared fields (dealerSharedFields) and the display's after this view's own, and only what replaces one of them after those (role-views.ts says why).
    ...shared,
    ...shown,
    role,
    fees: { ...shared.fees, when: game.feesCollected, dropped: game.feesCollected === "before-deal" ? round?.phase !== "betting" : (round?.play?.feesCollected ?? false) },
  };
}

/** The round's dealt cards and decisions, from one replay kept between the three views (common/blackjack-views.ts). */
const ROUND_LISTS = roundListsReader<NoBustTableSettings, NoBustWagerEntry, NoBustRoundInProgress["steps"][number], RoundState, NoBustRoundInProgress>(
  "noBust.roundLists",
  (settings, opening) => decisionReplay(settings, opening),
  (play) => nextStep(play),
  (n) => `Card ${n}`,
);

/** The last round's lists for the floor's correction form (common/ended-round-corrections.ts `lists`). */
export const noBustEndedLists = ROUND_LISTS.endedLists;

export function noBustSupervisorView(state: NoBustTableState, dealerBase?: NoBustDealerView, parts?: ViewParts): NoBustSupervisorView {
  return {
    holeCard: state.round?.play?.playerDealer[1] ?? null,
    ...supervisorViewBase(state.settings!, dealerBase, () => noBustDealerView(state, "supervisor", undefined, parts), parts),
    dealtCards: ROUND_LISTS.cards(state.settings, state.round, true, parts),
  };
}

/** The three views, each made only when read. */
export function noBustViews(state: NoBustTableState, parts?: ViewParts): NoBustViews {
  return roleViews(state, { display: noBustDisplayView, dealer: noBustDealerView, supervisor: noBustSupervisorView }, parts);
}
