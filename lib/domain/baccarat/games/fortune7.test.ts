import { describe, expect, it } from "vitest";
import { fortune7, ONE_UP_PAY_TABLE } from "./fortune7";
import { playRound } from "../round";
import { resolveBet, resolveBets } from "../resolution";
import { resolutionLabel } from "../pay-table";
import type { BetId } from "../bet";
import { GameOptionError } from "../game-config";

const game = fortune7();
const settle = (cards: string[], bet: BetId) => resolutionLabel(resolveBet(game, playRound(game, cards), bet));

// Dealing order: Player, Banker, Player, Banker, then third cards.
const BANKER_3CARD_7_OVER_5 = ["2S", "3C", "3H", "KC", "KD", "4D"]; // P 2+3+0 = 5; B 3+0 hits on a 0, +4 = 7
const BANKER_3CARD_7_OVER_STANDING_6 = ["TS", "2C", "6S", "3C", "2D"]; // P 6 stands; B 5 hits, +2 = 7
const TIE_3CARD_7S = ["AS", "3C", "AH", "KC", "5S", "4D"]; // P 1+1+5 = 7; B 3 hits on a 5, +4 = 7
const PLAYER_1_BANKER_0 = ["AS", "KC", "KS", "QC", "KD", "TD"]; // P 1+0+0; B 0+0+0
const PLAYER_7_BANKER_6 = ["3S", "2C", "4S", "4C"];
const NATURAL_9_OVER_NATURAL_8 = ["4S", "3C", "5S", "5C"];
const NATURAL_8_OVER_6 = ["3S", "2C", "5S", "4C"];
const BANKER_7_OVER_6 = ["TS", "3C", "6S", "4C"];
const TIE_ON_7 = ["3S", "2C", "4S", "5C"];
const BANKER_1_OVER_0 = ["KS", "AC", "QS", "KC", "KD", "TH"]; // P 0+0+0; B 1 hits on a 0, +0 = 1

describe("Fortune 7 Baccarat (seed 000)", () => {
  it("the rounds below are the hands their names say", () => {
    const hands = (cards: string[]) => {
      const r = playRound(game, cards);
      return `P ${r.player.total}/${r.player.cards.length} B ${r.banker.total}/${r.banker.cards.length}`;
    };
    expect(hands(BANKER_3CARD_7_OVER_5)).toBe("P 5/3 B 7/3");
    expect(hands(BANKER_3CARD_7_OVER_STANDING_6)).toBe("P 6/2 B 7/3");
    expect(hands(TIE_3CARD_7S)).toBe("P 7/3 B 7/3");
    expect(hands(PLAYER_1_BANKER_0)).toBe("P 1/3 B 0/3");
    expect(hands(PLAYER_7_BANKER_6)).toBe("P 7/2 B 6/2");
    expect(hands(NATURAL_9_OVER_NATURAL_8)).toBe("P 9/2 B 8/2");
    expect(hands(NATURAL_8_OVER_6)).toBe("P 8/2 B 6/2");
    expect(hands(BANKER_7_OVER_6)).toBe("P 6/2 B 7/2");
    expect(hands(TIE_ON_7)).toBe("P 7/2 B 7/2");
    expect(hands(BANKER_1_OVER_0)).toBe("P 0/3 B 1/3");
  });

  describe("the game", () => {
    it("L21: 8 decks", () => expect(game.decks).toEqual([8]));
    it("L35: a baccarat table, seven players and a player-dealer", () => {
      expect(game.tables.map((t) => [t.table, t.layout.seats])).toEqual([["baccarat", 8]]);
    });
    it("L35: five betting spaces, backline betting on every wager", () => {
      expect(game.bets.map((b) => [b.id, b.backline])).toEqual([
        ["player", true],
        ["banker", true],
        ["tie", true],
        ["one-up", true],
        ["fortune7", true],
      ]);
    });
    it("L48, L49, L89, L103, L111: Tie, One Up and Fortune 7 need a Player- or Banker-line wager", () => {
      expect(game.bets.map((b) => [b.id, b.requires])).toEqual([
        ["player", "nothing"],
        ["banker", "nothing"],
        ["tie", "line-wager"],
        ["one-up", "line-wager"],
        ["fortune7", "line-wager"],
      ]);
    });
    it("L80: settled from the player left of the player-dealer: Player, Banker, Tie, One Up, Fortune 7, seat by seat by default", () => {
      expect(game.settlement.order).toEqual(["player", "banker", "tie", "one-up", "fortune7"]);
      expect(game.settlement.walk).toBe("seat-by-seat");
      expect(game.settlement.startsAt.kind).toBe("left-of-player-dealer");
      expect(fortune7({ settlementOrder: "type-by-type" }).settlement.walk).toBe("type-by-type");
    });
    it("options: unknown names and values not in the filed list are refused", () => {
      expect(() => fortune7({ settlementOrder: "clockwise" as never })).toThrow(GameOptionError);
      expect(() => fortune7({ colour: "red" } as never)).toThrow(/no option "colour"/);
    });
  });

  describe("drawing", () => {
    it("L54: a Player natural stops the Banker drawing (Banker 2 stands)", () => {
      const r = playRound(game, ["4S", "KC", "4H", "2C", "9D"]);
      expect([r.cardsUsed, r.player.total, r.banker.total, r.comparison.winner]).toEqual([4, 8, 2, "player"]);
    });
    it("L55: a Banker natural stops the Player drawing (Player 2 stands)", () => {
      const r = playRound(game, ["KS", "4C", "2S", "5C", "9D"]);
      expect([r.cardsUsed, r.player.total, r.banker.total, r.comparison.winner]).toEqual([4, 2, 9, "banker"]);
    });
    it("L53, L56: the Player stands on 6, the Banker then hits on 5", () => {
      const r = playRound(game, BANKER_3CARD_7_OVER_STANDING_6);
      expect([r.cardsUsed, r.player.cards.length, r.banker.cards.length]).toEqual([5, 2, 3]);
    });
  });

  describe("Player and Banker lines (L45-46, L82-85)", () => {
    it("L82: Player closer to nine: the Player line wins 1 to 1", () => expect(settle(PLAYER_7_BANKER_6, "player")).toBe("win 1:1"));
    it("L85: Player closer to nine: the Banker line loses", () => expect(settle(PLAYER_7_BANKER_6, "banker")).toBe("lose"));
    it("L83: Banker closer to nine: the Banker line wins 1 to 1", () => expect(settle(BANKER_7_OVER_6, "banker")).toBe("win 1:1"));
    it("L84: Banker closer to nine: the Player line loses", () => expect(settle(BANKER_7_OVER_6, "player")).toBe("lose"));
    it("L46, L83: a Banker win with a three-card 7 pushes", () => expect(settle(BANKER_3CARD_7_OVER_5, "banker")).toBe("push"));
    it("L46, L83: ... also when the Player stood on 6", () => expect(settle(BANKER_3CARD_7_OVER_STANDING_6, "banker")).toBe("push"));
    it("L46: a three-card 7 that ties is not a win: the Banker line pushes as a tie", () => expect(settle(TIE_3CARD_7S, "banker")).toBe("push"));
    it("L82-85 (silent on ties): line wagers push on a tie by default", () => {
      expect([settle(TIE_ON_7, "player"), settle(TIE_ON_7, "banker")]).toEqual(["push", "push"]);
    });
    it("option lineBetsOnTie: lose", () => {
      const g = fortune7({ lineBetsOnTie: "lose" });
      expect(resolutionLabel(resolveBet(g, playRound(g, TIE_ON_7), "banker"))).toBe("lose");
    });
  });

  describe("Tie Bet (L90-95)", () => {
    it("L90, L95: equal totals: Tie wins 8 to 1", () => expect(settle(TIE_ON_7, "tie")).toBe("win 8:1"));
    it("L94: a tie on three-card hands wins too", () => expect(settle(TIE_3CARD_7S, "tie")).toBe("win 8:1"));
    it("L91: different totals: Tie loses", () => expect(settle(PLAYER_7_BANKER_6, "tie")).toBe("lose"));
  });

  describe("One Up Bonus Bet (L113-122)", () => {
    it("L119-122: the pay table as printed", () => {
      expect(ONE_UP_PAY_TABLE.map((r) => [r.row, r.pays])).toEqual([
        ["Win 1-0", { to: 30, per: 1 }],
        ["Other win by 1", { to: 9, per: 1 }],
        ["All others", "lose"],
      ]);
    });
    it("L120: Player 1, Banker 0: 30 to 1", () => expect(settle(PLAYER_1_BANKER_0, "one-up")).toBe("win 30:1"));
    it("L121: Player 7, Banker 6: 9 to 1", () => expect(settle(PLAYER_7_BANKER_6, "one-up")).toBe("win 9:1"));
    it("L121: natural 9 over natural 8: 9 to 1", () => expect(settle(NATURAL_9_OVER_NATURAL_8, "one-up")).toBe("win 9:1"));
    it("L114: Player wins by two: loses", () => expect(settle(NATURAL_8_OVER_6, "one-up")).toBe("lose"));
    it("L114: Banker wins by one (1 over 0): loses", () => expect(settle(BANKER_1_OVER_0, "one-up")).toBe("lose"));
    it("L114: a tie loses", () => expect(settle(TIE_ON_7, "one-up")).toBe("lose"));
  });

  describe("Fortune 7 Bonus Bet (L103-106)", () => {
    it("L105-106: Banker three-card 7, Player 5: 40 to 1", () => expect(settle(BANKER_3CARD_7_OVER_5, "fortune7")).toBe("win 40:1"));
    it("L105: Banker three-card 7, Player two-card 6: wins, regardless of the number of Player cards", () => {
      expect(settle(BANKER_3CARD_7_OVER_STANDING_6, "fortune7")).toBe("win 40:1");
    });
    it("L105: Banker three-card 7, Player 7: loses", () => expect(settle(TIE_3CARD_7S, "fortune7")).toBe("lose"));
    it("L105: Banker two-card 7 over 6: loses", () => expect(settle(BANKER_7_OVER_6, "fortune7")).toBe("lose"));
  });

  it("L80: resolveBets lists every wager in settlement order", () => {
    expect(resolveBets(game, playRound(game, BANKER_3CARD_7_OVER_5)).map((x) => [x.id, resolutionLabel(x.resolution)])).toEqual([
      ["player", "lose"],
      ["banker", "push"],
      ["tie", "lose"],
      ["one-up", "lose"],
      ["fortune7", "win 40:1"],
    ]);
  });
});
