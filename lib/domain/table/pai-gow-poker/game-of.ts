/** The configured game of a pai gow poker table, and its wagering rules, built once per settings object. */
import { envySeatOf, paiGowGame, paiGowWageringRules, type PaiGowGame } from "../../pai-gow-poker";
import type { WageringRules } from "../../wagers/bet-rules";
import type { PaiGowTableSettings } from "./state";

const games = new WeakMap<PaiGowTableSettings, { game: PaiGowGame; rules: WageringRules }>();

export function paiGowGameOf(settings: PaiGowTableSettings): { game: PaiGowGame; rules: WageringRules } {
  const cached = games.get(settings);
  if (cached) return cached;
  const game = paiGowGame(settings.gameId, settings.gameOptions);
  const built = { game, rules: paiGowWageringRules(game, settings.limits) };
  games.set(settings, built);
  return built;
}

/** A bet or ledger line as the layout and the dealer say it: "Game wager", "Envy (seat 4's hand)". */
export function betName(game: Pick<PaiGowGame, "fortune" | "aceHigh">, bet: string): string {
  if (bet === "game") return "Game wager";
  if (bet === "fortune") return "Fortune Bonus";
  if (bet === "ace-high") return "Ace-High Bonus";
  const envy = envySeatOf(bet);
  if (envy !== null) return `Envy Bonus (seat ${envy}'s hand)`;
  return bet;
}

/** The bets a bettor places on this game's layout, in the layout's order. */
export function placedBets(game: Pick<PaiGowGame, "fortune" | "aceHigh">): ("game" | "fortune" | "ace-high")[] {
  return ["game", ...(game.fortune ? (["fortune"] as const) : []), ...(game.aceHigh ? (["ace-high"] as const) : [])];
}
