/**
 * A second, independent calculation of the exact odds (issue 3: "odds checked against a second,
 * independent calculation written in the tests").
 *
 * Nothing of the baccarat rules code is used here: card values, totals, the third-card rules and
 * every bet are written again from the filings (seed 000-002 notes, seed 004 digest §3.8-3.10):
 *
 * - the method differs: exact-odds.ts walks the ten point-value classes and multiplies a round by
 *   the ways to draw the cards it leaves unused; here every ordered six-card sequence is walked
 *   rank by rank (13 ranks, A-K, each with its own count), all six cards drawn every time, and the
 *   round is played from the sequence through a table of the 10^6 point-value sextuples;
 * - the bonus pairs come from closed-form counts by suit and colour, not from an enumeration;
 * - counts are compared with BigInt equality and each bet's return as a fraction (cross-multiplied),
 *   against exactOdds and against the odds CLI's JSON.
 *
 * Only the result being checked is imported: exactOdds (through baccaratGame, which builds the
 * configuration it takes) and the odds CLI.
 */
import { describe, expect, it } from "vitest";
import { exactOdds } from "./exact-odds";
import { BACCARAT_GAME_IDS, baccaratGame } from "./games";
import { main as oddsCli } from "../../../scripts/odds";

// ---------------------------------------------------------------------------------------------
// Cards: A counts 1, 2-9 face value, T J Q K count 0 (seed 004 L1147, L1415; seed 000 L51-52).

const RANK_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0] as const; // A 2 3 4 5 6 7 8 9 T J Q K

/** The final state of a round, as the bets read it. */
interface Final {
  readonly pc: number; // Player cards, 2 or 3
  readonly pt: number; // Player total
  readonly bc: number; // Banker (player-dealer) cards
  readonly bt: number; // Banker total
  /** 21st Century: the late tie could be placed (seed 001 L129, L135). */
  readonly lateOpen: boolean;
}

function finalKey(f: Final): number {
  return (((f.pt * 10 + f.bt) * 2 + (f.pc - 2)) * 2 + (f.bc - 2)) * 2 + (f.lateOpen ? 1 : 0);
}

function finalOf(key: number): Final {
  return {
    lateOpen: key % 2 === 1,
    bc: (Math.floor(key / 2) % 2) + 2,
    pc: (Math.floor(key / 4) % 2) + 2,
    bt: Math.floor(key / 8) % 10,
    pt: Math.floor(key / 80),
  };
}

const KEYS = 800;

type Drawing = "tableau" | "21st-century";

/**
 * The standard tableau (Fortune 7 L53-76, EZ L54-75, Panda 8 / Dragon Bonus / Dai Bacc, seed 004):
 * a two-card 8 or 9 on either side ends the round; the Player draws on 0-5; a Banker facing a
 * standing Player draws on 0-5; otherwise the Banker draws on 0-2 always, on 3 unless the Player's
 * third card is an 8, on 4 against 2-7, on 5 against 4-7, on 6 against 6-7, and stands on 7.
 */
function tableauBankerHits(banker: number, third: number): boolean {
  switch (banker) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return third !== 8;
    case 4:
      return third >= 2 && third <= 7;
    case 5:
      return third >= 4 && third <= 7;
    case 6:
      return third === 6 || third === 7;
    default:
      return false;
  }
}

/**
 * Plays one six-value sequence (dealing order P B P B, then third cards) to its final state.
 * 21st Century Baccarat 5.0, the house way (seed 001): a Player two-card 8/9 stops both hands; the
 * hole card is checked, so a player-dealer two-card 8/9 stops both hands; the Player hits on 0-5
 * (the house way hits 5); the player-dealer hits on 0-5 whatever the Player drew.
 */
function play(drawing: Drawing, v: readonly number[]): Final {
  const [p1, b1, p2, b2, c5, c6] = v as [number, number, number, number, number, number];
  const pTwo = (p1 + p2) % 10;
  const bTwo = (b1 + b2) % 10;
  const lateOpen = drawing === "21st-century" && pTwo !== 9 && !(pTwo >= 5 && pTwo === b1);
  if (pTwo >= 8 || bTwo >= 8) return { pc: 2, pt: pTwo, bc: 2, bt: bTwo, lateOpen };
  if (drawing === "21st-century") {
    const playerHits = pTwo <= 5;
    const pt = playerHits ? (pTwo + c5) % 10 : pTwo;
    const bankerCard = playerHits ? c6 : c5;
    const bankerHits = bTwo <= 5;
    return { pc: playerHits ? 3 : 2, pt, bc: bankerHits ? 3 : 2, bt: bankerHits ? (bTwo + bankerCard) % 10 : bTwo, lateOpen };
  }
  if (pTwo >= 6) {
    if (bTwo <= 5) return { pc: 2, pt: pTwo, bc: 3, bt: (bTwo + c5) % 10, lateOpen };
    return { pc: 2, pt: pTwo, bc: 2, bt: bTwo, lateOpen };
  }
  const pt = (pTwo + c5) % 10;
  if (tableauBankerHits(bTwo, c5)) return { pc: 3, pt, bc: 3, bt: (bTwo + c6) % 10, lateOpen };
  return { pc: 3, pt, bc: 2, bt: bTwo, lateOpen };
}

/** The final state of every point-value sextuple, v1 * 10^5 + ... + v6. */
function playTable(drawing: Drawing): Int16Array {
  const table = new Int16Array(1_000_000);
  const v = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < 1_000_000; i += 1) {
    let x = i;
    for (let k = 5; k >= 0; k -= 1) {
      v[k] = x % 10;
      x = Math.floor(x / 10);
    }
    table[i] = finalKey(play(drawing, v));
  }
  return table;
}

const tables = new Map<Drawing, Int16Array>();
const distributions = new Map<string, bigint[]>();

/**
 * Sequences of six cards by final state: every ordered sequence of six ranks, weighted by the ways
 * to draw it from the shoe (count of the rank still in the shoe at each draw). The weights are
 * whole numbers below 2^53 (the total for 8 decks is about 5.0e15), so doubles add them exactly;
 * that is checked before they become BigInts.
 */
function distribution(drawing: Drawing, decks: number): bigint[] {
  const cacheKey = `${drawing}/${decks}`;
  const cached = distributions.get(cacheKey);
  if (cached) return cached;
  let table = tables.get(drawing);
  if (!table) {
    table = playTable(drawing);
    tables.set(drawing, table);
  }
  const left = Array.from({ length: 13 }, () => 4 * decks);
  const sums = new Float64Array(KEYS);
  for (let r1 = 0; r1 < 13; r1 += 1) {
    const w1 = left[r1] as number;
    left[r1] = w1 - 1;
    const i1 = (RANK_VALUES[r1] as number) * 10;
    for (let r2 = 0; r2 < 13; r2 += 1) {
      const w2 = w1 * (left[r2] as number);
      left[r2] = (left[r2] as number) - 1;
      const i2 = (i1 + (RANK_VALUES[r2] as number)) * 10;
      for (let r3 = 0; r3 < 13; r3 += 1) {
        const w3 = w2 * (left[r3] as number);
        left[r3] = (left[r3] as number) - 1;
        const i3 = (i2 + (RANK_VALUES[r3] as number)) * 10;
        for (let r4 = 0; r4 < 13; r4 += 1) {
          const w4 = w3 * (left[r4] as number);
          left[r4] = (left[r4] as number) - 1;
          const i4 = (i3 + (RANK_VALUES[r4] as number)) * 10;
          for (let r5 = 0; r5 < 13; r5 += 1) {
            const w5 = w4 * (left[r5] as number);
            left[r5] = (left[r5] as number) - 1;
            const i5 = (i4 + (RANK_VALUES[r5] as number)) * 10;
            if (w5 > 0) {
              for (let r6 = 0; r6 < 13; r6 += 1) {
                const w6 = w5 * (left[r6] as number);
                if (w6 > 0) {
                  const key = table[i5 + (RANK_VALUES[r6] as number)] as number;
                  sums[key] = (sums[key] as number) + w6;
                }
              }
            }
            left[r5] = (left[r5] as number) + 1;
          }
          left[r4] = (left[r4] as number) + 1;
        }
        left[r3] = (left[r3] as number) + 1;
      }
      left[r2] = (left[r2] as number) + 1;
    }
    left[r1] = (left[r1] as number) + 1;
  }
  const result = Array.from(sums, (s) => {
    if (!Number.isSafeInteger(s)) throw new Error(`a count left the exact range of doubles: ${s}`);
    return BigInt(s);
  });
  distributions.set(cacheKey, result);
  return result;
}

/** 52n (52n - 1) ... (52n - 5): ordered six-card sequences of the shoe. */
function sequences(decks: number, length = 6): bigint {
  let n = BigInt(52 * decks);
  let product = 1n;
  for (let k = 0; k < length; k += 1) {
    product *= n;
    n -= 1n;
  }
  return product;
}

// ---------------------------------------------------------------------------------------------
// The bets, from the filings.

type Result = { readonly kind: "win"; readonly to: number; readonly per: number } | { readonly kind: "push" } | { readonly kind: "lose" };
const WIN = (to: number, per = 1): Result => ({ kind: "win", to, per });
const PUSH: Result = { kind: "push" };
const LOSE: Result = { kind: "lose" };

const winner = (f: Final) => (f.pt > f.bt ? "player" : f.pt < f.bt ? "banker" : "tie");
const playerNatural = (f: Final) => f.pc === 2 && f.pt >= 8;
const bankerNatural = (f: Final) => f.bc === 2 && f.bt >= 8;
const bankerWinsThreeCard7 = (f: Final) => winner(f) === "banker" && f.bc === 3 && f.bt === 7;

/** Player line 1 to 1; a tie pushes (the family default: the filings are silent). */
const playerLine = (f: Final): Result => (winner(f) === "player" ? WIN(1) : winner(f) === "tie" ? PUSH : LOSE);

/** Banker line 1 to 1; with `push3card7` a winning three-card 7 pushes (000 L83; 004 L1306, L1444). */
const bankerLine =
  (push3card7: boolean) =>
  (f: Final): Result => {
    if (winner(f) === "tie") return PUSH;
    if (winner(f) === "player") return LOSE;
    return push3card7 && f.bc === 3 && f.bt === 7 ? PUSH : WIN(1);
  };

/** Mortimer's Dragon Bonus Banker line (003 L4650, L4749-4750): 1 to 1, a winning 6 (any cards) 1 to 2; no three-card-7 push. */
const bankerLineSixHalf = (f: Final): Result => (winner(f) === "tie" ? PUSH : winner(f) === "player" ? LOSE : f.bt === 6 ? WIN(1, 2) : WIN(1));

const tieBet =
  (to: number) =>
  (f: Final): Result =>
    winner(f) === "tie" ? WIN(to) : LOSE;

/** Fortune 7 / Dragon 7 / Tiger 7: the Banker wins with a three-card 7 (Player 6 or less), 40 to 1. */
const bankerSeven = (f: Final): Result => (bankerWinsThreeCard7(f) ? WIN(40) : LOSE);

/** One Up (000 L113-122): the Player wins by one point; 1 over 0 pays 30 to 1, any other 9 to 1. */
const oneUp = (f: Final): Result => (f.pt - f.bt !== 1 ? LOSE : f.pt === 1 ? WIN(30) : WIN(9));

/** Panda 8 (004 L1228-1235): a Player three-card 8 with the Banker on 7 or less, 25 to 1. */
const panda8 = (f: Final): Result => (f.pc === 3 && f.pt === 8 && f.bt <= 7 ? WIN(25) : LOSE);

/** Ox 6 (004 L1519-1530): the Player wins with a three-card 6, 40 to 1. */
const ox6 = (f: Final): Result => (f.pc === 3 && f.pt === 6 && f.pt > f.bt ? WIN(40) : LOSE);

/** Kill the Ox/Tiger (004 L1490-1500): a Player three-card 6 that does not win, or a Banker three-card 7 that does not win; 30 to 1, once. */
const killOxTiger = (f: Final): Result => ((f.pc === 3 && f.pt === 6 && f.pt <= f.bt) || (f.bc === 3 && f.bt === 7 && f.bt <= f.pt) ? WIN(30) : LOSE);

/**
 * Player / Banker Dragon Bonus (004 L1358-1382): a natural tie pushes; the side wins with a natural
 * (1 to 1, the point rows are for non-naturals) or by 4 (1), 5 (2), 6 (4), 7 (6), 8 (10), 9 (30) points.
 */
const DRAGON_MARGIN: Readonly<Record<number, number>> = { 4: 1, 5: 2, 6: 4, 7: 6, 8: 10, 9: 30 };
const dragon =
  (side: "player" | "banker") =>
  (f: Final): Result => {
    if (winner(f) === "tie") return playerNatural(f) && bankerNatural(f) ? PUSH : LOSE;
    if (winner(f) !== side) return LOSE;
    if (side === "player" ? playerNatural(f) : bankerNatural(f)) return WIN(1);
    const pays = DRAGON_MARGIN[Math.abs(f.pt - f.bt)];
    return pays === undefined ? LOSE : WIN(pays);
  };

/** 21st Century (001 L109-111): the player-dealer hand wins ties on 0 and 1; other ties push. Dealer line 19 to 20. */
const tieOn01 = (f: Final) => winner(f) === "tie" && f.pt <= 1;
const twentyFirstPlayer = (f: Final): Result => (winner(f) === "player" ? WIN(1) : winner(f) === "tie" && !tieOn01(f) ? PUSH : LOSE);
const twentyFirstDealer = (f: Final): Result => (winner(f) === "banker" || tieOn01(f) ? WIN(19, 20) : winner(f) === "tie" ? PUSH : LOSE);
/** Tie bets are returned when the dealer has a two-card 9 (001 L136); early tie 8 to 1, late tie 7 to 1. */
const twentyFirstTie =
  (to: number) =>
  (f: Final): Result =>
    f.bc === 2 && f.bt === 9 ? PUSH : winner(f) === "tie" ? WIN(to) : LOSE;

interface GameModel {
  readonly drawing: Drawing;
  readonly decks: readonly number[];
  /** Bets settled on the final state, in the game's order; `lateTie` ones only when the window is open. */
  readonly bets: readonly { readonly id: string; readonly settle: (f: Final) => Result; readonly lateTie?: boolean }[];
  /** 21st Century's bonus pairs (001 L150-154): counted in closed form. */
  readonly pairs?: readonly string[];
  readonly outcomes: "tableau" | "dai-bacc" | "21st-century";
}

/** Every game with its default options (docs/rules-decisions/baccarat.md). */
const GAMES: Readonly<Record<string, GameModel>> = {
  "fortune-7-baccarat": {
    drawing: "tableau",
    decks: [8],
    outcomes: "tableau",
    bets: [
      { id: "player", settle: playerLine },
      { id: "banker", settle: bankerLine(true) },
      { id: "tie", settle: tieBet(8) },
      { id: "one-up", settle: oneUp },
      { id: "fortune7", settle: bankerSeven },
    ],
  },
  "21st-century-baccarat-5": {
    drawing: "21st-century",
    decks: [8, 4],
    outcomes: "21st-century",
    bets: [
      { id: "player", settle: twentyFirstPlayer },
      { id: "dealer", settle: twentyFirstDealer },
      { id: "early-tie", settle: twentyFirstTie(8) },
      { id: "late-tie", settle: twentyFirstTie(7), lateTie: true },
    ],
    pairs: ["player-pair", "dealer-pair"],
  },
  "ez-baccarat": {
    drawing: "tableau",
    decks: [8, 3],
    outcomes: "tableau",
    bets: [
      { id: "player", settle: playerLine },
      { id: "banker", settle: bankerLine(false) },
      { id: "tie", settle: tieBet(8) },
      { id: "dragon7", settle: bankerSeven },
    ],
  },
  "ez-baccarat-panda-8": {
    drawing: "tableau",
    decks: [8, 6],
    outcomes: "tableau",
    bets: [
      { id: "player", settle: playerLine },
      { id: "banker", settle: bankerLine(false) },
      { id: "tie", settle: tieBet(8) },
      { id: "panda8", settle: panda8 },
      { id: "dragon7", settle: bankerSeven },
    ],
  },
  "ez-baccarat-panda-8-mortimers": {
    drawing: "tableau",
    decks: [8, 4],
    outcomes: "tableau",
    bets: [
      { id: "player", settle: playerLine },
      { id: "banker", settle: bankerLine(false) },
      { id: "tie", settle: tieBet(9) },
      { id: "panda8", settle: panda8 },
      { id: "dragon7", settle: bankerSeven },
    ],
  },
  "commission-free-dragon-bonus-mortimers": {
    drawing: "tableau",
    decks: [8],
    outcomes: "tableau",
    bets: [
      { id: "player", settle: playerLine },
      { id: "banker", settle: bankerLineSixHalf },
      { id: "tie", settle: tieBet(9) },
      { id: "player-dragon", settle: dragon("player") },
      { id: "banker-dragon", settle: dragon("banker") },
    ],
  },
  "commission-free-dragon-bonus": {
    drawing: "tableau",
    decks: [8],
    outcomes: "tableau",
    bets: [
      { id: "player", settle: playerLine },
      { id: "banker", settle: bankerLine(true) },
      { id: "tie", settle: tieBet(9) },
      { id: "player-dragon", settle: dragon("player") },
      { id: "banker-dragon", settle: dragon("banker") },
      { id: "fortune7", settle: bankerSeven },
    ],
  },
  "dai-bacc": {
    drawing: "tableau",
    decks: [8, 4],
    outcomes: "dai-bacc",
    bets: [
      { id: "player", settle: playerLine },
      { id: "banker", settle: bankerLine(true) },
      { id: "kill-ox-tiger", settle: killOxTiger },
      { id: "tiger7", settle: bankerSeven },
      { id: "ox6", settle: ox6 },
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// Tallies.

interface Tally {
  placed: bigint;
  win: bigint;
  push: bigint;
  lose: bigint;
  winsByOdds: Record<string, bigint>;
}

const newTally = (): Tally => ({ placed: 0n, win: 0n, push: 0n, lose: 0n, winsByOdds: {} });

function add(t: Tally, result: Result, weight: bigint): void {
  t.placed += weight;
  if (result.kind === "push") t.push += weight;
  else if (result.kind === "lose") t.lose += weight;
  else {
    t.win += weight;
    const key = `${result.to}:${result.per}`;
    t.winsByOdds[key] = (t.winsByOdds[key] ?? 0n) + weight;
  }
}

/** The bet's return per unit staked as a fraction: (sum of wins x to/per - losses) / placed. */
function returnOf(t: Tally): { num: bigint; den: bigint } {
  let num = -t.lose;
  let den = 1n;
  for (const [odds, count] of Object.entries(t.winsByOdds)) {
    const [to, per] = odds.split(":").map((x) => BigInt(x)) as [bigint, bigint];
    // num/den + count*to/per
    num = num * per + count * to * den;
    den *= per;
  }
  return { num, den: den * t.placed };
}

function reduced({ num, den }: { num: bigint; den: bigint }): string {
  const abs = (x: bigint) => (x < 0n ? -x : x);
  let a = abs(num);
  let b = abs(den);
  while (b !== 0n) [a, b] = [b, a % b];
  const g = a === 0n ? 1n : a;
  return `${num / g}/${den / g}`;
}

/** Outcome counts as exact-odds.ts names them, defined again here. */
function outcomeCounts(model: GameModel, dist: readonly bigint[], decks: number): Record<string, bigint> {
  const out: Record<string, bigint> = {};
  const flag = (name: string, yes: boolean, w: bigint) => {
    out[name] = (out[name] ?? 0n) + (yes ? w : 0n);
  };
  dist.forEach((w, key) => {
    const f = finalOf(key);
    const win = winner(f);
    const margin = Math.abs(f.pt - f.bt);
    flag("player_win", win === "player", w);
    flag("banker_win", win === "banker", w);
    flag("tie", win === "tie", w);
    flag("player_natural", playerNatural(f), w);
    flag("banker_natural", bankerNatural(f), w);
    flag("natural", playerNatural(f) || bankerNatural(f), w);
    flag("natural_tie", win === "tie" && playerNatural(f) && bankerNatural(f), w);
    flag("banker_win_3card_7", bankerWinsThreeCard7(f), w);
    flag("player_win_3card_8", win === "player" && f.pc === 3 && f.pt === 8, w);
    flag("player_win_3card_6", win === "player" && f.pc === 3 && f.pt === 6, w);
    flag("player_win_by_1_1_0", f.pt === 1 && f.bt === 0, w);
    flag("player_win_by_1_other", win === "player" && margin === 1 && f.pt !== 1, w);
    if (model.outcomes === "dai-bacc") {
      flag("player_3card_6_not_winning", f.pc === 3 && f.pt === 6 && win !== "player", w);
      flag("banker_3card_7_not_winning", f.bc === 3 && f.bt === 7 && win !== "banker", w);
    }
    if (model.outcomes === "21st-century") {
      flag("tie_on_0_or_1", tieOn01(f), w);
      flag("banker_two_card_9", f.bc === 2 && f.bt === 9, w);
      flag("late_tie_open", f.lateOpen, w);
    }
  });
  if (model.pairs) {
    const pairs = pairCounts(decks);
    for (const side of ["player", "banker"]) {
      out[`${side}_pair_any`] = pairs.sameSuit + pairs.sameColour + pairs.otherColour;
      out[`${side}_pair_same_color`] = pairs.sameColour;
      out[`${side}_pair_same_suit`] = pairs.sameSuit;
    }
  }
  return out;
}

/**
 * A hand's first two cards (positions 1 and 3, or 2 and 4) in closed form, the other four cards
 * drawn freely: the same card twice (same suit) 52 x n(n-1) ordered ways; the same rank in the other
 * suit of the same colour 52 x 1 x n^2; in a suit of the other colour 52 x 2 x n^2.
 */
function pairCounts(decks: number): { sameSuit: bigint; sameColour: bigint; otherColour: bigint } {
  const n = BigInt(decks);
  const rest = sequences(decks) / (BigInt(52 * decks) * BigInt(52 * decks - 1));
  return { sameSuit: 52n * n * (n - 1n) * rest, sameColour: 52n * n * n * rest, otherColour: 104n * n * n * rest };
}

function betTallies(model: GameModel, dist: readonly bigint[], decks: number): Record<string, Tally> {
  const tallies: Record<string, Tally> = {};
  for (const bet of model.bets) {
    const t = newTally();
    dist.forEach((w, key) => {
      const f = finalOf(key);
      if (bet.lateTie && !f.lateOpen) return;
      add(t, bet.settle(f), w);
    });
    tallies[bet.id] = t;
  }
  for (const id of model.pairs ?? []) {
    const p = pairCounts(decks);
    const t = newTally();
    add(t, WIN(40), p.sameSuit);
    add(t, WIN(20), p.sameColour);
    add(t, WIN(10), p.otherColour);
    add(t, LOSE, sequences(decks) - p.sameSuit - p.sameColour - p.otherColour);
    tallies[id] = t;
  }
  return tallies;
}

// ---------------------------------------------------------------------------------------------

const nonZero = (record: Record<string, bigint>) => Object.fromEntries(Object.entries(record).filter(([, v]) => v !== 0n));

describe("exact odds against an independent calculation (13 ranks, all six cards, rules written again)", () => {
  it("every game of the registry has its model here", () => {
    expect(Object.keys(GAMES).sort()).toEqual([...BACCARAT_GAME_IDS].sort());
  });

  const cases = Object.entries(GAMES).flatMap(([id, model]) => model.decks.map((decks) => [id, decks] as const));

  it.each(cases)("%s, %i decks: every outcome count and every bet's counts and return agree exactly", (id, decks) => {
    const model = GAMES[id] as GameModel;
    const dist = distribution(model.drawing, decks);
    const total = sequences(decks);
    expect(dist.reduce((a, b) => a + b, 0n)).toBe(total);

    const odds = exactOdds(baccaratGame(id), decks);
    expect(odds.total).toBe(total);

    const outcomes = outcomeCounts(model, dist, decks);
    expect(Object.keys(odds.outcomes).sort()).toEqual(Object.keys(outcomes).sort());
    expect(odds.outcomes).toEqual(outcomes);

    const tallies = betTallies(model, dist, decks);
    expect(odds.bets.map((b) => b.id)).toEqual(Object.keys(tallies));
    for (const b of odds.bets) {
      const mine = tallies[b.id] as Tally;
      expect({ id: b.id, placed: b.placed, win: b.win, push: b.push, lose: b.lose, winsByOdds: nonZero({ ...b.winsByOdds }) }).toEqual({
        id: b.id,
        placed: mine.placed,
        win: mine.win,
        push: mine.push,
        lose: mine.lose,
        winsByOdds: nonZero(mine.winsByOdds),
      });
      // Equal as fractions: a/b = c/d exactly when a d = c b.
      const r = returnOf(mine);
      expect(b.returnNumerator * r.den, `${id} ${b.id} return`).toBe(r.num * b.returnDenominator);
    }
  });

  it.each(Object.keys(GAMES))("%s: the odds CLI's JSON (8 decks) prints the same exact counts and returns", (id) => {
    const model = GAMES[id] as GameModel;
    const result = oddsCli(["--game", id, "--decks", "8", "--json"]);
    expect(result.code).toBe(0);
    const json = JSON.parse(result.stdout) as {
      total: string;
      outcomes: Record<string, string>;
      bets: Record<string, { expectedReturn: number; houseEdge: number; expectedReturnExact: string; counts: { placed: string; win: string; push: string; lose: string; winsByOdds: Record<string, string> } }>;
    };
    const dist = distribution(model.drawing, 8);
    expect(json.total).toBe(sequences(8).toString());
    const outcomes = outcomeCounts(model, dist, 8);
    expect(json.outcomes).toEqual(Object.fromEntries(Object.entries(outcomes).map(([k, v]) => [k, v.toString()])));
    const tallies = betTallies(model, dist, 8);
    expect(Object.keys(json.bets)).toEqual(Object.keys(tallies));
    for (const [bet, t] of Object.entries(tallies)) {
      const entry = json.bets[bet];
      const exact = reduced(returnOf(t));
      expect(entry?.expectedReturnExact, `${id} ${bet}`).toBe(exact);
      expect(entry?.counts).toEqual({
        placed: t.placed.toString(),
        win: t.win.toString(),
        push: t.push.toString(),
        lose: t.lose.toString(),
        winsByOdds: Object.fromEntries(Object.entries(nonZero(t.winsByOdds)).map(([k, v]) => [k, v.toString()])),
      });
      const [num, den] = exact.split("/").map(Number) as [number, number];
      expect(entry?.expectedReturn).toBeCloseTo(num / den, 12);
      expect(entry?.houseEdge).toBeCloseTo(-num / den, 12);
    }
  });

  it("the independent rules reproduce the published 8-deck figures", () => {
    // Standard baccarat, 8 decks: Banker 0.458597, Player 0.446247, Tie 0.095156; Banker with the
    // three-card-7 push -1.0183%, Dragon 7 wins 2.2534%, Panda 8 3.4543%.
    const dist = distribution("tableau", 8);
    const total = sequences(8);
    const p = (x: bigint) => (Number(x) / Number(total)).toFixed(6);
    const out = outcomeCounts(GAMES["fortune-7-baccarat"] as GameModel, dist, 8);
    expect([p(out.banker_win as bigint), p(out.player_win as bigint), p(out.tie as bigint)]).toEqual(["0.458597", "0.446247", "0.095156"]);
    const t = betTallies(GAMES["ez-baccarat-panda-8"] as GameModel, dist, 8);
    expect(p((t.dragon7 as Tally).win)).toBe("0.022534");
    expect(p((t.panda8 as Tally).win)).toBe("0.034543");
    const banker = returnOf(betTallies(GAMES["fortune-7-baccarat"] as GameModel, dist, 8).banker as Tally);
    expect(Number(banker.num) / Number(banker.den)).toBeCloseTo(-0.010183, 6);
  });
});
