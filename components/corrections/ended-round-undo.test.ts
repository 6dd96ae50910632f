/**
 * The correction form (the tablet's "Floor: correct a mistake", the floor's table page) after a
 * round was corrected once it ended: a difference marked made by mistake can be undone, as a line
 * of a round in play's settlement.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { endedAndCorrectedToATie } from "@/lib/domain/table/baccarat/test-kit";
import { CorrectionForm } from "./CorrectionForm";
import { DealerProvider, type AnyDealerView, type DealerTools } from "@/components/dealer/context";
import { EndedRoundWalk } from "@/components/dealer/EndedRoundWalk";
import { correctionsFor, type CorrectableView } from "./correction-offers";

type FormView = CorrectableView & { readonly family: "baccarat" };

function text(html: string): string {
  return html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");
}

function tablet(view: FormView): string {
  return renderToStaticMarkup(createElement(CorrectionForm<"baccarat">, { view, approval: true, submit: async () => ({ ok: true, version: 1 }) as never }));
}

describe("undoing a difference of a round corrected after it ended, on the correction form", () => {
  it("is offered on the tablet and to the floor once a difference is marked made, in a dealer's words", () => {
    const t = endedAndCorrectedToATie();
    const none = t.views().dealer as unknown as FormView;
    expect(correctionsFor(none)).not.toContain("undo-settlement-line");
    expect(tablet(none)).not.toContain('data-testid="correction-undo-settlement-line"');
    t.do({ type: "advance-settlement", through: 1 });
    const dealer = t.views().dealer as unknown as FormView;
    const supervisor = t.views().supervisor as unknown as FormView;
    expect(correctionsFor(dealer)).toContain("undo-settlement-line");
    expect(correctionsFor(supervisor)).toContain("undo-settlement-line");
    // The tablet's walk of the differences says where a difference tapped done by mistake is undone.
    const tools: DealerTools = { view: dealer as unknown as AnyDealerView, run: (async () => ({ ok: true, version: 1 })) as unknown as DealerTools["run"], pending: null };
    const walk = text(renderToStaticMarkup(createElement(DealerProvider, { value: tools }, createElement(EndedRoundWalk))));
    expect(walk).toContain("Round 1 corrected after it ended: difference 2 of 3");
    expect(walk).toContain("Tapped one done by mistake? The floor undoes it: Floor: correct a mistake.");
    const html = tablet(dealer);
    expect(html).toContain('data-testid="correction-undo-settlement-line"');
    const words = text(html);
    expect(words).toContain("Undo the last payment marked done");
    expect(words).toContain("The last payment or collection tapped done (after a correction of a round already paid: the last difference) is to be made again; the money goes back first.");
    expect(words).not.toContain("settlement line");
    expect(words).not.toMatch(/undo-settlement-line \w|settledLines|endedRound|undefined|null/);
    // All made: the last can still be undone until the next round's cards are out.
    t.do({ type: "advance-settlement", through: 3 });
    expect(correctionsFor(t.views().dealer as unknown as FormView)).toContain("undo-settlement-line");
    t.do({ type: "place-wager", seat: 1, bet: "player", amount: 1_000 });
    t.do({ type: "close-betting" });
    expect(correctionsFor(t.views().dealer as unknown as FormView)).not.toContain("undo-settlement-line");
  });
});
