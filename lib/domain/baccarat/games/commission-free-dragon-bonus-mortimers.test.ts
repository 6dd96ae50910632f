import { describe, expect, it } from "vitest";
import { commissionFreeDragonBonusMortimers } from "./commission-free-dragon-bonus-mortimers";
import { playRound } from "../round";
import { resolveBet } from "../resolution";
import { resolutionLabel } from "../pay-table";
import type { BetId } from "../bet";
import type { AnyGameConfig } from "../game-config";

const game = commissionFreeDragonBonusMortimers();
const settle = (cards: string[], bet: BetId, g: AnyGameConfig = game) => resolutionLabel(resolveBet(g, playRound(g, cards), bet));

const BANKER_6_OVER_5 = ["2S", "3C", "3H", "3D", "KD"]; // P 5 + 0; B 6 stands on a 0
const BANKER_3CARD_6_OVER_5 = ["2S", "2C", "3H", "KC", "KD", "4D"]; // P 5 + 0; B 2 draws 4: three-card 6
const BANKER_3CARD_7_OVER_5 = ["2S", "3C", "3H", "KC", "KD", "4D"];
const BANKER_6_OVER_2 = ["AS", "3C", "AH", "3D", "KC"]; // P 2 + 0; B 6 stands: by 4, non-natural
const NATURAL_9_OVER_0 = ["4S", "KC", "5S", "QC"];
const NATURAL_TIE_9 = ["4S", "4C", "5S", "5C"];
const TIE_ON_7 = ["3S", "2C", "4S", "5C"];

describe("Commission-Free Baccarat Dragon Bonus as Mortimer's filed it (seed 003 L4569-5058, GEGA-0003714)", () => {
  describe("the game", () => {
    it("L4598: eight decks", () => expect(game.decks).toEqual([8]));
    it("L4621-4623: a blackjack table (8 seats) or a baccarat table (14 seats)", () => {
      expect(game.tables.map((t) => `${t.table} ${t.layout.seats}`)).toEqual(["blackjack 8", "baccarat 14"]);
    });
    it("L4624-4628: five spaces, no Fortune 7; L4652-4654, L4780-4781: the Dragon bonuses need a line wager; L4761-4762: the Tie stands alone", () => {
      expect(game.bets.map((b) => [b.id, b.requires])).toEqual([
        ["player", "nothing"],
        ["banker", "nothing"],
        ["tie", "nothing"],
        ["player-dragon", "line-wager"],
        ["banker-dragon", "line-wager"],
      ]);
    });
    it("L4640-4642: settled Player line, Banker line, Tie, Player Dragon, Banker Dragon", () => {
      expect(game.settlement.order).toEqual(["player", "banker", "tie", "player-dragon", "banker-dragon"]);
    });
    it("L4630-4636: the action button by the Banker's second card, A 1 ... K 13", () => {
      expect(game.settlement.startsAt).toMatchObject({ kind: "card-count", card: { hand: "banker", index: 1 }, values: { A: 1, "9": 9, T: 10, J: 11, Q: 12, K: 13 } });
    });
    it("Options Sheet L5044-5046 (option actionButton none): from the player left of the player-dealer", () => {
      expect(commissionFreeDragonBonusMortimers({ actionButton: "none" }).settlement.startsAt.kind).toBe("left-of-player-dealer");
    });
    it("L4628 and Options Sheet L5032-5040: backline on all wagers unless the room's sheet says otherwise, per wager group", () => {
      expect(game.bets.every((b) => b.backline)).toBe(true);
      const g = commissionFreeDragonBonusMortimers({ backlineBaseGame: false, backlineDragonBonus: false });
      expect(g.bets.map((b) => [b.id, b.backline])).toEqual([
        ["player", false],
        ["banker", false],
        ["tie", true],
        ["player-dragon", false],
        ["banker-dragon", false],
      ]);
    });
    it("L4755-4758: a natural on either hand stops the draw", () => {
      expect(playRound(game, NATURAL_9_OVER_0).cardsUsed).toBe(4);
      expect(playRound(game, ["KS", "4C", "2S", "5C"]).cardsUsed).toBe(4);
    });
  });

  describe("lines and Tie", () => {
    it("L4650, L4749-4750: a Banker win with 6 pays 1 to 2, two cards or three", () => {
      expect([settle(BANKER_6_OVER_5, "banker"), settle(BANKER_3CARD_6_OVER_5, "banker")]).toEqual(["win 1:2", "win 1:2"]);
    });
    it("L4650: every other Banker win pays 1 to 1, a three-card 7 included (no push)", () => expect(settle(BANKER_3CARD_7_OVER_5, "banker")).toBe("win 1:1"));
    it("L4649, L4746-4747: the Player line pays 1 to 1", () => expect(settle(NATURAL_9_OVER_0, "player")).toBe("win 1:1"));
    it("L4651, L4774: the Tie pays 9 to 1; Options Sheet L5041-5042 (option tiePays 8): 8 to 1", () => {
      expect([settle(TIE_ON_7, "tie"), settle(TIE_ON_7, "tie", commissionFreeDragonBonusMortimers({ tiePays: 8 }))]).toEqual(["win 9:1", "win 8:1"]);
    });
  });

  describe("Dragon bonuses (L4777-4836)", () => {
    it("L4803-4806, L4825-4826: Banker wins by 4, non-natural: Banker Dragon 1 to 1", () => expect(settle(BANKER_6_OVER_2, "banker-dragon")).toBe("win 1:1"));
    it("L4796-4798, L4821-4822: a natural winner: Natural Winner 1 to 1", () => expect(settle(NATURAL_9_OVER_0, "player-dragon")).toBe("win 1:1"));
    it("L4800-4802, L4823-4824: a natural tie pushes, a non-natural tie loses", () => {
      expect([settle(NATURAL_TIE_9, "player-dragon"), settle(TIE_ON_7, "banker-dragon")]).toEqual(["push", "lose"]);
    });
  });
});
