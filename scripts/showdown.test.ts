/**
 * `npm run -s showdown -- <hand.json> --json`: one documented hand per game, worked by hand
 * (docs/calculators.md; the comments show the reading), side pots with three and four all-ins, a
 * quartered hi/lo pot with an odd chip, and the refusals of bad input (exit 2, one line on stderr
 * naming the field, nothing on stdout).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "./showdown";

async function run(input: object | string, args: string[] = ["-", "--json"]) {
  let stdout = "";
  let stderr = "";
  const code = await main(args, { out: (t) => (stdout += t), err: (t) => (stderr += t), readStdin: async () => (typeof input === "string" ? input : JSON.stringify(input)) });
  return { code, stdout, stderr };
}

interface Answer {
  awards: { seat: number; cents: number }[];
  returned: { seat: number; cents: number } | null;
  pots: { name: string; cents: number; dropCents: number; eligible: number[]; high: { winners: number[]; hand: string | null }; low: { winners: number[]; hand: string | null } | null; oddChipOfHalves: string | null }[];
  dropCents: number;
  contributedCents: number;
}

async function shown(input: object): Promise<Answer> {
  const r = await run(input);
  expect(r.stderr).toBe("");
  expect(r.code).toBe(0);
  const answer = JSON.parse(r.stdout) as Answer;
  // Every chip is awarded, returned or dropped exactly once.
  expect(answer.awards.reduce((s, a) => s + a.cents, 0) + (answer.returned?.cents ?? 0) + answer.dropCents).toBe(answer.contributedCents);
  return answer;
}

async function refused(input: object, message: string): Promise<void> {
  const r = await run(input);
  expect(r).toMatchObject({ code: 2, stdout: "" });
  expect(r.stderr).toBe(`${message}\n`);
}

describe("npm run showdown: the documented hands (docs/calculators.md)", () => {
  it("Mortimer's Hold'em, three all-ins and a fold: the short stack's aces take the main pot less the drop, kings the side pot", async () => {
    // Contributions 10, 40, 40 and a folded 6: the main pot is 4 x $6 + 3 x $4 = $36 (less the $3 drop),
    // the side pot 2 x $30 = $60 between seats 3 and 5. Board A-7-4-2-9: three aces; kings beat queens.
    const a = await shown({
      game: "texas-holdem-mortimers",
      board: ["AD", "7H", "4D", "2C", "9S"],
      button: 2,
      dropCents: 300,
      players: [
        { seat: 1, contributedCents: 1000, cards: ["AS", "AH"] },
        { seat: 3, contributedCents: 4000, cards: ["KD", "KC"] },
        { seat: 5, contributedCents: 4000, cards: ["QS", "QD"] },
        { seat: 6, contributedCents: 600, folded: true },
      ],
    });
    expect(a.pots.map((p) => [p.name, p.cents, p.dropCents, p.eligible, p.high.winners, p.high.hand])).toEqual([
      ["main pot", 3300, 300, [1, 3, 5], [1], "Three Aces"],
      ["side pot 1", 6000, 0, [3, 5], [3], "Pair of Kings"],
    ]);
    expect(a.awards).toEqual([{ seat: 3, cents: 6000 }, { seat: 1, cents: 3300 }]);
  });

  it("four all-ins at different levels: a pot per level, each to the best hand eligible for it, the bet nobody called returned", async () => {
    // 5, 10, 20 and 30 dollars in: pots of 4 x $5, 3 x $5, 2 x $10; seat 4's last $10 is not called.
    // Board 2-7-9-J-K rainbow: seat 1 a pair of aces, seat 2 kings, seat 3 queens, seat 4 nothing.
    const a = await shown({
      game: "texas-holdem",
      board: ["2C", "7D", "9H", "JS", "KC"],
      button: 4,
      players: [
        { seat: 1, contributedCents: 500, cards: ["AS", "AD"] },
        { seat: 2, contributedCents: 1000, cards: ["KS", "3D"] },
        { seat: 3, contributedCents: 2000, cards: ["QS", "QD"] },
        { seat: 4, contributedCents: 3000, cards: ["4H", "5H"] },
      ],
    });
    expect(a.pots.map((p) => [p.cents, p.eligible, p.high.winners])).toEqual([
      [2000, [1, 2, 3, 4], [1]],
      [1500, [2, 3, 4], [2]],
      [2000, [3, 4], [3]],
    ]);
    expect(a.returned).toEqual({ seat: 4, cents: 1000 });
    expect(a.awards).toEqual([{ seat: 1, cents: 2000 }, { seat: 2, cents: 1500 }, { seat: 3, cents: 2000 }]);
  });

  it("Mortimer's Omaha High/Low: a quartered pot, and the odd chip of an odd pot to the high half (rules-decisions O2)", async () => {
    // $61 after the drop: halves $31 (high, the odd chip) and $30 (low); the low is tied at 7-4-3-2-A and split $15 / $15.
    const a = await shown({
      game: "omaha-hi-lo-mortimers",
      board: ["KS", "7H", "4D", "2C", "9S"],
      button: 1,
      dropCents: 200,
      players: [
        { seat: 1, contributedCents: 2100, cards: ["AH", "3C", "KD", "QS"] },
        { seat: 2, contributedCents: 2100, cards: ["AD", "3S", "TC", "TD"] },
        { seat: 3, contributedCents: 2100, cards: ["JS", "JH", "8C", "6C"] },
      ],
    });
    const [pot] = a.pots;
    expect(pot).toMatchObject({ cents: 6100, high: { winners: [1], hand: "Pair of Kings" }, low: { winners: [1, 2], hand: "7-4-3-2-A low" }, oddChipOfHalves: "high" });
    expect(a.awards).toEqual([{ seat: 2, cents: 1500 }, { seat: 1, cents: 4600 }]);
  });

  it("Kings Omaha: exactly two hole cards: three kings in the hand play as a pair, the straight wins", async () => {
    const a = await shown({
      game: "omaha",
      board: ["KS", "7H", "4D", "3C", "QD"],
      button: 1,
      players: [
        { seat: 1, contributedCents: 1500, cards: ["KC", "KD", "KH", "2S"] },
        { seat: 2, contributedCents: 1500, cards: ["QC", "QH", "5S", "6S"] },
      ],
    });
    expect(a.pots[0]!.high).toMatchObject({ winners: [2], hand: "Straight, Seven high" });
  });

  it("says the pots in words without --json", async () => {
    const r = await run({ game: "texas-holdem", board: ["AS", "KD", "QH", "JC", "TS"], button: 5, players: [{ seat: 2, contributedCents: 500, cards: ["2C", "3D"] }, { seat: 7, contributedCents: 500, cards: ["2D", "3C"] }] }, ["-"]);
    expect(r.stdout).toBe("main pot $10.00: seats 2, 7 with Straight, Ace high\nawards: seat 7 $5.00, seat 2 $5.00\n");
  });
});

describe("npm run showdown: bad input, exit 2 and one line naming the field", () => {
  it("names the field", async () => {
    const base = { game: "omaha-hi-lo-mortimers", board: ["KS", "7H", "4D", "2C", "9S"], button: 1 };
    await refused({ ...base, players: [{ seat: 1, contributedCents: 100, cards: ["AH", "2H"] }] }, "players[0].cards: Omaha High/Low Split is played with 4 hole cards, got 2");
    await refused({ ...base, players: [{ seat: 1, contributedCents: 100, cards: ["KS", "2H", "3H", "4H"] }] }, "players[0].cards[0]: KS is also at board[0]");
    await refused({ ...base, players: [{ seat: 1, contributedCents: -5 }] }, "players[0].contributedCents: a contribution is 0 or more cents, got -5");
    await refused({ ...base, board: ["KS", "1H"], players: [] }, 'board[1]: not a card: write the rank (A 2-9 T J Q K) then the suit (S H D C), e.g. "TD", got "1H"');
    await refused({ ...base, players: [{ seat: 1, contributedCents: 100, cards: null }], colour: "red" }, 'input: unknown field "colour" (fields: game, board, button, players, dropCents, chipCents, options)');
  });

  it("as a process: node --import tsx scripts/showdown.ts - --json reads stdin, prints JSON, exits 0", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const r = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts", "showdown.ts"), "-", "--json"], {
      cwd: root,
      input: JSON.stringify({ game: "omaha", board: ["KS", "7H", "4D", "3C", "QD"], button: 1, players: [{ seat: 1, contributedCents: 1500, cards: ["KC", "KD", "KH", "2S"] }, { seat: 2, contributedCents: 1500, cards: ["QC", "QH", "5S", "6S"] }] }),
      encoding: "utf8",
    });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ game: "omaha", awards: [{ seat: 2, cents: 3000 }] });
  });
});
