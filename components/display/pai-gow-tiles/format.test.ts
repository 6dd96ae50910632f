import { describe, expect, it } from "vitest";
import type { PaiGowTilesDisplayView } from "@/lib/domain/table/pai-gow-tiles/views";
import { resultCounts, seatsLayout, turnText, wallHandName, wallRound } from "./format";

const base = { handNumber: 4, dice: 11, actionSeat: 3, lastRound: null } as const;

describe("the Pai Gow Tiles wall's words and layout", () => {
  it("shows a seat face down as four backs until it turns over, with what it has done so far", () => {
    const round = wallRound({
      ...base,
      phase: "dealing",
      hands: [
        { seat: 1, role: "player-dealer", stack: 3, set: true, byHouseWay: false, hands: { high: ["6-6a", "1-6a"], low: ["1-1a", "1-5a"], highText: "9, Teen high", lowText: "8, Day high" }, result: null },
        { seat: 3, role: "player", stack: 1, set: true, byHouseWay: true, hands: null, result: null },
        { seat: 5, role: "player", stack: 7, set: false, byHouseWay: false, hands: null, result: null },
        { seat: 6, role: "player", stack: null, set: false, byHouseWay: false, hands: null, result: null },
      ],
    })!;
    expect(round.playerDealer).toMatchObject({ seat: 1, backs: 0, hands: { highText: "9, Teen high" } });
    expect(round.players.map((p) => `${p.seat} ${p.backs} ${p.status}`)).toEqual(["3 4 Set the house way", "5 4 Tiles dealt", "6 0 Waiting for tiles"]);
    expect(round.finished).toBe(false);
  });

  it("at a table entering results: the hands are compared, each seat in play until its result, no tile, the last hand's results without hands", () => {
    expect(turnText({ turn: { kind: "results" }, playerDealer: null })).toBe("The hands are compared");
    const round = wallRound({
      ...base,
      entry: "results",
      phase: "settling",
      hands: [
        { seat: 1, role: "player-dealer", stack: null, set: false, byHouseWay: false, hands: null, result: null },
        { seat: 3, role: "player", stack: null, set: false, byHouseWay: false, hands: null, result: "win" },
        { seat: 5, role: "player", stack: null, set: false, byHouseWay: false, hands: null, result: null },
      ],
    })!;
    expect(round.players.map((p) => `${p.seat} ${p.backs} ${p.status} ${p.result}`)).toEqual(["3 0  win", "5 0 In play null"]);
    const hands = (seat: number, outcome: "win" | null) => ({ seat, role: outcome ? "player" : "player-dealer", high: [], low: [], highText: "not entered", lowText: "not entered", setBy: "player", outcome }) as const;
    const last = { id: "r", handNumber: 3, playerDealerSeat: 1, dice: 9, landedOn: 1, actionSeat: 8, playerDealer: hands(1, null), hands: [hands(3, "win")], bankBefore: 1000, bankAfter: 0, voided: false, enteredBy: "results" } as const;
    const shown = wallRound({ ...base, phase: "waiting", hands: [], lastRound: last })!;
    expect(shown.playerDealer?.hands).toBeNull();
    expect(shown.players.map((p) => `${p.seat} ${p.result} ${p.hands}`)).toEqual(["3 win null"]);
  });

  it("between hands shows the last hand, players in seat order; while betting, nothing", () => {
    const last = {
      id: "r",
      handNumber: 3,
      playerDealerSeat: 1,
      dice: 9,
      landedOn: 1,
      actionSeat: 8,
      playerDealer: { seat: 1, role: "player-dealer", high: ["6-6a", "1-6a"], low: ["1-1a", "1-5a"], highText: "9, Teen high", lowText: "8, Day high", setBy: "house-way", outcome: null },
      hands: [
        { seat: 8, role: "player", high: ["4-4a", "4-4b"], low: ["2-2a", "1-2"], highText: "Yun pair", lowText: "9, Bon high", setBy: "player", outcome: "win" },
        { seat: 2, role: "player", high: ["5-5a", "3-4"], low: ["2-3", "2-4"], highText: "7, Mooy high", lowText: "1, Chop Ng high", setBy: "player", outcome: "lose" },
      ],
      bankBefore: 1000,
      bankAfter: 1000,
      voided: false,
    } as const;
    const round = wallRound({ ...base, phase: "waiting", hands: [], lastRound: last as unknown as PaiGowTilesDisplayView["lastRound"] })!;
    expect(round.players.map((p) => `${p.seat}:${p.result}`)).toEqual(["2:lose", "8:win"]);
    expect(round).toMatchObject({ handNumber: 3, dice: 9, actionSeat: 8, finished: true });
    expect(resultCounts(round.players)).toBe("1 win · 1 lose");
    expect(wallRound({ ...base, phase: "betting", hands: [], lastRound: last as unknown as PaiGowTilesDisplayView["lastRound"] })).toBeNull();
  });

  it("says whose move it is in the players' words", () => {
    const pd = { seat: 1, bankHand: 1 };
    expect(turnText({ turn: { kind: "dice" }, playerDealer: pd })).toBe("The player-dealer shakes the dice");
    expect(turnText({ turn: { kind: "deal", firstSeat: 1 }, playerDealer: pd })).toBe("Dealing: the first stack to the player-dealer");
    expect(turnText({ turn: { kind: "deal", firstSeat: 3 }, playerDealer: pd })).toBe("Dealing: the first stack to seat 3");
    expect(turnText({ turn: { kind: "set", seats: [3, 5] }, playerDealer: pd })).toBe("Players set their tiles");
    expect(turnText({ turn: { kind: "expose", seat: 5 }, playerDealer: pd })).toBe("Seat 5 turns over");
    expect(turnText({ turn: null, playerDealer: pd })).toBeNull();
  });

  it("lays out up to four seats a row with large tiles, up to seven in two rows", () => {
    expect(seatsLayout(3)).toEqual({ columns: 3, rows: 1, tileWidth: 72 });
    expect(seatsLayout(7)).toEqual({ columns: 4, rows: 2, tileWidth: 40 });
  });

  it("names a seat's hands short enough for two lines of its box", () => {
    expect(wallHandName(["1-2", "2-4"])).toBe("Supreme Pair");
    expect(wallHandName(["3-6", "4-5"])).toBe("Chop Gow pair");
    expect(wallHandName(["1-1a", "3-6"])).toBe("Wong (Day)");
    expect(wallHandName(["6-6a", "4-4a"])).toBe("Gong (Teen)");
    expect(wallHandName(["1-3a", "2-5"])).toBe("1, Gor high");
  });
});
