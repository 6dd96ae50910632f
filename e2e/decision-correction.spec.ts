import { expect, test } from "@playwright/test";
import { DEMO_TABLES } from "../lib/server/demo-floor";
import { copyOfDemo, ensureTable } from "./busy-night-kit";
import { signIn, applied, floorPage, next } from "./tablet-kit";
import { replayedAt } from "./corrections-kit";
import { placeWager, prepare, settleOnTablet, typeCard } from "./twenty-one-corrections-kit";

// A player's decision tapped wrong and corrected (issue 28, item 1), at tablet size with the wall
// and the floor's table page open: a copy of Table 10 (Mortimer's Pure 21.5, cards entered by the
// dealer; a copy, so twenty-one.spec finds the demo's t10 as seeded),
// seat 1 asks for a hit on 9-2 and the dealer taps Double and deals the card. The floor's table page
// lists the decision in words ("Seat 1: Double"), offers only what the rules allowed then (Hit,
// Surrender), says the change ("Seat 1: Double → Hit"), and the round is replayed with it: the wall
// drops "DOUBLED" and seat 1 decides again on the tablet. On the tablet a supervisor's approval is
// typed for a correction the cards cannot follow, refused in words with the way out. The audit
// trail shows the correction with its reason. The round then plays out and is settled on the tablet:
// the money on screen is seat 1's single wager, not the double.

const DEMO = "t10";
const TABLE = "dc-t10";
const TABLET = { width: 1280, height: 800 };
const WALL = { width: 1920, height: 1080 };
const SHOTS = "e2e/screenshots";
test.use({ viewport: TABLET });

const dealerNumber = DEMO_TABLES.findIndex((t) => t.id === DEMO) + 1;

test("a twenty-one Double tapped for a Hit, corrected from the floor; the wall and the tablet follow; a correction the cards cannot follow is refused on the tablet in words; the money settled on screen is the single wager", async ({ page, browser, baseURL }) => {
  await ensureTable(baseURL!, copyOfDemo(DEMO, { id: TABLE, dealer: `dealer${dealerNumber}` }));
  test.setTimeout(180_000);
  const wall = await floorPage(browser, baseURL!, `/display/${TABLE}`, WALL);
  await expect(wall.page.getByTestId("wall-display")).toHaveAttribute("data-family", "twenty-one");
  const floor = await floorPage(browser, baseURL!, `/floor/tables/${TABLE}`, TABLET);
  await expect(floor.page.getByTestId("live-table")).toBeVisible();

  await signIn(page, baseURL!, `dealer${dealerNumber}`, `demo-dealer${dealerNumber}`);
  await page.goto(`/dealer/${TABLE}`);
  await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "connected");
  await prepare(page);

  await next(page, "Open betting");
  await placeWager(page, 1, "10");
  await placeWager(page, 2, "20");
  await next(page, "No more bets");
  // A 6 up cannot make a Pure 21.5: no check; seat 1 holds 11, seat 2 holds 12.
  for (const [label, card] of [
    ["Card 1 to seat 1", "9s"],
    ["Card 1 to seat 2", "5h"],
    ["Card 1 to the player-dealer", "6c"],
    ["Card 2 to seat 1", "2s"],
    ["Card 2 to seat 2", "7d"],
  ] as const)
    await typeCard(page, label, card);
  await expect(page.getByTestId("next-label")).toHaveText("Card 2 to the player-dealer (face down)");
  await applied(page, () => page.getByTestId("deal-face-down").click());

  // Seat 1 asks for a hit; the dealer taps Double and deals the card.
  await expect(page.getByTestId("next-label")).toHaveText("Seat 1: hit, double, surrender?");
  await applied(page, () => page.getByTestId("decision-double").click());
  await typeCard(page, "Card 3 to seat 1", "6h");
  await expect(page.getByTestId("next-label")).toHaveText("Seat 2: hit, stand, double, surrender?");
  await expect(wall.page.getByTestId("wall-hand-1-0")).toContainText("DOUBLED");

  // The floor's table page: the decision in words, only what the rules allowed then, the change in words.
  const form = floor.page.getByTestId("correction-form");
  await form.getByTestId("correction-correct-decision").click();
  await expect(form.getByTestId("correction-decision-index").locator("option")).toHaveText(["Choose…", "Seat 1: Double"]);
  await form.getByTestId("correction-decision-index").selectOption({ label: "Seat 1: Double" });
  await expect(form.getByTestId("correction-decision").locator("option")).toHaveText(["Choose…", "Hit", "Surrender"]);
  await form.getByTestId("correction-decision").selectOption("hit");
  await expect(form.getByTestId("correction-decision-change")).toHaveText("Seat 1: Double → Hit");
  await form.getByTestId("correction-reason").fill("seat 1 asked for a hit, the dealer tapped Double");
  await floor.page.screenshot({ path: `${SHOTS}/floor-21-correct-decision.png` });
  await form.getByTestId("correction-submit").click();
  await expect(form.getByTestId("correction-answer")).toHaveText("Correct a decision: done, recorded with the reason.");

  // The round replayed with a Hit: seat 1's 17 decides again; no double on the wall.
  await expect(page.getByTestId("next-label")).toHaveText("Seat 1: hit, stand?");
  await expect(page.getByTestId("corrections")).toContainText("Seat 1: Double → Hit (seat 1 asked for a hit, the dealer tapped Double)");
  await expect(wall.page.getByTestId("wall-hand-1-0")).not.toContainText("DOUBLED");
  await expect(wall.page.getByTestId("wall-hand-1-0")).toHaveAttribute("data-turn", "true");
  await expect(wall.page.getByTestId("wall-hand-1-0").locator("[data-card]")).toHaveCount(3);
  await wall.page.screenshot({ path: `${SHOTS}/display-21-decision-corrected.png`, animations: "disabled" });

  // Seat 1 stands, seat 2 hits: on the tablet a supervisor approves turning seat 1's Stand into a
  // Hit; the card dealt after it went to seat 2, so it is refused in words with the way out.
  await applied(page, () => page.getByTestId("decision-stand").click());
  await applied(page, () => page.getByTestId("decision-hit").click());
  await typeCard(page, "Card 3 to seat 2", "3h");
  await page.getByTestId("floor-corrections").click();
  const tablet = page.getByTestId("correction-form");
  await tablet.getByTestId("correction-correct-decision").click();
  await expect(tablet.getByTestId("correction-decision-index").locator("option")).toHaveText(["Choose…", "Seat 1: Hit", "Seat 1: Stand", "Seat 2: Hit"]);
  await tablet.getByTestId("correction-decision-index").selectOption({ label: "Seat 1: Stand" });
  await tablet.getByTestId("correction-decision").selectOption("hit");
  await expect(tablet.getByTestId("correction-decision-change")).toHaveText("Seat 1: Stand → Hit");
  await tablet.getByTestId("correction-reason").fill("seat 1 wanted another card");
  await tablet.getByTestId("approver-username").fill("floor");
  await tablet.getByTestId("approver-password").fill("demo-floor");
  await tablet.getByTestId("correction-submit").click();
  await expect(tablet.getByTestId("correction-answer")).toHaveText("With Hit instead of Stand, the round would not have gone on as recorded after it (the next card goes to seat 1): void the round or declare a misdeal.");
  await page.screenshot({ path: `${SHOTS}/dealer-21-decision-refused.png` });
  await page.getByTestId("floor-corrections-panel").getByRole("button", { name: "Close" }).click();
  await expect(page.getByTestId("next-label")).toHaveText(/^Seat 2: /);

  // The round played out: seat 2 stands on 15; the player-dealer turns over a 10 (16) and draws an ace: hard 17.
  await applied(page, () => page.getByTestId("decision-stand").click());
  await typeCard(page, "Turn over the hole card: enter it as you turn it", "10c");
  await typeCard(page, "Card 3 to the player-dealer", "ad");
  await expect(wall.page.getByTestId("wall-hand-1-0").getByTestId("wall-hand-outcome")).toHaveText("PUSH");
  await expect(wall.page.getByTestId("wall-hand-2-0").getByTestId("wall-hand-outcome")).toHaveText("LOSE");
  // The money by hand: seat 1's 17 ties 17 on its $10 alone (the double is gone): push, $10.00
  // returned; seat 2's 15 loses: collect $20.00. The bank: $300.00 + $20.00 = $320.00.
  await settleOnTablet(
    page,
    wall.page,
    [
      ["Seat 1 (Ann)", "Push: return $10.00"],
      ["Seat 2 (Bob)", "Collect $20.00"],
    ],
    "$320.00",
  );
  await page.screenshot({ path: `${SHOTS}/dealer-21-decision-corrected-settled.png` });

  // The audit trail: the correction in words, with its reason.
  await floor.page.goto("/floor/audit");
  const rows = floor.page.getByTestId("audit-table").locator("tbody tr").filter({ hasText: "Decision corrected" });
  await expect(rows.filter({ hasText: "seat 1 asked for a hit, the dealer tapped Double" })).toHaveCount(1);
  await expect(rows.first()).toContainText("Seat 1: Double → Hit");
  await expect(rows.first()).not.toContainText("correct-decision");
  // The round's replay (still in play): the correction with who and why.
  await replayedAt(floor.context, TABLE, "latest", "seat 1 asked for a hit, the dealer tapped Double");

  await wall.context.close();
  await floor.context.close();
});
