/**
 * The commands a dealer tablet, the floor or the server's clock may send to a poker table, each
 * declared once (common/command-set.ts): its schema (zod), who may send it, its rule, and the
 * floor's words for the events it records. The commands every table shares keep their schema and
 * roles in common/commands.ts; poker answers them itself (seating is a step of the rules engine,
 * and those that make no sense where nobody banks and no shoe is recorded are refused in words),
 * passing only pause, resume, close and configuration to the shell. The longer rules are named in
 * decide.ts, the words for a step of the rules engine in step-words.ts.
 */
import { z } from "zod";
import { formatCents } from "../../money";
import { cardsWords } from "../../cards/card";
import { isTimeOption } from "../../poker";
import { accept, refuse } from "../machine";
import { FLOOR_ONLY, reason, ROUND_STEP, seat, SHARED_COMMANDS } from "../common/commands";
import type { FieldNames } from "../common/command-refusal";
import { commandsOf } from "../common/command-set";
import { decideVoid } from "../common/decide";
import { shellDeclarations } from "../common/shell-commands";
import { payerText } from "../common/floor-records";
import type { StaffName } from "../common/floor-words";
import { winnersText } from "./completed-hand";
import {
  buttonDraw,
  decideAward,
  decideCollectTime,
  decideCorrectAward,
  decideDeal,
  decideShowBoard,
  decideTakeDrop,
  decideUndoStep,
  NO_BANK,
  NO_BETTING,
  NO_SETTLEMENT,
  NO_SHOE,
  one,
  pokerGuard,
  pokerShellGame,
  tableOf,
  timeOf,
} from "./decide";
import type { PokerTableEvent } from "./events";
import type { PokerLiveState } from "./state";
import { stepWords } from "./step-words";

const card = z.string().regex(/^(?:[A2-9TJQK][SHDC]|10[SHDC])$/i, "a card is a rank (A 2-9 T J Q K) and a suit (S H D C), e.g. TD");
const seats = z.array(seat).min(1).max(10);
const potCents = z.number().int().min(0).max(100_000_000);
/** A pot's amount in a refusal: "amount of the main pot", "amount of side pot 1" (the path says "pots 2 cents"). */
export const pokerFieldNames: FieldNames = (path) => {
  const [pots, index, cents] = path.slice(-3);
  if (pots !== "pots" || typeof index !== "number" || cents !== "cents") return undefined;
  return `amount of ${index === 0 ? "the main pot" : `side pot ${index}`}`;
};

/** A pot's amount as counted (main pot, side pot 1, …), in cents: the tablet and the floor take it in dollars and cents. */
const potAmount = z.number().int("a pot's amount is dollars and cents, e.g. 90.50").min(0).max(100_000_000);
const pot = z.object({ high: seats, low: z.array(seat).max(10).optional(), cents: potAmount.optional() }).strict();
/** The winners pot by pot, the main pot first; the pots' amounts for every pot or for none (the pot as a whole is then their total). */
const pots = z
  .array(pot)
  .min(1)
  .max(10)
  .refine((list) => list.every((p) => p.cents === undefined) || list.every((p) => p.cents !== undefined), "enter the amount of every pot (the main pot and each side pot), or of none");

/** What the floor's words for poker's own events read: the table before and after the event, and the staff's names. */
export interface PokerWords {
  readonly before: PokerLiveState;
  readonly after: PokerLiveState;
  readonly staff: StaffName;
}

const { declare, set } = commandsOf<PokerLiveState, PokerTableEvent, PokerWords>();

/** Pause, resume, close and configuration: the shell's, with poker's game. */
const shell = shellDeclarations<PokerLiveState>(pokerShellGame);

/**
 * Each command once. The table's guard runs first (common/decide.ts `guard`, then a table set up:
 * decide.ts `pokerGuard`), then the command's own rule.
 */
export const POKER_COMMANDS = set(pokerGuard, [
  declare({
    ...SHARED_COMMANDS["seat-player"],
    decide: (state, command, ctx) => one(state, { kind: "sit", seat: command.seat, player: command.name, at: timeOf(state, ctx) }),
    // Every step of the engine is one event, worded here for all the commands that record one.
    words: { PokerStep: (event, w) => stepWords(event.step, w.before, w.after) },
  }),
  declare({ ...SHARED_COMMANDS["unseat-player"], decide: (state, command, ctx) => one(state, { kind: "leave", seat: command.seat, at: timeOf(state, ctx) }) }),
  declare({ ...SHARED_COMMANDS["open-bank"], decide: () => NO_BANK }),
  declare({ ...SHARED_COMMANDS["accept-bank"], decide: () => NO_BANK }),
  declare({ ...SHARED_COMMANDS["decline-bank"], decide: () => NO_BANK }),
  declare({ ...SHARED_COMMANDS["pass-bank"], decide: () => NO_BANK }),
  declare({ ...SHARED_COMMANDS["post-bank"], decide: () => NO_BANK }),
  declare({ ...SHARED_COMMANDS["start-shoe"], decide: () => NO_SHOE }),
  declare({ ...SHARED_COMMANDS["burn-cards"], decide: () => NO_SHOE }),
  declare({ ...SHARED_COMMANDS["end-shoe"], decide: () => NO_SHOE }),
  declare({ ...SHARED_COMMANDS["open-betting"], decide: () => NO_BETTING }),
  declare({ ...SHARED_COMMANDS["set-betting-timer"], decide: () => NO_BETTING }),
  declare({ ...SHARED_COMMANDS["close-betting"], decide: () => NO_BETTING }),
  declare({ ...SHARED_COMMANDS["remove-wager"], decide: () => NO_BETTING }),
  declare({ ...SHARED_COMMANDS["undo-card"], decide: () => NO_SHOE }),
  declare({ ...SHARED_COMMANDS.settle, decide: () => NO_SETTLEMENT }),
  declare({ ...SHARED_COMMANDS["advance-settlement"], decide: () => NO_SETTLEMENT }),
  declare({ ...SHARED_COMMANDS["end-round"], decide: () => NO_SETTLEMENT }),
  declare({ ...SHARED_COMMANDS["void-round"], decide: (state, command, ctx) => decideVoid(state, command.reason, ctx) }),
  shell["pause-table"],
  shell["resume-table"],
  shell["close-table"],
  declare({
    ...SHARED_COMMANDS["change-fee-option"],
    decide: () => refuse("FEE_FOLLOWS_STAKES", "A poker table's collection follows its stakes (limit and blinds): an admin changes the stakes, and the schedule option comes with them."),
  }),
  declare({
    ...SHARED_COMMANDS["configure-table"],
    decide(state, command, ctx) {
      if (command.config.seats !== state.settings!.seats && tableOf(state).seats.some((s) => s.status !== "empty")) {
        return refuse("SEATS_OCCUPIED", "Unseat every player before changing the number of seats.");
      }
      return shell["configure-table"].decide(state, command, ctx);
    },
  }),
  declare({
    schema: z.object({ type: z.literal("sit-out"), seat }).strict(),
    roles: ROUND_STEP,
    decide: (state, command, ctx) => one(state, { kind: "sit-out", seat: command.seat, at: timeOf(state, ctx) }),
  }),
  declare({
    schema: z.object({ type: z.literal("come-back"), seat }).strict(),
    roles: ROUND_STEP,
    decide: (state, command, ctx) => one(state, { kind: "come-back", seat: command.seat, at: timeOf(state, ctx) }),
  }),
  declare({
    /** The first button: a card face up to each drawing seat, entered; none: the server deals them from a shuffled deck. */
    schema: z.object({ type: z.literal("draw-for-button"), cards: z.array(z.object({ seat, card }).strict()).min(2).max(10).optional() }).strict(),
    roles: ROUND_STEP,
    decide: (state, command, ctx) => one(state, buttonDraw(state, command.cards, ctx)),
  }),
  declare({
    schema: z
      .object({
        type: z.literal("deal-hand"),
        dealtIn: seats.optional(),
        straddle: seat.optional(),
        voluntaryKill: z.object({ seat, stackCents: potCents }).strict().optional(),
        requiredKill: z.enum(["posted", "not-posted"]).optional(),
        killNextPot: z.array(seat).max(10).optional(),
      })
      .strict(),
    roles: ROUND_STEP,
    decide: (state, command, ctx) =>
      decideDeal(
        state,
        {
          kind: "deal",
          ...(command.dealtIn ? { dealtIn: command.dealtIn } : {}),
          ...(command.straddle !== undefined ? { straddle: command.straddle } : {}),
          ...(command.voluntaryKill ? { voluntaryKill: command.voluntaryKill } : {}),
          ...(command.requiredKill ? { requiredKill: command.requiredKill } : {}),
          ...(command.killNextPot ? { killNextPot: command.killNextPot } : {}),
        },
        ctx,
      ),
  }),
  declare({
    schema: z.object({ type: z.literal("flop"), players: seats.optional() }).strict(),
    roles: ROUND_STEP,
    decide: (state, command) => one(state, { kind: "flop", ...(command.players ? { players: command.players } : {}) }),
  }),
  declare({
    schema: z.object({ type: z.literal("take-drop"), potCents: potCents.optional() }).strict(),
    roles: ROUND_STEP,
    decide: (state, command, ctx) => decideTakeDrop(state, { kind: "take-drop", ...(command.potCents !== undefined ? { potCents: command.potCents } : {}) }, ctx),
    // The fees taken outside the no-more-bets step: the drop here, and as the pot is pushed (award), time collected (collect-time).
    words: {
      FeesDropped: (event) => {
        const total = event.fees.reduce((s, f) => s + f.cents, 0);
        return `Fees dropped: ${formatCents(total)} — ${event.fees.map((f) => `${payerText(f)} ${formatCents(f.cents)} (${f.rule.text})`).join(", ")}`;
      },
    },
  }),
  declare({
    schema: z.object({ type: z.literal("award"), pots, potCents: potCents.optional(), killSizedPot: z.boolean().optional() }).strict(),
    roles: ROUND_STEP,
    decide: (state, command, ctx) =>
      decideAward(
        state,
        { kind: "award", pots: command.pots, ...(command.potCents !== undefined ? { potCents: command.potCents } : {}), ...(command.killSizedPot !== undefined ? { killSizedPot: command.killSizedPot } : {}) },
        ctx,
      ),
    words: {
      RoundCompleted: (event) =>
        `Hand ${event.round.handNumber} complete: ${winnersText(event.round.pots, event.round.potCents, event.round.shares ?? null)}; drop ${formatCents(event.round.dropCents)}${event.round.kill ? `; killed by seat ${event.round.kill.seat}` : ""}${event.round.killAfter ? `; ${event.round.killAfter}` : ""}`,
    },
  }),
  declare({
    schema: z.object({ type: z.literal("misdeal") }).strict(),
    roles: ROUND_STEP,
    decide(state, _command, ctx) {
      const round = state.round;
      if (!round) return refuse("NO_HAND", "No hand is in play.");
      return one(state, { kind: "misdeal" }, { type: "RoundVoided", roundId: round.id, reason: "Misdeal: the hand is dealt again with the same button and blinds", by: ctx.actor.id, at: ctx.now, fees: [] });
    },
  }),
  declare({
    /** Takes back the last step of the hand that moved no money (the flop, the board). */
    schema: z.object({ type: z.literal("undo-step") }).strict(),
    roles: ROUND_STEP,
    decide: (state) => decideUndoStep(state),
    words: { StepUndone: (event) => `Taken back: ${event.step.kind === "flop" ? "the flop" : event.step.kind}` },
  }),
  declare({
    /** The community cards as the wall shows them, where the room shows the board. */
    schema: z.object({ type: z.literal("show-board"), cards: z.array(card).max(5) }).strict(),
    roles: ROUND_STEP,
    decide: (state, command) => decideShowBoard(state, command.cards),
    words: { BoardShown: (event) => (event.cards.length ? `Board shown on the wall: ${cardsWords(event.cards)}` : "Board cleared from the wall") },
  }),
  declare({
    schema: z.object({ type: z.literal("start-clock") }).strict(),
    roles: ROUND_STEP,
    decide: (state, _command, ctx) => one(state, { kind: "start-clock", at: timeOf(state, ctx) }),
  }),
  declare({
    schema: z.object({ type: z.literal("stop-clock") }).strict(),
    roles: ROUND_STEP,
    decide: (state, _command, ctx) => one(state, { kind: "stop-clock", at: timeOf(state, ctx) }),
  }),
  declare({
    schema: z.object({ type: z.literal("collect-time"), seat }).strict(),
    roles: ROUND_STEP,
    decide: (state, command, ctx) => decideCollectTime(state, command.seat, ctx),
  }),
  declare({
    /** The server's clock: a half hour of time collection has begun (or ended), so time may be due. */
    schema: z.object({ type: z.literal("time-due") }).strict(),
    roles: ROUND_STEP,
    decide(state, _command, ctx) {
      const table = tableOf(state);
      if (!isTimeOption(table.option) || table.clock === null || table.clock.stoppedAt !== null) return refuse("NO_CLOCK", "The time clock is not running.");
      return accept<PokerTableEvent>({ type: "TimeFellDue", at: timeOf(state, ctx) });
    },
    words: { TimeFellDue: (event) => `Time clock: a half hour has begun at ${new Date(event.at).toISOString().slice(11, 16)} UTC` },
  }),
  // Supervisor
  declare({
    schema: z.object({ type: z.literal("correct-award"), pots, potCents: potCents.optional(), killSizedPot: z.boolean().optional(), reason }).strict(),
    roles: FLOOR_ONLY,
    decide: (state, command, ctx) => decideCorrectAward(state, command, ctx),
    words: {
      RoundCorrected: (event, w) => `Winners of hand ${event.round.handNumber} corrected by ${w.staff(event.approvedBy)}: ${event.words ?? `${winnersText(event.from)} → ${winnersText(event.round.pots)}`} (${event.reason})`,
    },
  }),
]);

export const PokerCommand = POKER_COMMANDS.schema;
export type PokerCommand = z.infer<typeof PokerCommand>;
export type PokerCommandType = PokerCommand["type"];

export const ALL_POKER_COMMAND_TYPES: readonly PokerCommandType[] = POKER_COMMANDS.types;
