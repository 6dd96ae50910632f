/**
 * The correction form's insurance: taken ↔ declined, and the amount taken changed (the same answer,
 * another amount), within the game's bounds: Blackjack X 1% to half the wager (seed 004
 * L1069-1076), No Bust a cent to half (seed 003 L866-871).
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { RecordedDecisionView } from "@/lib/domain/table/common/views";
import { insuredBlackjackX, SUPERVISOR } from "@/lib/domain/table/twenty-one/test-kit";
import { insuredNoBust } from "@/lib/domain/table/no-bust/test-kit";
import { DecisionFields } from "./DecisionFields";
import { decisionAmountProblem, decisionAnswerAmount, decisionChangeWords } from "./correction-offers";

function text(html: string): string {
  return html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");
}

function fields(decisions: readonly RecordedDecisionView[], decisionAt: string, rightDecision: string, amountText: string): string {
  const none = () => {};
  return renderToStaticMarkup(createElement(DecisionFields, { decisions, decisionAt, rightDecision, amountText, disabled: false, onDecisionAt: none, onRightDecision: none, onAmountText: none }));
}

const insuranceOf = (decisions: readonly RecordedDecisionView[], who: string) => decisions.find((d) => d.who === who && d.decision.includes("insurance"))!;

describe("the correction form's insurance amount", () => {
  it("offers another amount of insurance taken, with the seat's bounds and the change in words (Blackjack X, 1% to half)", () => {
    const t = insuredBlackjackX();
    const decisions = t.views().supervisor.decisions;
    const seat4 = insuranceOf(decisions, "Seat 4");
    expect(seat4.options.map((o) => o.words)).toEqual(["Declined", "Taken, another amount"]);
    const html = fields(decisions, String(seat4.index), "insurance", "2.00");
    const words = text(html);
    expect(html).toContain('data-testid="correction-decision-amount"');
    expect(words).toContain("Insurance the player took, in dollars: from $0.20 up to $10.00 (half the wager)");
    expect(words).toContain("Seat 4: insurance taken ($4.00) → taken ($2.00)");
    expect(words).not.toMatch(/no-insurance|amounts|undefined|NaN/);
    // The amount on record is not a correction; outside the bounds is refused in words before it is sent.
    const { amounts } = decisionAnswerAmount(seat4, "insurance", "4.00");
    expect(decisionAmountProblem(seat4, "insurance", amounts!, 400)).toBe("That is the insurance on record ($4.00): type the amount the player took.");
    expect(decisionAmountProblem(seat4, "insurance", amounts!, 10)).toBe("The insurance is $0.20 to $10.00 (half the wager) for this seat.");
    expect(decisionAmountProblem(seat4, "insurance", amounts!, 200)).toBeNull();
    // Nothing typed: half the wager, the most the seat could take.
    expect(decisionAnswerAmount(seat4, "insurance", "")).toEqual({ amounts: { min: 20, max: 1_000 }, amount: 1_000 });
    expect(decisionChangeWords(seat4, "insurance", 1_000)).toBe("Seat 4: insurance taken ($4.00) → taken ($10.00)");
    // Declined to taken keeps its amount field; taken to declined has none.
    const seat2 = insuranceOf(decisions, "Seat 2");
    expect(text(fields(decisions, String(seat2.index), "insurance", "1.50"))).toContain("Seat 2: insurance declined → taken ($1.50)");
    expect(fields(decisions, String(seat4.index), "no-insurance", "")).not.toContain('data-testid="correction-decision-amount"');
    // What the form sends, the table takes: the amount alone corrected.
    t.do({ type: "correct-decision", index: seat4.index, decision: "insurance", amount: 200, reason: "the player took $2.00" }, SUPERVISOR);
    expect(t.log.at(-1)).toMatchObject({ words: "Seat 4: insurance taken ($4.00) → taken ($2.00)" });
  });

  it("No Bust: up to half the wager, from a cent", () => {
    const t = insuredNoBust();
    const decisions = t.views().supervisor.decisions;
    const seat1 = insuranceOf(decisions, "Seat 1");
    const words = text(fields(decisions, String(seat1.index), "insurance", "3.00"));
    expect(words).toContain("from $0.01 up to $5.00 (half the wager)");
    expect(words).toContain("Seat 1: insurance taken ($5.00) → taken ($3.00)");
    expect(decisionAmountProblem(seat1, "insurance", { min: 1, max: 500 }, 501)).toBe("The insurance is $0.01 to $5.00 (half the wager) for this seat.");
  });
});
