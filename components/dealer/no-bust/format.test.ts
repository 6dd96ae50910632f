import { describe, expect, it } from "vitest";
import type { NoBustDealerView } from "@/lib/domain/table/no-bust/views";
import { noBustLineName } from "../format";
import { bigCommand, bigLabel, checkInsurance, decisionForKey, gameFacts, handTitle, handsBySeat, holeCommand, roundStepKind, valueText } from "./format";

type Next = NoBustDealerView["next"];
const open = (next: Next, phase: NoBustDealerView["phase"] = "dealing") => ({ status: "open" as const, phase, next });

describe("the No Bust round's steps on the tablet", () => {
  it("shows the big button for a command, else the entry the step needs", () => {
    expect(roundStepKind(open({ command: "drop-fees", label: "Drop the fees ($3.00)", hint: "" }))).toBe("command");
    expect(roundStepKind(open({ command: "deal-card", label: "Draw 1 to seat 1", hint: "", card: { to: { seat: 1, hand: 0 }, faceDown: false } }))).toBe("command");
    expect(roundStepKind(open({ command: null, label: "Card 1 to seat 1", hint: "", card: { to: { seat: 1, hand: 0 }, faceDown: false } }))).toBe("card");
    expect(roundStepKind(open({ command: null, label: "Insurance: seat 1", hint: "", insurance: [{ seat: 1, max: 500 }] }))).toBe("insurance");
    expect(roundStepKind(open({ command: null, label: "Seat 1: hit, stand?", hint: "", decide: { seat: 1, hand: 0, allowed: ["hit", "stand"] } }))).toBe("decide");
    expect(roundStepKind(open({ command: null, label: "Check the hole card", hint: "", holeCardNeeded: true }))).toBe("hole");
    expect(roundStepKind({ status: "paused", phase: "dealing", next: { command: "settle", label: "", hint: "" } })).toBe("info");
  });

  it("tells checking the hole card from turning it over", () => {
    expect(holeCommand({ command: null, label: "Check the hole card", hint: "", holeCardNeeded: true })).toBe("check-hole-card");
    expect(holeCommand({ command: null, label: "Turn over the hole card", hint: "", holeCardNeeded: true })).toBe("expose-hole-card");
    expect(holeCommand({ command: "check-hole-card", label: "Check the hole card", hint: "" })).toBe("check-hole-card");
  });

  it("walks the settlement one line at a time, naming the hand and the seat", () => {
    const line = { seat: 4, bet: "split-1-double", stake: 1_500, outcome: "win", due: 1_500, action: "pay", amount: 1_500, returned: 1_500, uncovered: 0, toPlayer: 3_000, bankAfter: 8_500 } as const;
    const view = {
      family: "no-bust" as const,
      next: { command: "advance-settlement", label: "Pay $15.00 to seat 4 split-1-double", hint: "" },
      settlement: { lines: [line], settledLines: 0, bankBefore: 10_000, bankAfter: 8_500, pdNet: -1_500, actionSeat: 4, exhaustedAfter: null },
      players: [{ seat: 4, name: "Dee" }],
      bets: [{ id: "main", name: "Game wager", backline: true, limits: null }],
    };
    expect(bigCommand(view)).toEqual({ type: "advance-settlement", through: 1 });
    expect(bigLabel(view)).toBe("Pay $15.00 to Seat 4 (Dee): Split hand 2: double");
    expect(bigLabel({ ...view, settlement: { ...view.settlement, lines: [{ ...line, bet: "main", action: "return", amount: 0, uncovered: 1_500 }] } })).toBe("Bank exhausted: return $15.00 to Seat 4 (Dee): Game wager");
  });
});

describe("settlement lines", () => {
  it("name each hand and its extras", () => {
    const bets = [{ id: "main", name: "Game wager" }, { id: "buster", name: "Buster Blackjack Bonus" }];
    expect(["main", "double", "main-returned", "split-1", "split-2-double", "split-3-returned", "insurance", "buster"].map((id) => noBustLineName(id, bets))).toEqual([
      "Game wager",
      "Double down",
      "Game wager: surrendered half returned",
      "Split hand 2",
      "Split hand 3: double",
      "Split hand 4: surrendered half returned",
      "Insurance",
      "Buster Blackjack Bonus",
    ]);
  });
});

describe("hands and decisions", () => {
  it("words values and titles", () => {
    expect(valueText("hard 17")).toBe("Hard 17");
    expect(valueText("Joker hand")).toBe("Joker hand");
    expect(valueText(null)).toBe("—");
    expect(handTitle(3, 0, 1)).toBe("Seat 3");
    expect(handTitle(3, 1, 2)).toBe("Seat 3 · hand 2");
  });

  it("groups split hands under their seat, in playing order", () => {
    const hands = [
      { seat: 4, hand: 1 },
      { seat: 1, hand: 0 },
      { seat: 4, hand: 0 },
    ];
    expect(handsBySeat(hands)).toEqual([
      { seat: 4, hands: [{ seat: 4, hand: 0 }, { seat: 4, hand: 1 }] },
      { seat: 1, hands: [{ seat: 1, hand: 0 }] },
    ]);
  });

  it("reads decision keys only for the decisions allowed", () => {
    expect(decisionForKey("h", ["hit", "stand"])).toBe("hit");
    expect(decisionForKey("S", ["hit", "stand"])).toBe("stand");
    expect(decisionForKey("d", ["hit", "stand"])).toBeNull();
    expect(decisionForKey("p", ["split"])).toBe("split");
    expect(decisionForKey("r", ["surrender"])).toBe("surrender");
  });

  it("knows which games deal jokers and which double for less", () => {
    expect(gameFacts("no-bust-joker")).toEqual({ jokers: true, doubleForLess: false });
    expect(gameFacts("no-bust-6")).toEqual({ jokers: false, doubleForLess: true });
    expect(gameFacts("fortune-7-baccarat")).toEqual({ jokers: false, doubleForLess: false });
  });

  it("checks insurance as the dealer types: up to half the wager", () => {
    expect(checkInsurance(null, "", 500)).toMatchObject({ ok: false, message: "Up to $5.00, half the game wager." });
    expect(checkInsurance(600, "6", 500)).toMatchObject({ ok: false, message: "At most $5.00: half the game wager." });
    expect(checkInsurance(500, "5", 500)).toMatchObject({ ok: true, cents: 500 });
    expect(checkInsurance(null, "five", 500).ok).toBe(false);
  });
});
