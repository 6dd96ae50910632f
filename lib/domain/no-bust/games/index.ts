/** The No Bust family's games by id, each with a room's options. */
import type { SeatCountOptions, NoBustJokerEditionOptions } from "../../action-button/game-action-buttons";
import { NO_BUST_GAME_IDS, type NoBustGame, type NoBustGameId } from "../game-config";
import { busterBonus6 } from "./buster-bonus-6";
import { jokerEdition } from "./joker-edition";
import { noBust6 } from "./no-bust-6";

export class UnknownNoBustGameError extends RangeError {
  override name = "UnknownNoBustGameError";
}

export function isNoBustGameId(value: unknown): value is NoBustGameId {
  return typeof value === "string" && (NO_BUST_GAME_IDS as readonly string[]).includes(value);
}

/**
 * A game configured with a room's options (unknown options or values are refused). `button`
 * passes the action-button module's own options (rotation-action-bank.md A3, A4, A6).
 */
export function noBustGame(id: string, options?: Readonly<Record<string, unknown>>, button?: SeatCountOptions & NoBustJokerEditionOptions): NoBustGame {
  if (!isNoBustGameId(id)) throw new UnknownNoBustGameError(`unknown No Bust game "${id}" (games: ${NO_BUST_GAME_IDS.join(", ")})`);
  switch (id) {
    case "no-bust-joker":
      return jokerEdition(options, button);
    case "no-bust-6":
      return noBust6(options, button);
    case "no-bust-buster-bonus-6":
      return busterBonus6(options, button);
  }
}

export { NO_BUST_GAME_IDS };
