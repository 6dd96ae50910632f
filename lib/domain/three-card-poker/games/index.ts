/** The Three Card Poker family's games by id, each with a room's options. */
import { THREE_CARD_POKER_GAME_IDS, type ThreeCardPokerGame, type ThreeCardPokerGameId } from "../game-config";
import { kings } from "./kings";
import { mortimers } from "./mortimers";
import { GameOptionError, type OptionNote } from "../../game-options";

export class UnknownThreeCardPokerGameError extends RangeError {
  override name = "UnknownThreeCardPokerGameError";
}

export function isThreeCardPokerGameId(value: unknown): value is ThreeCardPokerGameId {
  return typeof value === "string" && (THREE_CARD_POKER_GAME_IDS as readonly string[]).includes(value);
}

/**
 * Every game's option `entry`: the dealer enters every card, or only the results (results-entry.md
 * RE8). The comparison, the qualifier and the pay tables the results stand for are the filing's.
 */
export const ENTRY_NOTE: OptionNote = {
  values: ["cards", "results"],
  source: "seed 003 L1629-1647, L1666-1742; seed 004 L341-350, L357-407",
  why: "the filings settle the Ante and Play on the fold, on whether the player-dealer qualifies and on which hand ranks higher, and pay Pair Plus and the 6 Card Bonus on the hand each made: a room may have the dealer enter only those results, not every card",
};

/** A game configured with a room's options (unknown options or values are refused with `GameOptionError`). */
export function threeCardPokerGame(id: string, options?: Readonly<Record<string, unknown>>): ThreeCardPokerGame {
  if (!isThreeCardPokerGameId(id)) throw new UnknownThreeCardPokerGameError(`unknown Three Card Poker game "${id}" (games: ${THREE_CARD_POKER_GAME_IDS.join(", ")})`);
  const { entry = "cards", ...rest } = options ?? {};
  if (entry !== "cards" && entry !== "results") throw new GameOptionError(`${id} option "entry" must be one of "cards", "results", got ${JSON.stringify(entry)}`);
  const game = gameOf(id, rest);
  return { ...game, entry, options: { ...game.options, entry }, optionNotes: { ...game.optionNotes, entry: ENTRY_NOTE } };
}

function gameOf(id: ThreeCardPokerGameId, options: Readonly<Record<string, unknown>>): ThreeCardPokerGame {
  switch (id) {
    case "three-card-poker-6cb-mortimers":
      return mortimers(options);
    case "three-card-poker-6cb":
      return kings(options);
  }
}

export { THREE_CARD_POKER_GAME_IDS };
