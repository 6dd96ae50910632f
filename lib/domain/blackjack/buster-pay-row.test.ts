import { describe, expect, it } from "vitest";
import { busterRow } from "./buster-pay-row";
import { odds } from "./odds";

const payTable = [
  { cards: 3, pays: odds(1) },
  { cards: 5, pays: odds(6) },
  { cards: 8, pays: odds(280) },
];

describe("the Buster pay table's row for a busted hand", () => {
  it("is none below the table, the row reached otherwise, the last row for every longer hand", () => {
    expect(busterRow({ payTable }, 2)).toBeNull();
    expect(busterRow({ payTable }, 3)?.pays).toEqual(odds(1));
    expect(busterRow({ payTable }, 4)?.pays).toEqual(odds(1));
    expect(busterRow({ payTable }, 7)?.pays).toEqual(odds(6));
    expect(busterRow({ payTable }, 12)?.pays).toEqual(odds(280));
  });
});
