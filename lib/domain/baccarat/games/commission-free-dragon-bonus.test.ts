import { describe, expect, it } from "vitest";
import { DRAGON_BONUS_PAY_TABLE, commissionFreeDragonBonus } from "./commission-free-dragon-bonus";
import { playRound } from "../round";
import { resolveBet } from "../resolution";
import { resolutionLabel } from "../pay-table";
import type { BetId } from "../bet";
import type { AnyGameConfig } from "../game-config";

const game = commissionFreeDragonBonus();
const settle = (cards: string[], bet: BetId, g: AnyGameConfig = game) => resolutionLabel(resolveBet(g, playRound(g, cards), bet));

// Dealing order: P, B, P, B, then third cards.
const NATURAL_9_OVER_0 = ["4S", "KC", "5S", "QC"];
const NATURAL_8_OVER_7 = ["3S", "2C", "5S", "5C"];
const NATURAL_TIE_9 = ["4S", "4C", "5S", "5C"];
const NATURAL_9_OVER_NATURAL_8 = ["4S", "3C", "5S", "5C"];
const PLAYER_9_OVER_0_NON_NATURAL = ["2S", "KC", "2H", "QC", "5D", "TD"]; // P 4 + 5 = 9; B 0 + 0 = 0
const BANKER_3CARD_7_OVER_5 = ["2S", "3C", "3H", "KC", "KD", "4D"];
const BANKER_6_OVER_5 = ["2S", "3C", "3H", "3D", "KD"]; // P 5 + 0; B 6 stands on a 0
const TIE_ON_7 = ["3S", "2C", "4S", "5C"];

/** Player 7 stands against a Banker total of 7 - n (a Banker on 0-5 draws a ten): a non-natural Player win by n. */
function playerWinsBy(n: number): string[] {
  const banker = 7 - n;
  const rank = ["K", "A", "2", "3", "4", "5", "6", "7"][banker] as string;
  return banker >= 6 ? ["3S", "KC", "4S", `${rank}C`] : ["3S", "KC", "4S", `${rank}C`, "TD"];
}

/** A Banker win by n with non-naturals: Player 2 draws to 9 - n; Banker 0 always draws, a 9 makes three-card 9. */
function bankerWinsBy(n: number): string[] {
  const player = 9 - n;
  const third = ["K", "A", "2", "3", "4", "5", "6", "7", "8", "9"][((player - 2) % 10 + 10) % 10] as string;
  return ["2S", "KC", "KS", "QC", `${third}H`, "9D"]; // Banker 0 hits anything, + 9 = 9
}

describe("Commission-Free Baccarat with Dragon Bonus (seed 004 L1262-1395, seed 003 L4569-5058)", () => {
  describe("the game", () => {
    it("004 L1279, 003 L4598: eight decks", () => expect(game.decks).toEqual([8]));
    it("004 L1293: blackjack table (8 seats) or baccarat table (14 seats)", () => {
      expect(game.tables.map((t) => `${t.table} ${t.layout.seats}`)).toEqual(["blackjack 8", "baccarat 14"]);
    });
    it("004 L1293, L1308-1309, L1360: the spaces; the Dragon bonuses and Fortune 7 need a line wager", () => {
      expect(game.bets.map((b) => [b.id, b.requires])).toEqual([
        ["player", "nothing"],
        ["banker", "nothing"],
        ["tie", "nothing"],
        ["player-dragon", "line-wager"],
        ["banker-dragon", "line-wager"],
        ["fortune7", "line-wager"],
      ]);
    });
    it("004 L1295-1297 (Banker Dragon placed after the Player Dragon as in 003 L4640-4642): settlement order", () => {
      expect(game.settlement.order).toEqual(["player", "banker", "tie", "player-dragon", "banker-dragon", "fortune7"]);
    });
    it("004 L1295: the action button from the Banker's second card, A 1 ... K 13", () => {
      expect(game.settlement.startsAt).toMatchObject({
        kind: "card-count",
        card: { hand: "banker", index: 1 },
        countFrom: "left-of-house-dealer",
        skipsPlayerDealer: true,
        values: { A: 1, "9": 9, T: 10, J: 11, Q: 12, K: 13 },
      });
    });
    it("003 L5045-5046 (option actionButton none): from the player left of the player-dealer", () => {
      expect(commissionFreeDragonBonus({ actionButton: "none" }).settlement.startsAt.kind).toBe("left-of-player-dealer");
    });
    it("003 L5032-5040 (options): backline per wager group", () => {
      const g = commissionFreeDragonBonus({ backlineTie: false, backlineDragonBonus: false });
      expect(g.bets.map((b) => [b.id, b.backline])).toEqual([
        ["player", true],
        ["banker", true],
        ["tie", false],
        ["player-dragon", false],
        ["banker-dragon", false],
        ["fortune7", true],
      ]);
    });
    it("option fortune7Offered false (003's layout): no Fortune 7 space", () => {
      expect(commissionFreeDragonBonus({ fortune7Offered: false }).bets.map((b) => b.id)).not.toContain("fortune7");
    });
  });

  describe("drawing", () => {
    it("004 L1344: a Player natural: the Banker does not draw", () => expect(playRound(game, NATURAL_9_OVER_0).cardsUsed).toBe(4));
    it("004 L1345: a Banker natural: the Player does not draw", () => {
      const r = playRound(game, ["KS", "4C", "2S", "5C", "9D"]);
      expect([r.cardsUsed, r.player.total]).toEqual([4, 2]);
    });
  });

  describe("lines, Tie and Fortune 7", () => {
    it("004 L1306, L1340: a Banker win with a three-card 7 pushes", () => expect(settle(BANKER_3CARD_7_OVER_5, "banker")).toBe("push"));
    it("004 L1306: a Banker win with 6 is paid 1 to 1", () => expect(settle(BANKER_6_OVER_5, "banker")).toBe("win 1:1"));
    it("003 L4650, L4749-4750 (option bankerLine six-pays-half): a Banker win with 6 pays 1 to 2", () => {
      expect(settle(BANKER_6_OVER_5, "banker", commissionFreeDragonBonus({ bankerLine: "six-pays-half" }))).toBe("win 1:2");
    });
    it("003 L4650 (option bankerLine six-pays-half): a three-card 7 pays 1 to 1", () => {
      expect(settle(BANKER_3CARD_7_OVER_5, "banker", commissionFreeDragonBonus({ bankerLine: "six-pays-half" }))).toBe("win 1:1");
    });
    it("004 L1307, L1355: Tie pays 9 to 1", () => expect(settle(TIE_ON_7, "tie")).toBe("win 9:1"));
    it("003 L5042 (option tiePays 8): Tie pays 8 to 1", () => expect(settle(TIE_ON_7, "tie", commissionFreeDragonBonus({ tiePays: 8 }))).toBe("win 8:1"));
    it("004 L1393-1394: Fortune 7, Banker three-card 7 over 5: 40 to 1", () => expect(settle(BANKER_3CARD_7_OVER_5, "fortune7")).toBe("win 40:1"));
  });

  describe("Dragon Bonus pay table (004 L1370-1382, 003 L4818-4836)", () => {
    it("004 L1372-1382: the table as printed", () => {
      expect(DRAGON_BONUS_PAY_TABLE.map((r) => [r.row, r.pays])).toEqual([
        ["Natural Ties", "push"],
        ["Natural Winner", { to: 1, per: 1 }],
        ["4 point difference", { to: 1, per: 1 }],
        ["5 point difference", { to: 2, per: 1 }],
        ["6 point difference", { to: 4, per: 1 }],
        ["7 point difference", { to: 6, per: 1 }],
        ["8 point difference", { to: 10, per: 1 }],
        ["9 point difference", { to: 30, per: 1 }],
      ]);
    });
    it("004 L1374: Player natural 8 over 7: Player Dragon 1 to 1", () => expect(settle(NATURAL_8_OVER_7, "player-dragon")).toBe("win 1:1"));
    it("004 L1382 '* Non-naturals': Player natural 9 over 0 (by 9): Natural Winner 1 to 1", () => expect(settle(NATURAL_9_OVER_0, "player-dragon")).toBe("win 1:1"));
    it("option naturalWinPays better-of-rows: natural 9 over 0 pays the 9-point row, 30 to 1", () => {
      expect(settle(NATURAL_9_OVER_0, "player-dragon", commissionFreeDragonBonus({ naturalWinPays: "better-of-rows" }))).toBe("win 30:1");
    });
    it("004 L1364: natural 9 over natural 8: Player Dragon wins 1 to 1, Banker Dragon loses", () => {
      expect([settle(NATURAL_9_OVER_NATURAL_8, "player-dragon"), settle(NATURAL_9_OVER_NATURAL_8, "banker-dragon")]).toEqual(["win 1:1", "lose"]);
    });
    it("004 L1373: a natural tie pushes both Dragon bets", () => {
      expect([settle(NATURAL_TIE_9, "player-dragon"), settle(NATURAL_TIE_9, "banker-dragon")]).toEqual(["push", "push"]);
    });
    it("004 L1364: a non-natural tie loses", () => expect(settle(TIE_ON_7, "player-dragon")).toBe("lose"));
    const rows: [number, string, string][] = [
      [1, "L1364", "lose"],
      [2, "L1364", "lose"],
      [3, "L1364", "lose"],
      [4, "L1375", "win 1:1"],
      [5, "L1376", "win 2:1"],
      [6, "L1377", "win 4:1"],
      [7, "L1378", "win 6:1"],
    ];
    it.each(rows)("Player wins by %i points, non-natural (004 %s): %s", (n, _line, expected) => {
      const cards = playerWinsBy(n);
      const r = playRound(game, cards);
      expect([r.player.natural, r.comparison.winner, r.comparison.margin]).toEqual([false, "player", n]);
      expect(settle(cards, "player-dragon")).toBe(expected);
      expect(settle(cards, "banker-dragon")).toBe("lose");
    });
    it("004 L1379: Player 8 (three cards) over 0 (non-natural, by 8): 10 to 1", () => {
      const cards = ["2S", "KC", "2H", "QC", "4D", "TD"];
      expect(playRound(game, cards).comparison).toMatchObject({ playerTotal: 8, bankerTotal: 0 });
      expect(settle(cards, "player-dragon")).toBe("win 10:1");
    });
    it("004 L1380: Player 9 (three cards) over 0 (by 9): 30 to 1", () => expect(settle(PLAYER_9_OVER_0_NON_NATURAL, "player-dragon")).toBe("win 30:1"));
    const bankerRows: [number, string, string][] = [
      [3, "L1365", "lose"],
      [4, "L1375", "win 1:1"],
      [5, "L1376", "win 2:1"],
      [6, "L1377", "win 4:1"],
      [7, "L1378", "win 6:1"],
      [8, "L1379", "win 10:1"],
      [9, "L1380", "win 30:1"],
    ];
    it.each(bankerRows)("Banker three-card 9 wins by %i points (004 %s): Banker Dragon %s", (n, _line, expected) => {
      const cards = bankerWinsBy(n);
      const r = playRound(game, cards);
      expect([r.banker.total, r.banker.cards.length, r.comparison.margin, r.comparison.winner]).toEqual([9, 3, n, "banker"]);
      expect(settle(cards, "banker-dragon")).toBe(expected);
      expect(settle(cards, "player-dragon")).toBe("lose");
    });
  });
});
