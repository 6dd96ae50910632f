/**
 * The wall's bank during a settlement walk: "Bank now" and the tablet header's figure at every line,
 * the walk's start included, where the view sends no `bankNow` (issue 30: it is the round's bank);
 * "Bank" and the bank as settled once the round ends. Both panels: the side column's and the
 * baccarat and No Bust boards'.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatCents } from "@/lib/domain/money";
import { settledAgainst18 } from "@/lib/domain/table/twenty-one/test-kit";
import { dealtPlayerNine } from "@/lib/domain/table/baccarat/test-kit";
import { runningBank } from "../dealer/walk-words";
import type { AnyDealerView } from "../dealer/context";
import { TablePanel, WallBankPanel } from "./TablePanel";

function bankText(html: string): string {
  const at = html.indexOf('data-testid="bank"');
  expect(at).toBeGreaterThan(-1);
  return html.slice(html.lastIndexOf("<div", at), html.indexOf("</div>", at)).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
}

type Walked = { views(): { display: Parameters<typeof TablePanel>[0]["view"]; dealer: unknown }; do(c: never): unknown; state: { round: { settlement: { walk: { lines: readonly unknown[] } } | null } | null } };

/** The bank panel's words at each line of the walk (from none marked), and once the round ends. */
function panelAlongTheWalk(t: Walked, Panel: typeof TablePanel): { along: string[]; after: string } {
  const along: string[] = [];
  const lines = t.state.round!.settlement!.walk.lines.length;
  for (let i = 0; i <= lines; i++) {
    if (i > 0) t.do({ type: "advance-settlement", through: i } as never);
    const v = t.views();
    const html = renderToStaticMarkup(createElement(Panel, { view: v.display }));
    expect(html).toContain('data-now="true"');
    // The tablet's header says the same figure.
    expect(bankText(html)).toBe(`Bank now ${formatCents(runningBank((v.dealer as AnyDealerView).settlement!))}`);
    along.push(bankText(html));
  }
  t.do({ type: "end-round" } as never);
  const html = renderToStaticMarkup(createElement(Panel, { view: t.views().display }));
  expect(html).not.toContain("data-now");
  return { along, after: bankText(html) };
}

describe("the wall's bank along a settlement walk", () => {
  it("Pure 21.5 (the side column's panel): Bank now from the walk's start, with nothing sent for it there", () => {
    const t = settledAgainst18();
    expect(t.views().display.bankNow).toBeUndefined();
    const { along, after } = panelAlongTheWalk(t as never, TablePanel);
    expect(along).toEqual(["Bank now $1,000.00", "Bank now $1,010.00", "Bank now $1,000.00", "Bank now $1,000.00"]);
    expect(after).toBe("Bank $1,000.00");
  });

  it("Fortune 7 baccarat (the board's panel): the same", () => {
    const b = dealtPlayerNine();
    expect(bankText(renderToStaticMarkup(createElement(WallBankPanel, { view: b.views().display })))).toBe("Bank $500.00");
    b.do({ type: "settle" });
    const { along, after } = panelAlongTheWalk(b as never, WallBankPanel);
    expect(along).toEqual(["Bank now $500.00", "Bank now $480.00", "Bank now $490.00"]);
    expect(after).toBe("Bank $490.00");
  });
});
