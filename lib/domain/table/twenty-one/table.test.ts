import { describe, expect, it } from "vitest";
import { SettingsError } from "../common/settings";
import { EMPTY_TWENTY_ONE_TABLE } from "./state";
import { twentyOneSettingsFromConfig } from "./settings";
import { SUPERVISOR, TABLE_OF, TwentyOneTable } from "./test-kit";

/** A table of `gameId` with players seated, the bank given, a dealer-entered shoe and betting open. */
function table(gameId: string, seats: number[], pdSeat: number, options: { decks?: number; gameOptions?: Record<string, string | number | boolean>; bank?: number; source?: "dealer" | "server" } = {}): TwentyOneTable {
  const t = new TwentyOneTable({ gameId, ...(options.decks ? { decks: options.decks } : {}), ...(options.gameOptions ? { gameOptions: options.gameOptions } : {}) });
  t.seat(seats, pdSeat, options.bank ?? 100_000);
  t.do({ type: "start-shoe", source: options.source ?? "dealer" });
  t.do({ type: "open-betting" });
  return t;
}

function wagers(t: TwentyOneTable, list: readonly (readonly [number, "main" | "buster" | "match", number])[]): void {
  for (const [seat, bet, amount] of list) t.do({ type: "place-wager", seat, bet, amount });
}

describe("Mortimer's Pure 21.5 through the table (seed 003 L310-611), the dealer's cards", () => {
  function round(): TwentyOneTable {
    const t = table("pure-21-5-mortimers", [1, 2, 3, 8], 8, { decks: 6 });
    wagers(t, [[1, "main", 1_000], [2, "main", 2_000], [3, "main", 1_000]]);
    t.do({ type: "place-wager", seat: 2, bet: "main", amount: 500, backline: true, bettor: "Ann" });
    // No bonus bets in this filing.
    expect(t.try({ type: "place-wager", seat: 1, bet: "buster", amount: 500 })?.code).toBe("UNKNOWN_BET");
    t.do({ type: "close-betting" });
    return t;
  }

  it("fixes the fee before the first card on the game wagers (L1478-1488), deals from the player left of the player-dealer, checks the hole card under a Bonus card, splits and doubles, surrenders late in the turn, settles from the action button", () => {
    const t = round();
    // Table action $45.00, backline included; option 2's first tier ($5-$99): $0.50 from the player-dealer.
    expect(t.state.round!.fees!.map((f) => `${f.payer.kind} ${f.cents} ${f.basis}`)).toEqual(["player-dealer 50 4500"]);
    expect(t.views().dealer.fees).toMatchObject({ when: "before-deal", dropped: true, total: 50 });
    // L386-404: seat 1 (left of the player-dealer in seat 8) first, the player-dealer last, its second card face down.
    t.deal([["s1", "AS"], ["s2", "8H"], ["s3", "9D"], ["pd", "QC"], ["s1", "KS"], ["s2", "8D"], ["s3", "7C"], ["pd", "down"]]);
    // A queen up is a Bonus card: the hole card is checked before anything else (L471-475); surrender is late by default (L530-533, issue 28), nothing is asked first.
    expect(t.views().dealer.next).toMatchObject({ label: "Check the hole card", holeCardNeeded: true, command: null });
    expect(t.try({ type: "early-surrender", seat: 3, surrender: true })?.code).toBe("OUT_OF_ORDER");
    expect(t.try({ type: "check-hole-card" })?.code).toBe("HOLE_CARD_UNREAD");
    t.do({ type: "check-hole-card", card: "7H" });
    // Checked, not a natural: the card is on record but the wall still shows its back.
    expect(t.views().display.dealerHand).toEqual({ cards: ["QC", "face-down"], value: "hard 10" });
    expect(t.views().supervisor.holeCard).toBe("7H");
    // Seat 1's Pure 21.5 stands as dealt; seat 2 holds 8-8.
    // Late surrender: offered in the turn, the check passed, before the down card is exposed (L530-533).
    expect(t.views().dealer.next.decide).toEqual({ seat: 2, hand: 0, allowed: ["hit", "stand", "double", "split", "surrender"], double: { full: 2_000, forLess: true } });
    t.do({ type: "player-decision", seat: 2, hand: 0, decision: "split" });
    t.deal([["s2", "3C"]]);
    // 8-3 = 11 must hit (Chart 1A, L449-458): no stand; doubling is allowed after a split (option doubleAfterSplit).
    expect(t.views().dealer.next.decide?.allowed).toEqual(["hit", "double"]);
    expect(t.views().dealer.next.label).toBe("Seat 2 hand 1: hit, double?");
    t.do({ type: "player-decision", seat: 2, hand: 0, decision: "double" });
    t.deal([["s2", "TD"], ["s2h1", "KH"]]);
    t.do({ type: "player-decision", seat: 2, hand: 1, decision: "stand" });
    // Seat 3's hard 16 surrenders in its turn.
    expect(t.views().dealer.next.decide).toMatchObject({ seat: 3, hand: 0, allowed: ["hit", "stand", "double", "surrender"] });
    t.do({ type: "player-decision", seat: 3, hand: 0, decision: "surrender" });
    // The hole card was read at the check: the big button turns it over.
    expect(t.views().dealer.next).toMatchObject({ command: "expose-hole-card" });
    t.do({ type: "expose-hole-card" });
    // Q-7 is hard 17: the player-dealer stands (L458-464).
    expect(t.views().dealer.next.command).toBe("settle");
    t.do({ type: "settle" });
    // The 7 counts seats 1-7 (the player-dealer's seat not counted): the walk starts at seat 7, the first wager at seat 1.
    expect(t.views().dealer.settlement!.actionSeat).toBe(7);
    // Pure 21.5 paid 3 to 2 (L312-313); 21 and 18 beat 17; the surrender forfeits half (L530-533).
    expect(t.ledger()).toEqual(["s1 main pay 1500", "s2 main pay 2000", "s2b main pay 500", "s2 double pay 2000", "s2 split-1 pay 2000", "s3 main collect 500", "s3 main-returned push 0"]);
    expect(t.views().dealer.next).toMatchObject({ command: "advance-settlement", label: "Pay $15.00 to seat 1 Game wager" });
    t.finish();
    expect(t.state.bank).toBe(92_500);
    expect(t.state.lastRound).toMatchObject({ playerDealer: ["QC", "7H"], playerDealerValue: "hard 17", bankBefore: 100_000, bankAfter: 92_500, actionSeat: 7 });
    expect(t.state.lastRound!.hands.map((h) => `${h.seat}.${h.hand} ${h.value} ${h.surrendered ? "surrendered" : h.outcome}${h.doubles.length ? " doubled" : ""}`)).toEqual([
      "1.0 Pure 21.5 Blackjack win",
      "2.0 hard 21 win doubled",
      "2.1 hard 18 win",
      "3.0 hard 16 surrendered",
    ]);
    expect(t.replay()).toEqual(t.state);
  });

  it("a card is entered once: undo takes back the last card, and a supervisor's correction replays the round", () => {
    const t = round();
    t.deal([["s1", "AS"], ["s2", "8H"], ["s3", "9D"]]);
    expect(t.views().dealer.canUndo).toBe(true);
    t.do({ type: "undo-card" });
    expect(t.nextCardTo()).toBe("s3");
    t.deal([["s3", "9C"], ["pd", "5C"], ["s1", "KS"], ["s2", "8D"], ["s3", "7C"], ["pd", "down"]]);
    // A 5 up cannot make a Pure 21.5: no check; surrender comes in each seat's turn.
    expect(t.views().dealer.next.decide).toMatchObject({ seat: 2, allowed: ["hit", "stand", "double", "split", "surrender"] });
    expect(t.try({ type: "correct-card", index: 7, card: "9S", reason: "misread" }, SUPERVISOR)?.code).toBe("HOLE_CARD_UNREAD");
    // Seat 2's 8D was an 8S: the round replays with it.
    expect(t.try({ type: "correct-card", index: 5, card: "8S", reason: "misread the eight" })?.code).toBe("SUPERVISOR_ONLY");
    t.do({ type: "correct-card", index: 5, card: "8S", reason: "misread the eight" }, SUPERVISOR);
    expect(t.views().display.hands.find((h) => h.seat === 2)?.cards).toEqual(["8H", "8S"]);
    // Once seat 2 has split its eights, a nine for one of them would have made the split impossible: void the round instead.
    t.do({ type: "player-decision", seat: 2, hand: 0, decision: "split" });
    expect(t.try({ type: "correct-card", index: 5, card: "9S", reason: "misread" }, SUPERVISOR)).toMatchObject({ code: "CORRECTION_BREAKS_ROUND", message: expect.stringMatching(/^With 9♠ the round would have played differently \(Seat 2, split: .*\) Void the round instead\.$/) });
    expect(t.state.round!.corrections).toEqual([{ index: 5, from: "8D", to: "8S", reason: "misread the eight", approvedBy: SUPERVISOR.id }]);
    expect(t.replay()).toEqual(t.state);
  });

  it("a voided round reverses its fees and still counts as the bank's hand; the log replays to the same state", () => {
    const t = round();
    const fees = t.state.round!.fees!;
    t.do({ type: "void-round", reason: "cards exposed in the shuffle" }, SUPERVISOR);
    expect(t.log.find((e) => e.type === "RoundVoided")).toMatchObject({ reason: "cards exposed in the shuffle", fees });
    expect(t.state.round).toBeNull();
    expect(t.log.filter((e) => e.type === "Rotation").map((e) => (e as { rotation: { type: string } }).rotation.type)).toContain("bank-hand-completed");
    expect(JSON.stringify(t.log.reduce(t.machine.evolve, EMPTY_TWENTY_ONE_TABLE))).toBe(JSON.stringify(t.state));
  });
});

describe("Kings' Pure 21.5 through the table (seed 004 L413-592): insurance, the peek, a Pure 21.5 paid at the deal, the Buster and Match bets", () => {
  it("plays and settles the round in the filing's order", () => {
    const t = table("pure-21-5", [1, 2, 3, 4, 5], 3, { decks: 8 });
    // A bonus bet needs the bettor's game wager and is at most it (L538, L1749).
    expect(t.try({ type: "place-wager", seat: 4, bet: "match", amount: 1_000 })?.code).toMatch(/^WAGER_/);
    wagers(t, [[4, "main", 2_000], [4, "match", 1_000], [5, "main", 1_000], [5, "buster", 500], [1, "main", 1_000], [2, "main", 1_000]]);
    expect(t.try({ type: "place-wager", seat: 2, bet: "buster", amount: 1_500 })?.code).toMatch(/^WAGER_/);
    t.do({ type: "close-betting" });
    // Total table action counts the bonus bets (L1749): $65.00, option 1's first tier, $1.00.
    expect(t.state.round!.fees!.map((f) => `${f.payer.kind} ${f.cents} ${f.basis}`)).toEqual(["player-dealer 100 6500"]);
    // From seat 4, left of the player-dealer in seat 3 (L463).
    t.deal([["s4", "AD"], ["s5", "9C"], ["s1", "TS"], ["s2", "5H"], ["pd", "AH"], ["s4", "KD"], ["s5", "7S"], ["s1", "6C"], ["s2", "6D"], ["pd", "down"]]);
    // An ace up: insurance first (L529), up to half the wager.
    expect(t.views().dealer.next.insurance).toEqual([
      { seat: 4, min: 1, max: 1_000 },
      { seat: 5, min: 1, max: 500 },
      { seat: 1, min: 1, max: 500 },
      { seat: 2, min: 1, max: 500 },
    ]);
    expect(t.try({ type: "insurance", seat: 5, amount: 501 })?.code).toBe("INSURANCE_AMOUNT");
    t.do({ type: "insurance", seat: 5, amount: 500 });
    for (const seat of [4, 1, 2]) t.do({ type: "insurance", seat, amount: 0 });
    // Late surrender (the default, issue 28): after insurance the check comes at once.
    expect(t.views().dealer.next.surrender).toBeUndefined();
    t.do({ type: "check-hole-card", card: "5S" });
    t.do({ type: "player-decision", seat: 5, hand: 0, decision: "stand" });
    t.do({ type: "player-decision", seat: 1, hand: 0, decision: "hit" });
    // 10-6-4 is hard 20: it must stand, so seat 2 is next without a question.
    t.deal([["s1", "4H"]]);
    expect(t.views().dealer.next.decide).toMatchObject({ seat: 2, allowed: ["hit", "double", "surrender"] });
    t.do({ type: "player-decision", seat: 2, hand: 0, decision: "double" });
    t.deal([["s2", "9H"]]);
    t.do({ type: "expose-hole-card" });
    // A-5 soft 16 draws (Chart 1B, L488-496): 9 makes hard 15, the queen 25: a four-card bust.
    t.deal([["pd", "9C"], ["pd", "QS"]]);
    t.do({ type: "settle" });
    const s = t.views().dealer.settlement!;
    // The hole card 5 counts seats 1, 2, 4, 5, 6: the walk starts at seat 6, after seat 4's Pure 21.5 paid at the deal (L542).
    expect(s.actionSeat).toBe(6);
    expect(t.ledger()).toEqual([
      "s4 main pay 2400",
      "s1 main pay 1000",
      "s2 main pay 1000",
      "s2 double pay 1000",
      // Seat 4's ace matches the up card's rank, not its suit: 4 to 1 (L579-587).
      "s4 match pay 4000",
      "s5 main pay 1000",
      "s5 insurance collect 500",
      // Four cards in the bust: 2 to 1 (L554-562).
      "s5 buster pay 1000",
    ]);
    expect(t.views().display.bonuses).toEqual([
      { seat: 4, bet: "match", outcome: "win", pays: "4 to 1" },
      { seat: 5, bet: "buster", outcome: "win", pays: "2 to 1" },
    ]);
    t.finish();
    expect(t.state.lastRound!.bonuses).toHaveLength(2);
    expect(t.state.bank).toBe(100_000 - 2_400 - 1_000 - 2_000 - 4_000 - 1_000 + 500 - 1_000);
  });
});

describe("Pure Spanish 21.5 through the table (seed 004 L593-740)", () => {
  it("refuses a ten (L622), doubles twice and rescues (L666-670), surrenders in the turn under a 7, settles the Match", () => {
    const t = table("pure-spanish-21-5", [1, 2, 3, 8], 8, { decks: 6, gameOptions: { doubleDoubleDown: true } });
    wagers(t, [[1, "main", 1_000], [1, "match", 2_000], [2, "main", 1_000], [3, "main", 1_000]]);
    t.do({ type: "close-betting" });
    expect(t.try({ type: "deal-card", card: "TS" })).toEqual({ code: "CARD_NOT_IN_SHOE", message: "10♠ cannot come out of this shoe: 10♠ refused: this shoe has no 10s" });
    t.deal([["s1", "KS"], ["s2", "4S"], ["s3", "9D"], ["pd", "7H"], ["s1", "8C"], ["s2", "3D"], ["s3", "7C"], ["pd", "down"]]);
    // 18 must stand (Chart 1A, L682-688); a 7 up cannot make a natural, so surrender comes in the turn.
    expect(t.views().dealer.next.decide?.allowed).toEqual(["stand", "surrender"]);
    t.do({ type: "player-decision", seat: 1, hand: 0, decision: "stand" });
    // With the double-double down there is no doubling for less (L670).
    expect(t.views().dealer.next.decide?.double).toEqual({ full: 1_000, forLess: false });
    t.do({ type: "player-decision", seat: 2, hand: 0, decision: "double" });
    t.deal([["s2", "2C"]]);
    expect(t.views().dealer.next.decide).toMatchObject({ allowed: ["stand", "double", "rescue"], double: { full: 2_000 } });
    t.do({ type: "player-decision", seat: 2, hand: 0, decision: "double" });
    t.deal([["s2", "3C"]]);
    expect(t.views().dealer.next.decide?.double).toEqual({ full: 4_000, forLess: false });
    t.do({ type: "player-decision", seat: 2, hand: 0, decision: "rescue" });
    t.do({ type: "player-decision", seat: 3, hand: 0, decision: "surrender" });
    expect(t.views().dealer.next).toMatchObject({ label: "Turn over the hole card", holeCardNeeded: true });
    t.do({ type: "expose-hole-card", card: "QH" });
    t.do({ type: "settle" });
    // The rescue takes back the last double and forfeits the rest (L667).
    expect(t.ledger()).toEqual(["s1 main pay 1000", "s1 match collect 2000", "s2 main collect 1000", "s2 double collect 1000", "s2 double-2 push 0", "s3 main collect 500", "s3 main-returned push 0"]);
    expect(t.views().display.hands.find((h) => h.seat === 2)).toMatchObject({ doubles: [1_000, 2_000], rescued: true, outcome: "lose" });
  });
});

describe("Blackjack X through the table (seed 004 L979-1125)", () => {
  it("insurance 1% to 50% (L1072), a Hard 31 paid 3 to 1, Blackjack X 2 to 1, a frozen hand lost, the Buster bet on a frozen player-dealer", () => {
    const t = table("blackjack-x", [1, 2, 3, 4], 1, { decks: 6 });
    wagers(t, [[2, "main", 1_000], [2, "buster", 1_000], [3, "main", 1_000], [4, "main", 2_000]]);
    t.do({ type: "close-betting" });
    t.deal([["s2", "9S"], ["s3", "AS"], ["s4", "TD"], ["pd", "AH"], ["s2", "2D"], ["s3", "KS"], ["s4", "5C"], ["pd", "down"]]);
    expect(t.views().dealer.next.insurance).toEqual([
      { seat: 2, min: 10, max: 500 },
      { seat: 3, min: 10, max: 500 },
      { seat: 4, min: 20, max: 1_000 },
    ]);
    expect(t.try({ type: "insurance", seat: 2, amount: 5 })?.message).toBe("Insurance is 0 (declined) or $0.10 (1%) to $5.00 (half the wager) (seed 004 L1069-1076).");
    t.do({ type: "insurance", seat: 2, amount: 500 });
    t.do({ type: "insurance", seat: 3, amount: 0 });
    t.do({ type: "insurance", seat: 4, amount: 0 });
    for (const seat of t.views().dealer.next.surrender ?? []) t.do({ type: "early-surrender", seat, surrender: false });
    t.do({ type: "check-hole-card", card: "5D" });
    t.do({ type: "player-decision", seat: 2, hand: 0, decision: "hit" });
    t.deal([["s2", "KH"]]);
    // A hard 21 may still hit: a ten-value card makes a Hard 31 (L1026).
    expect(t.views().dealer.next.decide).toMatchObject({ seat: 2, allowed: ["hit", "stand"] });
    t.do({ type: "player-decision", seat: 2, hand: 0, decision: "hit" });
    t.deal([["s2", "QD"]]);
    t.do({ type: "player-decision", seat: 4, hand: 0, decision: "hit" });
    t.deal([["s4", "9C"]]);
    expect(t.views().display.hands.map((h) => h.value)).toEqual(["hard 31", "Blackjack X", "frozen 24"]);
    t.do({ type: "expose-hole-card" });
    t.deal([["pd", "TC"], ["pd", "8C"]]);
    expect(t.views().display.dealerHand).toEqual({ cards: ["AH", "5D", "TC", "8C"], value: "frozen 24" });
    // The last card is out: the wall shows every result before the dealer taps Settle.
    expect(t.views().display).toMatchObject({ complete: true, bonuses: [{ seat: 2, bet: "buster", outcome: "win", pays: "2 to 1" }] });
    expect(t.views().display.hands.map((h) => h.outcome)).toEqual(["win", "win", "lose"]);
    t.do({ type: "settle" });
    // No action button in this filing: the walk starts left of the player-dealer (A10).
    expect(t.ledger()).toEqual(["s2 main pay 3000", "s2 insurance collect 500", "s2 buster pay 2000", "s3 main pay 2000", "s4 main collect 2000"]);
  });
});

describe("the bank runs out at the table", () => {
  it("pays in settlement order as far as the bank covers, then returns the rest; the dealer's button says which", () => {
    const t = table("pure-21-5-mortimers", [1, 2, 3, 8], 8, { decks: 6, bank: 2_500 });
    wagers(t, [[1, "main", 1_000], [2, "main", 1_000], [3, "main", 1_000]]);
    t.do({ type: "close-betting" });
    t.deal([["s1", "TS"], ["s2", "TH"], ["s3", "TC"], ["pd", "6D"], ["s1", "9S"], ["s2", "9H"], ["s3", "9C"], ["pd", "TD"]]);
    // Hard 19 must stand; a 6 up cannot make a natural, so surrender is the only other choice, asked in the turn.
    for (const seat of [1, 2, 3]) t.do({ type: "player-decision", seat, hand: 0, decision: "stand" });
    t.do({ type: "expose-hole-card" });
    t.deal([["pd", "7S"]]);
    t.do({ type: "settle" });
    // The hole card 10 counts seats 1-7 three times round... to seat 3: the walk runs 3, 1, 2.
    expect(t.views().dealer.settlement!.actionSeat).toBe(3);
    expect(t.ledger()).toEqual(["s3 main pay 1000", "s1 main pay 1000", "s2 main partial-pay 500"]);
    expect(t.views().dealer.next.label).toBe("Pay $10.00 to seat 3 Game wager");
    t.do({ type: "advance-settlement", through: 2 });
    expect(t.views().dealer.next.label).toBe("Pay only $5.00 (bank short) to seat 2 Game wager");
    t.finish();
    expect(t.state.bank).toBe(0);
  });
});

describe("the server's shoe and the wall", () => {
  it("draws every card itself, the hole card face down: the wall never holds it until it is turned over", () => {
    const t = table("blackjack-x", [1, 2, 3], 1, { decks: 6, source: "server" });
    wagers(t, [[2, "main", 1_000], [3, "main", 1_000]]);
    t.do({ type: "close-betting" });
    expect(t.try({ type: "deal-card", card: "AS" })?.code).toBe("SERVER_SHOE");
    for (let i = 0; i < 6; i++) {
      expect(t.views().dealer.next.command).toBe("deal-card");
      t.do({ type: "deal-card" });
    }
    const hole = t.state.round!.play!.playerDealer[1]!;
    expect(hole).not.toBe("face-down");
    expect(t.views().display.dealerHand.cards[1]).toBe("face-down");
    const play = t.state.round!.play!;
    const faceUp = [...play.players.flatMap((p) => p.hands.flatMap((h) => h.cards)), play.playerDealer[0]!].sort();
    const mentioned = (JSON.stringify(t.views().display).match(/"[A2-9TJQK][SHDC]"/g) ?? []).map((m) => m.slice(1, -1)).sort();
    expect(mentioned).toEqual(faceUp);
    expect(t.views().supervisor.holeCard).toBe(hole);
    expect(t.views().dealer.canUndo).toBe(false);
    expect(t.try({ type: "undo-card" })?.code).toBe("SERVER_CARD");
  });
});

describe("a twenty-one table's settings", () => {
  const base = (gameId: string, over: Record<string, unknown> = {}) => ({ tableId: "t", name: "T", gameId, seats: 8, ...TABLE_OF[gameId]!, ...over });

  it("takes the decks the filing allows and refuses others in plain words", () => {
    expect(twentyOneSettingsFromConfig(base("pure-21-5")).decks).toBe(8);
    expect(() => twentyOneSettingsFromConfig(base("pure-21-5", { decks: 4 }))).toThrow("Pure 21.5 Blackjack is played with 6 to 8 decks, not 4");
    expect(() => twentyOneSettingsFromConfig(base("pure-spanish-21-5", { seats: 9 }))).toThrow("Pure Spanish 21.5 seats 2 to 8, the player-dealer included; not 9");
  });

  it("refuses an option combination the filing forbids, and a schedule not filed with the game", () => {
    expect(() => twentyOneSettingsFromConfig(base("pure-21-5-mortimers", { gameOptions: { pure215Pays: "6-to-5", insurance: "offered" } }))).toThrow(SettingsError);
    expect(() => twentyOneSettingsFromConfig(base("pure-spanish-21-5", { gameOptions: { doubleDoubleDown: true, playerDealerSoft17: "stand" } }))).toThrow(/not available to the player when the player-dealer stands on all totals of 17/);
    expect(() => twentyOneSettingsFromConfig(base("blackjack-x", { feeScheduleId: "pure-spanish-21-5" }))).toThrow(SettingsError);
  });

  it("the posted player collection (option playerCollection, seed 004 L462) needs the room's amount, and is then charged per circle", () => {
    expect(() => twentyOneSettingsFromConfig(base("pure-21-5", { gameOptions: { playerCollection: "posted-per-circle" } }))).toThrow(/give the amount posted per circle, in cents, as postedPlayerFeeCents/);
    expect(() => twentyOneSettingsFromConfig(base("pure-21-5", { gameOptions: { postedPlayerFeeCents: 100 } }))).toThrow(/takes no player collection/);
    const t = new TwentyOneTable({ gameId: "pure-21-5", gameOptions: { playerCollection: "posted-per-circle", postedPlayerFeeCents: 100 } });
    t.seat([1, 2, 3], 1, 100_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    wagers(t, [[2, "main", 1_000], [3, "main", 1_000], [3, "buster", 500]]);
    t.do({ type: "close-betting" });
    expect(t.state.round!.fees!.map((f) => `${f.payer.kind} ${"seat" in f.payer ? f.payer.seat : ""} ${f.cents}`)).toEqual(["player-dealer 1 100", "seat 2 100", "seat 3 100"]);
  });
});

describe("the floor's corrections at a twenty-one table (common/floor-corrections.ts)", () => {
  it("a misdeal takes the cards off and deals the round again from its wagers; betting reopened before a card takes more wagers", () => {
    const t = table("pure-21-5", [1, 2, 3], 1);
    wagers(t, [[2, "main", 1_000]]);
    t.do({ type: "close-betting" });
    t.deal([["s2", "9S"], ["pd", "5C"]]);
    expect(t.try({ type: "declare-misdeal", reason: "two cards stuck together" })?.code).toBe("SUPERVISOR_ONLY");
    t.do({ type: "declare-misdeal", reason: "two cards stuck together" }, SUPERVISOR);
    expect(t.state.round!.steps).toEqual([]);
    expect(t.views().display.hands).toEqual([expect.objectContaining({ seat: 2, cards: [] })]);
    expect(t.nextCardTo()).toBe("s2");
    t.do({ type: "reopen-betting", reason: "seat 3 was still betting" }, SUPERVISOR);
    expect(t.state.round!.phase).toBe("betting");
    t.do({ type: "place-wager", seat: 3, bet: "main", amount: 1_000 });
    t.do({ type: "close-betting" });
    expect(t.views().display.hands.map((h) => h.seat)).toEqual([2, 3]);
    expect(t.replay()).toEqual(t.state);
  });
});
