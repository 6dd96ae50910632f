import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { dollars } from "../money";
import { wageringRules, type WageringRules } from "./bet-rules";
import { seatPlayerBettor, spotTotal, sameBettor, type Wager } from "./wager";
import type { WagerVerdict } from "./wager-refusal";
import { spotRoom, validateRound, validateWager, type WageringTable } from "./wager-validation";

// Fortune 7 Baccarat (seed 000), schedule option 3: $5 - $100 per player spot; backline on every
// wager (L35); Tie, One Up and Fortune 7 need a Player or Banker line wager (L48-49, L89, L103, L111).
const LINE = ["player", "banker"];
const fortune7 = wageringRules({
  tableLimits: { min: dollars(5), max: dollars(100) },
  bets: [
    { id: "player", label: "Player", backlineAllowed: true },
    { id: "banker", label: "Banker", backlineAllowed: true },
    { id: "tie", label: "Tie", backlineAllowed: true, requiresOneOf: LINE },
    { id: "oneUp", label: "One Up", backlineAllowed: true, requiresOneOf: LINE },
    { id: "fortune7", label: "Fortune 7", backlineAllowed: true, requiresOneOf: LINE },
  ],
});

// EZ Baccarat (seed 002): no backline (L35); the Tie stands alone (L92); Dragon 7 needs a line wager (L103).
const ez = wageringRules({
  tableLimits: { min: dollars(10), max: dollars(500) },
  bets: [
    { id: "player", label: "Player", backlineAllowed: false },
    { id: "banker", label: "Banker", backlineAllowed: false },
    { id: "tie", label: "Tie", backlineAllowed: false },
    { id: "dragon7", label: "Dragon 7", backlineAllowed: false, requiresOneOf: LINE },
  ],
});

// 21st Century Baccarat 5.0 (seed 001): the early tie needs a base wager and may not exceed it
// (Early tie 2-3); the late tie only for bettors with an early tie (Late tie 7).
const century = wageringRules({
  tableLimits: { min: dollars(5), max: dollars(200) },
  bets: [
    { id: "player", label: "Player", backlineAllowed: true },
    { id: "dealer", label: "Dealer", backlineAllowed: true },
    { id: "earlyTie", label: "Early Tie", backlineAllowed: true, requiresOneOf: ["player", "dealer"], maxRelativeTo: { bets: ["player", "dealer"] } },
    { id: "lateTie", label: "Late Tie", backlineAllowed: true, requiresOneOf: ["earlyTie"] },
  ],
});

// Seats 1..8, the player-dealer in seat 1, seats 4, 6 and 8 empty.
const TABLE: WageringTable = { seats: 8, occupiedSeats: [1, 2, 3, 5, 7], playerDealerSeat: 1 };

const seat = (n: number, bet: string, amount: number): Wager => ({ seat: n, bet, amount });
const backline = (n: number, bet: string, amount: number, bettor?: string): Wager => ({ seat: n, bet, amount, backline: true, bettor });

function refusal(verdict: WagerVerdict): { code: string; message: string } {
  if (verdict.ok) throw new Error("expected a refusal");
  return verdict.refusal;
}

function placeAll(rules: WageringRules, wagers: readonly Wager[]): Wager[] {
  const placed: Wager[] = [];
  for (const w of wagers) {
    const v = validateWager(rules, TABLE, placed, w);
    if (!v.ok) throw new Error(v.refusal.message);
    placed.push(w);
  }
  return placed;
}

describe("validateWager: accepted wagers", () => {
  it("takes line wagers, a backline wager on the other side, and bonuses after a line wager", () => {
    placeAll(fortune7, [
      seat(3, "player", dollars(50)),
      backline(3, "banker", dollars(20), "Ann"),
      seat(3, "tie", dollars(5)),
      seat(3, "oneUp", dollars(10)),
      seat(3, "fortune7", dollars(5)),
      backline(3, "fortune7", dollars(5), "Ann"),
      seat(2, "banker", dollars(100)),
    ]);
  });

  it("takes a spot filled exactly to its maximum by the seated player and the backline", () => {
    const placed = placeAll(fortune7, [seat(3, "player", dollars(80)), backline(3, "player", dollars(15), "Ann")]);
    expect(spotRoom(fortune7, placed, 3, "player")).toBe(dollars(5));
    expect(validateWager(fortune7, TABLE, placed, backline(3, "player", dollars(5), "Bob"))).toEqual({ ok: true });
  });

  it("takes a stand-alone Tie where the game allows it (EZ Baccarat)", () => {
    expect(validateWager(ez, TABLE, [], seat(5, "tie", dollars(10))).ok).toBe(true);
  });

  it("takes an early tie equal to the base wager, and a late tie after an early tie", () => {
    placeAll(century, [seat(2, "player", dollars(20)), seat(2, "earlyTie", dollars(20)), seat(2, "lateTie", dollars(5))]);
  });
});

describe("validateWager: refused wagers", () => {
  it("refuses a backline wager that takes the spot over its limit, saying how much room is left", () => {
    const placed = placeAll(fortune7, [seat(3, "player", dollars(80))]);
    const r = refusal(validateWager(fortune7, TABLE, placed, backline(3, "player", dollars(30), "Ann")));
    expect(r.code).toBe("OverSpotLimit");
    expect(r.message).toBe(
      "Seat 3 backline (Ann): the Player spot allows $100.00 in total between the seated player and backline bettors; $80.00 is already there, so at most $20.00 more",
    );
  });

  it("refuses a seated wager when backline wagers already fill the spot", () => {
    const placed = placeAll(fortune7, [backline(3, "banker", dollars(60), "Ann"), backline(3, "banker", dollars(40), "Bob")]);
    const r = refusal(validateWager(fortune7, TABLE, placed, seat(3, "banker", dollars(5))));
    expect(r.code).toBe("OverSpotLimit");
    expect(r.message).toMatch(/so it is full$/);
  });

  it("refuses one wager over the maximum on an empty spot", () => {
    const r = refusal(validateWager(fortune7, TABLE, [], seat(3, "player", dollars(101))));
    expect(r.code).toBe("OverSpotLimit");
    expect(r.message).toBe("Seat 3: the Player spot allows $100.00 in total between the seated player and backline bettors");
  });

  it("refuses a wager under the minimum, seated or backline", () => {
    const r = refusal(validateWager(fortune7, TABLE, [], seat(3, "player", 499)));
    expect(r).toEqual({ code: "BelowMinimum", message: "Seat 3: the minimum Player bet is $5.00" });
    const placed = placeAll(fortune7, [seat(3, "player", dollars(50))]);
    expect(refusal(validateWager(fortune7, TABLE, placed, backline(3, "player", dollars(1)))).code).toBe("BelowMinimum");
  });

  it("refuses a bonus without a line wager, in the dealer's words", () => {
    const r = refusal(validateWager(fortune7, TABLE, [], seat(3, "tie", dollars(5))));
    expect(r).toEqual({ code: "NeedsQualifyingWager", message: "Seat 3: the Tie bet needs a Player or Banker wager first" });
    expect(refusal(validateWager(ez, TABLE, [], seat(3, "dragon7", dollars(10)))).message).toBe(
      "Seat 3: the Dragon 7 bet needs a Player or Banker wager first",
    );
  });

  it("counts only the same bettor's line wager at the same seat", () => {
    const placed = placeAll(fortune7, [seat(3, "player", dollars(50)), backline(3, "banker", dollars(20), "Ann"), seat(5, "banker", dollars(20))]);
    // The seated player's line wager does not qualify a backline bettor's bonus...
    const r = refusal(validateWager(fortune7, TABLE, placed, backline(3, "fortune7", dollars(5), "Bob")));
    expect(r.code).toBe("NeedsQualifyingWager");
    expect(r.message).toBe("Seat 3 backline (Bob): the Fortune 7 bet needs a Player or Banker wager from the same backline bettor first");
    // ...nor does one backline bettor's qualify another's, nor a wager at another seat.
    expect(refusal(validateWager(fortune7, TABLE, placed, backline(3, "tie", dollars(5)))).code).toBe("NeedsQualifyingWager");
    expect(refusal(validateWager(fortune7, TABLE, placed, seat(2, "oneUp", dollars(5)))).code).toBe("NeedsQualifyingWager");
    // A backline bettor's own line wager does.
    expect(validateWager(fortune7, TABLE, placed, backline(3, "oneUp", dollars(5), "Ann")).ok).toBe(true);
  });

  it("refuses backline betting where the game does not allow it", () => {
    const r = refusal(validateWager(ez, TABLE, [], backline(3, "player", dollars(10))));
    expect(r).toEqual({ code: "BacklineNotAllowed", message: "Seat 3 backline: backline betting is not allowed on the Player bet" });
  });

  it("allows backline on some bets only, as an options sheet chooses", () => {
    const mixed = wageringRules({
      tableLimits: { min: dollars(5), max: dollars(100) },
      bets: [
        { id: "player", label: "Player", backlineAllowed: true },
        { id: "dragon", label: "Player Dragon", backlineAllowed: false, requiresOneOf: ["player"] },
      ],
    });
    const placed = placeAll(mixed, [seat(3, "player", dollars(10)), backline(3, "player", dollars(10))]);
    expect(refusal(validateWager(mixed, TABLE, placed, backline(3, "dragon", dollars(5)))).code).toBe("BacklineNotAllowed");
    expect(validateWager(mixed, TABLE, placed, seat(3, "dragon", dollars(5))).ok).toBe(true);
  });

  it("refuses any wager at the player-dealer's seat, seated or backline", () => {
    const r = refusal(validateWager(fortune7, TABLE, [], seat(1, "player", dollars(10))));
    expect(r.code).toBe("PlayerDealerSeat");
    expect(r.message).toBe("Seat 1: this is the player-dealer's seat, and the player-dealer cannot bet against their own bank");
    expect(refusal(validateWager(fortune7, TABLE, [], backline(1, "banker", dollars(10)))).code).toBe("PlayerDealerSeat");
  });

  it("refuses a wager at an empty seat, seated or backline", () => {
    expect(refusal(validateWager(fortune7, TABLE, [], seat(4, "player", dollars(10))))).toEqual({ code: "SeatEmpty", message: "Seat 4: nobody is seated there" });
    expect(refusal(validateWager(fortune7, TABLE, [], backline(4, "player", dollars(10)))).code).toBe("SeatEmpty");
  });

  it("takes a wager on an empty seat's spot from the seated player of another seat, named so (seed 003 L2273-2275)", () => {
    const by = (n: number): Wager => ({ ...seat(4, "player", dollars(10)), bettor: seatPlayerBettor(n) });
    expect(validateWager(fortune7, TABLE, [], by(2)).ok).toBe(true);
    // Not by an empty seat, the player-dealer, the seat itself, nor from behind.
    expect(refusal(validateWager(fortune7, TABLE, [], by(6))).code).toBe("SeatEmpty");
    expect(refusal(validateWager(fortune7, TABLE, [], by(1))).code).toBe("SeatEmpty");
    expect(refusal(validateWager(fortune7, TABLE, [], by(4))).code).toBe("SeatEmpty");
    expect(refusal(validateWager(fortune7, TABLE, [], { ...backline(4, "player", dollars(10)), bettor: seatPlayerBettor(2) })).code).toBe("SeatEmpty");
  });

  it.each([0, 9, 2.5])("refuses seat %s, which is not at the table", (n) => {
    expect(refusal(validateWager(fortune7, TABLE, [], seat(n, "player", dollars(10)))).code).toBe("NoSuchSeat");
  });

  it.each([0, -500, 12.5, Number.NaN])("refuses the amount %s", (amount) => {
    expect(refusal(validateWager(fortune7, TABLE, [], seat(3, "player", amount))).code).toBe("InvalidAmount");
  });

  it("refuses a bet the game does not have", () => {
    expect(refusal(validateWager(ez, TABLE, [], seat(3, "fortune7", dollars(10))))).toEqual({
      code: "UnknownBet",
      message: 'Seat 3: this game has no "fortune7" bet',
    });
  });

  it("refuses a second wager on the same bet by the same bettor", () => {
    const placed = placeAll(fortune7, [seat(3, "player", dollars(10)), backline(3, "player", dollars(10), "Ann")]);
    expect(refusal(validateWager(fortune7, TABLE, placed, seat(3, "player", dollars(10)))).code).toBe("DuplicateWager");
    expect(refusal(validateWager(fortune7, TABLE, placed, backline(3, "player", dollars(10), "Ann"))).code).toBe("DuplicateWager");
    expect(validateWager(fortune7, TABLE, placed, backline(3, "player", dollars(10), "Bob")).ok).toBe(true);
  });

  it("refuses an early tie over the base wager (21st Century)", () => {
    const placed = placeAll(century, [seat(2, "player", dollars(20))]);
    const r = refusal(validateWager(century, TABLE, placed, seat(2, "earlyTie", dollars(25))));
    expect(r).toEqual({ code: "OverBaseWager", message: "Seat 2: the Early Tie bet may not be more than the Player or Dealer wager ($20.00)" });
  });

  it("measures the base wager by the largest line wager by default, or their total as an option", () => {
    const both = [seat(2, "player", dollars(20)), seat(2, "dealer", dollars(30))];
    expect(refusal(validateWager(century, TABLE, placeAll(century, both), seat(2, "earlyTie", dollars(40)))).code).toBe("OverBaseWager");
    const totalRules = wageringRules({
      tableLimits: century.tableLimits,
      bets: century.bets.map((b) => (b.maxRelativeTo ? { ...b, maxRelativeTo: { ...b.maxRelativeTo, measure: "total" as const } } : b)),
    });
    expect(validateWager(totalRules, TABLE, placeAll(totalRules, both), seat(2, "earlyTie", dollars(40))).ok).toBe(true);
    expect(refusal(validateWager(totalRules, TABLE, placeAll(totalRules, both), seat(2, "earlyTie", dollars(55)))).message).toBe(
      "Seat 2: the Early Tie bet may not be more than the Player and Dealer wagers together ($50.00)",
    );
  });

  it("refuses a late tie without an early tie", () => {
    const placed = placeAll(century, [seat(2, "dealer", dollars(20))]);
    expect(refusal(validateWager(century, TABLE, placed, seat(2, "lateTie", dollars(5)))).message).toBe(
      "Seat 2: the Late Tie bet needs an Early Tie wager first",
    );
  });

  it("applies a bet's own limits (Panda 8: $5 to $500 at a $5 to $1,000 table)", () => {
    const panda = wageringRules({
      tableLimits: { min: dollars(5), max: dollars(1000) },
      bets: [
        { id: "player", label: "Player", backlineAllowed: true },
        { id: "panda8", label: "Panda 8", backlineAllowed: true, limits: { min: dollars(5), max: dollars(500) }, requiresOneOf: ["player"] },
      ],
    });
    const placed = placeAll(panda, [seat(3, "player", dollars(1000))]);
    expect(refusal(validateWager(panda, TABLE, placed, seat(3, "panda8", dollars(600)))).code).toBe("OverSpotLimit");
    expect(validateWager(panda, TABLE, placed, seat(3, "panda8", dollars(500))).ok).toBe(true);
  });

  it("rejects a table whose player-dealer seat or occupied seats are not at the table (a caller's bug)", () => {
    expect(() => validateWager(fortune7, { ...TABLE, playerDealerSeat: 9 }, [], seat(3, "player", 500))).toThrow(RangeError);
    expect(() => validateRound(fortune7, { ...TABLE, occupiedSeats: [0] }, [])).toThrow(RangeError);
  });
});

describe("validateRound", () => {
  it("accepts a bonus listed before its line wager: the round is judged as a whole", () => {
    const wagers = [seat(3, "tie", dollars(5)), seat(3, "player", dollars(10))];
    expect(validateWager(fortune7, TABLE, [], wagers[0] as Wager).ok).toBe(false);
    expect(validateRound(fortune7, TABLE, wagers)).toEqual({ ok: true });
  });

  it("finds a bonus left without its line wager", () => {
    const verdict = validateRound(fortune7, TABLE, [seat(3, "banker", dollars(10)), seat(5, "fortune7", dollars(5))]);
    expect(verdict).toEqual({
      ok: false,
      refusals: [{ code: "NeedsQualifyingWager", message: "Seat 5: the Fortune 7 bet needs a Player or Banker wager first", wagers: [1] }],
    });
  });

  it("reports a spot over its limit once, naming every wager on it", () => {
    const verdict = validateRound(fortune7, TABLE, [seat(3, "player", dollars(60)), seat(2, "player", dollars(60)), backline(3, "player", dollars(50), "Ann")]);
    expect(verdict.ok).toBe(false);
    if (verdict.ok) return;
    expect(verdict.refusals).toEqual([
      {
        code: "OverSpotLimit",
        message: "Seat 3: the Player spot allows $100.00 in total between the seated player and backline bettors; these wagers come to $110.00",
        wagers: [0, 2],
      },
    ]);
  });

  it("reports a duplicate once, and every other problem too", () => {
    const verdict = validateRound(fortune7, TABLE, [seat(3, "player", dollars(10)), seat(3, "player", dollars(10)), seat(4, "player", dollars(10)), seat(2, "tie", 100)]);
    expect(verdict.ok).toBe(false);
    if (verdict.ok) return;
    expect(verdict.refusals.map((r) => [r.code, r.wagers])).toEqual([
      ["DuplicateWager", [0, 1]],
      ["SeatEmpty", [2]],
      ["BelowMinimum", [3]],
    ]);
  });

  it("accepts an empty round", () => {
    expect(validateRound(fortune7, TABLE, [])).toEqual({ ok: true });
  });
});

describe("one seated player per spot", () => {
  it("a seated wager naming someone else than the seat's seated wagers is refused, one at a time and in a round", () => {
    const ann = { ...seat(3, "player", dollars(20)), bettor: "Ann" };
    const bob = { ...seat(3, "banker", dollars(20)), bettor: "Bob" };
    expect(refusal(validateWager(fortune7, TABLE, [ann], bob))).toEqual({
      code: "TwoSeatedPlayers",
      message: "Seat 3: the seated wagers here are Ann's; a wager of Bob's goes on a spot of Bob's own, or behind this seat as a backline wager",
    });
    const round = validateRound(fortune7, TABLE, [ann, seat(5, "player", dollars(10)), bob]);
    expect(round.ok ? [] : round.refusals.map((r) => [r.code, r.wagers])).toEqual([["TwoSeatedPlayers", [0, 2]]]);
  });

  it("the same name, no name, or a backline bettor's own name are accepted", () => {
    const ann = { ...seat(3, "player", dollars(20)), bettor: "Ann" };
    expect(validateWager(fortune7, TABLE, [ann], { ...seat(3, "fortune7", dollars(5)), bettor: "Ann" })).toEqual({ ok: true });
    expect(validateWager(fortune7, TABLE, [ann], seat(3, "fortune7", dollars(5)))).toEqual({ ok: true });
    expect(validateWager(fortune7, TABLE, [ann], backline(3, "player", dollars(5), "Bob"))).toEqual({ ok: true });
    // Ann on a second spot of her own.
    expect(validateRound(fortune7, TABLE, [ann, { ...seat(5, "banker", dollars(20)), bettor: "Ann" }])).toEqual({ ok: true });
  });
});

describe("properties", () => {
  const bets = ["player", "banker", "tie", "oneUp", "fortune7", "bogus"];
  const wagerArb: fc.Arbitrary<Wager> = fc.record({
    seat: fc.integer({ min: 0, max: 9 }),
    bet: fc.constantFrom(...bets),
    amount: fc.oneof(fc.integer({ min: 1, max: 120 }).map((d) => d * 100), fc.constantFrom(0, 250, 1050, -100, 10.5)),
    backline: fc.boolean(),
    bettor: fc.constantFrom(undefined, "Ann", "Bob"),
  });

  /** Keeps the wagers the dealer would accept one at a time. */
  function acceptInTurn(rules: WageringRules, proposals: readonly Wager[]): Wager[] {
    const placed: Wager[] = [];
    for (const w of proposals) if (validateWager(rules, TABLE, placed, w).ok) placed.push(w);
    return placed;
  }

  it("wagers accepted one at a time always make a valid round", () => {
    fc.assert(
      fc.property(fc.array(wagerArb, { maxLength: 40 }), (proposals) => {
        const placed = acceptInTurn(fortune7, proposals);
        return validateRound(fortune7, TABLE, placed).ok;
      }),
    );
  });

  it("in any valid round: spots within limits, every wager at least the minimum, every bonus backed by the same bettor's line wager", () => {
    fc.assert(
      fc.property(fc.array(wagerArb, { maxLength: 40 }), (proposals) => {
        const placed = acceptInTurn(fortune7, proposals);
        return placed.every(
          (w) =>
            spotTotal(placed, w.seat, w.bet) <= dollars(100) &&
            w.amount >= dollars(5) &&
            w.seat !== TABLE.playerDealerSeat &&
            TABLE.occupiedSeats.includes(w.seat) &&
            (LINE.includes(w.bet) || placed.some((o) => o.seat === w.seat && LINE.includes(o.bet) && sameBettor(o, w))),
        );
      }),
    );
  });

  it("one wager is accepted exactly when the round with it added is valid", () => {
    fc.assert(
      fc.property(fc.array(wagerArb, { maxLength: 30 }), wagerArb, (proposals, next) => {
        const placed = acceptInTurn(fortune7, proposals);
        return validateWager(fortune7, TABLE, placed, next).ok === validateRound(fortune7, TABLE, [...placed, next]).ok;
      }),
    );
  });

  it("a round's verdict does not depend on the order of its wagers", () => {
    fc.assert(
      fc.property(
        fc.array(wagerArb, { maxLength: 15 }).chain((ws) => fc.tuple(fc.constant(ws), fc.shuffledSubarray(ws, { minLength: ws.length, maxLength: ws.length }))),
        ([wagers, reordered]) => {
          const codes = (v: ReturnType<typeof validateRound>) => (v.ok ? [] : v.refusals.map((r) => r.code).sort());
          return JSON.stringify(codes(validateRound(fortune7, TABLE, wagers))) === JSON.stringify(codes(validateRound(fortune7, TABLE, reordered)));
        },
      ),
    );
  });

  it("a spot shared by the seated player and backline bettors is valid exactly when its total is within the maximum", () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 100 }), fc.array(fc.integer({ min: 5, max: 100 }), { maxLength: 4 }), (seated, backs) => {
        const wagers = [seat(3, "banker", dollars(seated)), ...backs.map((b, i) => backline(3, "banker", dollars(b), `B${i}`))];
        const total = seated + backs.reduce((a, b) => a + b, 0);
        return validateRound(fortune7, TABLE, wagers).ok === total <= 100;
      }),
    );
  });
});
