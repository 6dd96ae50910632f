import { expect, test, type Page } from "@playwright/test";
import { audited, replayedAt, scene, SHOTS, TABLET, tablet, WIDE, type Scene } from "./corrections-kit";
import { closeScene, correctCardFromFloor, endedRoundScene, expectDifferences, makeDifferences, tabletOn } from "./ended-round-kit";
import { APPROVER, payEveryLine, walkTheDifferences } from "./settled-correction-kit";
import { applied, floorPage } from "./tablet-kit";

// A Three Card Poker round corrected after it ENDED (issue 28 item 2, decision-corrections.md DC6b,
// DC6h), the tablet and the floor's table page open: a copy of Table 20 (Mortimer's, cards entered
// by the dealer). Round 1: seats 2 and 3 on $10.00 Antes against the player-dealer in seat 1 (Q♠ 3♣
// 5♥); seat 2 (A♠ K♦ 2♣) and seat 3 (4♠ 4♦ 9♣) play and win; every line paid, the round ended; the
// red deck went to the discard rack and Round 2 is open for betting on the blue deck. The floor
// corrects Round 1's seat 3 second card (a 7♥, not the 4♦: Nine high, a loss) from its table page.
// The tablet says the money per seat and for the bank and the dealer makes each difference before
// no more bets; Round 2 is then dealt from the blue deck, the 7♥ among its cards. The wall stays on
// Round 2's betting; the audit trail and Round 1's replay say the correction with its reason.
//
// The same round corrected when SETTLED, every line paid and the round not yet ended (copies "Table
// S20 · …" and "Table T20 · …", the wall open): from the floor's page (seat 3's 7♥ again), and on
// the tablet with the supervisor's approval typed on the spot (the player-dealer's up card a J♠,
// not the Q♠: no qualifying hand). The wall shows the corrected result, the tablet walks only the
// differences with their amounts, and the audit and the replay say it.

const DEMO = "t20";
const TABLE = "erc-t20";
test.use({ viewport: TABLET });

const REASON = "round 1: seat 3's second card was the seven of hearts";
// Seat 3 as entered, a pair of fours against Queen high, won its Ante and Play: +$20.00. As it was,
// 4♠ 7♥ 9♣, Nine high, it loses both: -$20.00. The difference: $40.00 from seat 3 into the bank.
const DIFFERENCES = ["Collect $40.00 from Seat 3", "Pay $40.00 to the bank"];

/** Round 1 at a copy of Table 20: seats 2 and 3 on $10.00 Antes play against the player-dealer's Q♠ 3♣ 5♥ and win; settled (4 lines), not yet walked. */
async function settledRound(d: Scene["dealer"]): Promise<void> {
  await d.ready([1, 2, 3, 4], 1, 20_000);
  await d.do({ type: "open-betting" });
  await d.do({ type: "place-wager", seat: 2, bet: "ante", amount: 1_000 });
  await d.do({ type: "place-wager", seat: 3, bet: "ante", amount: 1_000 });
  await d.do({ type: "close-betting" });
  for (const cards of [["AS", "KD", "2C"], ["4S", "4D", "9C"], ["QS", "3C", "5H"]]) await d.do({ type: "deal-stack", cards });
  await d.do({ type: "unload-shuffler" });
  for (const seat of [2, 3]) await d.do({ type: "play-or-fold", seat, decision: "play" });
  await d.do({ type: "reveal-player-dealer" });
  for (const seat of [2, 3]) await d.do({ type: "reveal-hand", seat });
  await d.do({ type: "settle" });
}

/** A seat's result on the wall: its hand in words and each wager's outcome. */
async function wallSeat(wall: Page, seat: number, hand: string | RegExp, outcomes: Readonly<Record<string, string>>): Promise<void> {
  const box = wall.getByTestId(`wall-seat-${seat}`);
  await expect(box.getByTestId("wall-seat-hand")).toHaveText(hand);
  for (const [bet, outcome] of Object.entries(outcomes)) await expect(box.locator(`[data-bet="${bet}"]`)).toHaveAttribute("data-outcome", outcome);
}

test("a Three Card Poker round corrected after it ended, from the floor, while the next is in betting: the difference per seat and for the bank on the tablet, walked; the next round's deck untouched; the audit and the replay say it", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const scene = await endedRoundScene(browser, baseURL!, DEMO, TABLE, "Table E20 · Three Card Poker (Mortimer's)");
  const { d } = scene;
  const wall = await floorPage(browser, baseURL!, `/display/${TABLE}`, WIDE);
  try {
    // Round 1, through the dealer's socket as the tablet sends it: settled, every line paid, ended.
    await settledRound(d);
    await d.do({ type: "advance-settlement", through: 4 });
    await d.do({ type: "end-round" });
    // Round 2 opens for betting on the other deck: its cards are not out yet.
    await d.do({ type: "open-betting" });
    await d.do({ type: "place-wager", seat: 2, bet: "ante", amount: 1_000 });

    await tabletOn(page, baseURL!, scene);

    // The floor's page offers the last round's correction, with Round 1's cards as the card pad names them.
    await correctCardFromFloor(scene, { index: "4", card: "7h", change: "Seat 3 card 2: Four of diamonds → Seven of hearts", reason: REASON }, async (form) => {
      await expect(form.getByTestId("correction-card-index").locator("option", { hasText: "Seat 3 card 2" })).toHaveCount(1);
    });

    // The tablet: the money per seat and for the bank, line by line, and the differences to make; the floor's page the same.
    await expectDifferences(page, scene, DIFFERENCES, "Seat 2", "Collect $40.00 from Seat 3; pay $40.00 to the bank.");

    // No more bets waits for the differences: the big panel says so, and the table refuses it; the dealer makes each one.
    await expect(page.getByTestId("next-label")).toHaveText("Make the differences first");
    await makeDifferences(page, scene, DIFFERENCES);
    // Round 2 is dealt from the blue deck: the 7♥ corrected into Round 1's red deck is a card of it like any other.
    expect(await d.send({ type: "deal-stack", cards: ["7H", "4D", "9C"] })).toMatchObject({ ok: true });

    // The wall is on Round 2, whose deal the correction did not touch.
    await expect(wall.page.getByTestId("hand-number")).toHaveAttribute("data-hand", "2");
    // The audit trail and Round 1's replay say the correction with its reason and the money to make.
    const s: Scene = { dealer: d, wall, floor: scene.floor, table: TABLE, name: "Table E20 · Three Card Poker (Mortimer's)" };
    await audited(s, REASON, ["Round corrected after it ended", /4♦.*7♥/, "collect $40.00 from Seat 3"]);
    await replayedAt(scene.floor.context, TABLE, 1, REASON);
  } finally {
    await wall.context.close();
    await closeScene(scene);
  }
});

test("a settled Three Card Poker round, every line paid, corrected from the floor: the wall shows seat 3's Nine high losing, the tablet walks seat 3's difference and the bank's, the audit and the replay say it", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const s = await scene(browser, baseURL!, DEMO, "scf-t20", "three-card-poker", { mark: "S", floorPage: true });
  const reason = "seat 3's second card was the seven of hearts";
  try {
    await settledRound(s.dealer);
    const hand = (await s.dealer.view()).handNumber;
    await tablet(page, baseURL!, s, DEMO);
    await payEveryLine(page, 4);
    await wallSeat(s.wall.page, 3, /^Pair of Fours/, { ante: "win", play: "win" });

    const form = s.floor!.page.getByTestId("correction-form");
    await form.getByTestId("correction-correct-card").click();
    await form.getByTestId("correction-card-index").selectOption("4");
    await form.getByTestId("correction-card").fill("7h");
    await expect(form.getByTestId("correction-card-change")).toContainText("Seat 3 card 2: Four of diamonds → Seven of hearts");
    await form.getByTestId("correction-reason").fill(reason);
    await form.getByTestId("correction-submit").click();
    await expect(form.getByTestId("correction-answer")).toContainText("done");

    await walkTheDifferences(page, s, DIFFERENCES, "tcp-settled-correction");
    // The wall: seat 3's Nine high loses its Ante and Play; seat 2's A-K-2, paid already, still wins and is no step.
    await wallSeat(s.wall.page, 3, /^Nine high/, { ante: "lose", play: "lose" });
    await wallSeat(s.wall.page, 2, /^Ace high/, { ante: "win", play: "win" });
    await expect(page.getByTestId("difference-line").filter({ hasText: "Seat 2" })).toHaveCount(0);
    // The bank moves on as corrected: $200.00 - $20.00 (seat 2) + $20.00 (seat 3).
    await expect(page.getByTestId("last-bank-after")).toHaveText("$200.00");
    await expect(s.wall.page.getByTestId("bank")).toContainText("$200.00");
    await expect(s.floor!.page.getByTestId("settlement-correction")).toContainText("Collect $40.00 from Seat 3; pay $40.00 to the bank.");

    await audited(s, reason, [/4♦.*7♥|Four of diamonds.*Seven of hearts/]);
    await replayedAt(s.wall.context, s.table, hand, reason);
  } finally {
    s.dealer.close();
    await s.wall.context.close();
    await s.floor?.context.close();
  }
});

test("a settled Three Card Poker round, every line paid, corrected on the tablet with the supervisor's approval: the player-dealer's J♠ does not qualify, the wall says so, the tablet walks each seat's difference and the bank's, the audit and the replay say it", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const s = await scene(browser, baseURL!, DEMO, "sct-t20", "three-card-poker", { mark: "T" });
  const reason = "the player-dealer's up card was the jack of spades";
  // As it was, J♠ 3♣ 5♥: no Queen high, the player-dealer does not qualify. At Mortimer's each Ante
  // whose hand outranks the player-dealer's is paid even money and the Play pushes (seat 2's Ace high
  // and seat 3's pair of fours both outrank Jack high): each seat +$10.00 for the +$20.00 paid,
  // $10.00 collected from each; the bank +$20.00 back.
  const steps = ["Collect $10.00 from Seat 2", "Collect $10.00 from Seat 3", "Pay $20.00 to the bank"];
  try {
    await settledRound(s.dealer);
    const hand = (await s.dealer.view()).handNumber;
    await tablet(page, baseURL!, s, DEMO);
    await payEveryLine(page, 4);
    await expect(s.wall.page.getByTestId("wall-qualifies")).toHaveText("Qualifies");

    await page.getByTestId("floor-corrections").click();
    const form = page.getByTestId("correction-form");
    await form.getByTestId("correction-correct-card").click();
    await form.getByTestId("correction-card-index").selectOption("6");
    await form.getByTestId("correction-card").fill("js");
    await expect(form.getByTestId("correction-card-change")).toContainText("Player-dealer card 1 (up card): Queen of spades → Jack of spades");
    await form.getByTestId("correction-reason").fill(reason);
    await form.getByTestId("approver-username").fill(APPROVER.username);
    await form.getByTestId("approver-password").fill(APPROVER.password);
    await page.screenshot({ path: `${SHOTS}/dealer-tcp-settled-correct-card.png` });
    await applied(page, () => form.getByTestId("correction-submit").click());
    await expect(page.getByTestId("floor-corrections-panel")).toHaveCount(0);

    await walkTheDifferences(page, s, steps, "tcp-settled-correction-tablet");
    await expect(s.wall.page.getByTestId("wall-pd-hand")).toHaveText(/^Jack high/);
    await expect(s.wall.page.getByTestId("wall-qualifies")).toHaveText("Does not qualify");
    await wallSeat(s.wall.page, 2, /^Ace high/, { ante: "win", play: "push" });
    await wallSeat(s.wall.page, 3, /^Pair of Fours/, { ante: "win", play: "push" });
    // The bank moves on as corrected: $200.00 - $10.00 - $10.00.
    await expect(page.getByTestId("last-bank-after")).toHaveText("$180.00");
    await expect(s.wall.page.getByTestId("bank")).toContainText("$180.00");

    await audited(s, reason, [/Q♠.*J♠|Queen of spades.*Jack of spades/]);
    await replayedAt(s.wall.context, s.table, hand, reason);
  } finally {
    s.dealer.close();
    await s.wall.context.close();
  }
});
