/**
 * Comparing a player's hand with the player-dealer's, as each filing states its game rules. The
 * rules are data; every verdict cites the filing lines it comes from.
 */
import type { Outcome } from "../blackjack/outcome";
import { isEightEightEight, isFrozen, type HandValue } from "./hand-value";
import type { Card } from "../cards/card";

export type { Outcome };

/** Which odds a win is paid at (pay-table.ts). */
export type WinPays = "natural" | "blackjack-x" | "hard-31" | "other";

export interface PureComparisonRules {
  readonly kind: "pure-21-5";
  /** Both hands a Pure 21.5: a push (Pure 21.5, seed 003 L467-470, seed 004 L500) or the player wins (Pure Spanish, L660). */
  readonly bothNaturals: "push" | "player-wins";
  /** Both 21 and neither a Pure 21.5: a push (rule 6) or the player wins (Pure Spanish rule 5, L706). */
  readonly both21: "push" | "player-wins";
  /** Players over 21.5 against a player-dealer 888: push (the rule) or win (seed 003's "P/D 888 Option", L569-571). */
  readonly pd888: "push" | "win";
  readonly lines: {
    readonly naturals: string;
    readonly underVersusOver: string;
    readonly overVersusUnder: string;
    readonly equal: string;
    readonly closer: string;
    readonly bothOver: string;
    readonly both21?: string;
  };
}

export interface PlayTo31ComparisonRules {
  readonly kind: "play-to-31";
  /** "The Player and the Player Dealer ties on all Naturals" (L1086), or the ranking's Natural 31 over Blackjack X (L994-995). */
  readonly naturals: "all-tie" | "by-rank";
  /**
   * A player-dealer hand of 22-30 against a player's 21 or less: "ranks-last" (the ranking puts
   * 22-30 below a 2, L994-1018) or "closeness-to-31" ("The Player loses if the Player Dealer is
   * closer" to 31, L1090).
   */
  readonly playerDealerFrozen: "ranks-last" | "closeness-to-31";
  readonly lines: {
    readonly naturals: string;
    readonly frozen: string;
    readonly hard31: string;
    readonly closer: string;
    readonly playerDealerFrozen: string;
  };
}

export type ComparisonRules = PureComparisonRules | PlayTo31ComparisonRules;

export interface Comparison {
  readonly outcome: Outcome;
  /** The odds a win is paid at; null unless a win. */
  readonly pays: WinPays | null;
  /** The rule, in words, with its filing lines. */
  readonly because: string;
}

const win = (because: string, pays: WinPays = "other"): Comparison => ({ outcome: "win", pays, because });
const lose = (because: string): Comparison => ({ outcome: "lose", pays: null, because });
const push = (because: string): Comparison => ({ outcome: "push", pays: null, because });

/** The hands to compare, with the player-dealer's cards for the 888 rule. */
export function compareHands(rules: ComparisonRules, player: HandValue, pd: HandValue, pdCards: readonly Card[]): Comparison {
  return rules.kind === "pure-21-5" ? comparePure(rules, player, pd, pdCards) : compareTo31(rules, player, pd);
}

function comparePure(rules: PureComparisonRules, player: HandValue, pd: HandValue, pdCards: readonly Card[]): Comparison {
  const L = rules.lines;
  if (player.kind === "pure-21-5" && pd.kind === "pure-21-5") {
    return rules.bothNaturals === "push" ? push(`both hands are a Pure 21.5: a push (${L.naturals})`) : win(`both hands are a Pure 21.5: the player wins (${L.naturals})`, "natural");
  }
  if (player.kind === "pure-21-5") return win(`a Pure 21.5 is the best hand (${L.naturals})`, "natural");
  if (pd.kind === "pure-21-5") return lose(`the player-dealer's Pure 21.5 beats every other hand (${L.naturals})`);
  const p = player.total;
  const d = pd.total;
  if (p <= 21 && d > 21) return win(`player ${p} is less than 21.5, the player-dealer's ${d} more (${L.underVersusOver})`);
  if (p > 21 && d <= 21) return lose(`player ${p} is more than 21.5, the player-dealer's ${d} less (${L.overVersusUnder})`);
  if (p > 21) {
    if (isEightEightEight(pdCards)) {
      return rules.pd888 === "push" ? push(`both over 21.5 and the player-dealer holds 888: a push (${L.bothOver})`) : win(`both over 21.5 and the player-dealer holds 888: the player wins (${L.bothOver})`);
    }
    return lose(`both over 21.5 and the player-dealer's hand is not 888: the player loses (${L.bothOver})`);
  }
  if (p === d) {
    if (p === 21 && rules.both21 === "player-wins") return win(`both 21 and neither a Pure 21.5: the player wins (${L.both21 ?? L.equal})`);
    return push(`the same total ${p}, less than 21.5: a push (${L.equal})`);
  }
  return p > d ? win(`${p} is closer to 21.5 than ${d} (${L.closer})`) : lose(`${d} is closer to 21.5 than ${p} (${L.closer})`);
}

const NATURAL_RANK: Readonly<Record<string, number>> = { "natural-31": 2, "blackjack-x": 1 };

function naturalName(v: HandValue): string {
  return v.kind === "blackjack-x" ? "Blackjack X" : "Natural 31";
}

function compareTo31(rules: PlayTo31ComparisonRules, player: HandValue, pd: HandValue): Comparison {
  const L = rules.lines;
  const pNatural = player.kind !== "total";
  const dNatural = pd.kind !== "total";
  const pays: WinPays = player.kind === "blackjack-x" ? "blackjack-x" : "natural";
  if (pNatural && dNatural) {
    const diff = (NATURAL_RANK[player.kind] ?? 0) - (NATURAL_RANK[pd.kind] ?? 0);
    if (rules.naturals === "all-tie" || diff === 0) return push(`${naturalName(player)} against ${naturalName(pd)}: naturals tie (${L.naturals})`);
    return diff > 0 ? win(`${naturalName(player)} ranks above Blackjack X (${L.naturals})`, pays) : lose(`Natural 31 ranks above Blackjack X (${L.naturals})`);
  }
  if (pNatural) return win(`${naturalName(player)} beats every hand but a natural (${L.naturals})`, pays);
  if (dNatural) return lose(`the player-dealer's ${naturalName(pd)}: a natural beats all hands (${L.naturals})`);
  const p = player.total;
  const d = pd.total;
  if (isFrozen(player)) return lose(`player ${p} is between 22 and 30: it loses whatever the player-dealer holds (${L.frozen})`);
  if (p === 31) return win(`a Hard 31 wins whatever the player-dealer holds but a natural (${L.hard31})`, "hard-31");
  if (isFrozen(pd)) {
    return rules.playerDealerFrozen === "ranks-last"
      ? win(`the player-dealer's ${d} is between 22 and 30, ranked below every hand of 21 or less (${L.playerDealerFrozen})`)
      : lose(`the player-dealer's ${d} is closer to 31 than ${p} (${L.playerDealerFrozen})`);
  }
  if (d === 31) return lose(`the player-dealer's Hard 31 is closer to 31 than ${p} (${L.closer})`);
  if (p === d) return push(`both ${p}: a push (${L.closer})`);
  return p > d ? win(`${p} is closer to 31 than ${d} (${L.closer})`) : lose(`${d} is closer to 31 than ${p} (${L.closer})`);
}
