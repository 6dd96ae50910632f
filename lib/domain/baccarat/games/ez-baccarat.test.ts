import { describe, expect, it } from "vitest";
import { ezBaccarat } from "./ez-baccarat";
import { playRound } from "../round";
import { resolveBet } from "../resolution";
import { resolutionLabel } from "../pay-table";
import type { BetId } from "../bet";
import type { AnyGameConfig } from "../game-config";

const game = ezBaccarat();
const settle = (cards: string[], bet: BetId, g: AnyGameConfig = game) => resolutionLabel(resolveBet(g, playRound(g, cards), bet));

const BANKER_3CARD_7_OVER_5 = ["2S", "3C", "3H", "KC", "KD", "4D"];
const BANKER_3CARD_7_OVER_STANDING_6 = ["TS", "2C", "6S", "3C", "2D"];
const TIE_3CARD_7S = ["AS", "3C", "AH", "KC", "5S", "4D"];
const BANKER_7_OVER_6 = ["TS", "3C", "6S", "4C"];
const PLAYER_7_BANKER_6 = ["3S", "2C", "4S", "4C"];
const TIE_ON_7 = ["3S", "2C", "4S", "5C"];

describe("EZ Baccarat (seed 002)", () => {
  describe("the game", () => {
    it("L21: three to eight decks", () => expect(game.decks).toEqual([3, 4, 5, 6, 7, 8]));
    it("L35: a blackjack table (7 + player-dealer) or a baccarat table (13 + player-dealer)", () => {
      expect(game.tables.map((t) => `${t.table} ${t.layout.seats}`)).toEqual(["blackjack 8", "baccarat 14"]);
    });
    it("L35, L95, L104: four spaces, back-line betting not permitted", () => {
      expect(game.bets.map((b) => [b.id, b.backline])).toEqual([
        ["player", false],
        ["banker", false],
        ["tie", false],
        ["dragon7", false],
      ]);
    });
    it("option backline (the missing options sheet, L35)", () => expect(ezBaccarat({ backline: true }).bets.every((b) => b.backline)).toBe(true));
    it("L92: the Tie needs no line wager; L52, L103: Dragon 7 does", () => {
      expect(game.bets.map((b) => b.requires)).toEqual(["nothing", "nothing", "nothing", "line-wager"]);
    });
    it("L39: from the player left of the player-dealer, Player, Banker, Tie, Dragon 7", () => {
      expect(game.settlement).toMatchObject({ order: ["player", "banker", "tie", "dragon7"], walk: "seat-by-seat", startsAt: { kind: "left-of-player-dealer" } });
    });
  });

  describe("lines", () => {
    it("L49, L85: Player closer to nine: Player line 1 to 1", () => expect(settle(PLAYER_7_BANKER_6, "player")).toBe("win 1:1"));
    it("L88: Player closer to nine: Banker line loses", () => expect(settle(PLAYER_7_BANKER_6, "banker")).toBe("lose"));
    it("L50, L86: Banker closer to nine: Banker line 1 to 1", () => expect(settle(BANKER_7_OVER_6, "banker")).toBe("win 1:1"));
    it("L50, L86 as filed: a winning three-card 7 is paid 1 to 1 (no push)", () => expect(settle(BANKER_3CARD_7_OVER_5, "banker")).toBe("win 1:1"));
    it("option threeCard7Push: the winning three-card 7 pushes", () => {
      expect(settle(BANKER_3CARD_7_OVER_5, "banker", ezBaccarat({ threeCard7Push: true }))).toBe("push");
    });
    it("L85-88 (silent on ties): line wagers push on a tie", () => expect([settle(TIE_ON_7, "player"), settle(TIE_ON_7, "banker")]).toEqual(["push", "push"]));
  });

  describe("drawing", () => {
    it("L57: the Player stands on 6, the Banker hits on 5", () => expect(playRound(game, BANKER_3CARD_7_OVER_STANDING_6).cardsUsed).toBe(5));
    it("L54-62 (silent on naturals): a Banker natural stops the Player by default", () => {
      expect(playRound(game, ["KS", "4C", "2S", "5C", "9D"]).cardsUsed).toBe(4);
    });
    it("option naturalsStopDrawing false: the Player on 2 draws against a Banker natural 9", () => {
      const r = playRound(ezBaccarat({ naturalsStopDrawing: false }), ["KS", "4C", "2S", "5C", "9D"]);
      expect([r.cardsUsed, r.player.total]).toEqual([5, 1]);
    });
  });

  describe("Tie Bet (L92-98)", () => {
    it("L93, L98: equal totals pay 8 to 1", () => expect(settle(TIE_ON_7, "tie")).toBe("win 8:1"));
    it("option tiePays 9 (the missing options sheet, L98)", () => expect(settle(TIE_ON_7, "tie", ezBaccarat({ tiePays: 9 }))).toBe("win 9:1"));
    it("L94: different totals lose", () => expect(settle(BANKER_7_OVER_6, "tie")).toBe("lose"));
  });

  describe("Dragon 7 Bonus Bet (L101-108)", () => {
    it("L106-107: Banker three-card 7, Player 5: 40 to 1", () => expect(settle(BANKER_3CARD_7_OVER_5, "dragon7")).toBe("win 40:1"));
    it("L106: Banker three-card 7, Player two-card 6: 40 to 1", () => expect(settle(BANKER_3CARD_7_OVER_STANDING_6, "dragon7")).toBe("win 40:1"));
    it("L106: Banker three-card 7, Player three-card 7: loses", () => expect(settle(TIE_3CARD_7S, "dragon7")).toBe("lose"));
    it("L106: Banker two-card 7 over 6: loses", () => expect(settle(BANKER_7_OVER_6, "dragon7")).toBe("lose"));
  });
});
