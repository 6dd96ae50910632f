import { describe, expect, it } from "vitest";
import { DEMO_TABLES } from "./demo-floor";
import { baseSettings } from "@/lib/domain/table/common/settings";
import { pairingProblem } from "@/lib/domain/fees";
import { parseSettleInput } from "@/lib/domain/baccarat/settle-input";
import { settleBaccaratRound } from "@/lib/domain/baccarat/settlement";

const table = (id: string) => DEMO_TABLES.find((t) => t.id === id)!;

/** A demo table's round through the settlement calculator's parser, with the table's own game and fee option. */
function settleAt(id: string, wagers: object[], cards: string[]) {
  const t = table(id);
  const request = parseSettleInput({
    game: t.gameId,
    decks: 8,
    seats: t.seats,
    playerDealerSeat: t.seats,
    bank: 100_000,
    limits: { min: t.min, max: t.max },
    wagers,
    cards,
    fee: { scheduleId: t.feeScheduleId, optionId: t.feeOptionId },
  });
  const settled = settleBaccaratRound(request.settlement);
  return { actionSeat: settled.actionButton.seat, lines: settled.walk.lines, fees: request.fee.kind === "charged" ? request.fee.lines.map((l) => l.cents) : [] };
}

describe("the demo floor", () => {
  it("every table's game is filed with its fee schedule, and its configuration passes the settings check", () => {
    for (const t of DEMO_TABLES) {
      expect(pairingProblem({ gameId: t.gameId, feeScheduleId: t.feeScheduleId }), t.id).toBeNull();
      const input = { tableId: t.id, name: t.name, gameId: t.gameId, seats: t.seats, minWagerCents: t.min, maxWagerCents: t.max, feeScheduleId: t.feeScheduleId, feeOptionId: t.feeOptionId, ...(t.feeOptionData ? { feeOptionData: t.feeOptionData } : {}) };
      expect(() => baseSettings(input, {}, 8), t.id).not.toThrow();
    }
  });

  it("table 4 pays by Mortimer's EZ Baccarat Panda 8: the Tie 9 to 1 (seed 003 L2039, L2206), from the action button (L2022-2027), a player's two spots one fee (L2265-2267)", () => {
    // P 3+4 = 7, B 2+5 = 7: a tie. The Banker's second card 5C counts 5 seats from seat 1.
    const out = settleAt("t4", [
      { seat: 4, bet: "tie", amount: 1000 },
      { seat: 2, bet: "player", amount: 30_000, bettor: "Ann" },
      { seat: 3, bet: "banker", amount: 30_000, bettor: "Ann" },
    ], ["3S", "2C", "4S", "5C"]);
    expect(out.actionSeat).toBe(5);
    expect(out.lines.find((l) => l.bet === "tie")).toMatchObject({ action: "pay", amount: 9000 });
    // Player-dealer: $610 of action -> $5.00. Ann: $600 on spots 2 and 3 -> $5.00, not $2.00 + $2.00. Seat 4: $10 -> $0.50.
    expect(out.fees).toEqual([500, 500, 50]);
  });

  it("table 5 pays by Mortimer's Dragon Bonus: a Banker win on 6 pays 1 to 2 (seed 003 L4650, L4749-4750)", () => {
    const out = settleAt("t5", [{ seat: 1, bet: "banker", amount: 2000 }], ["2S", "3C", "3H", "3D", "KD"]);
    expect(out.lines).toMatchObject([{ seat: 1, bet: "banker", action: "pay", amount: 1000 }]);
  });
});
