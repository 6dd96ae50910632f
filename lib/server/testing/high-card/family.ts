/**
 * The test family "high card" (game.ts) as one family object (lib/domain/table/family.ts): what the
 * server, the floor and the calculators need of it. Registered only by the tests that play it:
 * `startServer({ kinds: withFamilies({ "high-card": highCardFamily }) })` (lib/server/tables/kinds.ts).
 */
import { bettingTimer } from "@/lib/domain/table/common/decide";
import { completedRecord, exportedRoundBase } from "@/lib/domain/table/common/floor-fields";
import { feeLineViews, feeOptionText, type ExportedRoundBase, type FloorRecords, type ReplayFrameBase } from "@/lib/domain/table/common/floor-records";
import type { TableFamily } from "@/lib/domain/table/family";
import { eventWords, type AllEventWords } from "@/lib/domain/table/common/command-set";
import {
  EMPTY_HIGH_CARD_TABLE,
  HIGH_CARD_COMMANDS,
  HIGH_CARD_FEE_OPTION,
  HIGH_CARD_GAME_ID,
  HIGH_CARD_SCHEDULE_ID,
  type HighCardCommand,
  highCardMachine,
  highCardSettings,
  seatsToDeal,
  type HighCardEvent,
  type HighCardResult,
  type HighCardState,
  type HighCardViews,
  type HighCardWords,
} from "./game";

const NAME = "High card (a test game)";

/** The round's own events in the words their commands declare (a compile error if one has none). */
const ROUND_WORDS: AllEventWords<Extract<HighCardEvent, { type: "CardDealt" | "RoundCompleted" }>, HighCardWords> = HIGH_CARD_COMMANDS.words;

type Frame = ReplayFrameBase & { readonly family: "high-card"; readonly cards: readonly { readonly seat: number; readonly card: string }[] };
type Exported = ExportedRoundBase & { readonly family: "high-card"; readonly cards: readonly { readonly seat: number; readonly card: string }[] };
type Result = { readonly family: "high-card"; readonly pdNet: number | null; readonly cards: readonly { readonly seat: number; readonly card: string }[] };
type Report = { readonly game: string; readonly winner: "player" | "player-dealer" | "push" };

const floor: FloorRecords<HighCardState, HighCardEvent, Frame, Exported, Result> = {
  frame(state) {
    const settings = state.settings;
    if (!settings) return null;
    const round = state.round;
    const fees = feeLineViews(round?.fees ?? null);
    return {
      family: "high-card",
      status: state.status,
      phase: round ? round.phase : "waiting",
      handNumber: state.handNumber,
      gameName: NAME,
      playerDealer: round ? { seat: round.playerDealerSeat, bankHand: round.bankHand } : null,
      bank: round ? round.bank : state.bank,
      wagers: (round?.wagers ?? []).map((w) => ({ id: w.id, seat: w.seat, bet: w.bet, betName: "High card", amount: w.amount, backline: w.backline })),
      fees: { lines: fees, total: fees ? fees.reduce((sum, f) => sum + f.cents, 0) : null, option: feeOptionText(settings) },
      settlement: null,
      actionSeat: null,
      next: { label: round && round.phase === "dealing" && seatsToDeal(round).length > 0 ? "Deal a card" : "Next step", hint: "" },
      corrections: [],
      cards: (round?.steps ?? []).map((s) => ({ seat: s.seat, card: s.card })),
    };
  },
  describe(event, before, after) {
    // The round's events in the words their commands declare; the shell's by name (a test game's floor).
    if (event.type === "CardDealt" || event.type === "RoundCompleted") return eventWords(ROUND_WORDS, event, { before, after });
    return event.type;
  },
  gameRecord(settings) {
    return {
      id: settings.gameId,
      family: "high-card",
      name: NAME,
      rulesVersion: settings.rulesVersion,
      filings: [],
      configured: settings.gameOptions,
      options: [],
      seats: settings.seats,
      decks: settings.decks,
      limits: { minCents: settings.limits.min, maxCents: settings.limits.max },
      rotationPolicy: settings.rotationPolicy,
    };
  },
  exportRound(round, settings, openedAt) {
    // The shared record (fees, wagers, the bank); the cards are the family's own.
    return { ...exportedRoundBase("high-card", { ...round, settlement: null, corrections: [] }, settings, openedAt, null), cards: round.steps.map((s) => ({ seat: s.seat, card: s.card })) };
  },
  withResult(exported, _event, at) {
    return completedRecord(exported, at);
  },
  resultFields(result) {
    const r = result as HighCardResult | null;
    return { family: "high-card", pdNet: r?.pdNet ?? null, cards: r?.cards ?? [] };
  },
  listWords(fields) {
    return { result: fields.pdNet === null ? "In play" : `Player-dealer ${fields.pdNet >= 0 ? "won" : "lost"} ${Math.abs(fields.pdNet) / 100}`, cards: fields.cards.map((c) => `${c.seat}: ${c.card}`).join(" / ") };
  },
  // Its rounds are not corrected once they end: nothing after a round's end belongs to it.
  afterEnd: { corrections: [], walks: [] },
};

/** A round in play as the wall shows it: the player-dealer's card face down until the settlement; the words name no card. */
const floorFaceUp = {
  ...floor,
  faceUp: {
    frame(state: HighCardState): Frame | null {
      const frame = floor.frame(state);
      const round = state.round;
      if (!frame || !round || round.phase === "settling") return frame;
      return { ...frame, cards: frame.cards.map((c) => (c.seat === round.playerDealerSeat ? { ...c, card: "face-down" } : c)) };
    },
    describe: floor.describe,
    exportRound(state: HighCardState & { readonly round: NonNullable<HighCardState["round"]>; readonly settings: NonNullable<HighCardState["settings"]> }, openedAt: Date): Exported {
      const record = floor.exportRound(state.round, state.settings, openedAt);
      const round = state.round;
      if (round.phase === "settling") return record;
      return { ...record, cards: record.cards.map((c) => (c.seat === round.playerDealerSeat ? { ...c, card: "face-down" } : c)) };
    },
  },
};

const RANKS = "23456789TJQKA";

export const highCardFamily: TableFamily<HighCardState, HighCardCommand, HighCardEvent, HighCardViews, Frame, Exported, Result, Report> = {
  title: "High card",
  // A test's family: no table of it on the demo floor.
  demoTables: [],
  noun: "high card",
  gameIds: [HIGH_CARD_GAME_ID],
  isGameId: (gameId) => gameId === HIGH_CARD_GAME_ID,
  gameName: () => NAME,
  catalogue: () => [{ id: HIGH_CARD_GAME_ID, name: NAME, filings: [], decks: [1], layouts: [{ seats: 7, label: "6 players + player-dealer" }], options: [], bets: [{ id: "high", name: "High card" }] }],
  settingsFrom: highCardSettings,
  // Its collection is its own (game.ts), filed with no game of lib/domain/fees.
  feePairing: (table) => (table.feeScheduleId === HIGH_CARD_SCHEDULE_ID ? null : { field: "feeScheduleId", message: "high card takes only its own posted collection" }),
  commands: HIGH_CARD_COMMANDS,
  machine: highCardMachine,
  empty: EMPTY_HIGH_CARD_TABLE,
  opened: (settings, at) => ({ type: "TableOpened", settings, at }),
  timers: bettingTimer,
  floor: floorFaceUp,
  settle: {
    /** `{ "player": "KS", "playerDealer": "9D" }`: who wins. */
    run(input) {
      const { player, playerDealer } = input as { player?: string; playerDealer?: string };
      const p = RANKS.indexOf(player?.[0] ?? "");
      const d = RANKS.indexOf(playerDealer?.[0] ?? "");
      if (p < 0 || d < 0) throw new Error("give the player's and the player-dealer's cards");
      return { game: HIGH_CARD_GAME_ID, winner: p > d ? "player" : p < d ? "player-dealer" : "push" };
    },
    betName: () => "High card",
    usage: "high card: { player, playerDealer } cards",
    format: "{ player, playerDealer }",
    examples: [{ id: "high-card-king-nine", name: "King against nine", input: { player: "KS", playerDealer: "9D" } }],
  },
};

/** The collection the family posts, for the tests' expectations. */
export const HIGH_CARD_FEES = HIGH_CARD_FEE_OPTION;
