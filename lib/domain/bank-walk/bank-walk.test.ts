import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { dollars } from "../money";
import { BankWalkError, walkBank, type BankWalkInput, type ResolvedWager } from "./bank-walk";
import { conservationOf } from "./conservation";
import { orderWagers, settlementSeats, type SettlementOrder } from "./settlement-order";

const win = (winnings: number) => ({ outcome: "win" as const, winnings });
const lose = { outcome: "lose" as const };
const push = { outcome: "push" as const };

const FORTUNE_7 = ["player", "banker", "tie", "one-up", "fortune-7"];

function table(over: Partial<BankWalkInput> & Pick<BankWalkInput, "bank" | "wagers">): BankWalkInput {
  return { pdSeat: 1, seats: 8, actionSeat: 2, order: "seat-by-seat", betOrder: ["base"], ...over };
}

describe("walkBank: bank exhaustion at every position of a full table", () => {
  for (let pd = 1; pd <= 8; pd++) {
    it(`PD at seat ${pd}: a bank covering k winners pays k of them from the action seat and returns the rest`, () => {
      const players = [1, 2, 3, 4, 5, 6, 7, 8].filter((s) => s !== pd);
      const actionSeat = players[(pd * 3) % players.length] ?? 0;
      const wagers: ResolvedWager[] = players.map((seat) => ({ seat, bet: "base", amount: dollars(100), resolution: win(dollars(100)) }));
      const order = settlementSeats({ pdSeat: pd, seats: 8, actionSeat });
      for (let k = 0; k <= players.length; k++) {
        const walk = walkBank(table({ pdSeat: pd, actionSeat, bank: dollars(100) * k, wagers }));
        expect(walk.lines.map((l) => l.seat)).toEqual(order);
        expect(walk.lines.map((l) => l.action)).toEqual(players.map((_, i) => (i < k ? "pay" : "return")));
        expect(walk.exhaustedAfter).toBe(k);
        expect(walk.lines.slice(k).every((l) => l.toPlayer === dollars(100) && l.amount === 0)).toBe(true);
        expect(walk.pdNet).toBe(0 - dollars(100) * k);
        expect(conservationOf(walk).ok).toBe(true);

        // Half a winner more: that winner gets a partial payment, the rest go back.
        if (k < players.length) {
          const short = walkBank(table({ pdSeat: pd, actionSeat, bank: dollars(100) * k + dollars(50), wagers }));
          // Half of the winner's stake had action (paid $50 at even money); the other half had none.
          expect(short.lines[k]).toMatchObject({ action: "partial-pay", amount: dollars(50), returned: dollars(100), uncovered: dollars(50), toPlayer: dollars(150), bankAfter: 0 });
          expect(short.lines.slice(k + 1).every((l) => l.action === "return")).toBe(true);
          expect(short.exhaustedAfter).toBe(k + 1);
        }
      }
    });
  }
});

describe("walkBank: partial cover", () => {
  it("collects losers only until the PD has won the bank, handing back the rest", () => {
    const wagers: ResolvedWager[] = [2, 3, 4].map((seat) => ({ seat, bet: "base", amount: dollars(100), resolution: lose }));
    const walk = walkBank(table({ bank: dollars(150), wagers }));
    expect(walk.lines.map((l) => [l.action, l.amount, l.returned, l.uncovered, l.bankAfter])).toEqual([
      ["collect", dollars(100), 0, 0, dollars(250)],
      ["partial-collect", dollars(50), dollars(50), dollars(50), dollars(300)],
      ["return", 0, dollars(100), dollars(100), dollars(300)],
    ]);
    expect(walk.pdNet).toBe(dollars(150));
    expect(walk.exhaustedAfter).toBeNull();
  });

  it("a partly paid winner: the part of its stake whose winnings the bank could not pay had no action and is returned, like the uncollected part of a loser (seed 000 L13)", () => {
    const walk = (bank: number, amount: number, winnings: number) =>
      walkBank(table({ bank, wagers: [{ seat: 2, bet: "base", amount, resolution: win(winnings) }] })).lines[0];
    // Even money, $100 on the spot, $40 left in the bank: $40 of the stake had action, $60 none.
    expect(walk(dollars(40), dollars(100), dollars(100))).toMatchObject({ action: "partial-pay", amount: dollars(40), returned: dollars(100), uncovered: dollars(60), toPlayer: dollars(140) });
    // A tie at 8 to 1, $10 on it, $30 in the bank: the bank pays 3/8 of the win, so 3/8 of the stake had action.
    expect(walk(dollars(30), dollars(10), dollars(80))).toMatchObject({ action: "partial-pay", amount: dollars(30), uncovered: 625, toPlayer: dollars(40) });
    // A part that does not fall on a cent: $5.00 paying $12.00, $7.00 paid: 5/12 of $5.00 is 208.33¢, shown as 208¢ (never more than had no action).
    expect(walk(700, 500, 1200)).toMatchObject({ action: "partial-pay", amount: 700, uncovered: 208, toPlayer: 1200 });
    // Paid in full, collected in full, a push: the whole stake had action.
    const full = walkBank(
      table({
        bank: dollars(1000),
        wagers: [
          { seat: 2, bet: "base", amount: dollars(10), resolution: win(dollars(10)) },
          { seat: 3, bet: "base", amount: dollars(10), resolution: lose },
          { seat: 4, bet: "base", amount: dollars(10), resolution: push },
        ],
      }),
    );
    expect(full.lines.map((l) => [l.action, l.uncovered])).toEqual([
      ["pay", 0],
      ["collect", 0],
      ["push", 0],
    ]);
  });

  it("money collected earlier pays later winners", () => {
    const walk = walkBank(
      table({
        bank: dollars(100),
        wagers: [
          { seat: 2, bet: "base", amount: dollars(100), resolution: lose },
          { seat: 3, bet: "base", amount: dollars(150), resolution: win(dollars(150)) },
          { seat: 4, bet: "base", amount: dollars(100), resolution: win(dollars(100)) },
          { seat: 5, bet: "base", amount: dollars(100), resolution: lose },
        ],
      }),
    );
    expect(walk.lines.map((l) => [l.action, l.amount, l.bankAfter])).toEqual([
      ["collect", dollars(100), dollars(200)],
      ["pay", dollars(150), dollars(50)],
      ["partial-pay", dollars(50), 0],
      // Exhausted: a loser after that is returned, not collected.
      ["return", 0, 0],
    ]);
    expect(walk.exhaustedAfter).toBe(3);
  });

  it("pushes hand back the stake, and so does everything once the bank is gone", () => {
    const walk = walkBank(
      table({
        bank: dollars(20),
        wagers: [
          { seat: 2, bet: "base", amount: dollars(10), resolution: push },
          { seat: 3, bet: "base", amount: dollars(10), resolution: win(dollars(20)) },
          { seat: 4, bet: "base", amount: dollars(10), resolution: push },
        ],
      }),
    );
    expect(walk.lines.map((l) => l.action)).toEqual(["push", "pay", "return"]);
    expect(walk.lines.map((l) => l.toPlayer)).toEqual([dollars(10), dollars(30), dollars(10)]);
  });

  it("a 19-to-20 payout in cents is paid to the cent", () => {
    const walk = walkBank(table({ bank: dollars(1), wagers: [{ seat: 2, bet: "base", amount: 105, resolution: win(99) }] }));
    expect(walk.lines[0]).toMatchObject({ action: "pay", amount: 99, toPlayer: 204, bankAfter: 1 });
  });
});

describe("walkBank: the two ordering modes (Fortune 7 Baccarat, seed 000 L80)", () => {
  const wagers: ResolvedWager[] = [
    { seat: 3, bet: "player", amount: dollars(50), resolution: win(dollars(50)) },
    { seat: 3, bet: "tie", amount: dollars(10), resolution: lose },
    { seat: 7, bet: "banker", amount: dollars(40), resolution: lose },
    { seat: 2, bet: "fortune-7", amount: dollars(5), resolution: win(dollars(200)) },
    { seat: 2, bet: "player", amount: dollars(25), resolution: win(dollars(25)) },
    { seat: 1, bet: "banker", amount: dollars(20), backline: true, bettor: "Ann", resolution: lose },
    { seat: 1, bet: "banker", amount: dollars(30), resolution: lose },
  ];
  const base = { pdSeat: 5, seats: 8, actionSeat: 2, betOrder: FORTUNE_7, wagers };
  const keys = (order: SettlementOrder, bank: number) =>
    walkBank({ ...base, order, bank }).lines.map((l) => `${l.seat}${l.backline ? "b" : ""}${l.bettor ? `(${l.bettor})` : ""}:${l.bet}:${l.action}`);

  it("seat by seat: each seat's wagers in bet order, seated before backline, then the next seat clockwise", () => {
    expect(keys("seat-by-seat", dollars(1000))).toEqual([
      "2:player:pay",
      "2:fortune-7:pay",
      "3:player:pay",
      "3:tie:collect",
      "7:banker:collect",
      "1:banker:collect",
      "1b(Ann):banker:collect",
    ]);
  });

  it("type by type: every Player line wager round the table, then every Banker line wager, …", () => {
    expect(keys("type-by-type", dollars(1000))).toEqual([
      "2:player:pay",
      "3:player:pay",
      "7:banker:collect",
      "1:banker:collect",
      "1b(Ann):banker:collect",
      "3:tie:collect",
      "2:fortune-7:pay",
    ]);
  });

  it("with a short bank the mode decides who is paid", () => {
    // $200 bank: seat by seat reaches seat 2's Fortune 7 ($200) with $175 left and returns the rest;
    // type by type collects the Banker line and Tie losers first and pays the Fortune 7 in full.
    expect(keys("seat-by-seat", dollars(200))).toEqual([
      "2:player:pay",
      "2:fortune-7:partial-pay",
      "3:player:return",
      "3:tie:return",
      "7:banker:return",
      "1:banker:return",
      "1b(Ann):banker:return",
    ]);
    expect(keys("type-by-type", dollars(200))).toEqual([
      "2:player:pay",
      "3:player:pay",
      "7:banker:collect",
      "1:banker:collect",
      "1b(Ann):banker:collect",
      "3:tie:collect",
      "2:fortune-7:pay",
    ]);
  });
});

describe("walkBank: wagers settled first (settledFirst: No Bust 2014 Naturals paid at the deal, seed 003 L3243-3249)", () => {
  // Action seat 5 of 8, the PD at seat 1. Seats 2 and 4 are paid first ($12.00 each), then the walk
  // goes on from seat 5: seat 5 wins $10.00, seat 3 loses $10.00.
  const first: ResolvedWager[] = [
    { seat: 4, bet: "base", amount: dollars(10), resolution: win(dollars(12)) },
    { seat: 2, bet: "base", amount: dollars(10), resolution: win(dollars(12)) },
  ];
  const rest: ResolvedWager[] = [
    { seat: 3, bet: "base", amount: dollars(10), resolution: lose },
    { seat: 5, bet: "base", amount: dollars(10), resolution: win(dollars(10)) },
  ];
  const walk = (bank: number) => walkBank(table({ bank, actionSeat: 5, settledFirst: first, wagers: rest }));
  const rows = (bank: number) => walk(bank).lines.map((l) => `${l.seat} ${l.action} ${l.amount / 100} → ${l.bankAfter / 100}`);

  it("they take the first lines, in order from the action seat among themselves; the rest follow from the action seat", () => {
    expect(rows(dollars(100))).toEqual(["2 pay 12 → 88", "4 pay 12 → 76", "5 pay 10 → 66", "3 collect 10 → 76"]);
    // Without them first, the one walk from seat 5.
    expect(walkBank(table({ bank: dollars(100), actionSeat: 5, wagers: [...first, ...rest] })).lines.map((l) => l.seat)).toEqual([5, 2, 3, 4]);
  });

  it("the bank running out during them, or after them; one running net through both phases", () => {
    expect(rows(dollars(20))).toEqual(["2 pay 12 → 8", "4 partial-pay 8 → 0", "5 return 0 → 0", "3 return 0 → 0"]);
    expect(walk(dollars(20)).exhaustedAfter).toBe(2);
    expect(rows(dollars(30))).toEqual(["2 pay 12 → 18", "4 pay 12 → 6", "5 partial-pay 6 → 0", "3 return 0 → 0"]);
    expect(walk(dollars(30)).exhaustedAfter).toBe(3);
    // After the first phase the PD can still win up to its whole bank: a loser is collected in full with $6.00 left.
    const collected = walkBank(table({ bank: dollars(30), actionSeat: 3, settledFirst: first, wagers: rest }));
    expect(collected.lines.map((l) => `${l.seat} ${l.action} ${l.bankAfter / 100}`)).toEqual(["4 pay 18", "2 pay 6", "3 collect 16", "5 pay 6"]);
    for (const bank of [0, dollars(20), dollars(30), dollars(100)]) expect(conservationOf(walk(bank)).ok).toBe(true);
  });
});

describe("walkBank: refusals", () => {
  const w = (over: Partial<ResolvedWager>): ResolvedWager => ({ seat: 2, bet: "base", amount: 100, resolution: lose, ...over });
  it("refuses a wager at the PD's seat, an unknown bet, the PD as action seat and bad amounts", () => {
    expect(() => walkBank(table({ bank: 100, wagers: [w({ seat: 1 })] }))).toThrow(/player-dealer/);
    expect(() => walkBank(table({ bank: 100, wagers: [w({ bet: "side" })] }))).toThrow(/bet order/);
    expect(() => walkBank(table({ bank: 100, actionSeat: 1, wagers: [] }))).toThrow(/action seat/);
    expect(() => walkBank(table({ bank: -1, wagers: [] }))).toThrow(BankWalkError);
    expect(() => walkBank(table({ bank: 100, wagers: [w({ amount: 0 })] }))).toThrow(BankWalkError);
    expect(() => walkBank(table({ bank: 100, wagers: [w({ amount: 1.5 })] }))).toThrow();
    expect(() => walkBank(table({ bank: 100, wagers: [w({ resolution: win(-1) })] }))).toThrow(BankWalkError);
    expect(() => walkBank(table({ bank: 100, betOrder: ["base", "base"], wagers: [] }))).toThrow(/twice/);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const BETS = ["line", "tie", "bonus", "side"];

const arbWalk = fc
  .record({
    seats: fc.integer({ min: 2, max: 14 }),
    pd: fc.nat(),
    action: fc.nat(),
    bank: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500_000 })),
    order: fc.constantFrom<SettlementOrder>("seat-by-seat", "type-by-type"),
    raw: fc.array(
      fc.record({
        seat: fc.nat(),
        bet: fc.constantFrom(...BETS),
        amount: fc.integer({ min: 1, max: 100_000 }),
        backline: fc.boolean(),
        resolution: fc.oneof(
          fc.integer({ min: 0, max: 4_000_000 }).map(win),
          fc.constant(lose),
          fc.constant(push),
        ),
      }),
      { maxLength: 40 },
    ),
  })
  .map(({ seats, pd, action, bank, order, raw }): BankWalkInput => {
    const pdSeat = (pd % seats) + 1;
    const others = Array.from({ length: seats }, (_, i) => i + 1).filter((s) => s !== pdSeat);
    const at = (n: number) => others[n % others.length] ?? 0;
    return {
      bank,
      pdSeat,
      seats,
      actionSeat: at(action),
      order,
      betOrder: BETS,
      wagers: raw.map((r) => ({ seat: at(r.seat), bet: r.bet, amount: r.amount, resolution: r.resolution, ...(r.backline ? { backline: true } : {}) })),
    };
  });

describe("walkBank properties", () => {
  it("conserves money in every walk", () => {
    fc.assert(
      fc.property(arbWalk, (input) => {
        const c = conservationOf(walkBank(input));
        expect(c.badLines).toEqual([]);
        expect(c.settled).toBe(c.staked);
        const stakes = input.wagers.reduce((a, w) => a + w.amount, 0);
        expect(c.staked).toBe(stakes + input.bank);
      }),
      { numRuns: 500 },
    );
  });

  it("never lets the PD win or lose more than the bank", () => {
    fc.assert(
      fc.property(arbWalk, (input) => {
        const walk = walkBank(input);
        expect(Math.abs(walk.pdNet)).toBeLessThanOrEqual(input.bank);
        for (const l of walk.lines) {
          expect(l.bankAfter).toBeGreaterThanOrEqual(0);
          expect(l.bankAfter).toBeLessThanOrEqual(2 * input.bank);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("returns every wager after the bank is exhausted, untouched, and only short-settles when the bank binds", () => {
    fc.assert(
      fc.property(arbWalk, (input) => {
        const walk = walkBank(input);
        const firstEmpty = walk.lines.findIndex((l) => l.bankAfter === 0);
        const expected = input.bank === 0 ? 0 : firstEmpty === -1 ? null : firstEmpty + 1;
        expect(walk.exhaustedAfter).toBe(expected);
        walk.lines.forEach((l, i) => {
          if (walk.exhaustedAfter !== null && i >= walk.exhaustedAfter) {
            expect(l).toMatchObject({ action: "return", amount: 0, returned: l.stake, uncovered: l.stake, toPlayer: l.stake });
          }
          if (l.action === "partial-pay") {
            expect(l.bankAfter).toBe(0);
            // The stake without action is the unpaid share of the win, to the cent below.
            expect(l.uncovered).toBe(Math.floor((l.stake * (l.due - l.amount)) / l.due));
            expect(l.uncovered).toBeLessThan(l.stake);
          }
          if (l.action === "partial-collect") expect(l.uncovered).toBe(l.stake - l.amount);
          if (l.action === "pay" || l.action === "collect" || l.action === "push") expect(l.uncovered).toBe(0);
          if (l.action === "partial-collect" || (l.action === "return" && l.outcome === "lose" && (walk.exhaustedAfter === null || i < walk.exhaustedAfter))) {
            expect(l.bankAfter).toBe(2 * input.bank);
          }
        });
      }),
      { numRuns: 500 },
    );
  });

  it("with wagers settled first: money is conserved, the PD stays within the bank, they lead the walk in order, and the first phase does not depend on the rest", () => {
    fc.assert(
      fc.property(arbWalk, fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }), (input, picks) => {
        const first = input.wagers.filter((_, i) => picks[i] === true);
        const rest = input.wagers.filter((_, i) => picks[i] !== true);
        const walk = walkBank({ ...input, settledFirst: first, wagers: rest });
        const c = conservationOf(walk);
        expect(c.badLines).toEqual([]);
        expect(c.ok).toBe(true);
        expect(c.staked).toBe(input.bank + input.wagers.reduce((a, w) => a + w.amount, 0));
        expect(Math.abs(walk.pdNet)).toBeLessThanOrEqual(input.bank);
        for (const l of walk.lines) {
          expect(l.bankAfter).toBeGreaterThanOrEqual(0);
          expect(l.bankAfter).toBeLessThanOrEqual(2 * input.bank);
        }
        const key = (w: { seat: number; bet: string; backline?: boolean }) => `${w.seat}/${w.bet}/${w.backline === true}`;
        const expected = [...orderWagers(first, input, input.order, BETS), ...orderWagers(rest, input, input.order, BETS)];
        expect(walk.lines.map(key)).toEqual(expected.map(key));
        expect(walk.lines.slice(0, first.length)).toEqual(walkBank({ ...input, wagers: first }).lines);
        expect(walkBank({ ...input, settledFirst: [], wagers: input.wagers })).toEqual(walkBank(input));
      }),
      { numRuns: 300 },
    );
  });

  it("settles in full when the bank covers everything", () => {
    fc.assert(
      fc.property(arbWalk, (input) => {
        const due = input.wagers.reduce((a, w) => a + (w.resolution.outcome === "win" ? w.resolution.winnings : w.amount), 0);
        const walk = walkBank({ ...input, bank: due + 1 });
        for (const l of walk.lines) {
          expect(l.action).toBe(l.outcome === "win" ? "pay" : l.outcome === "lose" ? "collect" : "push");
        }
      }),
    );
  });

  it("starts at the action seat, walks clockwise and never includes the PD's seat", () => {
    fc.assert(
      fc.property(arbWalk, (input) => {
        const walk = walkBank(input);
        const seatOrder = settlementSeats(input);
        expect(seatOrder[0]).toBe(input.actionSeat);
        expect(seatOrder).not.toContain(input.pdSeat);
        const rank = (s: number) => seatOrder.indexOf(s);
        const lines = walk.lines;
        expect(lines.every((l) => l.seat !== input.pdSeat)).toBe(true);
        if (lines.length > 0) {
          const firstWagered = seatOrder.find((s) => input.wagers.some((w) => w.seat === s));
          if (input.order === "seat-by-seat") expect(lines[0]?.seat).toBe(firstWagered);
        }
        for (let i = 1; i < lines.length; i++) {
          const a = lines[i - 1];
          const b = lines[i];
          if (!a || !b) continue;
          const betA = BETS.indexOf(a.bet);
          const betB = BETS.indexOf(b.bet);
          if (input.order === "seat-by-seat") {
            expect(rank(a.seat) < rank(b.seat) || (a.seat === b.seat && betA <= betB)).toBe(true);
          } else {
            expect(betA < betB || (betA === betB && rank(a.seat) <= rank(b.seat))).toBe(true);
          }
        }
        expect(lines.length).toBe(input.wagers.length);
      }),
      { numRuns: 300 },
    );
  });
});
