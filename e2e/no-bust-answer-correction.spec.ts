import { expect, test } from "@playwright/test";
import { APPROVER, audited, done, drive, scene, SHOTS, tablet, type View } from "./corrections-kit";
import { makeTheDifferences, settledAgain } from "./settled-correction-kit";
import { applied } from "./tablet-kit";

// No Bust's insurance answer recorded wrongly, corrected on the dealer's tablet (1024 x 768) with a
// floor supervisor's username and password typed on the spot (issue 28, DC8): a copy of Table 8
// (No Bust 6.0, insurance "any amount up to half (1/2) of their original wager", paid 2 to 1 on a
// Natural, seed 003 L866-871). An ace up; seat 1 insures $5.00, seat 2's insurance is recorded as
// declined; the checked hole card makes a Natural and the round is settled and paid. Seat 2 had put
// $10.00 on insurance: corrected on the tablet, settled again, the tablet says the money to make
// right line by line, the dealer makes each difference, the wall's bank following; the audit says it
// in words, and the approval on the tablet by the table's name.

test.use({ viewport: { width: 1024, height: 768 } });

const REASON = "seat 2 put $10.00 on insurance, recorded as declined";

test("No Bust: seat 2's insurance recorded declined, the Natural paid; corrected on the tablet with the supervisor's approval; the tablet says the money to pay, the audit says it", async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const s = await scene(browser, baseURL!, "t8", "nbi-t8", "no-bust", { mark: "I" });
  const d = s.dealer;
  await d.ready([1, 2, 8], 8, 100_000);
  await d.do({ type: "open-betting" });
  await d.do({ type: "place-wager", seat: 1, bet: "main", amount: 1_000 });
  await d.do({ type: "place-wager", seat: 2, bet: "main", amount: 2_000 });
  await d.do({ type: "close-betting" });
  // Seat 1 holds 18 (TS 8C), seat 2 holds 11 (5H 6S), the player-dealer an ace up.
  const cards = ["TS", "5H", "AD", "8C", "6S"];
  await drive(
    d,
    (v: View) => v.next?.insurance !== undefined,
    (v: View) => (v.next?.card ? (v.next.card.faceDown ? { type: "deal-card", faceDown: true } : { type: "deal-card", card: cards.shift() }) : null),
  );
  await d.do({ type: "insurance", seat: 1, amount: 500 });
  await d.do({ type: "insurance", seat: 2, amount: 0 });
  // The hole card checked: a king, a Natural; no player acts. Settled and paid.
  await d.do({ type: "check-hole-card", card: "KH" });
  await d.do({ type: "settle" });
  const paid = await d.view();
  await d.do({ type: "advance-settlement", through: paid.settlement.lines.length });

  await tablet(page, baseURL!, s, "t8");
  await expect(page.getByTestId("floor-corrections")).toHaveText("Floor: correct a mistake");
  await page.getByTestId("floor-corrections").click();
  const form = page.getByTestId("correction-form");
  await form.getByTestId("correction-correct-decision").click();
  // The answers in words, each with the other answer only.
  await expect(form.getByTestId("correction-decision-index").locator("option")).toHaveText(["Choose…", "Seat 1: Insurance taken ($5.00)", "Seat 2: Insurance declined"]);
  await form.getByTestId("correction-decision-index").selectOption({ label: "Seat 2: Insurance declined" });
  await expect(form.getByTestId("correction-decision").locator("option")).toHaveText(["Choose…", "Taken"]);
  await form.getByTestId("correction-decision").selectOption("insurance");
  // Half the $20.00 wager unless typed; more than half is refused in words before anything is sent.
  await expect(form.getByTestId("correction-decision-change")).toHaveText("Seat 2: insurance declined → taken ($10.00)");
  await form.getByTestId("correction-decision-amount").fill("10.01");
  await form.getByTestId("correction-reason").fill(REASON);
  await form.getByTestId("approver-username").fill(APPROVER.username);
  await form.getByTestId("approver-password").fill(APPROVER.password);
  await expect(form.getByText("The insurance is $0.01 to $10.00 (half the wager) for this seat.")).toBeVisible();
  await expect(form.getByTestId("correction-submit")).toBeDisabled();
  await form.getByTestId("correction-decision-amount").fill("10");
  await expect(form.getByTestId("correction-decision-change")).toHaveText("Seat 2: insurance declined → taken ($10.00)");
  await page.screenshot({ path: `${SHOTS}/dealer-no-bust-correct-insurance.png` });
  await applied(page, () => form.getByTestId("correction-submit").click());
  await expect(page.getByTestId("floor-corrections-panel")).toHaveCount(0);
  await expect(page.getByTestId("corrections")).toContainText(`Seat 2: insurance declined → taken ($10.00) (${REASON})`);

  // Settled again: seat 2's insurance pays 2 to 1; the tablet says what to pay, line by line.
  // By hand: as first paid, seat 1's $10.00 lost to the Natural and its $5.00 insurance won $10.00,
  // seat 2's $20.00 lost: the bank $1,000.00 - $10.00 + $10.00 + $20.00 = $1,020.00. As corrected,
  // seat 2's $10.00 insurance wins $20.00 too: $20.00 from the bank to seat 2, the bank $1,000.00.
  const differences = ["Take $20.00 from the bank", "Pay $20.00 to Seat 2"];
  await settledAgain(page, s, differences, "no-bust-insurance-settled-again");
  await expect(page.getByTestId("settlement-correction")).toContainText("Correction: make the money right at the table");
  const lines = page.getByTestId("settlement-correction-lines").locator("li");
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: "Pay $20.00 to Seat 2" })).toHaveCount(1);
  await expect(lines.filter({ hasText: /\$20\.00 from the bank/ })).toHaveCount(1);
  const after = await d.view();
  expect(after.settlement.lines.map((l: View) => `${l.seat} ${l.bet} ${l.action} ${l.amount}`)).toContain("2 insurance pay 2000");
  await page.screenshot({ path: `${SHOTS}/dealer-no-bust-insurance-corrected.png` });
  // The differences made on the tablet, the wall's bank following; the round finished with the bank as corrected.
  await makeTheDifferences(page, s, differences);
  await expect(page.getByTestId("last-bank-after")).toHaveText("$1,000.00");
  await expect(s.wall.page.getByTestId("bank")).toContainText("Bank $1,000.00");
  // The round over, the wall says seat 2's insurance as corrected, and that it won.
  await expect(s.wall.page.getByTestId("wall-insurance-2")).toHaveAttribute("data-outcome", "win");
  await expect(s.wall.page.getByTestId("wall-insurance-2")).toHaveText("Insurance $10.00 WINS");
  await expect(s.wall.page.getByTestId("wall-insurance-1")).toHaveText("Insurance $5.00 WINS");

  await audited(s, REASON, ["Seat 2: insurance declined → taken ($10.00)"], async (audit) => {
    const approval = audit.getByTestId("audit-table").locator("tbody tr").filter({ hasText: "Supervisor's approval on a tablet: attempt" }).filter({ hasText: `table: ${s.name}` });
    await expect(approval).toHaveCount(1);
    await expect(approval).not.toContainText(s.table);
  });
  await done(s);
});
