/** The pai gow poker family's games by id, each with a room's options. */
import { PAI_GOW_GAME_IDS, type PaiGowGame, type PaiGowGameId } from "../game-config";
import { faceUp } from "./face-up";
import { fortuneKings } from "./fortune-kings";
import { fortuneMortimers } from "./fortune-mortimers";
import { paiGowPoker } from "./pai-gow-poker";

export class UnknownPaiGowGameError extends RangeError {
  override name = "UnknownPaiGowGameError";
}

export function isPaiGowGameId(value: unknown): value is PaiGowGameId {
  return typeof value === "string" && (PAI_GOW_GAME_IDS as readonly string[]).includes(value);
}

/** A game configured with a room's options (unknown options or values are refused with a GameOptionError). */
export function paiGowGame(id: string, options?: Readonly<Record<string, unknown>>): PaiGowGame {
  if (!isPaiGowGameId(id)) throw new UnknownPaiGowGameError(`unknown pai gow game "${id}" (games: ${PAI_GOW_GAME_IDS.join(", ")})`);
  switch (id) {
    case "fortune-pai-gow-mortimers":
      return fortuneMortimers(options);
    case "fortune-pai-gow":
      return fortuneKings(options);
    case "face-up-pai-gow":
      return faceUp(options);
    case "pai-gow-poker":
      return paiGowPoker(options);
  }
}

export { PAI_GOW_GAME_IDS };
