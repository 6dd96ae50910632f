/**
 * The floor's view of a No Bust blackjack table (seed 003): its replay frames (each seat's hands,
 * the player-dealer's hand with the hole card as recorded, insurance, decisions, the settlement
 * ledger with the rule behind each line), its events in words (the shared ones as every table says
 * them, its own in the words their commands declare: commands.ts), and its rounds and game, with the
 * filing lines of every rule, for the regulator.
 */
import { formatCents } from "../../money";
import { formatOdds, nextStep, type NoBustGame, type RoundState } from "../../no-bust";
import { blackjackListWords, dealOrder, decisionsOf, exportedDecisions, exportedResult, insuranceAnswers, storedBlackjackRound, walkSteps, type BlackjackFrameFields, type ExportedBlackjackResult, type ExportedBlackjackRoundFields, type WalkedStep } from "../common/blackjack-floor";
import { eventWords, type AllEventWords } from "../common/command-set";
import type { ShellEvent } from "../common/events";
import { completedRecord, exportedRoundBase, exportedSettlementWithReasons, filingRecord, frameBase, gameRecordOf } from "../common/floor-fields";
import type { ExportedRoundBase, FloorRecords, GameRecord, ReplayFrameBase, RoundListWords } from "../common/floor-records";
import { describeCommonEvent, isCommonEvent, STAFF_ID_AS_IS, type CommonFamilyEvent, type StaffName } from "../common/floor-words";
import { NO_BUST_COMMANDS, type NoBustWords } from "./commands";
import type { NoBustTableEvent } from "./events";
import { betName, noBustGameOf } from "./game-of";
import { dealerValueText, fate, handValueText, lastDouble } from "./round-words";
import { applyStep, openPlay } from "./steps";
import type { CompletedNoBustRound, NoBustRoundInProgress, NoBustStep, NoBustTableSettings, NoBustTableState } from "./state";
import { noBustSupervisorView, type NoBustHandView } from "./views";
import { ENDED_ROUND_AFTER_END } from "../common/after-end";

export interface NoBustReplayFrame extends ReplayFrameBase, BlackjackFrameFields<NoBustHandView> {
  readonly family: "no-bust";
  /** Joker edition: the player-dealer's first card is a joker and every hand is frozen. */
  readonly frozen: boolean;
  /** The finished round, once it is complete. */
  readonly result: CompletedNoBustRound | null;
}

export interface ExportedNoBustHand {
  readonly seat: number;
  /** 0 = the original hand, 1.. = split hands left to right. */
  readonly hand: number;
  readonly cards: readonly string[];
  readonly value: string | null;
  readonly split: boolean;
  readonly doubledCents: number | null;
  readonly surrendered: boolean;
  readonly outcome: "win" | "lose" | "push" | null;
}

export interface ExportedNoBustRound extends ExportedRoundBase, ExportedBlackjackRoundFields<ExportedNoBustHand> {
  readonly family: "no-bust";
  readonly result: ExportedBlackjackResult | null;
}

/** What a finished No Bust round's stored summary gives the history list. */
export interface NoBustResultFields {
  readonly family: "no-bust";
  readonly dealer: { readonly cards: readonly string[]; readonly value: string } | null;
  readonly hands: CompletedNoBustRound["hands"];
}

// ------------------------------------------------------------------------------------------------
// Reading a round

/** The round's steps replayed through the rules engine, each with the round before and after it. */
function walked(game: NoBustGame, seats: number, round: NoBustRoundInProgress): WalkedStep<NoBustStep, RoundState>[] {
  return walkSteps(round.steps, () => openPlay(game, seats, round), { apply: applyStep, nextStep });
}

// ------------------------------------------------------------------------------------------------
// Words for each event

/** No Bust's own events in the words their commands declare (commands.ts; a compile error if one has none). */
const OWN_WORDS: AllEventWords<Exclude<NoBustTableEvent, ShellEvent | CommonFamilyEvent>, NoBustWords> = NO_BUST_COMMANDS.words;

export function describeNoBustEvent(event: NoBustTableEvent, before: NoBustTableState, after: NoBustTableState = before, staff: StaffName = STAFF_ID_AS_IS): string {
  if (isCommonEvent(event)) return describeCommonEvent(event, before, (bet) => (before.settings ? betName(noBustGameOf(before.settings).game, bet) : bet), staff);
  return eventWords(OWN_WORDS, event, { before, after });
}

// ------------------------------------------------------------------------------------------------
// Replay frames

export function noBustFrame(state: NoBustTableState): NoBustReplayFrame | null {
  if (!state.settings) return null;
  const v = noBustSupervisorView(state);
  const round = state.round;
  const play = round?.play ?? null;
  const settlement = round?.settlement ?? null;
  return {
    family: "no-bust",
    ...frameBase(state.settings, v, settlement, state.round),
    dealerHand: v.dealerHand,
    holeCard: v.holeCard,
    dealerValueRecorded: play ? dealerValueText(play) : null,
    hands: v.hands,
    insurance: insuranceAnswers(play),
    decisions: decisionsOf(round?.steps ?? []),
    turn: v.turn,
    frozen: v.frozen,
    // The finished round once it is complete (not the previous one, after a void).
    result: !round && v.lastRound && v.lastRound.handNumber === state.handNumber ? v.lastRound : null,
  };
}

// ------------------------------------------------------------------------------------------------
// The regulator's export

export function noBustGameRecord(settings: NoBustTableSettings): GameRecord {
  const { game } = noBustGameOf(settings);
  const rules: { rule: string; text: string; source: string }[] = [
    { rule: "decks", text: `${game.decks.min} to ${game.decks.max} decks${game.jokersPerDeck ? `, ${game.jokersPerDeck} joker per deck` : ", no jokers"}`, source: game.decks.source },
    { rule: "deal", text: `first card to ${game.deal.firstSeat === "after-player-dealer" ? "the first seat after the player-dealer" : "the first seat on the house dealer's left"}; the player-dealer's second card ${game.deal.playerDealerSecondCard === "hole-card" ? "is a face-down hole card" : "comes after the players"}`, source: game.deal.source },
    { rule: "player-chart", text: "the player's drawing chart (hit, stand or option by total)", source: game.playerChart.source },
    { rule: "player-dealer-chart", text: `the player-dealer draws to hard 17; soft 18 to 21: ${game.playerDealerChart.soft18To21}`, source: game.playerDealerChart.source },
    { rule: "double-down", text: `${game.double.amount === "equal-to-wager" ? "equal to the wager" : "up to the wager"}${game.double.afterSplit ? ", after a split too" : ", not after a split"}`, source: game.double.source },
    { rule: "split", text: `up to ${game.split.maxSplits} splits (${game.split.pairs === "same-value" ? "cards of the same value" : "cards of the same rank"}); aces split ${game.split.aceSplits === 1 ? "once" : `up to ${game.split.aceSplits} times`}, one card each`, source: game.split.source },
    { rule: "surrender", text: `${game.surrender.hands === "first-two-cards-only" ? "the first two cards only" : "any two-card hand"}${game.surrender.upCards === "ace-or-ten" ? ", against an ace or ten-value up card" : ""}`, source: game.surrender.source },
    ...(game.insurance ? [{ rule: "insurance", text: `up to half the wager, pays ${formatOdds(game.insurance.pays)}`, source: game.insurance.source }] : []),
    ...(game.jokerUpCard ? [{ rule: "joker-up-card", text: game.jokerUpCard.freezesHands ? "a joker as the player-dealer's first card freezes every hand" : "a joker up card leaves the options open", source: game.jokerUpCard.source }] : []),
    { rule: "pay-table", text: `Natural ${formatOdds(game.payTable.natural)}, other hands ${formatOdds(game.payTable.otherHands)}`, source: game.payTable.source },
    ...Object.entries(game.comparison.lines).map(([name, source]) => ({ rule: `comparison: ${name}`, text: name, source })),
    ...(game.buster
      ? [
          {
            rule: "buster-bonus",
            text: `player-dealer busts at ${game.buster.bust === "22-or-more" ? "22" : "23"} or more; ${game.buster.payTable.map((r) => `${r.cards} cards ${formatOdds(r.pays)}`).join(", ")}; ${formatCents(game.buster.limits.min)} to ${formatCents(game.buster.limits.max)}`,
            source: game.buster.source,
          },
        ]
      : []),
    { rule: "fees-collected", text: game.feesCollected === "before-deal" ? "before the deal" : "after the initial two-card hands", source: (game.optionNotes.feesCollected as { source?: string } | undefined)?.source ?? `seed 003 L${game.filing.lines}` },
  ];
  return gameRecordOf("no-bust", settings, game, [filingRecord(game.filing)], rules);
}

export function exportedNoBustRound(round: NoBustRoundInProgress, settings: NoBustTableSettings, openedAt: Date): ExportedNoBustRound {
  const { game } = noBustGameOf(settings);
  let steps: WalkedStep<NoBustStep, RoundState>[] = [];
  try {
    steps = walked(game, settings.seats, round);
  } catch {
    steps = [];
  }
  const play = round.play;
  const settlement = round.settlement;
  const hands: ExportedNoBustHand[] = (play?.players ?? []).flatMap((p) =>
    p.hands.map((h, i) => {
      const line = settlement?.wagers.find((w) => w.seat === p.seat && !w.backline && w.hand === i && !w.bet.endsWith("-returned") && !w.bet.includes("double"));
      return {
        seat: p.seat,
        hand: i,
        cards: h.cards,
        value: handValueText(play!, p.seat, i),
        split: h.split,
        doubledCents: h.doubled,
        surrendered: h.surrendered,
        outcome: line ? line.resolution.outcome : null,
      };
    }),
  );
  return {
    ...exportedRoundBase("no-bust", round, settings, openedAt, exportedSettlementWithReasons(settlement)),
    cards: { playerDealer: play ? [...play.playerDealer] : [], dealOrder: dealOrder(steps) },
    playerDealerValue: play ? dealerValueText(play) : null,
    hands,
    insurance: insuranceAnswers(play).map((a) => ({ seat: a.seat, amountCents: a.amount })),
    decisions: exportedDecisions(steps, lastDouble),
    steps: round.steps,
    result: null,
  };
}

function withNoBustResult(r: ExportedNoBustRound, completed: CompletedNoBustRound, at: Date): ExportedNoBustRound {
  return {
    ...completedRecord(r, at),
    result: exportedResult(completed, fate),
  };
}

function noBustResultFields(result: unknown): NoBustResultFields {
  return { family: "no-bust", ...storedBlackjackRound<CompletedNoBustRound["hands"][number]>(result) };
}

function noBustListWords(r: NoBustResultFields): RoundListWords {
  return blackjackListWords(r.dealer, r.hands, fate);
}

/** The floor's records of a No Bust table. */
export const noBustFloor: FloorRecords<NoBustTableState, NoBustTableEvent, NoBustReplayFrame, ExportedNoBustRound, NoBustResultFields> = {
  frame: noBustFrame,
  describe: describeNoBustEvent,
  gameRecord: noBustGameRecord,
  exportRound: exportedNoBustRound,
  withResult: (exported, event, at) => (event.type === "RoundCompleted" ? withNoBustResult(exported, event.round, at) : exported),
  resultFields: noBustResultFields,
  listWords: noBustListWords,
  afterEnd: ENDED_ROUND_AFTER_END,
};
