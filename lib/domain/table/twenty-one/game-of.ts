/**
 * The configured game of a twenty-one table, built once per settings object: the game with the
 * room's options, its wagering rules, and the room's posted player collection where the game's
 * option `playerCollection` charges one. That amount is the room's, not the filing's (seed 003
 * L374-378, seed 004 L462, L649 say only "the posted collection"), so it travels among the table's
 * game options as `postedPlayerFeeCents` and never reaches the game's own options.
 */
import type { Cents } from "../../money";
import { BET_LABELS, twentyOneGame, twentyOneWageringRules, type TwentyOneGame } from "../../twenty-one";
import type { WageringRules } from "../../wagers/bet-rules";
import type { TwentyOneTableSettings } from "./state";

/** The table option holding the room's posted player collection, in cents per circle. */
export const POSTED_PLAYER_FEE = "postedPlayerFeeCents";

/** A table's game options split into the game's own and the room's posted player collection. */
export function splitGameOptions(options: Readonly<Record<string, string | number | boolean>>): { game: Record<string, string | number | boolean>; postedPlayerFee: unknown } {
  const { [POSTED_PLAYER_FEE]: postedPlayerFee, ...game } = options;
  return { game, postedPlayerFee };
}

interface Built {
  readonly game: TwentyOneGame;
  readonly rules: WageringRules;
  /** The posted player collection, or null when the game charges none. */
  readonly postedPlayerFee: Cents | null;
}

const games = new WeakMap<TwentyOneTableSettings, Built>();

export function twentyOneGameOf(settings: TwentyOneTableSettings): Built {
  const cached = games.get(settings);
  if (cached) return cached;
  const { game: options, postedPlayerFee } = splitGameOptions(settings.gameOptions);
  const game = twentyOneGame(settings.gameId, options);
  const built: Built = {
    game,
    rules: twentyOneWageringRules(game, settings.limits),
    postedPlayerFee: game.options.playerCollection === "posted-per-circle" && typeof postedPlayerFee === "number" ? postedPlayerFee : null,
  };
  games.set(settings, built);
  return built;
}

/** Bet names as the layout prints them; a settlement line's own words are in the screens. */
export function betName(bet: string): string {
  return BET_LABELS[bet] ?? bet;
}
