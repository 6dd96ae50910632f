/**
 * The views of a twenty-one table by role. The display view is built from public facts only: the
 * player-dealer's hole card is "face-down" until it is turned over (even when the system has read
 * it, and after the dealer has checked it), and it holds no player names, no staff data and no shoe
 * order. The dealer's view adds the wagers, the fees, the next step with what it allows (insurance
 * bounds, the seats asked to surrender early, the decisions and the double's amounts); the
 * supervisor's adds the hole card as recorded.
 */
import type { Cents } from "../../money";
import {
  BUSTER_BET,
  defaultDoubleAmount,
  FACE_DOWN,
  MAIN_BET,
  MATCH_BET,
  maxInsurance,
  minInsurance,
  nextStep,
  resolveRound,
  tableView,
  type ResolvedTwentyOneWager,
  type TwentyOneTableView,
  type DecisionKind,
  type NextStep,
  type RoundState,
} from "../../twenty-one";
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
import { twentyOneCoverage } from "./coverage";
import { bonusResults, decisionReplay, handLine } from "./decide";
import { betName, twentyOneGameOf } from "./game-of";
import type { BonusResult, CompletedTwentyOneRound, TwentyOneRoundInProgress, TwentyOneTableSettings, TwentyOneTableState, TwentyOneWagerEntry } from "./state";

export const HIDDEN = "face-down" as const;

export interface TwentyOneHandTableView {
  readonly seat: number;
  /** 0 = the original hand, 1.. = split hands left to right. */
  readonly hand: number;
  readonly cards: readonly string[];
  /** "hard 17", "Pure 21.5 Blackjack", "Natural 31", "frozen 25"; null before a card. */
  readonly value: string | null;
  /** The double-down wagers made on the hand, in order (Pure Spanish 21.5 may double three times). */
  readonly doubles: readonly Cents[];
  readonly surrendered: boolean;
  readonly rescued: boolean;
  readonly stood: boolean;
  /** The result once the round is settled. */
  readonly outcome: "win" | "lose" | "push" | null;
}

export interface TwentyOneDisplayView extends TablePublicView {
  readonly role: "display";
  readonly family: "twenty-one";
  readonly gameName: string;
  /** The deck as filed ("Pure 21.5 deck: 52 cards, 16 of them Bonus cards"); its marks are the game's (markOf). */
  readonly deckName: string;
  /** The player-dealer's cards as the table shows them: the hole card "face-down" until turned over. */
  readonly dealerHand: { readonly cards: readonly string[]; readonly value: string | null };
  readonly hands: readonly TwentyOneHandTableView[];
  /** The insurance each seat took this round (chips on the insurance line: public), in seat order; none declined or not offered. */
  readonly insurance: readonly { readonly seat: number; readonly amount: Cents }[];
  /** The seated players' bonus bets on the layout this round (Buster, Match). */
  readonly bonusBets: readonly { readonly seat: number; readonly bet: "buster" | "match" }[];
  /** The bonus bets settled, once the round is. */
  readonly bonuses: readonly BonusResult[];
  /** The hand whose turn it is, while the players act. */
  readonly turn: { readonly seat: number; readonly hand: number } | null;
  /** The checked hole card made a natural: turned over, the players do not act. */
  readonly naturalShown: boolean;
  /** The last finished round, while no round is being played. */
  readonly lastRound: CompletedTwentyOneRound | null;
  readonly actionSeat: number | null;
  /** The round's last card is out: every hand and bonus bet has its result (before the dealer taps Settle). */
  readonly complete: boolean;
  /** Before the deal: the wagers the bank could not cover, or null when it covers them all (coverage.ts). */
  readonly coverage: CoverageWarning | null;
}

export interface TwentyOneNextAction extends NextAction {
  /** Where the next card goes, and whether face down. */
  readonly card?: { readonly to: "player-dealer" | { readonly seat: number; readonly hand: number }; readonly faceDown: boolean };
  /** The hand to decide, the decisions open to it, and what a double may be. */
  readonly decide?: {
    readonly seat: number;
    readonly hand: number;
    readonly allowed: readonly DecisionKind[];
    /** The full double (the wager, or the whole wager so far for a double-double down), and whether less may be doubled. */
    readonly double: { readonly full: Cents; readonly forLess: boolean } | null;
  };
  /** Seats still to answer insurance, and each one's least (0 declines) and most. */
  readonly insurance?: readonly { readonly seat: number; readonly min: Cents; readonly max: Cents }[];
  /** Seats still to answer early surrender, before the hole card is checked. */
  readonly surrender?: readonly number[];
  /** The hole card must be entered with this step (it was dealt unread). */
  readonly holeCardNeeded?: boolean;
}

export interface TwentyOneDealerView extends Omit<TwentyOneDisplayView, "role" | "fees">, FloorCorrectionSupport, DealerViewBase<TwentyOneWagerEntry> {
  readonly bets: readonly { readonly id: string; readonly name: string; readonly backline: boolean; readonly limits: { readonly min: Cents; readonly max: Cents } | null }[];
  readonly fees: DealerViewBase<TwentyOneWagerEntry>["fees"] & { readonly when: "before-deal"; readonly dropped: boolean };
  readonly next: TwentyOneNextAction;
  readonly canUndo: boolean;
  /** The round's cards in dealing order and where each went, for the floor's card correction (the hole card face down until turned over). */
  readonly dealtCards: readonly DealtCard[];
  /** The players' decisions on record and the others the rules allowed each, for the floor's decision correction. */
  readonly decisions: readonly RecordedDecisionView[];
}

export interface TwentyOneSupervisorView extends TwentyOneDealerView {
  readonly role: "supervisor";
  /** The hole card as recorded, even while it is face down on the table. */
  readonly holeCard: string | null;
  readonly feeSource: string;
}

export interface TwentyOneViews {
  readonly dealer: TwentyOneDealerView;
  readonly display: TwentyOneDisplayView;
  readonly supervisor: TwentyOneSupervisorView;
}

/** The round's wagers resolved once the last card is out (settled or not): the wall shows results then. */
function resolvedOf(play: RoundState, round: TwentyOneRoundInProgress): readonly ResolvedTwentyOneWager[] | null {
  return resolvedWagers(play, round, { nextStep, resolve: resolveRound });
}

/** The hands on the layout, from the round's table view and resolution the display view made already (each replays the round's rules). */
function handsOf(play: RoundState, values: TwentyOneTableView["hands"], resolved: readonly ResolvedTwentyOneWager[] | null): TwentyOneHandTableView[] {
  return play.players.flatMap((p) =>
    p.hands.map((h, i) => ({
      seat: p.seat,
      hand: i,
      cards: h.cards,
      value: values.find((v) => v.seat === p.seat && v.hand === i)?.value ?? null,
      doubles: h.doubles,
      surrendered: h.surrendered,
      rescued: h.rescued,
      stood: h.stood,
      outcome: resolved ? (handLine(resolved, p.seat, i)?.resolution.outcome ?? null) : null,
    })),
  );
}

export function twentyOneDisplayView(state: TwentyOneTableState, parts?: ViewParts): TwentyOneDisplayView {
  const settings = state.settings;
  if (!settings) throw new Error("the table has no settings yet");
  const { game } = twentyOneGameOf(settings);
  const round = state.round;
  const play = round?.play ?? null;
  const step = play && round?.phase === "dealing" ? nextStep(play) : null;
  const view = play ? tableView(play) : null;
  const resolved = play && round ? resolvedOf(play, round) : null;
  return {
    role: "display",
    family: "twenty-one",
    gameName: game.name,
    deckName: game.deck.name,
    dealerHand: view ? { cards: view.playerDealer.cards.map((c) => (c === FACE_DOWN ? HIDDEN : c)), value: view.playerDealer.value } : { cards: [], value: null },
    hands: play && view ? handsOf(play, view.hands, resolved) : [],
    insurance: play ? play.players.flatMap((p) => (p.insurance ? [{ seat: p.seat, amount: p.insurance }] : [])).sort((a, b) => a.seat - b.seat) : [],
    bonusBets: (round?.wagers ?? []).flatMap((w) => (!w.backline && (w.bet === BUSTER_BET || w.bet === MATCH_BET) ? [{ seat: w.seat, bet: w.bet }] : [])),
    bonuses: resolved ? bonusResults(resolved) : [],
    turn: turnOf(step),
    naturalShown: view?.naturalShown ?? false,
    lastRound: round ? null : state.lastRound,
    actionSeat: round?.settlement?.actionButton.seat ?? (round ? null : (state.lastRound?.actionSeat ?? null)),
    complete: resolved !== null,
    coverage: round ? coverageWarning(twentyOneCoverage(settings, round), round.bank, betName) : null,
    // The table's public fields last: fields added after a copy cost V8 a new hidden class per view (docs/performance.md, issue 30).
    ...tablePublicView(state, parts),
  };
}

/** "the player-dealer", "seat 2", "seat 2 hand 1" once the seat has split. */
function where(play: RoundState, step: Extract<NextStep, { kind: "deal" }>): string {
  if (step.to.kind === "player-dealer") return "the player-dealer";
  const { seat, hand } = step.to;
  const hands = play.players.find((p) => p.seat === seat)?.hands.length ?? 1;
  return `seat ${seat}${hands > 1 ? ` hand ${hand + 1}` : ""}`;
}

const DECISION_WORDS: Record<DecisionKind, string> = { hit: "hit", stand: "stand", double: "double", split: "split", surrender: "surrender", rescue: "rescue" };

/** What the dealer is asked for next (the view's `next`; a card-reading shoe's card settles when it is "settle"). */
export function nextAction(state: TwentyOneTableState): TwentyOneNextAction {
  const round = state.round;
  return tableNextAction(state) ?? (round ? roundNextAction(state, round) : { command: null, label: "", hint: "" });
}

function roundNextAction(state: TwentyOneTableState, round: TwentyOneRoundInProgress): TwentyOneNextAction {
  if (round.phase === "betting") {
    return { command: "close-betting", label: "No more bets", hint: round.wagers.length ? "Closing betting fixes the fees to drop before the first card." : "Enter the wagers on the layout first." };
  }
  if (round.phase === "settling") return settlementNextAction(round, betName);
  const play = round.play;
  if (!play) return { command: null, label: "Close betting", hint: "" };
  const step = nextStep(play);
  const server = state.shoe?.source === "server";
  const hole = play.playerDealer[1];
  const game = play.game;
  switch (step.kind) {
    case "deal":
      return {
        command: server ? "deal-card" : null,
        label: `${server ? "Draw" : "Card"} ${step.cardNumber} to ${where(play, step)}${step.faceDown ? " (face down)" : ""}`,
        hint: server
          ? "The server draws from its shuffled shoe."
          : step.faceDown
            ? "Enter the hole card, or leave it unread and enter it when you look at it."
            : step.why === "player-dealer-draw"
              ? "The player-dealer draws by the chart."
              : "Tap the card.",
        card: { to: step.to.kind === "player-dealer" ? "player-dealer" : { seat: step.to.seat, hand: step.to.hand }, faceDown: step.faceDown },
      };
    case "offer-insurance": {
      const rules = game.insurance!;
      return {
        command: null,
        label: `Insurance: seat ${step.seats.join(", ")}`,
        hint: `The player-dealer shows an ace. Enter each seat's insurance${rules.minPercent > 0 ? `, ${rules.minPercent}% to half its wager` : ", up to half its wager"}, or decline.`,
        insurance: step.seats.map((seat) => {
          const wager = play.players.find((p) => p.seat === seat)?.wager ?? 0;
          return { seat, min: minInsurance(rules, wager), max: maxInsurance(wager) };
        }),
      };
    }
    case "offer-surrender":
      return {
        command: null,
        label: `Surrender? Seat ${step.seats.join(", ")}`,
        hint: "Before the hole card is checked, each seat may surrender half its wager.",
        surrender: step.seats,
      };
    case "check-hole-card":
      return { command: hole === FACE_DOWN ? null : "check-hole-card", label: "Check the hole card", hint: "Look for a natural under the up card before anyone draws.", holeCardNeeded: hole === FACE_DOWN };
    case "decide": {
      const seat = play.players.find((p) => p.seat === step.seat)!;
      const hand = seat.hands[step.hand]!;
      return {
        command: null,
        label: `Seat ${step.seat}${seat.hands.length > 1 ? ` hand ${step.hand + 1}` : ""}: ${step.allowed.map((d) => DECISION_WORDS[d]).join(", ")}?`,
        hint: "Tap the player's decision.",
        decide: {
          seat: step.seat,
          hand: step.hand,
          allowed: step.allowed,
          double: step.allowed.includes("double") ? { full: defaultDoubleAmount(seat, hand), forLess: game.double.amount === "up-to-wager" && hand.doubles.length === 0 } : null,
        },
      };
    }
    case "expose-hole-card":
      return { command: hole === FACE_DOWN ? null : "expose-hole-card", label: "Turn over the hole card", hint: "The players are done: the hole card places the action button.", holeCardNeeded: hole === FACE_DOWN };
    case "complete":
      return { command: "settle", label: "Settle the round", hint: "Shows who is paid, collected or returned, seat by seat from the action button." };
  }
}

export function twentyOneDealerView(state: TwentyOneTableState, role: "dealer" | "supervisor" = "dealer", display?: TwentyOneDisplayView, parts?: ViewParts): TwentyOneDealerView {
  const { game } = twentyOneGameOf(state.settings!);
  const shown = display ?? twentyOneDisplayView(state, parts);
  const shared = dealerSharedFields(state, shown.fees, betName, deckCounts(game.decks), parts);
  const round = state.round;
  const lastStep = round?.steps.at(-1);
  const bet = (id: string) => ({ id, name: betName(id), backline: game.backline.bets.includes(id), limits: null });
  return {
    bets: [bet(MAIN_BET), ...(game.buster ? [bet(BUSTER_BET)] : []), ...(game.match ? [bet(MATCH_BET)] : [])],
    next: nextAction(state),
    canUndo: round?.phase === "dealing" && lastStep?.kind === "deal" && lastStep.source !== "server",
    dealtCards: ROUND_LISTS.cards(state.settings, round, false, parts),
    decisions: ROUND_LISTS.decisions(state.settings, round, parts),
    floorCorrections: true,
    // The shared fields (dealerSharedFields) and the display's after this view's own, and only what replaces one of them after those (role-views.ts says why).
    ...shared,
    ...shown,
    role,
    fees: { ...shared.fees, when: "before-deal", dropped: round !== null && round.phase !== "betting" },
  };
}

/** The round's dealt cards and decisions, from one replay kept between the three views (common/blackjack-views.ts). */
const ROUND_LISTS = roundListsReader<TwentyOneTableSettings, TwentyOneWagerEntry, TwentyOneRoundInProgress["steps"][number], RoundState, TwentyOneRoundInProgress>(
  "twentyOne.roundLists",
  (settings, opening) => decisionReplay(settings, opening),
  (play) => nextStep(play),
  () => "Card",
);

/** The last round's lists for the floor's correction form (common/ended-round-corrections.ts `lists`). */
export const twentyOneEndedLists = ROUND_LISTS.endedLists;

export function twentyOneSupervisorView(state: TwentyOneTableState, dealerBase?: TwentyOneDealerView, parts?: ViewParts): TwentyOneSupervisorView {
  return {
    holeCard: state.round?.play?.playerDealer[1] ?? null,
    ...supervisorViewBase(state.settings!, dealerBase, () => twentyOneDealerView(state, "supervisor", undefined, parts), parts),
    dealtCards: ROUND_LISTS.cards(state.settings, state.round, true, parts),
  };
}

/** The three views, each made only when read. */
export function twentyOneViews(state: TwentyOneTableState, parts?: ViewParts): TwentyOneViews {
  return roleViews(state, { display: twentyOneDisplayView, dealer: twentyOneDealerView, supervisor: twentyOneSupervisorView }, parts);
}
