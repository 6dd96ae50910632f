import { expect, test } from "@playwright/test";
import { audited, BACCARAT_THIRD_CARD, replayedAt, scene, SHOTS, TABLET, tablet } from "./corrections-kit";
import { payEveryLine, walkTheDifferences } from "./settled-correction-kit";

// A baccarat round corrected after EVERY line of its settlement was paid (issue 28: a settled
// round's correction shows the money difference per seat and for the bank), at tablet size with the
// wall and the floor's table page open: a copy of Table 1 ("Table S1 · Fortune 7"). The round goes
// to its settlement through the dealer's socket, as the tablet sends it; the dealer marks all five
// lines paid on the tablet; the floor corrects the Banker's third card from its table page; the
// round is settled again and the tablet walks only the differences, per seat and for the bank.

test.use({ viewport: TABLET });

test("Baccarat: the Banker's third card entered as a 2 for a 4 after every line was paid, corrected from the floor; the wall shows the tie, the tablet walks each seat's difference and the bank's, the audit and the replay say it", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const s = await scene(browser, baseURL!, "t1", "scf-t1", "baccarat", { mark: "S", floorPage: true });
  const reason = BACCARAT_THIRD_CARD.reason;
  try {
    await s.dealer.ready([1, 2, 3, 4], 4, 50_000);
    await s.dealer.do({ type: "open-betting" });
    await s.dealer.do({ type: "place-wager", seat: 1, bet: "player", amount: 2_000 });
    await s.dealer.do({ type: "place-wager", seat: 2, bet: "banker", amount: 1_000 });
    await s.dealer.do({ type: "place-wager", seat: 2, bet: "tie", amount: 500 });
    await s.dealer.do({ type: "place-wager", seat: 3, bet: "player", amount: 1_000 });
    await s.dealer.do({ type: "place-wager", seat: 3, bet: "fortune7", amount: 500 });
    await s.dealer.do({ type: "close-betting" });
    // As entered: Player 2♠ 3♦ 4♥ (9), Banker K♥ 5♣ 2♦ (7), the Player wins. Paid so (the bank starts at $500.00):
    //   seat 1 Player $20 wins: +$20;  seat 2 Banker $10 and Tie $5 lose: -$15;
    //   seat 3 Player $10 wins: +$10, its Fortune 7 $5 loses (a three-card 7 that does not win): -$5;
    //   the bank: +$15 + $5 - $20 - $10 = -$10.
    // As it was, the Banker's third card a 4♦: Banker 9 ties the Player's 9 (Fortune 7: line wagers push on a tie, the Tie pays 8 to 1):
    //   seat 1 pushes: $0, a difference of -$20;  seat 2's Banker pushes, its Tie wins $40: +$40, a difference of +$55;
    //   seat 3's Player pushes, its Fortune 7 still loses: -$5, a difference of -$10;  the bank: +$5 - $40 = -$35, a difference of -$25.
    // The steps: what the bank pays first, then the collections, then the payments.
    for (const card of ["2S", "KH", "3D", "5C", "4H", "2D"]) await s.dealer.do({ type: "deal-card", card });
    await s.dealer.do({ type: "settle" });
    const hand = (await s.dealer.view()).handNumber;

    await tablet(page, baseURL!, s, "t1");
    await payEveryLine(page, 5);
    await expect(s.wall.page.getByTestId("result")).toHaveAttribute("data-winner", "player");
    await expect(s.wall.page.getByTestId("total-banker")).toContainText("7");

    // The floor corrects the Banker's third card (the round's sixth): a 4, not a 2.
    const form = s.floor!.page.getByTestId("correction-form");
    await form.getByTestId(`correction-${BACCARAT_THIRD_CARD.which}`).click();
    await BACCARAT_THIRD_CARD.fill(form);
    await form.getByTestId("correction-reason").fill(reason);
    await form.getByTestId("correction-submit").click();
    await expect(form.getByTestId("correction-answer")).toContainText("done");

    // The wall: the Banker's 9 ties the Player's 9.
    await expect(s.wall.page.getByTestId("total-banker")).toContainText("9");
    const steps = ["Take $25.00 from the bank", "Collect $20.00 from Seat 1", "Collect $10.00 from Seat 3", "Pay $55.00 to Seat 2"];
    await walkTheDifferences(page, s, steps, "baccarat-settled-correction");
    await expect(s.wall.page.getByTestId("result")).toHaveAttribute("data-winner", "tie");
    await expect(s.wall.page.getByTestId("result")).toContainText("9");
    // The bank moves on as corrected, on the tablet and the wall: $500.00 - $35.00.
    await expect(page.getByTestId("bank")).toContainText("$465.00");
    await expect(s.wall.page.getByTestId("bank")).toContainText("$465.00");
    // The player-dealer's seat had no wager: no step for it.
    await expect(page.getByTestId("difference-line").filter({ hasText: "Seat 4" })).toHaveCount(0);
    await expect(s.floor!.page.getByTestId("settlement-correction")).toContainText("Collect $20.00 from Seat 1; pay $55.00 to Seat 2; collect $10.00 from Seat 3; take $25.00 from the bank.");
    await page.screenshot({ path: `${SHOTS}/dealer-baccarat-settled-correction-done.png` });

    await audited(s, reason, [/2♦.*4♦|Two of diamonds.*Four of diamonds|2D.*4D/]);
    await replayedAt(s.wall.context, s.table, hand, reason);
  } finally {
    s.dealer.close();
    await s.wall.context.close();
    await s.floor?.context.close();
  }
});
