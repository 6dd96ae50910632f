import { describe, expect, it } from "vitest";
import { noBustGame } from "./games";
import { BUSTER_PAY_TABLE, busterRow, isBust } from "./buster-bonus";
import { playRound, type RoundScript } from "./play-round";
import { resolveRound } from "./resolution";
import { $, main, value } from "./test-kit";

const joker = noBustGame("no-bust-joker");
const six = noBustGame("no-bust-6");
const y2014 = noBustGame("no-bust-buster-bonus-6");
const base = { seats: 8, pdSeat: 1, bank: $(10_000) };
const resolved = (game: typeof joker, script: Omit<RoundScript, "seats" | "pdSeat" | "bank">) => resolveRound(playRound(game, { ...base, ...script }).state);

describe("main wager pay lines", () => {
  it("Joker edition L23-24, L183-184: a player's Natural 22 pays 2 to 1", () => {
    const [w] = resolved(joker, { wagers: [main(2, $(10))], cards: ["JK", "9C", "JK", "8C"] });
    expect(w).toMatchObject({ bet: "main", resolution: { outcome: "win", winnings: $(20) }, odds: { to: 2, per: 1 } });
  });
  it("Joker edition L184-185: all other hands pay 1 to 1 (the Joker hand included)", () => {
    const [jk] = resolved(joker, { wagers: [main(2, $(10))], cards: ["JK", "9C", "3D", "8C"] });
    expect(jk).toMatchObject({ resolution: { outcome: "win", winnings: $(10) }, odds: { to: 1, per: 1 } });
    const [plain] = resolved(joker, { wagers: [main(2, $(10))], cards: ["TC", "9C", "KD", "8C"], decisions: { 2: [["stand"]] } });
    expect(plain).toMatchObject({ resolution: { outcome: "win", winnings: $(10) }, odds: { to: 1, per: 1 } });
  });
  it.each([
    ["no-bust-6", "L648, L812"],
    ["no-bust-buster-bonus-6", "L2935, L3124"],
  ])("%s %s: a winning Natural pays 6 to 5, to the cent below", (id) => {
    const game = noBustGame(id);
    for (const [stake, paid] of [
      [$(10), $(12)],
      [$(5), $(6)],
      [$(7.5), $(9)],
      [$(2.55), 306],
    ] as const) {
      const [w] = resolved(game, { wagers: [main(2, stake)], cards: ["AC", "9C", "KD", "8C"] });
      expect(w).toMatchObject({ resolution: { outcome: "win", winnings: paid }, odds: { to: 6, per: 5 } });
    }
  });
  it("6.0 and 2014 (implied): other winning hands pay 1 to 1", () => {
    for (const game of [six, y2014]) {
      const [w] = resolved(game, { wagers: [main(2, $(10))], cards: ["TC", "9C", "KD", "8C"], decisions: { 2: [["stand"]] } });
      expect(w).toMatchObject({ resolution: { outcome: "win", winnings: $(10) }, odds: { to: 1, per: 1 } });
    }
  });
});

describe("insurance (6.0 L866-871, 2014 L3180-3189)", () => {
  it("pays 2 to 1 when the player-dealer has a Natural, loses otherwise", () => {
    for (const game of [six, y2014]) {
      const hit = resolved(game, { wagers: [main(2, $(10))], insurance: { 2: $(5) }, cards: ["TC", "AS", "9D", "KS"] });
      expect(hit.find((w) => w.bet === "insurance")).toMatchObject({ amount: $(5), resolution: { outcome: "win", winnings: $(10) } });
      const miss = resolved(game, { wagers: [main(2, $(10))], insurance: { 2: $(5) }, cards: ["TC", "AS", "9D", "7S"], decisions: { 2: [["stand"]] } });
      expect(miss.find((w) => w.bet === "insurance")).toMatchObject({ resolution: { outcome: "lose" } });
    }
  });
});

describe("the Buster Blackjack Bonus pay table (2014 L3279-3294)", () => {
  it("as printed: 3 cards 1 to 1, 4 cards 3 to 1, 5 cards 6 to 1, 6 cards 25 to 1, 7 cards 120 to 1, 8 or more 280 to 1", () => {
    expect(BUSTER_PAY_TABLE.map((r) => `${r.cards} ${r.pays.to}:${r.pays.per}`)).toEqual(["3 1:1", "4 3:1", "5 6:1", "6 25:1", "7 120:1", "8 280:1"]);
    expect(y2014.buster?.payTable).toBe(BUSTER_PAY_TABLE);
  });
  // Player-dealer hands that draw to a bust with n cards (each total before the last one hits).
  const BUSTS: readonly [number, string[], number][] = [
    [3, ["6S", "TS", "TD"], 1],
    [4, ["2S", "3S", "TD", "TH"], 3],
    [5, ["2S", "2D", "2H", "TD", "TH"], 6],
    [6, ["2S", "2D", "2H", "2C", "8D", "TH"], 25],
    [7, ["2S", "2D", "2H", "2C", "2S", "6D", "TH"], 120],
    [8, ["2S", "2D", "2H", "2C", "2S", "2D", "4D", "TH"], 280],
    [9, ["2S", "2D", "2H", "2C", "2S", "2D", "2H", "2C", "TH"], 280],
  ];
  it.each(BUSTS)("L3283-3294: a player-dealer bust in %i cards pays the row's odds (L3265-3269: to the extent the money covers)", (n, pd, to) => {
    const [up, hole, ...draws] = pd as [string, string, ...string[]];
    const ws = resolved(y2014, { wagers: [main(2, $(10)), { seat: 2, bet: "buster", amount: $(5) }], cards: ["TC", up, "KD", hole, ...draws], decisions: { 2: [["stand"]] } });
    expect(ws.map((w) => w.bet)).toEqual(["main", "buster"]);
    expect(ws[1]).toMatchObject({ resolution: { outcome: "win", winnings: $(5) * to }, odds: { to, per: 1 } });
    expect(busterRow(y2014.buster!, n)?.pays.to).toBe(to);
  });
  it("L3270-3271: a player-dealer who does not bust (17 to 21, or a Natural) collects every Buster bet", () => {
    // The player stands on 10-K (a Natural under the check: the player does not act).
    for (const [pd, decisions] of [
      [["TS", "7S"], [["stand"]]],
      [["6S", "5D", "TH"], [["stand"]]],
      [["AS", "KS"], []],
    ] as const) {
      const [up, hole, ...more] = pd;
      const ws = resolved(y2014, { wagers: [main(2, $(10)), { seat: 2, bet: "buster", amount: $(5) }], cards: ["TC", up, "KD", hole, ...more], decisions: { 2: decisions } });
      expect(ws.find((w) => w.bet === "buster")?.resolution).toEqual({ outcome: "lose" });
    }
  });
  it("gap: a bust is a final total of 22 or more that is not a Natural; option 23-or-more", () => {
    const rules = y2014.buster!;
    expect(isBust(rules, value(y2014, ["TS", "2S", "TD"]))).toBe(true);
    expect(isBust(rules, value(y2014, ["AS", "KS"]))).toBe(false);
    expect(isBust(rules, value(y2014, ["TS", "5S", "6D"]))).toBe(false);
    const strict = noBustGame("no-bust-buster-bonus-6", { busterBust: "23-or-more" }).buster!;
    expect(isBust(strict, value(y2014, ["TS", "2S", "TD"]))).toBe(false);
    expect(isBust(strict, value(y2014, ["TS", "3S", "TD"]))).toBe(true);
  });
  it("L3246-3249: the Buster bet stays in action whatever the player's hand (a Natural, a surrender)", () => {
    const ws = resolved(y2014, {
      wagers: [main(2, $(10)), { seat: 2, bet: "buster", amount: $(5) }, main(3, $(10)), { seat: 3, bet: "buster", amount: $(5) }],
      cards: ["AC", "KS", "TC", "KD", "6S", "6D", "9H"],
      decisions: { 3: [["surrender"]] },
    });
    expect(ws.map((w) => `${w.seat} ${w.bet} ${w.resolution.outcome}`)).toEqual(["2 main win", "2 buster win", "3 main lose", "3 main-returned push", "3 buster win"]);
  });
});
