import { describe, expect, it } from "vitest";
import { inputOf } from "./settle-round-form";

const form = { seats: "8", playerDealerSeat: "1", bank: "15", min: "5", max: "100", wagers: [{ seat: "3", bet: "main", amount: "20", backline: false, bettor: "" }], cards: "4S 10D" };

describe("the settlement calculator's form", () => {
  it("turns dollars into cents and a ten into T for a game dealt from cards", () => {
    const made = inputOf({ game: "ez-baccarat", cards: [] }, form);
    expect(made).toEqual({ ok: true, input: { game: "ez-baccarat", seats: 8, playerDealerSeat: 1, bank: 1500, limits: { min: 500, max: 10_000 }, wagers: [{ seat: 3, bet: "main", amount: 2000 }], cards: ["4S", "TD"] } });
  });

  it("keeps a tiles round's own fields and adds no cards to it", () => {
    const made = inputOf({ game: "pai-gow-tiles", dice: 11, hands: { "3": { tiles: ["6-6"] } } }, form);
    expect(made.ok && made.input).toEqual({ game: "pai-gow-tiles", dice: 11, hands: { "3": { tiles: ["6-6"] } }, seats: 8, playerDealerSeat: 1, bank: 1500, limits: { min: 500, max: 10_000 }, wagers: [{ seat: 3, bet: "main", amount: 2000 }] });
  });

  it("names the field in error", () => {
    expect(inputOf({ game: "ez-baccarat", cards: [] }, { ...form, bank: "lots" })).toEqual({ ok: false, message: "Bank: type dollars, e.g. 250 or 12.50." });
  });
});
