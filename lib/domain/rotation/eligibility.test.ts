import { describe, expect, it } from "vitest";
import { bankRefusal, canBank, nextOfferSeat } from "./eligibility";
import type { RotationEvent } from "./rotation-events";
import { initialRotation, replayRotation } from "./rotation-state";

const seated: RotationEvent[] = [
  { type: "player-seated", seat: 1, player: "ann" },
  { type: "player-seated", seat: 4, player: "bob" },
];
const annBanks = (hands: number): RotationEvent[] => [
  { type: "bank-offered", seat: 1, player: "ann", order: [1, 2, 3, 4] },
  { type: "bank-accepted", seat: 1, player: "ann", at: 0 },
  ...Array.from({ length: hands }, (_, i): RotationEvent[] => [
    { type: "bank-hand-started", seat: 1, player: "ann", bankHand: i + 1, at: i },
    { type: "bank-hand-completed", seat: 1, player: "ann", bankHand: i + 1, at: i },
  ]).flat(),
];

describe("bankRefusal", () => {
  it("lets the player-dealer bank up to the limit and no further", () => {
    const one = replayRotation(initialRotation(4), [...seated, ...annBanks(1)]);
    expect(bankRefusal(one, 1)).toBeNull();
    const two = replayRotation(initialRotation(4), [...seated, ...annBanks(2)]);
    expect(bankRefusal(two, 1)).toBe("consecutive-hand-limit");
  });

  it("names an empty seat, and lets anyone else bank", () => {
    const state = replayRotation(initialRotation(4), [...seated, ...annBanks(1)]);
    expect(bankRefusal(state, 2)).toBe("seat-empty");
    expect(canBank(state, 4)).toBe(true);
  });

  it("applies the time limit to the player-dealer only when given a time", () => {
    const state = replayRotation(initialRotation(4, { maxBankMillis: 10 }), [...seated, ...annBanks(1)]);
    expect(bankRefusal(state, 1)).toBeNull();
    expect(bankRefusal(state, 1, 9)).toBeNull();
    expect(bankRefusal(state, 1, 10)).toBe("bank-time-limit");
  });
});

describe("nextOfferSeat", () => {
  it("takes the first seat in the order that may bank and has not declined", () => {
    const state = replayRotation(initialRotation(4), [...seated, { type: "player-seated", seat: 3, player: "cy" }]);
    expect(nextOfferSeat(state, [2, 3, 4, 1], [])).toBe(3);
    expect(nextOfferSeat(state, [2, 3, 4, 1], [3])).toBe(4);
    expect(nextOfferSeat(state, [2, 3, 4, 1], [1, 3, 4])).toBeNull();
  });
});
