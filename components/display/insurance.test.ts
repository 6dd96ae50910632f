/**
 * The wall shows each seat's insurance taken ("Insurance $4.00"), from the wall's own view: the
 * insurance is chips on the layout, public; the hole card stays a back.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { insuredBlackjackX } from "@/lib/domain/table/twenty-one/test-kit";
import { dealtNoBust, insuredNoBust } from "@/lib/domain/table/no-bust/test-kit";
import { TwentyOneBoard } from "./twenty-one/TwentyOneBoard";
import { NoBustBoard } from "./no-bust/NoBustBoard";

function text(html: string): string {
  return html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");
}

/** The words of seat `seat`'s box on the wall. */
function seatBox(html: string, seat: number): string {
  const at = html.indexOf(`data-testid="wall-seat-${seat}"`);
  expect(at).toBeGreaterThan(-1);
  const end = html.indexOf("</section>", at);
  return text(html.slice(at, end));
}

describe("insurance on the wall", () => {
  it("twenty-one (Blackjack X): seat 4's $4.00 shown on its seat, seat 2's declined shows none", () => {
    const t = insuredBlackjackX();
    const view = t.views().display;
    expect(view.insurance).toEqual([{ seat: 4, amount: 400 }]);
    // The wall's view holds the hole card as a back only.
    expect(view.dealerHand.cards).toEqual(["AH", "face-down"]);
    const html = renderToStaticMarkup(createElement(TwentyOneBoard, { view, info: null, overlay: null }));
    expect(seatBox(html, 4)).toContain("Insurance $4.00");
    expect(html).toContain('data-testid="wall-insurance-4"');
    expect(seatBox(html, 2)).not.toContain("Insurance");
    expect(text(html)).not.toMatch(/undefined|NaN|null/);
  });

  it("No Bust: seat 1's $5.00 shown on its seat; a declined seat shows none", () => {
    const t = insuredNoBust();
    const view = t.views().display;
    expect(view.insurance).toEqual([{ seat: 1, amount: 500 }]);
    expect(view.dealerHand.cards).toContain("face-down");
    const html = renderToStaticMarkup(createElement(NoBustBoard, { view, info: null, overlay: null }));
    expect(seatBox(html, 1)).toContain("Insurance $5.00");
    expect(seatBox(html, 2)).not.toContain("Insurance");
  });
});

/** The round settled, every line paid and ended: the wall between hands. */
function ended(t: { do(c: never): unknown; state: { round: { settlement: { walk: { lines: readonly unknown[] } } | null } | null } }): void {
  t.do({ type: "settle" } as never);
  t.do({ type: "advance-settlement", through: t.state.round!.settlement!.walk.lines.length } as never);
  t.do({ type: "end-round" } as never);
}

describe("insurance on the wall between hands: the last round's, with whether it won", () => {
  it("No Bust: the player-dealer's natural under the ace; seat 1's $5.00 insurance WINS on its seat until betting opens", () => {
    const t = dealtNoBust("AD");
    t.do({ type: "insurance", seat: 1, amount: 500 });
    t.do({ type: "insurance", seat: 2, amount: 0 });
    t.do({ type: "check-hole-card", card: "KH" });
    ended(t as never);
    const view = t.views().display;
    expect(view.phase).not.toBe("betting");
    expect(view.insurance).toEqual([]);
    expect(view.lastRound!.insurance).toEqual([{ seat: 1, amount: 500, outcome: "win" }]);
    const html = renderToStaticMarkup(createElement(NoBustBoard, { view, info: null, overlay: null }));
    expect(seatBox(html, 1)).toContain("Insurance $5.00 WINS");
    expect(html).toContain('data-testid="wall-insurance-1" data-outcome="win"');
    expect(seatBox(html, 2)).not.toContain("Insurance");
    expect(text(html)).not.toMatch(/undefined|NaN|null/);
    // Betting opens: the last round leaves the wall, its insurance with it.
    t.do({ type: "open-betting" });
    expect(renderToStaticMarkup(createElement(NoBustBoard, { view: t.views().display, info: null, overlay: null }))).not.toContain("Insurance");
  });

  it("twenty-one (Blackjack X): no natural under the ace; seat 4's $4.00 insurance LOSES on its seat", () => {
    const t = insuredBlackjackX();
    for (const seat of [2, 4]) t.do({ type: "early-surrender", seat, surrender: false });
    t.do({ type: "check-hole-card", card: "6D" });
    for (const seat of [2, 4]) t.do({ type: "player-decision", seat, hand: 0, decision: "stand" });
    t.do({ type: "expose-hole-card" });
    // The player-dealer hits the soft 17 (A 6) to 19.
    t.deal([["pd", "2C"]]);
    ended(t as never);
    const view = t.views().display;
    expect(view.lastRound!.insurance).toEqual([{ seat: 4, amount: 400, outcome: "lose" }]);
    const html = renderToStaticMarkup(createElement(TwentyOneBoard, { view, info: null, overlay: null }));
    expect(seatBox(html, 4)).toContain("Insurance $4.00 LOSES");
    expect(html).toContain('data-testid="wall-insurance-4" data-outcome="lose"');
    expect(seatBox(html, 2)).not.toContain("Insurance");
    expect(text(html)).not.toMatch(/undefined|NaN|null/);
  });
});
