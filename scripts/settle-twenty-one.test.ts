/**
 * The dispute calculator for the twenty-one family (Mortimer's Pure 21.5 from seed 003; Kings' Pure
 * 21.5, Pure Spanish 21.5 and Blackjack X from seed 004): the documented round of each game
 * (lib/domain/twenty-one/settle-help.ts, docs/calculators.md) with its ledger worked by hand from
 * the filings, and the refusals of bad input (exit 2, one line on stderr naming the field, nothing
 * on stdout).
 */
import { describe, expect, it } from "vitest";
import { TWENTY_ONE_SETTLE_EXAMPLES } from "../lib/domain/twenty-one/settle-help";
import { main } from "./settle";

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

async function run(input: object | string): Promise<Run> {
  let stdout = "";
  let stderr = "";
  const code = await main(["-"], { out: (t) => (stdout += t), err: (t) => (stderr += t), readStdin: async () => (typeof input === "string" ? input : JSON.stringify(input)) });
  return { code, stdout, stderr };
}

interface Report {
  readonly playerDealer: { cards: string[]; value: string; total: number };
  readonly hands: { seat: number; hand: string; cards: string[]; value: string; total: number; doubles: number[]; surrendered: boolean; rescued: boolean }[];
  readonly paidAtDeal: number;
  readonly actionSeat: number;
  readonly actionButton: { seat: number; landedOn: number; route: string; card: string | null };
  readonly ledger: { seat: number; bet: string; backline: boolean; amount: number; outcome: string; paid: number; collected: number; returned: number; action: string; bankAfter: number; because: string }[];
  readonly fees: { payer: { kind: string; seat?: number }; cents: number; rule: string }[];
  readonly feeTotal: number;
  readonly feeOption?: { scheduleId: string; optionId: string; chosenBy: string };
  readonly bankAfter: number;
  readonly bank: { before: number; after: number; pdNet: number };
  readonly conservation: { ok: boolean };
}

async function settled(input: object): Promise<Report> {
  const r = await run(input);
  expect(r.stderr).toBe("");
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as Report;
}

async function refused(input: object | string, message: string | RegExp): Promise<void> {
  const r = await run(input);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe("");
  expect(r.stderr.trimEnd().includes("\n")).toBe(false);
  if (typeof message === "string") expect(r.stderr).toBe(`${message}\n`);
  else expect(r.stderr).toMatch(message);
}

/** A ledger line as "seat[b] bet action amount → bank after". */
const lines = (r: Report) => r.ledger.map((l) => `${l.seat}${l.backline ? "b" : ""} ${l.bet} ${l.action} ${l.action === "push" ? l.amount : l.paid || l.collected} → ${l.bankAfter}`);

const example = (id: string): Record<string, unknown> => {
  const e = TWENTY_ONE_SETTLE_EXAMPLES.find((x) => x.id === id);
  if (!e) throw new Error(`no example ${id}`);
  return e.input as Record<string, unknown>;
};

describe("npm run settle: the documented round of each twenty-one game", () => {
  it("Mortimer's Pure 21.5 at $5 - No Limit: a split, a double for less, the bank running out on the last line", async () => {
    // Seed 003. The player-dealer in seat 1; seats 2 and 3 from its left (L395-400): 2 8S, 3 KD, up 9H,
    // 2 8C, 3 QS, hole 7C. 9H cannot make a Pure 21.5: no check, surrender in the turn. Seat 2 splits
    // eights (L525-529): 8S takes 3D (11) and doubles for $5 (for less, L521-524) taking 9C: 20; 8C
    // takes TS: 18, must stand (Chart 1A, L449-458). Seat 3's 20 must stand. 9-7 = 16 draws (Chart 1B,
    // L458-464): 8D, 24. Every player is under 21.5 and the player-dealer over: they win (L482-484).
    // The hole card 7 counts seats 2..8 (the player-dealer's seat not counted): seat 8, so the walk
    // runs 2, 3. $30 pays $10, $5, $10, and $5 of seat 3's $10 (L537-539): bank 0.
    const r = await settled(example("pure-21-5-mortimers"));
    expect(r.playerDealer).toEqual({ cards: ["9H", "7C", "8D"], value: "hard 24", total: 24 });
    expect(r.hands.map((h) => `${h.seat} ${h.hand} ${h.value} ${h.doubles.join("+")}`)).toEqual(["2 main hard 20 500", "2 split-1 hard 18 ", "3 main hard 20 "]);
    expect(r.actionButton).toMatchObject({ seat: 8, card: "7C" });
    expect(lines(r)).toEqual(["2 main pay 1000 → 2000", "2 double pay 500 → 1500", "2 split-1 pay 1000 → 500", "3 main partial-pay 500 → 0"]);
    expect(r.ledger[3]).toMatchObject({ outcome: "win", returned: 500 });
    // Option 2 is "$5 - No Limit", found from the limits (max null); table action $20.00 on the game
    // wagers (L1480): the "$5 - $99" tier, $0.50 from the player-dealer (L1308-1310).
    expect(r.feeOption).toEqual({ scheduleId: "pure-21-5-mortimers", optionId: "2", chosenBy: "table limits" });
    expect(r.fees.map((f) => `${f.payer.kind} ${f.cents}`)).toEqual(["player-dealer 50"]);
    expect(r.bank).toEqual({ before: 3000, after: 0, pdNet: -3000 });
    expect(r.conservation.ok).toBe(true);
  });

  it("Kings' Pure 21.5: a Pure 21.5 paid at the deal, a backline bettor, insurance lost, the Buster bet and a Match", async () => {
    // Seed 004. The player-dealer in seat 4: seat 5 first (L463), then 2: 5 AD, 2 TS, up AH, 5 KC, 2 9S,
    // hole 6C. An ace up: insurance (L529); seat 2 insures $5. The check finds A-6, no Pure 21.5 (L501).
    // Seat 5's Pure 21.5 is paid at the deal, 6 to 5: $24 (L425, L542). Seat 2's 19 must stand. A-6
    // soft 17 draws (L488-496): 5D hard 12, 3S 15, KD 25: a five-card bust. The hole card 6 counts
    // seats 1, 2, 3, 5, 6, 7 (the player-dealer's seat 4 not counted, L466-467): seat 7, so after the
    // natural paid at the deal the walk runs seat 2, then seat 5.
    const r = await settled(example("pure-21-5"));
    expect(r.paidAtDeal).toBe(1);
    expect(r.actionSeat).toBe(7);
    expect(lines(r)).toEqual([
      "5 main pay 2400 → 7600",
      "2 main pay 1000 → 6600",
      "2b main pay 500 → 6100",
      // Insurance after the hand, before the bonus bets (P13), lost: no natural.
      "2 insurance collect 500 → 6600",
      // Five cards in the bust: 4 to 1 (L554-562).
      "2 buster pay 4000 → 2600",
      // AD KC against AH: one match of rank, not suit: 4 to 1 (L579-587).
      "5 match pay 2000 → 600",
    ]);
    // Table action counts every wager before the deal, bonus bets and backline included: $50.00, option 3's tier 1, $1.00 (L1749, L1764-1768).
    expect(r.fees.map((f) => `${f.payer.kind} ${f.payer.seat} ${f.cents}`)).toEqual(["player-dealer 4 100"]);
    expect(r.bankAfter).toBe(600);
  });

  it("Pure Spanish 21.5: early surrender under a Bonus king, a rescue after a double-double down, a Match paid 3 to 1", async () => {
    // Seed 004, option doubleDoubleDown (L669-670). Seats 1, 2, 3 (the player-dealer in seat 8): 1 9S,
    // 2 4S, 3 KS, up KH (a Bonus card: surrender first, then the check, L661, L673), 1 7D, 2 3D, 3 8C,
    // hole 7S. Seat 1 surrenders its 16; the check finds K-7, 17. Seat 2 doubles on 7 ($10) for a 2,
    // doubles again ($20, the whole wager so far) for a 3, and rescues its 12 (L667): the last double
    // comes back, the wager and the first double are lost. Seat 3's 18 stands and beats 17 (L705); its
    // king matches the up card's rank in another suit: 3 to 1 on $20 (L731-740).
    const r = await settled(example("pure-spanish-21-5"));
    expect(r.hands.find((h) => h.seat === 2)).toMatchObject({ cards: ["4S", "3D", "2C", "3C"], doubles: [1000, 2000], rescued: true });
    expect(lines(r)).toEqual([
      "1 main collect 500 → 20500",
      "1 main-returned push 500 → 20500",
      "2 main collect 1000 → 21500",
      "2 double collect 1000 → 22500",
      "2 double-2 push 2000 → 22500",
      "3 main pay 1000 → 21500",
      "3 match pay 6000 → 15500",
    ]);
    expect(r.fees.map((f) => `${f.payer.kind} ${f.cents}`)).toEqual(["player-dealer 100"]);
  });

  it("Blackjack X: a Hard 31 paid 3 to 1, Blackjack X paid 2 to 1, the player-dealer frozen at 26 pays the Buster bet", async () => {
    // Seed 004 L979-1125. Seats 2 and 3 (the player-dealer in seat 1): 2 9S, 3 AS, up 6H, 2 2D, 3 KS
    // (the ace and king of spades: Blackjack X, L986), hole TC. Seat 2 hits 11 to 21 (KH) and 21 to a
    // Hard 31 (QD, L1026). 6-10 draws TD: 26, frozen (L983), which the Buster bet pays as a 3-card
    // bust, 2 to 1 (L1110-1125). No action button in this filing: the walk starts left of the
    // player-dealer (A10).
    const r = await settled(example("blackjack-x"));
    expect(r.playerDealer).toEqual({ cards: ["6H", "TC", "TD"], value: "frozen 26", total: 26 });
    expect(r.hands.map((h) => h.value)).toEqual(["hard 31", "Blackjack X"]);
    expect(lines(r)).toEqual(["2 main pay 3000 → 47000", "2 buster pay 2000 → 45000", "3 main pay 2000 → 43000"]);
    expect(r.ledger.map((l) => l.because.match(/\(seed 004 [^)]*\)$/)?.[0])).toEqual(["(seed 004 L983, L1026, L1088)", "(seed 004 L1094-1125)", "(seed 004 L1086)"]);
    // No button: the output says so (docs/calculators.md), and names no card as having placed one.
    expect(r.actionSeat).toBe(2);
    expect(r.actionButton).toEqual({ seat: 2, landedOn: 2, route: "no-button", card: null });
  });
});

describe("npm run settle: twenty-one input refused with exit 2 and one line naming the field", () => {
  const spanish = example("pure-spanish-21-5");
  const bjx = example("blackjack-x");
  const mortimers = example("pure-21-5-mortimers");

  it("a card the game's deck cannot hold", async () => {
    await refused({ ...spanish, cards: ["9S", "TS"] }, /^cards\[1\]: "TS": 10♠ refused: this shoe has no 10s \(the Pure Spanish 21\.5 deck: 48 cards, no tens, 12 Bonus cards, seed 004 L622\)\n$/);
  });

  it("a bonus bet the game does not have, or over the game wager", async () => {
    await refused({ ...bjx, wagers: [{ seat: 2, bet: "main", amount: 1000 }, { seat: 2, bet: "match", amount: 500 }] }, "wagers[1].bet: blackjack-x has no Match the Dealer Up Card bet (pure-21-5 and pure-spanish-21-5 have it)");
    await refused({ ...bjx, wagers: [{ seat: 2, bet: "main", amount: 1000 }, { seat: 2, bet: "buster", amount: 1500 }] }, /^wagers\[1\]\.amount: the Buster Blackjack Bonus at seat 2 may not exceed the same bettor's game wager/);
  });

  it("decks, options and insurance the filing does not allow", async () => {
    await refused({ ...mortimers, decks: 9 }, "decks: pure-21-5-mortimers is played with 1 to 8 decks, not 9 (seed 003 L316-320, L355-359)");
    await refused({ ...mortimers, options: { pure215Pays: "6-to-5", insurance: "offered" } }, /^options: .*may not be offered/);
    await refused({ ...mortimers, insurance: { "2": 100 } }, /^insurance\["2"\]: no insurance was offered at seat 2: pure-21-5-mortimers offers no insurance/);
  });

  it("a decision the rules refuse, and a decision never used", async () => {
    await refused({ ...mortimers, decisions: { "2": { main: ["rescue"] } } }, /^decisions\["2"\]\.main\[0\]: seat 2, rescue: /);
    await refused({ ...bjx, decisions: { "2": { main: ["hit", "hit", "hit"] } } }, /^decisions\["2"\]\.main\[2\]: 1 decision\(s\) never used/);
  });
});
