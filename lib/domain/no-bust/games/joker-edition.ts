/**
 * No Bust 21st Century Blackjack, Joker edition (© 2002; fees GEGA-001003), seed 003 L19-254.
 * One joker per deck; two jokers are the Natural 22 (pays 2 to 1), a joker with any card the
 * second-best hand; no hole card: the player-dealer's second card comes after the players.
 */
import { noBustJokerEdition, type NoBustJokerEditionOptions } from "../../action-button/game-action-buttons";
import { betOrder } from "../../blackjack/bet-ids";
import { SEED_003, type NoBustGame } from "../game-config";
import { withOptions, type OptionNotes } from "../../game-options";
import { odds } from "../pay-table";
import { playerChart } from "../../blackjack/player-chart";

export interface JokerEditionOptions {
  /** The chart's OCR lost 12: "111or Less … 13 14 … 19" (L58-62). */
  readonly playerTwelve: "option" | "must-hit";
  /** A total over 21 is in no column of the player chart. */
  readonly playerOverTwentyOne: "stand" | "option";
  readonly playerDealerSoft18To21: "stand" | "hit";
  /** Rule 3 (L119-120: both over, the player-dealer wins) against rule 7 (L127-132: the player closer pushes). */
  readonly bothOverNatural: "rule-7" | "rule-3";
  readonly playerOverPlayerDealerUnder: "lose" | "push";
  readonly nonNatural22: "over-natural" | "under-natural";
  /** A joker as a hit card or on a split hand. */
  readonly jokerOutsideFirstTwoCards: "hard-21" | "joker-hand";
  /** "up to a maximum of three (3) splits per hand" (L174-175); no rule limits aces to one split. */
  readonly resplitAces: "within-three-splits" | "once";
  /** "double-down on their first two cards" (L159) against the chart's must-stand 20 and 21 (L58). */
  readonly doubleOnMustStand: "refused" | "allowed";
}

export const JOKER_EDITION_DEFAULTS: JokerEditionOptions = Object.freeze({
  playerTwelve: "option",
  playerOverTwentyOne: "stand",
  playerDealerSoft18To21: "stand",
  bothOverNatural: "rule-7",
  playerOverPlayerDealerUnder: "lose",
  nonNatural22: "over-natural",
  jokerOutsideFirstTwoCards: "hard-21",
  resplitAces: "within-three-splits",
  doubleOnMustStand: "refused",
});

export const JOKER_EDITION_OPTION_NOTES: OptionNotes<JokerEditionOptions> = Object.freeze({
  playerTwelve: {
    values: ["option", "must-hit"],
    source: "seed 003 L57-62",
    why: 'the OCR\'d chart reads "111or Less" must hit and options 13-19; 12 is missing, read as the first option total (12-19)',
  },
  playerOverTwentyOne: {
    values: ["stand", "option"],
    source: "seed 003 L57-62",
    why: "the chart does not cover totals over 21 (a player who hits 19 may reach 29); no further draws",
  },
  playerDealerSoft18To21: {
    values: ["stand", "hit"],
    source: "seed 003 L66-71, L107-111 against L222-225",
    why: 'the chart names only soft 17 or less as hits; the text "until a Hard 17 or higher" would hit soft 18-21',
  },
  bothOverNatural: {
    values: ["rule-7", "rule-3"],
    source: "seed 003 L119-120 against L127-133",
    why: "rule 3 gives every both-over hand to the player-dealer; rule 7, the more specific, pushes when the player is closer; rule 8 gives ties over 22 to the player-dealer",
  },
  playerOverPlayerDealerUnder: {
    values: ["lose", "push"],
    source: "seed 003 L115-133",
    why: "not stated; implied by the other rules (and stated in 6.0, L834-836): the player-dealer wins",
  },
  nonNatural22: {
    values: ["over-natural", "under-natural"],
    source: "seed 003 L119-133; the 2014 version L3140-3141",
    why: 'a non-natural 22 is neither "less" nor "more" than a Natural 22 here; the later filing counts a three-card 22 as more',
  },
  jokerOutsideFirstTwoCards: {
    values: ["hard-21", "joker-hand"],
    source: "seed 003 L26-27, L34-35, L145",
    why: 'only a joker "dealt" with another card is the second-best hand; a joker drawn later or on a split hand is "a hard 21" (L145) and ranks as a 21',
  },
  resplitAces: {
    values: ["within-three-splits", "once"],
    source: "seed 003 L163-175",
    why: 'split aces take one card each (L168-171) and a hand splits "up to a maximum of three (3)" times (L174-175); unlike 6.0 (L863-864) nothing limits aces to one split ("originally dealt", L168, is also said of every pair, L163-164, which may be resplit)',
  },
  doubleOnMustStand: {
    values: ["refused", "allowed"],
    source: "seed 003 L58, L159-162",
    why: "a player may double on the first two cards, but the chart makes soft and hard 20 and 21 stand; the double-down card is a draw, so those hands do not double",
  },
});

export function jokerEdition(chosen?: Readonly<Record<string, unknown>>, button: NoBustJokerEditionOptions = {}): NoBustGame {
  const o = withOptions("no-bust-joker", JOKER_EDITION_DEFAULTS, JOKER_EDITION_OPTION_NOTES, chosen);
  return {
    id: "no-bust-joker",
    name: "No Bust 21st Century Blackjack (Joker edition)",
    filing: { seed: SEED_003, bgcId: null, lines: "19-254" },
    feeScheduleId: "no-bust-joker",
    decks: { min: 1, max: 8, source: 'seed 003 L30, L39: "a plural standard deck", the number not stated' },
    jokersPerDeck: 1,
    maxSeats: 8,
    hand: { natural: "two-jokers", jokers: { elsewhere: o.jokerOutsideFirstTwoCards } },
    deal: { firstSeat: "after-player-dealer", playerDealerSecondCard: "after-the-players", source: "seed 003 L51-56, L203-215" },
    holeCardCheck: null,
    playerChart: playerChart(
      (t) => (t <= 11 ? "hit" : t === 12 ? (o.playerTwelve === "must-hit" ? "hit" : "option") : t <= 19 ? "option" : "stand"),
      o.playerOverTwentyOne === "option" ? "option" : "stand",
      "seed 003 L57-62",
    ),
    playerDealerChart: { soft18To21: o.playerDealerSoft18To21, source: "seed 003 L62-71, L107-111, L222-225" },
    jokerUpCard: { freezesHands: true, source: "seed 003 L134-139, L181-182" },
    double: { amount: "equal-to-wager", afterSplit: true, onMustStand: o.doubleOnMustStand, source: "seed 003 L159-162, L172-173" },
    split: { maxSplits: 3, pairs: "same-value", aceSplits: o.resplitAces === "once" ? 1 : 3, source: "seed 003 L163-175" },
    surrender: { hands: "first-two-cards-only", upCards: "any", source: "seed 003 L179-182" },
    insurance: null,
    comparison: {
      nonNatural22: o.nonNatural22,
      naturals: "equal",
      playerOverPlayerDealerUnder: o.playerOverPlayerDealerUnder,
      bothOver: o.bothOverNatural === "rule-3" ? { kind: "player-dealer-wins" } : { kind: "closer-player-dealer-wins-else-push" },
      splitAceTen: "ordinary-21",
      lines: {
        naturals: "seed 003 L115-117",
        jokerHand: "seed 003 L118, L34-35",
        underVersusOver: "seed 003 L121-122",
        bothUnder: "seed 003 L123-124",
        equalUnder: "seed 003 L125-126",
        overVersusUnder: "not stated; implied by seed 003 L115-133 (6.0 states it, L834-836)",
        bothOver: o.bothOverNatural === "rule-3" ? "seed 003 L119-120" : "seed 003 L127-132",
        overTies: "seed 003 L133",
        splitAceTen: "not in this filing",
      },
    },
    payTable: { natural: odds(2), otherHands: odds(1), source: "seed 003 L23-24, L183-185" },
    buster: null,
    feesCollected: "before-deal",
    actionButton: noBustJokerEdition(button),
    settlementDirection: "clockwise",
    naturalsPaid: "in-walk",
    betOrder: betOrder(3, false, false),
    options: o as unknown as Readonly<Record<string, string>>,
    optionNotes: JOKER_EDITION_OPTION_NOTES,
  };
}
