import { describe, expect, it } from "vitest";
import { noBustGame } from "./games";
import type { NoBustGame } from "./game-config";
import { compareHands } from "./comparison";
import { value } from "./test-kit";

/** "win 2:1" style verdicts: the outcome and, for a win, whether the Natural's odds apply. */
function verdict(game: NoBustGame, player: string[], pd: string[], opts: { split?: boolean; splitAceTen?: boolean } = {}): string {
  const c = compareHands(game.comparison, value(game, player, opts.split ?? false), value(game, pd), { splitAceTen: opts.splitAceTen ?? false });
  if (c.outcome !== "win") return c.outcome;
  const o = c.pays === "natural" ? game.payTable.natural : game.payTable.otherHands;
  return `win ${o.to}:${o.per}`;
}

// Hands by total (three cards where two cannot make it).
const H: Record<string, string[]> = {
  "17": ["TC", "7D"],
  "18": ["TC", "8D"],
  "19": ["TC", "9D"],
  "20": ["TC", "KD"],
  "21": ["TC", "5D", "6H"],
  "22": ["TC", "5D", "7H"],
  "23": ["TC", "5D", "8H"],
  "24": ["TC", "5D", "9H"],
  "25": ["TC", "5D", "KH"],
  "26": ["TC", "7D", "9H"],
  "27": ["TC", "8D", "9H"],
  "23x4": ["TC", "5D", "4H", "4S"],
  "24x4": ["TC", "5D", "5H", "4S"],
  "789s": ["7H", "8H", "9H"],
  "789": ["7H", "8H", "9S"],
};
const h = (k: string): string[] => H[k] as string[];

describe("Joker edition, seed 003 L115-141, L183-185", () => {
  const g = noBustGame("no-bust-joker");
  it("L115-117: Natural 22 against Natural 22 is a push", () => expect(verdict(g, ["JK", "JK"], ["JK", "JK"])).toBe("push"));
  it("L23-25, L183-184: a player's Natural 22 beats everything and pays 2 to 1", () => {
    expect(verdict(g, ["JK", "JK"], ["JK", "5C"])).toBe("win 2:1");
    expect(verdict(g, ["JK", "JK"], h("21"))).toBe("win 2:1");
    expect(verdict(g, ["JK", "JK"], h("26"))).toBe("win 2:1");
  });
  it("L25: the player-dealer's Natural 22 beats every other hand", () => {
    expect(verdict(g, ["JK", "AC"], ["JK", "JK"])).toBe("lose");
    expect(verdict(g, h("21"), ["JK", "JK"])).toBe("lose");
  });
  it("L118, L184-185: the Joker hand is second best and pays 1 to 1", () => {
    expect(verdict(g, ["JK", "2C"], h("21"))).toBe("win 1:1");
    expect(verdict(g, ["JK", "2C"], ["AC", "KD"])).toBe("win 1:1");
    expect(verdict(g, ["JK", "2C"], h("23"))).toBe("win 1:1");
    expect(verdict(g, h("21"), ["9C", "JK"])).toBe("lose");
    expect(verdict(g, h("23"), ["9C", "JK"])).toBe("lose");
  });
  it("L118, L125-126: Joker hand against Joker hand is a push", () => expect(verdict(g, ["JK", "2C"], ["KD", "JK"])).toBe("push"));
  it("L121-122 (rule 4): player under a Natural 22, player-dealer over: the player wins 1 to 1", () => {
    expect(verdict(g, h("17"), h("23"))).toBe("win 1:1");
  });
  it("L123-124 (rule 5): both under: the hand closest to Natural 22 wins", () => {
    expect(verdict(g, h("20"), h("18"))).toBe("win 1:1");
    expect(verdict(g, h("18"), h("20"))).toBe("lose");
    expect(verdict(g, h("21"), h("20"))).toBe("win 1:1");
  });
  it("L125-126 (rule 6): the same total under a Natural 22 is a push", () => expect(verdict(g, h("19"), ["9C", "KH"])).toBe("push"));
  it("L127-130 (rule 7A): both over, the player-dealer closer: the player-dealer wins", () => expect(verdict(g, h("26"), h("23"))).toBe("lose"));
  it("L131-132 (rule 7B): both over, the player closer: a push", () => expect(verdict(g, h("23"), h("26"))).toBe("push"));
  it("L133 (rule 8): the player-dealer wins ties over a Natural 22", () => expect(verdict(g, h("24"), h("24x4"))).toBe("lose"));
  it("L119-120 (rule 3), option bothOverNatural rule-3: both over, the player-dealer wins", () => {
    const rule3 = noBustGame("no-bust-joker", { bothOverNatural: "rule-3" });
    expect(verdict(rule3, h("23"), h("26"))).toBe("lose");
    expect(verdict(rule3, h("26"), h("23"))).toBe("lose");
  });
  it("not stated: player over, player-dealer under: the player-dealer wins (option push)", () => {
    expect(verdict(g, h("23"), h("17"))).toBe("lose");
    expect(verdict(noBustGame("no-bust-joker", { playerOverPlayerDealerUnder: "push" }), h("23"), h("17"))).toBe("push");
  });
  it("ambiguous: a non-natural 22 is over a Natural 22 by default; option under-natural makes it the closest total", () => {
    expect(verdict(g, h("22"), h("21"))).toBe("lose");
    expect(verdict(g, h("22"), h("25"))).toBe("push");
    const under = noBustGame("no-bust-joker", { nonNatural22: "under-natural" });
    expect(verdict(under, h("22"), h("21"))).toBe("win 1:1");
    expect(verdict(under, h("22"), h("25"))).toBe("win 1:1");
    expect(verdict(under, h("22"), ["JK", "5C"])).toBe("lose");
  });
});

describe("No Bust 6.0, seed 003 L806-838", () => {
  const g = noBustGame("no-bust-6");
  it("L810-811 (rule 1a): Natural against Natural is a push", () => expect(verdict(g, ["AC", "KD"], ["TH", "AS"])).toBe("push"));
  it("L648, L812 (rule 1b), L838 (rule 8): a winning Natural pays 6 to 5 and beats all other hands", () => {
    expect(verdict(g, ["AC", "KD"], h("21"))).toBe("win 6:5");
    expect(verdict(g, ["AC", "KD"], h("26"))).toBe("win 6:5");
    expect(verdict(g, h("21"), ["AC", "QD"])).toBe("lose");
  });
  it("L813-815 (rule 2): player under a Natural, dealer over: the player wins", () => expect(verdict(g, h("17"), h("25"))).toBe("win 1:1"));
  it("L816-819 (rule 3): both under: the closest to a Natural wins", () => {
    expect(verdict(g, h("20"), h("19"))).toBe("win 1:1");
    expect(verdict(g, h("17"), h("19"))).toBe("lose");
  });
  it("L820-822 (rule 4): the same value under a Natural is a push", () => expect(verdict(g, h("18"), ["9C", "9D"])).toBe("push"));
  it("L826-827 (rule 5a): both over, the dealer closer: the dealer wins", () => expect(verdict(g, h("25"), h("23"))).toBe("lose"));
  it("L828-831 (rule 5b): both over, the player closer: the player loses", () => {
    expect(verdict(g, h("23"), h("25"))).toBe("lose");
    expect(verdict(g, h("22"), h("789"))).toBe("lose");
  });
  it("L828-831 (rule 5b): … except a push when the player-dealer has a three-card 7-8-9 of one suit", () => {
    expect(verdict(g, h("23"), h("789s"))).toBe("push");
    expect(verdict(g, h("22"), h("789s"))).toBe("push");
    expect(verdict(g, h("25"), h("789s"))).toBe("lose");
  });
  it("L832-833 (rule 6): the player-dealer wins all ties over a Natural, a suited 7-8-9 included", () => {
    expect(verdict(g, h("24x4"), h("24"))).toBe("lose");
    expect(verdict(g, h("24"), h("789s"))).toBe("lose");
  });
  it("L834-836 (rule 7): player over a Natural, player-dealer under: the player-dealer wins", () => expect(verdict(g, h("23"), h("17"))).toBe("lose"));
  it("L864: split aces with a ten are no Natural: an ordinary 21", () => {
    expect(verdict(g, ["AC", "KD"], h("21"), { split: true })).toBe("push");
    expect(verdict(g, ["AC", "KD"], h("20"), { split: true })).toBe("win 1:1");
  });
});

describe("21st Century Blackjack (2014), seed 003 L3118-3151, L3174-3176", () => {
  const g = noBustGame("no-bust-buster-bonus-6");
  it("L3122-3123 (rule 1): Natural against Natural is a push, suited or not (ranking-chart conflict, default equal)", () => {
    expect(verdict(g, ["AC", "KC"], ["TH", "AS"])).toBe("push");
    expect(verdict(g, ["AC", "KD"], ["TH", "AH"])).toBe("push");
  });
  it("L2989-3002, option suitedNatural suited-beats-unsuited: the ranking chart's order", () => {
    const ranked = noBustGame("no-bust-buster-bonus-6", { suitedNatural: "suited-beats-unsuited" });
    expect(verdict(ranked, ["AC", "KC"], ["TH", "AS"])).toBe("win 6:5");
    expect(verdict(ranked, ["AC", "KD"], ["TH", "AH"])).toBe("lose");
    expect(verdict(ranked, ["AC", "KD"], ["TH", "AS"])).toBe("push");
  });
  it("L3124 (rule 1), L3151 (rule 7): a player's winning Natural pays 6 to 5 and beats all other hands", () => {
    expect(verdict(g, ["AC", "JD"], h("21"))).toBe("win 6:5");
    expect(verdict(g, h("21"), ["AC", "JD"])).toBe("lose");
  });
  it("L3125-3127 (rule 2): player under, player-dealer over: the player wins", () => expect(verdict(g, h("19"), h("24"))).toBe("win 1:1"));
  it("L3128-3131 (rule 3): both under: the closest wins", () => {
    expect(verdict(g, h("20"), h("19"))).toBe("win 1:1");
    expect(verdict(g, h("19"), h("20"))).toBe("lose");
  });
  it("L3132-3134 (rule 4): the same value under a Natural is a push", () => expect(verdict(g, h("20"), ["QC", "KH"])).toBe("push"));
  it("L3138-3139 (rule 5): both over, a player hand of four or more cards loses", () => {
    expect(verdict(g, h("23x4"), h("26"))).toBe("lose");
    expect(verdict(g, h("23x4"), h("27"))).toBe("lose");
  });
  it("L3140-3144 (rule 5): a three-card 22, 23, 24 or 25 pushes against a player-dealer over 25", () => {
    for (const p of ["22", "23", "24", "25"]) {
      expect(verdict(g, h(p), h("26"))).toBe("push");
      expect(verdict(g, h(p), h("27"))).toBe("push");
    }
  });
  it("L3145-3147 (rule 5), L3149 (rule 6): equal values over a Natural lose", () => {
    expect(verdict(g, h("24"), h("24x4"))).toBe("lose");
    expect(verdict(g, h("26"), ["TC", "9D", "7H"])).toBe("lose");
  });
  it("not stated (default lose, option push): a three-card 22-25 against a player-dealer 22-25, a three-card 26 or more", () => {
    expect(verdict(g, h("23"), h("25"))).toBe("lose");
    expect(verdict(g, h("25"), h("23"))).toBe("lose");
    expect(verdict(g, h("26"), h("27"))).toBe("lose");
    const pushes = noBustGame("no-bust-buster-bonus-6", { bothOverOtherCases: "push" });
    expect(verdict(pushes, h("23"), h("25"))).toBe("push");
    expect(verdict(pushes, h("23x4"), h("26"))).toBe("lose");
  });
  it("not stated (6.0 rule 7): player over, player-dealer under: the player loses (option push)", () => {
    expect(verdict(g, h("22"), h("17"))).toBe("lose");
    expect(verdict(noBustGame("no-bust-buster-bonus-6", { playerOverPlayerDealerUnder: "push" }), h("22"), h("17"))).toBe("push");
  });
  it("the 6.0 suited 7-8-9 push is not in the 2014 version", () => expect(verdict(g, h("23"), h("789s"))).toBe("lose"));
  it("L3174-3176: split aces with a ten-value card are no Natural, an ordinary 21 at even money (option: always paid even money)", () => {
    expect(verdict(g, ["AC", "KD"], h("21"), { split: true, splitAceTen: true })).toBe("push");
    expect(verdict(g, ["AC", "KD"], h("20"), { split: true, splitAceTen: true })).toBe("win 1:1");
    const paid = noBustGame("no-bust-buster-bonus-6", { splitAceTen: "wins-even-money" });
    expect(verdict(paid, ["AC", "KD"], h("21"), { split: true, splitAceTen: true })).toBe("win 1:1");
    expect(verdict(paid, ["AC", "KD"], ["AS", "KS"], { split: true, splitAceTen: true })).toBe("lose");
  });
});

describe("every verdict cites its filing lines", () => {
  it.each(["no-bust-joker", "no-bust-6", "no-bust-buster-bonus-6"])("%s", (id) => {
    const g = noBustGame(id);
    const c = compareHands(g.comparison, value(g, h("23")), value(g, h("26")));
    expect(c.because).toMatch(/seed 003 L\d+/);
  });
});
