/**
 * The tablet's settlement walk after a correction of a round already paid (issue 28 item 2): the
 * panel, the big button and the bank in the header walk the differences, never the corrected lines
 * (a dealer following the screen would pay those a second time). And the ordinary walk: its one
 * button's words, and the wall's "Bank now" as walked, for every banked family.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PD_THIRD_CARD_WAS_3, settledAgainst18, SUPERVISOR, TwentyOneTable } from "@/lib/domain/table/twenty-one/test-kit";
import { dealtPlayerNine } from "@/lib/domain/table/baccarat/test-kit";
import { sampleHandSettled } from "@/lib/domain/table/pai-gow-tiles/test-kit";
import { wallBank } from "@/lib/domain/table/common/wall-bank";
import { DealerProvider, type AnyDealerView, type DealerTools } from "./context";
import { SettlementPanel } from "./SettlementPanel";
import { runningBank, walkLabel } from "./walk-words";

/** Mortimer's Pure 21.5, seat 1 wins $10, seat 2 pushes $20, seat 3 loses $10 against the player-dealer's 18: settled, every line paid. */
function paid(): TwentyOneTable {
  const t = settledAgainst18();
  t.do({ type: "advance-settlement", through: 3 });
  return t;
}

/** The player-dealer's third card was a 3: 19, not 18. Settled again. */
function corrected(): TwentyOneTable {
  const t = paid();
  t.do(PD_THIRD_CARD_WAS_3, SUPERVISOR);
  t.do({ type: "settle" });
  return t;
}

function render(view: AnyDealerView): string {
  const tools: DealerTools = { view, run: (async () => ({ ok: true, version: 1 })) as unknown as DealerTools["run"], pending: null };
  return renderToStaticMarkup(createElement(DealerProvider, { value: tools }, createElement(SettlementPanel)));
}

function text(html: string): string {
  return html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");
}

const count = (html: string, testId: string) => html.split(`data-testid="${testId}"`).length - 1;

describe("the tablet's walk after a correction of a round already paid", () => {
  it("shows the differences to make, each a step, and no corrected line to pay", () => {
    const view = corrected().views().dealer as unknown as AnyDealerView;
    const html = render(view);
    expect(count(html, "difference-line")).toBe(3);
    expect(count(html, "settlement-line")).toBe(0);
    const words = text(html);
    expect(words).toContain("Make the money right, difference by difference");
    // "Only these differences" is said once on the tablet, in the note above (SettlementCorrectionNote), not in this panel.
    expect(words).not.toMatch(/only (the|these) differences/i);
    expect(words).toMatch(/Collect \$10\.00 from Seat 1 .*Collect \$20\.00 from Seat 2 .*Pay \$30\.00 to the bank/);
    // A seat's row says its result before and as corrected in words, and the bank's row the bank's result the same way, never a signed or bare sum under "Paid before".
    expect(words).toContain("Collect $10.00 from Seat 1 Won $10.00 Even $1,000.00");
    expect(words).toContain("Pay $30.00 to the bank Even Won $30.00 $1,030.00");
    expect(words).not.toMatch(/[+-]\$/);
    expect(words).toContain("0 of 3 differences made");
    // One button: it says it marks all three made and finishes the round; no second button to mark them without finishing.
    expect(words).toContain("All 3 differences are made: finish the round");
    expect(words).not.toMatch(/remaining differences/);
    // Seat 3 lost $10.00 before and after: it is no step. The corrected ledger is there for the record only, as results.
    expect(words).not.toMatch(/from Seat 3|to Seat 3/);
    expect(words).toContain("The corrected settlement, for the record: not to pay line by line");
    expect(words).not.toMatch(/\bPay \$10\.00\b|Push: return/);
    // The first step is the current one; the big button and the header's bank follow the differences.
    expect(html).toMatch(/data-testid="difference-line" data-state="current"/);
    expect(walkLabel(view as never)).toBe("Collect $10.00 from Seat 1");
    expect(runningBank(view.settlement!)).toBe(100_000);
    // The wall shows the same bank as the tablet's "Bank now" while the differences are made.
    expect(wallBank(corrected().views().display)).toEqual({ now: true, cents: 100_000 });
    // No id and no field name on screen.
    expect(words).not.toMatch(/paidBefore|adjustment|undefined|null|NaN/);
  });

  it("marks the differences made and the bank moving at its own step", () => {
    const t = corrected();
    t.do({ type: "advance-settlement", through: 3 });
    const view = t.views().dealer as unknown as AnyDealerView;
    const html = render(view);
    expect(html.match(/data-testid="difference-line" data-state="done"/g)).toHaveLength(3);
    expect(text(html)).toContain("3 of 3 differences made");
    // Nothing left to mark: the panel's button is gone, the big button alone finishes the round.
    expect(count(html, "all-paid")).toBe(0);
    expect(view.next).toMatchObject({ command: "end-round", label: "Finish the round" });
    expect(runningBank(view.settlement!)).toBe(103_000);
    expect(t.views().display.bankNow).toBe(103_000);
    expect(wallBank(t.views().display)).toEqual({ now: true, cents: 103_000 });
  });

  it("a correction that changes no money: nothing to pay, the round is finished at once", () => {
    const t = paid();
    t.do({ type: "correct-card", index: 8, card: "2S", reason: "misread the suit" }, SUPERVISOR);
    t.do({ type: "settle" });
    const html = render(t.views().dealer as unknown as AnyDealerView);
    expect(text(html)).toContain("No money changes hands: nothing to pay or collect.");
    // Nothing to mark: no panel button; the big button alone finishes the round.
    expect(count(html, "all-paid")).toBe(0);
    expect(t.views().dealer.next).toMatchObject({ command: "end-round", label: "Finish the round" });
  });

  it("an ordinary settlement is walked line by line as before", () => {
    const t = paid();
    t.do({ type: "undo-settlement-line", reason: "test" } as never, SUPERVISOR);
    const html = render(t.views().dealer as unknown as AnyDealerView);
    expect(count(html, "settlement-line")).toBe(3);
    expect(count(html, "difference-line")).toBe(0);
    expect(text(html)).toContain("Settle seat by seat");
    // An ordinary walk: the wall says the bank as walked so far, as the tablet's header does (after the second line: $1,000.00).
    expect(wallBank(t.views().display)).toEqual({ now: true, cents: runningBank((t.views().dealer as unknown as AnyDealerView).settlement!) });
    expect(wallBank(t.views().display).cents).toBe(100_000);
  });
});

describe("the ordinary settlement walk (issue 28): one button that says what it does, and the wall's bank as walked", () => {
  it("one button marks the lines left settled and finishes the round, and says how many; the big button still marks each line", () => {
    const t = settledAgainst18();
    const words = () => text(render(t.views().dealer as unknown as AnyDealerView));
    expect(words()).toContain("All 3 lines are settled: finish the round");
    expect(words()).not.toMatch(/remaining lines|All paid/);
    expect(count(render(t.views().dealer as unknown as AnyDealerView), "all-paid")).toBe(1);
    // The big button names the line it marks: the walk starts at the action button, seat 3.
    expect(walkLabel(t.views().dealer as never)).toMatch(/^Collect \$10\.00 from Seat 3 .*: Game wager$/);
    t.do({ type: "advance-settlement", through: 1 });
    expect(words()).toContain("The 2 lines left are settled: finish the round");
    t.do({ type: "advance-settlement", through: 2 });
    expect(words()).toContain("The last line is settled: finish the round");
    t.do({ type: "advance-settlement", through: 3 });
    expect(words()).toContain("3 of 3 lines done");
    // Every line marked: the panel's button is gone, the big button alone finishes the round.
    expect(count(render(t.views().dealer as unknown as AnyDealerView), "all-paid")).toBe(0);
    expect(t.views().dealer.next).toMatchObject({ command: "end-round", label: "Finish the round" });
  });

  /** The wall's bank at each moment of a walk: before it, along it (one figure per line marked, from none), and after the round. */
  function wallBanks(t: { views(): { display: Parameters<typeof wallBank>[0]; dealer: unknown }; do(c: never): unknown; state: { round: { settlement: { walk: { lines: readonly unknown[] } } | null } | null } }) {
    const seen: (number | null)[] = [];
    const lines = t.state.round!.settlement!.walk.lines.length;
    for (let i = 0; i <= lines; i++) {
      if (i > 0) t.do({ type: "advance-settlement", through: i } as never);
      const v = t.views();
      // The wall and the tablet's header ("Bank now") say the same figure at every line.
      const shown = wallBank(v.display);
      expect(shown).toEqual({ now: true, cents: runningBank((v.dealer as AnyDealerView).settlement!) });
      // On the wire only where it is not the round's bank (issue 30): never at the walk's start.
      expect(v.display.bankNow).toBe(shown.cents === v.display.bank ? undefined : shown.cents);
      if (i === 0) expect(v.display.bankNow).toBeUndefined();
      seen.push(shown.cents);
    }
    t.do({ type: "end-round" } as never);
    return { seen, after: t.views().display };
  }

  it("Pure 21.5: the wall's bank follows each line marked, then the bank as settled", () => {
    const t = settledAgainst18();
    expect(t.views().display.bank).toBe(100_000);
    // Collect $10.00 from seat 3, pay $10.00 to seat 1, push seat 2.
    const { seen, after } = wallBanks(t as never);
    expect(seen).toEqual([100_000, 101_000, 100_000, 100_000]);
    expect(after.bankNow).toBeUndefined();
    expect(after.bank).toBe(100_000);
    expect(wallBank(after)).toEqual({ now: false, cents: 100_000 });
  });

  it("Fortune 7 baccarat (its wall's view copies the bank as walked): the same", () => {
    const b = dealtPlayerNine();
    // Before the settlement the wall says the bank the round started with.
    expect(b.views().display.bankNow).toBeUndefined();
    expect(wallBank(b.views().display)).toEqual({ now: false, cents: 50_000 });
    b.do({ type: "settle" });
    // Pay $20.00 to seat 1's Player, collect $10.00 from seat 2's Banker.
    const { seen, after } = wallBanks(b as never);
    expect(seen).toEqual([50_000, 48_000, 49_000]);
    expect(after.bankNow).toBeUndefined();
    expect(after.bank).toBe(49_000);
    expect(wallBank(after)).toEqual({ now: false, cents: 49_000 });
  });

  it("Pai Gow Tiles: the same", () => {
    const t = sampleHandSettled();
    // Pay $20.00 to seat 3, collect $30.00 from seat 5, push seat 6 and Ann behind it.
    const { seen, after } = wallBanks(t as never);
    expect(seen).toEqual([10_000, 8_000, 11_000, 11_000, 11_000]);
    expect(after.bankNow).toBeUndefined();
    expect(after.bank).toBe(11_000);
    expect(wallBank(after)).toEqual({ now: false, cents: 11_000 });
  });
});
