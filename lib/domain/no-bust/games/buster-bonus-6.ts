/**
 * 21st Century Blackjack with the Buster Blackjack Bonus Bet ("No Bust Blackjack Buster Bonus
 * 6.0", GEGA-003019, January 2014), seed 003 L2897-3294. 6.0's successor: 1-8 decks, ten seats,
 * both-over hands judged by the player's card count, resplit aces, and the Buster side bet.
 */
import { noBustBlackjack60, type SeatCountOptions } from "../../action-button/game-action-buttons";
import { dollars } from "../../money";
import { betOrder } from "../../blackjack/bet-ids";
import { BUSTER_PAY_TABLE } from "../buster-bonus";
import { SEED_003, type NoBustGame } from "../game-config";
import { withOptions, type OptionNotes } from "../../game-options";
import { odds } from "../pay-table";
import { playerChart } from "../../blackjack/player-chart";

export interface BusterBonus6Options {
  /** "Must Stand On Naturals, Soft 20 & 21", "Have Option On 6 Thru 19" (L3061-3070): hard 20 and 21 in neither. */
  readonly playerHard20And21: "stand" | "option";
  /** Totals over 21 are in no column. */
  readonly playerOverTwentyOne: "stand" | "option";
  readonly playerDealerSoft18To21: "stand" | "hit";
  /** The ranking chart puts a suited Natural first (L2989-3002); rule 1 pushes any two Naturals (L3122-3123). */
  readonly suitedNatural: "equal" | "suited-beats-unsuited";
  readonly playerOverPlayerDealerUnder: "lose" | "push";
  /** Both over, not covered by rule 5: a three-card 22-25 against 22-25, a three-card 26 or more. */
  readonly bothOverOtherCases: "lose" | "push";
  /** "If the draw card is a card with a value of 10, the player will be paid even money" (L3175-3176). */
  readonly splitAceTen: "ordinary-21" | "wins-even-money";
  /** Surrender "only if the player-dealer's face-up card has a value of 10 or is an ace" (L3192-3193). */
  readonly surrenderUpCards: "ace-or-ten" | "any";
  /** "players may double-down or surrender after each split" (L3177). */
  readonly surrenderAfterSplit: boolean;
  readonly holeCardCheck: "peek-ace-or-ten" | "no-peek";
  /** What a "bust" is in a game where nobody busts. */
  readonly busterBust: "22-or-more" | "23-or-more";
  readonly settlementDirection: "clockwise" | "counterclockwise";
  readonly feesCollected: "after-initial-two-cards" | "before-deal";
  /** "double-down on any two-cards" (L3159) against "Must Stand On … Soft 20 & 21" (L3063-3065). */
  readonly doubleOnMustStand: "refused" | "allowed";
  /**
   * "If the Player-Dealer does not or cannot have a Natural and the player has a Natural, the NB21
   * wager is paid and the player's cards are put away" (rules 21-23, L3243-3249).
   */
  readonly naturalsPaid: "at-deal" | "in-walk";
}

export const BUSTER_BONUS_6_DEFAULTS: BusterBonus6Options = Object.freeze({
  playerHard20And21: "stand",
  playerOverTwentyOne: "stand",
  playerDealerSoft18To21: "stand",
  suitedNatural: "equal",
  playerOverPlayerDealerUnder: "lose",
  bothOverOtherCases: "lose",
  splitAceTen: "ordinary-21",
  surrenderUpCards: "ace-or-ten",
  surrenderAfterSplit: true,
  holeCardCheck: "peek-ace-or-ten",
  busterBust: "22-or-more",
  settlementDirection: "clockwise",
  feesCollected: "after-initial-two-cards",
  doubleOnMustStand: "refused",
  naturalsPaid: "at-deal",
});

export const BUSTER_BONUS_6_OPTION_NOTES: OptionNotes<BusterBonus6Options> = Object.freeze({
  playerHard20And21: {
    values: ["stand", "option"],
    source: "seed 003 L3061-3070",
    why: "must stand names soft 20 and 21 only and the options stop at 19; hard 20 and 21 stand too",
  },
  playerOverTwentyOne: {
    values: ["stand", "option"],
    source: "seed 003 L3061-3070",
    why: "totals over 21 are not in the chart; no further draws",
  },
  playerDealerSoft18To21: {
    values: ["stand", "hit"],
    source: "seed 003 L3079-3088",
    why: 'the chart names only soft 17 or less as hits; the text "until a Hard 17 or higher" would hit soft 18-21',
  },
  suitedNatural: {
    values: ["equal", "suited-beats-unsuited"],
    source: "seed 003 L2989-3002 against L3119-3124",
    why: "no game rule lets a suited Natural beat an unsuited one, both pay 6 to 5, and rule 1 pushes two Naturals: equal for settlement",
  },
  playerOverPlayerDealerUnder: {
    values: ["lose", "push"],
    source: "seed 003 L3118-3151 (6.0 rule 7, L834-836)",
    why: "not stated in 2014; 6.0 gives it to the player-dealer",
  },
  bothOverOtherCases: {
    values: ["lose", "push"],
    source: "seed 003 L3135-3147",
    why: "rule 5 states one push (three-card 22-25 against a player-dealer over 25); every other both-over hand loses",
  },
  splitAceTen: {
    values: ["ordinary-21", "wins-even-money"],
    source: "seed 003 L3174-3176",
    why: '"paid even money" read as: not a Natural, an ordinary 21 settled at 1 to 1 when it wins',
  },
  surrenderUpCards: {
    values: ["ace-or-ten", "any"],
    source: "seed 003 L3177, L3190-3196",
    why: "as written: surrender against an ace or ten-value up card once the check shows no Natural, on any two-card hand, before the hole card is turned over",
  },
  surrenderAfterSplit: {
    values: [true, false],
    source: "seed 003 L3177",
    why: '"players may double-down or surrender after each split"',
  },
  holeCardCheck: {
    values: ["peek-ace-or-ten", "no-peek"],
    source: "seed 003 L3059, L3180-3196",
    why: 'surrender "only if … the face-down card does not have a value of 10" implies the dealer checks an ace or ten-value up card for a Natural',
  },
  busterBust: {
    values: ["22-or-more", "23-or-more"],
    source: "seed 003 L3223-3294",
    why: '"bust" is never defined; a final total over 21 that is not a Natural (a 22 is "more than a Natural", L3140-3141); the table starting at 3 cards fits',
  },
  settlementDirection: {
    values: ["clockwise", "counterclockwise"],
    source: "seed 003 L3094-3107",
    why: "as 6.0 (decision A7 in rotation-action-bank.md): clockwise, the count and the walk alike",
  },
  feesCollected: {
    values: ["after-initial-two-cards", "before-deal"],
    source: "seed 003 L3037-3038 against L3201, L3320-3321",
    why: "rule 6 says before play; rule 13 and the collection procedure say after the first two cards",
  },
  doubleOnMustStand: {
    values: ["refused", "allowed"],
    source: "seed 003 L3061-3070, L3158-3163",
    why: '"any two-cards" is read as any pair of values, not as leave to draw on a total the chart makes stand (soft 20 and 21, and hard 20 and 21 by playerHard20And21): the double-down card is a draw',
  },
  naturalsPaid: {
    values: ["at-deal", "in-walk"],
    source: "seed 003 L3243-3249",
    why: 'rules 21-23 (OCR-garbled): "if the Player-Dealer does not or cannot have a Natural and the player has a Natural, the NB21 wager is paid and the player\'s cards are put away": the Naturals are paid first, in order from the action button, then the walk goes on with what is left of the bank; "in-walk" settles them in the walk like every other wager',
  },
});

export function busterBonus6(chosen?: Readonly<Record<string, unknown>>, button: SeatCountOptions = {}): NoBustGame {
  const o = withOptions("no-bust-buster-bonus-6", BUSTER_BONUS_6_DEFAULTS, BUSTER_BONUS_6_OPTION_NOTES, chosen);
  return {
    id: "no-bust-buster-bonus-6",
    name: "21st Century Blackjack with Buster Blackjack Bonus (No Bust Blackjack Buster Bonus 6.0)",
    filing: { seed: SEED_003, bgcId: "GEGA-003019", lines: "2897-3294" },
    feeScheduleId: "no-bust-buster-bonus",
    decks: { min: 1, max: 8, source: "seed 003 L2937-2938" },
    jokersPerDeck: 0,
    maxSeats: 10,
    hand: { natural: "ace-and-ten", jokers: null },
    deal: { firstSeat: "house-dealers-left", playerDealerSecondCard: "hole-card", source: "seed 003 L3040-3059, L3072-3074" },
    holeCardCheck: o.holeCardCheck,
    playerChart: playerChart(
      (t, soft) => (t <= 5 ? "hit" : t <= 19 ? "option" : !soft && o.playerHard20And21 === "option" ? "option" : "stand"),
      o.playerOverTwentyOne === "option" ? "option" : "stand",
      "seed 003 L3061-3070",
    ),
    playerDealerChart: { soft18To21: o.playerDealerSoft18To21, source: "seed 003 L3079-3088" },
    jokerUpCard: null,
    double: { amount: "up-to-wager", afterSplit: true, onMustStand: o.doubleOnMustStand, source: "seed 003 L3158-3163, L3177" },
    split: { maxSplits: 3, pairs: "same-value", aceSplits: 3, source: "seed 003 L3168-3178" },
    surrender: {
      hands: o.surrenderAfterSplit ? "any-two-card-hand" : "first-two-cards-only",
      upCards: o.surrenderUpCards,
      source: "seed 003 L3177, L3190-3196",
    },
    insurance: { pays: odds(2), source: "seed 003 L3180-3189" },
    comparison: {
      nonNatural22: "over-natural",
      naturals: o.suitedNatural,
      playerOverPlayerDealerUnder: o.playerOverPlayerDealerUnder,
      bothOver: { kind: "by-player-cards", otherCases: o.bothOverOtherCases },
      splitAceTen: o.splitAceTen,
      lines: {
        naturals: "seed 003 L3119-3124, L3151",
        jokerHand: "no jokers in this game",
        underVersusOver: "seed 003 L3125-3127",
        bothUnder: "seed 003 L3128-3131",
        equalUnder: "seed 003 L3132-3134",
        overVersusUnder: "not stated (6.0 rule 7, seed 003 L834-836)",
        bothOver: "seed 003 L3135-3147",
        overTies: "seed 003 L3145-3149",
        splitAceTen: "seed 003 L3174-3176",
      },
    },
    payTable: { natural: odds(6, 5), otherHands: odds(1), source: "seed 003 L2935, L3124 (other hands 1 to 1: implied)" },
    buster: { bust: o.busterBust, payTable: BUSTER_PAY_TABLE, limits: { min: dollars(1), max: dollars(100) }, source: "seed 003 L3223-3294" },
    feesCollected: o.feesCollected,
    actionButton: noBustBlackjack60({ ...button, direction: o.settlementDirection }),
    settlementDirection: o.settlementDirection,
    naturalsPaid: o.naturalsPaid,
    betOrder: betOrder(3, true, true),
    options: o as unknown as Readonly<Record<string, string | boolean>>,
    optionNotes: BUSTER_BONUS_6_OPTION_NOTES,
  };
}
