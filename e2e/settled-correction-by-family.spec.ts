import { expect, test, type Locator, type Page } from "@playwright/test";
import { audited, drive, NOT_WORDS, PAI_GOW_SIX_THREE_IN_FRONT, paiGowHandSetWrong, replayedAt, scene, SHOTS, TABLET, tablet, type Scene } from "./corrections-kit";
import { applied, next } from "./tablet-kit";

// A round corrected after its money was paid (issue 28: a settled round's correction shows the
// money difference per seat and for the bank), for No Bust, pai gow poker and Pai Gow Tiles, at
// tablet size with the wall open: copies of demo tables ("Table S8 · …", "Table S15 · …", "Table
// S22 · …"). The round goes to its settlement through the dealer's socket, as the tablet sends it;
// the dealer marks every line paid on the tablet; a supervisor corrects what was entered wrong (No
// Bust and pai gow poker from the floor's table page, Pai Gow Tiles on the tablet with the
// supervisor's approval typed on the spot); the round is
// settled again, and the tablet walks only the differences, per seat and for the bank, in words.
// The wall follows; the audit trail and the round's replay say the correction with its reason.

test.use({ viewport: TABLET });
const APPROVER = { username: "floor", password: "demo-floor" };

/** The tablet: every line of the settlement marked paid with one tap; the round not yet ended. */
async function payEveryLine(page: Page, lines: number): Promise<void> {
  await expect(page.getByTestId("settlement-line")).toHaveCount(lines);
  await applied(page, () => page.getByRole("button", { name: `Mark the ${lines} remaining lines done` }).click());
  await expect(page.getByTestId("settled-count")).toHaveText(`${lines} of ${lines} lines done`);
}

/**
 * Settled again after the correction: the tablet walks the differences only (`steps`, in order),
 * each a step the big button marks done, and never asks to pay a line again.
 */
async function walkTheDifferences(page: Page, s: Scene, steps: readonly string[], shot: string): Promise<void> {
  await expect(page.getByTestId("settlement-correction")).toContainText("Corrected after the money was paid");
  await next(page, "Settle the round");
  const panel = page.getByTestId("settlement");
  await expect(panel).toContainText("Make the money right, difference by difference");
  await expect(page.getByTestId("settlement-line")).toHaveCount(0);
  const rows: Locator = page.getByTestId("difference-line");
  await expect(rows).toHaveText(steps.map((w) => new RegExp(escape(w))));
  await expect(page.getByTestId("settled-count")).toHaveText(`0 of ${steps.length} differences made`);
  await expect(page.getByTestId("corrected-ledger")).toContainText("not to pay line by line");
  for (const w of steps) await expect(page.getByTestId("settlement-correction-lines")).toContainText(w);
  await page.screenshot({ path: `${SHOTS}/dealer-${shot}.png` });
  await s.wall.page.screenshot({ path: `${SHOTS}/display-${shot}.png`, animations: "disabled" });
  for (const [i, w] of steps.entries()) {
    await expect(rows.nth(i)).toHaveAttribute("data-state", "current");
    await wallAgreesOnTheBank(page, s);
    await next(page, w);
    await expect(rows.nth(i)).toHaveAttribute("data-state", "done");
  }
  await wallAgreesOnTheBank(page, s);
  // Every difference made: the round finishes with the bank as corrected.
  await next(page, "Finish the round");
  await expect(page.getByTestId("next-button")).toHaveText("Open betting");
  const text = await page.locator("body").innerText();
  expect(text).not.toMatch(/paidBefore|adjustment|settledLines|undefined|NaN/);
  expect(text).not.toMatch(NOT_WORDS);
}

/** While the differences are made, the wall shows the bank as the tablet's header does: "Bank now", the same figure. */
async function wallAgreesOnTheBank(page: Page, s: Scene): Promise<void> {
  const now = (await page.getByTestId("bank").innerText()).match(/\$[\d,]+\.\d\d/)?.[0];
  expect(now).toBeTruthy();
  await expect(s.wall.page.getByTestId("bank")).toContainText(`Bank now ${now}`);
}

function escape(words: string): string {
  return words.replace(/[.*+?^${}()|[\]\\$]/g, "\\$&");
}

test("No Bust: the player-dealer's third card entered as a 2 for a 3 after every line was paid, corrected from the floor; the wall shows seat 1's loss, the tablet walks seat 1's difference and the bank's, the audit and the replay say it", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const s = await scene(browser, baseURL!, "t8", "scf-t8", "no-bust", { mark: "S", floorPage: true });
  const reason = "the player-dealer's third card was the three of clubs";
  try {
    // Seat 1's 18 pushes the player-dealer's 18 (6♦ 10♥ 2♣); seat 2 doubles its 11 to 20 and wins $40.00.
    await s.dealer.ready([1, 2, 8], 8, 100_000);
    await s.dealer.do({ type: "open-betting" });
    await s.dealer.do({ type: "place-wager", seat: 1, bet: "main", amount: 1_000 });
    await s.dealer.do({ type: "place-wager", seat: 2, bet: "main", amount: 2_000 });
    await s.dealer.do({ type: "close-betting" });
    const cards = ["TS", "5H", "6D", "8C", "6S"];
    await drive(
      s.dealer,
      (v) => v.next?.decide !== undefined,
      (v) => (v.next?.card ? (v.next.card.faceDown ? { type: "deal-card", faceDown: true } : { type: "deal-card", card: cards.shift() }) : null),
    );
    await s.dealer.do({ type: "player-decision", seat: 1, hand: 0, decision: "stand" });
    await s.dealer.do({ type: "player-decision", seat: 2, hand: 0, decision: "double" });
    await s.dealer.do({ type: "deal-card", card: "9D" });
    await s.dealer.do({ type: "expose-hole-card", card: "TH" });
    await s.dealer.do({ type: "deal-card", card: "2C" });
    await s.dealer.do({ type: "settle" });
    const hand = (await s.dealer.view()).handNumber;

    await tablet(page, baseURL!, s, "t8");
    await payEveryLine(page, 3);
    await expect(s.wall.page.getByTestId("wall-hand-1-0")).toHaveAttribute("data-outcome", "push");

    // The floor corrects the player-dealer's third card (the round's eighth): a 3, not a 2.
    const form = s.floor!.page.getByTestId("correction-form");
    await form.getByTestId("correction-correct-card").click();
    await form.getByTestId("correction-card-index").selectOption("7");
    await form.getByTestId("correction-card").fill("3c");
    await expect(form.getByTestId("correction-card-change")).toContainText("Two of clubs → Three of clubs");
    await form.getByTestId("correction-reason").fill(reason);
    await form.getByTestId("correction-submit").click();
    await expect(form.getByTestId("correction-answer")).toContainText("done");

    // The wall: the player-dealer's 19, and seat 1's push becomes a loss once settled again.
    await expect(s.wall.page.getByTestId("wall-pd-value")).toContainText("19");
    await walkTheDifferences(page, s, ["Collect $10.00 from Seat 1", "Pay $10.00 to the bank"], "no-bust-settled-correction");
    await expect(s.wall.page.getByTestId("wall-hand-1-0")).toHaveAttribute("data-outcome", "lose");
    await expect(s.wall.page.getByTestId("wall-hand-2-0")).toHaveAttribute("data-outcome", "win");
    // The bank moves on as corrected: $1,000.00 - $40.00 + $10.00.
    await expect(page.getByTestId("last-bank-after")).toHaveText("$970.00");
    await expect(s.floor!.page.getByTestId("settlement-correction")).toContainText("Collect $10.00 from Seat 1; pay $10.00 to the bank.");

    await audited(s, reason, [/2♣.*3♣|Two of clubs.*Three of clubs|2C.*3C/]);
    await replayedAt(s.wall.context, s.table, hand, reason);
  } finally {
    s.dealer.close();
    await s.wall.context.close();
    await s.floor?.context.close();
  }
});

test("Pai gow poker: seat 4's hand entered with Q-10 in front for 6-3 after every line was paid, corrected from the floor; the wall shows seat 4's push, the tablet walks seat 4's difference and the bank's, the audit and the replay say it", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const s = await scene(browser, baseURL!, "t15", "scf-t15", "pai-gow-poker", { mark: "S", floorPage: true });
  const reason = PAI_GOW_SIX_THREE_IN_FRONT.reason;
  try {
    // Against the player-dealer's kings behind and 9-8 in front, seat 2's four sevens and Q-J win $50.00;
    // seat 4, entered as A-A-9-6-3 behind and Q-10 in front, wins $100.00 (the bank $500.00 → $350.00).
    await paiGowHandSetWrong(s.dealer);
    const hand = (await s.dealer.view()).handNumber;

    await tablet(page, baseURL!, s, "t15");
    await payEveryLine(page, 2);
    await expect(s.wall.page.getByTestId("wall-seat-4")).toHaveAttribute("data-outcome", "win");
    await expect(s.wall.page.getByTestId("wall-seat-2")).toHaveAttribute("data-outcome", "win");

    // The floor corrects seat 4's hand as the player set it: A-A-Q-10-9 behind, 6-3 in front.
    const form = s.floor!.page.getByTestId("correction-form");
    await form.getByTestId(`correction-${PAI_GOW_SIX_THREE_IN_FRONT.which}`).click();
    await PAI_GOW_SIX_THREE_IN_FRONT.fill(form);
    await form.getByTestId("correction-reason").fill(reason);
    await form.getByTestId("correction-submit").click();
    await expect(form.getByTestId("correction-answer")).toContainText("done");

    // The wall: seat 4's 6-3 in front; once settled again, a pair of aces against kings and 6-3 against 9-8 push.
    await expect(s.wall.page.getByTestId("wall-seat-4").getByTestId("wall-low-name")).toHaveText("Six-Three");
    await walkTheDifferences(page, s, ["Collect $100.00 from Seat 4", "Pay $100.00 to the bank"], "pai-gow-poker-settled-correction");
    await expect(s.wall.page.getByTestId("wall-seat-4")).toHaveAttribute("data-outcome", "push");
    await expect(s.wall.page.getByTestId("wall-seat-2")).toHaveAttribute("data-outcome", "win");
    // Seat 2's $50.00, paid already, is no step.
    await expect(page.getByTestId("difference-line").filter({ hasText: "Seat 2" })).toHaveCount(0);
    // The bank moves on as corrected: $500.00 - $50.00.
    await expect(page.getByTestId("last-bank-after")).toHaveText("$450.00");
    await expect(s.floor!.page.getByTestId("settlement-correction")).toContainText("Collect $100.00 from Seat 4; pay $100.00 to the bank.");

    await audited(s, reason, ["Hand corrected", "seat 4's hand corrected from high A♠ A♥ 9♠ 6♣ 3♦, low Q♥ 10♣ to high A♠ A♥ 9♠ Q♥ 10♣, low 6♣ 3♦"]);
    await replayedAt(s.wall.context, s.table, hand, reason);
  } finally {
    s.dealer.close();
    await s.wall.context.close();
    await s.floor?.context.close();
  }
});

test("Pai Gow Tiles: the player-dealer's 1-5 entered for a 2-5 after every line was paid, corrected on the tablet with the supervisor's approval; the wall shows the new results, the tablet walks each seat's difference and the bank's, the audit and the replay say it", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const s = await scene(browser, baseURL!, "t22", "scf-t22", "pai-gow-tiles", { mark: "S" });
  const reason = "the player-dealer's fourth tile was a 2-5";
  try {
    // The dealer enters the tiles at this table (a tile the server dealt is known exactly: nothing to correct).
    await s.dealer.send({ type: "tile-source", source: "dealer" });
    for (const seat of [1, 3, 5, 6]) await s.dealer.do({ type: "seat-player", seat, name: `Guest ${seat}` });
    await s.dealer.do({ type: "open-bank", firstSeat: 1 });
    await s.dealer.do({ type: "accept-bank", seat: 1, bank: 10_000 });
    await s.dealer.do({ type: "open-betting" });
    await s.dealer.do({ type: "place-wager", seat: 3, bet: "main", amount: 2_000 });
    await s.dealer.do({ type: "place-wager", seat: 5, bet: "main", amount: 3_000 });
    await s.dealer.do({ type: "place-wager", seat: 6, bet: "main", amount: 1_000 });
    await s.dealer.do({ type: "place-wager", seat: 6, bet: "main", amount: 1_000, backline: true, bettor: "Ann" });
    await s.dealer.do({ type: "close-betting" });
    await s.dealer.do({ type: "roll-dice", total: 11 });
    await s.dealer.do({ type: "deal-stacks" });
    for (const seat of [3, 5, 6]) await s.dealer.do({ type: "set-hands", seat, by: "player" });
    await s.dealer.do({ type: "set-hands", seat: 1, by: "player", high: ["6-6", "1-6"], low: ["1-1", "1-5"] });
    await s.dealer.do({ type: "expose-hands", seat: 3, high: ["6-6", "3-6"], low: ["1-1", "1-6"] });
    await s.dealer.do({ type: "expose-hands", seat: 5, high: ["5-5", "2-2"], low: ["4-4", "1-3"] });
    await s.dealer.do({ type: "expose-hands", seat: 6, high: ["5-5", "4-5"], low: ["3-3", "2-4"] });
    await s.dealer.do({ type: "settle" });
    const hand = (await s.dealer.view()).handNumber;

    // Seat 3 wins $20.00, seat 5 loses $30.00, seat 6 and Ann behind it push.
    await tablet(page, baseURL!, s, "t22");
    await payEveryLine(page, 4);
    await expect(s.wall.page.getByTestId("wall-seat-3")).toHaveAttribute("data-outcome", "win");
    await expect(s.wall.page.getByTestId("wall-seat-6")).toHaveAttribute("data-outcome", "push");

    // On the tablet: "Floor: correct a mistake", the tile by its name, the supervisor's approval.
    await page.getByTestId("floor-corrections").click();
    const form = page.getByTestId("correction-form");
    // The lines marked done can be undone too, offered in a dealer's words.
    await expect(form.getByTestId("correction-undo-settlement-line")).toContainText("Undo the last payment marked done");
    await form.getByTestId("correction-correct-tile").click();
    await form.getByTestId("correction-tile-index").selectOption("3");
    await form.getByTestId("correction-tile").selectOption("2-5");
    await expect(form.getByTestId("correction-tile-change")).toHaveText(/^Tile 4: .+ \(1-5\) → .+ \(2-5\)$/);
    await form.getByTestId("correction-reason").fill(reason);
    await form.getByTestId("approver-username").fill(APPROVER.username);
    await form.getByTestId("approver-password").fill(APPROVER.password);
    await page.screenshot({ path: `${SHOTS}/dealer-pai-gow-tiles-settled-correct-tile.png` });
    await applied(page, () => form.getByTestId("correction-submit").click());
    await expect(page.getByTestId("floor-corrections-panel")).toHaveCount(0);

    // Seat 3's win becomes a push, seat 6's pushes lose; seat 5's $30.00, collected already, is no step.
    await walkTheDifferences(
      page,
      s,
      ["Collect $20.00 from Seat 3", "Collect $10.00 from Seat 6", "Collect $10.00 from Seat 6 backline (Ann)", "Pay $40.00 to the bank"],
      "pai-gow-tiles-settled-correction",
    );
    await expect(s.wall.page.getByTestId("wall-seat-3")).toHaveAttribute("data-outcome", "push");
    await expect(s.wall.page.getByTestId("wall-seat-6")).toHaveAttribute("data-outcome", "lose");
    await expect(page.getByTestId("difference-line").filter({ hasText: "Seat 5" })).toHaveCount(0);
    // The bank moves on as corrected: $100.00 + $30.00 + $10.00 + $10.00.
    await expect(page.getByTestId("last-bank-after")).toHaveText("$150.00");

    await audited(s, reason, [/1-5.*2-5/]);
    await replayedAt(s.wall.context, s.table, hand, reason);
  } finally {
    s.dealer.close();
    await s.wall.context.close();
  }
});
