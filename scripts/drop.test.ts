/**
 * `npm run -s drop -- <hand.json> --json`: one documented hand per game with the drop read from the
 * filing's printed line (docs/calculators.md), a time option and a hand without a flop, and the
 * refusals of bad input (exit 2, one line on stderr naming the field, nothing on stdout).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "./drop";

async function run(input: object | string, args: string[] = ["-", "--json"]) {
  let stdout = "";
  let stderr = "";
  const code = await main(args, { out: (t) => (stdout += t), err: (t) => (stderr += t), readStdin: async () => (typeof input === "string" ? input : JSON.stringify(input)) });
  return { code, stdout, stderr };
}

async function dropped(input: object): Promise<Record<string, unknown>> {
  const r = await run(input);
  expect(r.stderr).toBe("");
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as Record<string, unknown>;
}

async function refused(input: object | string, message: string): Promise<void> {
  const r = await run(input);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe("");
  expect(r.stderr).toBe(`${message}\n`);
}

describe("npm run drop: the documented hands (docs/calculators.md)", () => {
  it("Mortimer's Hold'em option 3, seven players: the \"7 or more players\" column, $3 (seed 003 L3687-3692)", async () => {
    expect(await dropped({ game: "texas-holdem-mortimers", option: "3", players: 7, flop: true, potCents: null })).toMatchObject({
      dropCents: 300,
      scheduleId: "texas-holdem-mortimers",
      optionId: "3",
      applied: { minPlayers: 7, maxPlayers: null, feeCents: 300 },
      capped: false,
      rule: "poker drop, 7 players dealt: 7 or more $3.00",
      source: { file: "003_828b6cbeef6aaf10.txt" },
    });
  });

  it("Mortimer's Omaha High/Low printed row 3 is the $3/$6 table's: four players, $2 (seed 003 L3994-4011)", async () => {
    expect(await dropped({ game: "omaha-hi-lo-mortimers", option: "3", players: 4, flop: true, potCents: 1_800 })).toMatchObject({ dropCents: 200, option: "3", optionId: "1-3", applied: { feeCents: 200 } });
  });

  it("Kings Hold'em option 3 (grouping A: $9-$18), seven players: $5 (seed 004 L11-14)", async () => {
    expect(await dropped({ game: "texas-holdem", option: "3", players: 7, flop: true, potCents: null })).toMatchObject({ dropCents: 500, applied: { label: "7+", feeCents: 500 } });
  });

  it("Kings Omaha option 1, five players, a $1.50 pot: the $2 drop capped at the pot (seed 004 L41-42; rules-decisions D4)", async () => {
    expect(await dropped({ game: "omaha", option: "1", players: 5, flop: true, potCents: 150 })).toMatchObject({ dropCents: 150, capped: true, applied: { feeCents: 200 } });
  });

  it("no flop, no drop (seed 003 L3659-3660); a room that drops without a flop says so in options", async () => {
    expect(await dropped({ game: "texas-holdem-mortimers", option: "3", players: 7, flop: false, potCents: null })).toMatchObject({ dropCents: 0, applied: null });
    expect(await dropped({ game: "texas-holdem", option: "3", players: 7, flop: false, potCents: null, options: { noFlopDrop: "drop" } })).toMatchObject({ dropCents: 500 });
  });

  it("prints the drop in words without --json", async () => {
    const r = await run({ game: "texas-holdem-mortimers", option: "3", players: 5, flop: true, potCents: null }, ["-"]);
    expect(r.stdout).toBe("Drop $2.00: poker drop, 5 players dealt: 5-6 $2.00\ntexas-holdem-mortimers option 3, 003_828b6cbeef6aaf10.txt L3687-3692\n");
  });
});

describe("npm run drop: bad input, exit 2 and one line naming the field", () => {
  it("refuses an unknown game, an option not printed, a time option, a player count out of range, a pot in dollars", async () => {
    await refused({ game: "stud", option: "3", players: 7, flop: true }, 'game: unknown poker game "stud" (games: texas-holdem-mortimers, omaha-hi-lo-mortimers, texas-holdem, omaha)');
    await refused({ game: "texas-holdem", option: "12", players: 7, flop: true }, 'option: Texas Hold\'em (Kings Card Club) prints no option "12" (options: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)');
    await refused({ game: "texas-holdem", option: "6", players: 7, flop: true }, "option: option 6 is time collection ($5.00 per player per half hour), not a drop from the pot");
    await refused({ game: "texas-holdem", option: "3", players: 11, flop: true }, "players: Texas Hold'em seats at most 10 players, got 11");
    await refused({ game: "texas-holdem", option: "3", players: 7, flop: true, potCents: 12.5 }, "potCents: the pot must be a whole number of cents, got 12.5");
    const bad = await run("{");
    expect(bad).toMatchObject({ code: 2, stdout: "" });
    expect(bad.stderr).toMatch(/^input: stdin is not valid JSON \(.*\)\n$/);
  });

  it("refuses a missing file and an unknown flag with the usage line", async () => {
    const r = await run({}, ["--jsn"]);
    expect(r).toMatchObject({ code: 2, stdout: "" });
    expect(r.stderr).toMatch(/^unknown option --jsn \(usage: npm run -s drop -- <hand\.json \| -> \[--json\]; --help for the format\)\n$/);
  });

  it("as a process: node --import tsx scripts/drop.ts - --json reads stdin, prints JSON, exits 0", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const r = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts", "drop.ts"), "-", "--json"], {
      cwd: root,
      input: JSON.stringify({ game: "omaha", option: "5", players: 9, flop: true, potCents: 450 }),
      encoding: "utf8",
    });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ dropCents: 450, capped: true });
  });
});
