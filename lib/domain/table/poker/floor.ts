/**
 * The floor's view of a poker table: its replay frames (the button and blinds, who was dealt in,
 * the kill, the flop, the drop, the winners), its events in words (the shared ones as every table
 * words them, poker's own as their commands declare them, commands.ts), and its hands and game, with
 * the filing lines of every rule, for the regulator. Nobody banks: no player-dealer, no bank, no ledger.
 */
import { formatCents } from "../../money";
import { cardsWords } from "../../cards/card";
import { describeStakes, pokerCatalogue, type PokerStep } from "../../poker";
import { completedRecord, filingRecord, gameRecordOf } from "../common/floor-fields";
import { exportedFees, feeLineViews, feeOptionText, type ExportedRoundBase, type FloorRecords, type FloorTile, type GameRecord, type TileFact, type ReplayFrameBase, type RoundListWords } from "../common/floor-records";
import { describeCommonEvent, isCommonEvent, STAFF_ID_AS_IS, type CommonFamilyEvent, type StaffName } from "../common/floor-words";
import { eventWords, type AllEventWords } from "../common/command-set";
import type { ShellEvent } from "../common/events";
import { POKER_COMMANDS, type PokerWords } from "./commands";
import { winnersText } from "./completed-hand";
import type { PokerTableEvent } from "./events";
import { pokerGameOf } from "./game-of";
import type { PokerTableSettings } from "./settings";
import type { CompletedPokerHand, PokerLiveState, PokerRound } from "./state";
import { pokerDisplayView, pokerSupervisorView, type PokerDealPlanView, type PokerDisplayView } from "./views";

export interface PokerReplayFrame extends ReplayFrameBase {
  readonly family: "poker";
  readonly stakes: string;
  readonly positions: PokerDisplayView["positions"];
  readonly players: readonly { readonly seat: number; readonly name: string | null; readonly status: string }[];
  /** The hand in play as recorded so far: dealt in, straddle, kill, flop, drop. */
  readonly hand: {
    readonly number: number;
    readonly dealtIn: readonly number[];
    readonly straddle: number | null;
    readonly kill: { readonly seat: number; readonly kind: string; readonly cents: number } | null;
    readonly flop: boolean;
    readonly flopPlayers: readonly number[] | null;
    readonly drop: { readonly cents: number; readonly text: string } | null;
  } | null;
  readonly kill: PokerDisplayView["kill"];
  readonly plan: PokerDealPlanView | null;
  readonly board: readonly string[];
  readonly timeCollectedCents: number;
  /** The finished hand, once its pot is awarded, with its winners in words (each pot's amount and each seat's share where entered). */
  readonly result: (CompletedPokerHand & { readonly winners: string }) | null;
}

export interface ExportedPokerRound extends ExportedRoundBase {
  readonly family: "poker";
  readonly stakes: string;
  readonly button: number | null;
  readonly buttonDead: boolean;
  readonly smallBlind: number | null;
  readonly bigBlind: number | null;
  readonly dealtIn: readonly number[];
  readonly straddle: number | null;
  readonly kill: { readonly seat: number; readonly kind: string; readonly reason: string; readonly cents: number } | null;
  readonly flop: boolean;
  readonly board: readonly string[];
  /** Every step of the hand as recorded. */
  readonly steps: readonly PokerStep[];
  readonly result: { readonly pots: CompletedPokerHand["pots"]; readonly potCents: number | null; readonly winners: string; readonly dropCents: number; readonly killAfter: string } | null;
}

/** What a finished poker hand's stored summary gives the history list. */
export interface PokerResultFields {
  readonly family: "poker";
  readonly hand: CompletedPokerHand | null;
}

// ------------------------------------------------------------------------------------------------
// Words for each event

/** Poker's own events in the words their commands declare (commands.ts; a compile error if one has none). */
const OWN_WORDS: AllEventWords<Exclude<PokerTableEvent, ShellEvent | CommonFamilyEvent>, PokerWords> = POKER_COMMANDS.words;

export function describePokerEvent(event: PokerTableEvent, before: PokerLiveState, after: PokerLiveState = before, staff: StaffName = STAFF_ID_AS_IS): string {
  if (event.type === "RoundOpened") return `Hand opened (round ${event.handNumber})`;
  if (isCommonEvent(event)) return describeCommonEvent(event, before, undefined, staff);
  return eventWords(OWN_WORDS, event, { before, after, staff });
}

// ------------------------------------------------------------------------------------------------
// Replay frames

export function pokerFrame(state: PokerLiveState): PokerReplayFrame | null {
  if (!state.settings || !state.table) return null;
  const v = pokerSupervisorView(state);
  const round = state.round;
  const hand = state.table.hand?.status === "in-play" ? state.table.hand : null;
  return {
    family: "poker",
    status: v.status,
    phase: v.phase,
    handNumber: v.handNumber,
    gameName: v.gameName,
    playerDealer: null,
    bank: null,
    wagers: [],
    fees: { lines: feeLineViews(round ? round.fees : null), total: round ? round.fees.reduce((s, f) => s + f.cents, 0) : null, option: feeOptionText(state.settings) },
    settlement: null,
    actionSeat: null,
    next: { label: v.next.label, hint: v.next.hint },
    corrections: [],
    stakes: v.stakes,
    positions: v.positions,
    players: v.players,
    hand: hand
      ? {
          number: hand.number,
          dealtIn: hand.dealtIn,
          straddle: hand.straddle,
          kill: hand.kill ? { seat: hand.kill.seat, kind: hand.kill.kind, cents: hand.kill.cents } : null,
          flop: hand.flop !== null,
          flopPlayers: hand.flop?.players ?? null,
          drop: hand.drop ? { cents: hand.drop.cents, text: hand.drop.text } : null,
        }
      : null,
    kill: v.kill,
    plan: v.plan,
    board: round?.board ?? [],
    timeCollectedCents: v.timeCollectedCents,
    result: !round && state.lastHand ? { ...state.lastHand, winners: winnersText(state.lastHand.pots, state.lastHand.potCents, state.lastHand.shares ?? null) } : null,
  };
}

// ------------------------------------------------------------------------------------------------
// The regulator's export

export function pokerGameRecord(settings: PokerTableSettings): GameRecord {
  const game = pokerGameOf(settings);
  const option = settings.fee.option;
  const posted = pokerCatalogue(game).find((o) => o.optionId === option.id);
  const rules: { rule: string; text: string; source: string }[] = [
    { rule: "hands", text: `${game.holeCards} hole cards; ${game.holeCardsUsed === "exactly-two" ? "exactly two hole cards and three board cards" : "the best five of seven, the board may play"}; ${game.split === "high" ? "high only" : "high/low split, 8-or-better low"}`, source: game.handsSource },
    { rule: "stakes", text: describeStakes(settings.stakes), source: `schedule option ${option.id}: ${posted?.limits.map((l) => l.label).join("; ") ?? ""}` },
    { rule: "raises", text: `a bet and ${game.raises.cap} raises${game.raises.headsUpUnlimited ? ", unlimited with two players" : ""}`, source: game.raises.source },
    { rule: "first-button", text: `high card; ties ${game.firstButton.tie === "suit-order" ? "by suit (spades, hearts, diamonds, clubs)" : "dealt again"}`, source: game.firstButton.source },
    { rule: "button", text: game.buttonRule === "dead-button" ? "dead button" : "moving button", source: "see option buttonRule" },
    { rule: "drop", text: `players counted: ${game.drop.playerCount}; without a flop: ${game.drop.withoutFlop}`, source: game.drop.source },
    ...(game.straddle ? [{ rule: "straddle", text: `live straddle of ${game.straddle.bigBlinds} big blinds at ${game.straddle.structures.join(", ")} tables`, source: game.straddle.source }] : []),
    ...(game.kill
      ? [{ rule: "kill", text: `${game.kill.size} kill, trigger ${game.kill.trigger}, scoop of at least ${game.kill.scoopPotUpperLimits} upper limits, voluntary killer shows ${game.kill.voluntaryStackKillBlinds} kill blinds`, source: game.kill.source }]
      : []),
    { rule: "time", text: `paid ${game.time.payment}, proration ${game.time.proration}, sitting out ${game.time.sittingOut}`, source: game.time.source },
    { rule: "odd-chips", text: `${game.oddChips}; halves: ${game.oddChipOfHalves}; chip ${formatCents(settings.chipCents)}`, source: game.oddChipSource },
  ];
  return gameRecordOf("poker", settings, game, [filingRecord(game.filing)], rules, { name: `${game.name} (${game.room})`, decks: 1, rotationPolicy: null });
}

function handOfSteps(round: PokerRound): { deal: Extract<PokerStep, { kind: "deal" }> | null; flop: boolean } {
  const deal = round.steps.find((s): s is Extract<PokerStep, { kind: "deal" }> => s.kind === "deal") ?? null;
  return { deal, flop: round.steps.some((s) => s.kind === "flop") };
}

export function exportedPokerRound(round: PokerRound, settings: PokerTableSettings, openedAt: Date): ExportedPokerRound {
  const fees = exportedFees(round.fees);
  const hand = round.dealt;
  const { flop } = handOfSteps(round);
  const p = hand?.positions ?? null;
  return {
    family: "poker",
    roundId: round.id,
    handNumber: round.handNumber,
    status: "in-progress",
    openedAt: openedAt.toISOString(),
    endedAt: null,
    playerDealerSeat: null,
    bankHand: null,
    bankCents: null,
    feeOption: feeOptionText(settings),
    wagers: [],
    fees,
    feeTotalCents: fees.reduce((s, f) => s + f.cents, 0),
    settlement: null,
    corrections: [],
    voidReason: null,
    voidedBy: null,
    stakes: hand ? describeStakes(hand.stakes) : describeStakes(settings.stakes),
    button: p?.button ?? null,
    buttonDead: p?.buttonDead ?? false,
    smallBlind: p ? (p.smallBlindPosted ? p.smallBlindSeat : null) : null,
    bigBlind: p?.bigBlind ?? null,
    dealtIn: hand?.dealtIn ?? [],
    straddle: hand?.straddle ?? null,
    kill: hand?.kill ? { seat: hand.kill.seat, kind: hand.kill.kind, reason: hand.kill.reason, cents: hand.kill.cents } : null,
    flop,
    board: round.board,
    steps: round.steps,
    result: null,
  };
}

function withPokerResult(r: ExportedPokerRound, completed: CompletedPokerHand, at: Date): ExportedPokerRound {
  return {
    ...completedRecord(r, at),
    button: completed.button,
    buttonDead: completed.buttonDead,
    smallBlind: completed.smallBlind,
    bigBlind: completed.bigBlind,
    dealtIn: completed.dealtIn,
    straddle: completed.straddle,
    kill: completed.kill,
    stakes: completed.stakes,
    flop: completed.flop,
    result: { pots: completed.pots, potCents: completed.potCents, winners: winnersText(completed.pots, completed.potCents, completed.shares ?? null), dropCents: completed.dropCents, killAfter: completed.killAfter },
  };
}

function pokerResultFields(result: unknown): PokerResultFields {
  const r = (result ?? null) as CompletedPokerHand | null;
  return { family: "poker", hand: r && Array.isArray(r.pots) ? r : null };
}

function pokerListWords(r: PokerResultFields): RoundListWords {
  const h = r.hand;
  if (!h) return { result: "In play", cards: "—" };
  return {
    result: `${winnersText(h.pots, h.potCents, h.shares ?? null)}; drop ${formatCents(h.dropCents)}${h.kill ? `; killed by seat ${h.kill.seat}` : ""}`,
    cards: `Button ${h.button}${h.buttonDead ? " (dead)" : ""}, blinds ${h.smallBlind ?? "dead"}/${h.bigBlind}; dealt ${h.dealtIn.length}${h.flop ? ", flop" : ", no flop"}${h.board.length ? `; board ${cardsWords(h.board)}` : ""}`,
  };
}

/**
 * A poker table's card on the floor dashboard: nobody banks, so in place of the player-dealer and the
 * bank, the stakes (a killed pot's while it is played), the button and blinds, the kill and the time
 * clock, as the wall posts them.
 */
export function pokerTile(state: PokerLiveState): FloorTile | null {
  if (!state.settings || !state.table) return null;
  const v = pokerDisplayView(state);
  const p = v.positions;
  const facts: TileFact[] = [
    { term: "Stakes", value: v.killedHand ? `${v.stakes} (killed pot)` : v.tableStakes },
    { term: "Button", value: p ? `seat ${p.button}${p.buttonDead ? " (dead)" : ""} · blinds ${p.smallBlind === null ? "dead and" : `seats ${p.smallBlind} and`} ${p.bigBlind}` : "not drawn yet" },
  ];
  if (v.kill) facts.push({ term: "Kill", value: `${v.kill.words} · kill blind ${formatCents(v.kill.killBlindCents)}` });
  if (v.time) facts.push({ term: "Time", value: `${formatCents(v.time.perHalfHourCents)} each half hour`, until: v.time.running ? v.time.nextAt : null });
  return { seats: `${v.seats.length} seats, nobody banks`, facts };
}

/** The floor's records of a poker table. */
export const pokerFloor: FloorRecords<PokerLiveState, PokerTableEvent, PokerReplayFrame, ExportedPokerRound, PokerResultFields> = {
  frame: pokerFrame,
  describe: describePokerEvent,
  gameRecord: pokerGameRecord,
  exportRound: exportedPokerRound,
  withResult: (exported, event, at) => (event.type === "RoundCompleted" ? withPokerResult(exported, event.round, at) : exported),
  resultFields: pokerResultFields,
  listWords: pokerListWords,
  tile: pokerTile,
  // A hand's award corrected by the floor after it ended names the hand it corrects; no difference is walked for it.
  afterEnd: {
    corrections: [
      {
        type: "RoundCorrected",
        roundIdAt: ["round", "id"],
        // The hand's result as corrected, audited with the reason.
        record: (event) => {
          const e = event as Extract<PokerTableEvent, { type: "RoundCorrected" }>;
          return { result: e.round, endedAt: e.endedAt, audit: { by: e.approvedBy, action: "round.correct-result", detail: { roundId: e.round.id, ...(e.words ? { correction: e.words } : {}) }, reason: e.reason } };
        },
      },
    ],
    walks: [],
  },
};
