/** The baccarat family's games by id. */
import { type AnyGameConfig, type BaccaratGameId, BACCARAT_GAME_IDS } from "../game-config";
import { fortune7 } from "./fortune7";
import { twentyFirstCentury } from "./twenty-first-century";
import { ezBaccarat } from "./ez-baccarat";
import { ezBaccaratPanda8 } from "./ez-baccarat-panda8";
import { ezBaccaratPanda8Mortimers } from "./ez-baccarat-panda8-mortimers";
import { commissionFreeDragonBonus } from "./commission-free-dragon-bonus";
import { commissionFreeDragonBonusMortimers } from "./commission-free-dragon-bonus-mortimers";
import { daiBacc } from "./dai-bacc";

const BUILDERS: Readonly<Record<BaccaratGameId, (options?: Record<string, unknown>) => AnyGameConfig>> = {
  "fortune-7-baccarat": (o) => fortune7(o),
  "21st-century-baccarat-5": (o) => twentyFirstCentury(o),
  "ez-baccarat": (o) => ezBaccarat(o),
  "ez-baccarat-panda-8": (o) => ezBaccaratPanda8(o),
  "ez-baccarat-panda-8-mortimers": (o) => ezBaccaratPanda8Mortimers(o),
  "commission-free-dragon-bonus": (o) => commissionFreeDragonBonus(o),
  "commission-free-dragon-bonus-mortimers": (o) => commissionFreeDragonBonusMortimers(o),
  "dai-bacc": (o) => daiBacc(o),
};

export function isBaccaratGameId(value: unknown): value is BaccaratGameId {
  return typeof value === "string" && (BACCARAT_GAME_IDS as readonly string[]).includes(value);
}

export class UnknownGameError extends RangeError {
  override name = "UnknownGameError";
}

/** A game configured with a room's options (unknown options and values are refused). */
export function baccaratGame(id: string, options?: Record<string, unknown>): AnyGameConfig {
  if (!isBaccaratGameId(id)) throw new UnknownGameError(`unknown baccarat game "${id}" (games: ${BACCARAT_GAME_IDS.join(", ")})`);
  return BUILDERS[id](options);
}

export { BACCARAT_GAME_IDS };
