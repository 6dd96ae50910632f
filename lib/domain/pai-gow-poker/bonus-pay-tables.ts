/**
 * The Fortune Bonus and Envy Bonus pay tables, each line with its filing line, and Face Up's
 * Ace-High Bonus pay table. A hand not listed loses the Fortune Bonus (L936: "Any other combination
 * ... shall lose"); Envy pays a fixed amount, Four of a Kind or higher (L920).
 */
import { dollars, type Cents } from "../money";
import type { BonusHand } from "./seven-card";

export interface FortunePayLine {
  readonly hand: BonusHand;
  /** X to 1, or a push (Three Pair on seed 004's tables). */
  readonly pays: number | "push";
  /** The Envy payout for this hand held by another player, or null (no Envy below Four of a Kind). */
  readonly envy: Cents | null;
  readonly line: string;
}

export interface FortunePayTable {
  readonly name: string;
  readonly lines: readonly FortunePayLine[];
  readonly source: string;
}

const row = (hand: BonusHand, pays: number | "push", envy: number | null, line: string): FortunePayLine => ({ hand, pays, envy: envy === null ? null : dollars(envy), line });

/** Mortimer's "Fortune Bonus Bet and Envy Bonus Paytable – FPG-01", seed 003 L4461-4493. */
export const FPG_01: FortunePayTable = {
  name: "FPG-01",
  source: "seed 003 L4461-4493",
  lines: [
    row("seven-card-straight-flush", 8000, 5000, "seed 003 L4465-4467"),
    row("royal-flush-royal-match", 2000, 1000, "seed 003 L4468-4470"),
    row("seven-card-straight-flush-with-joker", 1000, 500, "seed 003 L4471-4473"),
    row("five-aces", 400, 250, "seed 003 L4474-4476"),
    row("royal-flush", 150, 50, "seed 003 L4477-4479"),
    row("straight-flush", 50, 20, "seed 003 L4480-4482"),
    row("four-of-a-kind", 25, 5, "seed 003 L4483-4485"),
    row("full-house", 5, null, "seed 003 L4486-4487"),
    row("flush", 4, null, "seed 003 L4488-4489"),
    row("three-of-a-kind", 3, null, "seed 003 L4490-4491"),
    row("straight", 2, null, "seed 003 L4492-4493"),
  ],
};

/** Kings' Fortune Pai Gow Poker "BONUS BET PAYTABLE", seed 004 L960-975. */
export const KINGS_FORTUNE_PAY_TABLE: FortunePayTable = {
  name: "Kings Fortune Pai Gow Poker",
  source: "seed 004 L960-975",
  lines: [
    row("seven-card-straight-flush", 5000, 1000, "seed 004 L964"),
    row("royal-flush-royal-match", 1000, 250, "seed 004 L965"),
    row("seven-card-straight-flush-with-joker", 750, 100, "seed 004 L966"),
    row("five-aces", 250, 50, "seed 004 L967"),
    row("royal-flush", 100, 25, "seed 004 L968"),
    row("straight-flush", 50, 10, "seed 004 L969"),
    row("four-of-a-kind", 20, 5, "seed 004 L970"),
    row("full-house", 5, null, "seed 004 L971"),
    row("flush", 4, null, "seed 004 L972"),
    row("three-of-a-kind", 3, null, "seed 004 L973"),
    row("straight", 2, null, "seed 004 L974"),
    row("three-pair", "push", null, "seed 004 L975"),
  ],
};

/**
 * Face Up's "Fortune Bonus Bet & Envy Bonus Pay Table", seed 004 L1704-1721. The Royal Flush's
 * Fortune payout is lost in the OCR (L1711, only "$25" Envy survives): 100 to 1, as the same
 * filing's Fortune Pai Gow Poker table pays it (L968) with the same $25 Envy.
 */
export const FACE_UP_FORTUNE_PAY_TABLE: FortunePayTable = {
  name: "Face Up Pai Gow Poker",
  source: "seed 004 L1704-1721",
  lines: [
    row("seven-card-straight-flush", 5000, 1000, "seed 004 L1707"),
    row("royal-flush-royal-match", 1000, 250, "seed 004 L1708"),
    row("seven-card-straight-flush-with-joker", 750, 100, "seed 004 L1709"),
    row("five-aces", 250, 50, "seed 004 L1710"),
    row("royal-flush", 100, 25, "seed 004 L1711 (Fortune payout lost in the OCR; L968)"),
    row("straight-flush", 50, 10, "seed 004 L1712"),
    row("four-of-a-kind", 20, 5, "seed 004 L1713"),
    row("full-house", 5, null, "seed 004 L1714"),
    row("flush", 4, null, "seed 004 L1718"),
    row("three-of-a-kind", 3, null, "seed 004 L1719"),
    row("straight", 2, null, "seed 004 L1720"),
    row("three-pair", "push", null, "seed 004 L1721"),
  ],
};

export function payLineOf(table: FortunePayTable, hand: BonusHand | null): FortunePayLine | null {
  return hand === null ? null : (table.lines.find((l) => l.hand === hand) ?? null);
}

/** Face Up's Ace-High Bonus Bet pay table, seed 004 L1734-1739. */
export interface AceHighPayTable {
  /** "Player-Dealer and Player Ace-High". */
  readonly both: number;
  /** "Player-Dealer Ace-High w/Joker". */
  readonly withJoker: number;
  /** "Player-Dealer Ace-High No Joker". */
  readonly noJoker: number;
  readonly source: string;
}

export const FACE_UP_ACE_HIGH_PAY_TABLE: AceHighPayTable = { both: 40, withJoker: 15, noJoker: 5, source: "seed 004 L1734-1739" };
