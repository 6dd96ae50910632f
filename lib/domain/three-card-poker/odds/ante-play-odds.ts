/**
 * The Ante and Play against the player-dealer, exactly, over every deal of the player's three cards
 * and the player-dealer's three from the rest of the deck: 22,100 x 18,424 = 407,170,400 deals.
 * The filings give no strategy, so the player's Play/fold is a stated rule that looks at the
 * player's three cards only:
 * - "always-play": the Play wager on every hand;
 * - "queen-six-four": Play with Q-6-4 or better, fold below (the usual dealer-mimic rule);
 * - "best-per-hand": for each hand, whichever of Play and fold returns more against every
 *   player-dealer hand the rest of the deck allows (Play on equal returns).
 * Settlement per filing: a fold loses the Ante; against a qualifying player-dealer (Queen-high)
 * Ante and Play win, lose or push together; against a non-qualifying one the Play pushes and the
 * Ante is paid when the player ranks higher (Mortimer's, seed 003 L1633-1638; a tie pushes,
 * L1646-1647) or always (Kings, seed 004 L346).
 *
 * The deals are counted without visiting each: for each player hand, the player-dealer hands below
 * a score are all hands below it, less those sharing a card with the player's (inclusion-exclusion
 * over one, two and three shared cards, from sorted score lists).
 */
import type { ThreeCardPokerGame } from "../game-config";
import { QUEEN_HIGH_SCORE, rankThreeRanks } from "../three-card-ranking";
import { exactRatio } from "./fraction";

export const PLAY_RULES = ["always-play", "queen-six-four", "best-per-hand"] as const;
export type PlayRule = (typeof PLAY_RULES)[number];

export const PLAY_RULE_WORDS: Readonly<Record<PlayRule, string>> = Object.freeze({
  "always-play": "the player makes the Play wager on every hand",
  "queen-six-four": "the player makes the Play wager with Queen-6-4 or better and folds below",
  "best-per-hand": "for each hand the player makes whichever of Play and fold returns more, given its own three cards (Play on equal returns)",
});

export interface AntePlayOdds {
  readonly rule: PlayRule;
  readonly ruleInWords: string;
  /** 22,100 player hands x 18,424 player-dealer hands. */
  readonly deals: number;
  /** Deals, by what happens to the Ante and Play. */
  readonly counts: {
    readonly folded: number;
    /** The player-dealer qualifies: Ante and Play both win, both lose, or both push. */
    readonly qualifiedWin: number;
    readonly qualifiedLose: number;
    readonly qualifiedPush: number;
    /** The player-dealer does not qualify: the Play pushes; the Ante is paid, or pushes. */
    readonly notQualifiedAntePaid: number;
    readonly notQualifiedAntePush: number;
  };
  /** Of the player's 22,100 hands, those the rule plays. */
  readonly handsPlayed: number;
  readonly playerDealerQualifies: number;
  /** Net return per unit of Ante (the Play wager, when made, is one more unit). */
  readonly expectedReturnPerAnte: number;
  readonly expectedReturnPerAnteExact: string;
  /** -expectedReturnPerAnte: the player-dealer's edge per unit of Ante. */
  readonly houseEdge: number;
  /** The edge per unit actually wagered (Ante plus the Play wagers made). */
  readonly elementOfRisk: number;
}

/** Every three-card hand as card indices (card i: rank 2 + (i >> 2), suit i & 3) and its score. */
interface Hands {
  readonly a: Uint8Array;
  readonly b: Uint8Array;
  readonly c: Uint8Array;
  readonly score: Float64Array;
  /** score of any three cards, in any order: table[x * 2704 + y * 52 + z]. */
  readonly table: Float64Array;
  readonly allSorted: Float64Array;
  /** Per card, the sorted scores of the 1,275 hands holding it. */
  readonly byCard: readonly Float64Array[];
}

function enumerate(game: ThreeCardPokerGame): Hands {
  const n = 22100;
  const a = new Uint8Array(n);
  const b = new Uint8Array(n);
  const c = new Uint8Array(n);
  const score = new Float64Array(n);
  const table = new Float64Array(52 * 52 * 52);
  const byCardList: number[][] = Array.from({ length: 52 }, () => []);
  let k = 0;
  for (let x = 0; x < 52; x++)
    for (let y = x + 1; y < 52; y++)
      for (let z = y + 1; z < 52; z++) {
        const suited = (x & 3) === (y & 3) && (y & 3) === (z & 3);
        const s = rankThreeRanks(game.ranking, 2 + (x >> 2), 2 + (y >> 2), 2 + (z >> 2), suited).score;
        a[k] = x;
        b[k] = y;
        c[k] = z;
        score[k] = s;
        for (const [p, q, r] of [[x, y, z], [x, z, y], [y, x, z], [y, z, x], [z, x, y], [z, y, x]] as const) table[p * 2704 + q * 52 + r] = s;
        (byCardList[x] as number[]).push(s);
        (byCardList[y] as number[]).push(s);
        (byCardList[z] as number[]).push(s);
        k++;
      }
  const allSorted = Float64Array.from(score).sort();
  return { a, b, c, score, table, allSorted, byCard: byCardList.map((l) => Float64Array.from(l).sort()) };
}

/** How many entries of a sorted list are below `t`. */
function below(sorted: Float64Array, t: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as number) < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Player-dealer hands, disjoint from the player's cards x, y, z, scoring below each threshold. */
function disjointBelow(h: Hands, x: number, y: number, z: number, own: number, thresholds: readonly number[]): number[] {
  const out = thresholds.map((t) => below(h.allSorted, t) - below(h.byCard[x] as Float64Array, t) - below(h.byCard[y] as Float64Array, t) - below(h.byCard[z] as Float64Array, t));
  for (const [p, q] of [[x, y], [x, z], [y, z]] as const) {
    for (let r = 0; r < 52; r++) {
      if (r === p || r === q) continue;
      const s = h.table[p * 2704 + q * 52 + r] as number;
      for (let i = 0; i < thresholds.length; i++) if (s < (thresholds[i] as number)) out[i] = (out[i] as number) + 1;
    }
  }
  for (let i = 0; i < thresholds.length; i++) if (own < (thresholds[i] as number)) out[i] = (out[i] as number) - 1;
  return out;
}

const OTHERS = 18424; // C(49, 3)

/** Per player hand: the player-dealer's hands split by qualification and by rank against the player's. */
export interface Split {
  readonly nqBelow: number;
  readonly nqEqual: number;
  readonly nqAbove: number;
  readonly qBelow: number;
  readonly qEqual: number;
  readonly qAbove: number;
}

function splitOf(h: Hands, k: number): Split {
  const r = h.score[k] as number;
  const q = QUEEN_HIGH_SCORE;
  const [lessR, lessR1, lessQ] = disjointBelow(h, h.a[k] as number, h.b[k] as number, h.c[k] as number, r, [r, r + 1, q]) as [number, number, number];
  if (r < q) return { nqBelow: lessR, nqEqual: lessR1 - lessR, nqAbove: lessQ - lessR1, qBelow: 0, qEqual: 0, qAbove: OTHERS - lessQ };
  return { nqBelow: lessQ, nqEqual: 0, nqAbove: 0, qBelow: lessR - lessQ, qEqual: lessR1 - lessR, qAbove: OTHERS - lessR1 };
}

/** Net units of one player hand played against every player-dealer hand (Ante 1, Play 1). */
function playNet(game: ThreeCardPokerGame, s: Split): number {
  const notQualified = game.nonQualifyingAnte === "always-paid" ? s.nqBelow + s.nqEqual + s.nqAbove : s.nqBelow;
  return notQualified + 2 * s.qBelow - 2 * s.qAbove;
}

/** The threshold score of the "queen-six-four" rule: Q-6-4 of mixed suits. */
export function queenSixFourScore(game: ThreeCardPokerGame): number {
  return rankThreeRanks(game.ranking, 12, 6, 4, false).score;
}

/** One player hand, its score, and what its Play returns against every player-dealer hand left in the deck. */
export interface HandPlay extends Split {
  /** Card indices (rank 2 + (i >> 2), suit i & 3), ascending. */
  readonly cards: readonly [number, number, number];
  readonly score: number;
  /** Net units of Ante and Play over the 18,424 player-dealer hands. */
  readonly net: number;
}

/** Every one of the 22,100 player hands with its Play split (one pass over the inclusion-exclusion counts). */
export function handPlays(game: ThreeCardPokerGame): HandPlay[] {
  const h = enumerate(game);
  const out: HandPlay[] = [];
  for (let k = 0; k < 22100; k++) {
    const s = splitOf(h, k);
    out.push({ ...s, cards: [h.a[k] as number, h.b[k] as number, h.c[k] as number], score: h.score[k] as number, net: playNet(game, s) });
  }
  return out;
}

/** The Ante and Play under each rule (all from one pass). */
export function antePlayOdds(game: ThreeCardPokerGame, rules: readonly PlayRule[] = PLAY_RULES): AntePlayOdds[] {
  const q64 = queenSixFourScore(game);
  const acc = rules.map(() => ({ folded: 0, qWin: 0, qLose: 0, qPush: 0, nqPaid: 0, nqPush: 0, played: 0, net: 0, pdQualifies: 0 }));
  for (const s of handPlays(game)) {
    rules.forEach((rule, i) => {
      const a = acc[i] as (typeof acc)[number];
      a.pdQualifies += s.qBelow + s.qEqual + s.qAbove;
      if (!playsHand(rule, s.score, s.net, q64)) {
        a.folded += OTHERS;
        a.net -= OTHERS;
        return;
      }
      a.played += 1;
      a.net += s.net;
      a.qWin += s.qBelow;
      a.qLose += s.qAbove;
      a.qPush += s.qEqual;
      const paid = game.nonQualifyingAnte === "always-paid" ? s.nqBelow + s.nqEqual + s.nqAbove : s.nqBelow;
      a.nqPaid += paid;
      a.nqPush += s.nqBelow + s.nqEqual + s.nqAbove - paid;
    });
  }
  const deals = 22100 * OTHERS;
  return rules.map((rule, i) => {
    const a = acc[i] as (typeof acc)[number];
    const wagered = deals + a.played * OTHERS;
    return {
      rule,
      ruleInWords: PLAY_RULE_WORDS[rule],
      deals,
      counts: { folded: a.folded, qualifiedWin: a.qWin, qualifiedLose: a.qLose, qualifiedPush: a.qPush, notQualifiedAntePaid: a.nqPaid, notQualifiedAntePush: a.nqPush },
      handsPlayed: a.played,
      playerDealerQualifies: a.pdQualifies / deals,
      expectedReturnPerAnte: a.net / deals,
      expectedReturnPerAnteExact: exactRatio(a.net, deals),
      houseEdge: -a.net / deals,
      elementOfRisk: -a.net / wagered,
    };
  });
}

/** Whether `rule` plays a hand of `score` whose Play returns `net` units over all 18,424 player-dealer hands. */
export function playsHand(rule: PlayRule, score: number, net: number, queenSixFour: number): boolean {
  switch (rule) {
    case "always-play":
      return true;
    case "queen-six-four":
      return score >= queenSixFour;
    case "best-per-hand":
      return net >= -OTHERS;
  }
}
