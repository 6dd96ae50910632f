/**
 * The floor's view of a pai gow poker table: its replay frames (the piles and dice, each seat's hand
 * as set, the player-dealer's hand with the house way row that set it, the results and Envy payouts,
 * the ledger with the rule behind each line), its events in words, and its rounds and game with the
 * filing lines of every rule, for the regulator. The round's own events are worded where their
 * commands are declared (commands.ts); the common ones in the common words (common/floor-words.ts),
 * but for the deck's start and end and the settlement's lines, worded here for pai gow.
 */
import { formatCents } from "../../money";
import { cardsWords } from "../../cards/card";
import { actionButtonFor, applyStep, BONUS_HAND_NAMES, enteredByResults, firstPileSeat, paiGowPush, roundSummary, type PaiGowDisplay, type PaiGowGame, type PaiGowStep, type RoundState } from "../../pai-gow-poker";
import { completedRecord, exportedRoundBase, exportedSettlementWithReasons, filingRecord, frameBase, gameRecordOf } from "../common/floor-fields";
import type { ExportedRoundBase, FloorRecords, GameRecord, ReplayFrameBase, RoundListWords } from "../common/floor-records";
import { walkingEndedRound } from "../common/ended-round-corrections";
import { eventWords, type AllEventWords } from "../common/command-set";
import type { ShellEvent } from "../common/events";
import { describeCommonEvent, isCommonEvent, settledLineAction, settledLinesWords, STAFF_ID_AS_IS, type CommonFamilyEvent, type StaffName } from "../common/floor-words";
import { walkAdjustment } from "../common/settlement-difference";
import { PAI_GOW_COMMANDS } from "./commands";
import type { PaiGowTableEvent } from "./events";
import { betName, paiGowGameOf } from "./game-of";
import { openPlay } from "./steps";
import type { CompletedPaiGowRound, EnvyWin, PaiGowRoundInProgress, PaiGowTableSettings, PaiGowTableState, SeatResult } from "./state";
import { paiGowSupervisorView, type DealerHand, type PaiGowDealerView, type PaiGowStage } from "./views";
import { enteredResultWords, resultWords, type PaiGowWords } from "./words";
import { ENDED_ROUND_AFTER_END } from "../common/after-end";

export interface PaiGowReplayFrame extends ReplayFrameBase {
  readonly family: "pai-gow-poker";
  readonly stage: PaiGowStage;
  readonly dice: number | null;
  readonly actionPile: number | null;
  /** What the table showed at this moment (the wall's part). */
  readonly table: PaiGowDisplay | null;
  /** Each seat's seven cards as recorded (face down or not) and its hand as set. */
  readonly hands: readonly (DealerHand & { readonly recorded: readonly string[] | null })[];
  /** The player-dealer's seven cards as recorded, and the house way that set them once turned over. */
  readonly playerDealerCards: readonly string[] | null;
  readonly playerDealerHand: PaiGowDealerView["playerDealerHand"];
  readonly paiGowPush: boolean;
  readonly results: readonly SeatResult[] | null;
  readonly envy: readonly EnvyWin[];
  /** The finished round, once it is complete. */
  readonly result: CompletedPaiGowRound | null;
}

export interface ExportedPaiGowRound extends ExportedRoundBase {
  readonly family: "pai-gow-poker";
  /** How the dealer entered the round: every card, or each seat's result ("entered by results"). */
  readonly enteredBy: "cards" | "results";
  /** Results-only entry: each seat's result and bonus hand as entered, in words. */
  readonly enteredResults: string | null;
  /** The piles and discards as the server dealt them (null: dealt by hand, unseen by the system). */
  readonly piles: { readonly piles: readonly (readonly string[])[]; readonly discards: readonly string[] | null } | null;
  readonly actionPile: number | null;
  readonly dice: number | null;
  readonly actionButton: { readonly seat: number; readonly landedOn: number; readonly route: string } | null;
  readonly firstPileSeat: number | null;
  readonly hands: readonly {
    readonly seat: number;
    readonly cards: readonly string[] | null;
    readonly high: readonly string[] | null;
    readonly low: readonly string[] | null;
    readonly setBy: string | null;
    readonly foul: boolean;
    readonly bonusHand: string | null;
  }[];
  readonly playerDealer: { readonly cards: readonly string[] | null; readonly high: readonly string[] | null; readonly low: readonly string[] | null; readonly houseWayRow: string | null; readonly houseWayLine: string | null };
  readonly paiGowPush: boolean;
  /** Every step of the round after betting closed, as recorded. */
  readonly steps: readonly PaiGowStep[];
  readonly result: { readonly results: readonly SeatResult[]; readonly envy: readonly EnvyWin[]; readonly actionSeat: number } | null;
}

/** What a finished round's stored summary gives the history list. */
export interface PaiGowResultFields {
  readonly family: "pai-gow-poker";
  readonly playerDealer: { readonly high: readonly string[]; readonly low: readonly string[]; readonly highName: string; readonly lowName: string } | null;
  readonly paiGowPush: boolean;
  readonly seats: readonly { readonly seat: number; readonly high: readonly string[] | null; readonly low: readonly string[] | null; readonly cards: readonly string[] | null }[];
  readonly results: readonly SeatResult[];
  readonly envy: readonly EnvyWin[];
  readonly enteredBy: "cards" | "results";
}

// ------------------------------------------------------------------------------------------------
// Words: the round's own events in the words their commands declare (commands.ts); the common
// events in the common words, but the deck's start and end and the settlement's lines in pai gow's.

/** The family's own events in their commands' words (a compile error if one has none). */
const OWN_WORDS: AllEventWords<Exclude<PaiGowTableEvent, ShellEvent | CommonFamilyEvent>, PaiGowWords> = PAI_GOW_COMMANDS.words;

function replayed(settings: PaiGowTableSettings, round: PaiGowRoundInProgress, upTo: number): RoundState | null {
  try {
    return round.steps.slice(0, upTo).reduce(applyStep, openPlay(paiGowGameOf(settings).game, settings.seats, round));
  } catch {
    return null;
  }
}

export function describePaiGowEvent(event: PaiGowTableEvent, before: PaiGowTableState, after: PaiGowTableState = before, staff: StaffName = STAFF_ID_AS_IS): string {
  switch (event.type) {
    case "ShoeStarted":
      return `A fresh 53-card deck (${event.shoe.source === "server" ? `server-shuffled, order hash ${event.shoe.dealing.orderHash.slice(0, 12)}…` : event.shoe.source === "reader" ? "card reader" : "dealt by hand"})`;
    case "ShoeEnded":
      return event.proof ? `Deck ended: its order and salt released (hash ${event.proof.orderHash.slice(0, 12)}…)` : "Deck ended";
    case "SettlementProgressed": {
      // After a correction of a round already paid, the differences made (the common words).
      // The last round's, corrected after it ended (ended-round-corrections.ts): the common words too.
      if ((before.round && walkAdjustment(before.round)) || walkingEndedRound(before)) return describeCommonEvent(event, before, undefined, staff);
      const lines = before.round?.settlement?.walk.lines ?? [];
      const from = before.round?.settledLines ?? 0;
      const game = before.settings ? paiGowGameOf(before.settings).game : null;
      const done = lines.slice(from, event.through).map((l) => `seat ${l.seat}${l.backline ? " backline" : ""} ${game ? betName(game, l.bet) : l.bet} ${settledLineAction(l)}`);
      return settledLinesWords(from, event.through, done);
    }
  }
  if (isCommonEvent(event)) return describeCommonEvent(event, before, undefined, staff);
  return eventWords(OWN_WORDS, event, { before, after, staff });
}

// ------------------------------------------------------------------------------------------------
// Replay frames

export function paiGowFrame(state: PaiGowTableState): PaiGowReplayFrame | null {
  if (!state.settings) return null;
  const v = paiGowSupervisorView(state);
  const round = state.round;
  const play = round?.play ?? null;
  const settlement = round?.settlement ?? null;
  const recorded = new Map((v.recorded?.seats ?? []).map((s) => [s.seat, s.cards]));
  return {
    family: "pai-gow-poker",
    ...frameBase(state.settings, v, settlement, state.round),
    stage: v.stage,
    dice: play?.dice ?? null,
    actionPile: play?.actionPile ?? null,
    table: v.table,
    hands: v.hands.map((h) => ({ ...h, recorded: recorded.get(h.seat) ?? null })),
    playerDealerCards: v.recorded?.playerDealer ?? null,
    playerDealerHand: v.playerDealerHand,
    paiGowPush: v.paiGowPush,
    results: v.results,
    envy: v.envy,
    // The finished round once it is complete (not the previous one, after a void).
    result: !round && state.lastRound && state.lastRound.handNumber === state.handNumber ? state.lastRound : null,
  };
}

// ------------------------------------------------------------------------------------------------
// The regulator's export

function payTableText(game: PaiGowGame): string {
  const t = game.fortune?.payTable;
  if (!t) return "";
  return t.lines.map((l) => `${BONUS_HAND_NAMES[l.hand]} ${l.pays === "push" ? "push" : `${l.pays} to 1`}${l.envy !== null ? ` (Envy ${formatCents(l.envy)})` : ""}`).join(", ");
}

export function paiGowGameRecord(settings: PaiGowTableSettings): GameRecord {
  const { game } = paiGowGameOf(settings);
  const rules: { rule: string; text: string; source: string }[] = [
    { rule: "deck", text: "one 53-card deck: 52 cards and the joker, dealt whole every round in seven piles of seven; four cards discarded", source: game.dealSource },
    { rule: "ranking", text: `Five Aces above the Royal Flush; A-2-3-4-5 ${game.ranking.wheel === "lowest" ? "the lowest straight" : "the second-highest straight"}; the joker an ace or completing a straight${game.ranking.jokerCompletesFlush ? ", flush" : ""} or straight flush`, source: game.ranking.source },
    { rule: "order", text: game.setOrder === "players-first" ? "the players set first; the player-dealer's hand is turned over and set the house way last" : "the player-dealer's hand is turned over and set the house way first", source: game.comparisonSource },
    { rule: "house-way", text: `${game.houseWay.chart.name}; "unless" a ${game.houseWay.unlessCard === "or-higher" ? "card of that rank or higher" : "card of exactly that rank"}`, source: game.houseWay.chart.source },
    { rule: "comparison", text: "both hands higher wins 1 to 1, both lower loses, one of each pushes; the player-dealer wins copies", source: game.comparisonSource },
    { rule: "foul", text: game.foul === "loses" ? "a foul loses" : game.foul === "refused" ? "a foul is refused: the player sets again" : "a foul is set the house way", source: game.comparisonSource },
    ...(game.paiGowPushes ? [{ rule: "pai-gow", text: "the player-dealer's seven-card ace-high hand pushes every game wager", source: game.comparisonSource }] : []),
    ...(game.fortune ? [{ rule: "fortune-bonus", text: `${game.fortune.payTable.name}: ${payTableText(game)}`, source: game.fortune.source }] : []),
    ...(game.envy ? [{ rule: "envy", text: `one button per Fortune Bonus of ${formatCents(game.envy.minimum)} or more; ${game.envy.several === "each-hand" ? "each qualifying hand pays" : "only the highest hand pays"}; paid ${game.envy.paid === "end-of-round" ? "after every other wager" : "in each seat's turn"}`, source: game.envy.source }] : []),
    ...(game.aceHigh ? [{ rule: "ace-high-bonus", text: `both ace-high ${game.aceHigh.payTable.both} to 1; the player-dealer ace-high with the joker ${game.aceHigh.payTable.withJoker} to 1, without ${game.aceHigh.payTable.noJoker} to 1`, source: game.aceHigh.source }] : []),
    ...(game.entry === "results" ? [{ rule: "entry", text: "entered by results: the dealer enters each seat's result against the player-dealer and the hand its bonus made, not the cards; the settlement, the fees and the bank walk are the same", source: "docs/rules-decisions/results-entry.md RE1" }] : []),
    { rule: "action-button", text: "three dice from the player-dealer (1, 8 and 15); settlement clockwise from the action button, each seat's game wager, Fortune Bonus, Envy, Ace-High Bonus", source: game.dealSource },
  ];
  return gameRecordOf("pai-gow-poker", settings, game, [filingRecord(game.filing)], rules);
}

export function exportedPaiGowRound(round: PaiGowRoundInProgress, settings: PaiGowTableSettings, openedAt: Date): ExportedPaiGowRound {
  const play = round.play ?? replayed(settings, round, round.steps.length);
  const settlement = round.settlement;
  const summaryHands = play
    ? play.hands.map((h) => {
        const bonus = (h.cards || enteredByResults(play)) && play.game.fortune ? roundBonus(play, h.seat) : null;
        return { seat: h.seat, cards: h.cards, high: h.set?.high ?? null, low: h.set?.low ?? null, setBy: h.set?.by ?? null, foul: h.set?.foul ?? false, bonusHand: bonus };
      })
    : [];
  const pd = play?.playerDealer;
  const button = play ? actionButtonFor(play) : null;
  return {
    ...exportedRoundBase("pai-gow-poker", round, settings, openedAt, exportedSettlementWithReasons(settlement)),
    enteredBy: play && enteredByResults(play) ? "results" : "cards",
    enteredResults: play?.results ? enteredResultWords(play.results) : null,
    piles: play?.dealt?.piles ? { piles: play.dealt.piles, discards: play.dealt.discards } : null,
    actionPile: play?.actionPile ?? null,
    dice: play?.dice ?? null,
    actionButton: button,
    firstPileSeat: play ? firstPileSeat(play) : null,
    hands: summaryHands,
    playerDealer: { cards: pd?.cards ?? null, high: pd?.set?.high ?? null, low: pd?.set?.low ?? null, houseWayRow: pd?.set?.row ?? null, houseWayLine: pd?.set?.line ?? null },
    paiGowPush: play ? paiGowPush(play) : false,
    steps: round.steps,
    result: null,
  };
}

function roundBonus(play: RoundState, seat: number): string | null {
  return roundSummary(play).seats.find((s) => s.seat === seat)?.bonusHand ?? null;
}

function withPaiGowResult(r: ExportedPaiGowRound, completed: CompletedPaiGowRound, at: Date): ExportedPaiGowRound {
  return { ...completedRecord(r, at), result: { results: completed.results, envy: completed.envy, actionSeat: completed.actionSeat } };
}

function paiGowResultFields(result: unknown): PaiGowResultFields {
  const r = (result ?? null) as Partial<CompletedPaiGowRound> | null;
  const pd = r?.summary?.playerDealer.set ?? null;
  return {
    family: "pai-gow-poker",
    playerDealer: pd ? { high: pd.high, low: pd.low, highName: pd.highName, lowName: pd.lowName } : null,
    paiGowPush: r?.paiGowPush ?? false,
    seats: (r?.shown?.seats ?? []).map((s) => ({ seat: s.seat, high: s.kind === "set" ? s.high : null, low: s.kind === "set" ? s.low : null, cards: s.kind === "cards" ? s.cards : null })),
    results: r?.results ?? [],
    envy: r?.envy ?? [],
    enteredBy: r?.enteredBy ?? "cards",
  };
}

function paiGowListWords(r: PaiGowResultFields): RoundListWords {
  if (r.enteredBy === "results") return { result: `Entered by results${resultWords(r) ? `: ${resultWords(r)}` : ""}`, cards: "not entered (results only)" };
  if (!r.playerDealer) return { result: "In play", cards: "—" };
  const cards = [`PD ${cardsWords(r.playerDealer.high)} | ${cardsWords(r.playerDealer.low)}`, ...r.seats.map((s) => `seat ${s.seat}: ${s.high && s.low ? `${cardsWords(s.high)} | ${cardsWords(s.low)}` : s.cards ? cardsWords(s.cards) : "face down"}`)];
  return {
    result: `Player-dealer ${r.playerDealer.highName} / ${r.playerDealer.lowName}${resultWords(r) ? `; ${resultWords(r)}` : ""}`,
    cards: cards.join(" / "),
  };
}

/** The floor's records of a pai gow poker table. */
export const paiGowFloor: FloorRecords<PaiGowTableState, PaiGowTableEvent, PaiGowReplayFrame, ExportedPaiGowRound, PaiGowResultFields> = {
  frame: paiGowFrame,
  describe: describePaiGowEvent,
  gameRecord: paiGowGameRecord,
  exportRound: exportedPaiGowRound,
  withResult: (exported, event, at) => (event.type === "RoundCompleted" ? withPaiGowResult(exported, event.round, at) : exported),
  resultFields: paiGowResultFields,
  listWords: paiGowListWords,
  afterEnd: ENDED_ROUND_AFTER_END,
};
