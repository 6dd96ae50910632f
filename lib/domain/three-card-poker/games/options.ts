/**
 * The family's named options, shared by both games: the two filings print the same rules text where
 * these gaps are (seed 003 L1509-1746, seed 004 L258-407), so each gap has one default and one note
 * citing both. The defaults are those of docs/rules-decisions/three-card-poker.md.
 */
import type { OptionNotes } from "../../game-options";
import type { ThreeCardPokerOptions } from "../game-config";

export const THREE_CARD_POKER_DEFAULTS: ThreeCardPokerOptions = Object.freeze({
  bonusBets: "both",
  aceTwoThreeSuited: "straight-flush",
  forfeitsCollected: "at-fold",
  backlineDecision: "follows-seat",
});

export const THREE_CARD_POKER_OPTION_NOTES: OptionNotes<ThreeCardPokerOptions> = Object.freeze({
  bonusBets: {
    values: ["both", "one"],
    source: "seed 003 L1584-1586 against L1654-1656, L1797-1803; seed 004 L321 against L353, L1897",
    why: 'rule 4 offers "a Pair Plus wager or a 6 Card Bonus wager", but the settlement order, the layout and the fee text name both on one player: both may be placed together',
  },
  aceTwoThreeSuited: {
    values: ["straight-flush", "flush"],
    source: "seed 003 L1558-1560 against L1564-1566; seed 004 L309 against L311",
    why: 'A-2-3 is "the lowest ranked straight", and a straight of one suit is a straight flush by the chart\'s own definition; "4, 3 and 2 is the lowest ranked straight flush" is read as a slip',
  },
  forfeitsCollected: {
    values: ["at-fold", "in-walk"],
    source: "seed 003 L1623-1625 against L1653-1656; seed 004 L340 against L353",
    why: "the dealer collects every forfeited wager once all have played or folded, before the player-dealer's cards are revealed: a folded Ante and Pair Plus reach the player-dealer first, ahead of the walk from its left",
  },
  backlineDecision: {
    values: ["follows-seat", "own-when-seat-plays"],
    source: "seed 003 L1592, L1611-1618; seed 004 L322, L336-337",
    why: "backline betting is permitted on every wager, but only the seated player may touch and play the hand: a backline bettor's Play or fold follows the seated player's (with its own Play, equal to its own Ante)",
  },
});
