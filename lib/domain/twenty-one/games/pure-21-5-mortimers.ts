/**
 * Pure 21.5 Blackjack as Mortimer's Card Room filed it (TXB Industries, undated), seed 003
 * L310-611; fees GEGA-000309 (L1300-1383, L1478-1488). One to eight Pure 21.5 decks, a Pure 21.5
 * paying 3 to 2 (6 to 5 or 7 to 5 by option), insurance and even money as a casino option, and the
 * player-dealer's 888 pushing (or paying, by option) every player over 21.5. No bonus bets.
 */
import { pure215Blackjack, type SeatCountOptions } from "../../action-button/game-action-buttons";
import { GameOptionError, withOptions, type OptionNotes } from "../../game-options";
import { twentyOneBetOrder } from "../bet-ids";
import { PURE_21_5_DECK } from "../decks";
import { SEED_003, type TwentyOneGame } from "../game-config";
import { odds } from "../pay-table";
import { PURE_21_5_SURRENDER_DEFAULT, PURE_SHARED_DEFAULTS, pure215PlayerChart, pureSharedNotes, type PureSharedOptions } from "./pure-family";

export interface Pure215MortimersOptions extends PureSharedOptions {
  /** "This hand pays 3 to 2" (L313, L322); the "6 to 5 Option" and "7 to 5 Option" (L544-550). */
  readonly pure215Pays: "3-to-2" | "6-to-5" | "7-to-5";
  /** A casino option (L552-557), with even money (L558-568); "may not be offered" where a Pure 21.5 pays 6 to 5 or 7 to 5. */
  readonly insurance: "not-offered" | "offered";
  /** Game rule 8a pushes players over 21.5 against a player-dealer 888 (L500-501); the "P/D 888 Option" pays them (L569-571). */
  readonly pd888: "push" | "win";
  /** Not stated in this filing; Kings' filing of the game pays a Pure 21.5 at the deal (seed 004 L542). */
  readonly naturalsPaid: "in-walk" | "at-deal";
  /** Not stated in this filing; Kings' filing of the same game permits it (seed 004 L522). */
  readonly doubleAfterSplit: boolean;
}

export const PURE_21_5_MORTIMERS_DEFAULTS: Pure215MortimersOptions = Object.freeze({
  ...PURE_SHARED_DEFAULTS,
  surrender: PURE_21_5_SURRENDER_DEFAULT,
  pure215Pays: "3-to-2",
  insurance: "not-offered",
  pd888: "push",
  naturalsPaid: "in-walk",
  doubleAfterSplit: true,
});

export const PURE_21_5_MORTIMERS_OPTION_NOTES: OptionNotes<Pure215MortimersOptions> = Object.freeze({
  ...pureSharedNotes({
    surrender: "seed 003 L530-533, L471-475",
    doubleOnMustStand: "seed 003 L449-458, L521-524",
    splits: "seed 003 L525-529",
    naturals: "seed 003 L321-322, L344-346",
    playerDealerChart: "seed 003 L458-464",
    playerCollection: "seed 003 L374-378 against L1478-1488",
  }, PURE_21_5_SURRENDER_DEFAULT),
  pure215Pays: {
    values: ["3-to-2", "6-to-5", "7-to-5"],
    source: "seed 003 L312-313, L321-322, L544-550",
    why: "the game as filed pays 3 to 2; the filing lists 6 to 5 and 7 to 5 as options for individual casinos",
  },
  insurance: {
    values: ["not-offered", "offered"],
    source: "seed 003 L552-568",
    why: 'insurance (2 to 1, at most half the wager) and even money are listed among the options, not in the game rules; "Insurance may not be offered in casinos where Pure 21.5 Blackjacks pay 6/5 or 7/5", so the game refuses that combination',
  },
  pd888: {
    values: ["push", "win"],
    source: "seed 003 L497-503, L569-571",
    why: 'the game rule pushes; the "P/D 888 Option" pays every player over 21.5 (the filing notes that the push is the option "currently being offered")',
  },
  naturalsPaid: {
    values: ["in-walk", "at-deal"],
    source: "seed 003 L416-420 (seed 004 L542)",
    why: "this filing settles every wager from the action button; Kings' later filing of the game pays a Pure 21.5 at the deal, which a room may adopt",
  },
  doubleAfterSplit: {
    values: [true, false],
    source: "seed 003 L521-529 (seed 004 L522)",
    why: "the filing does not say; Kings' filing of the same game permits doubling after a split",
  },
});

export function pure215Mortimers(chosen?: Readonly<Record<string, unknown>>, button: SeatCountOptions = {}): TwentyOneGame {
  const o = withOptions("pure-21-5-mortimers", PURE_21_5_MORTIMERS_DEFAULTS, PURE_21_5_MORTIMERS_OPTION_NOTES, chosen);
  if (o.insurance === "offered" && o.pure215Pays !== "3-to-2") {
    throw new GameOptionError(`pure-21-5-mortimers: insurance "may not be offered in casinos where Pure 21.5 Blackjacks pay 6/5 or 7/5" (seed 003 L556-557); pure215Pays is ${o.pure215Pays}`);
  }
  const natural = o.pure215Pays === "3-to-2" ? odds(3, 2) : o.pure215Pays === "6-to-5" ? odds(6, 5) : odds(7, 5);
  const insurance = o.insurance === "offered";
  return {
    id: "pure-21-5-mortimers",
    name: "Pure 21.5 Blackjack (Mortimer's)",
    filing: { seed: SEED_003, bgcId: "GEGA-000309", lines: "310-611" },
    feeScheduleId: "pure-21-5-mortimers",
    deck: PURE_21_5_DECK,
    // "a maximum of eight decks totaling 424 cards" (L358-359) is 416: eight decks of 52 (L316-320).
    decks: { min: 1, max: 8, source: "seed 003 L316-320, L355-359" },
    maxSeats: 8,
    seatsSource: "seed 003 L348-349, L505-506",
    hand: { scoring: "pure-21-5", bonusRanks: ["K", "Q", "J", "T"], naturalName: "Pure 21.5 Blackjack", naturalAfterSplit: o.pure215AfterSplit === "pure-21-5" },
    deal: { firstSeat: "left-of-player-dealer", source: "seed 003 L386-404" },
    holeCardCheck: { upCards: "ace-or-bonus", source: "seed 003 L471-475" },
    playerChart: pure215PlayerChart("seed 003 L449-458"),
    playerDealerChart: { soft18To21: o.playerDealerSoft18To21, source: "seed 003 L458-464" },
    double: { amount: "up-to-wager", afterSplit: o.doubleAfterSplit, onMustStand: o.doubleOnMustStand, rescue: false, doubleDouble: false, source: "seed 003 L521-524" },
    split: { maxSplits: 3, pairs: "same-value", aceSplits: o.resplitAces === "once" ? 1 : 3, splitAcesOneCard: true, source: "seed 003 L458, L525-529" },
    surrender: { timing: o.surrender, afterSplit: false, source: "seed 003 L530-533" },
    insurance: insurance ? { pays: odds(2), minPercent: 0, onNatural: "pays", evenMoney: "seed 003 L558-568", source: "seed 003 L552-557" } : null,
    comparison: {
      kind: "pure-21-5",
      bothNaturals: "push",
      both21: "push",
      pd888: o.pd888,
      lines: {
        naturals: "seed 003 L467-475",
        underVersusOver: "seed 003 L482-484",
        overVersusUnder: "seed 003 L485-487",
        equal: "seed 003 L489-491",
        closer: "seed 003 L493-495",
        bothOver: o.pd888 === "win" ? "seed 003 L497-503, L569-571" : "seed 003 L497-503",
      },
    },
    payTable: { natural, blackjackX: null, hard31: null, otherHands: odds(1), source: "seed 003 L312-313, L321-322, L544-550 (other hands 1 to 1: implied)" },
    buster: null,
    match: null,
    bonusBetsAtMostGameWager: false,
    backline: { bets: ["main"], source: "seed 003 L513" },
    naturalsPaid: o.naturalsPaid,
    feesCollected: { when: "before-deal", source: "seed 003 L379-385, L507-509, L1486-1487" },
    actionButton: pure215Blackjack(button),
    settlementDirection: "clockwise",
    betOrder: twentyOneBetOrder(3, 1, insurance, false, false),
    options: o as unknown as Readonly<Record<string, string | boolean>>,
    optionNotes: PURE_21_5_MORTIMERS_OPTION_NOTES,
  };
}
