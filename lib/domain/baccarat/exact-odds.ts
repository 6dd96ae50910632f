/**
 * Exact odds of a game by enumeration of the shoe, no simulation.
 *
 * Counts are of ordered sequences of six cards drawn from the full shoe (52 x decks cards): a round
 * that uses k cards counts once for each way to draw the 6 - k cards after it, so every count
 * shares the denominator (52n)(52n-1)...(52n-5).
 *
 * Hands are enumerated by the ten point-value classes (A-9 and the 16-per-deck zero class) with
 * falling-factorial multiplicities; drawing decisions come from drawing-rules.ts (the same
 * functions the round engine uses) and each final pair of hands is settled by the game's own bet
 * rules. Bets that read ranks and suits (bonus pairs) are settled over every ordered pair of the
 * 52 distinct cards instead. 21st Century is played the house way (the Player hits on 5).
 */
import { FULL_DECK, type SuitedCard } from "../cards/card";
import { bankerDraws, playerDecision } from "./drawing-rules";
import { type Hand, handOf } from "./hand-total";
import { compareTotals } from "./outcome";
import { lateTieWindowForValues } from "./late-tie";
import type { BetId, BetSpec } from "./bet";
import type { AnyGameConfig, BaccaratGameId } from "./game-config";
import { type BetResolution, formatOdds } from "./pay-table";
import { resolveRule } from "./resolution";
import { pairKind } from "./bets/bonus-pair";

export interface BetOdds {
  readonly id: BetId;
  /** Sequences on which the wager can be placed: all of them, or (late tie) those with the window open. */
  readonly placed: bigint;
  readonly win: bigint;
  readonly push: bigint;
  readonly lose: bigint;
  /** Sequences won at each odds, "to:per" keyed. */
  readonly winsByOdds: Readonly<Record<string, bigint>>;
  /** Expected net return per unit staked, exactly: numerator / denominator. */
  readonly returnNumerator: bigint;
  readonly returnDenominator: bigint;
  readonly expectedReturn: number;
  readonly houseEdge: number;
}

export interface ExactOdds {
  readonly game: BaccaratGameId;
  readonly decks: number;
  readonly total: bigint;
  readonly outcomes: Readonly<Record<string, bigint>>;
  readonly bets: readonly BetOdds[];
}

const SEQUENCE_LENGTH = 6;

/** n (n-1) ... (n-k+1) */
export function fallingFactorial(n: bigint, k: number): bigint {
  let product = 1n;
  for (let i = 0; i < k; i += 1) product *= n - BigInt(i);
  return product;
}

/** Representative cards for a value: enough to build a hand of a given total and size when suits and ranks do not matter. */
const VALUE_CARD: readonly SuitedCard[] = ["TS", "AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S"];

function syntheticHand(cardCount: number, total: number): Hand {
  const first = VALUE_CARD[total] as SuitedCard;
  return handOf(cardCount === 2 ? [first, "TH"] : [first, "TH", "TD"]);
}

/** Final hands reduced to what every non-pair bet reads: sizes and totals (naturals follow), and 21st Century's late tie window. */
interface Leaf {
  readonly pCount: number;
  readonly pTotal: number;
  readonly bCount: number;
  readonly bTotal: number;
  readonly lateTieOpen: boolean;
}

function leafIndex(pCount: number, pTotal: number, bCount: number, bTotal: number, lateTieOpen: boolean): number {
  return ((((lateTieOpen ? 1 : 0) * 2 + (pCount - 2)) * 10 + pTotal) * 2 + (bCount - 2)) * 10 + bTotal;
}

function leafOf(index: number): Leaf {
  const bTotal = index % 10;
  const bCount = (Math.floor(index / 10) % 2) + 2;
  const pTotal = Math.floor(index / 20) % 10;
  const pCount = (Math.floor(index / 200) % 2) + 2;
  const lateTieOpen = Math.floor(index / 400) === 1;
  return { pCount, pTotal, bCount, bTotal, lateTieOpen };
}

/** Weighted counts of final hands, by leaf index; the weights count six-card sequences. */
function enumerateHands(game: AnyGameConfig, decks: number): bigint[] {
  const rules = game.drawing;
  const counts = Array.from({ length: 10 }, (_, v) => (v === 0 ? 16 : 4) * decks);
  const N = BigInt(52 * decks);
  const tail = [0, 1, 2, 3, 4, 5, 6].map((used) => fallingFactorial(N - BigInt(used), SEQUENCE_LENGTH - used));
  const buckets: bigint[] = Array.from({ length: 800 }, () => 0n);
  const twentyFirst = rules.kind === "player-option-on-5";
  const take = (v: number): number => {
    const c = counts[v] as number;
    counts[v] = c - 1;
    return c;
  };
  const give = (v: number) => {
    counts[v] = (counts[v] as number) + 1;
  };

  for (let p1 = 0; p1 < 10; p1 += 1) {
    const w1 = take(p1);
    for (let b1 = 0; b1 < 10; b1 += 1) {
      const w2 = w1 * take(b1);
      for (let p2 = 0; p2 < 10; p2 += 1) {
        const w3 = w2 * take(p2);
        for (let b2 = 0; b2 < 10; b2 += 1) {
          const w4 = w3 * take(b2);
          if (w4 > 0) {
            const pTwo = (p1 + p2) % 10;
            const bTwo = (b1 + b2) % 10;
            const lateTieOpen = twentyFirst && lateTieWindowForValues(pTwo, b1).open;
            const decision = playerDecision(rules, pTwo, bTwo);
            // The house way: the Player hits on 5 (21st Century's option).
            const playerHits = decision === "draw" || decision === "option";
            if (playerHits) {
              for (let p3 = 0; p3 < 10; p3 += 1) {
                const w5 = w4 * take(p3);
                if (w5 > 0) {
                  const pTotal = (pTwo + p3) % 10;
                  if (bankerDraws(rules, bTwo, pTwo, p3)) {
                    for (let b3 = 0; b3 < 10; b3 += 1) {
                      const c6 = counts[b3] as number;
                      if (c6 > 0) {
                        const i = leafIndex(3, pTotal, 3, (bTwo + b3) % 10, lateTieOpen);
                        buckets[i] = (buckets[i] as bigint) + BigInt(w5) * BigInt(c6) * (tail[6] as bigint);
                      }
                    }
                  } else {
                    const i = leafIndex(3, pTotal, 2, bTwo, lateTieOpen);
                    buckets[i] = (buckets[i] as bigint) + BigInt(w5) * (tail[5] as bigint);
                  }
                }
                give(p3);
              }
            } else if (bankerDraws(rules, bTwo, pTwo, null)) {
              for (let b3 = 0; b3 < 10; b3 += 1) {
                const c5 = counts[b3] as number;
                if (c5 > 0) {
                  const i = leafIndex(2, pTwo, 3, (bTwo + b3) % 10, lateTieOpen);
                  buckets[i] = (buckets[i] as bigint) + BigInt(w4) * BigInt(c5) * (tail[5] as bigint);
                }
              }
            } else {
              const i = leafIndex(2, pTwo, 2, bTwo, lateTieOpen);
              buckets[i] = (buckets[i] as bigint) + BigInt(w4) * (tail[4] as bigint);
            }
          }
          give(b2);
        }
        give(p2);
      }
      give(b1);
    }
    give(p1);
  }
  return buckets;
}

function hasKillOxTiger(game: AnyGameConfig): boolean {
  return game.bets.some((b) => b.rule.kind === "kill-ox-tiger");
}

function outcomeFlags(leaf: Leaf, game: AnyGameConfig): string[] {
  const { pCount, pTotal, bCount, bTotal } = leaf;
  const cmp = compareTotals(pTotal, bTotal);
  const pNatural = pCount === 2 && pTotal >= 8;
  const bNatural = bCount === 2 && bTotal >= 8;
  const flags = [cmp.winner === "player" ? "player_win" : cmp.winner === "banker" ? "banker_win" : "tie"];
  if (pNatural) flags.push("player_natural");
  if (bNatural) flags.push("banker_natural");
  if (pNatural || bNatural) flags.push("natural");
  if (cmp.winner === "tie" && pNatural && bNatural) flags.push("natural_tie");
  if (cmp.winner === "banker" && bCount === 3 && bTotal === 7) flags.push("banker_win_3card_7");
  if (cmp.winner === "player" && pCount === 3 && pTotal === 8) flags.push("player_win_3card_8");
  if (cmp.winner === "player" && pCount === 3 && pTotal === 6) flags.push("player_win_3card_6");
  if (cmp.winner === "player" && cmp.margin === 1) flags.push(pTotal === 1 && bTotal === 0 ? "player_win_by_1_1_0" : "player_win_by_1_other");
  if (hasKillOxTiger(game)) {
    if (pCount === 3 && pTotal === 6 && cmp.winner !== "player") flags.push("player_3card_6_not_winning");
    if (bCount === 3 && bTotal === 7 && cmp.winner !== "banker") flags.push("banker_3card_7_not_winning");
  }
  if (game.drawing.kind === "player-option-on-5") {
    if (cmp.winner === "tie" && pTotal <= 1) flags.push("tie_on_0_or_1");
    if (bNatural && bTotal === 9) flags.push("banker_two_card_9");
    if (leaf.lateTieOpen) flags.push("late_tie_open");
  }
  return flags;
}

const COMMON_OUTCOMES = [
  "player_win",
  "banker_win",
  "tie",
  "player_natural",
  "banker_natural",
  "natural",
  "natural_tie",
  "banker_win_3card_7",
  "player_win_3card_8",
  "player_win_3card_6",
  "player_win_by_1_1_0",
  "player_win_by_1_other",
];

function outcomeNames(game: AnyGameConfig): string[] {
  const names = [...COMMON_OUTCOMES];
  if (hasKillOxTiger(game)) names.push("player_3card_6_not_winning", "banker_3card_7_not_winning");
  if (game.drawing.kind === "player-option-on-5") {
    names.push("tie_on_0_or_1", "banker_two_card_9", "late_tie_open");
    for (const hand of ["player", "banker"]) names.push(`${hand}_pair_any`, `${hand}_pair_same_color`, `${hand}_pair_same_suit`);
  }
  return names;
}

class Tally {
  placed = 0n;
  push = 0n;
  lose = 0n;
  readonly wins = new Map<string, bigint>();
  add(resolution: BetResolution, weight: bigint) {
    this.placed += weight;
    if (resolution.result === "push") this.push += weight;
    else if (resolution.result === "lose") this.lose += weight;
    else {
      const key = `${resolution.to}:${resolution.per}`;
      this.wins.set(key, (this.wins.get(key) ?? 0n) + weight);
    }
  }
}

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

function betOdds(id: BetId, tally: Tally): BetOdds {
  let lcm = 1n;
  for (const key of tally.wins.keys()) {
    const per = BigInt(key.split(":")[1] as string);
    lcm = (lcm * per) / gcd(lcm, per);
  }
  let numerator = -tally.lose * lcm;
  let win = 0n;
  const winsByOdds: Record<string, bigint> = {};
  for (const [key, count] of tally.wins) {
    const [to, per] = key.split(":").map((x) => BigInt(x)) as [bigint, bigint];
    numerator += count * to * (lcm / per);
    win += count;
    winsByOdds[key] = count;
  }
  const denominator = tally.placed * lcm;
  const expectedReturn = denominator === 0n ? 0 : Number(numerator) / Number(denominator);
  return {
    id,
    placed: tally.placed,
    win,
    push: tally.push,
    lose: tally.lose,
    winsByOdds,
    returnNumerator: numerator,
    returnDenominator: denominator,
    expectedReturn,
    houseEdge: expectedReturn === 0 ? 0 : -expectedReturn,
  };
}

function readsCards(spec: BetSpec): boolean {
  return spec.rule.kind === "bonus-pair";
}

/** Every ordered pair of the 52 distinct cards with its number of ways in the shoe; the four other cards of the sequence drawn freely. */
function firstTwoCards(decks: number): { hand: Hand; weight: bigint }[] {
  const n = BigInt(decks);
  const rest = fallingFactorial(BigInt(52 * decks - 2), SEQUENCE_LENGTH - 2);
  const result: { hand: Hand; weight: bigint }[] = [];
  for (const a of FULL_DECK) {
    for (const b of FULL_DECK) {
      const ways = n * (a === b ? n - 1n : n);
      if (ways > 0n) result.push({ hand: handOf([a, b]), weight: ways * rest });
    }
  }
  return result;
}

/** Exact odds of a configured game for a shoe of `decks` decks. */
export function exactOdds(game: AnyGameConfig, decks: number): ExactOdds {
  if (!game.decks.includes(decks)) throw new RangeError(`${game.id} is played with ${game.decks.join(", ")} decks, not ${decks}`);
  const total = fallingFactorial(BigInt(52 * decks), SEQUENCE_LENGTH);
  const buckets = enumerateHands(game, decks);

  const outcomes: Record<string, bigint> = Object.fromEntries(outcomeNames(game).map((name) => [name, 0n]));
  const tallies = new Map<BetId, Tally>(game.bets.map((b) => [b.id, new Tally()]));
  buckets.forEach((weight, index) => {
    if (weight === 0n) return;
    const leaf = leafOf(index);
    for (const flag of outcomeFlags(leaf, game)) outcomes[flag] = (outcomes[flag] ?? 0n) + weight;
    const ctx = { player: syntheticHand(leaf.pCount, leaf.pTotal), banker: syntheticHand(leaf.bCount, leaf.bTotal) };
    for (const spec of game.bets) {
      if (readsCards(spec)) continue;
      if (spec.placed === "after-player-cards" && !leaf.lateTieOpen) continue;
      (tallies.get(spec.id) as Tally).add(resolveRule(spec.rule, ctx), weight);
    }
  });

  const pairBets = game.bets.filter(readsCards);
  if (pairBets.length > 0 || game.drawing.kind === "player-option-on-5") {
    for (const { hand, weight } of firstTwoCards(decks)) {
      for (const spec of pairBets) (tallies.get(spec.id) as Tally).add(resolveRule(spec.rule, { player: hand, banker: hand }), weight);
      const kind = pairKind(hand.cards[0] as SuitedCard, hand.cards[1] as SuitedCard);
      if (kind === "no pair") continue;
      // By symmetry the Banker's first two cards (positions 2 and 4) pair exactly as often as the Player's.
      for (const side of ["player", "banker"]) {
        const bump = (name: string) => (outcomes[name] = (outcomes[name] ?? 0n) + weight);
        bump(`${side}_pair_any`);
        if (kind === "pair of same suit") bump(`${side}_pair_same_suit`);
        if (kind === "pair of same color") bump(`${side}_pair_same_color`);
      }
    }
  }

  return {
    game: game.id,
    decks,
    total,
    outcomes,
    bets: game.bets.map((spec) => betOdds(spec.id, tallies.get(spec.id) as Tally)),
  };
}

/** "19 to 20" style labels of the odds a bet was won at, for reports. */
export function describeWins(bet: BetOdds): string {
  return Object.keys(bet.winsByOdds)
    .map((key) => key.split(":").map(Number) as [number, number])
    .sort((a, b) => b[0] / b[1] - a[0] / a[1])
    .map(([to, per]) => formatOdds({ to, per }))
    .join(", ");
}
