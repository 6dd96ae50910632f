/**
 * "High card": a game family that exists only in the tests, built on the common table shell
 * (lib/domain/table/common) to prove that a family is its own folder plus one registration
 * (lib/server/tables/kinds.ts `withFamilies`) and plays through the real server. Nothing outside
 * this folder names it.
 *
 * The rules (a test's, filed nowhere): each seat with a wager gets one card, in seat order, then
 * the player-dealer one card face down; the player-dealer turns it over at the settlement. A
 * higher rank than the player-dealer's wins even money, a lower one loses, the same rank is a
 * push; the bank covers wagers as every California game's (the bank walk). A posted collection:
 * $1 per betting spot and $1 from the player-dealer each hand, fixed when betting closes.
 */
import { z } from "zod";
import { walkBank, conservationOf, type BankWalk, type Conservation, type ResolvedWager } from "@/lib/domain/bank-walk";
import { pdFlat, spotFlat, spotLimit } from "@/lib/domain/fees/build";
import type { ScheduleOption } from "@/lib/domain/fees";
import { initialRotation } from "@/lib/domain/rotation";
import { clockwiseFrom, type SeatNumber } from "@/lib/domain/seats";
import { shoeSpec } from "@/lib/domain/cards/shoe-composition";
import { accept, lazyViews, refuse, type TableMachine } from "@/lib/domain/table/machine";
import { ROUND_STEP, SHARED_COMMANDS, cents, parseCommandWith, seat } from "@/lib/domain/table/common/commands";
import { commandsOf } from "@/lib/domain/table/common/command-set";
import { shellCommands } from "@/lib/domain/table/common/shell-commands";
import { completeHand, decideCloseBetting, decideOpenRound, decideVoid, EMPTY_SHELL_TABLE, endShoe, guard, handFees, unfinishedSettlement, type ShellGame } from "@/lib/domain/table/common/decide";
import { evolveShell } from "@/lib/domain/table/common/evolve";
import type { ShellEvent } from "@/lib/domain/table/common/events";
import { decidePlaceWager, decideRemoveWager, feeWagers, openedRound, placeWagerWindow, takeCard, withSettlement, withWager, type RoundFields, type WagerEntry } from "@/lib/domain/table/common/round-steps";
import { SettingsError, optionsRecord, rotationPolicyOf, type TableConfigInput, type TableSettingsBase } from "@/lib/domain/table/common/settings";
import { takeFromShoe, UNREAD, type CardSource, type ShoeState } from "@/lib/domain/table/common/shoe";
import { tableNextAction, tablePublicView } from "@/lib/domain/table/common/views";
import { wageringRules, type WageringRules } from "@/lib/domain/wagers/bet-rules";
import type { RotationState } from "@/lib/domain/rotation";
import type { Cents } from "@/lib/domain/money";

export const HIGH_CARD_GAME_ID = "high-card";
export const HIGH_CARD_SCHEDULE_ID = "high-card-house";

/** The posted collection: $1 a betting spot, $1 from the player-dealer; limits $5-$500. The house's, filed nowhere. */
export const HIGH_CARD_FEE_OPTION: ScheduleOption = {
  scheduleId: HIGH_CARD_SCHEDULE_ID,
  id: "1",
  limit: spotLimit(5, 500),
  collections: [spotFlat(1, "game", "Player Collection Fee"), pdFlat(1, "Player-Dealer Collection Fee")],
  timing: "before-deal",
  source: { file: "test-family", lines: "0" },
};

// ------------------------------------------------------------------------------------------------
// Commands: the shared ones, and the round's own

/** A card as the dealer or a reader enters it. */
const card = z.string().regex(/^(?:[A2-9TJQK][SHDC]|10[SHDC])$/i, "a card is a rank (A 2-9 T J Q K) and a suit (S H D C), e.g. TD");

// ------------------------------------------------------------------------------------------------
// State and events

export interface HighCardStep {
  readonly kind: "deal";
  readonly seat: SeatNumber;
  readonly card: string;
  readonly source: CardSource;
}

export interface HighCardSettlement {
  readonly walk: BankWalk;
  readonly conservation: Conservation;
  readonly playerDealerCard: string;
}

export interface HighCardRound extends RoundFields<WagerEntry, HighCardStep> {
  readonly settlement: HighCardSettlement | null;
}

export interface HighCardResult {
  readonly id: string;
  readonly handNumber: number;
  readonly cards: readonly { readonly seat: SeatNumber; readonly card: string }[];
  readonly bankAfter: Cents;
  readonly pdNet: Cents;
}

export interface HighCardState {
  readonly settings: TableSettingsBase | null;
  readonly status: "open" | "paused" | "closed";
  readonly rotation: RotationState | null;
  readonly bank: Cents | null;
  readonly shoe: ShoeState | null;
  readonly round: HighCardRound | null;
  readonly handNumber: number;
  readonly lastActivityAt: number | null;
  readonly lastRound: HighCardResult | null;
}

export const EMPTY_HIGH_CARD_TABLE: HighCardState = { ...EMPTY_SHELL_TABLE, lastRound: null };

export type HighCardEvent =
  | ShellEvent
  | { readonly type: "TableOpened"; readonly settings: TableSettingsBase; readonly at: number }
  | { readonly type: "ShoeEnded"; readonly at: number; readonly proof: { readonly order: readonly string[]; readonly salt: string; readonly orderHash: string } | null }
  | { readonly type: "WagerPlaced"; readonly wager: WagerEntry }
  | { readonly type: "CardDealt"; readonly step: HighCardStep }
  | { readonly type: "RoundSettled"; readonly settlement: HighCardSettlement }
  | { readonly type: "RoundCompleted"; readonly round: HighCardResult; readonly at: number };

// ------------------------------------------------------------------------------------------------
// Settings

export function highCardSettings(input: TableConfigInput): TableSettingsBase {
  if (input.gameId !== HIGH_CARD_GAME_ID) throw new SettingsError(`"${input.gameId}" is not high card`);
  if (!Number.isInteger(input.seats) || input.seats < 2 || input.seats > 10) throw new SettingsError("high card is played at 2 to 10 seats");
  if (input.feeScheduleId !== HIGH_CARD_SCHEDULE_ID || input.feeOptionId !== HIGH_CARD_FEE_OPTION.id) throw new SettingsError("high card takes only its own posted collection");
  const limit = HIGH_CARD_FEE_OPTION.limit as { readonly min: Cents; readonly max: Cents };
  if (input.minWagerCents !== limit.min || input.maxWagerCents !== limit.max) throw new SettingsError("high card's limits are $5-$500");
  const policy = rotationPolicyOf(input);
  return {
    tableId: input.tableId,
    name: input.name,
    gameId: input.gameId,
    gameOptions: optionsRecord(input.gameOptions),
    rulesVersion: input.rulesVersion ?? "1",
    seats: input.seats,
    limits: { min: limit.min, max: limit.max },
    fee: { scheduleId: HIGH_CARD_SCHEDULE_ID, optionId: HIGH_CARD_FEE_OPTION.id, option: HIGH_CARD_FEE_OPTION },
    rotationPolicy: policy,
    bettingSeconds: input.bettingSeconds ?? null,
    decks: 1,
  };
}

const GAME: ShellGame = {
  name: "High card",
  decks: [1],
  shoeSpec: (decks) => shoeSpec(decks),
  burnAfter: () => 0,
  cardsBehindCutCard: 10,
  settingsFrom: highCardSettings,
};

function rulesOf(settings: TableSettingsBase): WageringRules {
  return wageringRules({ tableLimits: settings.limits, bets: [{ id: "high", label: "High card", backlineAllowed: false }] });
}

// ------------------------------------------------------------------------------------------------
// The round: who gets the next card, and who won

const RANKS = "23456789TJQKA";

/** The seats still to get a card, the player-dealer last; empty once every card is out. */
export function seatsToDeal(round: HighCardRound): SeatNumber[] {
  const players = [...new Set(round.wagers.map((w) => w.seat))].sort((a, b) => a - b);
  return [...players, round.playerDealerSeat].slice(round.steps.length);
}

function settlementOf(round: HighCardRound, seats: number): HighCardSettlement {
  const cardOf = (seat: SeatNumber) => round.steps.find((s) => s.seat === seat)!.card;
  const pdCard = cardOf(round.playerDealerSeat);
  const pdRank = RANKS.indexOf(pdCard[0]!);
  const wagers: ResolvedWager[] = round.wagers.map((w) => {
    const rank = RANKS.indexOf(cardOf(w.seat)[0]!);
    const resolution = rank > pdRank ? { outcome: "win" as const, winnings: w.amount } : rank < pdRank ? { outcome: "lose" as const } : { outcome: "push" as const };
    return { seat: w.seat, bet: w.bet, amount: w.amount, resolution };
  });
  const walk = walkBank({ bank: round.bank, pdSeat: round.playerDealerSeat, seats, actionSeat: clockwiseFrom(round.playerDealerSeat, 1, seats), order: "seat-by-seat", betOrder: ["high"], wagers });
  return { walk, conservation: conservationOf(walk), playerDealerCard: pdCard };
}

// ------------------------------------------------------------------------------------------------
// decide and evolve

/** What the floor's words for high card's events read. */
export interface HighCardWords {
  readonly before: HighCardState;
  readonly after: HighCardState;
}

const { declare, set } = commandsOf<HighCardState, HighCardEvent, HighCardWords>();

/**
 * Each command once: its schema, who may send it, its rule, and the floor's words for what it
 * records. The shell answers seating, the bank, the shoe and the floor's table commands (GAME).
 */
export const HIGH_CARD_COMMANDS = set(guard, [
  ...shellCommands<HighCardState>(() => GAME),
  declare({ ...SHARED_COMMANDS["end-shoe"], decide: (state, _command, ctx) => endShoe(state, ctx) }),
  declare({ ...SHARED_COMMANDS["open-betting"], decide: (state, _command, ctx) => decideOpenRound(state, ctx) }),
  declare({
    schema: z.object({ type: z.literal("place-wager"), seat, amount: cents }).strict(),
    roles: ROUND_STEP,
    decide(state, command, ctx) {
      const round = state.round;
      const closed = placeWagerWindow(round, ctx);
      if (closed || !round) return closed ?? refuse("NO_ROUND", "Open betting first.");
      const settings = state.settings!;
      return decidePlaceWager({ ...state, settings, round }, { seat: command.seat, bet: "high", amount: command.amount }, rulesOf(settings));
    },
  }),
  declare({ ...SHARED_COMMANDS["remove-wager"], decide: (state, command) => decideRemoveWager(state, command.wagerId, rulesOf(state.settings!)) }),
  declare({
    ...SHARED_COMMANDS["close-betting"],
    decide(state, _command, ctx) {
      const round = state.round;
      if (!round) return refuse("NOT_BETTING", "Betting is not open.");
      return decideCloseBetting(state, handFees(round, feeWagers(round.wagers, () => "game")), ctx);
    },
  }),
  declare({
    schema: z.object({ type: z.literal("deal-card"), card: card.optional(), faceDown: z.boolean().optional(), source: z.enum(["dealer", "reader"]).optional() }).strict(),
    roles: ROUND_STEP,
    decide(state, command) {
      const round = state.round;
      if (!round || round.phase !== "dealing") return refuse("NOT_DEALING", "No card is due: close betting first.");
      const seat = seatsToDeal(round)[0];
      if (seat === undefined) return refuse("NO_CARD_DUE", "Every card is out: settle the round.");
      const faceDown = seat === round.playerDealerSeat;
      const taken = takeCard(state, command, { faceDown, describe: faceDown ? "the player-dealer's card" : `seat ${seat}'s card` });
      if (!taken.ok) return taken;
      if (taken.card === UNREAD) return refuse("CARD_NEEDED", "Enter the player-dealer's card: the settlement needs it.");
      return accept({ type: "CardDealt", step: { kind: "deal", seat, card: taken.card, source: taken.source } });
    },
    words: { CardDealt: (event) => `Seat ${event.step.seat} was dealt a card.` },
  }),
  declare({ ...SHARED_COMMANDS["undo-card"], decide: () => refuse("NOTHING_TO_UNDO", "High card takes no card back; a supervisor can void the round.") }),
  declare({
    ...SHARED_COMMANDS.settle,
    decide(state) {
      const round = state.round;
      if (!round || round.phase !== "dealing") return refuse("NOT_DEALING", "There is no dealt hand to settle.");
      if (seatsToDeal(round).length > 0) return refuse("HAND_NOT_COMPLETE", "Deal every card first.");
      const settlement = settlementOf(round, state.settings!.seats);
      if (!settlement.conservation.ok) return refuse("INTERNAL_MONEY_CHECK", "The settlement does not balance; nothing was changed. Call the floor.");
      return accept({ type: "RoundSettled", settlement });
    },
  }),
  declare({
    ...SHARED_COMMANDS["end-round"],
    decide(state, _command, ctx) {
      const round = state.round;
      const unfinished = unfinishedSettlement(round);
      if (unfinished || !round?.settlement) return unfinished ?? refuse("NOT_SETTLING", "Settle the round first.");
      const complete = completeHand(state, ctx);
      if (!complete.ok) return complete;
      const walk = round.settlement.walk;
      const result: HighCardResult = { id: round.id, handNumber: round.handNumber, cards: round.steps.map((s) => ({ seat: s.seat, card: s.card })), bankAfter: walk.bankAfter, pdNet: walk.pdNet };
      return accept<HighCardEvent>({ type: "RoundCompleted", round: result, at: ctx.now }, ...complete.events);
    },
    words: { RoundCompleted: (event) => `Hand ${event.round.handNumber} ended.` },
  }),
  declare({ ...SHARED_COMMANDS["void-round"], decide: (state, command, ctx) => decideVoid(state, command.reason, ctx) }),
]);

export const HighCardCommand = HIGH_CARD_COMMANDS.schema;
export type HighCardCommand = z.infer<typeof HighCardCommand>;

export function evolveHighCard(state: HighCardState, event: HighCardEvent): HighCardState {
  const round = state.round;
  switch (event.type) {
    case "TableOpened":
      return { ...state, settings: event.settings, rotation: initialRotation(event.settings.seats, event.settings.rotationPolicy), lastActivityAt: event.at };
    case "ShoeEnded":
      return { ...state, shoe: null, lastActivityAt: event.at };
    case "WagerPlaced":
      return round ? { ...state, round: withWager(round, event.wager) } : state;
    case "CardDealt":
      return round ? { ...state, shoe: takeFromShoe(state.shoe, event.step.card), round: { ...round, steps: [...round.steps, event.step] } } : state;
    case "RoundSettled":
      return round ? { ...state, round: withSettlement(round, event.settlement) } : state;
    case "RoundCompleted":
      return { ...state, round: null, bank: event.round.bankAfter, lastRound: event.round, lastActivityAt: event.at };
    default:
      return evolveShell(state, event, (opened) => ({ ...openedRound(opened), settlement: null }));
  }
}

// ------------------------------------------------------------------------------------------------
// Views: the wall never holds the player-dealer's card before it is turned over

/** The cards on the layout; the player-dealer's face down until the settlement (`faceDown` true, no card). */
function layoutCards(round: HighCardRound | null, showHidden: boolean) {
  if (!round) return [];
  const turned = round.phase === "settling";
  return round.steps.map((s) => (s.seat === round.playerDealerSeat && !turned && !showHidden ? { seat: s.seat, faceDown: true as const } : { seat: s.seat, card: s.card, ...(s.seat === round.playerDealerSeat && !turned ? { faceDown: true as const } : {}) }));
}

function displayView(state: HighCardState) {
  const round = state.round;
  return {
    role: "display" as const,
    family: "high-card" as const,
    table: tablePublicView(state),
    wagers: (round?.wagers ?? []).map((w) => ({ seat: w.seat, amount: w.amount })),
    cards: layoutCards(round, false),
    results: round?.settlement ? round.settlement.walk.lines.map((l) => ({ seat: l.seat, outcome: l.outcome, toPlayer: l.toPlayer })) : [],
    lastRound: state.lastRound ? { handNumber: state.lastRound.handNumber, cards: state.lastRound.cards } : null,
  };
}

function nextStep(state: HighCardState): { readonly command: string | null; readonly label: string } {
  const idle = tableNextAction(state);
  if (idle) return { command: idle.command, label: idle.label };
  const round = state.round!;
  if (round.phase === "betting") return { command: "close-betting", label: "No more bets" };
  if (round.phase === "dealing") return seatsToDeal(round).length > 0 ? { command: "deal-card", label: "Deal a card" } : { command: "settle", label: "Turn over and settle" };
  return round.settledLines < (round.settlement?.walk.lines.length ?? 0) ? { command: "advance-settlement", label: "Settle the next line" } : { command: "end-round", label: "End the round" };
}

type DealerView = ReturnType<typeof dealerView>;
export type HighCardViews = { readonly dealer: DealerView; readonly display: ReturnType<typeof displayView>; readonly supervisor: Omit<DealerView, "role"> & { readonly role: "supervisor" } };

function dealerView(state: HighCardState, display: ReturnType<typeof displayView>) {
  const round = state.round;
  return {
    ...display,
    role: "dealer" as const,
    cards: layoutCards(round, true),
    wagers: (round?.wagers ?? []).map((w) => ({ id: w.id, seat: w.seat, amount: w.amount })),
    fees: round?.fees?.map((f) => ({ cents: f.cents, rule: f.rule.text })) ?? null,
    settlement: round?.settlement ? { lines: round.settlement.walk.lines, settledLines: round.settledLines } : null,
    next: nextStep(state),
  };
}

export function highCardViews(state: HighCardState): HighCardViews {
  return lazyViews({
    display: () => displayView(state),
    dealer: (display) => dealerView(state, display),
    supervisor: (dealer) => ({ ...dealer, role: "supervisor" as const }),
  });
}

export const highCardMachine: TableMachine<HighCardState, HighCardCommand, HighCardEvent, HighCardViews> = {
  parseCommand: (input) => parseCommandWith(HighCardCommand, input),
  decide: HIGH_CARD_COMMANDS.decide,
  evolve: evolveHighCard,
  views: highCardViews,
};
