/**
 * The bank running out at each position of the settlement order, for every game of the family
 * (issue 3), while paying and while collecting: "Wagers are collected or paid, to the extent that the
 * player-dealer's wager covers. Once the player-dealer's wager has been exhausted, the wagers not
 * covered by the player-dealer shall be returned" (seed 000 L99; seed 001 L123, L147; seed 002 L99;
 * seed 004 L1159, L1216, L1503-1504), and "may not win or lose more than the original amount
 * wagered" (seed 000 L13; seed 004 L1135, L1271, L1403).
 *
 * Each round puts a wager on every winning bet (paying) or every losing bet (collecting) of the game
 * at every seat but the player-dealer's, so the walk has one line per seat and bet. For each position
 * k of that walk the bank is set so that it gives out, or fills up, exactly on line k: the lines
 * before k are settled in full, line k in part, every later line is returned untouched. The expected
 * order (seats clockwise from the action seat, the player-dealer's skipped; bets in the filed order,
 * seat by seat or type by type) is worked out here, not taken from the engine.
 */
import { describe, expect, it } from "vitest";
import { payout } from "../money";
import { rankOf, type SuitedCard } from "../cards/card";
import { baccaratGame } from "./games";
import { BACCARAT_GAME_IDS, type AnyGameConfig, type BaccaratGameId } from "./game-config";
import { playRound, type RoundResult } from "./round";
import { resolveBet } from "./resolution";
import { settleBaccaratRound, type SettlementWager } from "./settlement";
import type { BetId } from "./bet";

const SEATS = 8;
const PD = 3;

/**
 * A round per game with several winning and several losing bets, no push among them mattering (pushes
 * are left out), and no two-card 5 for 21st Century's Player (one Player hand). Dealing order P, B, P, B.
 */
const CARDS: Readonly<Record<BaccaratGameId, readonly string[]>> = {
  // P 2+3 = 5 draws K: 5; B 3+K = 3 draws 4 (Player third card 0): three-card 7. Banker wins 7-5.
  "fortune-7-baccarat": ["2S", "3C", "3H", "KC", "KD", "4D"],
  // P K+4 = 4 hits: +3 = 7; PD 7+K = 7 stands. Tie on 7.
  "21st-century-baccarat-5": ["KS", "7C", "4S", "KD", "3H"],
  "ez-baccarat": ["2S", "3C", "3H", "KC", "KD", "4D"],
  // P 2+3 = 5 draws 3: 8; B 3+K = 3 draws 4 against a third card of 3: three-card 7. Player wins 8-7 (Panda 8).
  "ez-baccarat-panda-8": ["2S", "3C", "3H", "KC", "3D", "4D"],
  "ez-baccarat-panda-8-mortimers": ["2S", "3C", "3H", "KC", "3D", "4D"],
  // P 4+5 = natural 9; B K+Q = 0. Player wins with a natural by 9.
  "commission-free-dragon-bonus": ["4S", "KC", "5S", "QC"],
  // P A+A = 2 draws K: 2; B 3+3 = 6 stands on a Player third card of 0. Banker wins 6-2: 1 to 2 (seed 003 L4650), Banker Dragon by 4.
  "commission-free-dragon-bonus-mortimers": ["AS", "3C", "AH", "3D", "KC"],
  // P 2+3 = 5 draws A: 6 (three-card 6); B 3+K = 3 draws 4: three-card 7. Banker wins 7-6: the Ox is killed.
  "dai-bacc": ["2S", "3C", "3H", "KC", "AD", "4D"],
};

/** The seat a game's action button gives for this round, worked by hand from the filings. */
function expectedActionSeat(game: AnyGameConfig, round: RoundResult): number {
  const start = game.settlement.startsAt;
  if (start.kind === "left-of-player-dealer") return PD + 1; // "the player to the left of the player-dealer"
  const rank = rankOf(round.banker.cards[1] as SuitedCard);
  if (start.kind === "position-table") {
    // Position counted clockwise from the player-dealer at 0 (seed 001 L83-93).
    return ((PD - 1 + start.positionByRank[rank]) % SEATS) + 1;
  }
  // Counted from seat 1 (the player left of the house dealer), the player-dealer not counted (seed 004 L1295).
  const count = start.values[rank];
  const others = Array.from({ length: SEATS }, (_, i) => i + 1).filter((s) => s !== PD);
  return others[(count - 1) % others.length] as number;
}

/** Seats clockwise from the action seat, the player-dealer's skipped. */
function seatsFrom(action: number): number[] {
  return Array.from({ length: SEATS }, (_, i) => ((action - 1 + i) % SEATS) + 1).filter((s) => s !== PD);
}

interface Line {
  readonly seat: number;
  readonly bet: BetId;
  readonly stake: number;
  /** Winnings the cards call for (0 for a loser). */
  readonly due: number;
}

/** The wagers on `bets` at every seat, in the order the filing settles them. */
function expectedLines(game: AnyGameConfig, round: RoundResult, bets: readonly BetId[]): Line[] {
  const seats = seatsFrom(expectedActionSeat(game, round));
  const ordered = game.settlement.order.filter((b) => bets.includes(b));
  const line = (seat: number, bet: BetId): Line => {
    const stake = 100 * (seat + 2 * ordered.indexOf(bet) + 3); // every stake different
    const r = resolveBet(game, round, bet);
    return { seat, bet, stake, due: r.result === "win" ? payout(stake, r.to, r.per) : 0 };
  };
  return game.settlement.walk === "seat-by-seat"
    ? seats.flatMap((seat) => ordered.map((bet) => line(seat, bet)))
    : ordered.flatMap((bet) => seats.map((seat) => line(seat, bet)));
}

function betsWith(game: AnyGameConfig, round: RoundResult, result: "win" | "lose"): BetId[] {
  return game.bets.map((b) => b.id).filter((id) => resolveBet(game, round, id).result === result);
}

function walk(game: AnyGameConfig, round: RoundResult, lines: readonly Line[], bank: number) {
  // Wagers handed over in reverse order, so the order of the ledger is the engine's own.
  const wagers: SettlementWager[] = [...lines].reverse().map((l) => ({ seat: l.seat, bet: l.bet, amount: l.stake }));
  return settleBaccaratRound({ game, seats: SEATS, playerDealerSeat: PD, bank, wagers, round });
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Every game with its default walk, and with the other walk where the filing's wording allows both. */
const CONFIGS: readonly [string, AnyGameConfig][] = BACCARAT_GAME_IDS.flatMap((id) => {
  const game = baccaratGame(id);
  const configs: [string, AnyGameConfig][] = [[`${id} (${game.settlement.walk})`, game]];
  if ("settlementOrder" in game.optionNotes) configs.push([`${id} (type-by-type)`, baccaratGame(id, { settlementOrder: "type-by-type" })]);
  return configs;
});

describe.each(CONFIGS)("%s: the bank runs out at each position of the settlement order", (_name, game) => {
  const round = playRound(game, CARDS[game.id]);
  const winners = betsWith(game, round, "win");
  const losers = betsWith(game, round, "lose");

  it("the round has winning and losing bets, and the walk starts at the filed action seat", () => {
    expect(round.cardsUsed).toBe(CARDS[game.id].length);
    expect(winners.length).toBeGreaterThan(0);
    expect(losers.length).toBeGreaterThan(0);
    const s = walk(game, round, expectedLines(game, round, winners), 1);
    expect(s.actionButton.seat).toBe(expectedActionSeat(game, round));
  });

  describe("while paying (every wager wins)", () => {
    const lines = expectedLines(game, round, winners);
    const positions = lines.map((_, k) => k);

    it.each(positions)("the bank gives out on line %i: earlier winners paid in full, this one in part, the rest returned", (k) => {
      const line = lines[k] as Line;
      const part = Math.floor(line.due / 2);
      const bank = sum(lines.slice(0, k).map((l) => l.due)) + part;
      const s = walk(game, round, lines, bank);
      expect(s.walk.lines.map((l) => [l.seat, l.bet])).toEqual(lines.map((l) => [l.seat, l.bet]));
      s.walk.lines.forEach((l, i) => {
        const e = lines[i] as Line;
        if (i < k) expect(l).toMatchObject({ outcome: "win", action: "pay", amount: e.due, returned: e.stake, toPlayer: e.stake + e.due });
        else if (i === k) expect(l).toMatchObject({ outcome: "win", action: "partial-pay", amount: part, due: e.due, returned: e.stake, toPlayer: e.stake + part, bankAfter: 0 });
        else expect(l).toMatchObject({ outcome: "win", action: "return", amount: 0, returned: e.stake, toPlayer: e.stake, bankAfter: 0 });
      });
      expect(s.walk).toMatchObject({ bankAfter: 0, pdNet: -bank, exhaustedAfter: k + 1 });
      expect(s.conservation.ok).toBe(true);
    });

    it("a bank of exactly every winner's due pays them all and ends at 0; one cent more is not exhausted", () => {
      const total = sum(lines.map((l) => l.due));
      const exact = walk(game, round, lines, total);
      expect(exact.walk.lines.every((l) => l.action === "pay")).toBe(true);
      expect(exact.walk).toMatchObject({ bankAfter: 0, exhaustedAfter: lines.length });
      const more = walk(game, round, lines, total + 1);
      expect(more.walk).toMatchObject({ bankAfter: 1, exhaustedAfter: null });
    });
  });

  describe("while collecting (every wager loses)", () => {
    const lines = expectedLines(game, round, losers);
    const positions = lines.map((_, k) => k);

    it.each(positions)("the player-dealer has won the whole bank on line %i: earlier losers collected, this one in part, the rest returned", (k) => {
      const line = lines[k] as Line;
      const part = Math.floor(line.stake / 2);
      const bank = sum(lines.slice(0, k).map((l) => l.stake)) + part;
      const s = walk(game, round, lines, bank);
      expect(s.walk.lines.map((l) => [l.seat, l.bet])).toEqual(lines.map((l) => [l.seat, l.bet]));
      s.walk.lines.forEach((l, i) => {
        const e = lines[i] as Line;
        if (i < k) expect(l).toMatchObject({ outcome: "lose", action: "collect", amount: e.stake, returned: 0, toPlayer: 0 });
        else if (i === k) expect(l).toMatchObject({ outcome: "lose", action: "partial-collect", amount: part, returned: e.stake - part, toPlayer: e.stake - part, bankAfter: 2 * bank });
        else expect(l).toMatchObject({ outcome: "lose", action: "return", amount: 0, returned: e.stake, toPlayer: e.stake, bankAfter: 2 * bank });
      });
      // Winning the whole bank is not exhaustion: the player-dealer "may not win ... more than the original amount wagered".
      expect(s.walk).toMatchObject({ bankAfter: 2 * bank, pdNet: bank, exhaustedAfter: null });
      expect(s.conservation.ok).toBe(true);
    });

    it("a bank of at least every loser's stake collects them all", () => {
      const total = sum(lines.map((l) => l.stake));
      const s = walk(game, round, lines, total);
      expect(s.walk.lines.every((l) => l.action === "collect")).toBe(true);
      expect(s.walk).toMatchObject({ bankAfter: 2 * total, pdNet: total, exhaustedAfter: null });
    });
  });
});
