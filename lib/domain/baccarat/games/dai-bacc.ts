/** Dai Bacc, seed 004 L1399-1536 (GEGR-002116 fee schedules). */
import { layoutOf } from "../../seats";
import { type GameConfig, type OptionNote, type SettlementWalk, withOptions } from "../game-config";
import { DAI_BACC_BURN } from "../burn";
import { odds } from "../pay-table";
import { THREE_CARD_7_PUSH, bankerLine, playerLine, space } from "./spaces";

export interface DaiBaccOptions {
  /** L1431 "seven players and a player-dealer position for a total of seven seated positions". */
  readonly seats: 8 | 7;
  /** L1431, L1497, L1512, L1525 permit backline betting; L1438 forbids it. */
  readonly backline: boolean;
  readonly lineBetsOnTie: "push" | "lose";
  readonly settlementOrder: SettlementWalk;
}

export const DAI_BACC_DEFAULTS: DaiBaccOptions = Object.freeze({
  seats: 8,
  backline: true,
  lineBetsOnTie: "push",
  settlementOrder: "seat-by-seat",
});

export const DAI_BACC_OPTION_NOTES: Readonly<Record<keyof DaiBaccOptions, OptionNote>> = Object.freeze({
  seats: { values: [8, 7], source: "seed 004 L1431", why: '"seven players and a player-dealer" makes eight seats, the same sentence says seven' },
  backline: { values: [true, false], source: "seed 004 L1431, L1438, L1497, L1512, L1525, L2028", why: "four passages and the fee schedule permit backline betting, one forbids it" },
  lineBetsOnTie: { values: ["push", "lose"], source: "seed 004 L1481-1486", why: "the filing has no Tie bet and never says what a tie does to line wagers" },
  settlementOrder: { values: ["seat-by-seat", "type-by-type"], source: "seed 004 L1431, L1441-1447", why: "no settlement order is filed; the bets settle in the order they are listed, from the player left of the player-dealer" },
});

export function daiBacc(chosen?: Partial<DaiBaccOptions>): GameConfig<DaiBaccOptions> {
  const options = withOptions("dai-bacc", DAI_BACC_DEFAULTS, DAI_BACC_OPTION_NOTES, chosen);
  const backline = { backline: options.backline };
  const bets = [
    space("player", "Player line", playerLine(options.lineBetsOnTie), "seed 004 L1442, L1481, L1483", backline),
    space("banker", "Banker line", bankerLine(options.lineBetsOnTie, [THREE_CARD_7_PUSH]), "seed 004 L1443-1444, L1482, L1484", backline),
    space("kill-ox-tiger", "Kill the Ox/Tiger Bonus Bet", { kind: "kill-ox-tiger", pays: odds(30) }, "seed 004 L1445, L1490-1504", backline),
    space("tiger7", "Tiger 7 Bonus Bet", { kind: "three-card-win", side: "banker", total: 7, pays: odds(40) }, "seed 004 L1446, L1506-1517", {
      ...backline,
      requires: "line-wager",
    }),
    space("ox6", "Ox 6 Bonus Bet", { kind: "three-card-win", side: "player", total: 6, pays: odds(40) }, "seed 004 L1447, L1519-1530", {
      ...backline,
      requires: "line-wager",
    }),
  ];
  return {
    id: "dai-bacc",
    name: "Dai Bacc",
    filings: [{ seed: "004_b7b95d88b58787a5.txt", bgcId: "GEGR-002116", lines: "1399-1536" }],
    decks: [4, 5, 6, 7, 8],
    tables: [{ table: "baccarat", layout: layoutOf(options.seats) }],
    hands: { player: "Player line hand", banker: "Banker line hand" },
    drawing: { kind: "tableau", naturalsStopDrawing: true },
    bets,
    settlement: {
      order: bets.map((b) => b.id),
      walk: options.settlementOrder,
      startsAt: { kind: "left-of-player-dealer", source: "no action button filed (seed 004 L1399-1536)" },
    },
    burn: DAI_BACC_BURN,
    options,
    optionNotes: DAI_BACC_OPTION_NOTES,
  };
}
