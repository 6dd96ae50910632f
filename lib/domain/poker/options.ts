/**
 * The named options every poker game shares, with their defaults and the filing lines they settle.
 * Each game adds its own (games/*.ts). The option mechanics (defaults overlaid with a room's choice,
 * unknown names and values refused) are the No Bust family's `withOptions`.
 */
import type { OptionNote } from "../game-options";
import type { ButtonRule, DropPlayerCount, FirstButtonTie, HeadsUpBlinds, OddChips, TimeRules } from "./game-config";

export { withOptions, GameOptionError, type OptionNote, type OptionNotes, type OptionValue } from "../game-options";

export interface CommonPokerOptions {
  readonly buttonRule: ButtonRule;
  readonly headsUpBlinds: HeadsUpBlinds;
  readonly dropPlayerCount: DropPlayerCount;
  readonly oddChips: OddChips;
  readonly firstButtonTie: FirstButtonTie;
}

export interface TimeOptions {
  readonly timePayment: TimeRules["payment"];
  readonly timeProration: TimeRules["proration"];
  readonly timeSittingOut: TimeRules["sittingOut"];
}

export const TIME_DEFAULTS: TimeOptions = Object.freeze({ timePayment: "in-advance", timeProration: "at-collection", timeSittingOut: "pays" });

export interface CommonLines {
  /** The button and blinds rotating "clockwise after each round". */
  readonly button: string;
  /** The small blind "immediately to the left of the dealer button". */
  readonly blinds: string;
  /** "dependent on the number of players". */
  readonly players: string;
  /** The odd chips, or the filing's silence on them. */
  readonly oddChips: string;
  /** The first button by high card. */
  readonly firstButton: string;
}

export function commonOptionNotes(lines: CommonLines, firstButtonWhy: string): Record<keyof CommonPokerOptions, OptionNote> {
  return {
    buttonRule: {
      values: ["dead-button", "moving-button"],
      source: lines.button,
      why: "the button and blinds rotate clockwise after each hand; the filing never says what happens when a player leaves or sits out. Dead button (the big blind moves one player on every hand, so nobody skips or repeats a blind) is kept; moving button puts the button on the next player every hand",
    },
    headsUpBlinds: {
      values: ["left-of-button", "button-small-blind"],
      source: lines.blinds,
      why: "with two players the player immediately left of the button is the other player, who posts the small blind as filed and the button posts the big blind; common practice has the button post the small blind",
    },
    dropPlayerCount: {
      values: ["dealt-in", "at-the-flop"],
      source: lines.players,
      why: '"the number of players" is never defined: the players dealt in are counted (fees.md P1); a room may count those who saw the flop',
    },
    oddChips: {
      values: ["all-to-first-left-of-button", "one-each-from-left-of-button"],
      source: lines.oddChips,
      why: '"the odd chips shall be awarded to the player closest to the left of the dealer button": read literally, every odd chip goes to that one player; common practice gives one chip each, starting there',
    },
    firstButtonTie: {
      values: ["redeal", "suit-order"],
      source: lines.firstButton,
      why: firstButtonWhy,
    },
  };
}

export function timeOptionNotes(source: string): Record<keyof TimeOptions, OptionNote> {
  return {
    timePayment: {
      values: ["in-advance", "in-arrears"],
      source,
      why: '"$5 per player per 1/2 hour" says nothing of when: collected at the start of each half hour for the half hour to come (in advance), or at its end',
    },
    timeProration: {
      values: ["at-collection", "any-part", "by-minute"],
      source,
      why: "the filing does not prorate: the player in the seat when the half hour is collected pays it in full; a room may charge every player seated for any part of a half hour, or by the minute (rounded down to the cent)",
    },
    timeSittingOut: {
      values: ["pays", "exempt"],
      source,
      why: '"per player" does not say whether a player sitting out pays: the seat is held, so the player pays; a room may exempt the time away',
    },
  };
}

export function timeRules(o: TimeOptions, source: string): TimeRules {
  return { payment: o.timePayment, proration: o.timeProration, sittingOut: o.timeSittingOut, source };
}
