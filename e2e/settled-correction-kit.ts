/**
 * What the settled-round correction specs share (issue 28: a settled round's correction shows the
 * money difference per seat and for the bank): every line of the settlement marked paid on the
 * tablet, and, once corrected and settled again, the walk of the differences only.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { NOT_WORDS, SHOTS, type Scene } from "./corrections-kit";
import { applied, next } from "./tablet-kit";

/** The floor supervisor, as the tablet's approval asks for them. */
export { APPROVER } from "./corrections-kit";

/**
 * The tablet: every line of the settlement marked paid, each on the big button; the round not yet
 * ended (the panel's one button would finish it too: it says so).
 */
export async function payEveryLine(page: Page, lines: number): Promise<void> {
  await expect(page.getByTestId("settlement-line")).toHaveCount(lines);
  await expect(page.getByTestId("all-paid")).toHaveText(`All ${lines} lines are settled: finish the round`);
  for (let i = 0; i < lines; i++) {
    await expect(page.getByTestId("next-button")).toHaveText(/^(Pay|Collect|Push|Bank exhausted)/);
    await applied(page, () => page.getByTestId("next-button").click());
  }
  await expect(page.getByTestId("settled-count")).toHaveText(`${lines} of ${lines} lines done`);
}

/**
 * Settled again after the correction: the tablet walks the differences only (`steps`, in order),
 * each a step the big button marks done, and never asks to pay a line again.
 */
export async function walkTheDifferences(page: Page, s: Scene, steps: readonly string[], shot: string): Promise<void> {
  await settledAgain(page, s, steps, shot);
  await makeTheDifferences(page, s, steps);
}

/** Settled again after the correction: the tablet lists the differences only (`steps`, in order), none made yet. */
export async function settledAgain(page: Page, s: Scene, steps: readonly string[], shot: string): Promise<void> {
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
}

/** Each difference (`steps`, as settledAgain listed them) made with the big button, the wall's bank agreeing with the tablet's, then the round finished. */
export async function makeTheDifferences(page: Page, s: Scene, steps: readonly string[]): Promise<void> {
  const rows: Locator = page.getByTestId("difference-line");
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

/** One settlement line as the tablet shows it: whose, what the dealer does, and the bank after it. */
export interface LineOnScreen {
  readonly who: string;
  readonly bet: string;
  readonly does: string;
  readonly bankAfter: string;
}

/**
 * A round corrected while in play, settled: the money on screen. The tablet's settlement walk, line by
 * line in its order (whose, what to do, the bank after each) and the bank after the last in its
 * header; every line marked paid and the round finished (`seatsOnWall` checks the wall's results
 * meanwhile); the bank moved on as corrected, on the tablet and on the wall.
 */
export async function settledOnScreen(page: Page, s: Scene, lines: readonly LineOnScreen[], bankAfter: string, seatsOnWall: () => Promise<void>, shot: string): Promise<void> {
  const rows = page.getByTestId("settlement-line");
  await expect(rows).toHaveCount(lines.length);
  for (const [i, line] of lines.entries()) {
    await expect(rows.nth(i)).toContainText(line.who);
    await expect(rows.nth(i)).toContainText(line.bet);
    await expect(rows.nth(i)).toContainText(line.does);
    await expect(rows.nth(i).getByTestId("line-bank-after")).toHaveText(line.bankAfter);
  }
  await expect(page.getByTestId("bank-after")).toHaveText(bankAfter);
  await seatsOnWall();
  await page.screenshot({ path: `${SHOTS}/dealer-${shot}.png` });
  await s.wall.page.screenshot({ path: `${SHOTS}/display-${shot}.png`, animations: "disabled" });
  await payEveryLine(page, lines.length);
  await applied(page, () => page.getByTestId("next-button").click());
  await expect(page.getByTestId("next-button")).toHaveText("Open betting");
  await expect(page.getByTestId("last-bank-after")).toHaveText(bankAfter);
  await expect(s.wall.page.getByTestId("bank")).toContainText(`Bank ${bankAfter}`);
  const text = await page.locator("body").innerText();
  expect(text).not.toMatch(/undefined|NaN/);
  expect(text).not.toMatch(NOT_WORDS);
}

// Rounds corrected while in play (corrections-kit's mistakes, corrected from the tablet or the floor's
// page), played on to their settlement through the dealer's socket as the tablet sends it; the money,
// worked out by hand from the cards (or tiles) as corrected, checked on screen by settledOnScreen.
// `shot` names the screenshots ("dealer-<shot>.png", "display-<shot>.png").

/** Three Card Poker after TCP_FOLD_TO_PLAY: seat 3 plays, seat 4 still decides. */
export async function tcpSettledAsCorrected(page: Page, s: Scene, shot: string): Promise<void> {
  // Played on to the settlement: seat 4 plays; the player-dealer's J♥ Q♦ 5♣ (Queen high) qualifies.
  // Seat 2's A♠ K♦ 2♣ (Ace high) and seat 3's 4♠ 4♦ 9♣ (a pair of fours) beat it: each wins its $10.00
  // Ante and its $10.00 Play; seat 4's 3♥ 6♠ 8♦ (Eight high) loses both. The bank (seat 1):
  // $300.00 - $20.00 - $20.00 + $20.00 = $280.00. Uncorrected, seat 3's Fold would have forfeited its
  // $10.00 Ante and won nothing: $300.00 - $20.00 + $10.00 + $20.00 = $310.00.
  await s.dealer.do({ type: "play-or-fold", seat: 4, decision: "play" });
  await s.dealer.do({ type: "reveal-player-dealer", cards: ["JH", "QD", "5C"] });
  await s.dealer.do({ type: "reveal-hand", seat: 2, cards: ["AS", "KD", "2C"] });
  await s.dealer.do({ type: "reveal-hand", seat: 3, cards: ["4S", "4D", "9C"] });
  await s.dealer.do({ type: "reveal-hand", seat: 4, cards: ["3H", "6S", "8D"] });
  await applied(page, () => page.getByTestId("next-button").click());
  await settledOnScreen(
    page,
    s,
    [
      { who: "Seat 2", bet: "Ante", does: "Pay $10.00", bankAfter: "$290.00" },
      { who: "Seat 2", bet: "Play", does: "Pay $10.00", bankAfter: "$280.00" },
      { who: "Seat 3", bet: "Ante", does: "Pay $10.00", bankAfter: "$270.00" },
      { who: "Seat 3", bet: "Play", does: "Pay $10.00", bankAfter: "$260.00" },
      { who: "Seat 4", bet: "Ante", does: "Collect $10.00", bankAfter: "$270.00" },
      { who: "Seat 4", bet: "Play", does: "Collect $10.00", bankAfter: "$280.00" },
    ],
    "$280.00",
    async () => {
      for (const [seat, hand, outcome] of [
        [2, /^Ace high/, "win"],
        [3, /^Pair of Fours/, "win"],
        [4, /^Eight high/, "lose"],
      ] as const) {
        const box = s.wall.page.getByTestId(`wall-seat-${seat}`);
        await expect(box.getByTestId("wall-seat-hand")).toHaveText(hand);
        for (const bet of ["ante", "play"]) await expect(box.locator(`[data-bet="${bet}"]`)).toHaveAttribute("data-outcome", outcome);
      }
      await expect(s.wall.page.getByTestId("wall-seat-3").getByTestId("wall-decision")).toHaveText("PLAY");
    },
    shot,
  );
}

/** No Bust after NO_BUST_DOUBLE_TO_HIT: seat 2's 15 decides again. */
export async function noBustSettledAsCorrected(page: Page, s: Scene, shot: string): Promise<void> {
  // Played on to the settlement: seat 2 stands on its 15 (5♥ 6♠ 4♦); the player-dealer's hole card is
  // the 10♥ (16) and it draws the 2♣: 18. Seat 1's 18 (10♠ 8♣) pushes, its $10.00 returned; seat 2's 15
  // loses its $20.00. The bank (seat 8): $1,000.00 + $20.00 = $1,020.00. Uncorrected, seat 2's doubled
  // 15 would have lost $40.00: $1,040.00.
  await s.dealer.do({ type: "player-decision", seat: 2, hand: 0, decision: "stand" });
  await s.dealer.do({ type: "expose-hole-card", card: "TH" });
  await s.dealer.do({ type: "deal-card", card: "2C" });
  await applied(page, () => page.getByTestId("next-button").click());
  await settledOnScreen(
    page,
    s,
    [
      { who: "Seat 1", bet: "Game wager", does: "Push: return $10.00", bankAfter: "$1,000.00" },
      { who: "Seat 2", bet: "Game wager", does: "Collect $20.00", bankAfter: "$1,020.00" },
    ],
    "$1,020.00",
    async () => {
      await expect(s.wall.page.getByTestId("wall-pd-value")).toContainText("18");
      await expect(s.wall.page.getByTestId("wall-hand-1-0")).toHaveAttribute("data-outcome", "push");
      await expect(s.wall.page.getByTestId("wall-hand-1-0").getByTestId("wall-hand-outcome")).toHaveText("PUSH");
      await expect(s.wall.page.getByTestId("wall-hand-2-0")).toHaveAttribute("data-outcome", "lose");
      await expect(s.wall.page.getByTestId("wall-hand-2-0").getByTestId("wall-hand-outcome")).toHaveText("LOSE");
      await expect(s.wall.page.getByTestId("wall-hand-2-0")).not.toContainText("DOUBLED");
    },
    shot,
  );
}

/** Pai gow poker after PAI_GOW_SIX_THREE_IN_FRONT, settled again on the tablet (expectPaiGowPushAfterSettling). */
export async function paiGowPokerSettledAsCorrected(page: Page, s: Scene, shot: string): Promise<void> {
  // Settled again, on screen: against the player-dealer's kings behind (K♠ K♥ 5♠ 3♥ 2♦) and 9♦ 8♦
  // in front, seat 2's four sevens and Q-J win its $50.00; seat 4's aces and 6-3 as corrected
  // push, its $100.00 returned. The bank (seat 1): $500.00 - $50.00 = $450.00. Uncorrected, seat 4's
  // A-A-9-6-3 and Q-10 won $100.00 too: $350.00.
  await settledOnScreen(
    page,
    s,
    [
      { who: "Seat 4", bet: "Game wager", does: "Push: return $100.00", bankAfter: "$500.00" },
      { who: "Seat 2", bet: "Game wager", does: "Pay $50.00", bankAfter: "$450.00" },
    ],
    "$450.00",
    async () => {
      await expect(s.wall.page.getByTestId("wall-seat-2")).toHaveAttribute("data-outcome", "win");
      await expect(s.wall.page.getByTestId("wall-seat-4")).toHaveAttribute("data-outcome", "push");
      await expect(s.wall.page.getByTestId("wall-seat-4").getByTestId("wall-low-name")).toHaveText("Six-Three");
    },
    shot,
  );
}

/** Pai Gow Tiles after TILES_MISDEAL at a table where the dealer enters the tiles: the hand from the dice again. */
export async function tilesSettledAfterMisdeal(page: Page, s: Scene, shot: string): Promise<void> {
  // The hand played again from the dice, to the settlement: the player-dealer (seat 1) sets 6-6 1-6
  // (9, Teen high) and 1-1 1-5 (8, Day high). Seat 3's 6-6 3-6 (Wong) and 1-1 1-6 (9) are both higher:
  // it wins its $20.00; seat 5's 5-5 2-2 (4) and 4-4 1-3 (2) are both lower: it loses its $30.00. The
  // bank: $200.00 - $20.00 + $30.00 = $210.00. Uncorrected there was no money to compare: the stacks
  // had gone to the wrong seats and no tile was turned over.
  await s.dealer.do({ type: "roll-dice", total: 11 });
  await s.dealer.do({ type: "deal-stacks" });
  for (const seat of [3, 5]) await s.dealer.do({ type: "set-hands", seat, by: "player" });
  await s.dealer.do({ type: "set-hands", seat: 1, by: "player", high: ["6-6", "1-6"], low: ["1-1", "1-5"] });
  await s.dealer.do({ type: "expose-hands", seat: 3, high: ["6-6", "3-6"], low: ["1-1", "1-6"] });
  await s.dealer.do({ type: "expose-hands", seat: 5, high: ["5-5", "2-2"], low: ["4-4", "1-3"] });
  await applied(page, () => page.getByTestId("next-button").click());
  await settledOnScreen(
    page,
    s,
    [
      { who: "Seat 3", bet: "Pai Gow", does: "Pay $20.00", bankAfter: "$180.00" },
      { who: "Seat 5", bet: "Pai Gow", does: "Collect $30.00", bankAfter: "$210.00" },
    ],
    "$210.00",
    async () => {
      await expect(s.wall.page.getByTestId("dice")).toHaveAttribute("data-total", "11");
      await expect(s.wall.page.getByTestId("wall-seat-3")).toHaveAttribute("data-outcome", "win");
      await expect(s.wall.page.getByTestId("wall-seat-5")).toHaveAttribute("data-outcome", "lose");
    },
    shot,
  );
}

/** Pai Gow Tiles after TILES_TEEN_TO_DAY: seat 3 set the house way; seat 5 and the player-dealer still set. */
export async function tilesSettledAsCorrected(page: Page, s: Scene, shot: string): Promise<void> {
  // Played on to the settlement. Seat 3's tiles as corrected, 1-1 3-6 4-5 2-6, set the house way: 3-6
  // 4-5 (Chop Gow, a pair of mixed nines) behind, 1-1 2-6 (a Gong, Day and an 8) in front. The
  // player-dealer (seat 1) sets 6-6 4-4 (a Gong, Teen and an 8) and 1-1 3-5 (a Gong, Day and an 8):
  // seat 3's pair is higher, its Gong in front a copy of the player-dealer's, which the player-dealer
  // takes: a push, its $20.00 returned. Seat 5's 3-4 1-5 (3) and 2-5 1-4 (2) are both lower: it loses
  // its $30.00. The bank: $200.00 + $30.00 = $230.00. Uncorrected, seat 3's 6-6 2-6 (a Gong, Teen and an 8) in front was
  // higher too: it would have won $20.00, the bank $210.00.
  await s.dealer.do({ type: "set-hands", seat: 5, by: "player" });
  await s.dealer.do({ type: "set-hands", seat: 1, by: "player", high: ["6-6", "4-4"], low: ["1-1", "3-5"] });
  await s.dealer.do({ type: "expose-hands", seat: 3 });
  await s.dealer.do({ type: "expose-hands", seat: 5, high: ["3-4", "1-5"], low: ["2-5", "1-4"] });
  await applied(page, () => page.getByTestId("next-button").click());
  await settledOnScreen(
    page,
    s,
    [
      { who: "Seat 3", bet: "Pai Gow", does: "Push: return $20.00", bankAfter: "$200.00" },
      { who: "Seat 5", bet: "Pai Gow", does: "Collect $30.00", bankAfter: "$230.00" },
    ],
    "$230.00",
    async () => {
      await expect(s.wall.page.getByTestId("wall-seat-3")).toHaveAttribute("data-outcome", "push");
      await expect(s.wall.page.getByTestId("wall-seat-3").getByTestId("wall-low")).toContainText("Gong");
      await expect(s.wall.page.getByTestId("wall-seat-5")).toHaveAttribute("data-outcome", "lose");
    },
    shot,
  );
}
