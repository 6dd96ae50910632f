import { describe, expect, it } from "vitest";
import type { Actor } from "../machine";
import { Table, SUPERVISOR } from "../baccarat/test-kit";
import { NoBustTable } from "../no-bust/test-kit";
import { limitsForOption, type StoredTableConfig } from "./settings";
import { getScheduleOption } from "../../fees";

const ADMIN: Actor = { id: "admin-1", role: "admin" };

/** The test table's configuration in its stored form (what the admin route sends). */
const stored = (over: Partial<StoredTableConfig> = {}): StoredTableConfig => ({
  name: "Test table",
  gameId: "ez-baccarat-panda-8-mortimers",
  seats: 8,
  gameOptions: {},
  rulesVersion: "1",
  minWagerCents: 1_000,
  maxWagerCents: 100_000,
  feeScheduleId: "ez-baccarat-panda-8-mortimers",
  feeOptionId: "4",
  feeOptionData: null,
  rotationPolicy: {},
  ...over,
});

const table = () => new Table({ gameId: "ez-baccarat-panda-8-mortimers", feeScheduleId: "ez-baccarat-panda-8-mortimers", feeOptionId: "4" });
const configure = (config: StoredTableConfig, reason: string | null = null) => ({ type: "configure-table", config, reason });

describe("configure-table: the admin's configuration, taken by the live table between rounds", () => {
  it("applies new limits, timer, rotation policy and fee option at once, as an event naming what changed", () => {
    const t = table();
    t.seat([1, 2], 2, 100_000);
    // Seed 003 Panda 8 option 5 is filed for $25-$2,000 (the limits go with the option, fees.md O2).
    t.do(configure(stored({ minWagerCents: 2_500, maxWagerCents: 200_000, gameOptions: { bettingSeconds: 45 }, feeOptionId: "5", rotationPolicy: { maxBankMillis: 3_600_000 } }), "high limit") as never, ADMIN);
    const event = t.log.at(-1)!;
    expect(event).toMatchObject({ type: "TableConfigured", by: "admin-1", reason: "high limit", changed: ["limits", "betting timer", "rotation policy", "fee option"] });
    expect(t.state.settings).toMatchObject({ limits: { min: 2_500, max: 200_000 }, bettingSeconds: 45, fee: { optionId: "5" } });
    // The seated players and the bank stay; the rotation runs on under the new policy.
    expect(t.state.rotation?.seated.filter(Boolean)).toHaveLength(2);
    expect(t.state.rotation?.policy.maxBankMillis).toBe(3_600_000);
    expect(t.state.bank).toBe(100_000);
    // Wagers are checked against the new limit.
    t.do({ type: "start-shoe", source: "server" });
    t.do({ type: "open-betting" });
    expect(t.try({ type: "place-wager", seat: 1, bet: "player", amount: 15_000 })).toBeNull();
    expect(t.replay()).toEqual(t.state);
  });

  it("records nothing when nothing changes", () => {
    const t = table();
    const n = t.log.length;
    expect(t.try(configure(stored()), ADMIN)).toBeNull();
    expect(t.log).toHaveLength(n);
  });

  it("is the admin's: a supervisor or a dealer is refused", () => {
    const t = table();
    expect(t.try(configure(stored({ maxWagerCents: 200_000 })), SUPERVISOR)?.code).toBe("ADMIN_ONLY");
    expect(t.try(configure(stored({ maxWagerCents: 200_000 })))?.code).toBe("ADMIN_ONLY");
  });

  it("waits for the end of the round, the end of the shoe for the decks, and an empty table for the seat count", () => {
    const t = table();
    t.seat([1, 2], 2, 100_000);
    t.do({ type: "start-shoe", source: "server" });
    expect(t.try(configure(stored({ gameOptions: { decks: 6 } })), ADMIN)).toMatchObject({ code: "SHOE_IN_PLAY", message: expect.stringMatching(/End the shoe before changing the decks/) });
    expect(t.try(configure(stored({ seats: 14 })), ADMIN)).toMatchObject({ code: "SEATS_OCCUPIED" });
    t.do({ type: "open-betting" });
    expect(t.try(configure(stored({ maxWagerCents: 200_000 })), ADMIN)?.code).toBe("ROUND_IN_PROGRESS");
    t.do({ type: "void-round", reason: "testing the configuration" }, SUPERVISOR);
    t.do({ type: "end-shoe" });
    t.do(configure(stored({ gameOptions: { decks: 6 } })) as never, ADMIN);
    expect(t.state.settings?.decks).toBe(6);
  });

  it("takes a new seat layout on an empty table, with a fresh rotation of that size", () => {
    const t = table();
    t.do(configure(stored({ seats: 14 })) as never, ADMIN);
    expect(t.state.settings?.seats).toBe(14);
    t.seat([1, 13], 13, 50_000);
    expect(t.state.rotation?.seats).toBe(14);
  });

  it("refuses what the rules cannot run, with the reason, and changes nothing", () => {
    const t = table();
    const before = t.state;
    expect(t.try(configure(stored({ seats: 10 })), ADMIN)).toMatchObject({ code: "INVALID_CONFIGURATION", message: expect.stringMatching(/seats/) });
    expect(t.try(configure(stored({ minWagerCents: 5_000, maxWagerCents: 1_000 })), ADMIN)).toMatchObject({ code: "INVALID_CONFIGURATION" });
    expect(t.try(configure(stored({ feeOptionId: "99" })), ADMIN)?.code).toBe("INVALID_CONFIGURATION");
    // Limits the option is not filed for (option 4 is $10-$1,000).
    expect(t.try(configure(stored({ maxWagerCents: 200_000 })), ADMIN)).toMatchObject({ code: "INVALID_CONFIGURATION", message: expect.stringMatching(/option 4: the option's table limit is \$10\.00-\$1,000\.00/) });
    // A schedule not filed with the game (docs/rules-decisions/pairings.md).
    expect(t.try(configure(stored({ gameId: "ez-baccarat-panda-8" })), ADMIN)).toMatchObject({ code: "INVALID_CONFIGURATION", message: expect.stringMatching(/is not filed for EZ Baccarat Panda 8 \(Kings Card Club\)/) });
    // Another family's game cannot run on this table's rules.
    expect(t.try(configure(stored({ gameId: "no-bust-6" })), ADMIN)).toMatchObject({ code: "INVALID_CONFIGURATION", message: expect.stringMatching(/baccarat family/) });
    expect(t.state).toBe(before);
  });

  it("works the same on a No Bust table", () => {
    const t = new NoBustTable({ gameId: "no-bust-6" });
    // Seed 003's No Bust 6.0 option 2 is filed for $5-$50.
    const config = { ...stored(), name: "No Bust test table", gameId: "no-bust-6", minWagerCents: 500, maxWagerCents: 5_000, feeScheduleId: "no-bust-6", feeOptionId: "2" };
    t.do(configure(config) as never, ADMIN);
    expect(t.state.settings?.limits.max).toBe(5_000);
    expect(t.log.at(-1)).toMatchObject({ type: "TableConfigured", changed: ["limits", "fee option"] });
  });
});

describe("change-fee-option: the option's table limit comes with it (fees.md O2)", () => {
  it("a printed option sets the table's limits to those it is filed for; the change and the limits are one event", () => {
    const t = new Table({ gameId: "fortune-7-baccarat" });
    expect(t.state.settings?.limits).toEqual({ min: 500, max: 10_000 });
    t.do({ type: "change-fee-option", scheduleId: "fortune-7-baccarat", optionId: "13", reason: "high-limit night" }, SUPERVISOR);
    expect(t.log.at(-1)).toMatchObject({ type: "FeeOptionChanged", optionId: "13", limits: { min: 10_000, max: 50_000 }, reason: "high-limit night" });
    expect(t.state.settings).toMatchObject({ limits: { min: 10_000, max: 50_000 }, fee: { optionId: "13" } });
    // An option filed for the same limits leaves them (no limits in the event).
    t.do({ type: "change-fee-option", scheduleId: "fortune-7-baccarat", optionId: "13" }, SUPERVISOR);
    expect(t.log.at(-1)).not.toHaveProperty("limits");
    expect(t.replay()).toEqual(t.state);
  });

  it("an option that only bounds the limits keeps the table's when they fit, and is refused, saying why, when they do not", () => {
    // Kings' EZ Baccarat Panda 8 options let a room post a minimum of $5-$100 (seed 004).
    const t = new Table({ gameId: "ez-baccarat-panda-8", seats: 14, feeScheduleId: "ez-baccarat-panda-8-dragon-bonus-kings", feeOptionId: "1", minWagerCents: 500, maxWagerCents: 10_000 });
    t.do({ type: "change-fee-option", scheduleId: "ez-baccarat-panda-8-dragon-bonus-kings", optionId: "2" }, SUPERVISOR);
    expect(t.state.settings).toMatchObject({ limits: { min: 500, max: 10_000 }, fee: { optionId: "2" } });
    expect(t.log.at(-1)).not.toHaveProperty("limits");
    const option = getScheduleOption("ez-baccarat-panda-8-dragon-bonus-kings", "2");
    expect(() => limitsForOption(option, { min: 20_000, max: 100_000 })).toThrow(/minimum must be between \$5\.00 and \$100\.00; an admin changes the table's limits and the option together/);
  });
});

describe("change-fee-option: only a schedule filed for the table's game (pairings.md)", () => {
  it("refuses another game's or another room's schedule, saying which to choose, and changes nothing", () => {
    const t = new Table({ gameId: "fortune-7-baccarat" });
    const before = t.state;
    const refusal = t.try({ type: "change-fee-option", scheduleId: "dai-bacc", optionId: "1" }, SUPERVISOR);
    expect(refusal?.code).toBe("BAD_FEE_OPTION");
    expect(refusal?.message).toMatch(/Fortune 7 Baccarat/);
    expect(t.state).toBe(before);
    const kings = new Table({ gameId: "ez-baccarat-panda-8", seats: 14, feeScheduleId: "ez-baccarat-panda-8-dragon-bonus-kings", feeOptionId: "1", minWagerCents: 500, maxWagerCents: 10_000 });
    expect(kings.try({ type: "change-fee-option", scheduleId: "ez-baccarat-panda-8-mortimers", optionId: "1" }, SUPERVISOR)?.code).toBe("BAD_FEE_OPTION");
  });
});
