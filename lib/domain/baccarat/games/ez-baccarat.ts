/** EZ Baccarat, seed 002 (002_d4d7ed5846e73ddf.txt). */
import { SEAT_LAYOUTS } from "../../seats";
import { type GameConfig, type OptionNote, type SettlementWalk, withOptions } from "../game-config";
import { odds } from "../pay-table";
import { THREE_CARD_7_PUSH, bankerLine, playerLine, space } from "./spaces";

export interface EzBaccaratOptions {
  /** L50 and L86 pay the Banker 1 to 1 on every win: the three-card-7 push EZ Baccarat has elsewhere is not filed. */
  readonly threeCard7Push: boolean;
  /** Naturals stopping the draw are not stated (L54-62). */
  readonly naturalsStopDrawing: boolean;
  readonly lineBetsOnTie: "push" | "lose";
  /** L39 "from seat to seat in the following order". */
  readonly settlementOrder: SettlementWalk;
  /** L35, L95, L104: "Back-line betting is not permitted. (SEE OPTIONS SHEET)": the sheet is not in the filing. */
  readonly backline: boolean;
  /** L51, L98: "pays 8 to 1 (SEE OPTIONS SHEET)"; the sheet is not in the filing (Panda 8 and Dragon Bonus file 8 or 9). */
  readonly tiePays: 8 | 9;
}

export const EZ_BACCARAT_DEFAULTS: EzBaccaratOptions = Object.freeze({
  threeCard7Push: false,
  naturalsStopDrawing: true,
  lineBetsOnTie: "push",
  settlementOrder: "seat-by-seat",
  backline: false,
  tiePays: 8,
});

export const EZ_BACCARAT_OPTION_NOTES: Readonly<Record<keyof EzBaccaratOptions, OptionNote>> = Object.freeze({
  threeCard7Push: { values: [false, true], source: "seed 002 L50, L86", why: "as filed the Banker line pays 1 to 1 on every win" },
  naturalsStopDrawing: { values: [true, false], source: "seed 002 L54-62", why: "the filing does not say that a natural stops the draw; the standard rule (Fortune 7 L54-55) applies" },
  lineBetsOnTie: { values: ["push", "lose"], source: "seed 002 L85-88", why: "the filing never says what a tie does to line wagers" },
  settlementOrder: { values: ["seat-by-seat", "type-by-type"], source: "seed 002 L39", why: '"from seat to seat in the following order: all player line wagers, ..." reads either way' },
  backline: { values: [false, true], source: "seed 002 L35, L95, L104", why: "not permitted as filed; the options sheet the filing refers to is missing" },
  tiePays: { values: [8, 9], source: "seed 002 L51, L98", why: "8 to 1 as filed; the options sheet the filing refers to is missing" },
});

export function ezBaccarat(chosen?: Partial<EzBaccaratOptions>): GameConfig<EzBaccaratOptions> {
  const options = withOptions("ez-baccarat", EZ_BACCARAT_DEFAULTS, EZ_BACCARAT_OPTION_NOTES, chosen);
  const backline = { backline: options.backline };
  const bets = [
    space("player", "Player line", playerLine(options.lineBetsOnTie), "seed 002 L49, L85, L87", backline),
    space("banker", "Banker line", bankerLine(options.lineBetsOnTie, options.threeCard7Push ? [THREE_CARD_7_PUSH] : []), "seed 002 L50, L86, L88", backline),
    space("tie", "Tie Bet", { kind: "tie", pays: odds(options.tiePays), returnedOnBankerTwoCard9: false }, "seed 002 L51, L92-98", backline),
    space("dragon7", "Dragon 7 Bonus Bet", { kind: "three-card-win", side: "banker", total: 7, pays: odds(40) }, "seed 002 L52, L103-107", {
      ...backline,
      requires: "line-wager",
    }),
  ];
  return {
    id: "ez-baccarat",
    name: "EZ Baccarat",
    filings: [{ seed: "002_d4d7ed5846e73ddf.txt", lines: "1-152" }],
    decks: [3, 4, 5, 6, 7, 8],
    tables: [
      { table: "blackjack", layout: SEAT_LAYOUTS["7+PD"] },
      { table: "baccarat", layout: SEAT_LAYOUTS["13+PD"] },
    ],
    hands: { player: "Player", banker: "Banker" },
    drawing: { kind: "tableau", naturalsStopDrawing: options.naturalsStopDrawing },
    bets,
    settlement: {
      order: bets.map((b) => b.id),
      walk: options.settlementOrder,
      startsAt: { kind: "left-of-player-dealer", source: "seed 002 L39" },
    },
    burn: null,
    options,
    optionNotes: EZ_BACCARAT_OPTION_NOTES,
  };
}
