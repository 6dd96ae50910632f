import { expect, test, type Page } from "@playwright/test";
import { DEMO_TABLES } from "../lib/server/demo-floor";
import { copyOfDemo, Dealer, ensureTable, signInPage } from "./busy-night-kit";
import { applied, dealerOf, next, floorPage } from "./tablet-kit";
import { audited, NOT_WORDS, WIDE, type Scene } from "./corrections-kit";

// A round corrected after its money was paid (issue 28 item 2), at tablet size with the floor's
// table page open: a copy of Table 10 (Mortimer's Pure 21.5, cards entered by the dealer). Seat 1's
// 19 beats the player-dealer's 18, seat 2's 18 pushes, seat 3's 17 loses; the dealer pays every
// line. The floor corrects the player-dealer's third card (a 3, not a 2: 19), and the round is
// settled again. The tablet then walks only the differences, each a step the dealer marks done
// (collect $10.00 from seat 1, collect $20.00 from seat 2, pay $30.00 to the bank), never the
// corrected lines (seat 3's loss, collected already, is no step), and the round ends with the bank
// as corrected. The wall (1920 x 1080) follows the correction (the player-dealer's 19, seat 1's win
// a push, seat 2's push a loss, the bank as corrected); the floor's audit trail says the correction
// with its reason, and the round's replay shows the settlement as first paid and the one corrected,
// with the differences made.

const DEMO = "t10";
const TABLE = "scw-t10";
const TABLET = { width: 1280, height: 800 };
const SHOTS = "e2e/screenshots";
const REASON = "misread the three";
test.use({ viewport: TABLET });

const DEALER_LOGIN = dealerOf(DEMO);

test("a round corrected after its money was paid: the tablet walks the differences, not the corrected lines", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await ensureTable(baseURL!, copyOfDemo(DEMO, { id: TABLE, dealer: DEALER_LOGIN.username }));
  const d = await Dealer.open(baseURL!, TABLE, DEALER_LOGIN);
  const floor = await floorPage(browser, baseURL!, `/floor/tables/${TABLE}`, TABLET);
  const wall = await floorPage(browser, baseURL!, `/display/${TABLE}`, WIDE);
  await expect(wall.page.getByTestId("wall-display")).toHaveAttribute("data-family", "twenty-one");
  try {
    // The round to its settlement through the dealer's socket, as the tablet sends it.
    await d.ready([1, 2, 3, 8], 8, 100_000);
    await d.do({ type: "open-betting" });
    for (const [seat, amount] of [[1, 1_000], [2, 2_000], [3, 1_000]] as const) await d.do({ type: "place-wager", seat, bet: "main", amount });
    await d.do({ type: "close-betting" });
    for (const card of ["TS", "TH", "TD", "6C", "9S", "8D", "7C"]) await d.do({ type: "deal-card", card });
    await d.do({ type: "deal-card", faceDown: true });
    for (const seat of [1, 2, 3]) await d.do({ type: "player-decision", seat, hand: 0, decision: "stand" });
    await d.do({ type: "expose-hole-card", card: "KH" });
    await d.do({ type: "deal-card", card: "2D" });
    await d.do({ type: "settle" });
    const hand = (await d.view()).handNumber;

    // The tablet: the dealer walks the three lines (the money paid), the round not yet finished.
    await signInPage(page, baseURL!, DEALER_LOGIN);
    await page.goto(`/dealer/${TABLE}`);
    await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "connected");
    await expect(page.getByTestId("settlement-line")).toHaveCount(3);
    // One button finishes, and says it marks all three lines settled; the big button marks one line at a time.
    await expect(page.getByTestId("all-paid")).toHaveText("All 3 lines are settled: finish the round");
    await expect(page.getByTestId("next-button")).toHaveText(/^(Pay|Collect|Push)/);
    await page.screenshot({ path: `${SHOTS}/dealer-21-settlement-one-button.png` });
    // Before any line is marked, the wall says the bank the walk starts from, as the tablet's header does.
    await expect(wall.page.getByTestId("bank")).toContainText("Bank now $1,000.00");
    // The first line marked on the big button (from the action button): the wall's bank follows it,
    // as the tablet's header does: $1,000.00 less $10.00 paid to seat 1, more $10.00 collected from
    // seat 3, the same for seat 2's push.
    const first = page.getByTestId("settlement-line").first();
    const seat = (await first.innerText()).match(/Seat (\d)/)?.[1];
    const after = { "1": "$990.00", "2": "$1,000.00", "3": "$1,010.00" }[seat ?? ""];
    expect(after, "the walk starts at one of the three seats with a wager").toBeTruthy();
    await expect(first.getByTestId("line-bank-after")).toHaveText(after!);
    await next(page, /^(Pay|Collect|Push)/);
    await expect(page.getByTestId("bank")).toHaveText(after!);
    await expect(wall.page.getByTestId("bank")).toContainText(`Bank now ${after}`);
    await expect(page.getByTestId("all-paid")).toHaveText("The 2 lines left are settled: finish the round");
    await page.screenshot({ path: `${SHOTS}/dealer-21-settlement-one-button-2-left.png` });
    await wall.page.screenshot({ path: `${SHOTS}/display-21-settlement-bank-now.png`, animations: "disabled" });
    await next(page, /^(Pay|Collect|Push)/);
    await next(page, /^(Pay|Collect|Push)/);
    await expect(page.getByTestId("settled-count")).toHaveText("3 of 3 lines done");
    await expect(wall.page.getByTestId("bank")).toContainText("Bank now $1,000.00");
    // Every line marked: the panel's button is gone, the big button alone finishes the round.
    await expect(page.getByTestId("all-paid")).toHaveCount(0);
    await expect(page.getByTestId("next-button")).toHaveText("Finish the round");
    await page.screenshot({ path: `${SHOTS}/dealer-21-settlement-every-line-marked.png` });
    // The wall as first settled: the player-dealer's 18; seat 1 wins, seat 2 pushes, seat 3 loses.
    await expect(wall.page.getByTestId("wall-pd-value")).toContainText("18");
    await expectWallOutcomes(wall.page, ["WIN", "PUSH", "LOSE"]);

    // The floor corrects the player-dealer's third card: a 3, not a 2.
    const form = floor.page.getByTestId("correction-form");
    await form.getByTestId("correction-correct-card").click();
    await form.getByTestId("correction-card-index").selectOption("8");
    await form.getByTestId("correction-card").fill("3d");
    await form.getByTestId("correction-reason").fill(REASON);
    await form.getByTestId("correction-submit").click();
    await expect(form.getByTestId("correction-answer")).toContainText("done");

    // The wall follows at once: the player-dealer's 2 becomes a 3, 19.
    await expect(wall.page.getByTestId("wall-pd-cards").locator('[data-card="3D"]')).toHaveCount(1);
    await expect(wall.page.getByTestId("wall-pd-cards").locator('[data-card="2D"]')).toHaveCount(0);
    await expect(wall.page.getByTestId("wall-pd-value")).toContainText("19");

    // Settled again: the tablet walks the differences only.
    await expect(page.getByTestId("settlement-correction")).toContainText("Corrected after the money was paid");
    await next(page, "Settle the round");
    const panel = page.getByTestId("settlement");
    await expect(panel).toContainText("Make the money right, difference by difference");
    // One button finishes, and says it marks all three made.
    await expect(page.getByTestId("all-paid")).toHaveText("All 3 differences are made: finish the round");
    await expect(page.getByTestId("settlement-line")).toHaveCount(0);
    const steps = page.getByTestId("difference-line");
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText("Collect $10.00 from Seat 1");
    await expect(steps.nth(1)).toContainText("Collect $20.00 from Seat 2");
    await expect(steps.nth(2)).toContainText("Pay $30.00 to the bank");
    // Each row's result in words, for the seats and the bank alike: seat 1 won $10.00 before, even as corrected.
    await expect(steps.nth(0)).toContainText("Won $10.00");
    await expect(steps.nth(0)).toContainText("Even");
    await expect(steps.nth(2)).toContainText("Won $30.00");
    await expect(steps.filter({ hasText: "Seat 3" })).toHaveCount(0);
    await expect(steps.nth(0)).toHaveAttribute("data-state", "current");
    await expect(page.getByTestId("settled-count")).toHaveText("0 of 3 differences made");
    // The corrected ledger is for the record only, as results; nothing on screen asks to pay a line again.
    await expect(page.getByTestId("corrected-ledger")).toContainText("not to pay line by line");
    await expect(panel).not.toContainText("Push: return");
    await expect(page.getByTestId("settlement-correction-lines")).toContainText("Collect $10.00 from Seat 1");
    await page.screenshot({ path: `${SHOTS}/dealer-21-settled-correction-walk.png` });
    // The wall as corrected: seat 1's 19 pushes 19, seat 2's 18 and seat 3's 17 lose.
    await expectWallOutcomes(wall.page, ["PUSH", "LOSE", "LOSE"]);
    await wall.page.screenshot({ path: `${SHOTS}/display-21-settled-correction-walk.png`, animations: "disabled" });

    // Each difference is a step the big button marks done; the floor's table page follows.
    await next(page, "Collect $10.00 from Seat 1");
    await expect(steps.nth(0)).toHaveAttribute("data-state", "done");
    await expect(page.getByTestId("next-button")).toHaveText("Collect $20.00 from Seat 2");
    await expect(floor.page.getByTestId("live-differences")).toContainText("✓ Collect $10.00 from Seat 1");
    await floor.page.screenshot({ path: `${SHOTS}/floor-21-settled-correction-walk.png` });

    // The rest at once (the one button says so), and the round finishes with the bank as corrected ($1,000.00 + $30.00).
    await expect(page.getByTestId("all-paid")).toHaveText("The 2 differences left are made: finish the round");
    await applied(page, () => page.getByTestId("all-paid").click());
    await expect(page.getByTestId("next-button")).toHaveText("Open betting");
    await expect(page.getByTestId("last-bank-after")).toHaveText("$1,030.00");
    // The adjustment stays on the tablet until the next round opens.
    await expect(page.getByTestId("settlement-correction-lines")).toContainText("Pay $30.00 to the bank");
    const bodyText = await page.locator("body").innerText();
    expect(bodyText).not.toMatch(/paidBefore|adjustment|settledLines|undefined|NaN/);
    // The wall's bank as corrected.
    await expect(wall.page.getByTestId("bank")).toContainText("$1,030.00");

    // The audit trail: the correction in words with its reason, the card by its name, no command or table id.
    const s: Scene = { dealer: d, wall, floor, table: TABLE, name: DEMO_TABLES.find((t) => t.id === DEMO)!.name };
    // The settling again has its own row, by the dealer who settled, with the money the correction's row could not say yet.
    await audited(s, REASON, ["Card corrected", "hand #1: card 9 corrected from 2♦ to 3♦"], async (audit) => {
      const again = audit.getByTestId("audit-table").locator("tbody tr").filter({ hasText: "Settled again after a correction" }).filter({ hasText: s.name }).first();
      await expect(again).toContainText("hand #1 settled again after its correction, the money paid kept; to make right at the table: collect $10.00 from Seat 1; collect $20.00 from Seat 2; pay $30.00 to the bank.");
      await expect(again).toContainText(/Demo Dealer/);
      await expect(again).not.toContainText(NOT_WORDS);
    });
    // The round's replay: the settlement as first paid, the correction, the settlement as corrected and the differences made.
    await replayedBoth(floor.page, hand);
  } finally {
    d.close();
    await floor.context.close();
    await wall.context.close();
  }
});

/** The wall's outcome on seats 1, 2 and 3's hands. */
async function expectWallOutcomes(wall: Page, outcomes: readonly string[]): Promise<void> {
  for (const [i, outcome] of outcomes.entries()) await expect(wall.getByTestId(`wall-hand-${i + 1}-0`).getByTestId("wall-hand-outcome")).toHaveText(outcome);
}

/**
 * The round's replay on the floor's history page keeps both: the settlement as first made (bank
 * $1,000.00 → $1,000.00) and its three lines paid, the card corrected by the floor supervisor with the
 * reason, the settlement as corrected (bank → $1,030.00) with the differences to make, and the
 * differences made; each step shows the table at that point, in words.
 */
async function replayedBoth(floor: Page, hand: number): Promise<void> {
  const page = await floor.context().newPage();
  await page.setViewportSize(WIDE);
  await page.goto(`/floor/tables/${TABLE}/history`);
  await page.getByRole("button", { name: `Replay hand ${hand}`, exact: true }).click();
  const steps = page.getByRole("list", { name: "Events of this round" });
  const settled = steps.getByRole("button").filter({ hasText: /^Settled:|Settled: / });
  await expect(settled).toHaveCount(2);
  await expect(settled.nth(0)).toContainText("bank $1,000.00 → $1,000.00");
  await expect(settled.nth(0)).not.toContainText("corrected after payment");
  await expect(settled.nth(1)).toContainText("bank $1,000.00 → $1,030.00");
  await expect(settled.nth(1)).toContainText("corrected after payment, the difference made at the table: collect $10.00 from Seat 1; collect $20.00 from Seat 2; pay $30.00 to the bank");
  // The lines as first paid, each bet by the layout's name: each marked on the big button, a step each.
  const paid = steps.getByRole("button").filter({ hasText: /Settled line [123]:/ });
  await expect(paid).toHaveCount(3);
  await expect(paid).toContainText(["seat 1 Game wager pay $10.00", "seat 2 Game wager push: return $20.00", "seat 3 Game wager collect $10.00"]);
  const corrected = steps.getByRole("button").filter({ hasText: REASON });
  await expect(corrected).toHaveCount(1);
  await expect(corrected).toContainText("Card 9 corrected 2♦ → 3♦ by Demo Floor Supervisor: misread the three (after payment: the settlement paid stays on record");
  await expect(steps.getByRole("button").filter({ hasText: "made at the table after the correction" }).last()).toContainText("(3 of 3)");
  await expect(steps).not.toContainText(NOT_WORDS);
  await expect(steps).not.toContainText(TABLE);
  for (const step of [settled.nth(0), corrected, settled.nth(1)]) {
    await step.click();
    await expect(page.getByTestId("replay-frame")).toBeVisible();
  }
  await expect(page.getByTestId("replay-event")).toContainText("corrected after payment");
  await page.screenshot({ path: `${SHOTS}/floor-replay-21-settled-correction-walk.png` });
  await page.close();
}
