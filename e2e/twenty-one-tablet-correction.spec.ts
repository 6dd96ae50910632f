import { expect, test, type Page } from "@playwright/test";
import { approveOnTablet, audited, done, replayed, scene, SHOTS, TABLET, tablet, type Scene } from "./corrections-kit";
import { applied, next } from "./tablet-kit";
import { placeWager, prepare, settleOnTablet, typeCard } from "./twenty-one-corrections-kit";

// A twenty-one decision and a twenty-one card entered wrong, each corrected ON THE TABLET with a
// floor supervisor's approval typed on the spot (issue 28, items 1 and 5), at tablet size with the
// wall open (1920 x 1080): copies of Table 10 (Mortimer's Pure 21.5, cards entered by the dealer),
// "Table T10 · …" and "Table K10 · …", each played on the tablet from the seats to the end of the
// round. Seat 1 ($10) and seat 2 ($20) play against seat 4's $300 bank. The wall follows the
// correction, the round is settled and every line walked on the tablet with the money computed by
// hand from the cards, and the floor's audit trail and the round's replay say the correction with
// its reason and the supervisor by name.

const DEMO = "t10";
test.use({ viewport: TABLET });


/** The audit's row in words, and the supervisor's approval on the tablet by the table's name, never its id. */
const auditedWithApproval = (s: Scene, reason: string, words: readonly (string | RegExp)[]) =>
  audited(s, reason, words, async (page) => {
    const approval = page.getByTestId("audit-table").locator("tbody tr").filter({ hasText: "Supervisor's approval on a tablet: attempt" }).filter({ hasText: `table: ${s.name}` });
    await expect(approval).toHaveCount(1);
    await expect(approval).not.toContainText(s.table);
  });

/** Betting opened on the tablet, $10 on seat 1 and $20 on seat 2, no more bets; the cards dealt up to the hole card, face down. */
async function dealTheRound(page: Page, cards: readonly (readonly [string, string])[]): Promise<void> {
  await prepare(page);
  await next(page, "Open betting");
  await placeWager(page, 1, "10");
  await placeWager(page, 2, "20");
  await next(page, "No more bets");
  for (const [label, card] of cards) await typeCard(page, label, card);
  await expect(page.getByTestId("next-label")).toHaveText("Card 2 to the player-dealer (face down)");
  await applied(page, () => page.getByTestId("deal-face-down").click());
}

test("a twenty-one Double tapped for a Hit, corrected on the tablet with the supervisor's approval typed on the spot; the wall follows, the money is right on screen, the audit and the replay say it", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const s = await scene(browser, baseURL!, DEMO, "tdc-t10", "twenty-one", { mark: "T" });
  const reason = "seat 1 asked for a hit, the dealer tapped Double (tablet)";
  try {
    await tablet(page, baseURL!, s, DEMO);
    // A 6 up cannot make a Pure 21.5: no check. Seat 1 holds 9-2 (11), seat 2 holds 10-8 (18).
    await dealTheRound(page, [
      ["Card 1 to seat 1", "9s"],
      ["Card 1 to seat 2", "10d"],
      ["Card 1 to the player-dealer", "6c"],
      ["Card 2 to seat 1", "2s"],
      ["Card 2 to seat 2", "8c"],
    ]);
    const hand = (await s.dealer.view()).handNumber;

    // Seat 1 asks for a hit; the dealer taps Double and deals the card: 17, doubled, seat 1's turn over.
    await expect(page.getByTestId("next-label")).toHaveText("Seat 1: hit, double, surrender?");
    await applied(page, () => page.getByTestId("decision-double").click());
    await typeCard(page, "Card 3 to seat 1", "6h");
    await expect(page.getByTestId("next-label")).toHaveText(/^Seat 2: /);
    await expect(s.wall.page.getByTestId("wall-hand-1-0")).toContainText("DOUBLED");
    await expect(s.wall.page.getByTestId("turn")).toContainText("Seat 2");

    // On the tablet: the decision in words, only what the rules allowed then, the change in words, the approval.
    await approveOnTablet(
      page,
      "correct-decision",
      async (form) => {
        await expect(form.getByTestId("correction-decision-index").locator("option")).toHaveText(["Choose…", "Seat 1: Double"]);
        await form.getByTestId("correction-decision-index").selectOption({ label: "Seat 1: Double" });
        await expect(form.getByTestId("correction-decision").locator("option")).toHaveText(["Choose…", "Hit", "Surrender"]);
        await form.getByTestId("correction-decision").selectOption("hit");
        await expect(form.getByTestId("correction-decision-change")).toHaveText("Seat 1: Double → Hit");
      },
      reason,
      "dealer-21-correct-decision-approved.png",
    );

    // Replayed with a Hit: seat 1's 17 (9, 2, 6) decides again; the wall drops DOUBLED and says seat 1 is to play.
    await expect(page.getByTestId("next-label")).toHaveText("Seat 1: hit, stand?");
    await expect(page.getByTestId("corrections")).toContainText(`Seat 1: Double → Hit (${reason})`);
    const wallHand1 = s.wall.page.getByTestId("wall-hand-1-0");
    await expect(wallHand1).not.toContainText("DOUBLED");
    await expect(wallHand1).toHaveAttribute("data-turn", "true");
    await expect(wallHand1).toContainText("TO PLAY");
    await expect(wallHand1.locator("[data-card]")).toHaveCount(3);
    await expect(s.wall.page.getByTestId("turn")).toHaveText(/Seat 1\s*to play/);
    await s.wall.page.screenshot({ path: `${SHOTS}/display-21-decision-corrected-on-tablet.png`, animations: "disabled" });

    // Seat 1 hits its 17 with a 3: a hard 20, where standing is the only choice, is finished without
    // asking. Seat 2 stands on 18. The player-dealer turns over a 10 (16) and draws a 2: 18.
    await applied(page, () => page.getByTestId("decision-hit").click());
    await typeCard(page, "Card 4 to seat 1", "3c");
    await expect(page.getByTestId("next-label")).toHaveText(/^Seat 2: /);
    await applied(page, () => page.getByTestId("decision-stand").click());
    await typeCard(page, "Turn over the hole card: enter it as you turn it", "10h");
    await typeCard(page, "Card 3 to the player-dealer", "2d");
    await expect(wallHand1).toHaveAttribute("data-outcome", "win");
    await expect(wallHand1.getByTestId("wall-hand-outcome")).toHaveText("WIN");
    await expect(s.wall.page.getByTestId("wall-hand-2-0").getByTestId("wall-hand-outcome")).toHaveText("PUSH");

    // The money by hand: seat 1's 20 beats 18 at even money on its $10 alone (the double is gone): pay
    // $10.00; seat 2's 18 ties 18: push, its $20.00 returned. The bank: $300.00 - $10.00 = $290.00.
    // (Had the Double stood, seat 1's doubled 17 would have lost $20.00.)
    await settleOnTablet(
      page,
      s.wall.page,
      [
        ["Seat 1 (Ann)", "Pay $10.00"],
        ["Seat 2 (Bob)", "Push: return $20.00"],
      ],
      "$290.00",
    );
    await page.screenshot({ path: `${SHOTS}/dealer-21-decision-corrected-on-tablet-settled.png` });

    await auditedWithApproval(s, reason, ["Decision corrected", "Seat 1: Double → Hit"]);
    await replayed(s, hand, reason);
  } finally {
    await done(s);
  }
});

test("a twenty-one card entered wrong (8♦ for 9♦), corrected on the tablet with the supervisor's approval typed on the spot; the wall follows, the money is right on screen, the audit and the replay say it", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const s = await scene(browser, baseURL!, DEMO, "tcc-t10", "twenty-one", { mark: "K" });
  const reason = "seat 1's second card was the nine of diamonds (tablet)";
  try {
    await tablet(page, baseURL!, s, DEMO);
    // Seat 1 holds 10-9, entered as 10-8; seat 2 holds 10-7 (17); a 6 up.
    await dealTheRound(page, [
      ["Card 1 to seat 1", "10s"],
      ["Card 1 to seat 2", "10h"],
      ["Card 1 to the player-dealer", "6c"],
      ["Card 2 to seat 1", "8d"],
      ["Card 2 to seat 2", "7s"],
    ]);
    const hand = (await s.dealer.view()).handNumber;
    const wallHand1 = s.wall.page.getByTestId("wall-hand-1-0");
    await expect(wallHand1.locator('[data-card="8D"]')).toHaveCount(1);
    await expect(page.getByTestId("next-label")).toHaveText(/^Seat 1: /);

    // On the tablet, at seat 1's turn: the card by where it went, the right card typed, the change in words, the approval.
    await approveOnTablet(
      page,
      "correct-card",
      async (form) => {
        // The fourth card dealt (index 3): seat 1's second.
        await form.getByTestId("correction-card-index").selectOption("3");
        await form.getByTestId("correction-card").fill("9d");
        await expect(form.getByTestId("correction-card-change")).toContainText("Eight of diamonds → Nine of diamonds");
      },
      reason,
      "dealer-21-correct-card-approved.png",
    );

    // The wall follows: seat 1's 10-9, 19; the tablet lists the correction and seat 1 still decides.
    await expect(wallHand1.locator('[data-card="9D"]')).toHaveCount(1);
    await expect(wallHand1.locator('[data-card="8D"]')).toHaveCount(0);
    await expect(wallHand1).toHaveAttribute("data-value", /19/);
    await expect(wallHand1.getByTestId("wall-hand-value")).toContainText("19");
    await expect(page.getByTestId("corrections")).toContainText(reason);
    await expect(page.getByTestId("next-label")).toHaveText(/^Seat 1: /);
    await s.wall.page.screenshot({ path: `${SHOTS}/display-21-card-corrected-on-tablet.png`, animations: "disabled" });

    // Both stand; the player-dealer turns over a king (16) and draws a 2: 18.
    await applied(page, () => page.getByTestId("decision-stand").click());
    await expect(page.getByTestId("next-label")).toHaveText(/^Seat 2: /);
    await applied(page, () => page.getByTestId("decision-stand").click());
    await typeCard(page, "Turn over the hole card: enter it as you turn it", "kh");
    await typeCard(page, "Card 3 to the player-dealer", "2d");
    await expect(wallHand1.getByTestId("wall-hand-outcome")).toHaveText("WIN");
    await expect(s.wall.page.getByTestId("wall-hand-2-0").getByTestId("wall-hand-outcome")).toHaveText("LOSE");

    // The money by hand: seat 1's 19 beats 18 at even money: pay $10.00 (as entered, 18 would have
    // pushed); seat 2's 17 loses: collect $20.00. The bank: $300.00 - $10.00 + $20.00 = $310.00.
    await settleOnTablet(
      page,
      s.wall.page,
      [
        ["Seat 1 (Ann)", "Pay $10.00"],
        ["Seat 2 (Bob)", "Collect $20.00"],
      ],
      "$310.00",
    );
    await page.screenshot({ path: `${SHOTS}/dealer-21-card-corrected-on-tablet-settled.png` });

    await auditedWithApproval(s, reason, [/8♦.*9♦|Eight of diamonds.*Nine of diamonds|8D.*9D/]);
    await replayed(s, hand, reason);
  } finally {
    await done(s);
  }
});
