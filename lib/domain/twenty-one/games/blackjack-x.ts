/**
 * Blackjack X, the untitled "play to 31" game of Kings Card Club's filing (its ranking names the
 * "Blackjack X" hand, L986; its fees are GEGA-004230, L1747), with the Buster Blackjack Bonus Bet,
 * seed 004 L979-1125. One to eight standard decks with the ace of spades stamped "x"; Natural 31
 * (6 to 5), Blackjack X (2 to 1) and Hard 31 (3 to 1); hands of 22-30 frozen and lost; naturals tie.
 */
import type { ActionButton } from "../../action-button";
import { pure215Blackjack, type SeatCountOptions } from "../../action-button/game-action-buttons";
import { withOptions, type OptionNotes } from "../../game-options";
import { playerChart } from "../../blackjack/player-chart";
import { twentyOneBetOrder } from "../bet-ids";
import { SEED_004_BUSTER_PAY_TABLE } from "../buster-bonus";
import { BLACKJACK_X_DECK } from "../decks";
import { SEED_004, type TwentyOneGame } from "../game-config";
import { odds } from "../pay-table";

export interface BlackjackXOptions {
  /** "A Blackjack X consists of an Ace/King of Spades" (L986) against "an Ace and King suited" (L1024). */
  readonly blackjackX: "ace-king-of-spades" | "ace-king-suited";
  /** The Natural 31 needs "a standard ace" (L1024) while the aces of spades are stamped "x" (L1022). */
  readonly markedAce: "natural" | "not-natural";
  /** "ties on all Naturals" (L1086) against the ranking's Natural 31 over Blackjack X (L994-995). */
  readonly naturals: "all-tie" | "by-rank";
  /** A player-dealer 22-30 against a player's 21 or less: the ranking (L994-1018) or "closer to thirty-one" (L1090). */
  readonly playerDealerFrozen: "ranks-last" | "closeness-to-31";
  /** Insurance against a natural: paid 2 to 1 (L1074) or the insured player pushes (L1073). */
  readonly insuranceOnNatural: "pays-2-to-1" | "wager-pushes";
  /** The deal order is not stated (L1084). */
  readonly dealFrom: "left-of-player-dealer" | "house-dealers-left";
  /** No action button or settlement start is described (L1078-1092). */
  readonly actionButton: "left-of-player-dealer" | "hole-card";
  /** "hits soft 17 and below, stands on Hard 17 and above" (L990, L1032-1033): soft 18-21 in neither. */
  readonly playerDealerSoft18To21: "stand" | "hit";
}

export const BLACKJACK_X_DEFAULTS: BlackjackXOptions = Object.freeze({
  blackjackX: "ace-king-of-spades",
  markedAce: "natural",
  naturals: "all-tie",
  playerDealerFrozen: "ranks-last",
  insuranceOnNatural: "pays-2-to-1",
  dealFrom: "left-of-player-dealer",
  actionButton: "left-of-player-dealer",
  playerDealerSoft18To21: "stand",
});

export const BLACKJACK_X_OPTION_NOTES: OptionNotes<BlackjackXOptions> = Object.freeze({
  blackjackX: {
    values: ["ace-king-of-spades", "ace-king-suited"],
    source: "seed 004 L986 against L1024",
    why: "the hand is named after the ace of spades stamped \"x\" (L1022), and the hand list says Ace/King of Spades; any other suited ace-king is a Natural 31",
  },
  markedAce: {
    values: ["natural", "not-natural"],
    source: "seed 004 L985, L1022, L1024",
    why: 'a Natural 31 is "an Ace card and a 10-point card" (L985); "a standard ace" (L1024) is read as an ordinary ace in a standard deck, so the stamped ace of spades with a 10-point card other than its king is a Natural 31; "not-natural" makes it a two-card 21',
  },
  naturals: {
    values: ["all-tie", "by-rank"],
    source: "seed 004 L1086 against L994-995",
    why: '"A Natural beats all hands. The Player and the Player Dealer ties on all Naturals": a Natural 31 and a Blackjack X push; the ranking puts the Natural 31 first, which "by-rank" applies',
  },
  playerDealerFrozen: {
    values: ["ranks-last", "closeness-to-31"],
    source: "seed 004 L994-1018 against L1090",
    why: 'the ranking lists "a hand totaling a 22 30" last, below a 2, so a player-dealer frozen at 22-30 loses to every player hand of 21 or less (it "busts", which the Buster bet pays on); L1090 read alone has the closer hand to 31 win',
  },
  insuranceOnNatural: {
    values: ["pays-2-to-1", "wager-pushes"],
    source: "seed 004 L1073 against L1074",
    why: 'L1074 states the mechanics (insurance paid 2 to 1, the initial wager lost unless also a natural); L1073 ("considered to have pushed and will not lose") is read as the net result of a full half-wager insurance; "wager-pushes" applies L1073 literally: against a natural the insured game wager and the insurance both push',
  },
  dealFrom: {
    values: ["left-of-player-dealer", "house-dealers-left"],
    source: "seed 004 L1084 (Pure 21.5 L463)",
    why: "the filing says only that two cards go to each player and two to the player-dealer, its second face down; the sibling filings deal from the player left of the player-dealer",
  },
  actionButton: {
    values: ["left-of-player-dealer", "hole-card"],
    source: "seed 004 L1078-1092, L1110 (rotation-action-bank.md A10)",
    why: 'no action button is described, and the Buster bet is "collected in rotation": settlement starts with the player to the left of the player-dealer; "hole-card" counts the hole card as in Pure 21.5 (L467)',
  },
  playerDealerSoft18To21: {
    values: ["stand", "hit"],
    source: "seed 004 L990, L1032-1033",
    why: "the player-dealer hits soft 17 and below and stands on hard 17 and above; a soft 18-21 stands",
  },
});

export function blackjackX(chosen?: Readonly<Record<string, unknown>>, button: SeatCountOptions = {}): TwentyOneGame {
  const o = withOptions("blackjack-x", BLACKJACK_X_DEFAULTS, BLACKJACK_X_OPTION_NOTES, chosen);
  const actionButton: ActionButton = o.actionButton === "hole-card" ? pure215Blackjack(button) : { kind: "left-of-player-dealer" };
  return {
    id: "blackjack-x",
    name: "Blackjack X",
    filing: { seed: SEED_004, bgcId: "GEGA-004230", lines: "979-1125" },
    feeScheduleId: "blackjack-x-pure-21-5",
    deck: BLACKJACK_X_DECK,
    decks: { min: 1, max: 8, source: "seed 004 L1022" },
    maxSeats: 8,
    seatsSource: "not stated (L979-1092); eight seats as the Pure games (L450)",
    hand: { scoring: "play-to-31", blackjackX: o.blackjackX, markedAce: { card: "AS", natural: o.markedAce === "natural" } },
    deal: { firstSeat: o.dealFrom, source: "seed 004 L1084" },
    holeCardCheck: { upCards: "ace-or-ten", source: "seed 004 L1064, L1085-1086" },
    // "The Player has an option on hands that total between 2 and 21. The Player must stand on a natural or a hand with a value between 22 and 30" (L1037-1038).
    playerChart: playerChart(() => "option", "stand", "seed 004 L989, L1037-1038"),
    playerDealerChart: { soft18To21: o.playerDealerSoft18To21, source: "seed 004 L990, L1032-1033" },
    double: { amount: "up-to-wager", afterSplit: true, onMustStand: "refused", rescue: false, doubleDouble: false, source: "seed 004 L1055-1060" },
    split: { maxSplits: 3, pairs: "same-value", aceSplits: 1, splitAcesOneCard: true, source: "seed 004 L1047-1053" },
    surrender: { timing: "early", afterSplit: true, source: "seed 004 L1062-1067, L1085" },
    insurance: { pays: odds(2), minPercent: 1, onNatural: o.insuranceOnNatural === "wager-pushes" ? "wager-pushes" : "pays", evenMoney: null, source: "seed 004 L1069-1076" },
    comparison: {
      kind: "play-to-31",
      naturals: o.naturals,
      playerDealerFrozen: o.playerDealerFrozen,
      lines: {
        naturals: o.naturals === "all-tie" ? "seed 004 L1086" : "seed 004 L994-995",
        frozen: "seed 004 L983, L1028, L1089",
        hard31: "seed 004 L983, L1026, L1088",
        closer: "seed 004 L1090",
        playerDealerFrozen: o.playerDealerFrozen === "ranks-last" ? "seed 004 L994-1018" : "seed 004 L1090",
      },
    },
    payTable: { natural: odds(6, 5), blackjackX: odds(2), hard31: odds(3), otherHands: odds(1), source: "seed 004 L1042-1046" },
    buster: { payTable: SEED_004_BUSTER_PAY_TABLE, bust: "22-to-30", source: "seed 004 L1094-1125" },
    match: null,
    bonusBetsAtMostGameWager: true,
    backline: { bets: ["main", "buster"], source: "seed 004 L1105-1108" },
    naturalsPaid: "in-walk",
    feesCollected: { when: "before-deal", source: "seed 004 L1749" },
    actionButton,
    settlementDirection: "clockwise",
    betOrder: twentyOneBetOrder(3, 1, true, true, false),
    options: o as unknown as Readonly<Record<string, string | boolean>>,
    optionNotes: BLACKJACK_X_OPTION_NOTES,
  };
}
