/** The pai gow poker family's games by id, each with a room's options. */
import { PAI_GOW_GAME_IDS, type PaiGowGame, type PaiGowGameId } from "../game-config";
import { faceUp } from "./face-up";
import { fortuneKings } from "./fortune-kings";
import { fortuneMortimers } from "./fortune-mortimers";
import { paiGowPoker } from "./pai-gow-poker";
import { GameOptionError, type OptionNote } from "../../game-options";

export class UnknownPaiGowGameError extends RangeError {
  override name = "UnknownPaiGowGameError";
}

export function isPaiGowGameId(value: unknown): value is PaiGowGameId {
  return typeof value === "string" && (PAI_GOW_GAME_IDS as readonly string[]).includes(value);
}

/**
 * Every game's option `entry`: the dealer enters every card, or only the results (results-entry.md
 * RE1). The comparison and the bonus pay tables the results stand for are the filing's.
 */
export const ENTRY_NOTE: OptionNote = {
  values: ["cards", "results"],
  source: "seed 004 L894-904, L908-912; seed 003 L4332-4369",
  why: "the filings settle each game wager by comparing the hands (win, push, lose; the player-dealer wins copies) and pay each bonus on the hand it made: a room may have the dealer enter only those results, not every card",
};

/** A game configured with a room's options (unknown options or values are refused with a GameOptionError). */
export function paiGowGame(id: string, options?: Readonly<Record<string, unknown>>): PaiGowGame {
  if (!isPaiGowGameId(id)) throw new UnknownPaiGowGameError(`unknown pai gow game "${id}" (games: ${PAI_GOW_GAME_IDS.join(", ")})`);
  const { entry = "cards", ...rest } = options ?? {};
  if (entry !== "cards" && entry !== "results") throw new GameOptionError(`${id} option "entry" must be one of "cards", "results", got ${JSON.stringify(entry)}`);
  const game = gameOf(id, rest);
  return { ...game, entry, options: { ...game.options, entry }, optionNotes: { ...game.optionNotes, entry: ENTRY_NOTE } };
}

function gameOf(id: PaiGowGameId, options: Readonly<Record<string, unknown>>): PaiGowGame {
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
