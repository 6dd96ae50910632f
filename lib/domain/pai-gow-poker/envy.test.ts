import { describe, expect, it } from "vitest";
import { paiGowGame } from "./games";
import { resolveRound } from "./resolution";
import { settleRound } from "./settlement";
import { $, play, wager, type TestHand } from "./test-kit";

// The player-dealer (seat 1) holds a pair of kings; dice 9 put the action button on seat 2.
const PD = "KS KH 9D 8D 5S 3H 2D";
const QUADS = "7S 7H 7D 7C QS JD 4H";
const PAIR = "QH QC 8H 6S 4D 3S 2H";
const FIVE_ACES = "AS AH AD AC JK 8S 6D";
const QUADS_WITH_PAIR = "TS TH TD TC 9S 9H 5D";

type Line = { seat: number; bet: string; backline: boolean; paid: number };

function envyLines(id: string, options: Record<string, unknown>, hands: Record<number, TestHand>, extra: ReturnType<typeof wager>[] = []): Line[] {
  const seats = Object.keys(hands).map(Number);
  const wagers = [...seats.flatMap((s) => [wager(s, "game", 10), wager(s, "fortune", 5)]), ...extra];
  const state = play(paiGowGame(id, options), { wagers, bank: 5000 }, 9, hands, PD);
  return resolveRound(state)
    .filter((w) => w.bet.startsWith("envy"))
    .map((w) => ({ seat: w.seat, bet: w.bet, backline: w.backline === true, paid: w.resolution.outcome === "win" ? w.resolution.winnings : 0 }));
}

describe("Envy (seed 004 L918-922, L946-958; seed 003 L4373-4378, L4427-4455)", () => {
  it("no hand of four of a kind or higher: no Envy payout, every button is only picked up", () => {
    expect(envyLines("fortune-pai-gow", {}, { 2: PAIR, 3: "QD JS 8C 6C 4C 3C 2C" })).toEqual([]);
  });

  it("one qualifying hand pays every other button its fixed amount, never the hand's own seat (L922), backline buttons included (L950)", () => {
    const lines = envyLines("fortune-pai-gow", {}, { 2: QUADS, 3: PAIR }, [wager(3, "game", 10, { bettor: "B" }), wager(3, "fortune", 5, { bettor: "B" })]);
    expect(lines).toEqual([
      { seat: 3, bet: "envy-seat-2", backline: false, paid: $(5) },
      { seat: 3, bet: "envy-seat-2", backline: true, paid: $(5) },
    ]);
  });

  it("a Fortune Bonus under $5 carries no button (L948); Mortimer's glossary minimum of $25 is option envyMinimum (seed 003 L4506-4509)", () => {
    const wagers = [wager(2, "game", 10), wager(2, "fortune", 5), wager(3, "game", 10), wager(3, "fortune", 4)];
    const under = resolveRound(play(paiGowGame("fortune-pai-gow"), { wagers }, 9, { 2: QUADS, 3: PAIR }, PD));
    expect(under.filter((w) => w.bet.startsWith("envy"))).toEqual([]);
    expect(envyLines("fortune-pai-gow-mortimers", {}, { 2: QUADS, 3: PAIR }).map((l) => l.paid)).toEqual([$(5)]);
    expect(envyLines("fortune-pai-gow-mortimers", { envyMinimum: 2500 }, { 2: QUADS, 3: PAIR })).toEqual([]);
  });

  it("Fortune: several qualifying hands pay several times (L921), each button for every hand but its own", () => {
    const lines = envyLines("fortune-pai-gow", {}, { 2: QUADS, 3: PAIR, 4: FIVE_ACES });
    expect(lines).toEqual([
      { seat: 2, bet: "envy-seat-4", backline: false, paid: $(50) },
      { seat: 3, bet: "envy-seat-4", backline: false, paid: $(50) },
      { seat: 3, bet: "envy-seat-2", backline: false, paid: $(5) },
      { seat: 4, bet: "envy-seat-2", backline: false, paid: $(5) },
    ]);
    // Mortimer's FPG-01 pays $250 for Five Aces and $5 for four of a kind (seed 003 L4474-4476, L4483-4485).
    expect(envyLines("fortune-pai-gow-mortimers", {}, { 2: QUADS, 3: PAIR, 4: FIVE_ACES }).map((l) => l.paid)).toEqual([$(250), $(250), $(5), $(5)]);
  });

  it("Face Up: only the highest-ranking hand pays (L1698: \"The Five Aces Envy Bonus is the only bonus payout\"), or, by option, each button's highest other hand", () => {
    expect(envyLines("face-up-pai-gow", {}, { 2: QUADS, 3: PAIR, 4: FIVE_ACES })).toEqual([
      { seat: 2, bet: "envy-seat-4", backline: false, paid: $(50) },
      { seat: 3, bet: "envy-seat-4", backline: false, paid: $(50) },
    ]);
    expect(envyLines("face-up-pai-gow", { envySeveral: "highest-other-hand" }, { 2: QUADS, 3: PAIR, 4: FIVE_ACES })).toEqual([
      { seat: 2, bet: "envy-seat-4", backline: false, paid: $(50) },
      { seat: 3, bet: "envy-seat-4", backline: false, paid: $(50) },
      { seat: 4, bet: "envy-seat-2", backline: false, paid: $(5) },
    ]);
  });

  it("the player-dealer's hand never pays Envy (L922)", () => {
    const hands = { 2: PAIR, 3: "QD JS 8C 6C 4C 3C 2C" };
    const state = play(paiGowGame("fortune-pai-gow"), { wagers: [2, 3].flatMap((s) => [wager(s, "game", 10), wager(s, "fortune", 5)]) }, 9, hands, "KD KC KH KS 9H 5S 2D");
    expect(resolveRound(state).filter((w) => w.bet.startsWith("envy"))).toEqual([]);
  });

  it("a qualifying hand is that of a seat with a Fortune Bonus on it (L948, L952), or any seat's under option envyQualifyingHands", () => {
    const wagers = [wager(2, "game", 10), wager(2, "fortune", 5), wager(6, "game", 10)];
    const hands = { 2: PAIR, 6: QUADS_WITH_PAIR };
    const run = (options: Record<string, unknown>) => resolveRound(play(paiGowGame("fortune-pai-gow", options), { wagers }, 9, hands, PD)).filter((w) => w.bet.startsWith("envy"));
    expect(run({})).toEqual([]);
    expect(run({ envyQualifyingHands: "any-hand" })).toMatchObject([{ seat: 2, bet: "envy-seat-6", amount: 0, resolution: { outcome: "win", winnings: $(5) } }]);
  });

  it("an Envy payout holds no stake: it walks as a payment only, and money is conserved", () => {
    const state = play(paiGowGame("fortune-pai-gow"), { wagers: [2, 3, 4].flatMap((s) => [wager(s, "game", 10), wager(s, "fortune", 5)]), bank: 5000 }, 9, { 2: QUADS, 3: PAIR, 4: FIVE_ACES }, PD);
    const { walk, conservation } = settleRound(state);
    for (const line of walk.lines.filter((l) => l.bet.startsWith("envy"))) expect(line).toMatchObject({ stake: 0, returned: 0, action: "pay", toPlayer: line.amount });
    expect(conservation.ok).toBe(true);
  });
});
