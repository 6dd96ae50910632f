/**
 * Pure 21.5 Blackjack with the Buster Blackjack and Match the Dealer Up Card bonus bets, as Kings
 * Card Club filed it (TXB Industries; Betwiser Games), seed 004 L413-592; fees GEGA-004245 (with
 * Blackjack X, L1747-1824). Six to eight Pure 21.5 decks, a Pure 21.5 paying 6 to 5 and paid at the
 * deal, insurance on an ace, the 888 push, and the two bonus bets, each at most the game wager.
 */
import { pure215Blackjack, type SeatCountOptions } from "../../action-button/game-action-buttons";
import { withOptions, type OptionNotes } from "../../game-options";
import { twentyOneBetOrder } from "../bet-ids";
import { SEED_004_BUSTER_PAY_TABLE } from "../buster-bonus";
import { PURE_21_5_DECK } from "../decks";
import { SEED_004, type TwentyOneGame } from "../game-config";
import { PURE_21_5_MATCH } from "../match-the-dealer";
import { odds } from "../pay-table";
import { PURE_21_5_SURRENDER_DEFAULT, PURE_SHARED_DEFAULTS, pure215PlayerChart, pureSharedNotes, type PureSharedOptions } from "./pure-family";

export interface Pure215Options extends PureSharedOptions {
  /** "the game wager is paid and the player's cards are put away" (L542, L571). */
  readonly naturalsPaid: "at-deal" | "in-walk";
}

export const PURE_21_5_DEFAULTS: Pure215Options = Object.freeze({ ...PURE_SHARED_DEFAULTS, surrender: PURE_21_5_SURRENDER_DEFAULT, naturalsPaid: "at-deal" });

export const PURE_21_5_OPTION_NOTES: OptionNotes<Pure215Options> = Object.freeze({
  ...pureSharedNotes({
    surrender: "seed 004 L501, L523",
    doubleOnMustStand: "seed 004 L478-486, L517",
    splits: "seed 004 L518-522",
    naturals: "seed 004 L425, L436-440",
    playerDealerChart: "seed 004 L488-496",
    playerCollection: "seed 004 L462 against L1749",
  }, PURE_21_5_SURRENDER_DEFAULT),
  naturalsPaid: {
    values: ["at-deal", "in-walk"],
    source: "seed 004 L542, L571",
    why: '"If the player-dealer does not or cannot have a Pure 21.5 Blackjack and the player has a Pure 21.5 Blackjack, the game wager is paid and the player\'s cards are put away": those wagers are paid first, in order from the action button, and the walk goes on with what is left of the bank; "in-walk" settles them in the walk like every other wager',
  },
});

export function pure215(chosen?: Readonly<Record<string, unknown>>, button: SeatCountOptions = {}): TwentyOneGame {
  const o = withOptions("pure-21-5", PURE_21_5_DEFAULTS, PURE_21_5_OPTION_NOTES, chosen);
  return {
    id: "pure-21-5",
    name: "Pure 21.5 Blackjack",
    filing: { seed: SEED_004, bgcId: "GEGA-004245", lines: "413-592" },
    feeScheduleId: "blackjack-x-pure-21-5",
    deck: PURE_21_5_DECK,
    decks: { min: 6, max: 8, source: "seed 004 L434" },
    maxSeats: 8,
    seatsSource: "seed 004 L450-453",
    hand: { scoring: "pure-21-5", bonusRanks: ["K", "Q", "J", "T"], naturalName: "Pure 21.5 Blackjack", naturalAfterSplit: o.pure215AfterSplit === "pure-21-5" },
    deal: { firstSeat: "left-of-player-dealer", source: "seed 004 L463-464" },
    holeCardCheck: { upCards: "ace-or-bonus", source: "seed 004 L501" },
    playerChart: pure215PlayerChart("seed 004 L478-486"),
    // "Hard" is defined as three or more cards adding up to 17 (L496): a two-card hard 17-20 is read as hard, as L486 defines it for the player.
    playerDealerChart: { soft18To21: o.playerDealerSoft18To21, source: "seed 004 L488-496" },
    double: { amount: "up-to-wager", afterSplit: true, onMustStand: o.doubleOnMustStand, rescue: false, doubleDouble: false, source: "seed 004 L517, L522" },
    split: { maxSplits: 3, pairs: "same-value", aceSplits: o.resplitAces === "once" ? 1 : 3, splitAcesOneCard: true, source: "seed 004 L518-522" },
    surrender: { timing: o.surrender, afterSplit: false, source: "seed 004 L523" },
    insurance: { pays: odds(2), minPercent: 0, onNatural: "pays", evenMoney: null, source: "seed 004 L529" },
    comparison: {
      kind: "pure-21-5",
      bothNaturals: "push",
      both21: "push",
      pd888: "push",
      lines: {
        naturals: "seed 004 L500-501",
        underVersusOver: "seed 004 L503",
        overVersusUnder: "seed 004 L504",
        equal: "seed 004 L505",
        closer: "seed 004 L506",
        bothOver: "seed 004 L507-509",
      },
    },
    payTable: { natural: odds(6, 5), blackjackX: null, hard31: null, otherHands: odds(1), source: "seed 004 L425, L436 (other hands 1 to 1: implied)" },
    buster: { payTable: SEED_004_BUSTER_PAY_TABLE, bust: "over-21-5", source: "seed 004 L531-562" },
    match: PURE_21_5_MATCH,
    bonusBetsAtMostGameWager: true,
    backline: { bets: ["main", "buster", "match"], source: "seed 004 L511, L540, L569" },
    naturalsPaid: o.naturalsPaid,
    feesCollected: { when: "before-deal", source: "seed 004 L462, L1749" },
    actionButton: pure215Blackjack(button),
    settlementDirection: "clockwise",
    betOrder: twentyOneBetOrder(3, 1, true, true, true),
    options: o as unknown as Readonly<Record<string, string | boolean>>,
    optionNotes: PURE_21_5_OPTION_NOTES,
  };
}
