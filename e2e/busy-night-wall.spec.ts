import { expect, test } from "@playwright/test";
import { Dealer, ensureTable, LOGINS, pairWall, smallTexts, type OwnTable } from "./busy-night-kit";

// The wall on a busy night (issue 14, items 8 and 11): at 1920 x 1080 nothing under 28 px, the
// result and the roads as the last card lands (before Settle), the statistics never running into
// each other, the side bets' pays and limits, a shoe progress bar, Chinese labels as the room's
// option, the bank's coverage warning before the deal, and the No Bust seats in seat order across
// the whole board. Tables of its own (bn-wall, bn-wall-nb) so no other spec's table is touched.

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 1920, height: 1080 } });

const SHOTS = "e2e/screenshots";
const BACCARAT: OwnTable = { id: "bn-wall", name: "Table W1 · Fortune 7", gameId: "fortune-7-baccarat", feeScheduleId: "fortune-7-baccarat", feeOptionId: "3", feeOptionData: null, min: 500, max: 10_000, dealer: "dealer1" };
const NO_BUST: OwnTable = { id: "bn-wall-nb", name: "Table W2 · No Bust 6.0", gameId: "no-bust-6", feeScheduleId: "no-bust-6", feeOptionId: "2", feeOptionData: null, min: 500, max: 5_000, dealer: "dealer7" };

test("baccarat: result and roads at the last card, 28 px everywhere, statistics apart, pays, shoe bar, coverage, Chinese labels", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await ensureTable(baseURL!, BACCARAT);
  const dealer = await Dealer.open(baseURL!, BACCARAT.id, LOGINS.dealer1);
  try {
    await pairWall(page, baseURL!, BACCARAT.id);
    await page.goto(`/display/${BACCARAT.id}`);
    await expect(page.getByTestId("wall-display")).toBeVisible();
    // A small bank against the wagers: seat 2's Banker wager would go back if Banker wins.
    await dealer.ready([1, 2, 3, 4], 4, 6_000);
    await dealer.do({ type: "open-betting" });
    await dealer.do({ type: "place-wager", seat: 1, bet: "banker", amount: 5_000 });
    await dealer.do({ type: "place-wager", seat: 2, bet: "banker", amount: 5_000 });
    await dealer.do({ type: "place-wager", seat: 3, bet: "player", amount: 1_000 });
    const coverage = page.getByTestId("coverage-banner");
    await expect(coverage).toContainText("cannot cover every wager");
    await expect(coverage).toContainText(/If Banker wins/);
    await expect(page.getByTestId("coverage-returned")).toContainText("seat 2 Banker");
    await page.screenshot({ path: `${SHOTS}/busy-night-wall-coverage.png` });
    await dealer.do({ type: "close-betting" });
    // Player 2+3 = 5 draws 4 → 9; Banker K+5 = 5 draws on a 4 with 2 → 7. Player wins 9 to 7.
    for (const card of ["2S", "KH", "3D", "5C", "4H"]) await dealer.do({ type: "deal-card", card });
    await expect(page.getByTestId("result")).toHaveCount(0);
    await dealer.do({ type: "deal-card", card: "2D" });
    // Before the dealer taps Settle: the result and the road entry are on the wall.
    await expect(page.getByTestId("result")).toHaveAttribute("data-winner", "player");
    await expect(page.getByTestId("result")).toContainText("9 to 7");
    await expect(page.getByTestId("big-road")).toHaveAttribute("data-entries", "1");
    await expect(page.getByTestId("coverage-banner")).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/busy-night-wall-last-card.png` });

    expect(await smallTexts(page, 28), "wall text under 28 px").toEqual([]);
    // The statistics' columns never run into each other ("4100.0%").
    const overlaps = await page.getByTestId("eztrak").evaluate((el) => {
      const out: string[] = [];
      for (const row of el.querySelectorAll("tbody tr")) {
        const cells = [...row.children].map((c) => ({ text: c.textContent?.trim() ?? "", box: (c.firstElementChild ?? c).getBoundingClientRect(), range: (() => { const r = document.createRange(); r.selectNodeContents(c); return r.getBoundingClientRect(); })() }));
        for (let i = 1; i < cells.length; i++) if (cells[i]!.text && cells[i - 1]!.text && cells[i]!.range.left < cells[i - 1]!.range.right + 8) out.push(`${cells[i - 1]!.text}|${cells[i]!.text}`);
      }
      return out;
    });
    expect(overlaps).toEqual([]);
    // ... and stay inside their panel with a player at 100.0%: the last column not cut at the edge.
    const past = await page.getByTestId("eztrak").evaluate((el) => {
      const edge = el.getBoundingClientRect().right - parseFloat(getComputedStyle(el).paddingRight);
      return [...el.querySelectorAll("th, td")].map((c) => c.getBoundingClientRect().right - edge).filter((d) => d > 1);
    });
    expect(past, "statistics past the panel's edge").toEqual([]);
    // The shoe progress bar, and the side bets' pays with their limits in the information panel's turn.
    await expect(page.getByTestId("shoe-progress")).toBeVisible();
    // The pages take turns: each side bet's pays with its limits come round on show.
    await expect(page.getByTestId("side-bets-shown")).toContainText(/\d+ to 1/, { timeout: 25_000 });
    await expect(page.getByTestId("side-bets-shown")).toContainText("Fortune 7", { timeout: 35_000 });
    // Each page of the panel fits the panel's body as measured: nothing cut off at the bottom.
    const fits = await page.getByTestId("info-body").evaluate((body) =>
      [...body.querySelectorAll("[data-testid=fees] > div, [data-testid=side-bets] > div")].map((p) => Math.ceil(p.getBoundingClientRect().height) - body.clientHeight),
    );
    expect(fits.length).toBeGreaterThan(1);
    expect(fits.filter((over) => over > 1), "pages taller than the panel").toEqual([]);
    await page.screenshot({ path: `${SHOTS}/busy-night-wall-side-bets.png` });

    await dealer.do({ type: "settle" });
    await dealer.do({ type: "advance-settlement", through: 3 });
    await dealer.do({ type: "end-round" });
    await expect(page.getByTestId("big-road")).toHaveAttribute("data-entries", "1");

    // Chinese labels: the room's option on this wall.
    await page.goto(`/display/${BACCARAT.id}?labels=zh`);
    await expect(page.getByTestId("eztrak")).toContainText("閒");
    await expect(page.getByTestId("eztrak")).toContainText("莊");
    // The characters drawn from the font the app ships, not boxes: a wall's machine may have no
    // Chinese font. Each is drawn with the shipped font and with a font that lacks it; a character
    // the shipped font lacks falls back alike both ways (a box on a machine with no Chinese font).
    const text = await page.locator("body").innerText();
    const chinese = [...new Set(text.match(/[\u3400-\u9fff]/g) ?? [])].join("");
    expect(chinese.length).toBeGreaterThan(10);
    const boxes = await page.evaluate(async (chars) => {
      for (const weight of [400, 700]) await document.fonts.load(`${weight} 28px "Wall ZH"`, chars);
      const draw = (font: string, ch: string) => {
        const canvas = document.createElement("canvas");
        canvas.width = canvas.height = 40;
        const g = canvas.getContext("2d")!;
        g.font = font;
        g.fillText(ch, 2, 32);
        return canvas.toDataURL();
      };
      return [...chars].filter((ch) => draw('700 28px "Wall ZH", serif', ch) === draw("700 28px serif", ch));
    }, chinese);
    expect(boxes, "characters the shipped font does not draw").toEqual([]);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SHOTS}/busy-night-wall-chinese.png` });
    expect(await smallTexts(page, 28)).toEqual([]);
  } finally {
    dealer.close();
  }
});

test("No Bust: the seats in seat order, each row across the whole board, 28 px everywhere", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await ensureTable(baseURL!, NO_BUST);
  const dealer = await Dealer.open(baseURL!, NO_BUST.id, LOGINS.dealer7);
  try {
    await pairWall(page, baseURL!, NO_BUST.id);
    await page.goto(`/display/${NO_BUST.id}`);
    await dealer.ready([1, 2, 3, 5, 6, 8], 8, 50_000);
    await dealer.do({ type: "open-betting" });
    for (const seat of [6, 1, 3]) await dealer.do({ type: "place-wager", seat, bet: "main", amount: 1_000 });
    await dealer.do({ type: "close-betting" });
    for (let i = 0; i < 8; i++) {
      const v = await dealer.view();
      if (!v.next.card) break;
      await dealer.do({ type: "deal-card", card: ["9S", "8H", "7D", "6C", "5S", "4H", "3D", "2C"][i], ...(v.next.card.faceDown ? {} : {}) });
    }
    const seats = page.locator("[data-testid^='wall-seat-'][aria-label^='Seat']");
    await expect(seats).toHaveCount(3);
    expect(await seats.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")))).toEqual(["Seat 1", "Seat 3", "Seat 6"]);
    // One row of three, across the board's whole width: no empty area beside them.
    const area = await page.getByTestId("wall-seats").boundingBox();
    const boxes = await seats.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as { left: number; right: number }));
    expect(boxes.at(-1)!.right).toBeGreaterThan(area!.x + area!.width - 24);
    expect(boxes[0]!.left).toBeLessThan(area!.x + 24);
    await page.screenshot({ path: `${SHOTS}/busy-night-wall-no-bust.png` });
    expect(await smallTexts(page, 28), "wall text under 28 px").toEqual([]);
  } finally {
    dealer.close();
  }
});
