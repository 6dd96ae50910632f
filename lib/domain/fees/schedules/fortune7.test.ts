import { describe, expect, it } from "vitest";
import { computeFees } from "../compute";
import { getScheduleOption } from "../registry";
import { oneWagerHand, printedCents, printedRange, takenFrom, tierCases, type PrintedRow } from "./printed-rows.testkit";

// Copied by hand from 000_46d708fc1e637b4c.txt L134-157:
// Schedule Options | Limit Per Player Spot | Player Collection Fee (per betting spot) | Player-Dealer Collection Fee (per hand)
const OPTIONS_1_20: readonly (readonly [string, string, string, string])[] = [
  ["1", "$5 - $10", "$0.50", "$1.00"],
  ["2", "$5 - $50", "$0.50", "$2.00"],
  ["3", "$5 - $100", "$1.00", "$2.00"],
  ["4", "$10 - $100", "$1.00", "$2.00"],
  ["5", "$25 - $100", "$1.00", "$2.00"],
  ["6", "$50 - $100", "$1.00", "$3.00"],
  ["7", "$100 - $100", "$1.00", "$3.00"],
  ["8", "$25 - $200", "$2.00", "$3.00"],
  ["9", "$25 - $200", "$2.00", "$4.00"],
  ["10", "$50 - $300", "$2.00", "$4.00"],
  ["11", "$100 - $300", "$2.00", "$4.00"],
  ["12", "$100 - $300", "$3.00", "$5.00"],
  ["13", "$100 - $500", "$3.00", "$5.00"],
  ["14", "$200 - $500", "$3.00", "$5.00"],
  ["15", "$300 - $500", "$3.00", "$5.00"],
  ["16", "$300 - $1,000", "$5.00", "$8.00"],
  ["17", "$300 - $1,000", "$5.00", "$10.00"],
  ["18", "$500 - $1,000", "$5.00", "$10.00"],
  ["19", "$500 - $2,000", "$5.00", "$10.00"],
  ["20", "$1,000 - $5,000", "$10.00", "$15.00"],
];

// L161-193: Schedule Options | Limit | Table Action | Player Collection Fee (per bet) $0.00 | Player-Dealer Collection Fee (per hand)
const OPTIONS_21_26: readonly (readonly [string, string, readonly PrintedRow[]])[] = [
  ["21", "$1 - $100", [["$1 - $100", "$1.00"], ["$105 - $300", "$2.00"], ["$305 - $500", "$4.00"], ["$505 - $1,500", "$7.00"], ["$1,505+", "$11.00"]]],
  // L171 prints "$1,505" without "+": read as "$1,505+" (docs/rules-decisions/fees.md).
  ["22", "$5 - $100", [["$5 - $100", "$1.00"], ["$105 - $300", "$2.00"], ["$305 - $500", "$4.00"], ["$505 - $1,500", "$7.00"], ["$1,505+", "$11.00"]]],
  ["23", "$10 - $100", [["$10 - $300", "$2.00"], ["$305 - $500", "$4.00"], ["$505 - $1,500", "$7.00"], ["$1,505+", "$11.00"]]],
  ["24", "$25 - $100", [["$25 - $300", "$2.00"], ["$305 - $800", "$6.00"], ["$805 - $1,500", "$10.00"], ["$1,505 - $3,000", "$12.00"], ["$3,005+", "$30.00"]]],
  ["25", "$50 - $300", [["$50 - $300", "$4.00"], ["$305 - $1,000", "$8.00"], ["$1,005 - $2,000", "$15.00"], ["$2,005 - $5,000", "$20.00"], ["$5,005+", "$50.00"]]],
  ["26", "$50 - $300", [["$300 - $1,200", "$4.00"], ["$1,205 - $3,600", "$15.00"], ["$3,605 - $7,200", "$25.00"], ["$7,205 - $15,000", "$45.00"], ["$15,005+", "$65.00"]]],
];

describe("Fortune 7 Baccarat options 1-20: flat fee per spot + flat player-dealer fee", () => {
  it.each(OPTIONS_1_20)("option %s (%s): player %s per spot, player-dealer %s per hand", (id, limit, player, pd) => {
    const option = getScheduleOption("fortune-7-baccarat", id);
    const [min, max] = printedRange(limit);
    expect(option.limit).toEqual({ kind: "spot", min, max });
    for (const amount of [min, max ?? min]) {
      expect(takenFrom(option, oneWagerHand(amount), "seat")).toBe(printedCents(player));
      expect(takenFrom(option, oneWagerHand(amount), "player-dealer")).toBe(printedCents(pd));
    }
  });
});

describe("Fortune 7 Baccarat options 21-26: player-dealer fee by total table action", () => {
  const cases = OPTIONS_21_26.flatMap(([id, , rows]) =>
    tierCases(rows, "previous-top-exclusive").map((c) => [`option ${id}: ${c.what} (${c.amount} cents)`, id, c.amount, c.expected] as const),
  );

  it.each(OPTIONS_21_26)("option %s has the limit %s and takes nothing from the players", (id, limit) => {
    const option = getScheduleOption("fortune-7-baccarat", id);
    const [min, max] = printedRange(limit);
    expect(option.limit).toEqual({ kind: "spot", min, max });
    expect(takenFrom(option, oneWagerHand(min), "seat")).toBe(0);
  });

  it.each(cases)("%s", (_name, id, amount, expected) => {
    expect(takenFrom(getScheduleOption("fortune-7-baccarat", id), oneWagerHand(amount), "player-dealer")).toBe(expected);
  });

  it("option 26 charges the first tier for action below its $300 minimum", () => {
    const option = getScheduleOption("fortune-7-baccarat", "26");
    expect(takenFrom(option, oneWagerHand(5000), "player-dealer")).toBe(400);
    const [line] = computeFees(option, oneWagerHand(5000));
    expect(line?.rule.text).toMatch(/below the first tier/);
  });

  it("counts bonus bets and backline wagers in total table action", () => {
    const option = getScheduleOption("fortune-7-baccarat", "21");
    const lines = computeFees(option, {
      kind: "hand",
      playerDealerSeat: 4,
      wagers: [
        { seat: 5, bet: "banker", kind: "game", amount: 6000 },
        { seat: 5, bet: "fortune-7", kind: "bonus", amount: 2500 },
        { seat: 5, bet: "player", kind: "game", amount: 2000, backline: true },
      ],
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ payer: { kind: "player-dealer", seat: 4 }, cents: 200, basis: 10500, rule: { tier: 2 } });
  });
});
