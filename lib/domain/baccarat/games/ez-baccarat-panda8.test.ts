import { describe, expect, it } from "vitest";
import { ezBaccaratPanda8 } from "./ez-baccarat-panda8";
import { playRound } from "../round";
import { resolveBet } from "../resolution";
import { resolutionLabel } from "../pay-table";
import type { BetId } from "../bet";
import type { AnyGameConfig } from "../game-config";

const game = ezBaccaratPanda8();
const settle = (cards: string[], bet: BetId, g: AnyGameConfig = game) => resolutionLabel(resolveBet(g, playRound(g, cards), bet));

const PLAYER_3CARD_8_OVER_BANKER_7 = ["2S", "3C", "3H", "4C", "3D"]; // P 5 + 3 = 8; B 7 stands
const PLAYER_3CARD_8_OVER_3CARD_6 = ["AS", "2C", "AH", "KC", "6D", "4D"]; // P 2 + 6 = 8; B 2 + 4 = 6
const PLAYER_3CARD_8_TIES_BANKER_3CARD_8 = ["AS", "2C", "AH", "KC", "6D", "6H"]; // P 8; B 2 + 6 = 8
const PLAYER_NATURAL_8 = ["3S", "2C", "5S", "4C"];
const BANKER_3CARD_7_OVER_5 = ["2S", "3C", "3H", "KC", "KD", "4D"];
const TIE_ON_7 = ["3S", "2C", "4S", "5C"];

describe("EZ Baccarat Panda 8 (seed 004 L1131-1260, seed 003 L1962-2425)", () => {
  it("the rounds below are the hands their names say", () => {
    const hands = (cards: string[]) => {
      const r = playRound(game, cards);
      return `P ${r.player.total}/${r.player.cards.length} B ${r.banker.total}/${r.banker.cards.length}`;
    };
    expect(hands(PLAYER_3CARD_8_OVER_BANKER_7)).toBe("P 8/3 B 7/2");
    expect(hands(PLAYER_3CARD_8_OVER_3CARD_6)).toBe("P 8/3 B 6/3");
    expect(hands(PLAYER_3CARD_8_TIES_BANKER_3CARD_8)).toBe("P 8/3 B 8/3");
    expect(hands(PLAYER_NATURAL_8)).toBe("P 8/2 B 6/2");
    expect(hands(BANKER_3CARD_7_OVER_5)).toBe("P 5/3 B 7/3");
  });

  describe("the game", () => {
    it("004 L1143, 003 L1988-1990: three to eight decks", () => expect(game.decks).toEqual([3, 4, 5, 6, 7, 8]));
    it("004 L1157, 003 L2013-2015: a blackjack table (8 seats) or a baccarat table (14 seats)", () => {
      expect(game.tables.map((t) => `${t.table} ${t.layout.seats}`)).toEqual(["blackjack 8", "baccarat 14"]);
    });
    it("004 L1157, 003 L2020: five spaces, backline on all wagers", () => expect(game.bets.every((b) => b.backline)).toBe(true));
    it("004 L1170-1171, L1209: Tie stands alone, Dragon 7 and Panda 8 need a line wager", () => {
      expect(game.bets.map((b) => [b.id, b.requires])).toEqual([
        ["player", "nothing"],
        ["banker", "nothing"],
        ["tie", "nothing"],
        ["panda8", "line-wager"],
        ["dragon7", "line-wager"],
      ]);
    });
    it("004 L1159: from the player left of the player-dealer: Player, Banker, Tie, Panda 8, Dragon 7", () => {
      expect(game.settlement).toMatchObject({ order: ["player", "banker", "tie", "panda8", "dragon7"], startsAt: { kind: "left-of-player-dealer" } });
    });
    it("option actionButton banker-second-card (003 L2022-2027): A 1, 2-9 face, J 11, Q 12, K 13, the ten 10", () => {
      const g = ezBaccaratPanda8({ actionButton: "banker-second-card" });
      expect(g.settlement.startsAt).toMatchObject({
        kind: "card-count",
        card: { hand: "banker", index: 1 },
        countFrom: "left-of-house-dealer",
        skipsPlayerDealer: true,
        values: { A: 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, T: 10, J: 11, Q: 12, K: 13 },
      });
    });
  });

  describe("wagers", () => {
    it("004 L1168, L1203 as filed: the Banker's winning three-card 7 pays 1 to 1", () => expect(settle(BANKER_3CARD_7_OVER_5, "banker")).toBe("win 1:1"));
    it("option threeCard7Push", () => expect(settle(BANKER_3CARD_7_OVER_5, "banker", ezBaccaratPanda8({ threeCard7Push: true }))).toBe("push"));
    it("004 L1169, L1215: Tie pays 8 to 1", () => expect(settle(TIE_ON_7, "tie")).toBe("win 8:1"));
    it("003 L2039, L2206 (option tiePays 9): Tie pays 9 to 1", () => expect(settle(TIE_ON_7, "tie", ezBaccaratPanda8({ tiePays: 9 }))).toBe("win 9:1"));
    it("004 L1224-1225: Dragon 7, Banker three-card 7 over 5: 40 to 1", () => expect(settle(BANKER_3CARD_7_OVER_5, "dragon7")).toBe("win 40:1"));
  });

  describe("Panda 8 (004 L1228-1235, 003 L2227-2239)", () => {
    it("004 L1233-1234: Player three-card 8, Banker two-card 7: 25 to 1", () => expect(settle(PLAYER_3CARD_8_OVER_BANKER_7, "panda8")).toBe("win 25:1"));
    it("004 L1233: Player three-card 8, Banker three-card 6: 25 to 1", () => expect(settle(PLAYER_3CARD_8_OVER_3CARD_6, "panda8")).toBe("win 25:1"));
    it("004 L1233: Player three-card 8, Banker 8: loses", () => expect(settle(PLAYER_3CARD_8_TIES_BANKER_3CARD_8, "panda8")).toBe("lose"));
    it("004 L1233: a Player natural 8 is not a three-card 8: loses", () => expect(settle(PLAYER_NATURAL_8, "panda8")).toBe("lose"));
    it("004 L1233: a Banker win loses", () => expect(settle(BANKER_3CARD_7_OVER_5, "panda8")).toBe("lose"));
  });
});
