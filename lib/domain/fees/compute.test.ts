import { describe, expect, it } from "vitest";
import { dollars } from "../money";
import { computeFees, type FeeRound, type FeeWager } from "./compute";
import { FeeError } from "./fee-error";
import { getScheduleOption } from "./registry";
import type { ScheduleOption } from "./schedule";
import { seatPlayerBettor } from "../wagers/wager";

const hand = (playerDealerSeat: number, wagers: FeeWager[]): FeeRound => ({ kind: "hand", playerDealerSeat, wagers });
const game = (seat: number, amount: number, more: Partial<FeeWager> = {}): FeeWager => ({ seat, bet: "banker", kind: "game", amount: dollars(amount), ...more });
const bonus = (seat: number, bet: string, amount: number, more: Partial<FeeWager> = {}): FeeWager => ({ seat, bet, kind: "bonus", amount: dollars(amount), ...more });
const summary = (option: ScheduleOption, round: FeeRound) => computeFees(option, round).map((l) => [l.payer, l.cents] as const);

describe("Fortune 7 option 3 ($5-$100, $1.00 per spot, $2.00 player-dealer)", () => {
  const option = getScheduleOption("fortune-7-baccarat", "3");

  it("takes one fee per spot with a game wager, whatever bonus bets sit on it, and one player-dealer fee", () => {
    const round = hand(1, [
      game(2, 100),
      bonus(2, "tie", 25),
      bonus(2, "one-up", 10),
      bonus(2, "fortune-7", 5),
      game(3, 5, { bet: "player" }),
      game(5, 40),
      game(5, 20, { bet: "player" }),
      bonus(5, "fortune-7", 5),
      game(7, 50),
      bonus(7, "tie", 5),
    ]);
    const lines = computeFees(option, round);
    expect(lines.map((l) => [l.payer, l.cents])).toEqual([
      [{ kind: "player-dealer", seat: 1 }, 200],
      [{ kind: "seat", seat: 2 }, 100],
      [{ kind: "seat", seat: 3 }, 100],
      [{ kind: "seat", seat: 5 }, 100],
      [{ kind: "seat", seat: 7 }, 100],
    ]);
    expect(lines.every((l) => l.scheduleId === "fortune-7-baccarat" && l.optionId === "3" && l.source.lines === "137")).toBe(true);
    expect(lines[1]?.rule).toEqual({ collection: "per-spot", tier: null, text: "per betting spot (game wagers): $1.00" });
  });

  it("lists the spots clockwise from the player-dealer's left", () => {
    const lines = computeFees(option, hand(5, [game(2, 10), game(7, 10), game(4, 10), game(6, 10)]));
    expect(lines.map((l) => l.payer)).toEqual([
      { kind: "player-dealer", seat: 5 },
      { kind: "seat", seat: 6 },
      { kind: "seat", seat: 7 },
      { kind: "seat", seat: 2 },
      { kind: "seat", seat: 4 },
    ]);
  });

  it("charges each backline bettor on a spot separately, and no one for bonus bets alone", () => {
    const lines = summary(
      option,
      hand(1, [
        game(3, 50),
        game(3, 20, { backline: true, bettor: "B" }),
        game(3, 30, { backline: true, bettor: "A" }),
        bonus(4, "tie", 10, { backline: true }),
        game(4, 10, { backline: true }),
      ]),
    );
    expect(lines).toEqual([
      [{ kind: "player-dealer", seat: 1 }, 200],
      [{ kind: "seat", seat: 3 }, 100],
      [{ kind: "backline", seat: 3, bettor: "A" }, 100],
      [{ kind: "backline", seat: 3, bettor: "B" }, 100],
      [{ kind: "backline", seat: 4 }, 100],
    ]);
    expect(summary(option, hand(1, [bonus(6, "tie", 10, { backline: true })]))).toEqual([[{ kind: "player-dealer", seat: 1 }, 200]]);
  });

  it("exempts backline bettors when the option says so", () => {
    const exempt: ScheduleOption = {
      ...option,
      collections: option.collections.map((c) => (c.kind === "per-spot" ? { ...c, backline: "exempt" } : c)),
    };
    expect(summary(exempt, hand(1, [game(3, 50), game(3, 20, { backline: true })]))).toEqual([
      [{ kind: "player-dealer", seat: 1 }, 200],
      [{ kind: "seat", seat: 3 }, 100],
    ]);
  });

  it("takes nothing when nobody wagers", () => {
    expect(computeFees(option, hand(1, []))).toEqual([]);
  });
});

describe("Fortune 7 option 21: player-dealer fee by total table action", () => {
  const option = getScheduleOption("fortune-7-baccarat", "21");
  const pdFee = (wagers: FeeWager[]) => computeFees(option, hand(8, wagers)).map((l) => [l.payer, l.cents, l.basis]);

  it.each([
    [100, 100],
    [101, 200],
    [104, 200],
    [105, 200],
  ])("table action $%i pays %i cents", (action, cents) => {
    // spread over three spots and a bonus bet: the total is what counts
    const wagers = [game(1, action - 30), game(2, 20, { bet: "player" }), bonus(2, "one-up", 5), bonus(3, "tie", 5)];
    expect(pdFee(wagers)).toEqual([[{ kind: "player-dealer", seat: 8 }, cents, dollars(action)]]);
  });

  it("says which tier it used and why", () => {
    const [line] = computeFees(option, hand(8, [game(1, 102)]));
    expect(line?.rule).toEqual({
      collection: "player-dealer",
      tier: 2,
      text: "total table action $102.00: tier 2 ($105.00-$300.00) $2.00 (between printed tiers: previous-top-exclusive)",
    });
  });
});

describe("other collection kinds", () => {
  it("Buster Bonus option 1: a fee per game wager and per bonus bet, plus the player-dealer fee", () => {
    const option = getScheduleOption("no-bust-buster-bonus", "1");
    expect(summary(option, hand(4, [game(5, 25), bonus(5, "buster", 5), game(6, 10)]))).toEqual([
      [{ kind: "player-dealer", seat: 4 }, 50],
      [{ kind: "seat", seat: 5 }, 25],
      [{ kind: "seat", seat: 5 }, 25],
      [{ kind: "seat", seat: 6 }, 25],
    ]);
  });

  it("Fortune Pai Gow (Kings) option 1: the circle's fee follows its game wager; the Fortune Bonus adds nothing", () => {
    const option = getScheduleOption("fortune-pai-gow-poker-kings", "1");
    expect(summary(option, hand(1, [game(2, 100), bonus(2, "fortune", 500), game(3, 101)]))).toEqual([
      [{ kind: "player-dealer", seat: 1 }, 200],
      [{ kind: "seat", seat: 2 }, 100],
      [{ kind: "seat", seat: 3 }, 200],
    ]);
  });

  it("Fortune Pai Gow (Kings) option 3: refuses a circle above the last printed tier ($1,000)", () => {
    const option = getScheduleOption("fortune-pai-gow-poker-kings", "3");
    expect(() => computeFees(option, hand(1, [{ seat: 2, bet: "base", kind: "game", amount: 100001 }]))).toThrow(/above the last tier/);
  });

  it("EZ Baccarat Panda 8 (Mortimer's) option 1: the player fee follows everything the bettor has on the spot", () => {
    const option = getScheduleOption("ez-baccarat-panda-8-mortimers", "1");
    // spot 2: $51 -> $1.00; spot 3: $50 -> $0.50; table action $101 -> $2.00
    expect(summary(option, hand(1, [game(2, 40), bonus(2, "panda-8", 11), game(3, 50)]))).toEqual([
      [{ kind: "player-dealer", seat: 1 }, 200],
      [{ kind: "seat", seat: 2 }, 100],
      [{ kind: "seat", seat: 3 }, 50],
    ]);
  });

  it("EZ Baccarat Panda 8 (Mortimer's) option 1: a player on two spots pays one fee on their total (seed 003 L2265-2267)", () => {
    const option = getScheduleOption("ez-baccarat-panda-8-mortimers", "1");
    // Ann plays spots 2 and 3 ("any position ... may wager in any spot where no one has placed a wager", L2273-2275):
    // $300 + $300 = $600, tier $501+ -> $5.00, not two $2.00 fees. Table action $600 -> $5.00.
    const lines = computeFees(option, hand(1, [game(2, 300, { bettor: "Ann" }), game(3, 300, { bettor: "Ann" })]));
    expect(lines.map((l) => [l.payer, l.cents])).toEqual([
      [{ kind: "player-dealer", seat: 1 }, 500],
      [{ kind: "seat", seat: 2, bettor: "Ann" }, 500],
    ]);
    expect(lines[1]?.rule).toEqual({ collection: "per-spot", tier: 5, text: "player Ann on spots 2, 3: all wagers $600.00: tier 5 ($501.00+) $5.00" });
    expect(lines[1]?.basis).toBe(dollars(600));
    // The tablet names the player of seat 2 on seat 3's spot without a name: one fee, at seat 2.
    const bySeat = computeFees(option, hand(1, [game(2, 300), game(3, 300, { bettor: seatPlayerBettor(2) })]));
    expect(bySeat.map((l) => [l.payer, l.cents])).toEqual([
      [{ kind: "player-dealer", seat: 1 }, 500],
      [{ kind: "seat", seat: 2 }, 500],
    ]);
    expect(bySeat[1]?.basis).toBe(dollars(600));
    // Two players on those spots: two $2.00 fees.
    expect(summary(option, hand(1, [game(2, 300), game(3, 300)]))).toEqual([
      [{ kind: "player-dealer", seat: 1 }, 500],
      [{ kind: "seat", seat: 2 }, 200],
      [{ kind: "seat", seat: 3 }, 200],
    ]);
  });

  it("EZ Baccarat Panda 8 (Mortimer's) option 2: a player's seated and backline wagers add up; the seat's unnamed wagers are that player's", () => {
    const option = getScheduleOption("ez-baccarat-panda-8-mortimers", "2");
    // Ann seated at 5 ($150 Banker named, $50 Panda 8 unnamed) and behind seat 2 ($100): $300 -> $2.00 (tier $201-$300).
    // Seat 2's own player: $50 -> $0.50. Bob behind seat 2: $20 -> $0.50. The Ann line sits at her first spot clockwise from the PD (seat 1): seat 2.
    expect(summary(option, hand(1, [game(5, 150, { bettor: "Ann" }), bonus(5, "panda8", 50), game(2, 50), game(2, 100, { backline: true, bettor: "Ann" }), game(2, 20, { backline: true, bettor: "Bob" })]))).toEqual([
      [{ kind: "player-dealer", seat: 1 }, 300],
      [{ kind: "seat", seat: 2 }, 50],
      [{ kind: "backline", seat: 2, bettor: "Ann" }, 200],
      [{ kind: "backline", seat: 2, bettor: "Bob" }, 50],
    ]);
  });

  it("refuses a round whose seated wagers at one seat name two players", () => {
    const option = getScheduleOption("ez-baccarat-panda-8-mortimers", "1");
    expect(() => computeFees(option, hand(1, [game(2, 10, { bettor: "Ann" }), bonus(2, "tie", 10, { bettor: "Bob" })]))).toThrow(
      "the seated wagers of seat 2 name two different players: a spot has one seated player",
    );
  });

  it("Dai Bacc: no fee from players or backline bettors, whose wagers still count as table action", () => {
    const option = getScheduleOption("dai-bacc", "1");
    expect(summary(option, hand(1, [game(2, 90), game(2, 20, { backline: true }), bonus(3, "tiger-7", 5)]))).toEqual([
      [{ kind: "player-dealer", seat: 1 }, 300],
    ]);
  });

  it("Pai Gow Poker (Double Hand) option 1 has no player-dealer fee", () => {
    expect(summary(getScheduleOption("pai-gow-poker-double-hand", "1"), hand(1, [game(2, 10)]))).toEqual([[{ kind: "seat", seat: 2 }, 100]]);
  });
});

describe("poker", () => {
  const holdem = getScheduleOption("texas-holdem-kings", "2");

  it("takes no drop without a flop", () => {
    expect(computeFees(holdem, { kind: "poker-hand", playersDealt: 9, flopDealt: false })).toEqual([]);
    expect(computeFees(getScheduleOption("omaha-kings", "5"), { kind: "poker-hand", playersDealt: 3, flopDealt: false })).toEqual([]);
  });

  it("takes the band's drop from the pot after the flop", () => {
    const at = (n: number) => computeFees(holdem, { kind: "poker-hand", playersDealt: n, flopDealt: true });
    expect(at(2)).toEqual([expect.objectContaining({ payer: { kind: "pot" }, cents: 200, basis: 2, rule: expect.objectContaining({ tier: 3 }) })]);
    expect(at(5)[0]?.cents).toBe(300);
    expect(at(7)[0]?.cents).toBe(400);
    expect(at(10)[0]?.rule.text).toBe("poker drop, 10 players dealt: 7+ $4.00");
  });

  it("never takes more than the pot", () => {
    const [line] = computeFees(holdem, { kind: "poker-hand", playersDealt: 8, flopDealt: true, pot: 250 });
    expect(line).toMatchObject({ cents: 250, rule: { text: expect.stringContaining("capped at the pot $2.50") } });
  });

  it("refuses a hand with fewer than two players", () => {
    expect(() => computeFees(holdem, { kind: "poker-hand", playersDealt: 1, flopDealt: true })).toThrow(FeeError);
  });

  it("time collection: each seated player, per half hour due", () => {
    const option = getScheduleOption("texas-holdem-kings", "6");
    const lines = computeFees(option, { kind: "time", seatedPlayers: [9, 2, 5], halfHours: 1 });
    expect(lines.map((l) => [l.payer, l.cents])).toEqual([
      [{ kind: "seat", seat: 2 }, 500],
      [{ kind: "seat", seat: 5 }, 500],
      [{ kind: "seat", seat: 9 }, 500],
    ]);
    expect(lines[0]?.rule.text).toBe("time collection $5.00 per player per 1/2 hour x 1");
    expect(computeFees(getScheduleOption("omaha-kings", "7"), { kind: "time", seatedPlayers: [1], halfHours: 3 })[0]?.cents).toBe(1800);
    expect(computeFees(option, { kind: "time", seatedPlayers: [1, 2], halfHours: 0 })).toEqual([]);
    expect(() => computeFees(option, { kind: "time", seatedPlayers: [1, 1], halfHours: 1 })).toThrow(/twice/);
    expect(() => computeFees(option, { kind: "time", seatedPlayers: [1], halfHours: 0.5 })).toThrow(FeeError);
  });

  it("a time-collection table takes nothing per hand, a drop table nothing per half hour", () => {
    expect(computeFees(getScheduleOption("texas-holdem-kings", "6"), { kind: "poker-hand", playersDealt: 9, flopDealt: true })).toEqual([]);
    expect(computeFees(holdem, { kind: "time", seatedPlayers: [1, 2], halfHours: 1 })).toEqual([]);
  });
});

describe("refusals", () => {
  const option = getScheduleOption("fortune-7-baccarat", "3");
  it("refuses a round of the other family", () => {
    expect(() => computeFees(option, { kind: "poker-hand", playersDealt: 5, flopDealt: true })).toThrow(/california schedule/);
    expect(() => computeFees(getScheduleOption("texas-holdem-kings", "1"), hand(1, [game(2, 10)]))).toThrow(/poker schedule/);
  });

  it("refuses a wager on the player-dealer's seat, empty or fractional wagers, and bad seats", () => {
    expect(() => computeFees(option, hand(2, [game(2, 10)]))).toThrow(/holds the bank/);
    expect(() => computeFees(option, hand(1, [{ seat: 2, bet: "banker", kind: "game", amount: 0 }]))).toThrow(FeeError);
    expect(() => computeFees(option, hand(1, [{ seat: 2, bet: "banker", kind: "game", amount: 10.5 }]))).toThrow(FeeError);
    expect(() => computeFees(option, hand(1, [game(0, 10)]))).toThrow(FeeError);
    expect(() => computeFees(option, hand(0, [game(2, 10)]))).toThrow(FeeError);
  });
});
