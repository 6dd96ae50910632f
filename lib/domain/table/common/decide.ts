/**
 * What every live table shares, whatever its game: who may act now (the guard), the bank's rotation
 * and the shoe's refusals, opening and closing betting (the fees fixed then), completing a hand,
 * voiding a round, ending a shoe and the betting timer. Each family's command handlers
 * (<family>/commands.ts) call these; the shell's own commands are declared in shell-commands.ts.
 */
import type { Card } from "../../cards/card";
import type { ShoeSpec } from "../../cards/shoe-composition";
import { closeShoe, DealingShoeError, mayBeginRound, shoeProof } from "../../cards/dealing-shoe";
import { computeFees, type FeeLine, type FeeRound, type FeeWager, type ScheduleOption } from "../../fees";
import { currentBankHand, decideRotation, initialRotation, playerDealerOf, type RotationCommand, type RotationState } from "../../rotation";
import { accept, refuse, type CommandContext, type Decision, type Refusal } from "../machine";
import { rolesOf, ROUND_STEP, type CommandRoles } from "./commands";
import type { ShellEvent } from "./events";
import type { TableConfigInput, TableSettingsBase } from "./settings";
import { walkAdjustment, walkLength } from "./settlement-difference";

export { EMPTY_SHELL_TABLE, type ShellRound, type ShellState } from "./shell-state";
import type { ShellRound, ShellState } from "./shell-state";

/** What the shared logic needs to know of a game. */
export interface ShellGame {
  readonly name: string;
  /**
   * "player-dealer": a seated player banks each hand and the bank rotates (every California game);
   * "none": nobody banks and the house dealer deals (poker). Absent: "player-dealer".
   */
  readonly banking?: "player-dealer" | "none";
  /**
   * "cards": the round is dealt from a shoe started at the table (every card game). "none": the
   * family deals from a source of its own, shuffled for every hand (Pai Gow Tiles' woodpile), so
   * no shoe is started, burned or needed to open a round. Absent: "cards".
   */
  readonly shoe?: "cards" | "none";
  readonly decks: readonly number[];
  shoeSpec(decks: number): ShoeSpec;
  /** How many more cards are burned after the first card turned over (the first is burned too). */
  burnAfter(first: Card): number;
  /**
   * Cards behind the server shoe's cut card, or how many for a shoe of so many cards; 0 for a game
   * that deals the whole deck each round (pai gow poker). Default 14 (baccarat's 6 cards a round at most).
   */
  readonly cardsBehindCutCard?: number | ((shoeCards: number) => number);
  /** The family's settings from a configuration; throws a SettingsError when it cannot run. */
  settingsFrom(input: TableConfigInput): TableSettingsBase;
  /**
   * The family resets its own dealing state when its evolve is asked to (evolveShell's
   * `resetDealing` hook): the floor may then declare a misdeal and reopen betting
   * (floor-corrections.ts). Absent: both are refused in words.
   */
  readonly resetsDealing?: boolean;
}

type D = Decision<ShellEvent>;

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function snake(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, "$1_$2").toUpperCase();
}

/**
 * May anyone act on this table now, and may this actor give this command (its roles as the family
 * declares them, the list the gateway checks too)? Null when yes.
 */
export function guard(state: ShellState, command: { type: string }, ctx: CommandContext, roles: Readonly<Record<string, CommandRoles>>): { ok: false; refusal: Refusal } | null {
  if (!state.settings) return refuse("TABLE_NOT_OPEN", "This table has not been set up yet.");
  const allowed = rolesOf(roles, command.type) ?? ROUND_STEP;
  if (ctx.actor.role === "display" || !allowed.includes(ctx.actor.role)) {
    return allowed.includes("supervisor") ? refuse("SUPERVISOR_ONLY", "Only a floor supervisor can do this. Call the floor.") : refuse("ADMIN_ONLY", "Only an admin changes a table's configuration.");
  }
  // The floor's own commands (resume, void, the fee option, configuration) work on a paused table.
  const floorOnly = !allowed.includes("dealer");
  if (state.status === "closed") return refuse("TABLE_CLOSED", "This table is closed.");
  if (state.status === "paused" && !floorOnly) return refuse("TABLE_PAUSED", "The table is paused by the floor. Wait for the supervisor to resume it.");
  return null;
}

export function rotationOf(state: ShellState): RotationState {
  return state.rotation ?? initialRotation(state.settings?.seats ?? 8);
}

export function occupiedSeats(rotation: RotationState): number[] {
  return rotation.seated.flatMap((p, i) => (p === null ? [] : [i + 1]));
}

function rotationRefusal(code: string, message: string): { ok: false; refusal: Refusal } {
  return refuse(`ROTATION_${code.toUpperCase().replace(/-/g, "_")}`, capitalise(message) + ".");
}

/** The rotation's own decision, as the table records it (one Rotation event for each of its events). */
export function rotationEvents(state: ShellState, command: RotationCommand): D {
  const decision = decideRotation(rotationOf(state), command);
  if (!decision.ok) return rotationRefusal(decision.refusal.code, decision.refusal.message);
  return accept(...decision.events.map((rotation) => ({ type: "Rotation" as const, rotation })));
}

export function shoeRefusal(error: unknown): { ok: false; refusal: Refusal } {
  if (error instanceof DealingShoeError) return refuse(`SHOE_${snake(error.code)}`, capitalise(error.message) + ".");
  throw error;
}

/**
 * Open betting on a new round: a player-dealer with a posted bank (where a player banks), a shoe
 * with cards before the cut card (where the table deals from a shoe it records).
 */
export function decideOpenRound(state: ShellState, ctx: CommandContext, game: Pick<ShellGame, "banking" | "shoe"> = {}): D {
  const settings = state.settings;
  if (!settings) return refuse("TABLE_NOT_OPEN", "This table has not been set up yet.");
  if (state.round) return refuse("ROUND_IN_PROGRESS", "A round is already in progress.");
  const handNumber = state.handNumber + 1;
  const opened = { type: "RoundOpened" as const, roundId: `${settings.tableId}-${handNumber}`, handNumber, at: ctx.now, bettingClosesAt: settings.bettingSeconds ? ctx.now + settings.bettingSeconds * 1000 : null };
  if (game.banking === "none") return accept<ShellEvent>({ ...opened, playerDealerSeat: null, bankHand: null, bank: null });
  const rotation = rotationOf(state);
  const pd = playerDealerOf(rotation);
  if (!pd) {
    return refuse(
      rotation.phase.kind === "broken" ? "GAME_BROKEN" : "NO_PLAYER_DEALER",
      rotation.phase.kind === "broken" ? "The game is broken: nobody accepted the bank. Offer the bank again." : "Nobody holds the bank: offer it first.",
    );
  }
  if (!state.bank || state.bank <= 0) return refuse("NO_BANK", `The player-dealer in seat ${pd.seat} must post a bank first.`);
  const shoe = state.shoe;
  if (!shoe && game.shoe !== "none") return refuse("NO_SHOE", "Start a shoe first.");
  if (shoe?.source === "server" && !mayBeginRound(shoe.dealing)) return refuse("SHOE_FINISHED", "The cut card is out: end this shoe and start a new one.");
  const start = decideRotation(rotation, { type: "start-hand", at: ctx.now });
  if (!start.ok) return rotationRefusal(start.refusal.code, start.refusal.message);
  const started = start.events.find((e) => e.type === "bank-hand-started");
  const bankHand = started && started.type === "bank-hand-started" ? started.bankHand : (currentBankHand(rotation) ?? 1);
  return accept<ShellEvent>(...start.events.map((rotation) => ({ type: "Rotation" as const, rotation })), { ...opened, playerDealerSeat: pd.seat, bankHand, bank: state.bank });
}

/** A wager may be placed while betting is open and its timer has not run out. */
export function bettingOpenRefusal(round: ShellRound | null, now: number): { ok: false; refusal: Refusal } | null {
  if (!round) return refuse("NO_ROUND", "Open betting first.");
  if (round.phase !== "betting") return refuse("BETTING_CLOSED", "Betting is closed for this round.");
  if (round.bettingClosesAt !== null && now >= round.bettingClosesAt) return refuse("BETTING_CLOSED", "The betting timer has run out.");
  return null;
}

/**
 * No more bets: the fees of the hand are fixed now, from the schedule option in force. `fees` is
 * what the fee engine prices, in whichever model the family's schedules use (per hand and per spot
 * from the wagers, from the pot by players, per player per half hour). `charged` is the option
 * as the family charges it, where its game adds a collection to the schedule's (a posted player
 * collection); by default the option in force.
 */
export function decideCloseBetting(state: ShellState, fees: FeeRound, ctx: CommandContext, charged?: ScheduleOption): D {
  const round = state.round;
  const settings = state.settings;
  if (!settings || !round || round.phase !== "betting") return refuse("NOT_BETTING", "Betting is not open.");
  if (fees.kind === "hand" && fees.wagers.length === 0) {
    return refuse("NO_WAGERS", "No wagers are on the table: take wagers first, or end the round with nothing in action.");
  }
  const priced = priceFees(charged ?? settings.fee.option, fees);
  if (!priced.ok) return priced;
  return accept({ type: "BettingClosed", at: ctx.now, fees: priced.lines, byTimer: ctx.actor.id === "system" });
}

/** The fee lines of a round under the option in force, or a refusal the dealer can act on. */
export function priceFees(option: ScheduleOption, round: FeeRound): { ok: true; lines: FeeLine[] } | { ok: false; refusal: Refusal } {
  try {
    return { ok: true, lines: computeFees(option, round) };
  } catch (error) {
    return refuse("FEE_NOT_COMPUTABLE", `The fee schedule cannot price this round: ${(error as Error).message}. Call the floor.`);
  }
}

/** The fees of a California-game hand: the wagers before the deal and the player-dealer's seat. */
export function handFees(round: ShellRound, wagers: readonly FeeWager[]): FeeRound {
  return { kind: "hand", playerDealerSeat: round.playerDealerSeat ?? 0, wagers };
}

/** The hand is over (finished or voided): the bank's rotation counts it. */
export function completeHand(state: ShellState, ctx: CommandContext): Decision<ShellEvent> {
  const complete = decideRotation(rotationOf(state), { type: "complete-hand", at: ctx.now });
  if (!complete.ok) return refuse("ROTATION", complete.refusal.message);
  return accept(...complete.events.map((rotation) => ({ type: "Rotation" as const, rotation })));
}

/** Every line of the settlement walked? Null when the round may end. */
export function unfinishedSettlement(round: ShellRound | null): { ok: false; refusal: Refusal } | null {
  if (!round || round.phase !== "settling" || !round.settlement) return refuse("NOT_SETTLING", "Settle the round first.");
  const left = walkLength(round) - round.settledLines;
  if (left <= 0) return null;
  return walkAdjustment(round)
    ? refuse("SETTLEMENT_UNFINISHED", `Make every difference first: ${left} to go.`)
    : refuse("SETTLEMENT_UNFINISHED", `Settle every line first: ${left} to go.`);
}

/** A supervisor voids the round: its fees are reversed, the hand still counts for the rotation. */
export function decideVoid(state: ShellState, reason: string, ctx: CommandContext): D {
  const round = state.round;
  if (!round) return refuse("NO_ROUND", "There is no round to void.");
  // Money already paid or collected line by line goes back first, each line with its own reason.
  if (round.phase === "settling" && round.settledLines > 0) {
    const n = round.settledLines;
    return refuse("LINES_SETTLED", `${n} settlement line${n === 1 ? " is" : "s are"} marked done: undo ${n === 1 ? "it" : "them"} first (the money goes back), then void the round.`);
  }
  const complete = completeHand(state, ctx);
  return accept<ShellEvent>(
    { type: "RoundVoided", roundId: round.id, reason, by: ctx.actor.id, at: ctx.now, fees: round.fees ?? [] },
    ...(complete.ok ? complete.events : []),
  );
}

/** The shoe ended, as most families record it: the event with the shoe's proof (baccarat adds the shoe's statistics). */
export function endShoe(state: ShellState, ctx: CommandContext): Decision<{ readonly type: "ShoeEnded"; readonly at: number; readonly proof: { order: readonly string[]; salt: string; orderHash: string } | null }> {
  const ended = decideEndShoe(state);
  return ended.ok ? accept({ type: "ShoeEnded", at: ctx.now, proof: ended.proof }) : ended;
}

/** End the shoe: for the server's shoe, its whole order and salt, so its hash can be checked. */
export function decideEndShoe(state: ShellState): { ok: false; refusal: Refusal } | { ok: true; proof: { order: readonly string[]; salt: string; orderHash: string } | null } {
  if (state.round) return refuse("ROUND_IN_PROGRESS", "Finish the round before ending the shoe.");
  const shoe = state.shoe;
  if (!shoe) return refuse("NO_SHOE", "There is no shoe in play.");
  const proof = shoe.source === "server" ? shoeProof(closeShoe(shoe.dealing)) : null;
  return { ok: true, proof: proof ? { order: proof.order, salt: proof.salt, orderHash: proof.orderHash } : null };
}

/**
 * The betting timer of a family without the floor's corrections: when it runs out, the server
 * closes betting itself. It does nothing on an empty table, which then waits for the dealer: a
 * family with the floor's corrections (shell-commands.ts floorCorrectionCommands) uses bettingTimerCommands instead.
 */
export function bettingTimer(state: ShellState): { at: number; command: { type: "close-betting" } }[] {
  return bettingTimerCommands(state).flatMap((t) => (t.command.type === "close-betting" ? [{ at: t.at, command: { type: "close-betting" as const } }] : []));
}

/**
 * The betting timer: when it runs out, the server closes betting itself; with no wager on the
 * table it starts a fresh countdown instead (restart-betting-timer), so a table is never left with
 * its timer run out, wagers refused and "no more bets" refused. The dealer may also end such a
 * round with nothing in action (end-round-without-action).
 */
export function bettingTimerCommands(state: ShellState): { at: number; command: { type: "close-betting" } | { type: "restart-betting-timer" } }[] {
  const round = state.round;
  if (state.status !== "open" || round?.phase !== "betting" || round.bettingClosesAt === null) return [];
  return [{ at: round.bettingClosesAt, command: { type: round.wagers.length === 0 ? "restart-betting-timer" : "close-betting" } }];
}
