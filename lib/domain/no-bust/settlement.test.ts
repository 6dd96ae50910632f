import { describe, expect, it } from "vitest";
import { conservationOf, walkBank } from "../bank-walk";
import { noBustGame } from "./games";
import { playRound } from "./play-round";
import { settleRound } from "./settlement";
import { $, main } from "./test-kit";

const six = noBustGame("no-bust-6");

/**
 * 6.0, player-dealer at seat 1 with a 6 up and an ace in the hole (the action count 1: seat 2).
 * Seat 2 splits 8s: 8-3 doubles and draws a 5 (16), 8-10 stands (18). Seat 3: 10-6 hits a 9 (25).
 * The player-dealer: soft 17 hits a 9 (16), hits a 10: 26.
 */
function splitAndDouble(bank: number) {
  return playRound(six, {
    seats: 8,
    pdSeat: 1,
    bank,
    wagers: [main(2, $(10)), main(3, $(10))],
    cards: ["8C", "TC", "6S", "8D", "6D", "AS", "3H", "5H", "TH", "9H", "9S", "TS"],
    decisions: { 2: [["split", "double"], ["stand"]], 3: [["hit"]] },
  }).state;
}

const ledger = (lines: readonly { seat: number; bet: string; action: string; amount: number; bankAfter: number }[]) =>
  lines.map((l) => `${l.seat} ${l.bet} ${l.action} ${l.amount / 100} → ${l.bankAfter / 100}`);

describe("the bank walk with splits and doubles (L186-189, L891-894, L3217-3220)", () => {
  it("every split hand and every double is its own wager, resolved for the walk", () => {
    const s = settleRound(splitAndDouble($(100)));
    expect(s.wagers.map((w) => `${w.seat} ${w.bet} ${w.amount / 100} ${w.resolution.outcome}`)).toEqual([
      "2 main 10 win",
      "2 double 10 win",
      "2 split-1 10 win",
      "3 main 10 lose",
    ]);
    expect(s.actionButton.seat).toBe(2);
    expect(s.conservation.ok).toBe(true);
  });

  it("the bank runs out inside seat 2's split hands: a partial payment, and every later wager goes back", () => {
    const s = settleRound(splitAndDouble($(25)));
    expect(ledger(s.walk.lines)).toEqual([
      "2 main pay 10 → 15",
      "2 double pay 10 → 5",
      "2 split-1 partial-pay 5 → 0",
      "3 main return 0 → 0",
    ]);
    expect(s.walk.exhaustedAfter).toBe(3);
    expect(s.walk.lines.map((l) => l.toPlayer / 100)).toEqual([20, 20, 15, 10]);
    expect(s.conservation).toMatchObject({ ok: true, staked: $(65), settled: $(65) });
  });

  it("starting at the loser instead, its stake pays the split hands (walkBank from seat 3)", () => {
    const s = settleRound(splitAndDouble($(25)));
    const walk = walkBank({ bank: $(25), pdSeat: 1, seats: 8, actionSeat: 3, order: "seat-by-seat", betOrder: six.betOrder, wagers: s.wagers });
    expect(ledger(walk.lines)).toEqual(["3 main collect 10 → 35", "2 main pay 10 → 25", "2 double pay 10 → 15", "2 split-1 pay 10 → 5"]);
    expect(conservationOf(walk).ok).toBe(true);
  });

  it("Joker edition: the bank runs out on a double after a split; the split hand and the next seat go back", () => {
    // Seat 2 ($10) splits 8s: 8C takes 3D (11) and doubles ($10, L159-162, L172-173): KC, 21; 8H
    // takes 9H (17) and stands. Seat 3 stands on 17. The player-dealer's 6S, then TS (16) after the
    // players, draws 2S: 18. TS counts 10 clockwise from seat 2 without the player-dealer: seat 4
    // (no wager), so the walk reaches seat 2 first. A bank of $15.00 pays the main hand $10.00 and
    // $5.00 of the double: the losing split hand and seat 3 are returned (L186-189, L230-233).
    const joker = noBustGame("no-bust-joker");
    const r = playRound(joker, {
      seats: 8,
      pdSeat: 1,
      bank: $(15),
      wagers: [main(2, $(10)), main(3, $(10))],
      cards: ["8C", "TC", "6S", "8H", "7C", "3D", "KC", "9H", "TS", "2S"],
      decisions: { 2: [["split", "double"], ["stand"]], 3: [["stand"]] },
    });
    const s = settleRound(r.state);
    expect(s.actionButton.seat).toBe(4);
    expect(s.wagers.map((w) => `${w.seat} ${w.bet} ${w.resolution.outcome}`)).toEqual(["2 main win", "2 double win", "2 split-1 lose", "3 main lose"]);
    expect(ledger(s.walk.lines)).toEqual(["2 main pay 10 → 5", "2 double partial-pay 5 → 0", "2 split-1 return 0 → 0", "3 main return 0 → 0"]);
    expect(s.conservation).toMatchObject({ ok: true, staked: $(55), settled: $(55) });
  });

  it("an empty bank returns everything, the surrendered half included", () => {
    const r = playRound(six, { seats: 8, pdSeat: 1, bank: 0, wagers: [main(2, $(10)), main(3, $(10))], cards: ["TC", "TD", "6S", "6C", "9D", "7S", "5S"], decisions: { 2: [["surrender"]], 3: [["stand"]] } });
    const s = settleRound(r.state);
    expect(s.walk.lines.map((l) => `${l.seat} ${l.bet} ${l.action} ${l.toPlayer / 100}`)).toEqual(["2 main return 5", "2 main-returned return 5", "3 main return 10"]);
    expect(s.conservation.ok).toBe(true);
  });

  it("2014 L3274-3278: with a short bank each seat's game wager is settled before its Buster bet", () => {
    const game = noBustGame("no-bust-buster-bonus-6");
    const r = playRound(game, {
      seats: 8,
      pdSeat: 1,
      bank: $(30),
      wagers: [main(2, $(10)), { seat: 2, bet: "buster", amount: $(10) }, main(3, $(10)), { seat: 3, bet: "buster", amount: $(10) }],
      // Player-dealer 2 up, 2 in the hole (the action count 2: seat 3); it draws 10, 10: a four-card 24, a bust (3 to 1).
      cards: ["TC", "9C", "2S", "KD", "9D", "2D", "TH", "TS"],
      decisions: { 2: [["stand"]], 3: [["stand"]] },
    });
    const s = settleRound(r.state);
    expect(s.actionButton.seat).toBe(3);
    expect(ledger(s.walk.lines)).toEqual([
      "3 main pay 10 → 20",
      "3 buster partial-pay 20 → 0",
      "2 main return 0 → 0",
      "2 buster return 0 → 0",
    ]);
    expect(s.conservation.ok).toBe(true);
  });

  it("option settlementDirection counterclockwise: the walk goes the other way from the action seat", () => {
    const ccw = noBustGame("no-bust-6", { settlementDirection: "counterclockwise" });
    const r = playRound(ccw, { seats: 8, pdSeat: 1, bank: $(100), wagers: [main(2), main(3), main(7)], cards: ["TC", "TD", "TH", "6S", "9C", "9D", "9H", "2S", "KS"], decisions: { 2: [["stand"]], 3: [["stand"]], 7: [["stand"]] } });
    const s = settleRound(r.state);
    // The hole card 2 counts seat 3 going counter-clockwise from seat 1 (seat 1 is the player-dealer, skipped): 8, 7.
    expect(s.actionButton.seat).toBe(7);
    expect(s.walk.lines.map((l) => l.seat)).toEqual([7, 3, 2]);
  });
});

/**
 * 2014, seed 003 L3243-3249 (rules 21-23): "If the Player-Dealer does not or cannot have a Natural
 * and the player has a Natural, the NB21 wager is paid and the player's cards are put away. The
 * Buster Blackjack Wager remains in action". Player-dealer at seat 1 shows 9H, which cannot make a
 * Natural. Seats 2 and 4 are dealt Naturals (AS KS, AD QD: 6 to 5, $12.00 on $10.00), seat 3 stands
 * on 16 (9C 7D), seat 5 on 19 (TC 9S); seat 4 also has a $5.00 Buster bet.
 */
describe("2014: Naturals paid at the deal, before the walk (option naturalsPaid, L3243-3249)", () => {
  const buster = noBustGame("no-bust-buster-bonus-6");
  const inWalk = noBustGame("no-bust-buster-bonus-6", { naturalsPaid: "in-walk" });
  const wagers = [main(2), main(3), main(4), { seat: 4, bet: "buster" as const, amount: $(5) }, main(5)];
  const decisions = { 3: [["stand"]], 5: [["stand"]] } as const;
  const deal = ["AS", "9C", "AD", "TC", "9H", "KS", "7D", "QD", "9S"];
  /** Hole 4S, draws 5S: hard 18 (no bust). The hole card 4 counts seats 2 3 4 5: the walk starts at seat 5. */
  const round = (game: typeof buster, bank: number, extra: object = {}) =>
    settleRound(playRound(game, { seats: 8, pdSeat: 1, bank, wagers, cards: [...deal, "4S", "5S"], decisions, ...extra }).state);

  it("is the 2014 default; the Joker edition and 6.0 settle Naturals in the walk", () => {
    expect(buster.naturalsPaid).toBe("at-deal");
    expect(buster.optionNotes.naturalsPaid).toMatchObject({ values: ["at-deal", "in-walk"], source: "seed 003 L3243-3249" });
    expect(noBustGame("no-bust-6").naturalsPaid).toBe("in-walk");
    expect(noBustGame("no-bust-joker").naturalsPaid).toBe("in-walk");
    expect(() => noBustGame("no-bust-6", { naturalsPaid: "at-deal" })).toThrow(/no option "naturalsPaid"/);
  });

  it("a full bank: the Naturals come first (from the action button among them), then the walk from seat 5; every line as in the walk", () => {
    const s = round(buster, $(100));
    expect(s.actionButton.seat).toBe(5);
    expect(s.paidAtDeal).toBe(2);
    expect(ledger(s.walk.lines)).toEqual(["2 main pay 12 → 88", "4 main pay 12 → 76", "5 main pay 10 → 66", "3 main collect 10 → 76", "4 buster collect 5 → 81"]);
    expect(s.wagers.filter((w) => /^paid at the deal \(seed 003 L3243-3249\): suited Natural against hard 18/.test(w.because)).map((w) => w.seat)).toEqual([2, 4]);
    const walked = round(inWalk, $(100));
    expect(walked.paidAtDeal).toBe(0);
    expect(ledger(walked.walk.lines)).toEqual(["5 main pay 10 → 90", "2 main pay 12 → 78", "3 main collect 10 → 88", "4 main pay 12 → 76", "4 buster collect 5 → 81"]);
    // Only the order differs when the bank covers everything.
    expect(s.walk.bankAfter).toBe(walked.walk.bankAfter);
  });

  it("the bank runs out during the Naturals: the second Natural is paid in part, the walk returns everything", () => {
    const s = round(buster, $(20));
    expect(ledger(s.walk.lines)).toEqual(["2 main pay 12 → 8", "4 main partial-pay 8 → 0", "5 main return 0 → 0", "3 main return 0 → 0", "4 buster return 0 → 0"]);
    expect(s.walk.exhaustedAfter).toBe(2);
    expect(s.conservation).toMatchObject({ ok: true, staked: $(65), settled: $(65) });
    // In the walk instead, seat 5 is paid first and seat 2's Natural only in part.
    const walked = round(inWalk, $(20));
    expect(ledger(walked.walk.lines)).toEqual(["5 main pay 10 → 10", "2 main partial-pay 10 → 0", "3 main return 0 → 0", "4 main return 0 → 0", "4 buster return 0 → 0"]);
    expect(walked.conservation.ok).toBe(true);
  });

  it("the bank runs out after the Naturals: the walk from the action button goes on with what is left", () => {
    const s = round(buster, $(30));
    expect(ledger(s.walk.lines)).toEqual(["2 main pay 12 → 18", "4 main pay 12 → 6", "5 main partial-pay 6 → 0", "3 main return 0 → 0", "4 buster return 0 → 0"]);
    expect(s.walk.exhaustedAfter).toBe(3);
    expect(s.conservation).toMatchObject({ ok: true, staked: $(75), settled: $(75) });
    // In the walk the loser at seat 3 is collected before seat 4's Natural, and everybody is settled.
    expect(ledger(round(inWalk, $(30)).walk.lines)).toEqual(["5 main pay 10 → 20", "2 main pay 12 → 8", "3 main collect 10 → 18", "4 main pay 12 → 6", "4 buster collect 5 → 11"]);
  });

  it("after the Naturals the player-dealer still wins up to its whole bank: a loser is collected in full although less is left", () => {
    // The hole card 8S (17, stands) counts 8 over seats 2-8: seat 2. The Naturals leave $6.00; seat 3's $10.00 is collected in full.
    const s = settleRound(playRound(buster, { seats: 8, pdSeat: 1, bank: $(30), wagers, cards: [...deal, "8S"], decisions }).state);
    expect(s.actionButton.seat).toBe(2);
    expect(ledger(s.walk.lines)).toEqual(["2 main pay 12 → 18", "4 main pay 12 → 6", "3 main collect 10 → 16", "4 buster collect 5 → 21", "5 main pay 10 → 11"]);
    expect(s.conservation.ok).toBe(true);
  });

  it("the Buster bet stays in action on a Natural, and a backline wager riding on the Natural is paid with it", () => {
    // The player-dealer's 9H 3S draws 2S and TS: a four-card 24, a bust (3 to 1). The hole card 3 counts seats 2 3 4: seat 4.
    const backed = [...wagers, { seat: 2, bet: "main" as const, amount: $(5), backline: true, bettor: "Bo" }];
    const s = settleRound(playRound(buster, { seats: 8, pdSeat: 1, bank: $(40), wagers: backed, cards: [...deal, "3S", "2S", "TS"], decisions }).state);
    expect(s.actionButton.seat).toBe(4);
    expect(s.paidAtDeal).toBe(3);
    expect(s.walk.lines.map((l) => `${l.seat}${l.backline ? "b" : ""} ${l.bet} ${l.action} ${l.amount / 100}`)).toEqual([
      "4 main pay 12",
      "2 main pay 12",
      "2b main pay 6",
      "4 buster partial-pay 10",
      "5 main return 0",
      "3 main return 0",
    ]);
    expect(s.conservation.ok).toBe(true);
  });

  it("the player-dealer may still have a Natural: with no check (holeCardCheck no-peek) a ten up card keeps the Naturals in the walk", () => {
    // Up card KH instead of 9H, hole 7S: 17. The hole card 7 counts seats 2-8: seat 8, so the walk starts at seat 8 and goes on from seat 2.
    const cards = ["AS", "9C", "AD", "TC", "KH", "KS", "7D", "QD", "9S", "7S"];
    const noPeek = noBustGame("no-bust-buster-bonus-6", { holeCardCheck: "no-peek" });
    const play = (game: typeof buster) => settleRound(playRound(game, { seats: 8, pdSeat: 1, bank: $(30), wagers, cards, decisions }).state);
    const s = play(noPeek);
    expect(s.paidAtDeal).toBe(0);
    expect(ledger(s.walk.lines).map((l) => l.split(" ").slice(0, 2).join(" "))).toEqual(["2 main", "3 main", "4 main", "4 buster", "5 main"]);
    // With the check (the default) the king was checked and made no Natural: they are paid at the deal.
    const checked = play(buster);
    expect(checked.paidAtDeal).toBe(2);
    expect(ledger(checked.walk.lines).slice(0, 2)).toEqual(["2 main pay 12 → 18", "4 main pay 12 → 6"]);
  });

  it("a player-dealer Natural: nothing is paid at the deal (the Naturals push)", () => {
    // Up card AH, hole KH: the check finds the Natural and the round ends; insurance declined.
    const s = settleRound(playRound(buster, { seats: 8, pdSeat: 1, bank: $(30), wagers, cards: ["AS", "9C", "AD", "TC", "AH", "KS", "7D", "QD", "9S", "KH"] }).state);
    expect(s.paidAtDeal).toBe(0);
    expect(s.walk.lines.filter((l) => l.bet === "main" && (l.seat === 2 || l.seat === 4)).map((l) => l.action)).toEqual(["push", "push"]);
  });
});
