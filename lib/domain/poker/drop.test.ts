import { describe, expect, it } from "vitest";
import { getScheduleOption } from "../fees";
import { dollars } from "../money";
import { dropFor } from "./drop";
import { pokerGame } from "./games";
import { PokerRefusal } from "./refusal";

/**
 * The schedules as printed, one row per option, read from the filings (not from the fee schedule
 * data): "option|limit|blinds|7 or more|5-6|4 or less" (Mortimer's Hold'em, seed 003 L3662-3940),
 * options 41-43 with a fourth column "4 players|2-3 players" (L3946-3973).
 */
const MORTIMERS_HOLDEM_PRINTED = `
1|$1 / $2|$1 / $1|$3|$2|$1
2|$2 / $4|$1 / $2|$3|$2|$1
3|$3 / $6|$2 / $3|$3|$2|$1
4|$4 / $8|$2 / $4|$3|$2|$1
5|$5 / $10|$3 / $5|$3|$2|$1
6|$6 / $12|$3 / $6|$3|$2|$1
7|$8 / $16|$4 / $8|$3|$2|$1
8|$9 / $18|$6 / $9|$3|$2|$1
9|$10 / $20|$5 / $10|$4|$3|$2
10|$12 / $24|$6 / $12|$4|$3|$2
11|$15 / $30|$10 / $15|$4|$3|$2
12|$20 / $40|$10 / $20|$4|$3|$2
13|$30 / $60|$15 / $30|$4|$3|$2
14|$40 / $80|$20 / $40|$4|$3|$2
15|$50 / $100|$25 / $50|$4|$3|$2
16|$60 / $120|$30 / $60|$4|$3|$2
17|$75 / $150|$50 / $75|$4|$3|$2
18|$80 / $160|$40 / $80|$4|$3|$2
19|$100 / $200|$50 / $100|$4|$3|$2
20|$300 / $600|$100 / $200|$4|$3|$2
21|$400 / $800|$150 / $300|$4|$3|$2
22|$.50 / $1|$3|$2|$1
23|$1 / $1|$3|$2|$1
24|$1 / $2|$3|$2|$1
25|$1 / $3|$3|$2|$1
26|$2 / $3|$3|$2|$1
27|$2 / $4|$3|$2|$1
28|$2 / $5|$3|$2|$1
29|$3 / $5|$3|$2|$1
30|$5 / $5|$3|$2|$1
31|$5 / $10|$4|$3|$2
32|$5 / $15|$4|$3|$2
33|$10 / $15|$4|$3|$2
34|$10 / $20|$4|$3|$2
35|$25 / $50|$4|$3|$2
36|$50 / $100|$4|$3|$2
37|$75 / $150|$4|$3|$2
38|$100 / $200|$4|$3|$2
39|$2 / $6|$3|$2|$1
40|$4 / $12|$3|$2|$1
41|$5 / $40|$5|$4|$3|$2
42|$10 / $100|$5|$4|$3|$2
43|$10 / $200|$5|$4|$3|$2`;

/** Mortimer's Omaha High/Low Split, seed 003 L3994-4142: "row|limit|blinds|players as printed|player fee|designated fee". */
const MORTIMERS_OMAHA_PRINTED = `
1|$3/$6|$1/$3|7 or More|$4|0
2|$3/$6|$1/$3|6 or 5|$3|0
3|$3/$6|$1/$3|4 or less|$2|0
4|$4/$8|$2/$4|8 or more|$4|0
5|$4/$8|$2/$4|7 or 6|$3|0
6|$4/$8|$2/$4|7 or More|$2|0
7|$6/$12|$2/$6|6 or 5|$4|0
8|$6/$12|$2/$6|4 or less|$3|0
9|$6/$12|$2/$6|5 or less|$2|0
10|$8/$16|$4/$8|8 or more|$5|0
11|$8/$16|$4/$8|7 or 6|$4|0
12|$8/$16|$4/$8|5 or less|$3|0
13|$15/$30|$10/$15|8 or more|$5|0
14|$15/$30|$10/$15|7 or 6|$4|0
15|$15/$30|$10/$15|5 or less|$3|0
16|$20/$40|$10/$20|8 or more|$5|0
17|$20/$40|$10/$20|7 or 6|$4|0
18|$20/$40|$10/$20|5 or less|$3|0
19|$30/$60|$15/$30|8 or more|$5|0
20|$30/$60|$15/$30|7 or 6|$4|0
21|$30/$60|$15/$30|5 or less|$3|0
22|$40/$80|$20/$40|8 or more|$5|0
23|$40/$80|$20/$40|7 or 6|$4|0
24|$40/$80|$20/$40|5 or less|$3|0`;

/**
 * Rows 6-9 print scrambled player counts (both copies, L2703-2761 and L4024-4047); the fee schedule
 * reads them as 5 or less, 7 or more, 6 or 5, 4 or less (fees.md P6). Every other row as printed.
 */
const OMAHA_ROW_READING: Record<string, string> = { "6": "5 or less", "7": "7 or more", "8": "6 or 5", "9": "4 or less" };

/** Kings, seed 004 L5-29 (Hold'em) and L39-53 (Omaha): "option|7+|5 or 6|4 or less", the merged cells as the digest pairs them. */
const KINGS_PRINTED = `
1|$3|$2|$1
2|$4|$3|$2
3|$5|$4|$3
4|$5|$4|$3
5|$6|$5|$4`;
const KINGS_NO_LIMIT_PRINTED = `
8|$4|$3|$2
9|$5|$4|$3
10|$6|$5|$4
11|$6|$5|$4`;

const money = (s: string) => dollars(Number(s.replace("$", "")));
const rows = (text: string) => text.trim().split("\n").map((l) => l.split("|"));

/** The printed fee for `players` under a row of three columns (7+, 5-6, 4 or less) or four (…, 4, 2-3). */
function printedFee(fees: readonly string[], players: number): number {
  if (fees.length === 4) return money(fees[players >= 7 ? 0 : players >= 5 ? 1 : players === 4 ? 2 : 3]!);
  return money(fees[players >= 7 ? 0 : players >= 5 ? 1 : 2]!);
}

function omahaRange(text: string): [number, number] {
  const m = /^(\d) or (more|less)$/i.exec(text);
  if (m) return m[2]!.toLowerCase() === "more" ? [Number(m[1]), 10] : [2, Number(m[1])];
  const pair = /^(\d) or (\d)$/.exec(text)!;
  const [a, b] = [Number(pair[1]), Number(pair[2])].sort();
  return [a!, b!];
}

const PLAYERS = [2, 3, 4, 5, 6, 7, 8, 9, 10];

describe("every schedule option's drop at every player count (the boundaries 3/4, 4/5, 5/6, 6/7, 7/8 included)", () => {
  const holdem = pokerGame("texas-holdem-mortimers");
  it.each(rows(MORTIMERS_HOLDEM_PRINTED))("Mortimer's Hold'em option %s (seed 003 L3662-3973)", (option, ...rest) => {
    // The last three cells are the fees (four for options 41-43).
    const feeCells = Number(option) >= 41 ? rest.slice(-4) : rest.slice(-3);
    const opt = getScheduleOption("texas-holdem-mortimers", option);
    for (const players of PLAYERS) {
      expect(dropFor(holdem, opt, { players, flop: true, potCents: null }).cents, `${players} players`).toBe(printedFee(feeCells, players));
    }
  });

  const omaha = pokerGame("omaha-hi-lo-mortimers");
  const byLimit = new Map<string, string[][]>();
  for (const r of rows(MORTIMERS_OMAHA_PRINTED)) byLimit.set(r[1]!, [...(byLimit.get(r[1]!) ?? []), r]);
  it.each([...byLimit.entries()])("Mortimer's Omaha High/Low %s (seed 003 L3994-4142), rows 1 to 24", (_limit, limitRows) => {
    const first = Number(limitRows[0]![0]);
    const opt = getScheduleOption("omaha-hi-lo-mortimers", `${first}-${first + 2}`);
    expect(limitRows[0]![5]).toBe("0"); // "Designated Fee" 0 on every row (fees.md C11)
    for (const players of PLAYERS) {
      const row = limitRows.find((r) => {
        const [lo, hi] = omahaRange(OMAHA_ROW_READING[r[0]!] ?? r[3]!);
        return players >= lo && players <= hi;
      })!;
      const drop = dropFor(omaha, opt, { players, flop: true, potCents: null });
      expect(drop.cents, `${players} players, row ${row[0]}`).toBe(money(row[4]!));
      expect(drop.band?.label).toContain(`row ${row[0]}:`);
    }
  });

  for (const [game, schedule, printed] of [
    ["texas-holdem", "texas-holdem-kings", KINGS_PRINTED + KINGS_NO_LIMIT_PRINTED],
    ["omaha", "omaha-kings", KINGS_PRINTED],
  ] as const) {
    it.each(rows(printed))(`Kings ${game} option %s (seed 004 L5-29, L39-53)`, (option, ...fees) => {
      const opt = getScheduleOption(schedule, option);
      for (const players of PLAYERS) expect(dropFor(pokerGame(game), opt, { players, flop: true, potCents: null }).cents, `${players} players`).toBe(printedFee(fees, players));
    });
  }
});

describe("no flop, no drop", () => {
  it.each([
    ["texas-holdem-mortimers", "texas-holdem-mortimers", "9", "seed 003 L3659-3660"],
    ["omaha-hi-lo-mortimers", "omaha-hi-lo-mortimers", "1-3", "seed 003 L2670 (default noFlopDrop)"],
    ["texas-holdem", "texas-holdem-kings", "3", "seed 004 L3 (default noFlopDrop)"],
    ["omaha", "omaha-kings", "3", "seed 004 L37"],
  ] as const)("%s: nothing is taken without a flop (%s, %s)", (gameId, schedule, option, _lines) => {
    const drop = dropFor(pokerGame(gameId), getScheduleOption(schedule, option), { players: 9, flop: false, potCents: null });
    expect(drop).toMatchObject({ cents: 0, lines: [], band: null });
    expect(drop.text).toMatch(/^No flop, no drop/);
  });

  it("a room may take the drop without a flop where the filing does not say otherwise (noFlopDrop)", () => {
    const drop = dropFor(pokerGame("texas-holdem", { noFlopDrop: "drop" }), getScheduleOption("texas-holdem-kings", "3"), { players: 9, flop: false, potCents: null });
    expect(drop.cents).toBe(500);
    expect(pokerGame("omaha-hi-lo-mortimers", { noFlopDrop: "drop" }).drop.withoutFlop).toBe("drop");
  });

  it("where the filing says so, no room may take it: Mortimer's Hold'em (L3659-3660) and Kings Omaha (L37) have no such option", () => {
    expect(() => pokerGame("texas-holdem-mortimers", { noFlopDrop: "drop" })).toThrow(/no option "noFlopDrop"/);
    expect(() => pokerGame("omaha", { noFlopDrop: "drop" })).toThrow(/no option "noFlopDrop"/);
  });
});

describe("the drop from the pot", () => {
  const game = pokerGame("texas-holdem");
  const option = getScheduleOption("texas-holdem-kings", "5");
  it("is capped at the pot when the pot is entered and smaller (digest §2.1, fees.md P3)", () => {
    const drop = dropFor(game, option, { players: 8, flop: true, potCents: 450 });
    expect(drop).toMatchObject({ cents: 450, capped: true });
    expect(drop.text).toContain("capped at the pot $4.50");
    expect(dropFor(game, option, { players: 8, flop: true, potCents: 0 })).toMatchObject({ cents: 0, lines: [] });
    expect(dropFor(game, option, { players: 8, flop: true, potCents: 2000 })).toMatchObject({ cents: 600, capped: false });
  });
  it("is one fee line from the pot, as every drop is recorded", () => {
    const [line] = dropFor(game, option, { players: 5, flop: true, potCents: null }).lines;
    expect(line).toMatchObject({ payer: { kind: "pot" }, cents: 500, optionId: "5", scheduleId: "texas-holdem-kings", basis: 5 });
  });
  it("names the players counted as the room counts them", () => {
    const atFlop = pokerGame("texas-holdem", { dropPlayerCount: "at-the-flop" });
    expect(dropFor(atFlop, option, { players: 5, flop: true, potCents: null }).text).toContain("5 players at the flop");
  });
  it("refuses a time option and impossible player counts", () => {
    expect(() => dropFor(game, getScheduleOption("texas-holdem-kings", "6"), { players: 5, flop: true, potCents: null })).toThrow(PokerRefusal);
    expect(() => dropFor(game, option, { players: 1, flop: true, potCents: null })).toThrow(/2 to 10 players/);
    expect(() => dropFor(game, option, { players: 11, flop: true, potCents: null })).toThrow(/2 to 10 players/);
  });
});
