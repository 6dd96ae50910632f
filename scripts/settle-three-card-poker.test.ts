/**
 * The dispute calculator for Three Card Poker 6 Card Bonus (seed 003 Mortimer's, seed 004 Kings): the
 * documented round of each game with its whole ledger written out (worked by hand from the filings;
 * the comments show the arithmetic), the odds calculator's entry, and the refusals of bad input
 * (exit 2, one line on stderr, nothing on stdout).
 */
import { describe, expect, it } from "vitest";
import { THREE_CARD_POKER_SETTLE_EXAMPLES } from "../lib/domain/three-card-poker/settle-help";
import { main } from "./settle";
import { main as odds } from "./odds";

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

async function run(input: object | string): Promise<Run> {
  let stdout = "";
  let stderr = "";
  const code = await main(["-"], { out: (t) => (stdout += t), err: (t) => (stderr += t), readStdin: async () => (typeof input === "string" ? input : JSON.stringify(input)) });
  return { code, stdout, stderr };
}

async function settled(input: object): Promise<Record<string, unknown>> {
  const r = await run(input);
  expect(r.stderr).toBe("");
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as Record<string, unknown>;
}

async function refused(input: object | string, message: string | RegExp): Promise<void> {
  const r = await run(input);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe("");
  expect(r.stderr.trimEnd().includes("\n")).toBe(false);
  if (typeof message === "string") expect(r.stderr).toBe(`${message}\n`);
  else expect(r.stderr).toMatch(message);
}

/** seat, bet, backline, amount, outcome, paid, collected, returned, due, action, toPlayer, bankAfter */
type Row = [number, string, boolean, number, string, number, number, number, number, string, number, number];

function rows(report: Record<string, unknown>): Row[] {
  return (report.ledger as Record<string, unknown>[]).map((l) => [
    l.seat as number,
    l.bet as string,
    l.backline as boolean,
    l.amount as number,
    l.outcome as string,
    l.paid as number,
    l.collected as number,
    l.returned as number,
    l.due as number,
    l.action as string,
    l.toPlayer as number,
    l.bankAfter as number,
  ]);
}

const MORTIMERS = THREE_CARD_POKER_SETTLE_EXAMPLES.find((e) => e.id === "three-card-poker-6cb-mortimers")!.input as Record<string, unknown>;
const KINGS = THREE_CARD_POKER_SETTLE_EXAMPLES.find((e) => e.id === "three-card-poker-6cb")!.input as Record<string, unknown>;

describe("npm run settle: Three Card Poker 6 Card Bonus", () => {
  it("Mortimer's documented round: the player-dealer's Jack high does not qualify (seed 003 L1633-1638)", async () => {
    const r = await settled(MORTIMERS);
    expect(r.game).toBe("three-card-poker-6cb-mortimers");
    expect(r.playerDealer).toEqual({ cards: ["JH", "7H", "4C"], hand: "Jack high (Jack-Seven-Four)", qualifies: false });
    expect(r.actionSeat).toBe(2);
    expect(r.actionButton).toBeNull();
    expect(r.collectedAtFold).toBe(1);
    expect(rows(r)).toEqual([
      // Seat 3 folds: its $20 Ante is collected at the fold, first (decision D2): bank 200 + 20 = 220.
      [3, "ante", false, 2000, "lose", 0, 2000, 0, 0, "collect", 0, 22000],
      // Seat 2's pair of eights outranks the player-dealer's Jack high: the Ante is paid even money, the Play pushes.
      [2, "ante", false, 1000, "win", 1000, 0, 0, 1000, "pay", 2000, 21000],
      [2, "play", false, 1000, "push", 0, 0, 0, 0, "push", 1000, 21000],
      // Pair Plus: One Pair pays 1:1 (seed 003 L1694, L1701).
      [2, "pair-plus", false, 500, "win", 500, 0, 0, 500, "pay", 1000, 20500],
      // 6 Card Bonus: 8C 8D KS JH 7H is only a pair, below Three of a Kind.
      [2, "six-card-bonus", false, 500, "lose", 0, 500, 0, 0, "collect", 0, 21000],
      // Seat 3 folded, but its 6 Card Bonus stays in action: 4C 5C 6S 7H 8H is a straight, 9:1 (L1739-1740, L1719-1721).
      [3, "six-card-bonus", false, 500, "win", 4500, 0, 0, 4500, "pay", 5000, 16500],
      // Seat 4's Nine high is below the player-dealer's hand: at Mortimer's the Ante pushes; the Play has no action. Ann's backline too.
      [4, "ante", false, 1000, "push", 0, 0, 0, 0, "push", 1000, 16500],
      [4, "ante", true, 500, "push", 0, 0, 0, 0, "push", 500, 16500],
      [4, "play", false, 1000, "push", 0, 0, 0, 0, "push", 1000, 16500],
      [4, "play", true, 500, "push", 0, 0, 0, 0, "push", 500, 16500],
    ]);
    // $60 of action before the deal (the Play excluded): option 1's second tier, $1 from the player-dealer (seed 003 L1820-1831).
    expect(r.fees).toMatchObject([{ payer: { kind: "player-dealer", seat: 1 }, cents: 100, optionId: "1" }]);
    expect(r.feeOption).toEqual({ scheduleId: "three-card-poker-6-card-bonus-mortimers", optionId: "1", chosenBy: "table limits" });
    expect(r.bank).toEqual({ before: 20000, after: 16500, pdNet: -3500 });
    expect(r.conservation).toMatchObject({ ok: true });
  });

  it("Kings' documented round: the player-dealer's pair of queens qualifies (seed 004 L347-349)", async () => {
    const r = await settled(KINGS);
    expect(r.playerDealer).toEqual({ cards: ["QH", "QS", "2H"], hand: "Pair of Queens", qualifies: true });
    expect(rows(r)).toEqual([
      [3, "ante", false, 2000, "lose", 0, 2000, 0, 0, "collect", 0, 22000],
      // Eights lose to queens: Ante and Play collected; the Pair Plus still pays its pair.
      [2, "ante", false, 1000, "lose", 0, 1000, 0, 0, "collect", 0, 23000],
      [2, "play", false, 1000, "lose", 0, 1000, 0, 0, "collect", 0, 24000],
      [2, "pair-plus", false, 500, "win", 500, 0, 0, 500, "pay", 1000, 23500],
      // 8C 8D QH QS KS: two pair, below Three of a Kind.
      [2, "six-card-bonus", false, 500, "lose", 0, 500, 0, 0, "collect", 0, 24000],
      // 5C 6S 8H QH QS: a pair.
      [3, "six-card-bonus", false, 500, "lose", 0, 500, 0, 0, "collect", 0, 24500],
      [4, "ante", false, 1000, "lose", 0, 1000, 0, 0, "collect", 0, 25500],
      [4, "ante", true, 500, "lose", 0, 500, 0, 0, "collect", 0, 26000],
      [4, "play", false, 1000, "lose", 0, 1000, 0, 0, "collect", 0, 27000],
      [4, "play", true, 500, "lose", 0, 500, 0, 0, "collect", 0, 27500],
    ]);
    // Option 2 as given: $60 of action is in the first tier, $2 (seed 004 L1907-1911).
    expect(r.fees).toMatchObject([{ payer: { kind: "player-dealer", seat: 1 }, cents: 200, optionId: "2" }]);
    expect(r.bank).toEqual({ before: 20000, after: 27500, pdNet: 7500 });
  });

  it("Kings pays every Ante not folded when the player-dealer does not qualify (seed 004 L346), where Mortimer's pushes it", async () => {
    const r = await settled({ ...KINGS, playerDealer: ["JH", "7H", "4C"] });
    // As at Mortimer's up to seat 4 (bank $165.00 after seat 3's straight); then seat 4's and Ann's Nine-high Antes are paid.
    expect(rows(r).filter((l) => l[1] === "ante" && l[0] === 4)).toEqual([
      [4, "ante", false, 1000, "win", 1000, 0, 0, 1000, "pay", 2000, 15500],
      [4, "ante", true, 500, "win", 500, 0, 0, 500, "pay", 1000, 15000],
    ]);
  });

  it("settles the forfeits in the walk under option forfeitsCollected \"in-walk\"", async () => {
    const r = await settled({ ...MORTIMERS, options: { forfeitsCollected: "in-walk" } });
    expect(r.collectedAtFold).toBe(0);
    expect(rows(r).map((l) => `${l[0]} ${l[1]}`).slice(0, 5)).toEqual(["2 ante", "2 play", "2 pair-plus", "2 six-card-bonus", "3 ante"]);
  });

  it("refuses bad input with exit 2 and one line naming the field", async () => {
    await refused({ ...MORTIMERS, playerDealer: ["JH", "7H"] }, /^playerDealer: a hand is three cards/);
    await refused({ ...MORTIMERS, hands: { ...(MORTIMERS.hands as object), "2": ["8C", "8D", "JH"] } }, /^hands\["2"\]\[2\]: J♥ is already at playerDealer\[0\]: one deck holds each card once\n$/);
    await refused({ ...MORTIMERS, wagers: [{ seat: 2, bet: "pair-plus", amount: 500 }, { seat: 3, bet: "ante", amount: 500 }] }, /^wagers\[0\]\.bet: /);
    await refused({ ...MORTIMERS, wagers: [...(MORTIMERS.wagers as object[]), { seat: 5, bet: "play", amount: 500 }] }, /^wagers\[7\]\.bet: a wager before the deal is "ante", "pair-plus" or "six-card-bonus"/);
    await refused({ ...MORTIMERS, decisions: { "2": "play", "3": "fold" } }, /^decisions\["4"\]: missing: seat 4.s Play or fold$/m);
    await refused({ ...MORTIMERS, seats: 9 }, /^seats: three-card-poker-6cb-mortimers seats 2 to 8/);
    await refused({ ...MORTIMERS, options: { bonusBets: "one" } }, /^wagers\[2\]\.bet: seat 2: a Pair Plus or a 6 Card Bonus, not both/);
    await refused({ ...MORTIMERS, game: "three-card-poker" }, /^game: unknown/);
  });
});

describe("npm run odds: Three Card Poker 6 Card Bonus", () => {
  it("prints the exact counts and house edges, the filing's 6 Card Bonus figures beside the computed ones", () => {
    const r = odds(["--game", "three-card-poker-6cb-mortimers", "--json"]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as {
      decks: number;
      pairPlus: { combinations: number; lines: { hand: string; count: number }[] };
      sixCardBonus: { combinations: number; hitFrequency: number; houseEdge: number; filed: { houseAdvantage: string; hitFrequency: string } };
      antePlay: { rule: string; houseEdge: number }[];
    };
    expect(json.decks).toBe(1);
    expect(json.pairPlus.combinations).toBe(22100);
    // Mini Royal Flush: A-K-Q of one suit, 4 hands; a straight flush (A-2-3 suited included, T2): 44 (seed 003 L1549-1560).
    expect(json.pairPlus.lines.slice(0, 2).map((l) => [l.hand, l.count])).toEqual([
      ["Mini Royal Flush", 4],
      ["Straight Flush", 44],
    ]);
    expect(json.sixCardBonus.combinations).toBe(20_358_520);
    expect(json.sixCardBonus.filed).toMatchObject({ houseAdvantage: "6.74%", hitFrequency: "7.2798%" });
    expect((json.sixCardBonus.hitFrequency * 100).toFixed(4)).toBe("7.2798");
    expect((json.sixCardBonus.houseEdge * 100).toFixed(2)).toBe("6.74");
    expect(json.antePlay.map((a) => a.rule)).toEqual(["always-play", "queen-six-four", "best-per-hand"]);
    const text = odds(["--game", "three-card-poker-6cb"]);
    expect(text.stdout).toMatch(/filed: house advantage 6\.74%, hit frequency 7\.2798%/);
  });

  it("refuses any deck count but one", () => {
    const r = odds(["--game", "three-card-poker-6cb", "--decks", "2"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--decks must be 1/);
  });
});
