import { expect, test, type Page } from "@playwright/test";
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
  noBustDoubleTappedForHit,
  PAI_GOW_SIX_THREE_IN_FRONT,
  paiGowGameLine,
  approveOnTablet,
  paiGowHandSetWrong,
  scene as sceneOf,
  SHOTS,
  TABLET,
  TCP_FOLD_TO_PLAY,
  tcpFoldTappedForPlay,
  TILES_MISDEAL,
  TILES_TEEN_TO_DAY,
  expectTileCorrected,
  replayed,
  tilesEnteredWrong,
  tilesStacksDealt,
  tablet as tabletOf,
  type Scene,
} from "./corrections-kit";
import { noBustSettledAsCorrected, paiGowPokerSettledAsCorrected, tcpSettledAsCorrected, tilesSettledAfterMisdeal, tilesSettledAsCorrected } from "./settled-correction-kit";
import { applied } from "./tablet-kit";

// Every family's mistake corrected from the TABLET, with a floor supervisor's approval typed on the
// spot (issue 28, items 1 and 5), at tablet size with the wall open: the families the other specs
// do not cover so (twenty-one: decision-correction.spec; poker: poker-correction.spec). Each test
// plays a copy of a demo table ("Table C1 · …"); the seats, the bank, the shoe and the wagers go
// through the socket as the tablet sends them (busy-night-kit's Dealer), the correction itself
// through the tablet's "Floor: correct a mistake". The wall (1920 x 1080) follows the change, the
// money follows it, and the floor's audit trail shows the correction in words with its reason
// (never a command id). The rounds and corrections are corrections-kit's, as the floor's spec makes them.
// Each round corrected while in play is then played on to its settlement: the money, worked out by
// hand from the cards (or tiles) as corrected, is checked ON SCREEN, the tablet's settlement lines and
// bank and the wall's results and bank, and the round finished with every line paid.

test.use({ viewport: TABLET });

const scene = (browser: Parameters<typeof sceneOf>[0], baseURL: string, demo: string, table: string, family: string) => sceneOf(browser, baseURL, demo, table, family, { mark: "C" });

/** The dealer's tablet on the table, connected, offering "Floor: correct a mistake". */
async function tablet(page: Page, baseURL: string, s: Scene, demo: string): Promise<void> {
  await tabletOf(page, baseURL, s, demo);
  await expect(page.getByTestId("floor-corrections")).toHaveText("Floor: correct a mistake");
}


/** The audit trail's row, and the supervisor's approval on the tablet just before it: the table by its name, not its id. */
const auditedWithApproval = (s: Scene, reason: string, words: readonly (string | RegExp)[]) =>
  audited(s, reason, words, async (page) => {
    const approval = page.getByTestId("audit-table").locator("tbody tr").filter({ hasText: "Supervisor's approval on a tablet: attempt" }).first();
    await expect(approval).toContainText(`table: ${s.name}`);
    await expect(approval).not.toContainText(s.table);
  });

test("Three Card Poker: a Fold tapped for seat 3's Play, corrected on the tablet with the supervisor's approval; the wall shows PLAY, the Play wager is in action, the audit and the replay say it", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const s = await scene(browser, baseURL!, "t20", "cf-t20", "three-card-poker");
  await tcpFoldTappedForPlay(s.dealer);
  const hand = (await s.dealer.view()).handNumber;
  await tablet(page, baseURL!, s, "t20");
  await expect(s.wall.page.getByTestId("wall-seat-3").getByTestId("wall-decision")).toHaveText("FOLD");

  await approveOnTablet(page, TCP_FOLD_TO_PLAY.which, (form) => TCP_FOLD_TO_PLAY.fill(form), TCP_FOLD_TO_PLAY.reason, "dealer-tcp-correct-decision.png");
  await expect(page.getByTestId("corrections")).toContainText(`Seat 3: Fold → Play (${TCP_FOLD_TO_PLAY.reason})`);
  await expect(s.wall.page.getByTestId("wall-seat-3").getByTestId("wall-decision")).toHaveText("PLAY");
  await s.wall.page.screenshot({ path: `${SHOTS}/display-tcp-decision-corrected.png`, animations: "disabled" });
  await expectTcpPlayInAction(s.dealer);
  await page.screenshot({ path: `${SHOTS}/dealer-tcp-decision-corrected.png` });
  await auditedWithApproval(s, TCP_FOLD_TO_PLAY.reason, ["Seat 3: Fold → Play"]);
  await replayed(s, hand, TCP_FOLD_TO_PLAY.reason);

  await tcpSettledAsCorrected(page, s, "tcp-decision-corrected-settled");
  await done(s);
});

test("No Bust: a Double tapped for seat 2's Hit, corrected on the tablet with the supervisor's approval; the wall drops DOUBLED, seat 2 decides again, the double's money is gone, the audit and the replay say it", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const s = await scene(browser, baseURL!, "t8", "cf-t8", "no-bust");
  await noBustDoubleTappedForHit(s.dealer);
  const hand = (await s.dealer.view()).handNumber;
  await tablet(page, baseURL!, s, "t8");
  await expect(s.wall.page.getByTestId("wall-hand-2-0")).toContainText("DOUBLED");
  const before = await s.dealer.view();
  expect(before.hands.find((h: { seat: number }) => h.seat === 2).doubled).toBe(true);

  await approveOnTablet(page, NO_BUST_DOUBLE_TO_HIT.which, (form) => NO_BUST_DOUBLE_TO_HIT.fill(form), NO_BUST_DOUBLE_TO_HIT.reason, "dealer-no-bust-correct-decision.png");
  await expect(page.getByTestId("corrections")).toContainText(`Seat 2: Double → Hit (${NO_BUST_DOUBLE_TO_HIT.reason})`);
  await expectNoBustHitReplayed(s);
  await s.wall.page.screenshot({ path: `${SHOTS}/display-no-bust-decision-corrected.png`, animations: "disabled" });
  await page.screenshot({ path: `${SHOTS}/dealer-no-bust-decision-corrected.png` });
  await auditedWithApproval(s, NO_BUST_DOUBLE_TO_HIT.reason, ["Seat 2: Double → Hit"]);
  await replayed(s, hand, NO_BUST_DOUBLE_TO_HIT.reason);

  await noBustSettledAsCorrected(page, s, "no-bust-decision-corrected-settled");
  await done(s);
});

test("Baccarat: the Banker's third card entered as a 2 for a 4 after the money was paid, corrected on the tablet with the supervisor's approval; the wall shows the tie, the tablet the money to take back, the audit and the replay say it", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const s = await scene(browser, baseURL!, "t1", "cf-t1", "baccarat");
  await baccaratPaidOnWrongCard(s.dealer);
  const hand = (await s.dealer.view()).handNumber;
  await tablet(page, baseURL!, s, "t1");
  await expect(s.wall.page.getByTestId("total-banker")).toContainText("7");

  await approveOnTablet(page, BACCARAT_THIRD_CARD.which, (form) => BACCARAT_THIRD_CARD.fill(form), BACCARAT_THIRD_CARD.reason, "dealer-baccarat-correct-card.png");
  await expect(page.getByTestId("corrections")).toContainText(`Card 6: Two of diamonds → Four of diamonds (${BACCARAT_THIRD_CARD.reason})`);
  // The wall: the Banker's 9 ties the Player's 9.
  await expect(s.wall.page.getByTestId("total-banker")).toContainText("9");
  await s.wall.page.screenshot({ path: `${SHOTS}/display-baccarat-card-corrected.png`, animations: "disabled" });
  // The money: settled again, the tablet says what to take back from seat 1, line by line.
  await applied(page, () => page.getByTestId("next-button").click());
  await expect(page.getByTestId("settlement-correction")).toContainText("Correction: make the money right at the table");
  await expect(page.getByTestId("settlement-correction-lines").locator("li")).toHaveText(["Collect $20.00 from Seat 1", "Pay $20.00 to the bank"]);
  await page.screenshot({ path: `${SHOTS}/dealer-baccarat-card-corrected.png` });
  await auditedWithApproval(s, BACCARAT_THIRD_CARD.reason, [/2♦.*4♦|2D.*4D/]);
  await replayed(s, hand, BACCARAT_THIRD_CARD.reason);
  await done(s);
});

test("Pai gow poker: seat 4's hand entered with the wrong two in front, corrected on the tablet with the supervisor's approval; the wall shows the push, the tablet the money, the audit and the replay say it", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const s = await scene(browser, baseURL!, "t15", "cf-t15", "pai-gow-poker");
  await paiGowHandSetWrong(s.dealer);
  const hand = (await s.dealer.view()).handNumber;
  expect(paiGowGameLine(await s.dealer.view())).toMatchObject({ outcome: "win", action: "pay" });
  await tablet(page, baseURL!, s, "t15");
  await expect(s.wall.page.getByTestId("wall-seat-4")).toHaveAttribute("data-outcome", "win");

  await approveOnTablet(page, PAI_GOW_SIX_THREE_IN_FRONT.which, (form) => PAI_GOW_SIX_THREE_IN_FRONT.fill(form), PAI_GOW_SIX_THREE_IN_FRONT.reason, "dealer-pai-gow-poker-correct-hand.png");
  await expect(page.getByTestId("corrections")).toContainText(`high A♠ A♥ 9♠ 6♣ 3♦, low Q♥ 10♣ → high A♠ A♥ 9♠ Q♥ 10♣, low 6♣ 3♦ (${PAI_GOW_SIX_THREE_IN_FRONT.reason})`);
  await expectPaiGowPushAfterSettling(page, s, () => applied(page, () => page.getByTestId("next-button").click()));
  await s.wall.page.screenshot({ path: `${SHOTS}/display-pai-gow-poker-hand-corrected.png`, animations: "disabled" });
  await page.screenshot({ path: `${SHOTS}/dealer-pai-gow-poker-hand-corrected.png` });
  await auditedWithApproval(s, PAI_GOW_SIX_THREE_IN_FRONT.reason, ["Hand corrected", "seat 4's hand corrected from high A♠ A♥ 9♠ 6♣ 3♦, low Q♥ 10♣ to high A♠ A♥ 9♠ Q♥ 10♣, low 6♣ 3♦"]);
  await replayed(s, hand, PAI_GOW_SIX_THREE_IN_FRONT.reason);

  await paiGowPokerSettledAsCorrected(page, s, "pai-gow-poker-hand-corrected-settled");
  await done(s);
});

test("Pai Gow Tiles: the stacks dealt from the wrong seat, a misdeal approved on the tablet by the supervisor; the wall drops the dice, the wagers and fees stand, the hand starts again from the dice, the audit and the replay say it", async ({ page, browser, baseURL }) => {
  // A misdeal: the stacks themselves were wrong, before any tile was entered (a tile entered wrong: floor-corrections.spec.ts, the same form as the tablet's).
  test.setTimeout(120_000);
  const s = await scene(browser, baseURL!, "t22", "cf-t22", "pai-gow-tiles");
  // The dealer enters the tiles at this table, so that the hand played again after the misdeal is known (a tile the server dealt is drawn at random).
  await s.dealer.send({ type: "tile-source", source: "dealer" });
  await tilesStacksDealt(s.dealer);
  const before = await s.dealer.view();
  await tablet(page, baseURL!, s, "t22");
  await expect(s.wall.page.getByTestId("dice")).toHaveAttribute("data-total", "11");

  await approveOnTablet(page, TILES_MISDEAL.which, (form) => TILES_MISDEAL.fill(form), TILES_MISDEAL.reason, "dealer-pai-gow-tiles-misdeal.png");
  await expectTilesFromTheDice(s, before);
  await s.wall.page.screenshot({ path: `${SHOTS}/display-pai-gow-tiles-misdeal.png`, animations: "disabled" });
  await page.screenshot({ path: `${SHOTS}/dealer-pai-gow-tiles-misdeal.png` });
  await auditedWithApproval(s, TILES_MISDEAL.reason, [/[Mm]isdeal/]);
  await replayed(s, before.handNumber, TILES_MISDEAL.reason);

  await tilesSettledAfterMisdeal(page, s, "pai-gow-tiles-misdeal-settled");
  await done(s);
});

test("Pai Gow Tiles: a tile entered wrong, corrected on the tablet with the supervisor's approval by the tiles' names; the tablet and the dealer's record follow, the wall keeps the dice, the audit and the replay say it", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const s = await scene(browser, baseURL!, "t22", "cf-t22t", "pai-gow-tiles");
  const before = await tilesEnteredWrong(s.dealer);
  await tablet(page, baseURL!, s, "t22");

  await approveOnTablet(page, TILES_TEEN_TO_DAY.which, (form) => TILES_TEEN_TO_DAY.fill(form), TILES_TEEN_TO_DAY.reason, "dealer-pai-gow-tiles-correct-tile.png");
  await expectTileCorrected(s, page, before);
  await s.wall.page.screenshot({ path: `${SHOTS}/display-pai-gow-tiles-tile-corrected.png`, animations: "disabled" });
  await page.screenshot({ path: `${SHOTS}/dealer-pai-gow-tiles-tile-corrected.png` });
  await auditedWithApproval(s, TILES_TEEN_TO_DAY.reason, [/tile 1 corrected from Teen \(6-6\) to .+ \(1-1\)/]);
  // Seat 3's hands are still face down and the reason names the tile ("a Day"): the replay of the round in play keeps it back.
  await replayed(s, before.handNumber, "Tile 1 corrected by Demo Floor Supervisor: the reason is shown once the round is over");

  await tilesSettledAsCorrected(page, s, "pai-gow-tiles-tile-corrected-settled");
  // The round over, its replay says the correction's reason.
  await replayed(s, before.handNumber, TILES_TEEN_TO_DAY.reason);
  await done(s);
});
