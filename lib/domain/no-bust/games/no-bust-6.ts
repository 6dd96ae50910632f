/**
 * No Bust Blackjack 6.0 ("No Bust 21st Century Blackjack 6.0", GEGA-002891, June 9 2010), seed 003
 * L612-905. No jokers; an ace with a ten-value card is the Natural (pays 6 to 5); the player-dealer
 * has a face-down hole card; insurance on an ace up card; a suited 7-8-9 saves a closer player.
 */
import { noBustBlackjack60, type SeatCountOptions } from "../../action-button/game-action-buttons";
import { betOrder } from "../../blackjack/bet-ids";
import { SEED_003, type NoBustGame } from "../game-config";
import { withOptions, type OptionNotes } from "../../game-options";
import { odds } from "../pay-table";
import { playerChart } from "../../blackjack/player-chart";

export interface NoBust6Options {
  /** "Must Stand On Hard 19 or more", "Have Option On 6 through 18" (L754-762): soft 19-21 in neither. */
  readonly playerSoft19To21: "stand" | "option";
  readonly playerDealerSoft18To21: "stand" | "hit";
  /** "same value or rank" (L853) against "of the same rank" (L857-858). */
  readonly splitTens: "same-value" | "same-rank";
  /** When the hole card is checked, hence when insurance resolves and whether surrender is early or late. */
  readonly holeCardCheck: "peek-ace-or-ten" | "no-peek";
  /** "settling … in a counter-clockwise manner" (L787-788) against seats counted "first seat, … 2nd seat". */
  readonly settlementDirection: "clockwise" | "counterclockwise";
  /** "Prior to the start of play" (L733-734) against "prior to the start of play or after the first two cards" (L880-881) and the schedule (L1430-1431). */
  readonly feesCollected: "after-initial-two-cards" | "before-deal";
  /** "double-down on any two-cards" (L841) against "Must Stand On Hard 19 or more" (L756-757). */
  readonly doubleOnMustStand: "refused" | "allowed";
}

export const NO_BUST_6_DEFAULTS: NoBust6Options = Object.freeze({
  playerSoft19To21: "stand",
  playerDealerSoft18To21: "stand",
  splitTens: "same-value",
  holeCardCheck: "peek-ace-or-ten",
  settlementDirection: "clockwise",
  feesCollected: "after-initial-two-cards",
  doubleOnMustStand: "refused",
});

export const NO_BUST_6_OPTION_NOTES: OptionNotes<NoBust6Options> = Object.freeze({
  playerSoft19To21: {
    values: ["stand", "option"],
    source: "seed 003 L754-762",
    why: 'the options stop at 18 and "must stand" names hard 19 or more; soft 19-21 stand as well',
  },
  playerDealerSoft18To21: {
    values: ["stand", "hit"],
    source: "seed 003 L771-780",
    why: 'the chart names only soft 17 or less as hits; the text "until a Hard 17 or higher" would hit soft 18-21',
  },
  splitTens: {
    values: ["same-value", "same-rank"],
    source: "seed 003 L853 against L857-858",
    why: "rule 10a splits cards of the same value or rank (a king with a ten); 10b says the same rank; 10a, as in the Joker edition and 2014 (L3169), is kept",
  },
  holeCardCheck: {
    values: ["peek-ace-or-ten", "no-peek"],
    source: "seed 003 L752, L766, L866-875",
    why: "the filing never says when the hole card is checked; with the peek a player-dealer Natural ends the round before anyone doubles, splits or surrenders (surrender is late); without it insurance resolves when the hole card is turned over and a surrendered hand loses only half to a Natural",
  },
  settlementDirection: {
    values: ["clockwise", "counterclockwise"],
    source: "seed 003 L786-793",
    why: "the count numbers seats from the player left of the casino dealer as in every other game; decision A7 in rotation-action-bank.md: clockwise, the count and the walk alike",
  },
  feesCollected: {
    values: ["after-initial-two-cards", "before-deal"],
    source: "seed 003 L733-734 against L880-881, L1430-1431",
    why: "rule 6 says before play, rule 14 either, the collection procedure after every player's initial two cards; the schedule's timing is kept",
  },
  doubleOnMustStand: {
    values: ["refused", "allowed"],
    source: "seed 003 L756-762, L840-845",
    why: '"any two-cards" is read as any pair of values, not as leave to draw on a total the chart makes stand (hard 19 or more): the double-down card is a draw',
  },
});

export function noBust6(chosen?: Readonly<Record<string, unknown>>, button: SeatCountOptions = {}): NoBustGame {
  const o = withOptions("no-bust-6", NO_BUST_6_DEFAULTS, NO_BUST_6_OPTION_NOTES, chosen);
  return {
    id: "no-bust-6",
    name: "No Bust Blackjack 6.0",
    filing: { seed: SEED_003, bgcId: "GEGA-002891", lines: "612-905" },
    feeScheduleId: "no-bust-6",
    decks: { min: 2, max: 8, source: "seed 003 L650-651" },
    jokersPerDeck: 0,
    maxSeats: 8,
    hand: { natural: "ace-and-ten", jokers: null },
    deal: { firstSeat: "house-dealers-left", playerDealerSecondCard: "hole-card", source: "seed 003 L736-752, L764-766" },
    holeCardCheck: o.holeCardCheck,
    playerChart: playerChart(
      (t, soft) => (t <= 5 ? "hit" : t <= 18 ? "option" : soft && o.playerSoft19To21 === "option" ? "option" : "stand"),
      "stand",
      "seed 003 L754-762",
    ),
    playerDealerChart: { soft18To21: o.playerDealerSoft18To21, source: "seed 003 L771-780" },
    jokerUpCard: null,
    double: { amount: "up-to-wager", afterSplit: true, onMustStand: o.doubleOnMustStand, source: "seed 003 L840-845" },
    split: { maxSplits: 3, pairs: o.splitTens, aceSplits: 1, source: "seed 003 L852-864" },
    surrender: { hands: "first-two-cards-only", upCards: "any", source: "seed 003 L873-875" },
    insurance: { pays: odds(2), source: "seed 003 L866-871" },
    comparison: {
      nonNatural22: "over-natural",
      naturals: "equal",
      playerOverPlayerDealerUnder: "lose",
      bothOver: { kind: "player-dealer-wins-suited-789-pushes" },
      splitAceTen: "ordinary-21",
      lines: {
        naturals: "seed 003 L807-812, L837-838",
        jokerHand: "no jokers in this game",
        underVersusOver: "seed 003 L813-815",
        bothUnder: "seed 003 L816-819",
        equalUnder: "seed 003 L820-822",
        overVersusUnder: "seed 003 L834-836",
        bothOver: "seed 003 L823-831",
        overTies: "seed 003 L832-833",
        splitAceTen: "seed 003 L864",
      },
    },
    payTable: { natural: odds(6, 5), otherHands: odds(1), source: "seed 003 L648, L812 (other hands 1 to 1: implied)" },
    buster: null,
    feesCollected: o.feesCollected,
    actionButton: noBustBlackjack60({ ...button, direction: o.settlementDirection }),
    settlementDirection: o.settlementDirection,
    naturalsPaid: "in-walk",
    betOrder: betOrder(3, true, false),
    options: o as unknown as Readonly<Record<string, string>>,
    optionNotes: NO_BUST_6_OPTION_NOTES,
  };
}
