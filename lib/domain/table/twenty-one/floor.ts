/**
 * The floor's view of a twenty-one table (Pure 21.5 in both filings, Pure Spanish 21.5, Blackjack
 * X): its replay frames (each seat's hands, the player-dealer's hand with the hole card as
 * recorded, insurance, early surrender, decisions, the bonus bets, the ledger with the rule behind
 * each line), its events in words (the shared ones as every table says them, its own in the words
 * their commands declare: commands.ts), and its rounds and game, with the filing lines of every
 * rule, for the regulator.
 */
import { formatCents } from "../../money";
import { formatOdds, nextStep, type RoundState, type TwentyOneGame } from "../../twenty-one";
import { blackjackListWords, dealOrder, decisionsOf, exportedDecisions, exportedResult, insuranceAnswers, storedBlackjackRound, walkSteps, type BlackjackFrameFields, type ExportedBlackjackResult, type ExportedBlackjackRoundFields, type WalkedStep } from "../common/blackjack-floor";
import { eventWords, type AllEventWords } from "../common/command-set";
import type { ShellEvent } from "../common/events";
import { completedRecord, exportedRoundBase, exportedSettlementWithReasons, filingRecord, frameBase, gameRecordOf } from "../common/floor-fields";
import type { ExportedRoundBase, FloorRecords, GameRecord, ReplayFrameBase, RoundListWords } from "../common/floor-records";
import { describeCommonEvent, isCommonEvent, STAFF_ID_AS_IS, type CommonFamilyEvent, type StaffName } from "../common/floor-words";
import { TWENTY_ONE_COMMANDS, type TwentyOneWords } from "./commands";
import { handLine } from "./decide";
import type { TwentyOneTableEvent } from "./events";
import { betName, twentyOneGameOf } from "./game-of";
import { dealerValueText, fate, handValueText, lastDouble } from "./round-words";
import { applyStep, openPlay } from "./steps";
import type { BonusResult, CompletedTwentyOneRound, TwentyOneRoundInProgress, TwentyOneTableSettings, TwentyOneTableState, TwentyOneTableStep } from "./state";
import { twentyOneSupervisorView, type TwentyOneHandTableView } from "./views";
import { ENDED_ROUND_AFTER_END } from "../common/after-end";

export interface TwentyOneReplayFrame extends ReplayFrameBase, BlackjackFrameFields<TwentyOneHandTableView> {
  readonly family: "twenty-one";
  /** Each seat asked to surrender before the check, and its answer. */
  readonly earlySurrender: readonly { readonly seat: number; readonly surrender: boolean }[];
  readonly naturalShown: boolean;
  readonly bonuses: readonly BonusResult[];
  /** The finished round, once it is complete. */
  readonly result: CompletedTwentyOneRound | null;
}

export interface ExportedTwentyOneHand {
  readonly seat: number;
  /** 0 = the original hand, 1.. = split hands left to right. */
  readonly hand: number;
  readonly cards: readonly string[];
  readonly value: string | null;
  readonly split: boolean;
  readonly doublesCents: readonly number[];
  readonly surrendered: boolean;
  readonly rescued: boolean;
  readonly outcome: "win" | "lose" | "push" | null;
}

export interface ExportedTwentyOneRound extends ExportedRoundBase, ExportedBlackjackRoundFields<ExportedTwentyOneHand> {
  readonly family: "twenty-one";
  readonly earlySurrender: readonly { readonly seat: number; readonly surrender: boolean }[];
  readonly result: (ExportedBlackjackResult & { readonly bonuses: readonly BonusResult[] }) | null;
}

/** What a finished twenty-one round's stored summary gives the history list. */
export interface TwentyOneResultFields {
  readonly family: "twenty-one";
  readonly dealer: { readonly cards: readonly string[]; readonly value: string } | null;
  readonly hands: CompletedTwentyOneRound["hands"];
  readonly bonuses: readonly BonusResult[];
}

// ------------------------------------------------------------------------------------------------
// Reading a round

/** The round's steps replayed through the rules engine, each with the round before and after it. */
function walked(game: TwentyOneGame, seats: number, round: TwentyOneRoundInProgress): WalkedStep<TwentyOneTableStep, RoundState>[] {
  return walkSteps(round.steps, () => openPlay(game, seats, round), { apply: applyStep, nextStep });
}

/** Each seat asked to surrender before the check, and its answer. */
function earlySurrenders(play: RoundState | null): { seat: number; surrender: boolean }[] {
  return (play?.players ?? []).filter((p) => p.earlySurrender !== null).map((p) => ({ seat: p.seat, surrender: p.earlySurrender === true }));
}

// ------------------------------------------------------------------------------------------------
// Words for each event

/** Twenty-one's own events in the words their commands declare (commands.ts; a compile error if one has none). */
const OWN_WORDS: AllEventWords<Exclude<TwentyOneTableEvent, ShellEvent | CommonFamilyEvent>, TwentyOneWords> = TWENTY_ONE_COMMANDS.words;

export function describeTwentyOneEvent(event: TwentyOneTableEvent, before: TwentyOneTableState, after: TwentyOneTableState = before, staff: StaffName = STAFF_ID_AS_IS): string {
  // Bets by the layout's names ("Game wager", not its id), as the wagers are said.
  if (isCommonEvent(event)) return describeCommonEvent(event, before, betName, staff);
  return eventWords(OWN_WORDS, event, { before, after });
}

// ------------------------------------------------------------------------------------------------
// Replay frames

export function twentyOneFrame(state: TwentyOneTableState): TwentyOneReplayFrame | null {
  if (!state.settings) return null;
  const v = twentyOneSupervisorView(state);
  const round = state.round;
  const play = round?.play ?? null;
  const settlement = round?.settlement ?? null;
  return {
    family: "twenty-one",
    ...frameBase(state.settings, v, settlement, state.round),
    dealerHand: v.dealerHand,
    holeCard: v.holeCard,
    dealerValueRecorded: play ? dealerValueText(play) : null,
    hands: v.hands,
    insurance: insuranceAnswers(play),
    earlySurrender: earlySurrenders(play),
    decisions: decisionsOf(round?.steps ?? []),
    turn: v.turn,
    naturalShown: v.naturalShown,
    bonuses: v.bonuses,
    // The finished round once it is complete (not the previous one, after a void).
    result: !round && v.lastRound && v.lastRound.handNumber === state.handNumber ? v.lastRound : null,
  };
}

// ------------------------------------------------------------------------------------------------
// The regulator's export

export function twentyOneGameRecord(settings: TwentyOneTableSettings): GameRecord {
  const { game, postedPlayerFee } = twentyOneGameOf(settings);
  const odd = formatOdds;
  const rules: { rule: string; text: string; source: string }[] = [
    { rule: "deck", text: `${game.deck.name}; ${game.decks.min} to ${game.decks.max} decks`, source: `${game.deck.source}; ${game.decks.source}` },
    { rule: "seats", text: `${game.maxSeats} seats, the player-dealer's included`, source: game.seatsSource },
    { rule: "deal", text: `first card to ${game.deal.firstSeat === "left-of-player-dealer" ? "the player left of the player-dealer" : "the first seat on the house dealer's left"}; the player-dealer last, its second card face down`, source: game.deal.source },
    { rule: "peek", text: `the hole card is checked for a natural under ${game.holeCardCheck.upCards === "ace-or-bonus" ? "an ace or a Bonus card" : "an ace or a ten-value card"}`, source: game.holeCardCheck.source },
    { rule: "player-chart", text: "the player's drawing chart (must hit, must stand or option by total)", source: game.playerChart.source },
    { rule: "player-dealer-chart", text: `the player-dealer hits soft 17 or less${game.playerDealerChart.soft17 === "stand" ? " (stands on soft 17)" : ""}, stands on hard 17; soft 18 to 21: ${game.playerDealerChart.soft18To21}`, source: game.playerDealerChart.source },
    {
      rule: "double-down",
      text: `${game.double.amount === "equal-to-wager" ? "equal to the wager" : "up to the wager"}${game.double.afterSplit ? ", after a split too" : ""}${game.double.doubleDouble ? "; double-double down up to three doubles" : ""}${game.double.rescue ? "; rescue of the last double" : ""}`,
      source: game.double.source,
    },
    { rule: "split", text: `up to ${game.split.maxSplits} splits of cards of the same value; aces split ${game.split.aceSplits === 1 ? "once" : `up to ${game.split.aceSplits} times`}${game.split.splitAcesOneCard ? ", one card each" : ", drawing freely"}`, source: game.split.source },
    { rule: "surrender", text: `${game.surrender.timing} surrender`, source: game.surrender.source },
    ...(game.insurance ? [{ rule: "insurance", text: `${game.insurance.minPercent ? `${game.insurance.minPercent}% ` : ""}up to half the wager, pays ${odd(game.insurance.pays)}${game.insurance.onNatural === "wager-pushes" ? "; the insured wager pushes against a natural" : ""}`, source: game.insurance.source }] : []),
    {
      rule: "pay-table",
      text: `natural ${odd(game.payTable.natural)}${game.payTable.blackjackX ? `, Blackjack X ${odd(game.payTable.blackjackX)}` : ""}${game.payTable.hard31 ? `, Hard 31 ${odd(game.payTable.hard31)}` : ""}, other hands ${odd(game.payTable.otherHands)}`,
      source: game.payTable.source,
    },
    ...Object.entries(game.comparison.lines).map(([name, source]) => ({ rule: `comparison: ${name}`, text: name, source })),
    ...(game.buster ? [{ rule: "buster-bonus", text: `pays by the cards of the player-dealer's bust: ${game.buster.payTable.map((r) => `${r.cards} cards ${odd(r.pays)}`).join(", ")}`, source: game.buster.source }] : []),
    ...(game.match ? [{ rule: "match-the-dealer", text: "the player's first two cards against the player-dealer's up card", source: game.match.source }] : []),
    { rule: "naturals-paid", text: game.naturalsPaid === "at-deal" ? "a player's natural is paid at the deal, first in the walk" : "a player's natural is paid in the walk", source: game.filing.lines },
    { rule: "fees-collected", text: `before the deal${postedPlayerFee !== null ? `; posted player collection ${formatCents(postedPlayerFee)} per circle` : ""}`, source: game.feesCollected.source },
  ];
  return gameRecordOf("twenty-one", settings, game, [filingRecord(game.filing)], rules);
}

export function exportedTwentyOneRound(round: TwentyOneRoundInProgress, settings: TwentyOneTableSettings, openedAt: Date): ExportedTwentyOneRound {
  const { game } = twentyOneGameOf(settings);
  let steps: WalkedStep<TwentyOneTableStep, RoundState>[] = [];
  try {
    steps = walked(game, settings.seats, round);
  } catch {
    steps = [];
  }
  const play = round.play;
  const settlement = round.settlement;
  const hands: ExportedTwentyOneHand[] = (play?.players ?? []).flatMap((p) =>
    p.hands.map((h, i) => ({
      seat: p.seat,
      hand: i,
      cards: h.cards,
      value: handValueText(play!, p.seat, i),
      split: h.split,
      doublesCents: h.doubles,
      surrendered: h.surrendered,
      rescued: h.rescued,
      outcome: settlement ? (handLine(settlement.wagers, p.seat, i)?.resolution.outcome ?? null) : null,
    })),
  );
  return {
    ...exportedRoundBase("twenty-one", round, settings, openedAt, exportedSettlementWithReasons(settlement)),
    cards: { playerDealer: play ? [...play.playerDealer] : [], dealOrder: dealOrder(steps) },
    playerDealerValue: play ? dealerValueText(play) : null,
    hands,
    insurance: insuranceAnswers(play).map((a) => ({ seat: a.seat, amountCents: a.amount })),
    earlySurrender: earlySurrenders(play),
    decisions: exportedDecisions(steps, lastDouble),
    steps: round.steps,
    result: null,
  };
}

function withTwentyOneResult(r: ExportedTwentyOneRound, completed: CompletedTwentyOneRound, at: Date): ExportedTwentyOneRound {
  return {
    ...completedRecord(r, at),
    result: { ...exportedResult(completed, fate), bonuses: completed.bonuses },
  };
}

function twentyOneResultFields(result: unknown): TwentyOneResultFields {
  const r = (result ?? null) as Partial<CompletedTwentyOneRound> | null;
  return { family: "twenty-one", ...storedBlackjackRound<CompletedTwentyOneRound["hands"][number]>(result), bonuses: r?.bonuses ?? [] };
}

function twentyOneListWords(r: TwentyOneResultFields): RoundListWords {
  return blackjackListWords(r.dealer, r.hands, fate);
}

/** The floor's records of a twenty-one table. */
export const twentyOneFloor: FloorRecords<TwentyOneTableState, TwentyOneTableEvent, TwentyOneReplayFrame, ExportedTwentyOneRound, TwentyOneResultFields> = {
  frame: twentyOneFrame,
  describe: describeTwentyOneEvent,
  gameRecord: twentyOneGameRecord,
  exportRound: exportedTwentyOneRound,
  withResult: (exported, event, at) => (event.type === "RoundCompleted" ? withTwentyOneResult(exported, event.round, at) : exported),
  resultFields: twentyOneResultFields,
  listWords: twentyOneListWords,
  afterEnd: ENDED_ROUND_AFTER_END,
};
