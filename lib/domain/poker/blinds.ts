/**
 * The button and the blinds for the next hand. The filings: the dealer button "shall rotate from
 * player to player around the table clockwise after each round of play", the small blind and the
 * big blind are "immediately to the left of the dealer button" (seed 004 L109-111, L119, L206-212;
 * seed 003 L2517-2545, L268-271). They are silent on players leaving and sitting out: the dead
 * button rule (default) keeps the big blind moving one player each hand, so nobody skips or repeats
 * a blind; the moving button (option) puts the button on the next player every hand.
 */
import type { SeatNumber } from "../seats";
import type { ButtonRule, HeadsUpBlinds } from "./game-config";

export interface Positions {
  /** The button's seat; under the dead button rule it may be a seat nobody plays from. */
  readonly button: SeatNumber;
  readonly buttonDead: boolean;
  /** The small blind's position: last hand's big blind under the dead button rule. */
  readonly smallBlindSeat: SeatNumber;
  /** The small blind is posted: false for a dead small blind (that player has left or sits out). */
  readonly smallBlindPosted: boolean;
  readonly bigBlind: SeatNumber;
}

export interface BlindRules {
  readonly buttonRule: ButtonRule;
  readonly headsUpBlinds: HeadsUpBlinds;
}

/** The next player clockwise after `seat` among `active` (sorted seat numbers), never `seat` itself unless alone. */
export function nextActive(active: readonly SeatNumber[], seat: SeatNumber): SeatNumber {
  const after = active.find((s) => s > seat);
  return after ?? active[0]!;
}

export function previousActive(active: readonly SeatNumber[], seat: SeatNumber): SeatNumber {
  const before = [...active].reverse().find((s) => s < seat);
  return before ?? active[active.length - 1]!;
}

function fromButton(active: readonly SeatNumber[], button: SeatNumber, headsUp: HeadsUpBlinds): Positions {
  if (active.length === 2 && headsUp === "button-small-blind") {
    const other = nextActive(active, button);
    return { button, buttonDead: false, smallBlindSeat: button, smallBlindPosted: true, bigBlind: other };
  }
  const sb = nextActive(active, button);
  return { button, buttonDead: false, smallBlindSeat: sb, smallBlindPosted: true, bigBlind: nextActive(active, sb) };
}

/** Two players left: the big blind moves on, the other player has the button (and the small blind as the rule says). */
function headsUp(active: readonly SeatNumber[], bigBlind: SeatNumber, rule: HeadsUpBlinds): Positions {
  const other = nextActive(active, bigBlind);
  if (rule === "button-small-blind") return { button: other, buttonDead: false, smallBlindSeat: other, smallBlindPosted: true, bigBlind };
  // As filed: the small blind is the player left of the button, so with two players the big blind holds the button.
  return { button: bigBlind, buttonDead: false, smallBlindSeat: other, smallBlindPosted: true, bigBlind };
}

/**
 * Positions of the next hand. `active`: the seats of players in the game (seated, not sitting out),
 * sorted, at least two. `last`: the last hand's positions, or null for the first hand, whose button
 * is `firstButton` (the high-card draw) or, if that player has gone, the next player.
 */
export function nextPositions(rules: BlindRules, active: readonly SeatNumber[], last: Positions | null, firstButton: SeatNumber | null): Positions {
  if (active.length < 2) throw new RangeError("a hand needs two players in the game");
  if (last === null) {
    const start = firstButton ?? active[0]!;
    const button = active.includes(start) ? start : nextActive(active, start);
    return fromButton(active, button, rules.headsUpBlinds);
  }
  if (rules.buttonRule === "moving-button") return fromButton(active, nextActive(active, last.button), rules.headsUpBlinds);

  const bigBlind = nextActive(active, last.bigBlind);
  if (active.length === 2) return headsUp(active, bigBlind, rules.headsUpBlinds);
  const smallBlindSeat = last.bigBlind;
  const button = last.smallBlindSeat;
  if (smallBlindSeat === bigBlind || button === bigBlind || button === smallBlindSeat) {
    // Players seated between the blinds can bring the dead button round onto a blind: place the blinds
    // behind the big blind among the players in the game, as a moving button would.
    const sb = previousActive(active, bigBlind);
    return { button: previousActive(active, sb), buttonDead: false, smallBlindSeat: sb, smallBlindPosted: true, bigBlind };
  }
  return {
    button,
    buttonDead: !active.includes(button),
    smallBlindSeat,
    smallBlindPosted: active.includes(smallBlindSeat),
    bigBlind,
  };
}

/** Seats in dealing order: clockwise from the button's left, the button's seat last (seed 004 L119). */
export function dealingOrder(seats: readonly SeatNumber[], button: SeatNumber): SeatNumber[] {
  const sorted = [...seats].sort((a, b) => a - b);
  return [...sorted.filter((s) => s > button), ...sorted.filter((s) => s <= button)];
}
