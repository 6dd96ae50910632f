/**
 * The Buster Blackjack Bonus Bet by the player-dealer's drawing chart, exactly, for the
 * player-dealer's hand dealt from the full shoe: its up card, its hole card, then every draw the
 * chart calls for (the player-dealer completes its hand while a Buster bet is in play, seed 004 L552,
 * L1112-1113). Hands are enumerated by card value (ace, 2-9, ten-value) with the copies left of each,
 * so every count is of ordered card sequences; sequences of different lengths are brought to the
 * longest one, as if the cards after the hand were drawn too, so every count shares one total.
 */
import { shoeSpecFor, type TwentyOneGame } from "../game-config";
import { remainingByRank, newShoeComposition } from "../../cards/shoe-composition";
import { RANKS } from "../../cards/card";
import { playerDealerDraws } from "../../blackjack/player-dealer-chart";
import { busterRow } from "../buster-bonus";
import { bonusBetOdds, ratio, type BonusBetOdds } from "./bonus-odds";

/** The player-dealer's final hand: a two-card natural, a standing total, or a bust by its card count. */
export interface PlayerDealerHands {
  /** Ordered sequences of `length` cards: every count below is out of it. */
  readonly total: bigint;
  readonly length: number;
  readonly natural: bigint;
  /** Standing totals 17 to 21 (and 31 in Blackjack X, never reached). */
  readonly stands: ReadonlyMap<number, bigint>;
  /** Busted hands by their number of cards. */
  readonly busts: ReadonlyMap<number, bigint>;
}

function falling(n: bigint, k: number): bigint {
  let p = 1n;
  for (let i = 0; i < k; i++) p *= n - BigInt(i);
  return p;
}

/** Card counts by value 1 (ace) to 10 (every ten-value card) in the full shoe. */
function valueCounts(game: TwentyOneGame, decks: number): number[] {
  const byRank = remainingByRank(newShoeComposition(shoeSpecFor(game, decks)));
  const counts = Array.from({ length: 11 }, () => 0);
  for (const r of RANKS) {
    const v = r === "A" ? 1 : r === "T" || r === "J" || r === "Q" || r === "K" ? 10 : Number(r);
    counts[v] = (counts[v] ?? 0) + byRank[r];
  }
  return counts;
}

/** Every final hand of the player-dealer from the full shoe, by its chart. */
export function playerDealerHands(game: TwentyOneGame, decks: number): PlayerDealerHands {
  const counts = valueCounts(game, decks);
  const size = counts.reduce((s, c) => s + c, 0);
  const busts = new Map<number, Map<number, bigint>>();
  const stands = new Map<number, Map<number, bigint>>();
  const naturals = new Map<number, bigint>();
  const add = (into: Map<number, Map<number, bigint>>, key: number, length: number, weight: bigint) => {
    const byLength = into.get(key) ?? new Map<number, bigint>();
    byLength.set(length, (byLength.get(length) ?? 0n) + weight);
    into.set(key, byLength);
  };
  let longest = 2;
  // Over 21 is a bust: more than 21.5, or Blackjack X's frozen 22-30 (a player-dealer standing on 17 never reaches 31).
  const busted = (total: number) => total > 21 && !(game.hand.scoring === "play-to-31" && total === 31);

  const walk = (hard: number, aces: number, cards: number, weight: bigint, firstTwo: readonly number[]): void => {
    if (cards === 2 && firstTwo.includes(1) && firstTwo.includes(10)) {
      naturals.set(2, (naturals.get(2) ?? 0n) + weight);
      return;
    }
    if (cards >= 2) {
      const soft = aces > 0 && hard + 10 <= 21;
      const total = soft ? hard + 10 : hard;
      if (!playerDealerDraws(game.playerDealerChart, { kind: "total", total, soft })) {
        longest = Math.max(longest, cards);
        if (busted(total)) add(busts, cards, cards, weight);
        else add(stands, total, cards, weight);
        return;
      }
    }
    for (let v = 1; v <= 10; v++) {
      const left = counts[v] as number;
      if (left === 0) continue;
      counts[v] = left - 1;
      walk(hard + v, aces + (v === 1 ? 1 : 0), cards + 1, weight * BigInt(left), cards < 2 ? [...firstTwo, v] : firstTwo);
      counts[v] = left;
    }
  };
  walk(0, 0, 0, 1n, []);

  const N = BigInt(size);
  const total = falling(N, longest);
  const extend = (length: number, w: bigint) => w * falling(N - BigInt(length), longest - length);
  const flatten = (m: Map<number, Map<number, bigint>>) => new Map([...m].map(([k, byLength]) => [k, [...byLength].reduce((s, [l, w]) => s + extend(l, w), 0n)]));
  return {
    total,
    length: longest,
    natural: [...naturals].reduce((s, [l, w]) => s + extend(l, w), 0n),
    stands: flatten(stands),
    busts: flatten(busts),
  };
}

export const BUSTER_ODDS_ERROR =
  "exact for the player-dealer's hand dealt from the full shoe; in a round the players' cards come out before its draws. By symmetry that changes nothing while no player's drawing depends on the cards, and it does (each player draws by the chart against the up card), so a live round's odds differ from these by that card-removal effect, which is not enumerated";

export function busterOddsFor(game: TwentyOneGame, decks: number): BonusBetOdds {
  const rules = game.buster;
  if (rules === null) throw new RangeError(`${game.name} has no Buster Blackjack Bonus Bet`);
  const hands = playerDealerHands(game, decks);
  const rows = rules.payTable;
  const lines = rows.map((row, i) => {
    const next = rows[i + 1];
    const count = [...hands.busts].filter(([cards]) => busterRow(rules, cards) === row).reduce((s, [, w]) => s + w, 0n);
    return { line: next === undefined ? `${row.cards} or more cards` : `${row.cards} cards`, pays: row.pays, count, source: rules.source };
  });
  return bonusBetOdds(
    "buster",
    "Buster Blackjack Bonus Bet",
    `every player-dealer hand drawn by its chart (${game.playerDealerChart.source}) from the full ${decks}-deck shoe, as ordered sequences of ${hands.length} cards`,
    BUSTER_ODDS_ERROR,
    hands.total,
    lines,
  );
}

/** The player-dealer's final hands as plain data (probabilities), for the odds report. */
export function playerDealerHandsReport(hands: PlayerDealerHands): Record<string, number> {
  const out: Record<string, number> = { natural: ratio(hands.natural, hands.total) };
  for (const [t, w] of [...hands.stands].sort((a, b) => a[0] - b[0])) out[`stands-${t}`] = ratio(w, hands.total);
  for (const [c, w] of [...hands.busts].sort((a, b) => a[0] - b[0])) out[`busts-${c}-cards`] = ratio(w, hands.total);
  return out;
}
