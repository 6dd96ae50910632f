import { expect, test, type Locator } from "@playwright/test";
import {
  audited,
  BACCARAT_THIRD_CARD,
  baccaratPaidOnWrongCard,
  done,
  expectNoBustHitReplayed,
  expectPaiGowPushAfterSettling,
  expectTcpPlayInAction,
  expectTilesFromTheDice,
  NO_BUST_DOUBLE_TO_HIT,
  NOT_WORDS,
  noBustDoubleTappedForHit,
  PAI_GOW_SIX_THREE_IN_FRONT,
  paiGowHandSetWrong,
  scene as sceneOf,
  SHOTS,
  TABLET,
  tablet,
  TCP_FOLD_TO_PLAY,
  tcpFoldTappedForPlay,
  TILES_MISDEAL,
  TILES_TEEN_TO_DAY,
  expectTileCorrected,
  replayed,
  tilesEnteredWrong,
  tilesStacksDealt,
  type CorrectionEntry,
  type Scene,
} from "./corrections-kit";
import { noBustSettledAsCorrected, paiGowPokerSettledAsCorrected, tcpSettledAsCorrected, tilesSettledAfterMisdeal, tilesSettledAsCorrected } from "./settled-correction-kit";
import { applied } from "./tablet-kit";

// Every family's mistake corrected from the FLOOR's table page (issue 28, item 5): the page offers
// the corrections of that game, in words ("Seat 3: Fold → Play", "Card 6, Banker card 3: Two of
// diamonds → Four of diamonds", "Seat 4's hand: …", "Winner: seat 5 → seat 7"), each with its
// reason, each refusal in words. The floor's page and the wall are at 1920 x 1080; the dealer's
// tablet (1280 x 800) and the wall follow the correction at once; the floor's audit trail says it in
// words, never a command or a table id. Each test plays a copy of a demo table ("Table F1 · …"); the
// seats, the bank and the round go through the socket as the tablet sends them (busy-night-kit's
// Dealer), poker's through the tablet itself. The rounds and corrections are corrections-kit's, as
// the tablet's spec (corrections-by-family) makes them. Each round corrected while in play is then
// played on to its settlement, as the tablet's spec plays it: the money, worked out by hand from the
// cards (or tiles) as corrected, checked on the tablet's settlement lines and bank and on the wall.

test.use({ viewport: TABLET });

const scene = (browser: Parameters<typeof sceneOf>[0], baseURL: string, demo: string, table: string, family: string) => sceneOf(browser, baseURL, demo, table, family, { mark: "F", floorPage: true });

/** The floor's table page of the scene. */
const floorOf = (s: Scene) => s.floor!.page;

/** On the floor's table page: the correction picked and filled in, the reason given; the table applies it and the form says so in words. */
async function correctOnFloor(s: Scene, c: CorrectionEntry, shot: string): Promise<void> {
  const form = floorOf(s).getByTestId("correction-form");
  await form.getByTestId(`correction-${c.which}`).click();
  await c.fill(form);
  await form.getByTestId("correction-reason").fill(c.reason);
  await floorOf(s).screenshot({ path: `${SHOTS}/${shot}` });
  await form.getByTestId("correction-submit").click();
  await expect(form.getByTestId("correction-answer")).toHaveText(/: done, recorded with the reason\.$/);
  await expect(form.getByTestId("correction-answer")).toHaveAttribute("data-ok", "true");
}

/** A correction the rules refuse, sent from the floor's page: answered in words, with no id or schema message. */
async function refusedOnFloor(s: Scene, which: string, reason: string, fill: (form: Locator) => Promise<void>): Promise<string> {
  const form = floorOf(s).getByTestId("correction-form");
  await form.getByTestId(`correction-${which}`).click();
  await fill(form);
  await form.getByTestId("correction-reason").fill(reason);
  await form.getByTestId("correction-submit").click();
  const answer = form.getByTestId("correction-answer");
  await expect(answer).toHaveAttribute("data-ok", "false");
  const words = (await answer.innerText()).trim();
  expect(words).toMatch(/^[A-Z]/);
  expect(words).not.toMatch(NOT_WORDS);
  return words;
}

test("Three Card Poker from the floor: a Fold tapped for seat 3's Play, corrected on the floor's page; the wall shows PLAY, the tablet the correction, the Play wager is in action, the audit and the replay say it", async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const s = await scene(browser, baseURL!, "t20", "fc-t20", "three-card-poker");
  await tcpFoldTappedForPlay(s.dealer);
  const hand = (await s.dealer.view()).handNumber;
  await tablet(page, baseURL!, s, "t20");
  await expect(s.wall.page.getByTestId("wall-seat-3").getByTestId("wall-decision")).toHaveText("FOLD");

  await correctOnFloor(s, TCP_FOLD_TO_PLAY, "floor-tcp-correct-decision.png");
  // The floor's page, the tablet and the wall follow at once.
  await expect(floorOf(s).getByTestId("live-corrections")).toContainText(`Seat 3: Fold → Play (${TCP_FOLD_TO_PLAY.reason})`);
  await expect(page.getByTestId("corrections")).toContainText(`Seat 3: Fold → Play (${TCP_FOLD_TO_PLAY.reason})`);
  await expect(s.wall.page.getByTestId("wall-seat-3").getByTestId("wall-decision")).toHaveText("PLAY");
  await s.wall.page.screenshot({ path: `${SHOTS}/display-tcp-decision-corrected-from-floor.png`, animations: "disabled" });
  await expectTcpPlayInAction(s.dealer);
  await page.screenshot({ path: `${SHOTS}/dealer-tcp-decision-corrected-from-floor.png` });
  await audited(s, TCP_FOLD_TO_PLAY.reason, ["Seat 3: Fold → Play"]);
  await replayed(s, hand, TCP_FOLD_TO_PLAY.reason);
  await tcpSettledAsCorrected(page, s, "tcp-decision-corrected-from-floor-settled");
  await done(s);
});

test("No Bust from the floor: a Double tapped for seat 2's Hit, corrected on the floor's page; the wall drops DOUBLED, the tablet asks seat 2 again, the double's money is gone; a correction the cards cannot follow is refused in words; the audit and the replay say it", async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const s = await scene(browser, baseURL!, "t8", "fc-t8", "no-bust");
  await noBustDoubleTappedForHit(s.dealer);
  const hand = (await s.dealer.view()).handNumber;
  await tablet(page, baseURL!, s, "t8");
  await expect(s.wall.page.getByTestId("wall-hand-2-0")).toContainText("DOUBLED");

  await correctOnFloor(s, NO_BUST_DOUBLE_TO_HIT, "floor-no-bust-correct-decision.png");
  await expect(page.getByTestId("corrections")).toContainText(`Seat 2: Double → Hit (${NO_BUST_DOUBLE_TO_HIT.reason})`);
  await expectNoBustHitReplayed(s);
  await s.wall.page.screenshot({ path: `${SHOTS}/display-no-bust-decision-corrected-from-floor.png`, animations: "disabled" });
  await page.screenshot({ path: `${SHOTS}/dealer-no-bust-decision-corrected-from-floor.png` });

  // Seat 1's Stand made a Hit: the 4 of diamonds dealt after it went to seat 2, so the rules refuse it, in words.
  const refusal = await refusedOnFloor(s, "correct-decision", "seat 1 wanted another card", async (form) => {
    await form.getByTestId("correction-decision-index").selectOption({ label: "Seat 1: Stand" });
    await form.getByTestId("correction-decision").selectOption("hit");
    await expect(form.getByTestId("correction-decision-change")).toHaveText("Seat 1: Stand → Hit");
  });
  expect(refusal).toMatch(/void the round|misdeal/);
  await floorOf(s).screenshot({ path: `${SHOTS}/floor-no-bust-decision-refused.png` });
  await audited(s, NO_BUST_DOUBLE_TO_HIT.reason, ["Seat 2: Double → Hit"]);
  await replayed(s, hand, NO_BUST_DOUBLE_TO_HIT.reason);
  await noBustSettledAsCorrected(page, s, "no-bust-decision-corrected-from-floor-settled");
  await done(s);
});

test("Baccarat from the floor: the Banker's third card entered as a 2 for a 4 after the money was paid, corrected on the floor's page by the cards' names; the wall shows the tie, the tablet the money to take back, the audit and the replay say it", async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const s = await scene(browser, baseURL!, "t1", "fc-t1", "baccarat");
  await baccaratPaidOnWrongCard(s.dealer);
  const hand = (await s.dealer.view()).handNumber;
  await tablet(page, baseURL!, s, "t1");
  await expect(s.wall.page.getByTestId("total-banker")).toContainText("7");
  await expect(floorOf(s).getByTestId("live-cards").locator("li")).toHaveCount(6);

  await correctOnFloor(s, BACCARAT_THIRD_CARD, "floor-baccarat-correct-card.png");
  await expect(floorOf(s).getByTestId("live-corrections")).toContainText(`(${BACCARAT_THIRD_CARD.reason})`);
  await expect(page.getByTestId("corrections")).toContainText(`Card 6: Two of diamonds → Four of diamonds (${BACCARAT_THIRD_CARD.reason})`);
  await expect(s.wall.page.getByTestId("total-banker")).toContainText("9");
  await s.wall.page.screenshot({ path: `${SHOTS}/display-baccarat-card-corrected-from-floor.png`, animations: "disabled" });
  // The money: settled again on the tablet, which says what to take back from seat 1, line by line.
  await applied(page, () => page.getByTestId("next-button").click());
  await expect(page.getByTestId("settlement-correction-lines").locator("li")).toHaveText(["Collect $20.00 from Seat 1", "Pay $20.00 to the bank"]);
  await expect(floorOf(s).getByTestId("live-differences").locator("li")).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/dealer-baccarat-card-corrected-from-floor.png` });
  await floorOf(s).screenshot({ path: `${SHOTS}/floor-baccarat-card-corrected.png` });
  await audited(s, BACCARAT_THIRD_CARD.reason, [/2♦.*4♦|2D.*4D/]);
  await replayed(s, hand, BACCARAT_THIRD_CARD.reason);
  await done(s);
});

test("Pai gow poker from the floor: the page lists the hands as set (not 'No card dealt.'); seat 4's hand set again on the floor's page; the wall shows the push, the tablet the money, the audit and the replay say it", async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const s = await scene(browser, baseURL!, "t15", "fc-t15", "pai-gow-poker");
  await paiGowHandSetWrong(s.dealer);
  const hand = (await s.dealer.view()).handNumber;
  await tablet(page, baseURL!, s, "t15");
  await expect(s.wall.page.getByTestId("wall-seat-4")).toHaveAttribute("data-outcome", "win");
  await expect(floorOf(s).getByTestId("live-hands")).toContainText("Seat 4's hand: high A♠ A♥ 9♠ 6♣ 3♦, low Q♥ 10♣");
  await expect(floorOf(s).getByTestId("live-table")).not.toContainText("No card dealt.");

  await correctOnFloor(s, PAI_GOW_SIX_THREE_IN_FRONT, "floor-pai-gow-poker-correct-hand.png");
  await expect(floorOf(s).getByTestId("live-hands")).toContainText("Seat 4's hand: high A♠ A♥ 9♠ Q♥ 10♣, low 6♣ 3♦");
  await expect(page.getByTestId("corrections")).toContainText(`high A♠ A♥ 9♠ 6♣ 3♦, low Q♥ 10♣ → high A♠ A♥ 9♠ Q♥ 10♣, low 6♣ 3♦ (${PAI_GOW_SIX_THREE_IN_FRONT.reason})`);
  await expectPaiGowPushAfterSettling(page, s, () => applied(page, () => page.getByTestId("next-button").click()));
  await s.wall.page.screenshot({ path: `${SHOTS}/display-pai-gow-poker-hand-corrected-from-floor.png`, animations: "disabled" });
  await page.screenshot({ path: `${SHOTS}/dealer-pai-gow-poker-hand-corrected-from-floor.png` });
  await audited(s, PAI_GOW_SIX_THREE_IN_FRONT.reason, ["seat 4's hand corrected from high A♠ A♥ 9♠ 6♣ 3♦, low Q♥ 10♣ to high A♠ A♥ 9♠ Q♥ 10♣, low 6♣ 3♦"]);
  await replayed(s, hand, PAI_GOW_SIX_THREE_IN_FRONT.reason);
  await paiGowPokerSettledAsCorrected(page, s, "pai-gow-poker-hand-corrected-from-floor-settled");
  await done(s);
});

test("Poker from the floor: a pot tapped to seat 5 for seat 7, corrected on the floor's page; a split the rules forbid refused in words; the wall and the tablet follow, the audit says it", async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const s = await scene(browser, baseURL!, "t23", "fc-t23", "poker");
  s.dealer.close();
  await tablet(page, baseURL!, s, "t23");
  const next = async (label: RegExp) => {
    await expect(page.getByTestId("next-button")).toHaveText(label);
    await applied(page, () => page.getByTestId("next-button").click());
  };
  for (const [seat, name] of [
    [2, "Kai"],
    [5, "Mo"],
    [7, "Ned"],
  ] as const) {
    await page.getByTestId(`seat-${seat}`).click();
    await page.getByLabel(`Player's name for seat ${seat}`).fill(name);
    await applied(page, () => page.getByRole("button", { name: `Seat ${name} in seat ${seat}` }).click());
  }
  for (let i = 0; (await page.getByTestId("next-action").getAttribute("data-step")) === "draw-for-button"; i++) {
    expect(i, "the draw settles the button").toBeLessThan(5);
    await next(/^Draw (again )?for the button$/);
  }
  await next(/^Deal hand \d+$/);
  await applied(page, () => page.getByTestId("winner-5").click());
  await expect(s.wall.page.getByTestId("wall-hand-status")).toContainText("Seat 5 wins");

  // A split with no flop: refused in the rules' words.
  const refusal = await refusedOnFloor(s, "correct-award", "seats 5 and 7 chopped", async (form) => {
    await expect(form.getByTestId("correction-award-from")).toHaveText("Winner: seat 5");
    await form.getByTestId("award-high-0-seat-7").click();
    await expect(form.getByTestId("correction-award-change")).toHaveText("Winners: seat 5 → seats 5 and 7");
  });
  expect(refusal).toBe("With no flop, the last player in takes the pot alone.");
  await floorOf(s).screenshot({ path: `${SHOTS}/floor-poker-award-refused.png` });

  await correctOnFloor(
    s,
    {
      which: "correct-award",
      reason: "dealer tapped seat 5, seat 7 won the pot",
      async fill(form) {
        await form.getByTestId("award-high-0-seat-5").click();
        await expect(form.getByTestId("correction-award-change")).toHaveText("Winner: seat 5 → seat 7");
      },
    },
    "floor-poker-correct-award-wide.png",
  );
  await expect(s.wall.page.getByTestId("wall-hand-status")).toContainText("Seat 7 wins");
  await expect(page.getByTestId("last-hand")).toContainText("Seat 7 wins");
  await s.wall.page.screenshot({ path: `${SHOTS}/display-poker-award-corrected-from-floor.png`, animations: "disabled" });
  await page.screenshot({ path: `${SHOTS}/dealer-poker-award-corrected-from-floor.png` });
  await audited(s, "dealer tapped seat 5, seat 7 won the pot", ["Result corrected"]);
  await s.wall.context.close();
  await s.floor?.context.close();
});

test("Pai Gow Tiles from the floor: the stacks dealt from the wrong seat, a misdeal declared on the floor's page; the wall drops the dice, the tablet asks for them, the wagers and fees stand, the audit and the replay say it", async ({ page, browser, baseURL }) => {
  // A misdeal: the stacks themselves were wrong, before any tile was entered (a tile entered wrong is the next test).
  test.setTimeout(150_000);
  const s = await scene(browser, baseURL!, "t22", "fc-t22", "pai-gow-tiles");
  // The dealer enters the tiles at this table, so that the hand played again after the misdeal is known (a tile the server dealt is drawn at random).
  await s.dealer.send({ type: "tile-source", source: "dealer" });
  await tilesStacksDealt(s.dealer);
  const before = await s.dealer.view();
  await tablet(page, baseURL!, s, "t22");
  await expect(s.wall.page.getByTestId("dice")).toHaveAttribute("data-total", "11");
  // No card list for a game of tiles, and no betting to reopen once the stacks are out.
  await expect(floorOf(s).getByTestId("live-table")).not.toContainText("No card dealt.");
  await expect(floorOf(s).getByTestId("correction-reopen-betting")).toHaveCount(0);

  await correctOnFloor(s, TILES_MISDEAL, "floor-pai-gow-tiles-misdeal.png");
  await expectTilesFromTheDice(s, before);
  await s.wall.page.screenshot({ path: `${SHOTS}/display-pai-gow-tiles-misdeal-from-floor.png`, animations: "disabled" });
  await page.screenshot({ path: `${SHOTS}/dealer-pai-gow-tiles-misdeal-from-floor.png` });
  await audited(s, TILES_MISDEAL.reason, [/[Mm]isdeal/]);
  await replayed(s, before.handNumber, TILES_MISDEAL.reason);
  await tilesSettledAfterMisdeal(page, s, "pai-gow-tiles-misdeal-from-floor-settled");
  await done(s);
});

test("Pai Gow Tiles from the floor: a tile entered wrong, corrected on the floor's page by the tiles' names; the tablet and the dealer's record follow, the audit and the replay say it", async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const s = await scene(browser, baseURL!, "t22", "fc-t22t", "pai-gow-tiles");
  const before = await tilesEnteredWrong(s.dealer);
  await tablet(page, baseURL!, s, "t22");

  await correctOnFloor(s, TILES_TEEN_TO_DAY, "floor-pai-gow-tiles-correct-tile.png");
  await expectTileCorrected(s, page, before);
  await page.screenshot({ path: `${SHOTS}/dealer-pai-gow-tiles-tile-corrected-from-floor.png` });
  await audited(s, TILES_TEEN_TO_DAY.reason, [/tile 1 corrected from Teen \(6-6\) to .+ \(1-1\)/]);
  // Seat 3's hands are still face down and the reason names the tile ("a Day"): the replay of the round in play keeps it back.
  await replayed(s, before.handNumber, "Tile 1 corrected by Demo Floor Supervisor: the reason is shown once the round is over");
  await tilesSettledAsCorrected(page, s, "pai-gow-tiles-tile-corrected-from-floor-settled");
  // The round over, its replay says the correction's reason.
  await replayed(s, before.handNumber, TILES_TEEN_TO_DAY.reason);
  await done(s);
});
