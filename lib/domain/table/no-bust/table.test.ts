import { describe, expect, it } from "vitest";
import { NoBustTable, SUPERVISOR } from "./test-kit";
import { EMPTY_NO_BUST_TABLE } from "./state";

/** Who the view says takes the next card. */
function nextCardTo(t: NoBustTable): string {
  const card = t.views().dealer.next.card;
  if (!card) return `no card: ${t.views().dealer.next.label}`;
  return card.to === "player-dealer" ? "pd" : `s${card.to.seat}${card.to.hand ? `h${card.to.hand}` : ""}`;
}

function deal(t: NoBustTable, expected: readonly [string, string][]): void {
  for (const [to, card] of expected) {
    expect(nextCardTo(t), `card ${card}`).toBe(to);
    t.do(card === "down" ? { type: "deal-card", faceDown: true } : { type: "deal-card", card });
  }
}


function ledger(t: NoBustTable): string[] {
  return t.state.round!.settlement!.walk.lines.map((l) => `s${l.seat} ${l.bet} ${l.action} ${l.amount}`).sort();
}

describe("a No Bust 6.0 round through the table (dealer's cards)", () => {
  function sixTable(): NoBustTable {
    const t = new NoBustTable({ gameId: "no-bust-6", decks: 6 });
    t.seat([1, 2, 8], 8, 100_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    return t;
  }

  it("deals from the seat on the dealer's left, drops the fees after two cards, doubles, reads the hole card and settles within the bank", () => {
    const t = sixTable();
    t.do({ type: "place-wager", seat: 1, bet: "main", amount: 1_000 });
    t.do({ type: "place-wager", seat: 2, bet: "main", amount: 2_000 });
    t.do({ type: "close-betting" });
    // The fees are fixed at "no more bets" from the option in force, one line per fee taken.
    const fees = t.state.round!.fees!;
    expect(fees.length).toBeGreaterThan(0);
    expect(fees.every((f) => f.scheduleId === "no-bust-6" && f.optionId === "1")).toBe(true);
    // L743-752: seat 1 first, the player-dealer's up card after the players, the hole card face down last.
    deal(t, [["s1", "TS"], ["s2", "5H"], ["pd", "6D"], ["s1", "8C"], ["s2", "6S"], ["pd", "down"]]);
    // 6.0: the fees are dropped after the initial two-card hands (L880-881), before anyone acts.
    expect(t.views().dealer.next.command).toBe("drop-fees");
    expect(t.try({ type: "player-decision", seat: 1, hand: 0, decision: "stand" })?.code).toBe("OUT_OF_ORDER");
    t.do({ type: "drop-fees" });
    expect(t.views().dealer.fees.dropped).toBe(true);
    // Seat 1 holds hard 18 (an option total); seat 2 may not act first.
    expect(t.views().dealer.next.decide).toEqual({ seat: 1, hand: 0, allowed: expect.arrayContaining(["hit", "stand"]), chart: "option" });
    expect(t.try({ type: "player-decision", seat: 2, hand: 0, decision: "double" })?.code).toBe("OUT_OF_ORDER");
    expect(t.try({ type: "deal-card", card: "2C" })?.code).toBe("NO_CARD_DUE");
    t.do({ type: "player-decision", seat: 1, hand: 0, decision: "stand" });
    t.do({ type: "player-decision", seat: 2, hand: 0, decision: "double" });
    deal(t, [["s2", "9D"]]);
    // The hole card was dealt unread: it must be entered as it is turned over.
    expect(t.views().dealer.next).toMatchObject({ command: null, holeCardNeeded: true });
    expect(t.try({ type: "expose-hole-card" })?.code).toBe("HOLE_CARD_UNREAD");
    t.do({ type: "expose-hole-card", card: "KS" });
    // 6 + K = hard 16: the player-dealer draws to hard 17 or more (L771-780).
    deal(t, [["pd", "5H"]]);
    expect(t.views().dealer.next.command).toBe("settle");
    t.do({ type: "settle" });
    // Player-dealer hard 21 is closer to 22 than 18 and 20: both seats lose, the double too.
    expect(ledger(t)).toEqual(["s1 main collect 1000", "s2 double collect 2000", "s2 main collect 2000"]);
    t.do({ type: "advance-settlement", through: 3 });
    t.do({ type: "end-round" });
    expect(t.state.bank).toBe(105_000);
    expect(t.state.lastRound).toMatchObject({ playerDealer: ["6D", "KS", "5H"], playerDealerValue: "hard 21", bankBefore: 100_000, bankAfter: 105_000 });
    expect(t.state.lastRound!.hands.map((h) => `${h.seat}:${h.value}:${h.outcome}${h.doubled ? ":doubled" : ""}`)).toEqual(["1:hard 18:lose", "2:hard 20:lose:doubled"]);
  });

  it("offers insurance under an ace, checks the hole card, and a player-dealer Natural ends the round before anyone acts", () => {
    const t = sixTable();
    t.do({ type: "place-wager", seat: 1, bet: "main", amount: 2_000 });
    t.do({ type: "place-wager", seat: 2, bet: "main", amount: 1_000 });
    t.do({ type: "close-betting" });
    deal(t, [["s1", "9C"], ["s2", "8D"], ["pd", "AS"], ["s1", "7H"], ["s2", "9H"], ["pd", "down"]]);
    t.do({ type: "drop-fees" });
    expect(t.views().dealer.next.insurance).toEqual([{ seat: 1, max: 1_000 }, { seat: 2, max: 500 }]);
    // Insurance is up to half the game wager (L868-871).
    expect(t.try({ type: "insurance", seat: 1, amount: 1_001 })?.code).toBe("INSURANCE_AMOUNT");
    t.do({ type: "insurance", seat: 1, amount: 1_000 });
    t.do({ type: "insurance", seat: 2, amount: 0 });
    expect(t.views().dealer.next).toMatchObject({ label: "Check the hole card", holeCardNeeded: true });
    t.do({ type: "check-hole-card", card: "KD" });
    // A + K: the player-dealer's Natural is turned over at once; the players do not act.
    expect(t.views().display.dealerHand).toEqual({ cards: ["AS", "KD"], value: "Natural" });
    expect(t.try({ type: "player-decision", seat: 1, hand: 0, decision: "hit" })?.code).toBe("PLAYER_DEALER_NATURAL");
    t.do({ type: "settle" });
    // Both game wagers lose to the Natural; seat 1's insurance pays 2 to 1 (L866-871).
    expect(ledger(t)).toEqual(["s1 insurance pay 2000", "s1 main collect 2000", "s2 main collect 1000"]);
    t.do({ type: "advance-settlement", through: 3 });
    t.do({ type: "end-round" });
    expect(t.state.bank).toBe(101_000);
  });

  it("refuses a joker in a game without jokers, a stand on a must-hit total, and takes back the last card by undo", () => {
    const t = sixTable();
    t.do({ type: "place-wager", seat: 1, bet: "main", amount: 1_000 });
    t.do({ type: "close-betting" });
    expect(t.try({ type: "deal-card", card: "JK" })?.code).toBe("CARD_NOT_IN_SHOE");
    deal(t, [["s1", "2S"], ["pd", "9D"], ["s1", "3C"]]);
    expect(t.views().dealer.canUndo).toBe(true);
    t.do({ type: "undo-card" });
    expect(nextCardTo(t)).toBe("s1");
    deal(t, [["s1", "2C"], ["pd", "down"]]);
    t.do({ type: "drop-fees" });
    // Hard 4: below the options (6 through 18), the hand must hit (L754-762).
    expect(t.try({ type: "player-decision", seat: 1, hand: 0, decision: "stand" })?.code).toBe("MUST_HIT");
  });

  it("lets only a supervisor correct a mis-entered card, and replays the round with it", () => {
    const t = sixTable();
    t.do({ type: "place-wager", seat: 1, bet: "main", amount: 1_000 });
    t.do({ type: "close-betting" });
    deal(t, [["s1", "TS"], ["pd", "6D"], ["s1", "8C"], ["pd", "down"]]);
    expect(t.try({ type: "correct-card", index: 2, card: "9C", reason: "misread the eight" })?.code).toBe("SUPERVISOR_ONLY");
    t.do({ type: "correct-card", index: 2, card: "9C", reason: "misread the eight" }, SUPERVISOR);
    expect(t.views().display.hands[0]).toMatchObject({ cards: ["TS", "9C"], value: "hard 19" });
    expect(t.state.round!.corrections).toEqual([{ index: 2, from: "8C", to: "9C", reason: "misread the eight", approvedBy: SUPERVISOR.id }]);
    // The eight went back into the shoe, the nine came out.
    t.do({ type: "drop-fees" });
    // Hard 19 must stand (L754-762): the only other choice left is surrender.
    expect(t.views().dealer.next.decide).toEqual({ seat: 1, hand: 0, allowed: ["stand", "surrender"], chart: "stand" });
  });

  it("a voided round reverses its fees and still counts as the bank's hand; the log replays to the same state", () => {
    const t = sixTable();
    t.do({ type: "place-wager", seat: 1, bet: "main", amount: 1_000 });
    t.do({ type: "close-betting" });
    const fees = t.state.round!.fees!;
    t.do({ type: "void-round", reason: "dealer dropped the shoe" }, SUPERVISOR);
    const voided = t.log.find((e) => e.type === "RoundVoided");
    expect(voided).toMatchObject({ reason: "dealer dropped the shoe", fees });
    expect(t.state.round).toBeNull();
    expect(JSON.stringify(t.log.reduce(t.machine.evolve, EMPTY_NO_BUST_TABLE))).toBe(JSON.stringify(t.state));
  });
});

describe("a Joker edition round through the table", () => {
  it("deals from the seat after the player-dealer, gives the second card after the players, pays a Natural 22 two to one", () => {
    const t = new NoBustTable({ gameId: "no-bust-joker", decks: 2 });
    t.seat([1, 2, 3, 4], 1, 100_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    for (const seat of [2, 3, 4]) t.do({ type: "place-wager", seat, bet: "main", amount: 1_000 });
    t.do({ type: "close-betting" });
    // The Joker edition drops its fees before play (L197-200): no fee step later.
    expect(t.views().dealer.fees.dropped).toBe(true);
    // L203-215: the first occupied seat clockwise of the player-dealer; one card to the player-dealer.
    deal(t, [["s2", "JK"], ["s3", "9C"], ["s4", "TD"], ["pd", "7S"], ["s2", "JK"], ["s3", "9H"], ["s4", "6C"]]);
    // Seat 2 holds a Natural 22 and stands; seat 3 acts first.
    expect(t.views().display.hands[0]).toMatchObject({ seat: 2, value: "Natural" });
    expect(t.views().dealer.next.decide?.seat).toBe(3);
    t.do({ type: "player-decision", seat: 3, hand: 0, decision: "stand" });
    t.do({ type: "player-decision", seat: 4, hand: 0, decision: "hit" });
    deal(t, [["s4", "4D"]]);
    // Hard 20 stands by the chart; the player-dealer's second card comes after the players (L90-92).
    deal(t, [["pd", "8H"], ["pd", "5D"]]);
    t.do({ type: "settle" });
    // Natural 22 pays 2 to 1 (L183-185); 18 loses to 20; 20 against 20 pushes.
    expect(ledger(t)).toEqual(["s2 main pay 2000", "s3 main collect 1000", "s4 main push 0"]);
    settleAllLines(t);
    expect(t.state.bank).toBe(99_000);
  });

  it("refuses a third joker from a two-deck shoe", () => {
    const t = new NoBustTable({ gameId: "no-bust-joker", decks: 2 });
    t.seat([1, 2, 3], 1, 100_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 2, bet: "main", amount: 1_000 });
    t.do({ type: "place-wager", seat: 3, bet: "main", amount: 1_000 });
    t.do({ type: "close-betting" });
    deal(t, [["s2", "JK"], ["s3", "JK"]]);
    expect(t.try({ type: "deal-card", card: "JK" })?.code).toBe("CARD_NOT_IN_SHOE");
  });
});

describe("a 21st Century Blackjack round with the Buster bonus", () => {
  it("pays the Buster bet by the cards in the player-dealer's busted hand", () => {
    const t = new NoBustTable({ gameId: "no-bust-buster-bonus-6", decks: 6 });
    t.seat([1, 2, 8], 8, 100_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    // The Buster bet needs the same bettor's game wager (L3232-3234).
    expect(t.try({ type: "place-wager", seat: 1, bet: "buster", amount: 500 })?.code).toMatch(/^WAGER_/);
    t.do({ type: "place-wager", seat: 1, bet: "main", amount: 1_000 });
    t.do({ type: "place-wager", seat: 1, bet: "buster", amount: 500 });
    t.do({ type: "place-wager", seat: 2, bet: "main", amount: 1_000 });
    t.do({ type: "close-betting" });
    deal(t, [["s1", "9C"], ["s2", "TH"], ["pd", "4S"], ["s1", "7D"], ["s2", "TD"], ["pd", "down"]]);
    t.do({ type: "drop-fees" });
    t.do({ type: "player-decision", seat: 1, hand: 0, decision: "stand" });
    t.do({ type: "player-decision", seat: 2, hand: 0, decision: "stand" });
    t.do({ type: "expose-hole-card", card: "2C" });
    // 4+2, +3, +5 = hard 14: draws; +9 = hard 23, five cards: a bust.
    deal(t, [["pd", "3H"], ["pd", "5D"], ["pd", "9S"]]);
    t.do({ type: "settle" });
    // Under 22 beats over (L3130-3134): both game wagers win even money; five cards pay 6 to 1 (L3279-3294).
    expect(ledger(t)).toEqual(["s1 buster pay 3000", "s1 main pay 1000", "s2 main pay 1000"]);
    settleAllLines(t);
    expect(t.state.bank).toBe(95_000);
  });
});

describe("2014: Naturals paid at the deal through the table (L3243-3249, option naturalsPaid)", () => {
  function play(gameOptions?: Record<string, string>): NoBustTable {
    const t = new NoBustTable({ gameId: "no-bust-buster-bonus-6", decks: 6, ...(gameOptions ? { gameOptions } : {}) });
    t.seat([1, 2, 3, 4, 5], 1, 3_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    for (const seat of [2, 3, 4, 5]) t.do({ type: "place-wager", seat, bet: "main", amount: 1_000 });
    t.do({ type: "place-wager", seat: 4, bet: "buster", amount: 500 });
    t.do({ type: "close-betting" });
    // Seats 2 and 4 are dealt Naturals against the player-dealer's 9H, which cannot make one.
    deal(t, [["s2", "AS"], ["s3", "9C"], ["s4", "AD"], ["s5", "TC"], ["pd", "9H"], ["s2", "KS"], ["s3", "7D"], ["s4", "QD"], ["s5", "9S"], ["pd", "down"]]);
    t.do({ type: "drop-fees" });
    t.do({ type: "player-decision", seat: 3, hand: 0, decision: "stand" });
    t.do({ type: "player-decision", seat: 5, hand: 0, decision: "stand" });
    // The hole card 4S counts seats 2 3 4 5: the action button is at seat 5. 13 draws 5S: hard 18.
    t.do({ type: "expose-hole-card", card: "4S" });
    deal(t, [["pd", "5S"]]);
    t.do({ type: "settle" });
    return t;
  }

  it("the dealer walks the Naturals first, then from the action button with what is left of the bank", () => {
    const t = play();
    const s = t.views().dealer.settlement!;
    expect(s.actionSeat).toBe(5);
    expect(s.lines.map((l) => `s${l.seat} ${l.bet} ${l.action} ${l.amount} → ${l.bankAfter}`)).toEqual([
      "s2 main pay 1200 → 1800",
      "s4 main pay 1200 → 600",
      "s5 main partial-pay 600 → 0",
      "s3 main return 0 → 0",
      "s4 buster return 0 → 0",
    ]);
    expect(t.views().dealer.next).toMatchObject({ command: "advance-settlement", label: "Pay $12.00 to seat 2 Game wager" });
    settleAllLines(t);
    expect(t.state.bank).toBe(0);
  });

  it("option naturalsPaid in-walk: the walk from the action button as before", () => {
    const t = play({ naturalsPaid: "in-walk" });
    expect(t.views().dealer.settlement!.lines.map((l) => `s${l.seat} ${l.bet} ${l.action}`)).toEqual(["s5 main pay", "s2 main pay", "s3 main collect", "s4 main pay", "s4 buster collect"]);
    settleAllLines(t);
    expect(t.state.bank).toBe(1_100);
  });
});

describe("the bank runs out during a No Bust settlement", () => {
  it("pays in settlement order as far as the bank covers and returns the rest", () => {
    const t = new NoBustTable({ gameId: "no-bust-6", decks: 6 });
    t.seat([1, 2, 3, 8], 8, 2_500);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    for (const seat of [1, 2, 3]) t.do({ type: "place-wager", seat, bet: "main", amount: 1_000 });
    t.do({ type: "close-betting" });
    deal(t, [["s1", "TS"], ["s2", "TH"], ["s3", "TC"], ["pd", "6D"], ["s1", "9S"], ["s2", "9H"], ["s3", "9C"], ["pd", "down"]]);
    t.do({ type: "drop-fees" });
    for (const seat of [1, 2, 3]) t.do({ type: "player-decision", seat, hand: 0, decision: "stand" });
    t.do({ type: "expose-hole-card", card: "TD" });
    deal(t, [["pd", "7S"]]);
    t.do({ type: "settle" });
    const walk = t.state.round!.settlement!.walk;
    // Three winning $10 wagers against a $25 bank: two paid in full, one paid $5, then nothing is left.
    expect(walk.lines.map((l) => l.action)).toEqual(["pay", "pay", "partial-pay"]);
    expect(walk.lines.map((l) => l.amount)).toEqual([1_000, 1_000, 500]);
    expect(walk.bankAfter).toBe(0);
    expect(t.state.round!.settlement!.conservation.ok).toBe(true);
  });
});

function settleAllLines(t: NoBustTable): void {
  const lines = t.views().dealer.settlement!.lines.length;
  t.do({ type: "advance-settlement", through: lines });
  t.do({ type: "end-round" });
}
