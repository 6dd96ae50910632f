/**
 * `npm run settle` with a poker game: the hand is settled by its showdown (nobody banks, no ledger),
 * with the drop as given or priced from the schedule option. One documented hand per game
 * (lib/domain/poker/settle-help.ts, docs/calculators.md), worked by hand, and the refusals.
 */
import { describe, expect, it } from "vitest";
import { POKER_SETTLE_EXAMPLES } from "../lib/domain/poker/settle-help";
import { main } from "./settle";

async function run(input: object) {
  let stdout = "";
  let stderr = "";
  const code = await main(["-"], { out: (t) => (stdout += t), err: (t) => (stderr += t), readStdin: async () => JSON.stringify(input) });
  return { code, stdout, stderr };
}

async function settled(input: object): Promise<Record<string, unknown>> {
  const r = await run(input);
  expect(r.stderr).toBe("");
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as Record<string, unknown>;
}

const example = (id: string) => POKER_SETTLE_EXAMPLES.find((e) => e.id === id)!.input;

describe("npm run settle: a poker hand of each game (the documented examples)", () => {
  it("Mortimer's Hold'em, option 3: four players, a flop, the \"4 or less\" drop of $1 from the main pot (seed 003 L3687-3692)", async () => {
    const r = await settled(example("texas-holdem-mortimers"));
    expect(r).toMatchObject({ game: "texas-holdem-mortimers", ledger: [], feeTotal: 100, feeOption: { scheduleId: "texas-holdem-mortimers", optionId: "3", chosenBy: "input" } });
    expect(r.fees).toEqual([
      { payer: { kind: "pot" }, cents: 100, rule: "poker drop, 4 players dealt: 4 or less $1.00", scheduleId: "texas-holdem-mortimers", optionId: "3", source: expect.objectContaining({ file: "003_828b6cbeef6aaf10.txt" }) },
    ]);
    // Main pot $36 less $1: three aces; side pot $60: kings over queens.
    expect(r.awards).toEqual([{ seat: 3, cents: 6000 }, { seat: 1, cents: 3500 }]);
    expect(r.conservation).toEqual({ ok: true, contributed: 9600, awarded: 9500, returned: 0, dropped: 100 });
  });

  it("Mortimer's Omaha High/Low: $63 less the $3 drop, $30 high to seat 1, the low tied at 7-4-3-2-A and quartered", async () => {
    const r = await settled(example("omaha-hi-lo-mortimers"));
    expect(r.awards).toEqual([{ seat: 2, cents: 1500 }, { seat: 1, cents: 4500 }]);
    expect(r).toMatchObject({ feeTotal: 300, fees: [], feeNote: "the drop as given (dropCents)" });
  });

  it("Kings Hold'em: the board plays for both, the odd $5 chip of $15 to seat 7, first left of the button (seed 004 L161-164)", async () => {
    const r = await settled(example("texas-holdem"));
    expect(r.awards).toEqual([{ seat: 7, cents: 800 }, { seat: 2, cents: 700 }]);
  });

  it("Kings Omaha, option 2: two players, the $2 drop (seed 004 L43-46); the straight beats three kings that may use only two", async () => {
    const r = await settled(example("omaha"));
    expect(r).toMatchObject({ feeTotal: 200, awards: [{ seat: 2, cents: 2800 }] });
  });
});

describe("npm run settle: a bad poker hand is refused in one line naming the field", () => {
  it("names the field", async () => {
    const both = await run({ ...example("texas-holdem-mortimers"), dropCents: 100 });
    expect(both).toMatchObject({ code: 2, stdout: "", stderr: "option: give the schedule option or dropCents, not both\n" });
    const time = await run({ ...example("omaha"), option: "6" });
    expect(time).toMatchObject({ code: 2, stderr: "option: option 6 is time collection: no drop is taken from the pot\n" });
    const cards = await run({ ...example("omaha"), players: [{ seat: 1, contributedCents: 100, cards: ["KC"] }] });
    expect(cards).toMatchObject({ code: 2, stderr: "players[0].cards: Omaha is played with 4 hole cards, got 1\n" });
  });
});
