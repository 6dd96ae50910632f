import { describe, expect, it } from "vitest";
import { FEE_SCHEDULES } from "../../fees/registry";
import { shoeSize } from "../../cards/shoe-composition";
import { displayMarkedCard, markOf } from "../../cards/marked-deck";
import { GameOptionError } from "../../game-options";
import { TWENTY_ONE_GAME_IDS, shoeSpecFor } from "../game-config";
import { UnknownTwentyOneGameError, isTwentyOneGameId, twentyOneGame } from ".";

describe("the twenty-one registry", () => {
  it("four games, by the issue's ids", () => {
    expect(TWENTY_ONE_GAME_IDS).toEqual(["pure-21-5-mortimers", "pure-21-5", "pure-spanish-21-5", "blackjack-x"]);
    for (const id of TWENTY_ONE_GAME_IDS) expect(twentyOneGame(id).id).toBe(id);
    expect(isTwentyOneGameId("no-bust-6")).toBe(false);
    expect(() => twentyOneGame("pure-22")).toThrow(UnknownTwentyOneGameError);
  });
  it("each game names its printed fee schedule: GEGA-000309, GEGA-004249's Blackjack X / Pure 21.5 and Pure Spanish 21.5", () => {
    expect(TWENTY_ONE_GAME_IDS.map((id) => twentyOneGame(id).feeScheduleId)).toEqual(["pure-21-5-mortimers", "blackjack-x-pure-21-5", "pure-spanish-21-5", "blackjack-x-pure-21-5"]);
    for (const id of TWENTY_ONE_GAME_IDS) expect(Object.keys(FEE_SCHEDULES)).toContain(twentyOneGame(id).feeScheduleId);
  });
  it("every option has a source line, a reason, and its default among its values", () => {
    for (const id of TWENTY_ONE_GAME_IDS) {
      const g = twentyOneGame(id);
      expect(Object.keys(g.optionNotes).sort()).toEqual(Object.keys(g.options).sort());
      for (const [name, note] of Object.entries(g.optionNotes)) {
        expect(note.source, `${id}.${name}`).toMatch(/seed 00[34] L\d+/);
        expect(note.why.length).toBeGreaterThan(20);
        expect(note.values).toContain(g.options[name]);
      }
    }
  });
  it("every value of every option builds a game (save the combinations a filing forbids)", () => {
    for (const id of TWENTY_ONE_GAME_IDS) {
      for (const [name, note] of Object.entries(twentyOneGame(id).optionNotes)) {
        for (const value of note.values) expect(twentyOneGame(id, { [name]: value }).options[name]).toBe(value);
      }
    }
  });
  it("unknown options and values outside the filed list are refused", () => {
    expect(() => twentyOneGame("pure-21-5", { pd888: "win" })).toThrow(GameOptionError);
    expect(() => twentyOneGame("pure-21-5-mortimers", { pure215Pays: "2-to-1" })).toThrow(GameOptionError);
  });
  it("seed 003 L556-557: insurance may not be offered where a Pure 21.5 pays 6 to 5 or 7 to 5", () => {
    expect(() => twentyOneGame("pure-21-5-mortimers", { insurance: "offered", pure215Pays: "6-to-5" })).toThrow(/may not be offered/);
    expect(() => twentyOneGame("pure-21-5-mortimers", { insurance: "offered", pure215Pays: "7-to-5" })).toThrow(GameOptionError);
    expect(twentyOneGame("pure-21-5-mortimers", { insurance: "offered" }).insurance?.evenMoney).toBe("seed 003 L558-568");
  });
  it("seed 004 L669-670: no double-double down where the player-dealer stands on all 17s", () => {
    expect(() => twentyOneGame("pure-spanish-21-5", { doubleDoubleDown: true, playerDealerSoft17: "stand" })).toThrow(/not available/);
    const ddd = twentyOneGame("pure-spanish-21-5", { doubleDoubleDown: true });
    // "when the double-double down option is allowed there is no doubling for less" (L670)
    expect(ddd.double.amount).toBe("equal-to-wager");
    expect(twentyOneGame("pure-spanish-21-5").double.amount).toBe("up-to-wager");
  });
});

describe("decks as filed", () => {
  it("seed 003 L316-320, L355-359: one to eight 52-card decks (eight are 416 cards, not the printed 424), 16 Bonus cards each", () => {
    const g = twentyOneGame("pure-21-5-mortimers");
    expect(g.decks).toMatchObject({ min: 1, max: 8 });
    expect(shoeSize(shoeSpecFor(g, 8))).toBe(416);
    expect(["KS", "QH", "JD", "TC"].map((c) => markOf(g.deck, c as "KS"))).toEqual(["Bonus", "Bonus", "Bonus", "Bonus"]);
    expect(markOf(g.deck, "9S")).toBeNull();
  });
  it("seed 004 L434: Pure 21.5 is played with six to eight decks", () => {
    const g = twentyOneGame("pure-21-5");
    expect(() => shoeSpecFor(g, 5)).toThrow(RangeError);
    expect(shoeSize(shoeSpecFor(g, 6))).toBe(312);
    expect(() => shoeSpecFor(g, 9)).toThrow(RangeError);
  });
  it("seed 004 L622: Pure Spanish 21.5's 48-card deck, tens removed, twelve Bonus K/Q/J; four (192 cards) to eight decks (384)", () => {
    const g = twentyOneGame("pure-spanish-21-5");
    expect(() => shoeSpecFor(g, 3)).toThrow(RangeError);
    expect(shoeSize(shoeSpecFor(g, 4))).toBe(192);
    expect(shoeSize(shoeSpecFor(g, 8))).toBe(384);
    expect(shoeSpecFor(g, 6).removedRanks).toEqual(["T"]);
    expect(markOf(g.deck, "KC")).toBe("Bonus");
  });
  it("seed 004 L1022: Blackjack X's standard deck, one to eight decks, the ace of spades stamped x", () => {
    const g = twentyOneGame("blackjack-x");
    expect(shoeSize(shoeSpecFor(g, 1))).toBe(52);
    expect(displayMarkedCard(g.deck, "AS")).toBe("A♠ x");
    expect(markOf(g.deck, "AH")).toBeNull();
  });
  it("eight seats with the player-dealer's (seed 003 L348-349, L505-506; seed 004 L450, L640)", () => {
    for (const id of TWENTY_ONE_GAME_IDS) expect(twentyOneGame(id).maxSeats).toBe(8);
  });
});

describe("bet order within a seat (seed 004 L550, L577, L727)", () => {
  it("each hand, its returned half, its doubles; then insurance; then Buster; then Match", () => {
    expect(twentyOneGame("pure-21-5").betOrder.slice(0, 3)).toEqual(["main", "main-returned", "double"]);
    expect(twentyOneGame("pure-21-5").betOrder.slice(-3)).toEqual(["insurance", "buster", "match"]);
    expect(twentyOneGame("pure-spanish-21-5").betOrder.slice(0, 5)).toEqual(["main", "main-returned", "double", "double-2", "double-3"]);
    expect(twentyOneGame("pure-spanish-21-5").betOrder.at(-1)).toBe("match");
    expect(twentyOneGame("blackjack-x").betOrder.slice(-2)).toEqual(["insurance", "buster"]);
    expect(twentyOneGame("pure-21-5-mortimers").betOrder).not.toContain("insurance");
  });
});
