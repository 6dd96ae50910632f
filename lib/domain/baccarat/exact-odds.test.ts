import { describe, expect, it } from "vitest";
import { exactOdds, fallingFactorial, type ExactOdds } from "./exact-odds";
import { baccaratGame } from "./games";
import { BACCARAT_GAME_IDS, type AnyGameConfig } from "./game-config";
import { checkHoleCard, dealCard, exposeHoleCard, newRound, nextStep, recordHitOrStand, roundResult, type RoundState } from "./round";
import { resolveBet } from "./resolution";
import { lateTieWindow } from "./late-tie";
import type { SuitedCard } from "../cards/card";

const bet = (odds: ExactOdds, id: string) => {
  const b = odds.bets.find((x) => x.id === id);
  if (!b) throw new Error(`no ${id}`);
  return b;
};
const ratio = (count: bigint, total: bigint) => Number(count) / Number(total);

describe("exact odds by enumeration", () => {
  const f7 = exactOdds(baccaratGame("fortune-7-baccarat"), 8);

  it("total: ordered six-card sequences of an 8-deck shoe, 416 x 415 x ... x 411", () => {
    expect(f7.total).toBe(4_998_398_275_503_360n);
    expect(f7.total).toBe(416n * 415n * 414n * 413n * 412n * 411n);
  });

  it("standard baccarat, 8 decks: Banker, Player and Tie counts", () => {
    expect(f7.outcomes.banker_win).toBe(2_292_252_566_437_888n);
    expect(f7.outcomes.player_win).toBe(2_230_518_282_592_256n);
    expect(f7.outcomes.tie).toBe(475_627_426_473_216n);
    expect(ratio(f7.outcomes.banker_win as bigint, f7.total).toFixed(6)).toBe("0.458597");
    expect(ratio(f7.outcomes.player_win as bigint, f7.total).toFixed(6)).toBe("0.446247");
    expect(ratio(f7.outcomes.tie as bigint, f7.total).toFixed(6)).toBe("0.095156");
  });

  it("Banker with the three-card-7 push, 8 decks: about -1.02% per unit", () => {
    expect(bet(f7, "banker").expectedReturn).toBeCloseTo(-0.010183, 6);
    expect(bet(f7, "player").expectedReturn).toBeCloseTo(-0.012351, 6);
  });

  it("EZ Baccarat, 8 decks: Dragon 7 wins about 2.25%, Panda 8 about 3.45%", () => {
    const ez = exactOdds(baccaratGame("ez-baccarat-panda-8"), 8);
    expect(ratio(bet(ez, "dragon7").win, ez.total)).toBeCloseTo(0.022534, 6);
    expect(ratio(bet(ez, "panda8").win, ez.total)).toBeCloseTo(0.034543, 6);
    expect(bet(ez, "dragon7").houseEdge).toBeCloseTo(0.076113, 6);
    expect(bet(ez, "panda8").houseEdge).toBeCloseTo(0.101876, 6);
  });

  it("Dragon Bonus, 8 decks: Player Dragon 2.65%, Banker Dragon 9.37% house edge", () => {
    const dragon = exactOdds(baccaratGame("commission-free-dragon-bonus"), 8);
    expect(bet(dragon, "player-dragon").houseEdge).toBeCloseTo(0.026517, 6);
    expect(bet(dragon, "banker-dragon").houseEdge).toBeCloseTo(0.093731, 6);
  });

  it("Mortimer's filings, 8 decks: the Tie at 9 to 1 4.84% (seed 003 L2039), the Banker with a winning 6 paid 1 to 2 1.46% (L4650)", () => {
    const panda = exactOdds(baccaratGame("ez-baccarat-panda-8-mortimers"), 8);
    expect(bet(panda, "tie").houseEdge).toBeCloseTo(0.04844, 5);
    expect(bet(exactOdds(baccaratGame("ez-baccarat-panda-8"), 8), "tie").houseEdge).toBeCloseTo(0.143596, 6);
    const dragon = exactOdds(baccaratGame("commission-free-dragon-bonus-mortimers"), 8);
    expect(bet(dragon, "banker").houseEdge).toBeCloseTo(0.014581, 6);
    expect(bet(dragon, "banker").winsByOdds).toHaveProperty("1:2");
    expect(dragon.bets.map((b) => b.id)).toEqual(["player", "banker", "tie", "player-dragon", "banker-dragon"]);
  });

  it("bonus pairs: (4n-1), n and n-1 cards of 52n-1 make a pair, a same-colour pair, a same-suit pair", () => {
    for (const decks of [4, 8]) {
      const odds = exactOdds(baccaratGame("21st-century-baccarat-5"), decks);
      const rest = BigInt(52 * decks - 1);
      expect(odds.outcomes.player_pair_any).toBe((odds.total * BigInt(4 * decks - 1)) / rest);
      expect(odds.outcomes.player_pair_same_color).toBe((odds.total * BigInt(decks)) / rest);
      expect(odds.outcomes.banker_pair_same_suit).toBe((odds.total * BigInt(decks - 1)) / rest);
    }
  });

  it("21st Century: house way on both sides makes Player and player-dealer wins equal; the Player line loses the ties on 0 and 1", () => {
    const odds = exactOdds(baccaratGame("21st-century-baccarat-5"), 8);
    expect(odds.outcomes.player_win).toBe(odds.outcomes.banker_win);
    const player = bet(odds, "player");
    expect(player.returnNumerator * odds.total).toBe(-(odds.outcomes.tie_on_0_or_1 as bigint) * player.returnDenominator);
  });

  it.each(BACCARAT_GAME_IDS)("%s: every sequence is one outcome; every bet settles on every sequence it can be placed on", (id) => {
    const game = baccaratGame(id);
    const odds = exactOdds(game, Math.min(...game.decks));
    expect((odds.outcomes.player_win as bigint) + (odds.outcomes.banker_win as bigint) + (odds.outcomes.tie as bigint)).toBe(odds.total);
    for (const b of odds.bets) {
      expect(b.win + b.push + b.lose).toBe(b.placed);
      if (b.id !== "late-tie") expect(b.placed).toBe(odds.total);
    }
  });

  it("falling factorials", () => {
    expect(fallingFactorial(10n, 3)).toBe(720n);
    expect(fallingFactorial(5n, 0)).toBe(1n);
  });

  it("refuses a deck count the game does not allow", () => {
    expect(() => exactOdds(baccaratGame("fortune-7-baccarat"), 6)).toThrow(/8 decks, not 6/);
  });
});

/**
 * An independent count: play every sequence of point values through the round engine (step by
 * step, 21st Century the house way) and settle with resolveBet, weighting each by its number of
 * six-card sequences. Pairs are left out: they read ranks and suits, checked above in closed form.
 */
function bruteForce(game: AnyGameConfig, decks: number) {
  const rep: SuitedCard[] = ["TS", "AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S"];
  const counts = Array.from({ length: 10 }, (_, v) => (v === 0 ? 16 : 4) * decks);
  const tails = [0, 1, 2, 3, 4, 5, 6].map((used) => fallingFactorial(BigInt(52 * decks - used), 6 - used));
  const tallies = new Map<string, bigint>();
  const add = (key: string, w: bigint) => tallies.set(key, (tallies.get(key) ?? 0n) + w);
  const walk = (start: RoundState, weight: bigint, used: number): void => {
    let s = start;
    for (;;) {
      const step = nextStep(game, s);
      if (step.kind === "check-hole-card") s = checkHoleCard(game, s);
      else if (step.kind === "expose-hole-card") s = exposeHoleCard(game, s);
      else if (step.kind === "choose-hit-or-stand") s = recordHitOrStand(game, s, true);
      else if (step.kind === "complete") {
        const r = roundResult(game, s);
        const w = weight * (tails[used] as bigint);
        add(r.comparison.winner, w);
        for (const spec of game.bets) {
          if (spec.rule.kind === "bonus-pair") continue;
          if (spec.placed === "after-player-cards") {
            const [p1, p2] = r.player.cards as [SuitedCard, SuitedCard];
            if (!lateTieWindow([p1, p2], r.banker.cards[0] as SuitedCard).open) continue;
          }
          const res = resolveBet(game, r, spec.id);
          add(`${spec.id} ${res.result === "win" ? `${res.to}:${res.per}` : res.result}`, w);
        }
        return;
      } else {
        for (let v = 0; v < 10; v += 1) {
          const c = counts[v] as number;
          if (c === 0) continue;
          counts[v] = c - 1;
          walk(dealCard(game, s, rep[v] as SuitedCard), weight * BigInt(c), used + 1);
          counts[v] = c;
        }
        return;
      }
    }
  };
  walk(newRound(), 1n, 0);
  return tallies;
}

describe("exact odds against the round engine, sequence by sequence", () => {
  it.each(BACCARAT_GAME_IDS)("%s", (id) => {
    const game = baccaratGame(id);
    const decks = Math.min(...game.decks);
    const odds = exactOdds(game, decks);
    const brute = bruteForce(game, decks);
    expect(brute.get("player")).toBe(odds.outcomes.player_win);
    expect(brute.get("banker")).toBe(odds.outcomes.banker_win);
    expect(brute.get("tie")).toBe(odds.outcomes.tie);
    for (const b of odds.bets) {
      if (b.id.endsWith("-pair")) continue;
      const fromEnum: Record<string, bigint> = { push: b.push, lose: b.lose, ...b.winsByOdds };
      const fromEngine = Object.fromEntries(
        [...brute.entries()].filter(([k]) => k.startsWith(`${b.id} `)).map(([k, v]) => [k.slice(b.id.length + 1), v]),
      );
      expect(fromEngine).toEqual(Object.fromEntries(Object.entries(fromEnum).filter(([, v]) => v !== 0n)));
    }
  });
});
