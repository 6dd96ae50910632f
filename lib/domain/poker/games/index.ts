/** The poker family's games by id, each with a room's options. */
import { POKER_GAME_IDS, type PokerGame, type PokerGameId } from "../game-config";
import { omahaHiLoMortimers } from "./omaha-hi-lo-mortimers";
import { omahaKings } from "./omaha-kings";
import { texasHoldemKings } from "./texas-holdem-kings";
import { texasHoldemMortimers } from "./texas-holdem-mortimers";

export class UnknownPokerGameError extends RangeError {
  override name = "UnknownPokerGameError";
}

export function isPokerGameId(value: unknown): value is PokerGameId {
  return typeof value === "string" && (POKER_GAME_IDS as readonly string[]).includes(value);
}

/** A game configured with a room's options (unknown options or values are refused). */
export function pokerGame(id: string, options?: Readonly<Record<string, unknown>>): PokerGame {
  if (!isPokerGameId(id)) throw new UnknownPokerGameError(`unknown poker game "${id}" (games: ${POKER_GAME_IDS.join(", ")})`);
  switch (id) {
    case "texas-holdem-mortimers":
      return texasHoldemMortimers(options);
    case "omaha-hi-lo-mortimers":
      return omahaHiLoMortimers(options);
    case "texas-holdem":
      return texasHoldemKings(options);
    case "omaha":
      return omahaKings(options);
  }
}

export { POKER_GAME_IDS };
