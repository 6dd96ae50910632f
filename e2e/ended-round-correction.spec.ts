import { expect, test } from "@playwright/test";
import { SHOTS, TABLET, WIDE } from "./corrections-kit";
import { closeScene, correctCardFromFloor, endedRoundScene, expectDifferences, makeDifferences, tabletOn } from "./ended-round-kit";
import { floorPage } from "./tablet-kit";

// A round corrected after it ENDED (issue 28 item 2, decision-corrections.md DC6b), with the wall,
// the tablet and the floor's table page open: a copy of Table 10 (Mortimer's Pure 21.5, cards
// entered by the dealer). Round 1: seat 1's 19 beats the player-dealer's 18, seat 2's 18 pushes,
// seat 3's 17 loses; every line paid and the round ended; Round 2 is open for betting. The floor
// corrects Round 1's player-dealer's third card (a 3, not a 2: 19) from its table page ("Correct
// the last round (Round 1)"). The tablet and the floor's page say the money per seat and for the
// bank, the dealer makes each difference (no more bets waits for them), and the audit trail and
// Round 1's replay say the correction.

const DEMO = "t10";
const TABLE = "erc-t10";
test.use({ viewport: TABLET });

const REASON = "round 1: the player-dealer's third card was the three of diamonds";
const DIFFERENCES = ["Collect $10.00 from Seat 1", "Collect $20.00 from Seat 2", "Pay $30.00 to the bank"];

test("a round corrected after it ended, from the floor, while the next is in betting: the difference per seat and for the bank on the tablet and the floor, walked; audit and replay say it", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const scene = await endedRoundScene(browser, baseURL!, DEMO, TABLE, "Table E10 · Mortimer's Pure 21.5");
  const { d, floor } = scene;
  const wall = await floorPage(browser, baseURL!, `/display/${TABLE}`, WIDE);
  try {
    // Round 1, through the dealer's socket as the tablet sends it: settled, every line paid, ended.
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
    await d.do({ type: "advance-settlement", through: 3 });
    await d.do({ type: "end-round" });
    // Round 2 opens for betting: its cards are not out yet.
    await d.do({ type: "open-betting" });
    await d.do({ type: "place-wager", seat: 1, bet: "main", amount: 1_000 });

    await tabletOn(page, baseURL!, scene);

    // The floor's page offers the last round's correction, with Round 1's cards.
    await correctCardFromFloor(scene, { index: "8", card: "3d", change: "Two of diamonds → Three of diamonds", reason: REASON });

    // The tablet: the money per seat and for the bank, line by line, and the differences to make; the floor's page says the same.
    await expectDifferences(page, scene, DIFFERENCES, "Seat 3", "Collect $10.00 from Seat 1; collect $20.00 from Seat 2; pay $30.00 to the bank.");
    await page.screenshot({ path: `${SHOTS}/dealer-21-ended-round-correction.png` });
    await floor.page.screenshot({ path: `${SHOTS}/floor-21-ended-round-correction.png` });

    // No more bets waits for the differences: the big button says so, and the table refuses it.
    await expect(page.getByText("Make the differences first")).toBeVisible();
    // The dealer makes each difference and taps it done.
    await makeDifferences(page, scene, DIFFERENCES);
    await expect(wall.page.getByTestId("wall-display")).toBeVisible();

    // The audit trail: one row with the reason, the correction and the money in words.
    const audit = await floor.context.newPage();
    await audit.setViewportSize(WIDE);
    await audit.goto("/floor/audit");
    const row = audit.getByTestId("audit-table").locator("tbody tr").filter({ hasText: REASON });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Round corrected after it ended");
    await expect(row).toContainText("collect $10.00 from Seat 1");
    await expect(row).not.toContainText(TABLE);
    await audit.close();

    // Round 1's replay runs on to the correction and the differences made.
    const history = await floor.context.newPage();
    await history.setViewportSize(WIDE);
    await history.goto(`/floor/tables/${TABLE}/history`);
    await expect(history.locator("body")).toContainText(/Hand 1|Round 1|#1/);
    const response = await history.request.get(`/api/floor/tables/${TABLE}/rounds/${TABLE}-1/replay`);
    expect(response.ok()).toBe(true);
    const { replay } = (await response.json()) as { replay: { steps: { text: string }[] } };
    const texts = replay.steps.map((s) => s.text).join("\n");
    expect(texts).toContain("Settled: action button at seat");
    expect(texts).toContain("Round 1 corrected after it ended");
    expect(texts).toContain("Round 1, corrected after it ended: difference");
    await history.close();
  } finally {
    await wall.context.close();
    await closeScene(scene);
  }
});
