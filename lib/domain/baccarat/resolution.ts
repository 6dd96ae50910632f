/**
 * Resolution per wager: for a completed round, each of the game's wagers wins (at to:per), loses or
 * pushes. This is what the bank walk consumes.
 */
import type { Hand } from "./hand-total";
import type { BetId, BetRule, BetSpec } from "./bet";
import type { BetResolution } from "./pay-table";
import type { AnyGameConfig } from "./game-config";
import { betSpec } from "./game-config";
import type { RoundResult } from "./round";
import type { BetContext } from "./bets/bet-context";
import { resolveLine } from "./bets/line";
import { resolveTie } from "./bets/tie";
import { resolveOneUp } from "./bets/one-up";
import { resolveThreeCardWin } from "./bets/three-card-win";
import { resolveKillOxTiger } from "./bets/kill-ox-tiger";
import { resolveBonusPair } from "./bets/bonus-pair";
import { resolveDragonBonus } from "./bets/dragon-bonus";

export function resolveRule(rule: BetRule, ctx: BetContext): BetResolution {
  switch (rule.kind) {
    case "line":
      return resolveLine(rule, ctx);
    case "tie":
      return resolveTie(rule, ctx);
    case "one-up":
      return resolveOneUp(rule, ctx);
    case "three-card-win":
      return resolveThreeCardWin(rule, ctx);
    case "kill-ox-tiger":
      return resolveKillOxTiger(rule, ctx);
    case "bonus-pair":
      return resolveBonusPair(rule, ctx);
    case "dragon-bonus":
      return resolveDragonBonus(rule, ctx);
  }
}

/** 21st Century Player-line wager: kept on the stand line or moved to the hit line on a two-card 5. */
export type PlayerLineChoice = "stand" | "hit";

export class ResolutionError extends Error {
  override name = "ResolutionError";
}

/** The Player hand a wager settles against (21st Century has two on a two-card 5). */
export function playerHandFor(spec: BetSpec, round: RoundResult, choice: PlayerLineChoice | undefined): Hand {
  const lines = round.playerLines;
  if (lines === null) return round.player;
  const mode = spec.playerHandOnFive;
  if (mode === "as-dealt") return round.player;
  if (mode === "stand-line") return lines.stand;
  if (choice === undefined) return round.player;
  if (choice === "stand") return lines.stand;
  if (lines.hit === null) throw new ResolutionError("a hit-line wager needs the hit card, and none was dealt (every Player-line wager stood on 5)");
  return lines.hit;
}

export function resolveBet(game: AnyGameConfig, round: RoundResult, id: BetId, choice?: PlayerLineChoice): BetResolution {
  if (round.game !== game.id) throw new ResolutionError(`the round was played as ${round.game}, not ${game.id}`);
  const spec = betSpec(game, id);
  return resolveRule(spec.rule, { player: playerHandFor(spec, round, choice), banker: round.banker });
}

/** Every wager of the game, in settlement order. `choice` applies to the Player line (21st Century); default: the hand as dealt. */
export function resolveBets(game: AnyGameConfig, round: RoundResult, choice?: PlayerLineChoice): readonly { readonly id: BetId; readonly resolution: BetResolution }[] {
  return game.settlement.order.map((id) => ({ id, resolution: resolveBet(game, round, id, choice) }));
}
