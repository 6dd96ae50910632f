import { describe, expect, it } from "vitest";
import { describeTwentyOneEvent } from "./floor";
import { EMPTY_TWENTY_ONE_TABLE } from "./state";
import { DEALER, SUPERVISOR, threeWagersClosed, TwentyOneTable } from "./test-kit";

/** Mortimer's Pure 21.5, seats 1-3 against the player-dealer in seat 8; a 6 up (no check), seat 1 holds 11, seat 2 holds 12. */
function dealt(): TwentyOneTable {
  const t = threeWagersClosed();
  return t.deal([["s1", "9S"], ["s2", "5H"], ["s3", "TD"], ["pd", "6C"], ["s1", "2S"], ["s2", "7D"], ["s3", "2C"], ["pd", "down"]]);
}

const fix = (index: number, decision: "hit" | "stand" | "double" | "split" | "surrender" | "rescue", reason = "the dealer tapped the wrong button") => ({ type: "correct-decision" as const, index, decision, reason });

/** The step index of seat `seat`'s first recorded decision. */
function decisionAt(t: TwentyOneTable, seat: number): number {
  return t.state.round!.steps.findIndex((s) => s.kind === "decide" && s.seat === seat);
}

describe("a twenty-one player's decision corrected by the floor", () => {
  it("a Double tapped for a Hit, its card dealt: the round replays with a Hit, the double's money gone, seat 1 deciding again", () => {
    const t = dealt();
    t.do({ type: "player-decision", seat: 1, hand: 0, decision: "double" });
    t.deal([["s1", "6H"]]);
    expect(t.views().dealer.next.decide?.seat).toBe(2);
    // The floor's form lists it, with the other decisions the rules allowed then.
    expect(t.views().supervisor.decisions).toEqual([
      { index: decisionAt(t, 1), who: "Seat 1", decision: "double", words: "Double", options: [{ decision: "hit", words: "Hit" }, { decision: "surrender", words: "Surrender" }] },
    ]);
    // The dealer cannot: a supervisor approves it.
    expect(t.try(fix(decisionAt(t, 1), "hit"), DEALER)?.code).toBe("SUPERVISOR_ONLY");
    t.do(fix(decisionAt(t, 1), "hit"), SUPERVISOR);
    const hand = t.state.round!.play!.players.find((p) => p.seat === 1)!.hands[0]!;
    expect(hand.cards).toEqual(["9S", "2S", "6H"]);
    expect(hand.doubles).toEqual([]);
    expect(t.views().dealer.next.decide).toMatchObject({ seat: 1, hand: 0, allowed: ["hit", "stand"] });
    expect(t.state.round!.corrections).toEqual([{ index: decisionAt(t, 1), from: "double", to: "hit", reason: "the dealer tapped the wrong button", approvedBy: SUPERVISOR.id, words: "Seat 1: Double → Hit" }]);
    expect(t.views().dealer.corrections[0]!.words).toBe("Seat 1: Double → Hit");
    const event = t.log.at(-1)!;
    expect(event).toMatchObject({ type: "DecisionCorrected", from: "double", to: "hit", words: "Seat 1: Double → Hit", approvedBy: SUPERVISOR.id });
    expect(describeTwentyOneEvent(event, t.state)).toBe(`Decision corrected, Seat 1: Double → Hit, by ${SUPERVISOR.id}: the dealer tapped the wrong button; the round replayed with it`);
    // The corrected round is the round played with a Hit from the start.
    expect(t.replay()).toEqual(t.state);
    const straight = dealt();
    straight.do({ type: "player-decision", seat: 1, hand: 0, decision: "hit" });
    straight.deal([["s1", "6H"]]);
    expect(t.state.round!.play).toEqual(straight.state.round!.play);
    // The round plays on: seat 1's 17 stands.
    t.do({ type: "player-decision", seat: 1, hand: 0, decision: "stand" });
    t.do({ type: "player-decision", seat: 2, hand: 0, decision: "stand" });
    t.do({ type: "player-decision", seat: 3, hand: 0, decision: "stand" });
    expect(t.views().dealer.next.label).toMatch(/hole card/i);
  });

  it("a Double tapped before its card: corrected to a Hit, seat 1 takes the next card as a hit", () => {
    const t = dealt();
    t.do({ type: "player-decision", seat: 1, hand: 0, decision: "double" });
    t.do(fix(decisionAt(t, 1), "hit"), SUPERVISOR);
    t.deal([["s1", "3H"]]);
    expect(t.views().dealer.next.decide?.seat).toBe(1);
  });

  it("refuses, in words, a correction that would change who got the cards or what was recorded after it", () => {
    const t = dealt();
    t.do({ type: "player-decision", seat: 1, hand: 0, decision: "double" });
    t.deal([["s1", "6H"]]);
    t.do({ type: "player-decision", seat: 2, hand: 0, decision: "hit" });
    t.deal([["s2", "3H"]]);
    const at = decisionAt(t, 1);
    // With a Surrender no card was due to seat 1: seat 2 was to decide.
    expect(t.try(fix(at, "surrender"), SUPERVISOR)).toMatchObject({
      code: "CORRECTION_BREAKS_ROUND",
      message: "With Surrender instead of Double, no card was due where the next card was dealt to seat 1 (seat 2 is to decide (hit, stand, double, surrender)): void the round or declare a misdeal.",
    });
    // With a Hit, seat 1 would still have been deciding when seat 2's Hit was recorded.
    expect(t.try(fix(at, "hit"), SUPERVISOR)).toMatchObject({
      code: "CORRECTION_BREAKS_ROUND",
      message: "With Hit instead of Double, the round would not have gone on as recorded after it (seat 1 is to decide (hit, stand)): void the round or declare a misdeal.",
    });
    // Seat 1's 11 must hit (Chart 1A): a Stand was never one of its choices.
    expect(t.try(fix(at, "stand"), SUPERVISOR)).toMatchObject({ code: "DECISION_NOT_ALLOWED", message: expect.stringMatching(/^Seat 1 could not Stand at that point: /) });
    expect(t.try(fix(at, "double"), SUPERVISOR)).toMatchObject({ code: "SAME_DECISION", message: "That is the decision already on record: Seat 1: Double." });
    expect(t.try(fix(0, "hit"), SUPERVISOR)).toMatchObject({ code: "NO_SUCH_DECISION" });
    expect(t.try(fix(300, "hit"), SUPERVISOR)).toMatchObject({ code: "NO_SUCH_DECISION" });
    // Nothing was changed by the refusals.
    expect(t.state.round!.corrections).toEqual([]);
    expect(t.replay()).toEqual(t.state);
  });

  it("a Hit tapped for a Stand by the last seat, its card dealt: no card was due then, so it is refused", () => {
    const t = dealt();
    t.do({ type: "player-decision", seat: 1, hand: 0, decision: "hit" });
    t.deal([["s1", "6H"]]);
    t.do({ type: "player-decision", seat: 1, hand: 0, decision: "stand" });
    t.do({ type: "player-decision", seat: 2, hand: 0, decision: "stand" });
    t.do({ type: "player-decision", seat: 3, hand: 0, decision: "hit" });
    t.deal([["s3", "9H"]]);
    expect(t.views().dealer.next.label).toMatch(/hole card/i);
    expect(t.try(fix(decisionAt(t, 3), "stand"), SUPERVISOR)).toMatchObject({
      code: "CORRECTION_BREAKS_ROUND",
      message: "With Stand instead of Hit, no card was due where the next card was dealt to seat 3 (the hole card is turned over first): void the round or declare a misdeal.",
    });
  });

  it("a split hand's Hit corrected to a Stand would send its card to the seat's next hand: refused", () => {
    const t = new TwentyOneTable({ gameId: "pure-21-5-mortimers", decks: 6 });
    t.seat([1, 2, 8], 8, 100_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 1, bet: "main", amount: 1_000 });
    t.do({ type: "close-betting" });
    t.deal([["s1", "8H"], ["pd", "6C"], ["s1", "8D"], ["pd", "down"]]);
    t.do({ type: "player-decision", seat: 1, hand: 0, decision: "split" });
    t.deal([["s1", "TC"]]);
    t.do({ type: "player-decision", seat: 1, hand: 0, decision: "hit" });
    t.deal([["s1", "2C"]]);
    const hit = t.state.round!.steps.length - 2;
    expect(t.views().supervisor.decisions.map((d) => `${d.who}: ${d.words}`)).toEqual(["Seat 1: Split", "Seat 1 hand 1: Hit"]);
    expect(t.try(fix(hit, "stand"), SUPERVISOR)).toMatchObject({
      code: "CORRECTION_BREAKS_ROUND",
      message: "With Stand instead of Hit, the next card would have gone to seat 1 hand 2, not seat 1 hand 1: void the round or declare a misdeal.",
    });
  });

  it("a Hit tapped for a Split: the card dealt goes to the first split hand, the same hand it went to; taken", () => {
    const t = new TwentyOneTable({ gameId: "pure-21-5-mortimers", decks: 6 });
    t.seat([1, 2, 8], 8, 100_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 1, bet: "main", amount: 1_000 });
    t.do({ type: "close-betting" });
    t.deal([["s1", "8H"], ["pd", "6C"], ["s1", "8D"], ["pd", "down"]]);
    t.do({ type: "player-decision", seat: 1, hand: 0, decision: "hit" });
    t.deal([["s1", "2C"]]);
    t.do(fix(decisionAt(t, 1), "split"), SUPERVISOR);
    expect(t.state.round!.play!.players[0]!.hands.map((h) => h.cards)).toEqual([["8H", "2C"], ["8D"]]);
    expect(t.views().dealer.corrections.map((c) => c.words)).toEqual(["Seat 1: Hit → Split"]);
    expect(JSON.stringify(t.replay())).toBe(JSON.stringify(t.state));
  });

  it("a settled round corrected is settled again from the replayed hands; the money balances", () => {
    const t = dealt();
    t.do({ type: "player-decision", seat: 1, hand: 0, decision: "double" });
    t.deal([["s1", "6H"]]);
    t.do({ type: "player-decision", seat: 2, hand: 0, decision: "stand" });
    t.do({ type: "player-decision", seat: 3, hand: 0, decision: "stand" });
    t.do({ type: "expose-hole-card", card: "TH" });
    // The player-dealer's 16 draws (the chart): a ten busts it.
    t.deal([["pd", "TS"]]);
    t.do({ type: "settle" });
    const doubled = t.ledger();
    expect(doubled).toContain("s1 double pay 1000");
    // Seat 1 asked to surrender its 11 and the dealer tapped Double: the double's card is what spoils it.
    expect(t.try(fix(decisionAt(t, 1), "surrender"), SUPERVISOR)?.code).toBe("CORRECTION_BREAKS_ROUND");
    expect(t.try(fix(decisionAt(t, 2), "hit"), SUPERVISOR)?.message).toBe("With Hit instead of Stand, the round would not have gone on as recorded after it (the next card goes to seat 2): void the round.");
    // Seat 3's 12 stood; it surrendered in fact: the round goes back to dealing and is settled again.
    t.do(fix(decisionAt(t, 3), "surrender", "seat 3 surrendered"), SUPERVISOR);
    expect(t.state.round!.phase).toBe("dealing");
    expect(t.state.round!.settlement).toBeNull();
    t.do({ type: "settle" });
    const ledger = t.ledger();
    expect(ledger).toContain("s3 main collect 500");
    expect(ledger.filter((l) => !l.startsWith("s3"))).toEqual(doubled.filter((l) => !l.startsWith("s3")));
    expect(t.state.round!.settlement!.conservation.ok).toBe(true);
    t.finish();
    expect(JSON.stringify(t.log.reduce(t.machine.evolve, EMPTY_TWENTY_ONE_TABLE))).toBe(JSON.stringify(t.state));
  });
});
