import { describe, expect, it } from "vitest";
import { SettingsError, type TableConfigInput } from "../common/settings";
import { pokerOptionFor, pokerSettingsFromConfig } from "./settings";
import { pokerFamily } from "./family";

const config = (over: Partial<TableConfigInput>): TableConfigInput => ({
  tableId: "t23",
  name: "Hold'em 23",
  gameId: "texas-holdem-mortimers",
  seats: 10,
  minWagerCents: 300,
  maxWagerCents: 600,
  feeScheduleId: "texas-holdem-mortimers",
  feeOptionId: "3",
  ...over,
});

describe("a poker table's settings: the stakes choose the schedule option (seed 004 L64, seed 003 L2672-2674)", () => {
  it("a $3-$6 limit table at Mortimer's takes option 3 with the blinds printed beside it, $2/$3 (seed 003 L3687-3692)", () => {
    const s = pokerSettingsFromConfig(config({}));
    expect(s.stakes).toEqual({ structure: "limit", smallBet: 300, bigBet: 600, blinds: { small: 200, big: 300 } });
    expect(s.fee.optionId).toBe("3");
    expect(s.decks).toBe(1);
  });

  it("refuses an option the stakes do not take, saying which they take", () => {
    expect(() => pokerSettingsFromConfig(config({ feeOptionId: "5" }))).toThrow(new SettingsError("these stakes take option 3 of the schedule, not option 5: the option follows the table's limit and blinds"));
    expect(pokerOptionFor(config({ minWagerCents: 500, maxWagerCents: 1_000 }))).toBe("5");
  });

  it("refuses blinds the filing prints otherwise, and stakes no option covers", () => {
    expect(() => pokerSettingsFromConfig(config({ gameOptions: { smallBlindCents: 100, bigBlindCents: 300 } }))).toThrow(/option 3 posts blinds \$2\.00\/\$3\.00, not \$1\.00\/\$3\.00/);
    expect(() => pokerSettingsFromConfig(config({ minWagerCents: 700, maxWagerCents: 1_400 }))).toThrow(/prints no blinds with this limit|prints no schedule option/);
  });

  it("Mortimer's pot limit is keyed by its blinds (option 28: $2/$5, seed 003 L3867-3871)", () => {
    const s = pokerSettingsFromConfig(config({ minWagerCents: 200, maxWagerCents: 500, feeOptionId: "28", gameOptions: { structure: "pot-limit" } }));
    expect(s.stakes).toEqual({ structure: "pot-limit", blinds: { small: 200, big: 500 } });
  });

  it("Kings posts no blinds with a limit: the room sets them; no-limit games are keyed by the buy-in (option 9, seed 004 L27)", () => {
    const kings = { gameId: "texas-holdem", feeScheduleId: "texas-holdem-kings", feeOptionId: "2" };
    expect(() => pokerSettingsFromConfig(config(kings))).toThrow("Texas Hold'em (Kings Card Club) prints no blinds with this limit: set the small and big blind");
    expect(pokerSettingsFromConfig(config({ ...kings, gameOptions: { smallBlindCents: 100, bigBlindCents: 300 } })).fee.optionId).toBe("2");
    const nl = pokerSettingsFromConfig(config({ ...kings, feeOptionId: "9", minWagerCents: 200, maxWagerCents: 500, gameOptions: { structure: "no-limit", buyInMinCents: 20_000, buyInMaxCents: 50_000 } }));
    expect(nl.stakes).toEqual({ structure: "no-limit", blinds: { small: 200, big: 500 }, buyIn: { min: 20_000, max: 50_000 } });
  });

  it("Kings' alternative grouping C moves $6-$12 to option 2 (seed 004 L7-22; docs/rules-decisions/poker.md D6)", () => {
    const kings = { gameId: "texas-holdem", feeScheduleId: "texas-holdem-kings", minWagerCents: 600, maxWagerCents: 1_200 };
    expect(pokerOptionFor(config({ ...kings, gameOptions: { smallBlindCents: 300, bigBlindCents: 600 } }))).toBe("3");
    expect(pokerOptionFor(config({ ...kings, gameOptions: { smallBlindCents: 300, bigBlindCents: 600, limitGrouping: "C" } }))).toBe("2");
  });

  it("checks the game's named options and the seats, and keeps the table's own keys apart from them", () => {
    expect(() => pokerSettingsFromConfig(config({ seats: 11 }))).toThrow("Texas Hold'em seats 2 to 10 players, not 11");
    expect(() => pokerSettingsFromConfig(config({ gameOptions: { buttonRule: "sideways" } }))).toThrow(SettingsError);
    const s = pokerSettingsFromConfig(config({ gameOptions: { buttonRule: "moving-button", wallBoard: true, chipCents: 25 } }));
    expect(s).toMatchObject({ wallBoard: true, chipCents: 25, gameOptions: { buttonRule: "moving-button", wallBoard: true, chipCents: 25 } });
  });

  it("lists the stakes beside the named options in the admin's catalogue, amounts as amounts", () => {
    const holdem = pokerFamily.catalogue().find((g) => g.id === "texas-holdem-mortimers")!;
    expect(holdem.options.map((o) => o.name).slice(0, 3)).toEqual(["structure", "smallBlindCents", "bigBlindCents"]);
    expect(holdem.options.find((o) => o.name === "bigBlindCents")).toMatchObject({ input: "cents" });
    expect(holdem.options.some((o) => o.name === "buttonRule")).toBe(true);
  });
});
