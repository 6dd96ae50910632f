import { describe, expect, it } from "vitest";
import { conservationOf, walkBank, type BankWalk } from "../bank-walk";
import { twentyOneGame } from "./games";
import { playRound, type RoundScript } from "./play-round";
import { resolveRound, totalStaked } from "./resolution";
import type { RoundState } from "./round-state";
import { naturalsPaidAtDeal, settleRound } from "./settlement";
import { $ } from "./test-kit";

const FULL = new Set(["pay", "collect", "push"]);

/** The first line the bank did not settle in full, or the line count when it settled all. */
function firstShort(walk: BankWalk): number {
  const i = walk.lines.findIndex((l) => !FULL.has(l.action));
  return i === -1 ? walk.lines.length : i;
}

/** The round's settlement walk with the action button at `actionSeat` (settleRound's own walk when it is the button's seat). */
function walkFrom(state: RoundState, bank: number, actionSeat: number): BankWalk {
  const wagers = resolveRound(state);
  const naturals = naturalsPaidAtDeal(state);
  const atDeal = (w: (typeof wagers)[number]) => naturals.has(w.seat) && w.bet === "main" && w.resolution.outcome === "win";
  return walkBank({ bank, pdSeat: state.table.pdSeat, seats: state.table.seats, actionSeat, order: "seat-by-seat", betOrder: state.game.betOrder, settledFirst: wagers.filter(atDeal), wagers: wagers.filter((w) => !atDeal(w)), direction: "clockwise" });
}

const key = (l: BankWalk["lines"][number]) => `${l.seat}${l.backline ? "b" : ""} ${l.bet}`;

/**
 * The round's wagers walked from every seat the action button can give, with banks chosen from each
 * ledger so that the bank runs short at each line where it can: every line before it settled in
 * full, that line cut short (a winner partly paid, a loser partly collected once the player-dealer
 * has won the whole bank) or handed back, the lines after an empty bank handed back, money conserved
 * whatever the bank. Returns the lines (seat and bet) the bank ran short at, and every line that
 * moves money: each must be one of them.
 */
function atEveryPosition(state: RoundState): { short: string[]; moving: string[] } {
  const seats = [...new Set(state.wagers.map((w) => w.seat))];
  const button = settleRound(state).actionButton.seat;
  expect(walkFrom(state, state.bank, button)).toEqual(settleRound(state).walk);
  const short = new Set<string>();
  const moving = new Set<string>();
  for (const start of seats) {
    const lines = walkFrom(state, 1_000_000_00, start).lines;
    const nets: number[] = [0];
    for (const l of lines) nets.push((nets.at(-1) as number) + (l.action === "collect" ? l.amount : 0) - (l.action === "pay" ? l.amount : 0));
    lines.forEach((l, i) => {
      // A push moves no money: it can only be handed back once the bank is gone.
      if (l.action !== "push") moving.add(key(l));
      // The least bank that settles lines 0..i-1 in full; then the banks that stop at line i: an
      // empty bank just before it (it is handed back), or one short of what it needs (cut short).
      const needed = Math.max(...nets.slice(0, i + 1).map(Math.abs));
      const before = nets[i] as number;
      const candidates = [-before, l.action === "pay" ? -before + l.amount - 1 : l.action === "collect" ? before + l.amount - 1 : -1].filter((b) => b >= needed && b >= 0);
      for (const bank of candidates) {
        const w = walkFrom(state, bank, start);
        expect(conservationOf(w).ok, `bank ${bank}`).toBe(true);
        expect(conservationOf(w).staked).toBe(bank + totalStaked(state));
        const f = firstShort(w);
        w.lines.slice(0, f).forEach((m, k) => expect(`${key(m)} ${m.action} ${m.amount}`).toBe(`${key(lines[k] as typeof m)} ${lines[k]?.action} ${lines[k]?.amount}`));
        if (w.exhaustedAfter !== null) for (const m of w.lines.slice(w.exhaustedAfter)) expect(m.action).toBe("return");
        if (f === i) short.add(key(l));
      }
    });
  }
  for (const bank of [0, 1, Math.floor(totalStaked(state) / 3)]) expect(settleRound({ ...state, bank }).conservation.ok).toBe(true);
  return { short: [...short].sort(), moving: [...moving].sort() };
}

function expectEveryLineCut(state: RoundState): void {
  const { short, moving } = atEveryPosition(state);
  expect(short).toEqual(moving);
}

describe("Pure 21.5 (seed 004): splits, a double for less, surrender, a Pure 21.5 paid at the deal, Buster and Match, backline", () => {
  const game = twentyOneGame("pure-21-5");
  // Player-dealer at seat 1; seats 2, 3, 4 in that order. Up card 7H; hole card 9C (16) draws 8D: 24, a 3-card bust.
  const script: RoundScript = {
    seats: 8,
    pdSeat: 1,
    bank: $(1000),
    wagers: [
      { seat: 2, bet: "main", amount: $(20) },
      { seat: 2, bet: "main", amount: $(10), backline: true, bettor: "Bo" },
      { seat: 2, bet: "buster", amount: $(10) },
      { seat: 2, bet: "match", amount: $(5) },
      { seat: 3, bet: "main", amount: $(10) },
      { seat: 4, bet: "main", amount: $(10) },
    ],
    // 2: 8S, 3: AD, 4: TS, up 7H, 2: 8C, 3: KD, 4: 6D, hole 9C; seat 2 splits: 3H (doubled for $10: 5S), 2D then 9S; seat 4 surrenders; the player-dealer draws 8D.
    cards: ["8S", "AD", "TS", "7H", "8C", "KD", "6D", "9C", "3H", "5S", "2D", "9S", "8D"],
    decisions: { 2: [["split", { kind: "double", amount: $(10) }], ["hit"]], 4: [["surrender"]] },
  };
  const { state } = playRound(game, script);
  it("plays and settles every wager in the filing's order, the Pure 21.5 paid first (L542)", () => {
    const s = settleRound(state);
    expect(naturalsPaidAtDeal(state)).toEqual(new Set([3]));
    expect(s.paidAtDeal).toBe(1);
    expect(s.walk.lines.map((l) => `${l.seat}${l.backline ? "b" : ""} ${l.bet} ${l.action} ${l.amount}`)).toEqual([
      "3 main pay 1200",
      // Hole card 9: counted 1(PD skipped)… seats 2, 3, 4, 5, 6, 7, 8, 2, 3: the button is at seat 3.
      "4 main collect 500",
      "4 main-returned push 0",
      "2 main pay 2000",
      // The backline wager on the first hand follows the seated player's wager on it (bank walk B7).
      "2b main pay 1000",
      "2 double pay 1000",
      "2 split-1 pay 2000",
      "2 buster pay 2000",
      "2 match collect 500",
    ]);
    expect(s.actionButton.seat).toBe(3);
  });
  it("the bank runs short at every ledger position, whichever seat holds the action button; money conserved", () => expectEveryLineCut(state));
});

describe("Pure Spanish 21.5: double-double downs, a rescue, late surrender, both 21", () => {
  const game = twentyOneGame("pure-spanish-21-5", { doubleDoubleDown: true, surrender: "late" });
  const script: RoundScript = {
    seats: 8,
    pdSeat: 8,
    bank: $(1000),
    wagers: [
      { seat: 1, bet: "main", amount: $(10) },
      { seat: 1, bet: "match", amount: $(5) },
      { seat: 2, bet: "main", amount: $(10) },
      { seat: 3, bet: "main", amount: $(10) },
    ],
    // 1: 2S, 2: 3S, 3: KS, up KH, 1: 3H, 2: 2H, 3: 9S, hole 5C (checked). Seat 1 doubles three times to 14 and rescues; seat 2 doubles twice to 21 and stands; seat 3 surrenders; the player-dealer draws 6D: 21.
    cards: ["2S", "3S", "KS", "KH", "3H", "2H", "9S", "5C", "2C", "3D", "4D", "6H", "KD", "6D"],
    decisions: { 1: [["double", "double", "double", "rescue"]], 2: [["double", "double", "stand"]], 3: [["surrender"]] },
  };
  const { state } = playRound(game, script);
  it("the rescue forfeits the wager and the first doubles and takes back the last; both 21 pays the player (L706)", () => {
    expect(settleRound(state).walk.lines.map((l) => `${l.seat} ${l.bet} ${l.action} ${l.amount}`)).toEqual([
      "1 main collect 1000",
      "1 double collect 1000",
      "1 double-2 collect 2000",
      "1 double-3 push 0",
      "1 match collect 500",
      "2 main pay 1000",
      "2 double pay 1000",
      "2 double-2 pay 2000",
      "3 main collect 500",
      "3 main-returned push 0",
    ]);
  });
  it("the bank runs short at every ledger position, whichever seat holds the action button; money conserved", () => expectEveryLineCut(state));
});

describe("Blackjack X: surrender after a split, a Hard 31, a frozen hand, insurance, the Buster bet", () => {
  const game = twentyOneGame("blackjack-x");
  const script: RoundScript = {
    seats: 6,
    pdSeat: 3,
    bank: $(1000),
    wagers: [
      { seat: 4, bet: "main", amount: $(10) },
      { seat: 4, bet: "buster", amount: $(10) },
      { seat: 5, bet: "main", amount: $(10) },
      { seat: 1, bet: "main", amount: $(10) },
    ],
    // 4: 8S, 5: 9S, 1: TS, up AH, 4: 8H, 5: 2S, 1: 7S, hole 6C. Seat 4 splits: the first hand (8-3) hits a K to 21 and stands,
    // the second (8-7) surrenders; seat 5 hits to a hard 21 (9-2-K) and on to 31 (T); seat 1 hits a 7: frozen 24.
    // The player-dealer's soft 17 draws 8D (hard 15), then 9C: 24.
    cards: ["8S", "9S", "TS", "AH", "8H", "2S", "7S", "6C", "3C", "KD", "7D", "KC", "TC", "7C", "8D", "9C"],
    decisions: { 4: [["split", "hit", "stand"], ["surrender"]], 5: [["hit", "hit"]], 1: [["hit"]] },
    insurance: { 5: 10 },
  };
  const { state } = playRound(game, script);
  it("plays to 31 and settles from the player left of the player-dealer", () => {
    const s = settleRound(state);
    expect(s.actionButton.seat).toBe(4);
    expect(s.walk.lines.map((l) => `${l.seat} ${l.bet} ${l.action} ${l.amount}`)).toEqual([
      "4 main pay 1000",
      "4 split-1 collect 500",
      "4 split-1-returned push 0",
      "4 buster pay 2000",
      "5 main pay 3000",
      "5 insurance collect 10",
      "1 main collect 1000",
    ]);
  });
  it("the bank runs short at every ledger position, whichever seat holds the action button; money conserved", () => expectEveryLineCut(state));
});

describe("Mortimer's Pure 21.5: splits and the player-dealer's 888", () => {
  const game = twentyOneGame("pure-21-5-mortimers");
  const script: RoundScript = {
    seats: 8,
    pdSeat: 1,
    bank: $(1000),
    wagers: [
      { seat: 2, bet: "main", amount: $(10) },
      { seat: 3, bet: "main", amount: $(10) },
    ],
    // 2: 9S, 3: 6S, up 8H, 2: 9H, 3: 5S, hole 8C. Seat 2 splits nines: 9-3 hits K (22), 9-9 stands at 18; seat 3 hits 11 with a 6 (17) and a 7 (24); the player-dealer's 16 draws 8D: 888.
    cards: ["9S", "6S", "8H", "9H", "5S", "8C", "3C", "KC", "9D", "6C", "7C", "8D"],
    decisions: { 2: [["split", "hit"], ["stand"]], 3: [["hit", "hit"]] },
  };
  const { state } = playRound(game, script);
  it("888 pushes every player over 21.5 (L500-501); a player under it wins", () => {
    expect(settleRound(state).walk.lines.map((l) => `${l.seat} ${l.bet} ${l.action}`)).toEqual(["2 main push", "2 split-1 pay", "3 main push"]);
    const win = playRound(twentyOneGame("pure-21-5-mortimers", { pd888: "win" }), script).state;
    expect(settleRound(win).walk.lines.map((l) => `${l.seat} ${l.bet} ${l.action}`)).toEqual(["2 main pay", "2 split-1 pay", "3 main pay"]);
  });
  it("the bank runs short at every ledger position, whichever seat holds the action button; money conserved", () => expectEveryLineCut(playRound(twentyOneGame("pure-21-5-mortimers", { pd888: "win" }), script).state));
});
