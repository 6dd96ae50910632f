/**
 * What a poker table's wall display may show: the game and its limits and blinds, the posted
 * collection, the button and blinds, whether the next hand is killed and who posts, the time to the
 * next time collection. No cards: the tablet records none, and a hand's hole cards are never shown.
 * Player names are staff data and stay off the wall.
 */
import { postedFees } from "../fees";
import { formatCents, type Cents } from "../money";
import type { SeatNumber } from "../seats";
import { isTimeOption } from "./drop";
import { dealPlan, describeRequiredKill } from "./hand";
import { PokerRefusal } from "./refusal";
import { describeStakes, killBlind, killedStakes } from "./stakes";
import { handInPlay, type PokerTableState, type SeatStatus } from "./table-state";
import { nextHalfHourAt } from "./time-collection";

export interface PokerWallView {
  readonly game: { readonly id: string; readonly name: string; readonly room: string };
  /** "$3.00-$6.00 limit, blinds $1.00/$3.00": the table's stakes, or the killed hand's. */
  readonly stakes: string;
  readonly killedHand: boolean;
  /** The posted collection, line by line. */
  readonly posted: readonly string[];
  readonly seats: readonly { readonly seat: SeatNumber; readonly status: SeatStatus }[];
  readonly positions: { readonly button: SeatNumber; readonly buttonDead: boolean; readonly smallBlind: SeatNumber | null; readonly bigBlind: SeatNumber } | null;
  readonly hand: { readonly number: number; readonly dealtIn: readonly SeatNumber[]; readonly flop: boolean; readonly dropCents: Cents | null; readonly complete: boolean } | null;
  readonly kill: { readonly legUp: SeatNumber | null; readonly nextKiller: SeatNumber | null; readonly killBlindCents: Cents; readonly words: string } | null;
  /** Milliseconds to the next half hour of time collection, null without a running clock. */
  readonly time: { readonly perHalfHourCents: Cents; readonly nextAt: number | null; readonly msToNext: number | null } | null;
}

/** The option as posted, in the words of this game's drop: which players count, and the no-flop rule. */
function postedLines(state: PokerTableState): string[] {
  const lines = postedFees(state.option);
  if (isTimeOption(state.option)) return lines;
  const drop = state.game.drop;
  return lines.map((l) =>
    l
      .replace("by players dealt in", drop.playerCount === "at-the-flop" ? "by players at the flop" : "by players dealt in")
      .replace("after the flop", drop.withoutFlop === "no-drop" ? "after the flop (no flop, no drop)" : "after the flop (taken without a flop too)"),
  );
}

export function pokerWallView(state: PokerTableState, now: number): PokerWallView {
  const hand = state.hand;
  const inPlay = handInPlay(state);
  let plan = null;
  if (inPlay === null) {
    try {
      plan = dealPlan(state);
    } catch (error) {
      if (!(error instanceof PokerRefusal)) throw error;
    }
  }
  const positions = inPlay?.positions ?? plan?.positions ?? null;
  const rules = state.game.kill;
  let kill: PokerWallView["kill"] = null;
  if (rules !== null) {
    const cents = killBlind(rules, state.config.stakes);
    const next = plan?.requiredKill ?? null;
    const words =
      inPlay?.kill != null
        ? `This hand is killed by seat ${inPlay.kill.seat}`
        : next !== null
          ? `Next hand: ${describeRequiredKill(state, next)}`
          : state.kill.button !== null
            ? `Seat ${state.kill.button.seat} has a leg up`
            : "The kill button is neutral";
    kill = { legUp: state.kill.button?.seat ?? null, nextKiller: next?.seat ?? null, killBlindCents: cents, words };
  }
  const killed = inPlay?.kill != null;
  const stakes = killed && rules !== null ? killedStakes(rules, state.config.stakes) : state.config.stakes;
  const rate = state.option.collections.find((c) => c.kind === "time");
  const nextAt = nextHalfHourAt(state.clock, now);
  return {
    game: { id: state.game.id, name: state.game.name, room: state.game.room },
    stakes: describeStakes(stakes),
    killedHand: killed,
    posted: postedLines(state),
    seats: state.seats.map((s) => ({ seat: s.seat, status: s.status })),
    positions: positions === null ? null : { button: positions.button, buttonDead: positions.buttonDead, smallBlind: positions.smallBlindPosted ? positions.smallBlindSeat : null, bigBlind: positions.bigBlind },
    hand: hand === null || hand.status === "misdeal" ? null : { number: hand.number, dealtIn: hand.dealtIn, flop: hand.flop !== null, dropCents: hand.drop?.cents ?? null, complete: hand.status === "complete" },
    kill,
    time: rate?.kind === "time" ? { perHalfHourCents: rate.perPlayerPerHalfHour, nextAt, msToNext: nextAt === null ? null : nextAt - now } : null,
  };
}

/** "Next time collection in 12 min" */
export function describeTimeToNext(view: PokerWallView): string | null {
  if (view.time === null || view.time.msToNext === null) return null;
  const min = Math.ceil(view.time.msToNext / 60_000);
  return `Time collection ${formatCents(view.time.perHalfHourCents)} per player in ${min} min`;
}
