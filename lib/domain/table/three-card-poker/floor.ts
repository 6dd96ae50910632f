/**
 * The floor's view of a Three Card Poker table (seed 003 and seed 004): its replay frames (every
 * card as recorded, each seat's Play or fold, the player-dealer's qualification, the settlement
 * ledger with the rule behind each line), its events in words (the shared ones as every table says
 * them, the family's own as the commands that record them word them: commands.ts), and its rounds
 * and game, with the filing lines of every rule, for the regulator.
 */
import { cardsWords } from "../../cards/card";
import { nextStep, resultsWords, roundSummary, type RoundState } from "../../three-card-poker";
import { eventWords, type AllEventWords } from "../common/command-set";
import type { ShellEvent } from "../common/events";
import { completedRecord, exportedRoundBase, filingRecord, frameBase, ledgerWithReasons, gameRecordOf } from "../common/floor-fields";
import type { ExportedRoundBase, FloorRecords, GameRecord, ReplayFrameBase, RoundListWords } from "../common/floor-records";
import { describeCommonEvent, STAFF_ID_AS_IS, type CommonFamilyEvent, type StaffName } from "../common/floor-words";
import { THREE_CARD_POKER_COMMANDS } from "./commands";
import type { DeckInfo } from "./deck";
import type { ThreeCardPokerTableEvent } from "./events";
import { threeCardPokerGameOf } from "./game-of";
import { seatWords, type ThreeCardPokerWords } from "./round-words";
import { applyStep, openPlay } from "./steps";
import type { CompletedSeat, CompletedThreeCardPokerRound, ThreeCardPokerRoundInProgress, ThreeCardPokerTableSettings, ThreeCardPokerTableState, ThreeCardPokerTableStep } from "./state";
import { threeCardPokerSupervisorView, type ThreeCardPokerDisplayView, type ThreeCardPokerSeatView } from "./views";
import { ENDED_ROUND_AFTER_END } from "../common/after-end";

export interface ThreeCardPokerReplayFrame extends ReplayFrameBase {
  readonly family: "three-card-poker";
  /** The player-dealer's hand as the table showed it: the up card, then the whole hand once turned over. */
  readonly dealerHand: ThreeCardPokerDisplayView["dealerHand"];
  /** Every card as recorded, the ones still face down included ("face-down" where not read). */
  readonly recorded: { readonly playerDealer: readonly string[]; readonly hands: readonly { readonly seat: number; readonly cards: readonly string[] }[] } | null;
  /** Each seat dealt in: Play or fold, its hand once turned over, its 6 Card Bonus hand, its results once settled. */
  readonly hands: readonly ThreeCardPokerSeatView[];
  /** The Play or fold decisions so far, in the order made. */
  readonly decisions: readonly { readonly seat: number; readonly bettor: string | null; readonly decision: string }[];
  readonly turn: ThreeCardPokerDisplayView["turn"];
  readonly decks: DeckInfo | null;
  /** Queen-high or better, once the player-dealer's hand is turned over. */
  readonly qualifies: boolean | null;
  /** The finished round, once it is complete. */
  readonly result: CompletedThreeCardPokerRound | null;
}

export interface ExportedThreeCardPokerRound extends ExportedRoundBase {
  readonly family: "three-card-poker";
  /** How the dealer entered the round: every card, or each seat's result ("entered by results"). */
  readonly enteredBy: "cards" | "results";
  /** Results-only entry: the qualifier and each seat's result and bonus hands as entered, in words. */
  readonly enteredResults: string | null;
  readonly cards: {
    /** The player-dealer's cards as recorded, the bottom (up) card first ("face-down" only if never read). */
    readonly playerDealer: readonly string[];
    /** Each stack in dealing order: where it went, its cards as recorded, where they came from. */
    readonly stacks: readonly { readonly to: string; readonly cards: readonly string[]; readonly source: string }[];
  };
  readonly playerDealer: { readonly hand: string; readonly qualifies: boolean } | null;
  readonly decisions: readonly { readonly seat: number; readonly bettor: string | null; readonly decision: string }[];
  readonly seats: readonly CompletedSeat[];
  /** Every step of the round after betting closed, as recorded. */
  readonly steps: readonly unknown[];
  readonly result: { readonly playerDealer: CompletedThreeCardPokerRound["playerDealer"]; readonly startSeat: number; readonly seats: readonly { readonly seat: number; readonly decision: string | null; readonly hand: string | null; readonly results: CompletedSeat["results"] }[] } | null;
}

/** What a finished round's stored summary gives the history list. */
export interface ThreeCardPokerResultFields {
  readonly family: "three-card-poker";
  readonly playerDealer: CompletedThreeCardPokerRound["playerDealer"];
  readonly seats: readonly CompletedSeat[];
  readonly enteredBy: "cards" | "results";
}

// ------------------------------------------------------------------------------------------------
// Reading a round

interface WalkedStep {
  readonly step: ThreeCardPokerTableStep;
  readonly before: RoundState;
  readonly after: RoundState;
}

function walkSteps(settings: ThreeCardPokerTableSettings, round: ThreeCardPokerRoundInProgress): WalkedStep[] {
  if (round.steps.length === 0) return [];
  const out: WalkedStep[] = [];
  let play = openPlay(threeCardPokerGameOf(settings).game, settings.seats, round);
  for (const step of round.steps) {
    const after = applyStep(play, step);
    out.push({ step, before: play, after });
    play = after;
  }
  return out;
}

// ------------------------------------------------------------------------------------------------
// Words for each event

/** The family's own events, and the shared ones it words its own way (its decks, its settlement), as its commands word them (commands.ts). */
type OwnEvent = Exclude<ThreeCardPokerTableEvent, ShellEvent | CommonFamilyEvent> | Extract<ThreeCardPokerTableEvent, { type: "ShoeStarted" | "ShoeEnded" }>;
const OWN_WORDS: AllEventWords<OwnEvent, ThreeCardPokerWords> = THREE_CARD_POKER_COMMANDS.words;
const isOwnEvent = (event: ThreeCardPokerTableEvent): event is OwnEvent => Object.hasOwn(OWN_WORDS, event.type);

export function describeThreeCardPokerEvent(event: ThreeCardPokerTableEvent, before: ThreeCardPokerTableState, after: ThreeCardPokerTableState = before, staff: StaffName = STAFF_ID_AS_IS): string {
  if (isOwnEvent(event)) return eventWords(OWN_WORDS, event, { before, after });
  return describeCommonEvent(event, before, undefined, staff);
}

// ------------------------------------------------------------------------------------------------
// Replay frames

export function threeCardPokerFrame(state: ThreeCardPokerTableState): ThreeCardPokerReplayFrame | null {
  if (!state.settings) return null;
  const v = threeCardPokerSupervisorView(state);
  const round = state.round;
  const settlement = round?.settlement ?? null;
  return {
    family: "three-card-poker",
    ...frameBase(state.settings, { ...v, actionSeat: v.startSeat }, settlement, state.round),
    dealerHand: v.dealerHand,
    recorded: v.recorded,
    hands: v.hands,
    decisions: (round?.steps ?? []).flatMap((s) => (s.kind === "decide" ? [{ seat: s.seat, bettor: s.bettor ?? null, decision: s.decision }] : [])),
    turn: v.turn,
    decks: v.decks,
    qualifies: v.dealerHand.qualifies,
    // The finished round once it is complete (not the previous one, after a void).
    result: !round && v.lastRound && v.lastRound.handNumber === state.handNumber ? v.lastRound : null,
  };
}

// ------------------------------------------------------------------------------------------------
// The regulator's export

export function threeCardPokerGameRecord(settings: ThreeCardPokerTableSettings): GameRecord {
  const { game } = threeCardPokerGameOf(settings);
  const pays = (lines: readonly { hand: string; to: number; source: string }[]) => lines.map((l) => `${l.hand} ${l.to} to 1`).join(", ");
  const rules: { rule: string; text: string; source: string }[] = [
    { rule: "seats", text: `2 to ${game.maxSeats} seats, the player-dealer's included`, source: game.seatsSource },
    { rule: "decks", text: "two single 52-card decks with backs of different colours, alternating every round; no jokers", source: game.decks.source },
    { rule: "deal", text: "a stack of three to each player with an Ante from the player-dealer's left, the player-dealer last with its bottom card turned up", source: game.sources.deal },
    { rule: "ranking", text: `three-card ranking as printed; A-2-3 of one suit: ${game.ranking.aceTwoThreeSuited}`, source: game.ranking.source },
    { rule: "decision", text: "each player makes the Play wager, equal to the Ante, or folds", source: game.sources.decision },
    { rule: "fold", text: "a fold forfeits the Ante and Pair Plus; the 6 Card Bonus stays in action", source: `${game.sources.fold}; ${game.sources.foldSixCardBonus}` },
    { rule: "qualifier", text: "the player-dealer qualifies with Queen-high or better", source: game.qualifier.source },
    {
      rule: "non-qualifying",
      text: game.nonQualifyingAnte === "always-paid" ? "the Play is returned; every Ante not folded is paid even money" : "the Play is returned; the Ante is paid even money when the player's hand ranks higher, and pushes otherwise",
      source: game.nonQualifyingSource,
    },
    { rule: "pair-plus", text: pays(game.payTables.pairPlus), source: game.payTables.pairPlus.map((l) => l.source).join(", ") },
    { rule: "six-card-bonus", text: pays(game.payTables.sixCardBonus), source: game.payTables.sixCardBonus.map((l) => l.source).join(", ") },
    { rule: "settlement", text: "from the player to the left of the player-dealer, clockwise: Ante, Play, Pair Plus, 6 Card Bonus, within the bank", source: game.sources.settlement },
    { rule: "fees-collected", text: "from the player-dealer, by total table action (the Play excluded), before the deal", source: game.feesSource },
    ...(game.entry === "results"
      ? [{ rule: "entry", text: "entered by results: the dealer enters whether the player-dealer qualified, each seat's fold or result against the player-dealer and the hand each bonus made, not the cards; the settlement, the fees and the bank walk are the same", source: "docs/rules-decisions/results-entry.md RE8" }]
      : []),
  ];
  return gameRecordOf("three-card-poker", settings, game, [filingRecord(game.filing)], rules, { name: `${game.name} (${game.room})` });
}

function stackTarget(before: RoundState): string {
  const next = nextStep(before);
  if (next.kind !== "deal-stack") return "?";
  return next.to.kind === "player-dealer" ? "player-dealer" : `seat ${next.to.seat}`;
}

export function exportedThreeCardPokerRound(round: ThreeCardPokerRoundInProgress, settings: ThreeCardPokerTableSettings, openedAt: Date): ExportedThreeCardPokerRound {
  let walked: WalkedStep[] = [];
  try {
    walked = walkSteps(settings, round);
  } catch {
    walked = [];
  }
  const play = round.play;
  const stacks = walked.flatMap((w) => {
    if (w.step.kind !== "deal-stack") return [];
    const to = stackTarget(w.before);
    // The cards as finally recorded: read at the deal, or filled in when the hand was turned over.
    const final = to === "player-dealer" ? play?.playerDealer.cards : play?.hands.find((h) => `seat ${h.seat}` === to)?.cards;
    return [{ to, cards: [...(final ?? w.step.cards)], source: w.step.source }];
  });
  const settlement = round.settlement;
  const summary = play ? roundSummary(play) : null;
  return {
    ...exportedRoundBase(
      "three-card-poker",
      round,
      settings,
      openedAt,
      // The walk starts at the player-dealer's left (no action button at Three Card Poker).
      settlement ? { actionSeat: settlement.startSeat, bankBeforeCents: settlement.walk.bank, bankAfterCents: settlement.walk.bankAfter, pdNetCents: settlement.walk.pdNet, ledger: ledgerWithReasons(settlement), conservation: settlement.conservation } : null,
    ),
    enteredBy: play?.results ? "results" : "cards",
    enteredResults: play?.results ? resultsWords(play.results) : null,
    cards: { playerDealer: play ? [...play.playerDealer.cards] : [], stacks },
    playerDealer: summary?.playerDealer ? { hand: summary.playerDealer.hand, qualifies: summary.playerDealer.qualifies } : null,
    decisions: round.steps.flatMap((s) => (s.kind === "decide" ? [{ seat: s.seat, bettor: s.bettor ?? null, decision: s.decision }] : [])),
    seats: (summary?.seats ?? []).map((seat) => ({
      ...seat,
      results: settlement ? settlement.wagers.filter((w) => w.seat === seat.seat && !w.backline).map((w) => ({ bet: w.bet, outcome: w.resolution.outcome })) : [],
    })),
    steps: round.steps,
    result: null,
  };
}

function withThreeCardPokerResult(r: ExportedThreeCardPokerRound, completed: CompletedThreeCardPokerRound, at: Date): ExportedThreeCardPokerRound {
  return {
    ...completedRecord(r, at),
    playerDealer: completed.playerDealer ? { hand: completed.playerDealer.hand, qualifies: completed.playerDealer.qualifies } : null,
    seats: completed.seats,
    result: {
      playerDealer: completed.playerDealer,
      startSeat: completed.startSeat,
      seats: completed.seats.map((s) => ({ seat: s.seat, decision: s.decision, hand: s.hand, results: s.results })),
    },
  };
}

function resultFields(result: unknown): ThreeCardPokerResultFields {
  const r = (result ?? null) as Partial<CompletedThreeCardPokerRound> | null;
  return { family: "three-card-poker", playerDealer: r?.playerDealer ?? null, seats: r?.seats ?? [], enteredBy: r?.enteredBy ?? "cards" };
}

function listWords(r: ThreeCardPokerResultFields): RoundListWords {
  if (r.enteredBy === "results") return { result: `Entered by results${r.seats.length ? `: ${r.seats.map(seatWords).join(", ")}` : ""}`, cards: "not entered (results only)" };
  if (!r.playerDealer && r.seats.length === 0) return { result: "In play", cards: "—" };
  const pd = r.playerDealer ? `Player-dealer ${r.playerDealer.hand}${r.playerDealer.qualifies ? "" : " (does not qualify)"}` : "Player-dealer";
  return {
    result: `${pd}${r.seats.length ? `; ${r.seats.map(seatWords).join(", ")}` : ""}`,
    cards: [r.playerDealer ? `PD ${cardsWords(r.playerDealer.cards)}` : null, ...r.seats.map((s) => `seat ${s.seat}: ${s.cards ? cardsWords(s.cards) : "folded, not shown"}`)].filter(Boolean).join(" / "),
  };
}

/** The floor's records of a Three Card Poker table. */
export const threeCardPokerFloor: FloorRecords<ThreeCardPokerTableState, ThreeCardPokerTableEvent, ThreeCardPokerReplayFrame, ExportedThreeCardPokerRound, ThreeCardPokerResultFields> = {
  frame: threeCardPokerFrame,
  describe: describeThreeCardPokerEvent,
  gameRecord: threeCardPokerGameRecord,
  exportRound: exportedThreeCardPokerRound,
  withResult: (exported, event, at) => (event.type === "RoundCompleted" ? withThreeCardPokerResult(exported, event.round, at) : exported),
  resultFields,
  listWords,
  afterEnd: ENDED_ROUND_AFTER_END,
};
