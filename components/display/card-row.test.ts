import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CardRow } from "./CardRow";

const margins = (html: string) => [...html.matchAll(/margin-left:(-?[\d.]+)/g)].map((m) => Number(m[1]));

describe("a wall's row of cards", () => {
  it("sets the cards side by side while they fit, then the empty places", () => {
    const html = renderToStaticMarkup(createElement(CardRow, { cards: ["AS", "KD"], size: "lg", width: 1040, slots: 1, testId: "row" }));
    expect(html).toContain('data-testid="row"');
    // lg cards are 140 px wide, 16 px apart: the second card and the slot each 16 px after the last.
    expect(margins(html)).toEqual([0, 16, 16]);
  });

  it("overlaps the cards when they do not fit and tells the card drawer so", () => {
    const seen: [string, number, boolean][] = [];
    const html = renderToStaticMarkup(
      createElement(CardRow, {
        cards: ["AS", "KD", "9C", "2H"],
        size: "lg",
        width: 300,
        card: (c: string, i: number, fits: boolean) => {
          seen.push([c, i, fits]);
          return createElement("span", { "data-card": c });
        },
      }),
    );
    expect(margins(html).every((m, i) => (i === 0 ? m === 0 : m < 0))).toBe(true);
    expect(seen).toEqual([
      ["AS", 0, false],
      ["KD", 1, false],
      ["9C", 2, false],
      ["2H", 3, false],
    ]);
    expect(html.match(/data-card=/g)).toHaveLength(4);
  });
});
