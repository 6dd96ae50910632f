/**
 * A whole round from a script: the wagers, the dice, and each seat's four tiles with how they were
 * set. This is what a dispute, a replay or the settlement calculator feeds in; the live table
 * drives the same step functions one step at a time. The tiles are dealt as known, so the house
 * way sets them without asking and every hand turns over without more input.
 */
import type { SeatNumber } from "../seats";
import type { PaiGowTilesGame } from "./game-config";
import { describeStep, nextStep, type NextStep } from "./next-step";
import { refuse } from "./refusal";
import { dealTiles, exposeHands, rollDice, setHands, type HandSetting } from "./round";
import { newRound, type NewRound, type RoundState } from "./round-state";

/** A seat's hands as a script gives them: its four tiles, and the split or "house-way". */
export interface ScriptedHands {
  readonly tiles: readonly string[];
  readonly set: "house-way" | { readonly high: readonly string[]; readonly low: readonly string[] };
}

export interface RoundScript extends NewRound {
  readonly dice: number;
  /** Every seat in play, the player-dealer's included, by seat number. */
  readonly hands: Readonly<Record<SeatNumber, ScriptedHands>>;
}

/** What the rules refused, and where it came from in the feed. */
export type FedItem = { readonly kind: "dice" } | { readonly kind: "tiles"; readonly seat: SeatNumber } | { readonly kind: "setting"; readonly seat: SeatNumber } | { readonly kind: "expose"; readonly seat: SeatNumber };

/**
 * Where a walk through a round gets what it needs. `hands` returns undefined when the feed has
 * none for a seat; `missing` then says so in the feed's words (it must throw). `refused` explains a
 * step the rules refused (it must throw; the default rethrows).
 */
export interface RoundFeed {
  dice(): number;
  hands(seat: SeatNumber): ScriptedHands | undefined;
  missing(seat: SeatNumber, step: NextStep, state: RoundState): never;
  refused?(what: FedItem, error: unknown): never;
}

function settingOf(hands: ScriptedHands): HandSetting {
  return hands.set === "house-way" ? { by: "house-way" } : { by: "player", high: hands.set.high, low: hands.set.low };
}

/** The round from `start` to its end, as the rules ask: the one walk the script and the calculator's input share. */
export function walkRound(start: RoundState, feed: RoundFeed): RoundState {
  let state = start;
  const attempt = (what: FedItem, apply: () => RoundState): RoundState => {
    try {
      return apply();
    } catch (error) {
      if (feed.refused) feed.refused(what, error);
      throw error;
    }
  };
  const handsFor = (seat: SeatNumber, step: NextStep): ScriptedHands => feed.hands(seat) ?? feed.missing(seat, step, state);
  for (let guard = 0; guard < 100; guard++) {
    const step = nextStep(state);
    const current = state;
    switch (step.kind) {
      case "roll-dice":
        state = attempt({ kind: "dice" }, () => rollDice(current, feed.dice()));
        break;
      case "deal": {
        const hands = handsFor(step.seat, step);
        state = attempt({ kind: "tiles", seat: step.seat }, () => dealTiles(current, hands.tiles));
        break;
      }
      case "set-hands": {
        const seat = step.seats[0] as SeatNumber;
        const hands = handsFor(seat, step);
        state = attempt({ kind: "setting", seat }, () => setHands(current, seat, settingOf(hands)));
        break;
      }
      case "player-dealer-sets": {
        const hands = handsFor(step.seat, step);
        state = attempt({ kind: "setting", seat: step.seat }, () => setHands(current, step.seat, settingOf(hands)));
        break;
      }
      case "expose":
        state = attempt({ kind: "expose", seat: step.seat }, () => exposeHands(current, step.seat));
        break;
      case "complete":
        return state;
    }
  }
  throw new RangeError("a round cannot take this many steps");
}

export function playRound(game: PaiGowTilesGame, script: RoundScript): RoundState {
  const start = newRound(game, script);
  for (const key of Object.keys(script.hands)) {
    if (!start.seats.some((s) => String(s.seat) === key)) refuse("script", `seat ${key} has hands in the script but no hand this round (no wager, not the player-dealer)`);
  }
  return walkRound(start, {
    dice: () => script.dice,
    hands: (seat) => script.hands[seat],
    missing(seat, step) {
      refuse("script", `the round needs seat ${seat}'s tiles (${describeStep(step)}), none given`);
    },
  });
}
