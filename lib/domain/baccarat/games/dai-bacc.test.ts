import { describe, expect, it } from "vitest";
import { daiBacc } from "./dai-bacc";
import { playRound } from "../round";
import { resolveBet } from "../resolution";
import { resolutionLabel } from "../pay-table";
import { burn } from "../burn";
import type { BetId } from "../bet";

const game = daiBacc();
const settle = (cards: string[], bet: BetId) => resolutionLabel(resolveBet(game, playRound(game, cards), bet));

// Dealing order: P, B, P, B, then third cards.
const PLAYER_3CARD_6_LOSES_TO_7 = ["2S", "3C", "3H", "4C", "AD"]; // P 5 + 1 = 6; B 7 stands
const PLAYER_3CARD_6_TIES_3CARD_6 = ["2S", "AC", "2H", "KC", "2D", "5D"]; // P 4 + 2 = 6; B 1 + 5 = 6
const PLAYER_3CARD_6_WINS = ["2S", "3C", "2H", "2C", "2D"]; // P 4 + 2 = 6; B 5 stands on a Player 2
const PLAYER_NATURAL_8_OVER_2 = ["3S", "2C", "5S", "KC", "AD"]; // P natural 8: nobody draws
const BANKER_3CARD_7_WINS = ["2S", "3C", "3H", "KC", "KD", "4D"]; // P 5; B 3 + 4 = 7
const BANKER_3CARD_7_TIES = ["AS", "3C", "AH", "KC", "5S", "4D"]; // P 7; B 7
const BANKER_3CARD_7_LOSES = ["AS", "3C", "AH", "KC", "6S", "4D"]; // P 1+1+6 = 8; B 3 hits on a 6: 7
const TIE_ON_7 = ["3S", "2C", "4S", "5C"];

describe("Dai Bacc (seed 004 L1399-1536)", () => {
  describe("the game", () => {
    it("L1411: four to eight decks", () => expect(game.decks).toEqual([4, 5, 6, 7, 8]));
    it("L1431: a baccarat table, seven players and a player-dealer (8 seats by default, 7 as an option)", () => {
      expect(game.tables.map((t) => `${t.table} ${t.layout.seats}`)).toEqual(["baccarat 8"]);
      expect(daiBacc({ seats: 7 }).tables.map((t) => t.layout.seats)).toEqual([7]);
    });
    it("L1445-1447: Kill the Ox/Tiger stands alone; Tiger 7 and Ox 6 need a line wager", () => {
      expect(game.bets.map((b) => [b.id, b.requires])).toEqual([
        ["player", "nothing"],
        ["banker", "nothing"],
        ["kill-ox-tiger", "nothing"],
        ["tiger7", "line-wager"],
        ["ox6", "line-wager"],
      ]);
    });
    it("L1431, L1497, L1512, L1525: backline permitted by default; L1438 as the option", () => {
      expect(game.bets.every((b) => b.backline)).toBe(true);
      expect(daiBacc({ backline: false }).bets.some((b) => b.backline)).toBe(false);
    });
    it("no action button filed: settlement from the player left of the player-dealer", () => expect(game.settlement.startsAt.kind).toBe("left-of-player-dealer"));
  });

  it("the rounds below are the hands their names say", () => {
    const hands = (cards: string[]) => {
      const r = playRound(game, cards);
      return `P ${r.player.total}/${r.player.cards.length} B ${r.banker.total}/${r.banker.cards.length}`;
    };
    expect(hands(PLAYER_3CARD_6_LOSES_TO_7)).toBe("P 6/3 B 7/2");
    expect(hands(PLAYER_3CARD_6_TIES_3CARD_6)).toBe("P 6/3 B 6/3");
    expect(hands(PLAYER_3CARD_6_WINS)).toBe("P 6/3 B 5/2");
    expect(hands(BANKER_3CARD_7_WINS)).toBe("P 5/3 B 7/3");
    expect(hands(BANKER_3CARD_7_TIES)).toBe("P 7/3 B 7/3");
    expect(hands(BANKER_3CARD_7_LOSES)).toBe("P 8/3 B 7/3");
  });

  describe("burn procedure (L1440)", () => {
    it("the first card's value is the number of cards burnt face down: a 5 burns 5", () => {
      expect(burn(game.burn!, "5H")).toEqual({ exposed: "5H", faceDown: 5, cardsRemoved: 6 });
    });
    it("an ace burns 1", () => expect(burn(game.burn!, "AC").faceDown).toBe(1));
    it("face cards are equal to ten: a king burns 10", () => expect(burn(game.burn!, "KS").faceDown).toBe(10));
    it("a ten burns 10", () => expect(burn(game.burn!, "TD").faceDown).toBe(10));
    it("a 9 burns 9", () => expect(burn(game.burn!, "9D").faceDown).toBe(9));
  });

  describe("lines (L1442-1444, L1481-1486)", () => {
    it("L1443, L1482: a Banker win with a three-card 7 pushes", () => expect(settle(BANKER_3CARD_7_WINS, "banker")).toBe("push"));
    it("L1481: the Player line pays 1 to 1", () => expect(settle(BANKER_3CARD_7_LOSES, "player")).toBe("win 1:1"));
    it("L1485: a Player natural stops the Banker", () => expect(playRound(game, PLAYER_NATURAL_8_OVER_2).cardsUsed).toBe(4));
    it("no Tie bet, no tie rule filed: line wagers push on a tie", () => expect([settle(TIE_ON_7, "player"), settle(TIE_ON_7, "banker")]).toEqual(["push", "push"]));
  });

  describe("Kill the Ox/Tiger (L1494-1499)", () => {
    it("L1494: Player three-card 6 loses to 7: 30 to 1", () => expect(settle(PLAYER_3CARD_6_LOSES_TO_7, "kill-ox-tiger")).toBe("win 30:1"));
    it("L1494: Player three-card 6 ties: 30 to 1", () => expect(settle(PLAYER_3CARD_6_TIES_3CARD_6, "kill-ox-tiger")).toBe("win 30:1"));
    it("L1495: Banker three-card 7 loses to 8: 30 to 1", () => expect(settle(BANKER_3CARD_7_LOSES, "kill-ox-tiger")).toBe("win 30:1"));
    it("L1495: Banker three-card 7 ties: 30 to 1", () => expect(settle(BANKER_3CARD_7_TIES, "kill-ox-tiger")).toBe("win 30:1"));
    it("L1495-1496: Banker three-card 7 wins: loses", () => expect(settle(BANKER_3CARD_7_WINS, "kill-ox-tiger")).toBe("lose"));
    it("L1494-1496: Player three-card 6 wins: loses", () => expect(settle(PLAYER_3CARD_6_WINS, "kill-ox-tiger")).toBe("lose"));
    it("L1496: a tie without those hands loses", () => expect(settle(TIE_ON_7, "kill-ox-tiger")).toBe("lose"));
  });

  describe("Tiger 7 (L1510-1515) and Ox 6 (L1523-1528)", () => {
    it("L1510, L1515: the Banker wins with a three-card 7: Tiger 7 pays 40 to 1", () => expect(settle(BANKER_3CARD_7_WINS, "tiger7")).toBe("win 40:1"));
    it("L1511: a three-card 7 that ties: Tiger 7 loses", () => expect(settle(BANKER_3CARD_7_TIES, "tiger7")).toBe("lose"));
    it("L1523, L1528: the Player wins with a three-card 6: Ox 6 pays 40 to 1", () => expect(settle(PLAYER_3CARD_6_WINS, "ox6")).toBe("win 40:1"));
    it("L1524: a three-card 6 that loses: Ox 6 loses", () => expect(settle(PLAYER_3CARD_6_LOSES_TO_7, "ox6")).toBe("lose"));
  });
});
