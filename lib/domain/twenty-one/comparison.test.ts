import { describe, expect, it } from "vitest";
import type { Card } from "../cards/card";
import { compareHands } from "./comparison";
import { twentyOneGame } from "./games";
import { handValue } from "./hand-value";
import type { TwentyOneGame } from "./game-config";

/** The player's hand against the player-dealer's: outcome and the odds it is paid at. */
function vs(game: TwentyOneGame, player: string[], pd: string[], split = false): string {
  const c = compareHands(game.comparison, handValue(game.hand, player as Card[], split), handValue(game.hand, pd as Card[]), pd as Card[]);
  expect(c.because).toMatch(/seed 00[34] L\d+/);
  return c.outcome === "win" ? `win ${c.pays}` : c.outcome;
}

for (const id of ["pure-21-5-mortimers", "pure-21-5"] as const) {
  const g = twentyOneGame(id);
  const L = id === "pure-21-5" ? "seed 004 L500-509" : "seed 003 L467-503";
  describe(`${id}: the game rules (${L})`, () => {
    it("rule 1: Pure 21.5 against Pure 21.5 is a push", () => expect(vs(g, ["AS", "KD"], ["TH", "AC"])).toBe("push"));
    it("rule 1-2: a Pure 21.5 beats every other hand, paid at the Pure 21.5 odds; the player-dealer's beats every player hand without one", () => {
      expect(vs(g, ["AS", "KD"], ["9H", "7C", "5D"])).toBe("win natural");
      expect(vs(g, ["AS", "KD"], ["9H", "7C", "8D"])).toBe("win natural");
      expect(vs(g, ["7S", "7D", "7C"], ["AH", "QC"])).toBe("lose");
      expect(vs(g, ["AS", "5D", "5C"], ["AH", "QC"])).toBe("lose");
    });
    it("rule 4: player under 21.5, player-dealer over: the player wins", () => expect(vs(g, ["TS", "2D"], ["9H", "7C", "6D"])).toBe("win other"));
    it("rule 5: player over 21.5, player-dealer under: the player loses", () => expect(vs(g, ["TS", "6D", "9C"], ["9H", "8C"])).toBe("lose"));
    it("rule 6: the same total under 21.5 is a push, 21 included", () => {
      expect(vs(g, ["TS", "8D"], ["9H", "9C"])).toBe("push");
      expect(vs(g, ["TS", "5D", "6C"], ["9H", "9C", "3D"])).toBe("push");
    });
    it("rule 7: both under 21.5, the hand closest to 21.5 wins", () => {
      expect(vs(g, ["TS", "9D"], ["9H", "9C"])).toBe("win other");
      expect(vs(g, ["TS", "7D"], ["9H", "9C"])).toBe("lose");
      expect(vs(g, ["AS", "5D", "5C"], ["TH", "9C"])).toBe("win other");
    });
    it("rule 8b: both over 21.5 and the player-dealer's hand is not 888: the player loses", () => {
      expect(vs(g, ["TS", "6D", "9C"], ["9H", "7C", "8D"])).toBe("lose");
      expect(vs(g, ["TS", "6D", "9C"], ["8H", "8C", "8D", "2S"])).toBe("lose");
    });
    it("rule 8a: both over 21.5 and the player-dealer's hand is 888: the player pushes", () => {
      expect(vs(g, ["TS", "6D", "9C"], ["8H", "8C", "8D"])).toBe("push");
      // 888 against a player under 21.5 is an ordinary hand over 21.5: the player wins.
      expect(vs(g, ["TS", "2D"], ["8H", "8C", "8D"])).toBe("win other");
    });
  });
}

describe("seed 003's P/D 888 Option (L569-571): players over 21.5 win against 888", () => {
  const g = twentyOneGame("pure-21-5-mortimers", { pd888: "win" });
  it("the 888 rule the other way", () => {
    expect(vs(g, ["TS", "6D", "9C"], ["8H", "8C", "8D"])).toBe("win other");
    expect(vs(g, ["TS", "6D", "9C"], ["9H", "7C", "8D"])).toBe("lose");
  });
});

describe("pure-spanish-21-5: how each wager wins, loses or pushes (seed 004 L660-661, L702-710)", () => {
  const g = twentyOneGame("pure-spanish-21-5");
  it("L660: both Pure Spanish 21.5, the player wins, at 6 to 5", () => expect(vs(g, ["AS", "KD"], ["QH", "AC"])).toBe("win natural"));
  it("L661: the player-dealer's Pure Spanish 21.5 beats every player hand without one", () => expect(vs(g, ["9S", "5D", "7C"], ["QH", "AC"])).toBe("lose"));
  it("L702-704: under against over wins, over against under loses, equal under 21.5 pushes", () => {
    expect(vs(g, ["9S", "2D"], ["9H", "7C", "6D"])).toBe("win other");
    expect(vs(g, ["KS", "6D", "9C"], ["9H", "8C"])).toBe("lose");
    expect(vs(g, ["KS", "8D"], ["9H", "9C"])).toBe("push");
  });
  it("L705: both under, the closer wins", () => expect(vs(g, ["KS", "9D"], ["9H", "9C"])).toBe("win other"));
  it("L706: both 21 and neither a Pure Spanish 21.5, the player wins", () => {
    expect(vs(g, ["KS", "5D", "6C"], ["9H", "9C", "3D"])).toBe("win other");
    expect(vs(g, ["AS", "KD"], ["AH", "QC"], true)).toBe("lose");
  });
  it("L708-710: the 888 rule", () => {
    expect(vs(g, ["KS", "6D", "9C"], ["8H", "8C", "8D"])).toBe("push");
    expect(vs(g, ["KS", "6D", "9C"], ["9H", "7C", "8D"])).toBe("lose");
  });
});

describe("blackjack-x: ranking and payouts (seed 004 L981-1090)", () => {
  const g = twentyOneGame("blackjack-x");
  it("L1086: a natural beats all hands; naturals tie each other, Blackjack X and Natural 31 included", () => {
    expect(vs(g, ["AH", "KH"], ["9S", "9D"])).toBe("win natural");
    expect(vs(g, ["AS", "KS"], ["9S", "9D"])).toBe("win blackjack-x");
    expect(vs(g, ["9S", "2D", "KH", "TC"], ["AH", "QD"])).toBe("lose");
    expect(vs(g, ["AH", "QD"], ["AD", "JC"])).toBe("push");
    expect(vs(g, ["AS", "KS"], ["AD", "JC"])).toBe("push");
    expect(vs(g, ["AH", "QD"], ["AS", "KS"])).toBe("push");
  });
  it("L994-995 by option: Natural 31 ranks above Blackjack X", () => {
    const byRank = twentyOneGame("blackjack-x", { naturals: "by-rank" });
    expect(vs(byRank, ["AH", "QD"], ["AS", "KS"])).toBe("win natural");
    expect(vs(byRank, ["AS", "KS"], ["AH", "QD"])).toBe("lose");
    expect(vs(byRank, ["AS", "KS"], ["KS", "AS"])).toBe("push");
  });
  it("L983, L1028, L1089: a player hand of 22-30 loses whatever the player-dealer holds", () => {
    expect(vs(g, ["KS", "5D", "9C"], ["9H", "7C", "8D"])).toBe("lose");
    expect(vs(g, ["KS", "5D", "9C"], ["9H", "7C"])).toBe("lose");
  });
  it("L983, L1026, L1088: a Hard 31 wins whatever the player-dealer holds but a natural, at 3 to 1", () => {
    expect(vs(g, ["9S", "2D", "KH", "TC"], ["TH", "TD"])).toBe("win hard-31");
    expect(vs(g, ["9S", "2D", "KH", "TC"], ["9H", "7C", "8D"])).toBe("win hard-31");
  });
  it("L994-1018: a player-dealer frozen at 22-30 ranks below a 2: the player's 21 or less wins", () => {
    expect(vs(g, ["TS", "2D"], ["9H", "7C", "8D"])).toBe("win other");
  });
  it("L1090 by option: the hand closer to 31 wins, a frozen player-dealer included", () => {
    const closer = twentyOneGame("blackjack-x", { playerDealerFrozen: "closeness-to-31" });
    expect(vs(closer, ["TS", "9D"], ["9H", "7C", "8D"])).toBe("lose");
    expect(vs(closer, ["KS", "5D", "9C"], ["9H", "7C", "8D"])).toBe("lose");
  });
  it("L1090: both 21 or less, the closer to 31 wins, equal totals push; split aces with a 10 are 21 paid even money (L1052)", () => {
    expect(vs(g, ["TS", "9D"], ["9H", "9C"])).toBe("win other");
    expect(vs(g, ["TS", "7D"], ["9H", "9C"])).toBe("lose");
    expect(vs(g, ["TS", "8D"], ["9H", "9C"])).toBe("push");
    expect(vs(g, ["AS", "KD"], ["TH", "9C"], true)).toBe("win other");
    expect(vs(g, ["AS", "KD"], ["TH", "AC", "KC"], true)).toBe("push");
  });
});
