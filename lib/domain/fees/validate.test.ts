import { describe, expect, it } from "vitest";
import { FeeError } from "./fee-error";
import { FEE_SCHEDULES, getScheduleOption } from "./registry";
import { parseRoomEnteredOption, parseScheduleOption, scheduleOptionIssues, validateScheduleOption } from "./validate";

/** A player-dealer fee by table action with the given [from, to, fee] rows in cents, as a room types it. */
function actionOption(rows: readonly (readonly [number, number | null, number])[], gapRule?: string): Record<string, unknown> {
  return {
    scheduleId: "room-test",
    id: "1",
    limit: { kind: "spot", min: 500, max: 10000 },
    timing: "before-deal",
    source: { file: "room-entered", lines: "" },
    collections: [
      {
        kind: "player-dealer",
        fee: { kind: "tiered", table: { tiers: rows.map(([from, to, fee]) => ({ from, to, fee })), ...(gapRule ? { gapRule } : {}) } },
      },
    ],
  };
}

const issuesOf = (input: unknown) => {
  const r = validateScheduleOption(input);
  return r.ok ? [] : r.issues;
};

describe("a schedule option a room enters", () => {
  it("is accepted with the documented defaults filled in", () => {
    const option = parseScheduleOption(actionOption([[500, 10000, 100], [10500, null, 200]]));
    const pd = option.collections[0];
    expect(pd?.kind === "player-dealer" && pd.fee.kind === "tiered" && pd.fee).toMatchObject({
      table: { gapRule: "previous-top-exclusive", belowFirst: "first-tier", aboveLast: "refuse" },
      action: { wagers: "all", backline: "include" },
    });
  });

  it("refuses six collection rates and accepts five", () => {
    const five: [number, number | null, number][] = [[500, 10000, 100], [10001, 20000, 200], [20001, 30000, 300], [30001, 40000, 400], [40001, null, 500]];
    expect(issuesOf(actionOption(five))).toEqual([]);
    const six: [number, number | null, number][] = [...five.slice(0, 4), [40001, 50000, 500], [50001, null, 600]];
    expect(issuesOf(actionOption(six))).toEqual([expect.stringMatching(/6 collection rates; no more than 5/)]);
  });

  it("refuses anything that is not a flat amount of whole cents: percentages have no place", () => {
    const withFee = (fee: unknown) => ({ ...actionOption([[500, null, 100]]), collections: [{ kind: "player-dealer", fee }] });
    expect(issuesOf(withFee({ kind: "percent", rate: 5 }))).not.toEqual([]);
    expect(issuesOf(withFee({ kind: "flat", cents: 100, percent: 5 }))).not.toEqual([]);
    expect(issuesOf(withFee({ kind: "flat", cents: "5%" }))).not.toEqual([]);
    expect(issuesOf(withFee({ kind: "flat", cents: 0.05 }))).not.toEqual([]);
    expect(issuesOf(withFee({ kind: "flat", cents: 100 }))).toEqual([]);
  });

  it("refuses fractional cents anywhere", () => {
    expect(issuesOf(actionOption([[500, 10000, 50.5], [10001, null, 100]]))).not.toEqual([]);
    expect(issuesOf(actionOption([[500, 10000.5, 50], [10001, null, 100]]))).not.toEqual([]);
  });

  it("refuses overlapping tiers", () => {
    expect(issuesOf(actionOption([[500, 10000, 100], [10000, null, 200]]))).toEqual([expect.stringMatching(/overlaps tier 1/)]);
  });

  it("refuses a gap under the strict rule and accepts it under the documented rule", () => {
    const fortune7 = [[100, 10000, 100], [10500, 30000, 200], [30500, null, 400]] as const;
    expect(issuesOf(actionOption(fortune7, "strict"))).toEqual([
      expect.stringMatching(/tier 2 .*leaves a gap after \$100\.00/),
      expect.stringMatching(/tier 3 .*leaves a gap after \$300\.00/),
    ]);
    expect(issuesOf(actionOption(fortune7, "previous-top-exclusive"))).toEqual([]);
    expect(issuesOf(actionOption(fortune7))).toEqual([]);
    expect(issuesOf(actionOption([[100, 10000, 100], [10001, null, 200]], "strict"))).toEqual([]);
  });

  it("refuses an open-ended tier that is not the last, and a tier whose top is below its minimum", () => {
    expect(issuesOf(actionOption([[500, null, 100], [10001, null, 200]]))).toEqual([expect.stringMatching(/only the last tier/)]);
    expect(issuesOf(actionOption([[500, 400, 100]]))).toEqual([expect.stringMatching(/top is below its minimum/)]);
  });

  it("refuses unknown fields, empty schedules and inverted limits", () => {
    expect(issuesOf({ ...actionOption([[500, null, 100]]), rakePercent: 5 })).not.toEqual([]);
    expect(issuesOf({ ...actionOption([[500, null, 100]]), collections: [] })).not.toEqual([]);
    expect(issuesOf({ ...actionOption([[500, null, 100]]), limit: { kind: "spot", min: 500, max: 100 } })).toEqual(["table maximum is below the minimum"]);
  });

  it("refuses poker bands that overlap, leave a player count out, or stop short", () => {
    const poker = (bands: unknown[]) => ({
      scheduleId: "room-test",
      id: "1",
      limit: { kind: "poker", structures: ["$3-$6"] },
      timing: "after-flop",
      source: { file: "room-entered", lines: "" },
      collections: [{ kind: "poker-drop", bands }],
    });
    const band = (min: number, max: number | null, fee: number) => ({ min, max, fee });
    expect(issuesOf(poker([band(7, null, 300), band(5, 6, 200), band(2, 4, 100)]))).toEqual([]);
    expect(issuesOf(poker([band(6, null, 300), band(5, 6, 200), band(2, 4, 100)]))).toEqual([expect.stringMatching(/overlap/)]);
    expect(issuesOf(poker([band(7, null, 300), band(2, 4, 100)]))).toEqual([expect.stringMatching(/no band for 5-6 players/)]);
    expect(issuesOf(poker([band(5, 6, 200), band(2, 4, 100)]))).toEqual([expect.stringMatching(/more than 6 players/)]);
    expect(issuesOf(poker([band(5, null, 200)]))).toEqual([expect.stringMatching(/4 players or fewer/)]);
  });

  it("refuses mixing California and poker collections, two player-dealer fees, and the wrong timing", () => {
    const base = actionOption([[500, null, 100]]);
    const pd = (base.collections as unknown[])[0];
    expect(issuesOf({ ...base, collections: [pd, pd] })).toEqual(["more than one player-dealer collection"]);
    expect(issuesOf({ ...base, collections: [pd, { kind: "time", perPlayerPerHalfHour: 500 }] })).toContain(
      "an option cannot mix California-game collections with poker collections",
    );
    expect(issuesOf({ ...base, timing: "after-flop" })).toEqual(["a California-game option cannot be collected after-flop"]);
  });
});

describe("how rates are counted", () => {
  it("counts per fee column by default, so the printed EZ Baccarat option 2 (seven amounts over two columns) passes", () => {
    const ez2 = getScheduleOption("ez-baccarat-panda-8-mortimers", "2");
    expect(scheduleOptionIssues(ez2)).toEqual([]);
    expect(scheduleOptionIssues(ez2, { rateLimit: { max: 5, scope: "per-option" } })).toEqual([
      "7 distinct collection rates; no more than 5 may be established per table",
    ]);
  });

  it("applies a filing's own 'three separate rates per game'", () => {
    const joker = FEE_SCHEDULES["no-bust-joker"];
    expect(joker.rateLimit).toEqual({ max: 3, scope: "per-option" });
    const four = {
      ...getScheduleOption("fortune-7-baccarat", "21"),
      scheduleId: "no-bust-joker",
    };
    expect(scheduleOptionIssues(four, { rateLimit: joker.rateLimit })).toEqual([
      "5 distinct collection rates; no more than 3 may be established per table",
    ]);
  });
});

describe("room-entered schedules (seeds 001 and 002)", () => {
  const spotOption = (wagers: unknown) => ({
    id: "A",
    limit: { kind: "spot", min: 500, max: 50000 },
    timing: "before-deal",
    collections: [
      { kind: "per-spot", wagers, fee: { kind: "flat", cents: 100 } },
      { kind: "player-dealer", fee: { kind: "flat", cents: 200 } },
    ],
  });

  it("takes the schedule's id and cites the filing", () => {
    const option = parseRoomEnteredOption(FEE_SCHEDULES["21st-century-baccarat"], spotOption("game"));
    expect(option.scheduleId).toBe("21st-century-baccarat");
    expect(option.source).toMatchObject({ file: "room-entered", note: expect.stringContaining("001_7c3e69f28c86fada.txt") });
  });

  it("21st Century Baccarat: refuses any fee on the tie or bonus pair bets (no collection on them)", () => {
    const schedule = FEE_SCHEDULES["21st-century-baccarat"];
    expect(() => parseRoomEnteredOption(schedule, spotOption({ bets: ["early-tie"] }))).toThrow(/no collection on side bets/);
    expect(() => parseRoomEnteredOption(schedule, spotOption("all"))).toThrow(FeeError);
    const byAction = { ...spotOption("game"), collections: [{ kind: "player-dealer", fee: { kind: "tiered", table: { tiers: [{ from: 500, to: null, fee: 100 }] } } }] };
    expect(() => parseRoomEnteredOption(schedule, byAction)).toThrow(/only look at game wagers/);
  });

  it("EZ Baccarat: accepts the filing's per-bet columns (Player line, Tie, Dragon 7) and a player-dealer fee", () => {
    const option = parseRoomEnteredOption(FEE_SCHEDULES["ez-baccarat"], {
      ...spotOption("game"),
      collections: [
        { kind: "per-spot", wagers: "game", fee: { kind: "flat", cents: 100 } },
        { kind: "per-spot", wagers: { bets: ["tie"] }, fee: { kind: "flat", cents: 50 } },
        { kind: "per-spot", wagers: { bets: ["dragon-7"] }, fee: { kind: "flat", cents: 50 } },
        { kind: "player-dealer", fee: { kind: "flat", cents: 200 } },
      ],
    });
    expect(option.collections).toHaveLength(4);
  });

  it("refuses an option that names another schedule", () => {
    expect(() => parseRoomEnteredOption(FEE_SCHEDULES["ez-baccarat"], { ...spotOption("game"), scheduleId: "dai-bacc" })).toThrow(/belongs to dai-bacc/);
  });
});
