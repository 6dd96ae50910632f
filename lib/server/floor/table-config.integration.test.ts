import { DEMO_TABLES } from "@/lib/server/demo-floor";
import { GAME_FAMILIES, TABLE_FAMILIES } from "@/lib/domain/table/families";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "@/lib/server/test-server";
import { adminTables, feeCatalog, gameCatalog, NewTableInput, saveTableConfig, TableConfigInput } from "./table-config";
import { createTable } from "./new-table";
import { saveRoomEnteredFee } from "./room-entered-fee";
import { FloorSettingsInput, loadFloorSettings, saveFloorSettings } from "./settings";
import { must, openTable } from "./test-kit";

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
const at = new Date("2026-11-22T20:00:00Z");

const t6: TableConfigInput = {
  name: "Table 6 · Dai Bacc",
  gameId: "dai-bacc",
  seats: 8,
  gameOptions: {},
  rulesVersion: "1",
  minWagerCents: 500,
  maxWagerCents: 20_000,
  bettingSeconds: null,
  decks: null,
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  await server?.dropDatabase();
});

describe("the admin catalogues", () => {
  it("lists every game with its seat layouts and named options with their source lines", () => {
    const games = gameCatalog();
    expect(games.map((g) => g.id)).toEqual([
      "fortune-7-baccarat",
      "21st-century-baccarat-5",
      "ez-baccarat",
      "ez-baccarat-panda-8",
      "ez-baccarat-panda-8-mortimers",
      "commission-free-dragon-bonus",
      "commission-free-dragon-bonus-mortimers",
      "dai-bacc",
      "no-bust-joker",
      "no-bust-6",
      "no-bust-buster-bonus-6",
      // The families registered after the first two, in registry order (lib/domain/table/families.ts).
      ...GAME_FAMILIES.filter((f) => f !== "baccarat" && f !== "no-bust").flatMap((f) => [...TABLE_FAMILIES[f].gameIds]),
    ]);
    const nb6 = games.find((g) => g.id === "no-bust-6")!;
    expect(nb6).toMatchObject({ decks: [2, 3, 4, 5, 6, 7, 8], layouts: [{ seats: 8, label: "7 players + player-dealer" }], bets: [{ id: "main", name: "Game wager" }] });
    expect(nb6.options.find((o) => o.name === "feesCollected")).toMatchObject({ values: ["after-initial-two-cards", "before-deal"], defaultValue: "after-initial-two-cards" });
    const f7 = games.find((g) => g.id === "fortune-7-baccarat")!;
    expect(f7.layouts).toEqual([{ seats: 8, label: "7 players + player-dealer" }]);
    expect(f7.options.find((o) => o.name === "lineBetsOnTie")).toEqual({ name: "lineBetsOnTie", values: ["push", "lose"], defaultValue: "push", source: "seed 000 L82-85", why: expect.any(String) });
  });

  it("lists every printed fee schedule, poker's included, with each option's posted lines and source", () => {
    const schedules = feeCatalog();
    // Poker: every printed option with the limits it is printed for; Kings' alternative reading of its merged cells beside it (seed 004 L7-22).
    const kings = schedules.find((s) => s.id === "texas-holdem-kings")!;
    expect(kings).toMatchObject({ kind: "printed", followsStakes: true });
    expect(kings.options.map((o) => o.id)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"]);
    expect(kings.options.find((o) => o.id === "2")).toMatchObject({ limit: "$3-$6, $4-$8", alternative: "grouping C: $2-$4, $3-$6, $4-$8, $6-$12" });
    expect(kings.options.find((o) => o.id === "6")?.posted).toEqual(["Option 6", "Time collection: $5.00 per player per half hour"]);
    expect(schedules.find((s) => s.id === "omaha-hi-lo-mortimers")?.options.map((o) => o.id)).toEqual(["1-3", "4-6", "7-9", "10-12", "13-15", "16-18", "19-21", "22-24"]);
    const f7 = schedules.find((s) => s.id === "fortune-7-baccarat")!;
    expect(f7.kind).toBe("printed");
    expect(f7.options.find((o) => o.id === "3")).toMatchObject({ source: expect.stringMatching(/^000_/), posted: expect.arrayContaining([expect.stringMatching(/^Option 3/)]) });
    expect(schedules.find((s) => s.id === "ez-baccarat")).toMatchObject({ kind: "room-entered", options: [] });
  });
});

describe("table configuration", () => {
  it("lists every table with what its live table runs: nothing pending on a fresh demo floor", async () => {
    const tables = await adminTables(server.db, server.tables);
    // Every demo table (lib/server/demo-floor.ts), in the admin's order (by id).
    expect(tables.map((t) => [t.id, t.live?.differences])).toEqual(DEMO_TABLES.map((t) => t.id).sort().map((id) => [id, []]));
    expect(tables.find((t) => t.id === "t2")).toMatchObject({ layout: "7 players + player-dealer", feeScheduleId: "ez-baccarat", feePosted: expect.arrayContaining([expect.stringMatching(/\$1\.00 per betting spot/)]) });
  });

  it("changes a live table's configuration between rounds through its own command: the table runs it at once, the row and the audit entry are written with the event", async () => {
    const before = server.registry.snapshot("t6")!.version;
    const result = await saveTableConfig(server.db, server.tables, "t6", { ...t6, maxWagerCents: 30_000, bettingSeconds: 30, reason: "high-limit evening" }, "demo-admin", at);
    expect(result).toMatchObject({ ok: true, live: "applied", table: { maxWagerCents: 30_000, bettingSeconds: 30, live: { differences: [] } } });
    const live = server.registry.state("t6") as { settings: { limits: { max: number }; bettingSeconds: number | null } };
    expect(live.settings.limits.max).toBe(30_000);
    expect(live.settings.bettingSeconds).toBe(30);
    // The wall and the tablet follow: the new limit is in the views the table sends.
    const snap = server.registry.snapshot("t6")!;
    expect(snap.version).toBe(before + 1);
    expect((snap.views.display as { limits: { max: number } }).limits.max).toBe(30_000);
    const row = await server.db.prisma.gameTable.findUniqueOrThrow({ where: { id: "t6" } });
    expect(row.gameOptions).toEqual({ bettingSeconds: 30 });
    expect(row.maxWagerCents).toBe(30_000);
    const event = await server.db.pool.query("SELECT type, actor_id, payload->'changed' AS changed FROM table_events WHERE table_id = 't6' AND seq = $1", [before + 1]);
    expect(event.rows).toEqual([{ type: "TableConfigured", actor_id: "demo-admin", changed: ["limits", "betting timer"] }]);
    const audit = await server.db.pool.query("SELECT staff_id, detail, reason FROM audit_entries WHERE action = 'table.configure' AND table_id = 't6'");
    expect(audit.rows[0]).toMatchObject({ staff_id: "demo-admin", reason: "high-limit evening", detail: { changed: ["limits", "betting timer"], from: { maxWagerCents: 20_000 }, to: { maxWagerCents: 30_000 } } });
    // The same configuration again changes nothing and records nothing.
    expect(await saveTableConfig(server.db, server.tables, "t6", { ...t6, maxWagerCents: 30_000, bettingSeconds: 30 }, "demo-admin", at)).toMatchObject({ ok: true, live: "applied" });
    expect(server.registry.snapshot("t6")!.version).toBe(before + 1);
  });

  it("refuses a change the live table cannot take now: other decks while a shoe is in play", async () => {
    await openTable(server.registry, "t8", [1, 2], 2);
    const row = await server.db.prisma.gameTable.findUniqueOrThrow({ where: { id: "t8" } });
    const current = { ...t6, name: row.name, gameId: "no-bust-6" as const, minWagerCents: row.minWagerCents, maxWagerCents: row.maxWagerCents };
    const version = server.registry.snapshot("t8")!.version;
    expect(await saveTableConfig(server.db, server.tables, "t8", { ...current, decks: 6 }, "demo-admin", at)).toMatchObject({ ok: false, code: "SHOE_IN_PLAY", status: 409, message: expect.stringMatching(/End the shoe before changing the decks/) });
    // Nothing was stored, nothing happened at the table.
    const after = await server.db.prisma.gameTable.findUniqueOrThrow({ where: { id: "t8" } });
    expect(after.gameOptions).toEqual(row.gameOptions);
    expect(server.registry.snapshot("t8")!.version).toBe(version);
  });

  it("refuses what a table could not run: a seat count the game is not filed for, an option value not in the filing", async () => {
    expect(await saveTableConfig(server.db, server.tables, "t6", { ...t6, seats: 14 }, "a", at)).toMatchObject({ ok: false, code: "INVALID_CONFIGURATION", message: expect.stringMatching(/seats/) });
    expect(await saveTableConfig(server.db, server.tables, "t1", { ...t6, name: "x", gameId: "fortune-7-baccarat", gameOptions: { lineBetsOnTie: "win" } }, "a", at)).toMatchObject({
      ok: false,
      code: "INVALID_CONFIGURATION",
      message: expect.stringMatching(/lineBetsOnTie/),
    });
    expect(await saveTableConfig(server.db, server.tables, "nope", t6, "a", at)).toMatchObject({ ok: false, code: "UNKNOWN_TABLE", status: 404 });
  });

  it("refuses a change while a round is being played", async () => {
    await openTable(server.registry, "t3", [1, 2], 2);
    await must(server.registry, "t3", { type: "open-betting" });
    const result = await saveTableConfig(server.db, server.tables, "t3", { ...t6, name: "T3", gameId: "21st-century-baccarat-5", maxWagerCents: 10_000 }, "a", at);
    expect(result).toMatchObject({ ok: false, code: "ROUND_IN_PROGRESS", status: 409 });
  });

  it("validates a room-entered fee option like a printed one: no sixth rate, whole cents only", async () => {
    const six = { limit: { kind: "spot", min: 500, max: 10_000 }, collections: [{ kind: "per-spot", wagers: "game", fee: { kind: "tiered", table: { tiers: [1, 2, 3, 4, 5, 6].map((i) => ({ from: i * 1000, to: i * 1000 + 999, fee: i * 100 })) } } }], timing: "before-deal" };
    expect(await saveRoomEnteredFee(server.db, server.tables, "t2", { scheduleId: "ez-baccarat", optionId: "B", data: six }, "a", at)).toMatchObject({ ok: false, code: "INVALID_FEE_OPTION", message: expect.stringMatching(/no more than 5/) });
    const half = { limit: { kind: "spot", min: 500, max: 10_000 }, collections: [{ kind: "per-spot", wagers: "game", fee: { kind: "flat", cents: 50.5 } }], timing: "before-deal" };
    expect(await saveRoomEnteredFee(server.db, server.tables, "t2", { scheduleId: "ez-baccarat", optionId: "B", data: half }, "a", at)).toMatchObject({ ok: false, code: "INVALID_FEE_OPTION" });
    expect(await saveRoomEnteredFee(server.db, server.tables, "t2", { scheduleId: "fortune-7-baccarat", optionId: "1", data: half }, "a", at)).toMatchObject({ ok: false, code: "PRINTED_SCHEDULE" });
    const good = { limit: { kind: "spot", min: 500, max: 10_000 }, collections: [{ kind: "per-spot", wagers: "game", fee: { kind: "flat", cents: 150 } }, { kind: "player-dealer", fee: { kind: "flat", cents: 300 } }], timing: "before-deal" };
    const saved = await saveRoomEnteredFee(server.db, server.tables, "t2", { scheduleId: "ez-baccarat", optionId: "B", data: good }, "demo-admin", at);
    expect(saved).toMatchObject({ ok: true, live: "applied", table: { feeOptionId: "B", feePosted: expect.arrayContaining([expect.stringMatching(/\$1\.50 per betting spot/)]), live: { feeOptionId: "B", differences: [] } } });
    const t2 = server.registry.state("t2") as { settings: { fee: { optionId: string; option: { collections: { fee: { cents?: number } }[] } } } };
    expect(t2.settings.fee.optionId).toBe("B");
    expect(t2.settings.fee.option.collections[0]!.fee.cents).toBe(150);
  });

  it("changes the limits and the fee option together in one change (issue 14, item 13): each alone is refused on an EZ Baccarat table", async () => {
    const t2: TableConfigInput = { name: "Table 2 · EZ Baccarat", gameId: "ez-baccarat", seats: 8, gameOptions: {}, rulesVersion: "1", minWagerCents: 1_000, maxWagerCents: 20_000, bettingSeconds: null, decks: null };
    const highOption = { limit: { kind: "spot", min: 1_000, max: 20_000 }, collections: [{ kind: "per-spot", wagers: "game", fee: { kind: "flat", cents: 200 } }, { kind: "player-dealer", fee: { kind: "flat", cents: 400 } }], timing: "before-deal" };
    // The limits alone do not fit the room's option ($5-$100); the option alone does not fit the limits.
    expect(await saveTableConfig(server.db, server.tables, "t2", t2, "demo-admin", at)).toMatchObject({ ok: false, code: "INVALID_CONFIGURATION" });
    expect(await saveRoomEnteredFee(server.db, server.tables, "t2", { scheduleId: "ez-baccarat", optionId: "H", data: highOption }, "demo-admin", at)).toMatchObject({ ok: false, code: "INVALID_CONFIGURATION" });
    const both = await saveTableConfig(server.db, server.tables, "t2", { ...t2, feeScheduleId: "ez-baccarat", feeOptionId: "H", feeOptionData: highOption, reason: "high-limit evening" }, "demo-admin", at);
    expect(both).toMatchObject({ ok: true, live: "applied", table: { minWagerCents: 1_000, maxWagerCents: 20_000, feeOptionId: "H", live: { differences: [] } } });
    const live = server.registry.state("t2") as { settings: { limits: { min: number; max: number }; fee: { optionId: string } } };
    expect(live.settings.limits).toEqual({ min: 1_000, max: 20_000 });
    expect(live.settings.fee.optionId).toBe("H");
  });

  it("creates a table, validated and audited, and opens it live", async () => {
    // Seed 000 option 8 is filed for $25-$200: the table posts those limits.
    expect(await createTable(server.db, server.tables, { ...t6, id: "t90", name: "Table 90 · Fortune 7", gameId: "fortune-7-baccarat", feeScheduleId: "fortune-7-baccarat", feeOptionId: "8" }, "demo-admin", "demo-room", at)).toMatchObject({
      ok: false,
      code: "INVALID_CONFIGURATION",
      message: expect.stringMatching(/option 8: the option's table limit is \$25\.00-\$200\.00/),
    });
    const created = await createTable(server.db, server.tables, { ...t6, id: "t90", name: "Table 90 · Fortune 7", gameId: "fortune-7-baccarat", feeScheduleId: "fortune-7-baccarat", feeOptionId: "8", minWagerCents: 2_500 }, "demo-admin", "demo-room", at);
    expect(created).toMatchObject({ ok: true, live: "loaded", table: { id: "t90", live: { differences: [] } } });
    expect(server.registry.snapshot("t90")?.summary).toMatchObject({ tableId: "t90", name: "Table 90 · Fortune 7" });
    expect(await createTable(server.db, server.tables, { ...t6, id: "t90", feeScheduleId: "dai-bacc", feeOptionId: "1" }, "a", "demo-room", at)).toMatchObject({ ok: false, code: "TABLE_EXISTS" });
    expect(await createTable(server.db, server.tables, { ...t6, id: "t18", feeScheduleId: "dai-bacc", feeOptionId: "99" }, "a", "demo-room", at)).toMatchObject({ ok: false, code: "INVALID_CONFIGURATION" });
    expect((await adminTables(server.db, server.tables)).map((t) => t.id)).toContain("t90");
  });

  it("configures the bank rotation: a new table opens with a time limit on one person's bank; a change is audited with its reason", async () => {
    const input = { ...t6, id: "t19", name: "Table 19 · Fortune 7", gameId: "fortune-7-baccarat" as const, feeScheduleId: "fortune-7-baccarat", feeOptionId: "8", minWagerCents: 2_500, rotationPolicy: { maxBankMinutes: 45 }, reason: "the regulator's proposed time rule" };
    expect(NewTableInput.safeParse(input).success).toBe(true);
    const created = await createTable(server.db, server.tables, NewTableInput.parse(input), "demo-admin", "demo-room", at);
    expect(created).toMatchObject({ ok: true, live: "loaded", table: { rotationPolicy: { maxBankMinutes: 45 }, live: { differences: [] } } });
    const live = server.registry.state("t19") as { settings: { rotationPolicy: unknown } };
    expect(live.settings.rotationPolicy).toEqual({ maxConsecutiveHands: 2, requireInterveningDealer: true, maxBankMillis: 45 * 60_000 });
    const made = await server.db.pool.query("SELECT reason FROM audit_entries WHERE action = 'table-created' AND table_id = 't19'");
    expect(made.rows).toEqual([{ reason: "the regulator's proposed time rule" }]);

    // Changed between rounds: the live table runs the new policy at once, audited with the reason.
    const changed = await saveTableConfig(server.db, server.tables, "t19", { ...input, rotationPolicy: { maxBankMinutes: null, maxConsecutiveHands: 3 }, reason: "back to hand counts" }, "demo-admin", at);
    expect(changed).toMatchObject({ ok: true, live: "applied", table: { rotationPolicy: { maxBankMinutes: null, maxConsecutiveHands: 3 }, live: { differences: [] } } });
    const now = server.registry.state("t19") as { settings: { rotationPolicy: unknown }; rotation: { policy: { maxConsecutiveHands: number; maxBankMillis: number | null } } | null };
    expect(now.settings.rotationPolicy).toMatchObject({ maxConsecutiveHands: 3, maxBankMillis: null });
    const audit = await server.db.pool.query("SELECT reason, detail FROM audit_entries WHERE action = 'table.configure' AND table_id = 't19'");
    expect(audit.rows[0]).toMatchObject({ reason: "back to hand counts", detail: { changed: ["rotation policy"], from: { rotationPolicy: { maxBankMillis: 2_700_000 } }, to: { rotationPolicy: { maxBankMillis: null, maxConsecutiveHands: 3 } } } });
    // Absent, the stored rotation stays.
    expect(await saveTableConfig(server.db, server.tables, "t19", { ...t6, name: "Table 19", gameId: "fortune-7-baccarat", minWagerCents: 2_500 }, "demo-admin", at)).toMatchObject({ ok: true, live: "applied" });
    expect((await server.db.prisma.gameTable.findUniqueOrThrow({ where: { id: "t19" } })).rotationPolicy).toEqual({ maxBankMillis: null, maxConsecutiveHands: 3 });

    // Nonsense is refused before anything is stored.
    expect(TableConfigInput.safeParse({ ...t6, rotationPolicy: { maxBankMinutes: 0 } }).success).toBe(false);
    expect(TableConfigInput.safeParse({ ...t6, rotationPolicy: { maxBankMillis: 1 } }).success).toBe(false);
  });
});

describe("floor settings", () => {
  it("has Pacific defaults, saves valid shifts and thresholds (audited), refuses shifts that leave a gap", async () => {
    const defaults = await loadFloorSettings(server.db);
    expect(defaults).toMatchObject({ roomId: "demo-room", timeZone: "America/Los_Angeles", idleMinutes: 15, offlineSeconds: 30, saved: false });
    expect(defaults.shifts.map((s) => s.id)).toEqual(["day", "swing", "grave"]);
    const twelve = [
      { id: "days", name: "Days", start: "07:00", end: "19:00" },
      { id: "nights", name: "Nights", start: "19:00", end: "07:00" },
    ];
    expect(await saveFloorSettings(server.db, { timeZone: "America/Los_Angeles", shifts: twelve, idleMinutes: 20, offlineSeconds: 45 }, "demo-admin", at)).toMatchObject({ ok: true, settings: { saved: true, idleMinutes: 20, shifts: twelve } });
    expect(await saveFloorSettings(server.db, { timeZone: "America/Los_Angeles", shifts: twelve.slice(0, 1), idleMinutes: 20, offlineSeconds: 45 }, "demo-admin", at)).toMatchObject({ ok: false, code: "BAD_SHIFTS" });
    const audit = await server.db.pool.query("SELECT count(*)::int AS n FROM audit_entries WHERE action = 'floor-settings-changed'");
    expect(audit.rows[0].n).toBe(1);
  });

  it("keeps the room's choice of the walls' labels (English by default; a save that leaves it out keeps it), audited", async () => {
    const before = await loadFloorSettings(server.db);
    expect(before.wallLabels).toBe("en");
    const same = { timeZone: before.timeZone, shifts: [...before.shifts], idleMinutes: before.idleMinutes, offlineSeconds: before.offlineSeconds };
    expect(await saveFloorSettings(server.db, { ...same, wallLabels: "zh" }, "demo-admin", at)).toMatchObject({ ok: true, settings: { wallLabels: "zh" } });
    expect(await saveFloorSettings(server.db, same, "demo-admin", at)).toMatchObject({ ok: true, settings: { wallLabels: "zh" } });
    const last = await server.db.pool.query("SELECT detail FROM audit_entries WHERE action = 'floor-settings-changed' ORDER BY id DESC LIMIT 2");
    expect(last.rows.map((r) => [r.detail.from.wallLabels, r.detail.to.wallLabels])).toEqual([["zh", "zh"], ["en", "zh"]]);
    expect(FloorSettingsInput.safeParse({ ...same, wallLabels: "fr" }).success).toBe(false);
    await saveFloorSettings(server.db, { ...same, wallLabels: "en" }, "demo-admin", at);
  });
});
