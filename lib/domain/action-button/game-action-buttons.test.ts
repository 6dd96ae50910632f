import { describe, expect, it } from "vitest";
import { RANKS, type Card, type Rank } from "../cards/card";
import { placeActionButton, type ActionButton } from "./action-button";
import { DICE_TOTAL_MAX, DICE_TOTAL_MIN } from "./dice-count";
import {
  FILED_ACTION_BUTTONS,
  TWENTY_FIRST_CENTURY_BACCARAT_COUNT,
  dragonBonusBaccarat,
  ezBaccaratPanda8,
  faceUpPaiGowPoker,
  fortunePaiGowPoker,
  noBustBlackjack60,
  noBustJokerEdition,
  paiGowTiles,
  pure215Blackjack,
  twentyFirstCenturyBaccarat50,
} from "./game-action-buttons";
import { countSeats } from "./card-count";

const all = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const card = (rank: Rank): Card => `${rank}H`;

/** Expected action seat for every rank, A 2 3 4 5 6 7 8 9 T J Q K in that order (worked out by hand from the filing). */
function seatsByRank(button: ActionButton, pdSeat: number, seats: number, active = all(seats)): number[] {
  return RANKS.map((r) => placeActionButton(button, { kind: "card", card: card(r) }, { pdSeat, seats, active }).seat);
}

describe("21st Century Baccarat 5.0 (seed 001, rule 16)", () => {
  it("reads the printed chart on an 8-seat table: PD 0, seat 2 = A or 8 … seat 8 = 7", () => {
    const button = twentyFirstCenturyBaccarat50();
    //                                    A  2  3  4  5  6  7  8  9  T  J  Q  K
    expect(seatsByRank(button, 1, 8)).toEqual([2, 3, 4, 5, 6, 7, 8, 2, 3, 4, 5, 6, 7]);
    expect(seatsByRank(button, 5, 8)).toEqual([6, 7, 8, 1, 2, 3, 4, 6, 7, 8, 1, 2, 3]);
  });

  it("the chart is its counting rule on 8 seats, for every player-dealer seat", () => {
    for (let pd = 1; pd <= 8; pd++) {
      expect(seatsByRank(twentyFirstCenturyBaccarat50(), pd, 8)).toEqual(seatsByRank(TWENTY_FIRST_CENTURY_BACCARAT_COUNT, pd, 8));
    }
  });

  it("on 14 seats every rank names its own seat by default, or the printed positions as an option", () => {
    expect(seatsByRank(twentyFirstCenturyBaccarat50(), 1, 14)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(seatsByRank(twentyFirstCenturyBaccarat50(), 10, 14)).toEqual([11, 12, 13, 14, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(seatsByRank(twentyFirstCenturyBaccarat50({ otherTables: "printed-chart" }), 1, 14)).toEqual([
      2, 3, 4, 5, 6, 7, 8, 2, 3, 4, 5, 6, 7,
    ]);
  });

  it("has no joker", () => {
    expect(() => placeActionButton(twentyFirstCenturyBaccarat50(), { kind: "card", card: "JK" }, { pdSeat: 1, seats: 8, active: [] })).toThrow();
  });
});

describe("Banker's second card: EZ Baccarat Panda 8 (seed 003 H4) and Dragon Bonus (seed 003 M4, seed 004 3.9)", () => {
  for (const [name, button] of [
    ["EZ Baccarat Panda 8", ezBaccaratPanda8()],
    ["Dragon Bonus", dragonBonusBaccarat()],
  ] as const) {
    it(`${name}: counts from the player left of the house dealer, PD not counted, 10 = 10 by default`, () => {
      expect(button.kind === "card-count" && button.card).toBe("banker-second-card");
      expect(seatsByRank(button, 4, 8)).toEqual([1, 2, 3, 5, 6, 7, 8, 1, 2, 3, 5, 6, 7]);
      expect(seatsByRank(button, 1, 8)).toEqual([2, 3, 4, 5, 6, 7, 8, 2, 3, 4, 5, 6, 7]);
      expect(seatsByRank(button, 14, 14)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
      expect(seatsByRank(button, 7, 14)).toEqual([1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14]);
    });
  }

  it("the 10's count and empty-seat counting are options", () => {
    expect(seatsByRank(ezBaccaratPanda8({ tenCount: 1 }), 4, 8)[9]).toBe(1);
    // Only seats 2, 6, 8 hold wagers: with empty seats skipped the count runs 2, 6, 8, 2, …
    expect(seatsByRank(dragonBonusBaccarat({ emptySeats: "skipped" }), 4, 8, [2, 6, 8])).toEqual([
      2, 6, 8, 2, 6, 8, 2, 6, 8, 2, 6, 8, 2,
    ]);
  });

  it("the Kings filing of EZ Baccarat and Dragon Bonus without a button start left of the player-dealer", () => {
    for (const button of [ezBaccaratPanda8({ filing: "GEGA-004229" }), dragonBonusBaccarat({ actionButton: "not-utilized" })]) {
      expect(placeActionButton(button, { kind: "none" }, { pdSeat: 8, seats: 8, active: [] }).seat).toBe(1);
      expect(placeActionButton(button, { kind: "none" }, { pdSeat: 3, seats: 14, active: [] }).seat).toBe(4);
    }
  });
});

describe("No Bust 21st Century Blackjack, Joker edition (seed 003 B5)", () => {
  it("counts clockwise from the seat right after the PD, J/Q/K worth 10, a joker 1", () => {
    const button = noBustJokerEdition();
    expect(button.card).toBe("player-dealer-second-card");
    // PD at 3: 4 5 6 7 8 1 2 are 1..7, then 4 again.
    expect(seatsByRank(button, 3, 8)).toEqual([4, 5, 6, 7, 8, 1, 2, 4, 5, 6, 6, 6, 6]);
    expect(placeActionButton(button, { kind: "card", card: "JK" }, { pdSeat: 3, seats: 8, active: all(8) }).seat).toBe(4);
  });

  it("options: faces 11-13, the PD counted after a wrap, the joker's count", () => {
    expect(seatsByRank(noBustJokerEdition({ faces: "11-12-13" }), 3, 8).slice(10)).toEqual([7, 8, 1]);
    // PD counted on the second pass: 8 lands on the PD (action to its left, seat 4), 9 = seat 4, 10-13 = seat 5.
    expect(seatsByRank(noBustJokerEdition({ pdOnWrap: "counted" }), 3, 8)).toEqual([4, 5, 6, 7, 8, 1, 2, 4, 4, 5, 5, 5, 5]);
    expect(placeActionButton(noBustJokerEdition({ jokerCount: 3 }), { kind: "card", card: "JK" }, { pdSeat: 3, seats: 8, active: all(8) }).seat).toBe(6);
  });
});

describe("Player-dealer's hole card, A = 1 … K = 13 from the house dealer's left (No Bust 6.0 E5 / J5; Pure 21.5)", () => {
  it("No Bust 6.0 counts seat numbers clockwise, PD skipped; counter-clockwise is an option", () => {
    expect(seatsByRank(noBustBlackjack60(), 8, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 1, 2, 3, 4, 5, 6]);
    expect(seatsByRank(noBustBlackjack60({ direction: "counterclockwise" }), 8, 8)).toEqual([1, 7, 6, 5, 4, 3, 2, 1, 7, 6, 5, 4, 3]);
  });

  it("Pure 21.5 and Pure Spanish 21.5", () => {
    expect(seatsByRank(pure215Blackjack(), 2, 8)).toEqual([1, 3, 4, 5, 6, 7, 8, 1, 3, 4, 5, 6, 7]);
    expect(seatsByRank(FILED_ACTION_BUTTONS["pure-spanish-21.5"].button, 2, 8)).toEqual(seatsByRank(pure215Blackjack(), 2, 8));
  });

  it("an empty counted seat keeps the button (settlement walks on from it) unless told otherwise", () => {
    const active = [5, 7];
    expect(seatsByRank(pure215Blackjack(), 2, 8, active)[0]).toBe(1);
    expect(seatsByRank(pure215Blackjack({ onEmptySeat: "next-active-clockwise" }), 2, 8, active)[0]).toBe(5);
  });
});

describe("three dice", () => {
  const totals = Array.from({ length: DICE_TOTAL_MAX - DICE_TOTAL_MIN + 1 }, (_, i) => i + DICE_TOTAL_MIN);
  const byTotal = (button: ActionButton, pdSeat: number, seats: number, active = all(seats)) =>
    totals.map((total) => placeActionButton(button, { kind: "dice", total }, { pdSeat, seats, active }));

  it("7 positions (Fortune Pai Gow Poker): PD at 1/8/15, the action then to the player on its left", () => {
    const result = byTotal(fortunePaiGowPoker(), 3, 7);
    //                                          3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18
    expect(result.map((r) => r.seat)).toEqual([5, 6, 7, 1, 2, 4, 4, 5, 6, 7, 1, 2, 4, 4, 5, 6]);
    expect(result.map((r) => r.route === "player-dealer")).toEqual(totals.map((t) => t === 8 || t === 15));
    expect(result.filter((r) => r.landedOn === 3).length).toBe(2);
  });

  it("8 positions (Pai Gow Tiles): PD at 1/9/17, the action then to the player right of the house dealer", () => {
    //                                                      3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18
    expect(byTotal(paiGowTiles(), 3, 8).map((r) => r.seat)).toEqual([5, 6, 7, 8, 1, 2, 8, 4, 5, 6, 7, 8, 1, 2, 8, 4]);
    // When the player-dealer sits on the house dealer's right, the next player in is seat 7.
    expect(byTotal(paiGowTiles(), 8, 8).map((r) => r.seat)).toEqual([2, 3, 4, 5, 6, 7, 7, 1, 2, 3, 4, 5, 6, 7, 7, 1]);
    expect(byTotal(paiGowTiles({ onPlayerDealer: "left-of-player-dealer" }), 3, 8)[6]?.seat).toBe(4);
  });

  it("Face Up Pai Gow Poker: a seat without a wager passes the action to the first active seat clockwise", () => {
    const result = byTotal(faceUpPaiGowPoker(), 1, 7, [4, 6]);
    //                                          3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18
    expect(result.map((r) => r.seat)).toEqual([4, 4, 6, 6, 4, 4, 4, 4, 4, 6, 6, 4, 4, 4, 4, 4]);
    expect(result[0]).toEqual({ seat: 4, landedOn: 3, route: "empty-seat" });
    expect(result[5]).toEqual({ seat: 4, landedOn: 1, route: "empty-seat" });
    // Without the option the button stays where the dice pointed.
    expect(byTotal(fortunePaiGowPoker(), 1, 7, [4, 6])[0]?.seat).toBe(3);
  });

  it("refuses totals three dice cannot make and tables of the wrong size", () => {
    expect(() => placeActionButton(paiGowTiles(), { kind: "dice", total: 2 }, { pdSeat: 1, seats: 8, active: [] })).toThrow();
    expect(() => placeActionButton(paiGowTiles(), { kind: "dice", total: 19 }, { pdSeat: 1, seats: 8, active: [] })).toThrow();
    expect(() => placeActionButton(fortunePaiGowPoker(), { kind: "dice", total: 9 }, { pdSeat: 1, seats: 8, active: [] })).toThrow();
  });
});

describe("FILED_ACTION_BUTTONS", () => {
  it("gives every game an answer for every card, die total or none, never the player-dealer", () => {
    for (const [id, filed] of Object.entries(FILED_ACTION_BUTTONS)) {
      const b: ActionButton = filed.button;
      const seats = b.kind === "dice" ? b.positions : 8;
      for (let pd = 1; pd <= seats; pd++) {
        const draws =
          b.kind === "dice"
            ? Array.from({ length: 16 }, (_, i) => ({ kind: "dice" as const, total: i + 3 }))
            : b.kind === "left-of-player-dealer"
              ? [{ kind: "none" as const }]
              : RANKS.map((r) => ({ kind: "card" as const, card: card(r) }));
        for (const draw of draws) {
          const seat = placeActionButton(b, draw, { pdSeat: pd, seats, active: all(seats) }).seat;
          expect(seat, `${id} pd ${pd}`).not.toBe(pd);
        }
      }
    }
  });

  it("needs the kind of draw its button uses", () => {
    expect(() => placeActionButton(pure215Blackjack(), { kind: "dice", total: 7 }, { pdSeat: 1, seats: 8, active: [] })).toThrow();
    expect(() => placeActionButton(paiGowTiles(), { kind: "card", card: "AS" }, { pdSeat: 1, seats: 8, active: [] })).toThrow();
  });

  it("the seat-numbered count is periodic in the number of non-PD seats", () => {
    for (let pd = 1; pd <= 8; pd++) {
      for (let n = 1; n <= 6; n++) expect(countSeats(n, pure215Blackjack(), { pdSeat: pd, seats: 8, active: [] })).toBe(countSeats(n + 7, pure215Blackjack(), { pdSeat: pd, seats: 8, active: [] }));
    }
  });
});
