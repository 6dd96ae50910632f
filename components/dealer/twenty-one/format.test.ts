import { describe, expect, it } from "vitest";
import type { TwentyOneDealerView } from "@/lib/domain/table/twenty-one/views";
import { betName } from "../format";
import { bigLabel, cardMark, checkInsurance, decisionForKey, decisionWord, deckRanks, holeCommand, roundStepKind } from "./format";

type Next = TwentyOneDealerView["next"];
const open = (next: Next, phase: TwentyOneDealerView["phase"] = "dealing") => ({ status: "open" as const, phase, next });

describe("the twenty-one round's steps on the tablet", () => {
  it("shows the big button for a command, else the entry the step needs: a card, insurance, early surrender, a decision, the hole card", () => {
    expect(roundStepKind(open({ command: "deal-card", label: "Draw 1 to seat 1", hint: "", card: { to: { seat: 1, hand: 0 }, faceDown: false } }))).toBe("command");
    expect(roundStepKind(open({ command: null, label: "Card 1 to seat 1", hint: "", card: { to: { seat: 1, hand: 0 }, faceDown: false } }))).toBe("card");
    expect(roundStepKind(open({ command: null, label: "Insurance: seat 1", hint: "", insurance: [{ seat: 1, min: 10, max: 500 }] }))).toBe("insurance");
    expect(roundStepKind(open({ command: null, label: "Surrender? Seat 1", hint: "", surrender: [1] }))).toBe("surrender");
    expect(roundStepKind(open({ command: null, label: "Seat 1: hit, stand?", hint: "", decide: { seat: 1, hand: 0, allowed: ["hit", "stand"], double: null } }))).toBe("decide");
    expect(roundStepKind(open({ command: null, label: "Check the hole card", hint: "", holeCardNeeded: true }))).toBe("hole");
    expect(holeCommand({ command: null, label: "Turn over the hole card", hint: "", holeCardNeeded: true })).toBe("expose-hole-card");
    expect(roundStepKind({ status: "paused", phase: "dealing", next: { command: "settle", label: "", hint: "" } })).toBe("info");
  });

  it("names the decisions as the dealer says them: the double's amount, the double-double down, the rescue (E on a keyboard)", () => {
    const decide = { seat: 2, hand: 0, allowed: ["stand", "double", "rescue"] as const, double: { full: 2_000, forLess: false } };
    expect(decisionWord("double", { ...decide, allowed: [...decide.allowed] }, false)).toBe("Double $20.00");
    expect(decisionWord("double", { ...decide, allowed: [...decide.allowed] }, true)).toBe("Double again $20.00");
    expect(decisionWord("rescue", { ...decide, allowed: [...decide.allowed] }, true)).toBe("Rescue (take back the last double)");
    expect(decisionForKey("e", ["stand", "rescue"])).toBe("rescue");
    expect(decisionForKey("e", ["stand"])).toBeNull();
  });

  it("walks the settlement naming a second double and the Match bet", () => {
    const line = { seat: 2, bet: "double-2", stake: 2_000, outcome: "push", due: 0, action: "push", amount: 0, returned: 2_000, uncovered: 0, toPlayer: 2_000, bankAfter: 8_500 } as const;
    const view = {
      family: "twenty-one" as const,
      next: { command: "advance-settlement", label: "", hint: "" },
      settlement: { lines: [line], settledLines: 0, bankBefore: 10_000, bankAfter: 8_500, pdNet: -1_500, actionSeat: 2, exhaustedAfter: null },
      players: [{ seat: 2, name: "Ann" }],
      bets: [{ id: "main", name: "Game wager", backline: true, limits: null }, { id: "match", name: "Match the Dealer Up Card", backline: true, limits: null }],
    };
    expect(bigLabel(view)).toBe("Push: return $20.00 to Seat 2 (Ann): Double 2");
    expect(["match", "split-1-double-3", "main-returned"].map((id) => betName(view, id))).toEqual(["Match the Dealer Up Card", "Split hand 2: Double 3", "Game wager: surrendered half returned"]);
  });
});

describe("the decks on the tablet", () => {
  it("Pure Spanish 21.5's pad has no ten (seed 004 L622); the others have every rank", () => {
    expect(deckRanks("pure-spanish-21-5")).not.toContain("T");
    expect(deckRanks("pure-spanish-21-5")).toHaveLength(12);
    expect(deckRanks("pure-21-5")).toHaveLength(13);
  });

  it("marks the Bonus cards (seed 004 L434, L622) and Blackjack X's ace of spades (L1022)", () => {
    expect(["KD", "TC", "9C"].map((c) => cardMark("pure-21-5", c))).toEqual(["Bonus", "Bonus", null]);
    expect(["KD", "AS", "AH"].map((c) => cardMark("blackjack-x", c))).toEqual([null, "x", null]);
    expect(cardMark("pure-spanish-21-5", "face-down")).toBeNull();
  });
});

describe("insurance as the dealer types it", () => {
  it("Blackjack X takes 1% to half the wager (L1072); the Pure games up to half", () => {
    expect(checkInsurance(5, "0.05", 10, 500)).toMatchObject({ ok: false, message: "At least $0.10: 1% of the game wager." });
    expect(checkInsurance(501, "5.01", 1, 500)).toMatchObject({ ok: false, message: "At most $5.00: half the game wager." });
    expect(checkInsurance(500, "5", 10, 500)).toMatchObject({ ok: true, cents: 500 });
  });
});
