import { describe, expect, it } from "vitest";
import { ezBaccaratPanda8Mortimers } from "./ez-baccarat-panda8-mortimers";
import { playRound } from "../round";
import { resolveBet } from "../resolution";
import { resolutionLabel } from "../pay-table";
import type { BetId } from "../bet";
import type { AnyGameConfig } from "../game-config";
import { settleBaccaratRound } from "../settlement";

const game = ezBaccaratPanda8Mortimers();
const settle = (cards: string[], bet: BetId, g: AnyGameConfig = game) => resolutionLabel(resolveBet(g, playRound(g, cards), bet));

const PLAYER_3CARD_8_OVER_BANKER_7 = ["2S", "3C", "3H", "4C", "3D"]; // P 5 + 3 = 8; B 7 stands
const PLAYER_NATURAL_8 = ["3S", "2C", "5S", "4C"];
const BANKER_3CARD_7_OVER_5 = ["2S", "3C", "3H", "KC", "KD", "4D"];
const TIE_ON_7 = ["3S", "2C", "4S", "5C"];

describe("EZ Baccarat Panda 8 as Mortimer's filed it (seed 003 L1962-2425, GEGA003832)", () => {
  describe("the game", () => {
    it("L1988-1990: three to eight decks", () => expect(game.decks).toEqual([3, 4, 5, 6, 7, 8]));
    it("L2013-2015: a blackjack table (8 seats) or a baccarat table (14 seats)", () => {
      expect(game.tables.map((t) => `${t.table} ${t.layout.seats}`)).toEqual(["blackjack 8", "baccarat 14"]);
    });
    it("L2016-2018, L2020: five spaces, backline on all; L2040-2043: Dragon 7 and Panda 8 need a line wager, the Tie stands alone (L2192-2193)", () => {
      expect(game.bets.map((b) => [b.id, b.requires, b.backline])).toEqual([
        ["player", "nothing", true],
        ["banker", "nothing", true],
        ["tie", "nothing", true],
        ["panda8", "line-wager", true],
        ["dragon7", "line-wager", true],
      ]);
    });
    it("L2022-2027: the action button by the Banker's second card, counted from the player left of the house dealer; A 1, 2-9, J 11, Q 12, K 13 (the ten 10)", () => {
      expect(game.settlement.startsAt).toMatchObject({
        kind: "card-count",
        card: { hand: "banker", index: 1 },
        countFrom: "left-of-house-dealer",
        skipsPlayerDealer: true,
        values: { A: 1, "2": 2, "9": 9, T: 10, J: 11, Q: 12, K: 13 },
      });
    });
    it("L2016-2018 (no order filed across bet types): the layout's order, seat by seat", () => {
      expect(game.settlement).toMatchObject({ order: ["player", "banker", "tie", "panda8", "dragon7"], walk: "seat-by-seat" });
    });
    it("L2022-2027: a Banker second card of 4 starts the settlement at the fourth seat from the house dealer's left (player-dealer at 8)", () => {
      const round = playRound(game, PLAYER_3CARD_8_OVER_BANKER_7); // Banker's cards 3C 4C
      const wagers = [1, 2, 3, 4, 5, 6, 7].map((seat) => ({ seat, bet: "player" as const, amount: 1000 }));
      expect(round.banker.cards[1]).toBe("4C");
      expect(settleBaccaratRound({ game, seats: 8, playerDealerSeat: 8, bank: 100_000, wagers, round }).walk.lines.map((l) => l.seat)).toEqual([4, 5, 6, 7, 1, 2, 3]);
    });
  });

  describe("wagers", () => {
    it("L2038, L2184: the Banker's winning three-card 7 pays 1 to 1", () => expect(settle(BANKER_3CARD_7_OVER_5, "banker")).toBe("win 1:1"));
    it("option threeCard7Push", () => expect(settle(BANKER_3CARD_7_OVER_5, "banker", ezBaccaratPanda8Mortimers({ threeCard7Push: true }))).toBe("push"));
    it("L2039, L2206: the Tie pays 9 to 1", () => expect(settle(TIE_ON_7, "tie")).toBe("win 9:1"));
    it("the Tie has no option: Mortimer's filed 9 to 1 only", () => expect(() => ezBaccaratPanda8Mortimers({ tiePays: 8 } as never)).toThrow(/no option "tiePays"/));
    it("L2216-2219: Dragon 7, Banker three-card 7 over 5: 40 to 1", () => expect(settle(BANKER_3CARD_7_OVER_5, "dragon7")).toBe("win 40:1"));
    it("L2234-2237: Panda 8, Player three-card 8 over Banker 7: 25 to 1; a natural 8 loses", () => {
      expect([settle(PLAYER_3CARD_8_OVER_BANKER_7, "panda8"), settle(PLAYER_NATURAL_8, "panda8")]).toEqual(["win 25:1", "lose"]);
    });
  });
});
