/** The Three Card Poker family's games by id, each with a room's options. */
import { THREE_CARD_POKER_GAME_IDS, type ThreeCardPokerGame, type ThreeCardPokerGameId } from "../game-config";
import { kings } from "./kings";
import { mortimers } from "./mortimers";

export class UnknownThreeCardPokerGameError extends RangeError {
  override name = "UnknownThreeCardPokerGameError";
}

export function isThreeCardPokerGameId(value: unknown): value is ThreeCardPokerGameId {
  return typeof value === "string" && (THREE_CARD_POKER_GAME_IDS as readonly string[]).includes(value);
}

/** A game configured with a room's options (unknown options or values are refused with `GameOptionError`). */
export function threeCardPokerGame(id: string, options?: Readonly<Record<string, unknown>>): ThreeCardPokerGame {
  if (!isThreeCardPokerGameId(id)) throw new UnknownThreeCardPokerGameError(`unknown Three Card Poker game "${id}" (games: ${THREE_CARD_POKER_GAME_IDS.join(", ")})`);
  switch (id) {
    case "three-card-poker-6cb-mortimers":
      return mortimers(options);
    case "three-card-poker-6cb":
      return kings(options);
  }
}

export { THREE_CARD_POKER_GAME_IDS };
