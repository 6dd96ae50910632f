/**
 * Pure Spanish 21.5 (Masque Publishing) with Match the Dealer Up Card, as Kings Card Club filed it,
 * seed 004 L593-740; fees GEGA-004244 (L1826-1893). Four to eight 48-card decks without tens, a
 * Pure Spanish 21.5 paying 6 to 5 and beating the player-dealer's, a player 21 beating the
 * player-dealer's, the rescue, the double-double down where the casino allows it, early surrender
 * with a late surrender option.
 */
import { pure215Blackjack, type SeatCountOptions } from "../../action-button/game-action-buttons";
import { GameOptionError, withOptions, type OptionNotes } from "../../game-options";
import { playerChart } from "../../blackjack/player-chart";
import { twentyOneBetOrder } from "../bet-ids";
import { PURE_SPANISH_21_5_DECK } from "../decks";
import { SEED_004, type TwentyOneGame } from "../game-config";
import { PURE_SPANISH_21_5_MATCH } from "../match-the-dealer";
import { odds } from "../pay-table";
import { PURE_SHARED_DEFAULTS, pureSharedNotes, type PureSharedOptions } from "./pure-family";

export interface PureSpanish215Options extends PureSharedOptions {
  /** "the casino may allow an option known as double-double down" (L669). */
  readonly doubleDoubleDown: boolean;
  /** Chart 1B hits soft 17 (L692-694); L670 names a player-dealer "that stands on all totals of 17". */
  readonly playerDealerSoft17: "hit" | "stand";
  /** "The player may draw as many cards as desired per split card" (L671): no one-card rule for split aces in this filing. */
  readonly splitAces: "draw-freely" | "one-card";
  /** "the game wager is paid and the player's cards are put away" (L722). */
  readonly naturalsPaid: "at-deal" | "in-walk";
  /** No insurance rule in this filing; the fee schedule names insurance and even money wagers (L1828). */
  readonly insurance: "not-offered" | "offered";
}

export const PURE_SPANISH_21_5_DEFAULTS: PureSpanish215Options = Object.freeze({
  ...PURE_SHARED_DEFAULTS,
  doubleDoubleDown: false,
  playerDealerSoft17: "hit",
  splitAces: "draw-freely",
  naturalsPaid: "at-deal",
  insurance: "not-offered",
});

export const PURE_SPANISH_21_5_OPTION_NOTES: OptionNotes<PureSpanish215Options> = Object.freeze({
  ...pureSharedNotes({
    surrender: "seed 004 L661, L673-676",
    doubleOnMustStand: "seed 004 L684-688, L666, L669",
    splits: "seed 004 L671-672",
    naturals: "seed 004 L611-613, L626-630",
    playerDealerChart: "seed 004 L690-698",
    playerCollection: "seed 004 L649 against L1828",
  }, PURE_SHARED_DEFAULTS.surrender),
  doubleDoubleDown: {
    values: [false, true],
    source: "seed 004 L669-670",
    why: '"the casino may allow" it, only where the player-dealer hits soft 17: off unless the room allows it; with it, up to three doubles (8 times the wager) and no doubling for less',
  },
  playerDealerSoft17: {
    values: ["hit", "stand"],
    source: "seed 004 L692-694, L670",
    why: 'Chart 1B: "Must Hit on Soft 17 or less"; a room standing on all 17s loses the double-double down, and the game refuses both together',
  },
  splitAces: {
    values: ["draw-freely", "one-card"],
    source: "seed 004 L671 (Pure 21.5, L520)",
    why: "Pure 21.5 gives split aces one card each; this filing splits aces like any pair and lets each split card draw as many cards as desired",
  },
  naturalsPaid: {
    values: ["at-deal", "in-walk"],
    source: "seed 004 L722",
    why: '"If the player-dealer does not or cannot have a Pure Spanish 21.5 and the player has a Pure Spanish 21.5, the game wager is paid and the player\'s cards are put away"',
  },
  insurance: {
    values: ["not-offered", "offered"],
    source: "seed 004 L593-740, L1828 (Pure 21.5 L529)",
    why: "the game's rules describe no insurance; the fee schedule excludes insurance and even money wagers from table action; a room offering it plays Pure 21.5's insurance (2 to 1, at most half the wager)",
  },
});

export function pureSpanish215(chosen?: Readonly<Record<string, unknown>>, button: SeatCountOptions = {}): TwentyOneGame {
  const o = withOptions("pure-spanish-21-5", PURE_SPANISH_21_5_DEFAULTS, PURE_SPANISH_21_5_OPTION_NOTES, chosen);
  if (o.doubleDoubleDown && o.playerDealerSoft17 === "stand") {
    throw new GameOptionError('pure-spanish-21-5: "The double-double down option is not available to the player when the player-dealer stands on all totals of 17" (seed 004 L670)');
  }
  const insurance = o.insurance === "offered";
  return {
    id: "pure-spanish-21-5",
    name: "Pure Spanish 21.5",
    filing: { seed: SEED_004, bgcId: "GEGA-004244", lines: "593-740" },
    feeScheduleId: "pure-spanish-21-5",
    deck: PURE_SPANISH_21_5_DECK,
    decks: { min: 4, max: 8, source: "seed 004 L622" },
    maxSeats: 8,
    seatsSource: "seed 004 L640",
    hand: { scoring: "pure-21-5", bonusRanks: ["K", "Q", "J"], naturalName: "Pure Spanish 21.5", naturalAfterSplit: o.pure215AfterSplit === "pure-21-5" },
    deal: { firstSeat: "left-of-player-dealer", source: "seed 004 L650-651" },
    holeCardCheck: { upCards: "ace-or-bonus", source: "seed 004 L661" },
    // Chart 1A: must stand hard 17 or more; "Must Hit on: Players Option"; option on all other counts.
    playerChart: playerChart((t, soft) => (!soft && t >= 17 ? "stand" : "option"), "stand", "seed 004 L682-688"),
    playerDealerChart: { soft18To21: o.playerDealerSoft18To21, soft17: o.playerDealerSoft17, source: "seed 004 L690-698" },
    double: {
      // "when the double-double down option is allowed there is no doubling for less" (L670).
      amount: o.doubleDoubleDown ? "equal-to-wager" : "up-to-wager",
      afterSplit: true,
      onMustStand: o.doubleOnMustStand,
      rescue: true,
      doubleDouble: o.doubleDoubleDown,
      source: "seed 004 L666-670, L672",
    },
    split: { maxSplits: 3, pairs: "same-value", aceSplits: o.resplitAces === "once" ? 1 : 3, splitAcesOneCard: o.splitAces === "one-card", source: "seed 004 L671-672" },
    surrender: { timing: o.surrender, afterSplit: false, source: o.surrender === "late" ? "seed 004 L673-676" : "seed 004 L673" },
    insurance: insurance ? { pays: odds(2), minPercent: 0, onNatural: "pays", evenMoney: null, source: "seed 004 L1828 (as Pure 21.5, L529)" } : null,
    comparison: {
      kind: "pure-21-5",
      bothNaturals: "player-wins",
      both21: "player-wins",
      pd888: "push",
      lines: {
        naturals: "seed 004 L660-661",
        underVersusOver: "seed 004 L702",
        overVersusUnder: "seed 004 L703",
        equal: "seed 004 L704",
        closer: "seed 004 L705",
        bothOver: "seed 004 L708-710",
        both21: "seed 004 L706",
      },
    },
    payTable: { natural: odds(6, 5), blackjackX: null, hard31: null, otherHands: odds(1), source: "seed 004 L611-613, L626 (other hands 1 to 1: implied)" },
    buster: null,
    match: PURE_SPANISH_21_5_MATCH,
    bonusBetsAtMostGameWager: false,
    backline: { bets: ["main", "match"], source: "seed 004 L712, L720" },
    naturalsPaid: o.naturalsPaid,
    feesCollected: { when: "before-deal", source: "seed 004 L649, L1828" },
    actionButton: pure215Blackjack(button),
    settlementDirection: "clockwise",
    betOrder: twentyOneBetOrder(3, 3, insurance, false, true),
    options: o as unknown as Readonly<Record<string, string | boolean>>,
    optionNotes: PURE_SPANISH_21_5_OPTION_NOTES,
  };
}
