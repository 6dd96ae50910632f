import { describe, expect, it } from "vitest";
import { FILED_ROTATION_POLICY, RotationPolicyError, rotationPolicy } from "./rotation-policy";

describe("rotationPolicy", () => {
  it("defaults to the filings: two consecutive hands, an intervening dealer, no time limit", () => {
    expect(rotationPolicy()).toEqual({ maxConsecutiveHands: 2, requireInterveningDealer: true, maxBankMillis: null });
    expect(FILED_ROTATION_POLICY).toEqual(rotationPolicy());
  });

  it("takes a time limit and other limits", () => {
    expect(rotationPolicy({ maxBankMillis: 1_800_000, maxConsecutiveHands: 3 })).toMatchObject({ maxBankMillis: 1_800_000, maxConsecutiveHands: 3 });
  });

  it("refuses limits that cannot work", () => {
    for (const bad of [{ maxConsecutiveHands: 0 }, { maxConsecutiveHands: 1.5 }, { maxBankMillis: 0 }, { maxBankMillis: 2.5 }]) {
      expect(() => rotationPolicy(bad)).toThrow(RotationPolicyError);
    }
  });
});
