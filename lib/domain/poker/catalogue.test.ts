import { describe, expect, it } from "vitest";
import { pokerCatalogue } from "./catalogue";
import { pokerGame } from "./games";

describe("the admin catalogue", () => {
  it("lists every printed option with its structure, limits and collection", () => {
    const holdem = pokerCatalogue(pokerGame("texas-holdem-mortimers"));
    expect(holdem).toHaveLength(43);
    expect(holdem.find((o) => o.optionId === "30")).toMatchObject({ section: "Pot Limit / No Limit", structures: ["pot-limit", "no-limit"] });
    expect(holdem.find((o) => o.optionId === "41")!.collection).toMatchObject({ kind: "drop", bands: [{ feeCents: 500 }, { feeCents: 400 }, { feeCents: 300 }, { feeCents: 200 }] });
    expect(holdem.find((o) => o.optionId === "40")).toMatchObject({ structures: ["spread-limit"] });
  });
  it("keeps Mortimer's Omaha's printed rows", () => {
    const omaha = pokerCatalogue(pokerGame("omaha-hi-lo-mortimers"));
    expect(omaha.map((o) => o.printedRows.join(","))).toEqual(["1,2,3", "4,5,6", "7,8,9", "10,11,12", "13,14,15", "16,17,18", "19,20,21", "22,23,24"]);
  });
  it("gives Kings' alternative grouping beside each option it changes, and the time options", () => {
    const kings = pokerCatalogue(pokerGame("texas-holdem"));
    expect(kings).toHaveLength(11);
    expect(kings.filter((o) => o.alternative !== null).map((o) => [o.optionId, o.alternative!.limits.map((l) => l.label)])).toEqual([
      ["1", ["$1-$2"]],
      ["2", ["$2-$4", "$3-$6", "$4-$8", "$6-$12"]],
      ["3", ["$8-$16", "$9-$18"]],
      ["4", ["$10-$20", "$15-$30", "$20-$40", "$30-$60"]],
      ["5", ["$40-$80", "$50-$100"]],
    ]);
    expect(kings.find((o) => o.optionId === "7")!.collection).toEqual({ kind: "time", perPlayerPerHalfHourCents: 600 });
    expect(kings.find((o) => o.optionId === "11")!.limits).toHaveLength(3);
    expect(pokerCatalogue(pokerGame("omaha"))).toHaveLength(7);
  });
  it("shows the game's no-flop rule on every drop", () => {
    expect(pokerCatalogue(pokerGame("texas-holdem", { noFlopDrop: "drop" }))[0]!.collection).toMatchObject({ withoutFlop: "drop" });
  });
});
