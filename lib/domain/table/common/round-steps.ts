/**
 * The steps of a round every family takes the same way, whatever its game: the round opened with
 * its shared fields, wagers placed and taken back while betting is open, the fees the wagers owe
 * when betting closes, a card drawn from the server's shoe or entered by the dealer or a reader,
 * the last card taken back, and the card codes cleaned up. Each family's decide and evolve call
 * these for its own round and add what is its own (which bets exist, when a card is due).
 */
import { cardWords } from "../../cards/card";
import { nextCard } from "../../cards/dealing-shoe";
import type { FeeWager } from "../../fees";
import type { Cents } from "../../money";
import type { SeatNumber } from "../../seats";
import type { WageringRules } from "../../wagers/bet-rules";
import { validateRound, validateWager } from "../../wagers/wager-validation";
import { refuse, type CommandContext, type Refusal } from "../machine";
import { bettingOpenRefusal, occupiedSeats, rotationOf, shoeRefusal, snake, type ShellRound, type ShellState } from "./decide";
import type { RoundOpened } from "./events";
import { shoeRefusalFor, UNREAD, type CardSource } from "./shoe";
import type { PaidMoney } from "./settlement-difference";

type No = { ok: false; refusal: Refusal };

/** A wager as every family records it. */
export interface WagerEntry {
  readonly id: string;
  readonly seat: SeatNumber;
  readonly bet: string;
  readonly amount: Cents;
  readonly backline: boolean;
  readonly bettor?: string;
}

/** The fields of a round in progress every family has. */
export interface RoundFields<W extends WagerEntry, Step> {
  readonly id: string;
  readonly handNumber: number;
  readonly phase: "betting" | "dealing" | "settling";
  readonly openedAt: number;
  readonly bettingClosesAt: number | null;
  readonly playerDealerSeat: SeatNumber;
  readonly bankHand: number;
  readonly bank: Cents;
  readonly wagers: readonly W[];
  readonly nextWagerNumber: number;
  readonly fees: ShellRound["fees"];
  readonly steps: readonly Step[];
  readonly settledLines: number;
  /** The floor's corrections of the round: a card's (`index` in dealing order), or a decision's (`words` say it, `index` its step). */
  readonly corrections: readonly { readonly index: number; readonly from: string; readonly to: string; readonly reason: string; readonly approvedBy: string; readonly words?: string }[];
  /** How many times the floor reopened betting (common/floor-corrections.ts); absent: never. */
  readonly bettingReopened?: number;
  /** The money paid before a correction reopened the round's settlement (settlement-difference.ts); absent: none. */
  readonly paidBefore?: PaidMoney | null;
}

/** The shared fields of a round just opened (betting open, nothing placed); the family adds its own. */
export function openedRound(event: RoundOpened): RoundFields<never, never> {
  return {
    id: event.roundId,
    handNumber: event.handNumber,
    phase: "betting",
    openedAt: event.at,
    bettingClosesAt: event.bettingClosesAt,
    // A player-banked family's round always has a player-dealer (decideOpenRound refuses otherwise).
    playerDealerSeat: event.playerDealerSeat as SeatNumber,
    bankHand: event.bankHand ?? 0,
    bank: event.bank ?? 0,
    wagers: [],
    nextWagerNumber: 1,
    fees: null,
    steps: [],
    settledLines: 0,
    corrections: [],
  };
}

/** "10s" and "ts" from a dealer or a reader, as the card codes the rules read ("TS"). */
export function cardCode(text: string): string {
  return text.toUpperCase().replace(/^10/, "T");
}

interface Wagering {
  readonly settings: NonNullable<ShellState["settings"]>;
  readonly round: ShellRound & { readonly nextWagerNumber: number; readonly wagers: readonly WagerEntry[] };
}

/**
 * A wager placed: the family has checked that the bet exists and that its betting window is open
 * (`windowRefusal`, normally `bettingOpenRefusal`); the wagering rules check the rest.
 */
export function decidePlaceWager(
  state: ShellState & Wagering,
  command: { readonly seat: SeatNumber; readonly bet: string; readonly amount: Cents; readonly backline?: boolean; readonly bettor?: string },
  rules: WageringRules,
): { ok: true; events: [{ type: "WagerPlaced"; wager: WagerEntry }] } | No {
  const round = state.round;
  const table = { seats: state.settings.seats, occupiedSeats: occupiedSeats(rotationOf(state)), playerDealerSeat: round.playerDealerSeat ?? 0 };
  const proposed = { seat: command.seat, bet: command.bet, amount: command.amount, ...(command.backline ? { backline: true } : {}), ...(command.bettor ? { bettor: command.bettor } : {}) };
  const verdict = validateWager(rules, table, round.wagers, proposed);
  if (!verdict.ok) return refuse(`WAGER_${snake(verdict.refusal.code)}`, verdict.refusal.message);
  return {
    ok: true,
    events: [
      {
        type: "WagerPlaced",
        wager: { id: `w${round.nextWagerNumber}`, seat: command.seat, bet: command.bet, amount: command.amount, backline: command.backline === true, ...(command.bettor ? { bettor: command.bettor } : {}) },
      },
    ],
  };
}

/** The betting window of the ordinary bets: open, and its timer not run out. */
export function placeWagerWindow(round: ShellRound | null, ctx: CommandContext): No | null {
  return bettingOpenRefusal(round, ctx.now);
}

/** A wager taken back while betting is open, unless another wager needs it (a bonus needs its line wager). */
export function decideRemoveWager(state: ShellState, wagerId: string, rules: WageringRules): { ok: true; events: [{ type: "WagerRemoved"; wagerId: string }] } | No {
  const round = state.round as (Omit<ShellRound, "wagers"> & { readonly wagers: readonly WagerEntry[] }) | null;
  if (!round || round.phase !== "betting" || !state.settings) return refuse("BETTING_CLOSED", "Wagers can be taken back only while betting is open.");
  const wager = round.wagers.find((w) => w.id === wagerId);
  if (!wager) return refuse("NO_SUCH_WAGER", "That wager is not on the table.");
  const rest = round.wagers.filter((w) => w.id !== wager.id);
  const left = validateRound(rules, { seats: state.settings.seats, occupiedSeats: occupiedSeats(rotationOf(state)), playerDealerSeat: round.playerDealerSeat ?? 0 }, rest);
  if (!left.ok) return refuse("WAGER_STILL_NEEDED", `Remove the wagers that depend on it first: ${left.refusals[0]?.message ?? ""}`);
  return { ok: true, events: [{ type: "WagerRemoved", wagerId: wager.id }] };
}

/** The wagers as the fee engine reads them: each bet a game wager or a bonus, as the family says. */
export function feeWagers(wagers: readonly WagerEntry[], kindOf: (bet: string) => FeeWager["kind"]): FeeWager[] {
  return wagers.map((w) => ({
    seat: w.seat,
    bet: w.bet,
    kind: kindOf(w.bet),
    amount: w.amount,
    ...(w.backline ? { backline: true } : {}),
    ...(w.bettor ? { bettor: w.bettor } : {}),
  }));
}

/**
 * The card a dealing step takes: with the server's shoe, the next card of its order; otherwise the
 * card the dealer or a reader entered, checked against what the shoe can still hold, or the unread
 * face-down mark where the step deals face down and the dealer did not read it. `describe` says
 * the step in words for a refusal ("deal card 3 to the Player hand").
 */
export function takeCard(
  state: ShellState,
  command: { readonly card?: string; readonly faceDown?: boolean; readonly source?: "dealer" | "reader" },
  step: { readonly faceDown: boolean; readonly describe: string },
): { ok: true; card: string; source: CardSource } | No {
  const shoe = state.shoe;
  if (!shoe) return refuse("NO_SHOE", "Start a shoe first.");
  if (shoe.source === "server") {
    if (command.card) return refuse("SERVER_SHOE", "This table deals from the server's shoe: the server draws the card.");
    try {
      return { ok: true, card: nextCard(shoe.dealing).card, source: "server" };
    } catch (error) {
      return shoeRefusal(error);
    }
  }
  const source = command.source ?? shoe.source;
  if (!command.card) {
    if (!(step.faceDown && command.faceDown)) return refuse("CARD_NEEDED", `Enter the card: ${step.describe}.`);
    return { ok: true, card: UNREAD, source };
  }
  const card = cardCode(command.card);
  const bad = shoeRefusalFor(shoe, card);
  if (bad) return refuse("CARD_NOT_IN_SHOE", `${cardWords(card)} cannot come out of this shoe: ${bad}`);
  return { ok: true, card, source };
}

/** The last card dealt, taken back: only while dealing, only a card, never one of the server's shoe. */
export function decideUndoCard(round: (ShellRound & { readonly steps: readonly { readonly kind: string; readonly card?: string | null; readonly source?: string }[] }) | null): { ok: true; events: [{ type: "CardUndone"; card: string }] } | No {
  if (!round || round.phase !== "dealing") return refuse("NOTHING_TO_UNDO", "There is no card to take back.");
  const last = round.steps.at(-1);
  if (!last || last.kind !== "deal" || typeof last.card !== "string") return refuse("NOTHING_TO_UNDO", "The last step was not a card: it is already committed.");
  if (last.source === "server") return refuse("SERVER_CARD", "A card drawn from the server's shoe cannot be taken back; a supervisor can void the round.");
  return { ok: true, events: [{ type: "CardUndone", card: last.card }] };
}

/** A round with one more wager (evolve of WagerPlaced). */
export function withWager<R extends { readonly wagers: readonly W[]; readonly nextWagerNumber: number }, W>(round: R, wager: W): R {
  return { ...round, wagers: [...round.wagers, wager], nextWagerNumber: round.nextWagerNumber + 1 };
}

/** A round whose settlement is fixed: the dealer now walks it line by line (evolve of RoundSettled). */
export function withSettlement<R extends { readonly phase: string }, T>(round: R, settlement: T): R & { readonly settlement: T; readonly settledLines: number } {
  return { ...round, phase: "settling", settlement, settledLines: 0 };
}
