/**
 * The tablet's `run` is typed against the table's family's commands (lib/contract/commands.ts):
 * the lines marked `@ts-expect-error` must not compile (`npx tsc --noEmit` fails if one does), and
 * the others must. The runtime test checks what `viewCommand` and `placeWager` send.
 */
import { describe, expect, it } from "vitest";
import type { BaccaratDealerView } from "@/lib/domain/table/baccarat/views";
import { placeWager, viewCommand, type DealerTools } from "./context";

export function typeChecks(baccarat: DealerTools<BaccaratDealerView>, any: DealerTools): void {
  void baccarat.run({ type: "place-wager", seat: 1, bet: "banker", amount: 500 });
  void baccarat.run({ type: "start-shoe", source: "server", decks: 8 });
  void any.run({ type: "sit-out", seat: 2 });
  void baccarat.run(viewCommand("advance-settlement", { through: 3 }));
  // @ts-expect-error a command no family has (a misspelt type)
  void baccarat.run({ type: "place-wagr", seat: 1, bet: "banker", amount: 500 });
  // @ts-expect-error a renamed field
  void baccarat.run({ type: "place-wager", seat: 1, bet: "banker", cents: 500 });
  // @ts-expect-error a bet baccarat does not have
  void baccarat.run({ type: "place-wager", seat: 1, bet: "pair-plus", amount: 500 });
  // @ts-expect-error another family's command (poker's) on a baccarat table
  void baccarat.run({ type: "sit-out", seat: 2 });
  // @ts-expect-error a command named by a string is only the view's, through viewCommand
  void baccarat.run({ type: "any-string" as string });
}

describe("the tablet's commands", () => {
  it("sends a command the view names with the fields the tablet adds, its type last", () => {
    expect(viewCommand("advance-settlement", { through: 3 })).toEqual({ type: "advance-settlement", through: 3 });
    expect(viewCommand("deal-hand", { type: "ignored", players: [1, 2] })).toEqual({ type: "deal-hand", players: [1, 2] });
  });
  it("places a wager as every family's place-wager takes it", () => {
    expect(placeWager({ seat: 3, bet: "banker", amount: 2500, backline: true, bettor: "Lee" })).toEqual({ type: "place-wager", seat: 3, bet: "banker", amount: 2500, backline: true, bettor: "Lee" });
  });
});
