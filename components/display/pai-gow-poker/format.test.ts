import { describe, expect, it } from "vitest";
import type { PaiGowDisplay } from "@/lib/domain/pai-gow-poker";
import { resultCounts, seatShow, shortHandName, stageText, wallRound } from "./format";

const table = { actionPile: 1, dice: 10, actionSeat: 3, playerDealer: null, seats: [{ seat: 2, kind: "face-down" }, { seat: 4, kind: "cards", cards: ["AS", "KS", "QS", "JS", "TS", "2C", "3D"] }] } as PaiGowDisplay;

describe("the pai gow wall's board", () => {
  it("shows the round being dealt, else the last one between hands, and nothing while betting", () => {
    const base = { handNumber: 2, handSeats: [2, 4], results: null, envy: [], paiGowPush: false };
    expect(wallRound({ ...base, phase: "dealing", table, lastRound: null })).toMatchObject({ handNumber: 2, seats: [2, 4], finished: false });
    const last = { handNumber: 1, playerDealerSeat: 1, shown: table, results: [], envy: [], paiGowPush: true, bankBefore: 1, bankAfter: 1, actionSeat: 3, voided: false };
    expect(wallRound({ ...base, phase: "waiting", table: null, lastRound: last })).toMatchObject({ handNumber: 1, finished: true, paiGowPush: true });
    expect(wallRound({ ...base, phase: "betting", table: null, lastRound: last })).toBeNull();
  });

  it("gives each seat what the table shows of it: backs while setting or set face down, the cards once turned over", () => {
    expect(seatShow(2, table.seats, [2], "setting")).toEqual({ kind: "setting" });
    expect(seatShow(2, table.seats, [], "player-dealer")).toEqual({ kind: "set-face-down" });
    expect(seatShow(4, table.seats, [], "showing")).toMatchObject({ kind: "cards" });
    expect(seatShow(5, table.seats, [], "dice")).toEqual({ kind: "waiting" });
  });

  it("says what the table is doing, and a Pai Gow result", () => {
    expect(stageText({ stage: "action-pile", paiGowPush: false }, null)).toBe("The player-dealer picks the action pile");
    expect(stageText({ stage: "settling", paiGowPush: true }, { finished: true, paiGowPush: true } as never)).toBe("Pai Gow");
    expect(shortHandName("Full house, Kings over Fours")).toBe("Full house");
    expect(resultCounts([{ seat: 2, game: "win", fortune: null, aceHigh: null }, { seat: 3, game: "push", fortune: null, aceHigh: null }])).toEqual({ win: 1, lose: 0, push: 1 });
  });
});
