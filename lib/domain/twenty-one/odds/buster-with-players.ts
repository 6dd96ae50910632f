/**
 * How far the exact Buster figure (buster-odds.ts, the player-dealer's hand from the full shoe) is
 * from a live round, where the players' cards come out first and each player draws by the chart
 * against the up card: a simulation with the randomness injected, for measuring that error. Each
 * round starts from a full shoe, `players` players take two cards each, draw (must-hit totals; on an
 * option, hit a soft 17 or less, and a hard 16 or less against a 7 to ace up card), and the
 * player-dealer completes its hand by its chart. Not an odds figure of its own: an estimate with its
 * standard error.
 */
import type { RandomSource } from "../../cards/random";
import { RANKS } from "../../cards/card";
import { chartCell } from "../../blackjack/player-chart";
import { playerDealerDraws } from "../../blackjack/player-dealer-chart";
import { newShoeComposition, remainingByRank } from "../../cards/shoe-composition";
import { shoeSpecFor, type TwentyOneGame } from "../game-config";
import { busterRow } from "../buster-bonus";

export interface BusterEstimate {
  readonly rounds: number;
  readonly players: number;
  /** Rounds the player-dealer busted, over all rounds. */
  readonly hitFrequency: number;
  readonly hitFrequencyError: number;
  /** Net return per unit on the Buster bet. */
  readonly expectedReturn: number;
  readonly expectedReturnError: number;
}

function totalOf(cards: readonly number[]): { total: number; soft: boolean } {
  const hard = cards.reduce((a, b) => a + b, 0);
  const soft = cards.includes(1) && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}

export function simulateBusterWithPlayers(game: TwentyOneGame, decks: number, players: number, rounds: number, random: RandomSource): BusterEstimate {
  const rules = game.buster;
  if (rules === null) throw new RangeError(`${game.name} has no Buster Blackjack Bonus Bet`);
  const byRank = remainingByRank(newShoeComposition(shoeSpecFor(game, decks)));
  const full: number[] = [];
  for (const r of RANKS) for (let k = 0; k < byRank[r]; k++) full.push(r === "A" ? 1 : r === "T" || r === "J" || r === "Q" || r === "K" ? 10 : Number(r));
  const shoe = full.slice();
  let hits = 0;
  let sum = 0;
  let sumSq = 0;
  for (let round = 0; round < rounds; round++) {
    let left = shoe.length;
    const draw = (): number => {
      const i = random.int(left);
      const card = shoe[i] as number;
      shoe[i] = shoe[left - 1] as number;
      shoe[left - 1] = card;
      left -= 1;
      return card;
    };
    const hands = Array.from({ length: players }, () => [draw()]);
    const up = draw();
    for (const h of hands) h.push(draw());
    const pd = [up, draw()];
    const natural = (h: readonly number[]) => h.length === 2 && h.includes(1) && h.includes(10);
    if (!natural(pd)) {
      for (const h of hands) {
        if (natural(h)) continue;
        for (;;) {
          const v = totalOf(h);
          const cell = chartCell(game.playerChart, { kind: "total", ...v });
          const wants = v.soft ? v.total <= 17 : (up === 1 || up >= 7) && v.total <= 16;
          if (cell === "hit" || (cell === "option" && wants)) h.push(draw());
          else break;
        }
      }
      while (playerDealerDraws(game.playerDealerChart, { kind: "total", ...totalOf(pd) })) pd.push(draw());
    }
    const v = totalOf(pd);
    const busted = !natural(pd) && v.total > 21 && !(game.hand.scoring === "play-to-31" && v.total === 31);
    const row = busted ? busterRow(rules, pd.length) : null;
    const net = row === null ? -1 : row.pays.to / row.pays.per;
    if (row !== null) hits += 1;
    sum += net;
    sumSq += net * net;
    for (let i = 0; i < full.length; i++) shoe[i] = full[i] as number;
  }
  const p = hits / rounds;
  const mean = sum / rounds;
  return {
    rounds,
    players,
    hitFrequency: p,
    hitFrequencyError: Math.sqrt((p * (1 - p)) / rounds),
    expectedReturn: mean,
    expectedReturnError: Math.sqrt(Math.max(0, sumSq / rounds - mean * mean) / rounds),
  };
}
