import { describe, expect, it } from "vitest";
import { BaccaratCardError, baccaratCard, pointValue } from "./card-value";

describe("card values", () => {
  it("seed 000 L25, 001 L35-53: ace 1, two to nine face value, ten and picture cards 0", () => {
    expect(["AS", "2H", "3D", "4C", "5S", "6H", "7D", "8C", "9S", "TH", "JD", "QC", "KS"].map((c) => pointValue(baccaratCard(c)))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0,
    ]);
  });
  it("seed 000 L21 (no jokers): a joker is refused", () => expect(() => baccaratCard("JK")).toThrow(BaccaratCardError));
  it("accepts the tablet's spellings (10h, lower case) and refuses nonsense", () => {
    expect(baccaratCard("10h")).toBe("TH");
    expect(() => baccaratCard("1X")).toThrow(RangeError);
  });
});
