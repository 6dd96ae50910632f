import { describe, expect, it } from "vitest";
import type { BaccaratDealerView } from "@/lib/domain/table/baccarat/views";
import { checkAmount, ownLimitGroups } from "./format";

const panda8 = {
  family: "baccarat",
  fees: { scheduleId: "ez-baccarat-panda-8-mortimers", optionId: "1", posted: [] },
  limits: { min: 500, max: 100_000 },
  bets: [
    { id: "player", name: "Player line", backline: true, placed: "before-deal", requires: "none", limits: null },
    { id: "dragon7", name: "Dragon 7 Bonus Bet", backline: true, placed: "before-deal", requires: "line-wager", limits: { min: 500, max: 50_000 } },
    { id: "panda8", name: "Panda 8", backline: true, placed: "before-deal", requires: "line-wager", limits: { min: 500, max: 50_000 } },
  ],
} as unknown as BaccaratDealerView;

describe("the tablet's bets carry the limits the table enforces", () => {
  it("a bet Mortimer's schedule limits on its own is posted with its $5-$500; the line keeps the table's", () => {
    const bets = panda8.bets;
    expect(ownLimitGroups(panda8)).toEqual([{ names: ["Dragon 7 Bonus Bet", "Panda 8"], limits: { min: 500, max: 50_000 } }]);
    // Checked as the dealer types, with the bet's name.
    expect(checkAmount(60_000, "600", bets[1]!.limits!, 0, "Dragon 7 Bonus Bet").message).toBe("Over the Dragon 7 Bonus Bet maximum of $500.00.");
  });

  it("a No Bust bet keeps the limits its view carries", () => {
    const view = { family: "no-bust", fees: panda8.fees, limits: { min: 500, max: 5_000 }, bets: [{ id: "buster", name: "Buster Blackjack Bonus", backline: false, limits: { min: 100, max: 10_000 } }] };
    expect(ownLimitGroups(view as never)).toEqual([{ names: ["Buster Blackjack Bonus"], limits: { min: 100, max: 10_000 } }]);
  });
});
