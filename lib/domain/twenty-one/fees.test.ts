import { describe, expect, it } from "vitest";
import { FeeError, getSchedule, getScheduleOption } from "../fees";
import { twentyOneFeeLines } from "./fees";
import { TWENTY_ONE_GAME_IDS } from "./game-config";
import { twentyOneGame } from "./games";
import { $, main } from "./test-kit";
import type { TwentyOneWager } from "./round-state";

const fee = (id: string, option: string, wagers: TwentyOneWager[], options?: Record<string, unknown>, posted?: number) =>
  twentyOneFeeLines(twentyOneGame(id, options), getScheduleOption(twentyOneGame(id).feeScheduleId, option), { playerDealerSeat: 1, wagers }, posted).map((l) => `${l.payer.kind} ${l.cents} ${l.basis}`);

describe("the collection fees of the twenty-one games", () => {
  it("are taken before the deal in every option of the three schedules (seed 003 L1486-1487; seed 004 L1749, L1828), as each game says", () => {
    for (const id of TWENTY_ONE_GAME_IDS) {
      const g = twentyOneGame(id);
      expect(g.feesCollected.when).toBe("before-deal");
      for (const o of getSchedule(g.feeScheduleId).options) expect(o.timing).toBe("before-deal");
    }
  });
  it("seed 004 L1749: one player-dealer fee per hand on total table action, game wagers and bonus bets, backline included; no player fee", () => {
    const wagers: TwentyOneWager[] = [main(2, $(60)), { seat: 2, bet: "buster", amount: $(30) }, { seat: 2, bet: "match", amount: $(15) }, { seat: 3, bet: "main", amount: $(5), backline: false }];
    // $110 of action: option 1's second tier, $101-$300, $3.
    expect(fee("pure-21-5", "1", wagers)).toEqual(["player-dealer 300 11000"]);
    expect(fee("blackjack-x", "1", wagers.filter((w) => w.bet !== "match"))).toEqual(["player-dealer 100 9500"]);
  });
  it("seed 003 L1478-1488: Mortimer's counts game wagers only; option 1's $2-$20 tier is $0.00, so no fee line", () => {
    expect(fee("pure-21-5-mortimers", "1", [main(2, $(10)), main(3, $(10))])).toEqual([]);
    expect(fee("pure-21-5-mortimers", "3", [main(2, $(30)), main(3, $(30))])).toEqual(["player-dealer 250 6000"]);
  });
  it("the posted player collection (option playerCollection): each bettor's circle with a game wager pays the posted amount", () => {
    expect(fee("pure-spanish-21-5", "1", [main(2, $(10)), { seat: 2, bet: "main", amount: $(5), backline: true, bettor: "Ann" }], { playerCollection: "posted-per-circle" }, 50)).toEqual([
      "player-dealer 100 1500",
      "seat 50 null",
      "backline 50 null",
    ]);
  });
  it("refuses an option of another schedule, and a posted amount the game does not take or lacks", () => {
    const g = twentyOneGame("pure-21-5");
    expect(() => twentyOneFeeLines(g, getScheduleOption("pure-spanish-21-5", "1"), { playerDealerSeat: 1, wagers: [main(2)] })).toThrow(FeeError);
    expect(() => twentyOneFeeLines(g, getScheduleOption("blackjack-x-pure-21-5", "1"), { playerDealerSeat: 1, wagers: [main(2)] }, 100)).toThrow(/no player collection/);
    expect(() => twentyOneFeeLines(twentyOneGame("pure-21-5", { playerCollection: "posted-per-circle" }), getScheduleOption("blackjack-x-pure-21-5", "1"), { playerDealerSeat: 1, wagers: [main(2)] })).toThrow(/give the posted amount/);
  });
});
