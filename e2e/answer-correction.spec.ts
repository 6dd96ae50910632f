import { expect, test, type Page } from "@playwright/test";
import { copyOfDemo, ensureTable } from "./busy-night-kit";
import { signIn, applied, floorPage, dealerOf, next } from "./tablet-kit";
import { placeWager, prepare, typeCard } from "./twenty-one-corrections-kit";
import { approveOnTablet, replayedAt } from "./corrections-kit";

// A seat's answers to insurance and early surrender recorded wrongly and corrected from the floor
// (issue 28, DC8), at tablet size with the wall and the floor's table page open: a copy of Table 13
// (Blackjack X, cards entered by the dealer, insurance from 1% to half the wager and early
// surrender, seed 004 L1062-1076, L1085). An ace up: both seats decline insurance, seat 1 plays on
// and the dealer taps Surrender for seat 2, who said no. The floor's table page lists the answers in
// words ("Seat 2: Surrendered"), offers the other answer ("Plays on"), says the change ("Seat 2:
// surrendered → plays on"), and the round is replayed with it: the wall drops "SURRENDERED" and the
// tablet goes on to the check. Seat 1's insurance, declined, is corrected to $2.50 taken. The audit
// trail shows both corrections in words with their reasons.

const DEMO = "t13";
const TABLE = "ac-t13";
/** The tablet's test: a copy of its own, named, so the audit's approval row is found by the table's name. */
const TABLET_TABLE = { id: "act-t13", name: "Table T13 · Blackjack X (answers on the tablet)" };
const TABLET = { width: 1024, height: 768 };
const WALL = { width: 1920, height: 1080 };
const SHOTS = "e2e/screenshots";
test.use({ viewport: TABLET });

test("a twenty-one early-surrender answer and an insurance answer recorded wrongly, corrected from the floor; the wall and the tablet follow; the audit and the replay in words", async ({ page, browser, baseURL }) => {
  const dealer = dealerOf(DEMO);
  await ensureTable(baseURL!, copyOfDemo(DEMO, { id: TABLE, dealer: dealer.username }));
  test.setTimeout(180_000);
  const wall = await floorPage(browser, baseURL!, `/display/${TABLE}`, WALL);
  await expect(wall.page.getByTestId("wall-display")).toHaveAttribute("data-family", "twenty-one");
  const floor = await floorPage(browser, baseURL!, `/floor/tables/${TABLE}`, TABLET);
  await expect(floor.page.getByTestId("live-table")).toBeVisible();

  await signIn(page, baseURL!, dealer.username, dealer.password);
  await page.goto(`/dealer/${TABLE}`);
  await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "connected");
  await prepare(page);

  await dealToTheAnswers(page, wall.page);
  await expect(page.getByTestId("next-label")).toHaveText(/hole card/i);

  // The floor's table page: the answers in words, only the other answer offered, the change in words.
  const form = floor.page.getByTestId("correction-form");
  await form.getByTestId("correction-correct-decision").click();
  await expect(form.getByTestId("correction-decision-index").locator("option")).toHaveText(["Choose…", "Seat 1: Insurance declined", "Seat 2: Insurance declined", "Seat 1: Plays on", "Seat 2: Surrendered"]);
  await form.getByTestId("correction-decision-index").selectOption({ label: "Seat 2: Surrendered" });
  await expect(form.getByTestId("correction-decision").locator("option")).toHaveText(["Choose…", "Plays on"]);
  await form.getByTestId("correction-decision").selectOption("play-on");
  await expect(form.getByTestId("correction-decision-change")).toHaveText("Seat 2: surrendered → plays on");
  await form.getByTestId("correction-reason").fill("seat 2 said no, the dealer tapped Surrender");
  await floor.page.screenshot({ path: `${SHOTS}/floor-21-correct-surrender.png` });
  await form.getByTestId("correction-submit").click();
  await expect(form.getByTestId("correction-answer")).toHaveText("Correct a decision: done, recorded with the reason.");

  // The round replayed with seat 2 playing on: no surrender on the wall, the tablet still at the check.
  await expect(wall.page.getByTestId("wall-hand-2-0")).not.toContainText("SURRENDERED");
  await expect(page.getByTestId("corrections")).toContainText("Seat 2: surrendered → plays on (seat 2 said no, the dealer tapped Surrender)");
  await expect(page.getByTestId("next-label")).toHaveText(/hole card/i);
  await wall.page.screenshot({ path: `${SHOTS}/display-21-surrender-corrected.png`, animations: "disabled" });

  // Seat 1 took $2.50 of insurance, recorded as declined: the amount typed, within 1% to half the wager.
  await form.getByTestId("correction-correct-decision").click();
  await form.getByTestId("correction-decision-index").selectOption({ label: "Seat 1: Insurance declined" });
  await expect(form.getByTestId("correction-decision").locator("option")).toHaveText(["Choose…", "Taken"]);
  await form.getByTestId("correction-decision").selectOption("insurance");
  await expect(form.getByTestId("correction-decision-change")).toHaveText("Seat 1: insurance declined → taken ($5.00)");
  await form.getByTestId("correction-decision-amount").fill("6");
  await form.getByTestId("correction-reason").fill("seat 1 put $2.50 on insurance");
  await expect(form.getByText("The insurance is $0.10 to $5.00 (half the wager) for this seat.")).toBeVisible();
  await expect(form.getByTestId("correction-submit")).toBeDisabled();
  await form.getByTestId("correction-decision-amount").fill("2.50");
  await expect(form.getByTestId("correction-decision-change")).toHaveText("Seat 1: insurance declined → taken ($2.50)");
  await form.getByTestId("correction-submit").click();
  await expect(form.getByTestId("correction-answer")).toHaveText("Correct a decision: done, recorded with the reason.");
  await expect(page.getByTestId("corrections")).toContainText("Seat 1: insurance declined → taken ($2.50) (seat 1 put $2.50 on insurance)");
  await page.screenshot({ path: `${SHOTS}/dealer-21-answers-corrected.png` });

  // The audit trail: both corrections in words, with their reasons, no command ids.
  await floor.page.goto("/floor/audit");
  const rows = floor.page.getByTestId("audit-table").locator("tbody tr").filter({ hasText: "Decision corrected" });
  await expect(rows.filter({ hasText: "seat 2 said no, the dealer tapped Surrender" })).toContainText("Seat 2: surrendered → plays on");
  await expect(rows.filter({ hasText: "seat 1 put $2.50 on insurance" })).toContainText("Seat 1: insurance declined → taken ($2.50)");
  await expect(rows.first()).not.toContainText("correct-decision");
  await expect(rows.first()).not.toContainText("play-on");
  // The round's replay: both corrections with who and why.
  await replayedAt(floor.context, TABLE, "latest", "seat 2 said no, the dealer tapped Surrender");
  await replayedAt(floor.context, TABLE, "latest", "seat 1 put $2.50 on insurance");

  await wall.context.close();
  await floor.context.close();
});


// The same answers corrected on the dealer's tablet (1024 x 768), a floor supervisor approving each
// with their username and password typed on the spot (issue 28 item 1, DC1, DC8): seat 2's
// Surrender tapped for a "no" becomes "plays on" and the wall drops "SURRENDERED"; seat 1's
// insurance, recorded declined, becomes $2.50 taken. The audit says both in words, and the
// approvals on the tablet by the table's name.
test("a twenty-one early-surrender answer and an insurance answer recorded wrongly, corrected on the tablet with the supervisor's approval typed on the spot; the wall follows; the audit and the replay in words", async ({ page, browser, baseURL }) => {
  const dealer = dealerOf(DEMO);
  await ensureTable(baseURL!, copyOfDemo(DEMO, { ...TABLET_TABLE, dealer: dealer.username }));
  test.setTimeout(180_000);
  const wall = await floorPage(browser, baseURL!, `/display/${TABLET_TABLE.id}`, WALL);
  await expect(wall.page.getByTestId("wall-display")).toHaveAttribute("data-family", "twenty-one");

  await signIn(page, baseURL!, dealer.username, dealer.password);
  await page.goto(`/dealer/${TABLET_TABLE.id}`);
  await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "connected");
  await expect(page.getByTestId("floor-corrections")).toHaveText("Floor: correct a mistake");
  await prepare(page);

  await dealToTheAnswers(page, wall.page);
  await expect(page.getByTestId("next-label")).toHaveText(/hole card/i);

  // Seat 2 said no to surrender: on the tablet, the answers in words, only the other one offered.
  await approveOnTablet(
    page,
    "correct-decision",
    async (form) => {
      await expect(form.getByTestId("correction-decision-index").locator("option")).toHaveText(["Choose…", "Seat 1: Insurance declined", "Seat 2: Insurance declined", "Seat 1: Plays on", "Seat 2: Surrendered"]);
      await form.getByTestId("correction-decision-index").selectOption({ label: "Seat 2: Surrendered" });
      await expect(form.getByTestId("correction-decision").locator("option")).toHaveText(["Choose…", "Plays on"]);
      await form.getByTestId("correction-decision").selectOption("play-on");
      await expect(form.getByTestId("correction-decision-change")).toHaveText("Seat 2: surrendered → plays on");
    },
    "seat 2 waved no, the dealer tapped Surrender (tablet)",
    "dealer-21-correct-surrender-approved.png",
  );
  // The round replayed with seat 2 playing on: the wall drops "SURRENDERED", the tablet is still at the check.
  await expect(wall.page.getByTestId("wall-hand-2-0")).not.toContainText("SURRENDERED");
  await expect(wall.page.getByTestId("wall-hand-2-0").locator("[data-card]")).toHaveCount(2);
  await expect(page.getByTestId("corrections")).toContainText("Seat 2: surrendered → plays on (seat 2 waved no, the dealer tapped Surrender (tablet))");
  await expect(page.getByTestId("next-label")).toHaveText(/hole card/i);
  await wall.page.screenshot({ path: `${SHOTS}/display-21-surrender-corrected-on-tablet.png`, animations: "disabled" });

  // Seat 1 put $2.50 on insurance, recorded as declined: the amount typed on the tablet.
  await approveOnTablet(
    page,
    "correct-decision",
    async (form) => {
      await form.getByTestId("correction-decision-index").selectOption({ label: "Seat 1: Insurance declined" });
      await form.getByTestId("correction-decision").selectOption("insurance");
      await form.getByTestId("correction-decision-amount").fill("2.50");
      await expect(form.getByTestId("correction-decision-change")).toHaveText("Seat 1: insurance declined → taken ($2.50)");
    },
    "seat 1 put $2.50 on insurance (tablet)",
    "dealer-21-correct-insurance-approved.png",
  );
  await expect(page.getByTestId("corrections")).toContainText("Seat 1: insurance declined → taken ($2.50) (seat 1 put $2.50 on insurance (tablet))");
  await expect(page.getByTestId("next-label")).toHaveText(/hole card/i);

  // The audit: both corrections in words with their reasons, no command ids; each approval on the tablet by the table's name.
  const audit = await floorPage(browser, baseURL!, "/floor/audit", WALL);
  const rows = audit.page.getByTestId("audit-table").locator("tbody tr");
  const corrected = rows.filter({ hasText: "Decision corrected" });
  await expect(corrected.filter({ hasText: "seat 2 waved no, the dealer tapped Surrender (tablet)" })).toContainText("Seat 2: surrendered → plays on");
  await expect(corrected.filter({ hasText: "seat 1 put $2.50 on insurance (tablet)" })).toContainText("Seat 1: insurance declined → taken ($2.50)");
  for (const reason of ["seat 2 waved no", "seat 1 put $2.50 on insurance (tablet)"]) {
    const row = corrected.filter({ hasText: reason });
    await expect(row).toHaveCount(1);
    await expect(row).not.toContainText(/correct-decision|play-on|no-insurance/);
    await expect(row).not.toContainText(TABLET_TABLE.id);
  }
  const approvals = rows.filter({ hasText: "Supervisor's approval on a tablet: attempt" }).filter({ hasText: `table: ${TABLET_TABLE.name}` });
  await expect(approvals).toHaveCount(2);
  await audit.page.screenshot({ path: `${SHOTS}/floor-audit-21-answers-on-tablet.png` });
  // The round's replay: both corrections with the supervisor who approved them and why.
  await replayedAt(audit.context, TABLET_TABLE.id, "latest", "seat 2 waved no");
  await replayedAt(audit.context, TABLET_TABLE.id, "latest", "seat 1 put $2.50 on insurance (tablet)");

  await wall.context.close();
  await audit.context.close();
});

/**
 * The round both tests correct: $10 and $20 wagers, an ace up (seat 1 holds 11, seat 2 holds 15);
 * both seats decline insurance; seat 1 plays on, and the dealer taps Surrender for seat 2, who said no.
 */
async function dealToTheAnswers(page: Page, wall: Page): Promise<void> {
  await next(page, "Open betting");
  await placeWager(page, 1, "10");
  await placeWager(page, 2, "20");
  await next(page, "No more bets");
  for (const [label, card] of [
    ["Card 1 to seat 1", "9s"],
    ["Card 1 to seat 2", "10d"],
    ["Card 1 to the player-dealer", "ah"],
    ["Card 2 to seat 1", "2d"],
    ["Card 2 to seat 2", "5c"],
  ] as const)
    await typeCard(page, label, card);
  await expect(page.getByTestId("next-label")).toHaveText("Card 2 to the player-dealer (face down)");
  await applied(page, () => page.getByTestId("deal-face-down").click());
  for (const seat of [1, 2]) await applied(page, () => page.getByRole("button", { name: `Seat ${seat} declines` }).click());
  await applied(page, () => page.getByTestId("surrender-no-1").click());
  await applied(page, () => page.getByTestId("surrender-yes-2").click());
  await expect(wall.getByTestId("wall-hand-2-0")).toContainText("SURRENDERED");
}
