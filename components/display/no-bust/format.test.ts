import { describe, expect, it } from "vitest";
import type { NoBustHandView } from "@/lib/domain/table/no-bust/views";
import { centreState, seatGroups, valueText, wallRound } from "./format";
import { seatsLayout } from "../seats-layout";

const hand = (seat: number, h = 0, extra: Partial<NoBustHandView> = {}): NoBustHandView => ({ seat, hand: h, cards: ["TS", "8C"], value: "hard 18", doubled: false, surrendered: false, stood: false, outcome: null, ...extra });

describe("the No Bust wall's round on show", () => {
  const last = {
    id: "r1",
    handNumber: 4,
    playerDealerSeat: 2,
    playerDealer: ["7S", "8H", "5D"],
    playerDealerValue: "hard 20",
    hands: [{ seat: 3, hand: 0, cards: ["JK", "5H"], value: "Joker hand", doubled: false, surrendered: false, outcome: "win" as const }],
    bankBefore: 2_500,
    bankAfter: 0,
    actionSeat: 2,
    voided: false,
  };

  it("shows the round being dealt, the last round between hands, nothing while betting", () => {
    const dealing = wallRound({ phase: "dealing", handNumber: 5, dealerHand: { cards: ["AS", "face-down"], value: "soft 11" }, hands: [hand(1)], lastRound: null });
    expect(dealing).toMatchObject({ handNumber: 5, finished: false, playerDealer: { cards: ["AS", "face-down"] } });
    const between = wallRound({ phase: "waiting", handNumber: 4, dealerHand: { cards: [], value: null }, hands: [], lastRound: last });
    expect(between).toMatchObject({ handNumber: 4, finished: true, playerDealer: { cards: ["7S", "8H", "5D"], value: "hard 20" } });
    expect(wallRound({ phase: "betting", handNumber: 5, dealerHand: { cards: [], value: null }, hands: [], lastRound: null })).toBeNull();
  });

  it("says whose turn it is, the joker freeze, the player-dealer's draw and the results", () => {
    const base = { phase: "dealing" as const, turn: null, frozen: false, dealerHand: { cards: ["7S"], value: "hard 7" }, hands: [hand(1), hand(4, 0), hand(4, 1)] };
    const round = { handNumber: 1, playerDealer: base.dealerHand, hands: base.hands, insurance: [], finished: false };
    expect(centreState({ ...base, turn: { seat: 1, hand: 0 } }, round)).toEqual({ kind: "turn", text: "Seat 1 to play", seat: 1, hand: null });
    expect(centreState({ ...base, turn: { seat: 4, hand: 1 } }, round)).toEqual({ kind: "turn", text: "Seat 4 hand 2 · to play", seat: 4, hand: 1 });
    expect(centreState({ ...base, frozen: true }, round).kind).toBe("frozen");
    expect(centreState(base, round)).toEqual({ kind: "player-dealer", text: "Player-dealer's hand" });
    // The hole card still down and nobody to play: insurance, the check, the fees; not yet the player-dealer's turn.
    expect(centreState({ ...base, dealerHand: { cards: ["AS", "face-down"], value: "soft 11" } }, round)).toEqual({ kind: "dealing", text: "Dealing" });
    const done = { ...round, finished: true, playerDealer: { cards: ["7S", "8H", "5D"], value: "hard 20" }, hands: [hand(1, 0, { outcome: "win" }), hand(4, 0, { outcome: "lose" }), hand(4, 1, { outcome: "lose" })] };
    expect(centreState(base, done)).toEqual({ kind: "result", text: "Player-dealer Hard 20", counts: { win: 1, lose: 2, push: 0 } });
    expect(valueText(null)).toBe("–");
  });
});

describe("the seats' layout on the board", () => {
  it("keeps a seat's split hands side by side and uses the largest cards that fit", () => {
    const groups = seatGroups([hand(1), hand(3), hand(4, 1), hand(4, 0)]);
    expect(groups.map((g) => [g.seat, g.hands.map((h) => h.hand)])).toEqual([
      [1, [0]],
      [3, [0]],
      [4, [0, 1]],
    ]);
    expect(seatsLayout(groups)).toMatchObject({ columns: 5, rows: 1, size: "lg", places: [{ seat: 1, row: 0, column: 0, span: 1 }, { seat: 3, row: 0, column: 1, span: 1 }, { seat: 4, row: 0, column: 2, span: 2 }] });
    // Nine seats of one hand: two rows of five.
    const nine = seatGroups(Array.from({ length: 9 }, (_, i) => hand(i + 1)));
    expect(seatsLayout(nine)).toMatchObject({ columns: 5, rows: 2, size: "sm" });
    // A seat split three times never breaks across rows.
    const split = seatsLayout([{ seat: 1, hands: [1, 2, 3] }, { seat: 2, hands: [1, 2, 3, 4] }]);
    expect(split.places).toEqual([
      { seat: 1, row: 0, column: 0, span: 3 },
      { seat: 2, row: 1, column: 0, span: 4 },
    ]);
    expect(split.size).toBe("sm");
  });

  it("puts the seats in seat order and fills every row across the board (issue 14, item 11)", () => {
    // Dealt from seat 7 round to seat 2: shown 2, 4, 7 as the players sit.
    expect(seatGroups([hand(7), hand(2), hand(4)]).map((g) => g.seat)).toEqual([2, 4, 7]);
    // Three seats fill one row: each a third of the board, no empty columns.
    expect(seatsLayout(seatGroups([hand(1), hand(2), hand(3)])).rowSpans).toEqual([3]);
    // Seven seats: two rows of 4 and 3, each drawn across the whole width.
    const seven = seatsLayout(seatGroups(Array.from({ length: 7 }, (_, i) => hand(i + 1))));
    expect(seven.rowSpans).toEqual([4, 3]);
    expect(seven.places.map((p) => p.row)).toEqual([0, 0, 0, 0, 1, 1, 1]);
  });
});
