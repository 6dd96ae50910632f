/**
 * The wall shows each seat's insurance taken ("Insurance $4.00"), from the wall's own view: the
 * insurance is chips on the layout, public; the hole card stays a back.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { insuredBlackjackX } from "@/lib/domain/table/twenty-one/test-kit";
import { insuredNoBust } from "@/lib/domain/table/no-bust/test-kit";
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
