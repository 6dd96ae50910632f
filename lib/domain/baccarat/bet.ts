/**
 * The wagers of the baccarat family, named as the filings name them, and the data each game gives
 * for one of its betting spaces.
 */
import type { LineRule } from "./bets/line";
import type { TieRule } from "./bets/tie";
import type { OneUpRule } from "./bets/one-up";
import type { ThreeCardWinRule } from "./bets/three-card-win";
import type { KillOxTigerRule } from "./bets/kill-ox-tiger";
import type { BonusPairRule } from "./bets/bonus-pair";
import type { DragonBonusRule } from "./bets/dragon-bonus";

export const BET_IDS = [
  "player",
  "banker",
  "dealer",
  "tie",
  "early-tie",
  "late-tie",
  "one-up",
  "fortune7",
  "dragon7",
  "panda8",
  "player-pair",
  "dealer-pair",
  "player-dragon",
  "banker-dragon",
  "kill-ox-tiger",
  "tiger7",
  "ox6",
] as const;

export type BetId = (typeof BET_IDS)[number];

export function isBetId(value: unknown): value is BetId {
  return typeof value === "string" && (BET_IDS as readonly string[]).includes(value);
}

export type BetRule = LineRule | TieRule | OneUpRule | ThreeCardWinRule | KillOxTigerRule | BonusPairRule | DragonBonusRule;

/**
 * What a bettor must also have to place this wager: nothing, a line (base game) wager by the same
 * bettor, or (21st Century's late tie) an early tie wager.
 */
export type BetPrerequisite = "nothing" | "line-wager" | "early-tie";

export interface BetSpec {
  readonly id: BetId;
  /** The betting space as the filing names it. */
  readonly name: string;
  readonly rule: BetRule;
  readonly requires: BetPrerequisite;
  /** "table-limit", or 21st Century's tie wager that "may not exceed the base game wager" (001 L119). */
  readonly maxStake: "table-limit" | "base-wager";
  /** Every wager is placed before the deal except 21st Century's late tie (001 L127). */
  readonly placed: "before-deal" | "after-player-cards";
  readonly backline: boolean;
  /**
   * Which Player hand the wager settles against when 21st Century's Player hand has a two-card 5:
   * the bettor's own hit or stand choice (the Player line, 001 L79-81), the hand as dealt, or the
   * two-card stand line. Every other round has one Player hand and this does not matter.
   */
  readonly playerHandOnFive: "bettor-choice" | "as-dealt" | "stand-line";
  /** Filing lines this space comes from. */
  readonly source: string;
}
