/**
 * Comparing a player's hand with the player-dealer's. The three filings share the frame (a
 * Natural beats everything, two Naturals push, under vs under: the closer wins, equal totals push,
 * under beats over) and differ when both hands are over a Natural. Each game states its rules as
 * data here, with the filing lines each verdict cites.
 */
import type { HandValue } from "./hand-value";
import { distanceToNatural, sideOfNatural, type NonNatural22 } from "./ranking";
import type { Outcome } from "../blackjack/outcome";

/** Both hands more than a Natural. */
export type BothOverRule =
  /** Joker edition rules 7 and 8 (L127-133): the player-dealer closer wins; the player closer pushes; ties go to the player-dealer. */
  | { readonly kind: "closer-player-dealer-wins-else-push" }
  /** Joker edition rule 3 (L119-120): the player-dealer wins. */
  | { readonly kind: "player-dealer-wins" }
  /** 6.0 rules 5-6 (L823-833): the player-dealer wins, but a player closer than a suited 7-8-9 pushes. */
  | { readonly kind: "player-dealer-wins-suited-789-pushes" }
  /**
   * 2014 rule 5 (L3135-3147): four or more player cards lose; a three-card 22-25 pushes against a
   * player-dealer over 25; equal totals lose; the cases the filing leaves out take `otherCases`.
   */
  | { readonly kind: "by-player-cards"; readonly otherCases: "lose" | "push" };

export interface ComparisonRules {
  readonly nonNatural22: NonNatural22;
  /** The 2014 ranking chart lists a suited Natural above an unsuited one (L2989-3002); rule 1 pushes any two Naturals (L3122-3123). */
  readonly naturals: "equal" | "suited-beats-unsuited";
  /** Player more than a Natural, player-dealer less. */
  readonly playerOverPlayerDealerUnder: "lose" | "push";
  readonly bothOver: BothOverRule;
  /** 2014 L3175-3176: split aces drawing a ten-value card "will be paid even money". */
  readonly splitAceTen: "ordinary-21" | "wins-even-money";
  /** Filing lines cited by each verdict. */
  readonly lines: {
    readonly naturals: string;
    readonly jokerHand: string;
    readonly underVersusOver: string;
    readonly bothUnder: string;
    readonly equalUnder: string;
    readonly overVersusUnder: string;
    readonly bothOver: string;
    readonly overTies: string;
    readonly splitAceTen: string;
  };
}

export type { Outcome };

export interface Comparison {
  readonly outcome: Outcome;
  /** Which odds a win is paid at: the Natural's, or the pay table's other hands (even money). */
  readonly pays: "natural" | "other" | null;
  /** The rule, in words, with its filing lines. */
  readonly because: string;
}

const win = (because: string, pays: "natural" | "other" = "other"): Comparison => ({ outcome: "win", pays, because });
const lose = (because: string): Comparison => ({ outcome: "lose", pays: null, because });
const push = (because: string): Comparison => ({ outcome: "push", pays: null, because });

export interface PlayerHandFacts {
  /** Split aces holding an ace and a ten-value card. */
  readonly splitAceTen?: boolean;
}

export function compareHands(rules: ComparisonRules, player: HandValue, pd: HandValue, facts: PlayerHandFacts = {}): Comparison {
  const L = rules.lines;
  if (player.kind === "natural" && pd.kind === "natural") {
    if (rules.naturals === "suited-beats-unsuited" && player.suited !== pd.suited) {
      return player.suited ? win(`suited Natural beats Natural (${L.naturals})`, "natural") : lose(`suited Natural beats Natural (${L.naturals})`);
    }
    return push(`Natural against Natural is a push (${L.naturals})`);
  }
  if (player.kind === "natural") return win(`Natural beats all other hands (${L.naturals})`, "natural");
  if (pd.kind === "natural") return lose(`the player-dealer's Natural beats all other hands (${L.naturals})`);

  if (player.kind === "joker-hand" && pd.kind === "joker-hand") return push(`Joker hand against Joker hand: same hand, a push (${L.jokerHand})`);
  if (player.kind === "joker-hand") return win(`the Joker hand is second best (${L.jokerHand})`);
  if (pd.kind === "joker-hand") return lose(`the player-dealer's Joker hand is second best (${L.jokerHand})`);

  if (facts.splitAceTen && rules.splitAceTen === "wins-even-money") return win(`split aces with a ten-value card are paid even money (${L.splitAceTen})`);

  const p = sideOfNatural(player, rules.nonNatural22);
  const d = sideOfNatural(pd, rules.nonNatural22);
  const pt = player.total;
  const dt = pd.total;
  const closer = distanceToNatural(player) - distanceToNatural(pd);

  if (p === "under" && d === "under") {
    if (closer === 0) return push(`same total ${pt} under a Natural is a push (${L.equalUnder})`);
    return closer < 0 ? win(`${pt} is closer to a Natural than ${dt} (${L.bothUnder})`) : lose(`${dt} is closer to a Natural than ${pt} (${L.bothUnder})`);
  }
  if (p === "under") return win(`player ${pt} under a Natural, player-dealer ${dt} over (${L.underVersusOver})`);
  if (d === "under") {
    return rules.playerOverPlayerDealerUnder === "lose"
      ? lose(`player ${pt} over a Natural, player-dealer ${dt} under (${L.overVersusUnder})`)
      : push(`player ${pt} over a Natural, player-dealer ${dt} under: a push (${L.overVersusUnder})`);
  }
  return compareBothOver(rules, player, pd, closer);
}

function compareBothOver(rules: ComparisonRules, player: HandValue, pd: HandValue, closer: number): Comparison {
  const L = rules.lines;
  const pt = player.total;
  const dt = pd.total;
  const rule = rules.bothOver;
  if (rule.kind === "by-player-cards") {
    if (player.cards >= 4) return lose(`both over a Natural: a player hand of four or more cards loses (${L.bothOver})`);
    if (pt === dt) return lose(`both over a Natural with the same total ${pt}: the player-dealer wins (${L.overTies})`);
    if (player.cards === 3 && pt >= 22 && pt <= 25 && dt > 25) return push(`three-card ${pt} against a player-dealer ${dt} over 25: a push (${L.bothOver})`);
    return rule.otherCases === "lose"
      ? lose(`both over a Natural, player ${pt} against ${dt}: not a stated push, the player loses (${L.bothOver})`)
      : push(`both over a Natural, player ${pt} against ${dt}: not a stated loss, a push (${L.bothOver})`);
  }
  if (closer === 0) return lose(`both over a Natural with the same total ${pt}: the player-dealer wins ties (${L.overTies})`);
  if (rule.kind === "player-dealer-wins") return lose(`both over a Natural: the player-dealer wins (${L.bothOver})`);
  if (closer > 0) return lose(`both over a Natural, the player-dealer's ${dt} is closer than ${pt} (${L.bothOver})`);
  if (rule.kind === "closer-player-dealer-wins-else-push") return push(`both over a Natural, the player's ${pt} is closer than ${dt}: a push (${L.bothOver})`);
  if (pd.kind === "total" && pd.suited789) return push(`the player's ${pt} is closer than the player-dealer's suited 7-8-9: a push (${L.bothOver})`);
  return lose(`both over a Natural, the player's ${pt} is closer than ${dt}: the player loses (${L.bothOver})`);
}
