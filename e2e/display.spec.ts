import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { io, type Socket } from "socket.io-client";
import { roadMaps, shoeStatistics } from "../lib/domain/roads";
import type { BaccaratDealerView, BaccaratDisplayView, BaccaratSupervisorView } from "../lib/domain/table/baccarat/views";
import { cardName } from "../components/display/format";

// The players' wall display (/display/<table>) following rounds that a dealer drives through a real
// socket.io client, as the dealer tablet would. Tables t6 (Dai Bacc) and t3 (21st Century, hole
// card) only, so other specs' tables are left alone.

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 1920, height: 1080 } });

const SHOTS = "e2e/screenshots";
type Role = "dealer" | "supervisor" | "display";
type Answer = { ok: boolean; version?: number; code?: string; message?: string };

/** The demo floor's accounts (SEED_DEMO): a dealer per table, the floor supervisor. */
const DEMO_LOGINS: Record<string, { username: string; password: string }> = {
  supervisor: { username: "floor", password: "demo-floor" },
  t3: { username: "dealer3", password: "demo-dealer3" },
  t6: { username: "dealer6", password: "demo-dealer6" },
};

function firstCookie(res: Response): string {
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

/** Signs a staff member in through the real API; the session cookie ("cr_session=..."). */
async function staffCookie(baseURL: string, login: { username: string; password: string }): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/sign-in`, { method: "POST", headers: { "content-type": "application/json", origin: baseURL }, body: JSON.stringify(login) });
  expect(res.status, `sign-in ${login.username}`).toBe(200);
  return firstCookie(res);
}

/** A pairing code for a wall display of `tableId`, made by the floor supervisor. */
async function pairingCode(baseURL: string, tableId: string): Promise<string> {
  const cookie = await staffCookie(baseURL, DEMO_LOGINS.supervisor!);
  const res = await fetch(`${baseURL}/api/displays/pairing-codes`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL, cookie },
    body: JSON.stringify({ tableId, label: `e2e wall ${tableId}` }),
  });
  expect(res.status, "pairing code").toBe(201);
  return ((await res.json()) as { code: string }).code;
}

/** Pairs the browser of `page` as the wall display of `tableId` (as a supervisor and a screen would, through the API). */
async function pairPage(page: Page, baseURL: string, tableId: string): Promise<void> {
  const code = await pairingCode(baseURL, tableId);
  const res = await page.request.post("/api/displays/pair", { data: { code }, headers: { origin: baseURL } });
  expect(res.status(), "pair").toBe(200);
}

/** A socket to the table server with real credentials: a staff session, or a paired display's cookie. */
async function connect(baseURL: string, role: Role, tableId: string): Promise<Socket> {
  let cookie: string;
  if (role === "display") {
    const res = await fetch(`${baseURL}/api/displays/pair`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseURL },
      body: JSON.stringify({ code: await pairingCode(baseURL, tableId) }),
    });
    expect(res.status, "pair").toBe(200);
    cookie = firstCookie(res);
  } else cookie = await staffCookie(baseURL, (role === "supervisor" ? DEMO_LOGINS.supervisor : DEMO_LOGINS[tableId])!);
  return new Promise<Socket>((resolve, reject) => {
    const socket = io(`${baseURL}/tables`, {
      auth: role === "display" ? { as: "display" } : { as: "staff" },
      extraHeaders: { cookie, origin: baseURL },
      transports: ["websocket"],
      reconnection: false,
      forceNew: true,
    });
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", (e) => {
      socket.close();
      reject(e);
    });
  });
}

/** Drives one table the way the dealer tablet does, following the server's "next action". */
class Table {
  private n = 0;
  version = 0;
  private constructor(
    readonly socket: Socket,
    readonly tableId: string,
  ) {}

  static async open(baseURL: string, tableId: string, role: Role = "dealer"): Promise<Table> {
    const t = new Table(await connect(baseURL, role, tableId), tableId);
    await t.view();
    return t;
  }

  /** The current view of this socket's role (subscribing again answers with a fresh snapshot). */
  async view<V = BaccaratDealerView>(): Promise<V> {
    const reply = (await this.socket.timeout(10_000).emitWithAck("table:subscribe", { tableId: this.tableId })) as { ok: boolean; version: number; view: V; message?: string };
    if (!reply.ok) throw new Error(`subscribe ${this.tableId}: ${reply.message}`);
    this.version = reply.version;
    return reply.view;
  }

  async send(command: Record<string, unknown>): Promise<Answer> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = (await this.socket.timeout(10_000).emitWithAck("table:command", {
        tableId: this.tableId,
        id: `e2e-display-${this.tableId}-${Date.now()}-${++this.n}`,
        expectedVersion: this.version,
        command,
      })) as Answer;
      if (answer.ok && typeof answer.version === "number") this.version = answer.version;
      if (!answer.ok && answer.code === "STALE_VERSION") {
        await this.view();
        continue;
      }
      return answer;
    }
    throw new Error(`${String(command.type)} stayed stale`);
  }

  async do(command: Record<string, unknown>): Promise<BaccaratDealerView> {
    const answer = await this.send(command);
    expect(answer, `${String(command.type)} on ${this.tableId}: ${answer.message ?? ""}`).toMatchObject({ ok: true });
    return this.view();
  }

  /** Until betting can open: seat players, offer and accept the bank, post it, start a shoe. */
  async readyForBetting(options: { seats?: number[]; bank?: number; shoe?: "server" | "dealer" } = {}): Promise<BaccaratDealerView> {
    const seats = options.seats ?? [1, 2, 3, 4];
    for (let i = 0; i < 20; i++) {
      const v = await this.view();
      if (v.phase === "betting" || v.phase === "dealing" || v.phase === "settling") return v;
      if (v.offer) {
        await this.do({ type: "accept-bank", seat: v.offer.offeredTo, bank: options.bank ?? 200_000 });
        continue;
      }
      switch (v.next.command) {
        case "open-betting":
          return v;
        case "open-bank":
          await this.do({ type: "open-bank" });
          continue;
        case "end-shoe":
          await this.do({ type: "end-shoe" });
          continue;
      }
      if (v.next.label === "Seat the players") {
        for (const seat of seats) await this.do({ type: "seat-player", seat, name: `Guest ${seat}` });
      } else if (v.next.label === "Post the bank") {
        await this.do({ type: "post-bank", bank: options.bank ?? 200_000 });
      } else if (v.next.label === "Start a shoe") {
        await this.do({ type: "start-shoe", source: options.shoe ?? "server" });
      } else throw new Error(`cannot get ${this.tableId} ready: ${v.next.label}`);
    }
    throw new Error("readyForBetting did not converge");
  }

  /** Two line wagers (and any extras) from seats other than the player-dealer's. */
  async openAndBet(extra: (banker: number, player: number) => Record<string, unknown>[] = () => []): Promise<BaccaratDealerView> {
    let v = await this.do({ type: "open-betting" });
    const pd = v.playerDealer?.seat;
    const [a, b] = v.seats.filter((s) => s.occupied && s.seat !== pd).map((s) => s.seat);
    if (a === undefined || b === undefined) throw new Error("need two seated players besides the player-dealer");
    const bankerLine = v.bets.some((bet) => bet.id === "banker") ? "banker" : "dealer";
    for (const w of [
      { seat: a, bet: bankerLine, amount: 2_500 },
      { seat: b, bet: "player", amount: 2_000 },
      ...extra(a, b),
    ]) {
      v = await this.do({ type: "place-wager", ...w });
    }
    return v;
  }

  /**
   * One step of the hand as the dealer tablet shows it: a server shoe draws by itself; a hand-dealt
   * shoe takes the next card of `cards`. Returns false once the round is over.
   */
  async step(cards: string[] = []): Promise<boolean> {
    const v = await this.view();
    if (v.phase === "waiting" || v.phase === "setup") return false;
    const next = v.next;
    if (next.command === "advance-settlement") {
      await this.do({ type: "advance-settlement", through: v.settlement?.toWalk ?? v.settlement?.lines.length ?? 0 });
    } else if (next.command === "end-round") {
      await this.do({ type: "end-round" });
      return false;
    } else if (next.command) {
      await this.do({ type: next.command });
    } else if (next.hand) {
      const card = cards.shift();
      if (!card) throw new Error(`no card left for: ${next.label}`);
      await this.do({ type: "deal-card", card });
    } else throw new Error(`stuck at: ${next.label}`);
    return true;
  }

  async finish(cards: string[] = []): Promise<BaccaratDealerView> {
    for (let i = 0; i < 60 && (await this.step(cards)); i++);
    return this.view();
  }

  close(): void {
    this.socket.close();
  }
}

function handCards(v: Pick<BaccaratDisplayView, "player" | "banker">): { faceUp: string[]; faceDown: number } {
  const all = [...v.player.cards, ...v.banker.cards];
  return { faceUp: all.filter((c) => c !== "face-down").sort(), faceDown: all.filter((c) => c === "face-down").length };
}

/**
 * The page shows exactly the face-up cards of the display view (by card code) and a back for each
 * face-down one, and its HTML holds no other card code.
 */
async function expectOnlyFaceUpCards(page: Page, view: BaccaratDisplayView): Promise<void> {
  const { faceUp, faceDown } = handCards(view);
  await expect
    .poll(async () => (await page.locator("[data-card]").evaluateAll((els) => els.map((e) => e.getAttribute("data-card") ?? ""))).sort())
    .toEqual(faceUp);
  await expect(page.locator("[data-face-down]")).toHaveCount(faceDown);
  const html = await page.content();
  const codes = [...html.matchAll(/data-card="([^"]*)"/g)].map((m) => m[1]).sort();
  expect(codes).toEqual(faceUp);
}

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`)).toEqual([]);
}

async function statCount(page: Page, key: string): Promise<string | null> {
  return page.getByTestId(`stat-${key}`).locator("td").first().getAttribute("data-count");
}

test("t6 Dai Bacc: the wall follows rounds live — cards, totals, winner, marker hands, roads, EZTRAK, fees, bank, timer", async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const dealer = await Table.open(baseURL!, "t6");
  const display = await Table.open(baseURL!, "t6", "display");
  try {
    await pairPage(page, baseURL!, "t6");
    await page.goto("/display/t6");
    await expect(page.getByRole("heading", { level: 1, name: "Table 6 · Dai Bacc" })).toBeVisible();
    await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "live");

    // Limits and the posted fee schedule, line for line.
    const start = await dealer.view();
    await expect(page.getByTestId("limits")).toContainText("$5.00 – $200.00");
    expect(start.fees.posted.length).toBeGreaterThan(2);
    for (const line of start.fees.posted) await expect(page.locator(`[data-fee-line="${line.trim()}"]`)).toHaveCount(1);
    await expect(page.getByTestId("fees")).toContainText("Player-dealer, per hand by total table action:");
    await expect(page.getByTestId("table-notice")).toContainText("Waiting for a player-dealer");
    await page.screenshot({ path: `${SHOTS}/display-waiting.png`, animations: "disabled" });

    // The bank: seat 4 banks, hand-dealt shoe so the first hands are known; a 90 s betting timer.
    for (const seat of [1, 2, 3, 4]) await dealer.do({ type: "seat-player", seat, name: `Guest ${seat}` });
    await dealer.do({ type: "open-bank", firstSeat: 4 });
    await expect(page.getByTestId("table-notice")).toContainText("The bank is offered to seat 4.");
    await dealer.do({ type: "accept-bank", seat: 4, bank: 200_000 });
    await dealer.do({ type: "set-betting-timer", seconds: 90 });
    await dealer.do({ type: "start-shoe", source: "dealer" });

    // Hand 1: Tiger 7 (Banker wins with a three-card 7 against Player 6).
    await dealer.openAndBet((banker) => [{ seat: banker, bet: "tiger7", amount: 500 }]);
    await expect(page.getByTestId("hand-number")).toHaveAttribute("data-hand", "1");
    await expect(page.getByTestId("player-dealer")).toContainText("Seat 4");
    await expect(page.getByTestId("bank-hand")).toHaveText("1st bank hand");
    await expect(page.locator('[data-seat="4"][data-pd="true"]')).toHaveCount(1);
    const timer = page.getByRole("timer", { name: "Betting closes in" });
    await expect(timer).toBeVisible();
    const first = Number(await timer.getAttribute("data-seconds"));
    expect(first).toBeGreaterThan(80);
    expect(first).toBeLessThanOrEqual(90);
    await expect.poll(async () => Number(await timer.getAttribute("data-seconds")), { timeout: 4_000 }).toBeLessThan(first);
    await page.screenshot({ path: `${SHOTS}/display-betting.png`, animations: "disabled" });
    await dealer.do({ type: "close-betting" });
    await expect(page.getByTestId("betting-timer")).toHaveText("No more bets");

    const tiger = ["2S", "TS", "2H", "4D", "2C", "3D"];
    await dealer.step(tiger);
    await expect(page.getByTestId("cards-player").locator("[data-card]")).toHaveCount(1);
    await expect(page.getByTestId("cards-player").locator('[data-card="2S"]')).toHaveAccessibleName("Two of spades");
    await dealer.step(tiger);
    await expect(page.getByTestId("cards-banker").locator('[data-card="TS"]')).toBeVisible();
    while ((await dealer.view()).phase === "dealing") await dealer.step(tiger);
    await expect(page.getByTestId("total-player")).toContainText("6");
    await expect(page.getByTestId("total-banker")).toContainText("7");
    await expect(page.getByTestId("result")).toHaveAttribute("data-winner", "banker");
    await expect(page.getByTestId("result")).toContainText("Banker wins");
    await expect(page.getByTestId("result-marker")).toHaveText("Tiger 7!");
    await expectOnlyFaceUpCards(page, await display.view<BaccaratDisplayView>());
    await page.screenshot({ path: `${SHOTS}/display-result.png`, animations: "disabled" });
    await dealer.finish();
    await expect(page.getByTestId("bead-plate")).toHaveAttribute("data-hands", "1");
    await expect(page.locator('[data-testid="bead-plate"] [data-marker="tiger7"]')).toHaveCount(1);
    await expect(page.locator('[data-testid="big-road"] [data-marker="tiger7"]')).toHaveCount(1);

    // Hand 2: Ox 6 (Player wins with a three-card 6); the player-dealer's 2nd bank hand.
    await dealer.openAndBet();
    await expect(page.getByTestId("bank-hand")).toHaveText("2nd bank hand");
    await expect(page.getByTestId("result")).toHaveCount(0);
    await dealer.do({ type: "close-betting" });
    await dealer.finish(["TS", "TD", "5H", "5S", "AC"]);
    await expect(page.getByTestId("hand-number")).toHaveAttribute("data-hand", "2");
    await expect(page.getByTestId("result")).toHaveAttribute("data-winner", "player");
    await expect(page.getByTestId("result-marker")).toHaveText("Ox 6!");

    // Hand 3: a Player natural 9 against a Banker pair of kings; hand 4: a tie.
    await dealer.readyForBetting();
    await dealer.openAndBet();
    await dealer.do({ type: "close-betting" });
    await dealer.finish(["4S", "KH", "5D", "KD"]);
    await expect(page.getByTestId("natural-player")).toHaveText("Natural 9");
    await expect(page.getByTestId("result")).toContainText("Natural");
    await expect(page.locator('[data-testid="bead-plate"] [data-pair="banker"]')).toHaveCount(1);
    await dealer.readyForBetting();
    await dealer.openAndBet();
    await dealer.do({ type: "close-betting" });
    await dealer.finish(["3C", "2D", "4C", "5D"]);
    await expect(page.getByTestId("result")).toHaveAttribute("data-winner", "tie");

    // Roads and EZTRAK of the four hands: B(Tiger 7) P(Ox 6) P(natural, Banker pair) T.
    await expect(page.getByTestId("bead-plate")).toHaveAttribute("data-hands", "4");
    await expect(page.locator("[data-testid=bead-plate] [data-bead]")).toHaveCount(4);
    await expect(page.getByTestId("big-road")).toHaveAttribute("data-columns", "2");
    await expect(page.getByRole("img", { name: "Big road, 2 columns, latest Player 2 in a row" })).toBeVisible();
    await expect(page.locator('[data-testid="big-road"] [data-ties="1"] [data-tie-slash]')).toHaveCount(1);
    expect(await statCount(page, "hands")).toBe("4");
    expect(await statCount(page, "banker")).toBe("1");
    expect(await statCount(page, "player")).toBe("2");
    expect(await statCount(page, "tie")).toBe("1");
    expect(await statCount(page, "naturals")).toBe("1");
    expect(await statCount(page, "tiger7")).toBe("1");
    expect(await statCount(page, "ox6")).toBe("1");
    await expect(page.getByTestId("stat-player")).toContainText("50.0%");

    // A new shoe from the server's shuffle: the four hands become the previous shoe.
    await dealer.do({ type: "end-shoe" });
    const between = await dealer.view();
    if (between.offer) {
      await expect(page.getByTestId("table-notice")).toContainText(`The bank is offered to seat ${between.offer.offeredTo}.`);
      await dealer.do({ type: "accept-bank", seat: between.offer.offeredTo, bank: 200_000 });
    }
    await expect(page.getByTestId("table-notice")).toContainText("New shoe");
    await expect(page.getByTestId("stat-hands").locator("td").nth(2)).toHaveAttribute("data-count", "4");
    await dealer.readyForBetting({ shoe: "server" });
    await dealer.do({ type: "set-betting-timer", seconds: null });

    const rounds = 18;
    for (let i = 0; i < rounds; i++) {
      await dealer.readyForBetting();
      await dealer.openAndBet();
      await dealer.do({ type: "close-betting" });
      // Card by card: the page never holds more (or other) cards than the display view.
      while ((await dealer.view()).phase === "dealing") {
        await dealer.step();
        if (i % 6 === 0) await expectOnlyFaceUpCards(page, await display.view<BaccaratDisplayView>());
      }
      const done = await dealer.finish();
      await expect(page.getByTestId("hand-number")).toHaveAttribute("data-hand", String(done.handNumber));
      await expect(page.getByTestId("bead-plate")).toHaveAttribute("data-hands", String(done.roadLog.length));
      await expect(page.getByTestId("result")).toHaveAttribute("data-winner", done.lastRound!.winner);
    }

    const final = await display.view<BaccaratDisplayView>();
    expect(final.roadLog).toHaveLength(rounds);
    const maps = roadMaps(final.roadLog);
    const stats = shoeStatistics(final.roadLog, final.previousShoe);
    await expect(page.locator("[data-testid=bead-plate] [data-bead]")).toHaveCount(rounds);
    await expect(page.getByTestId("big-road")).toHaveAttribute("data-columns", String(maps.bigRoad.columns.length));
    await expect(page.getByRole("img", { name: new RegExp(`^Big road, ${maps.bigRoad.columns.length} columns?`) })).toBeVisible();
    await expect(page.getByTestId("road-bigEyeBoy")).toHaveAttribute("data-marks", String(maps.derived.bigEyeBoy.length));
    await expect(page.getByTestId("road-smallRoad")).toHaveAttribute("data-marks", String(maps.derived.smallRoad.length));
    await expect(page.getByTestId("road-cockroachPig")).toHaveAttribute("data-marks", String(maps.derived.cockroachPig.length));
    for (const side of ["banker", "player"] as const) {
      for (const road of ["bigEyeBoy", "smallRoad", "cockroachPig"] as const) {
        await expect(page.getByTestId(`ask-${side}`).locator(`[data-ask-road="${road}"]`)).toHaveAttribute("data-ask-color", maps.ask[side][road] ?? "none");
      }
    }
    expect(await statCount(page, "hands")).toBe(String(rounds));
    expect(await statCount(page, "banker")).toBe(String(stats.banker.count));
    expect(await statCount(page, "player")).toBe(String(stats.player.count));
    expect(await statCount(page, "tie")).toBe(String(stats.tie.count));
    expect(await statCount(page, "naturals")).toBe(String(stats.naturals.count));
    await expect(page.getByTestId("stat-banker").locator("td").nth(1)).toHaveText(`${stats.banker.percent.toFixed(1)}%`);
    await expect(page.getByTestId("stat-hands").locator("td").nth(2)).toHaveAttribute("data-count", "4");
    await expect(page.getByTestId("stat-tiger7").locator("td").nth(2)).toHaveAttribute("data-count", "1");
    await expectOnlyFaceUpCards(page, final);
    const spills = await page.evaluate(() =>
      [...document.querySelectorAll("[data-testid=center], [data-testid=fees], [data-testid=eztrak], [data-testid=table-panel], [data-testid=roads]")]
        .filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.getAttribute("data-testid")),
    );
    expect(spills).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/display-roads.png`, animations: "disabled" });
    await expectNoSeriousAxeViolations(page);

    // A 720p screen shows the same board, scaled, without scrolling or clipping.
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect.poll(async () => (await page.getByTestId("stage").boundingBox())?.width).toBeCloseTo(1280, 0);
    const box = (await page.getByTestId("stage").boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(-0.5);
    expect(box.y).toBeGreaterThanOrEqual(-0.5);
    expect(box.y + box.height).toBeLessThanOrEqual(720.5);
    expect(await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight])).toEqual([1280, 720]);
    for (const id of ["big-road", "bead-plate", "eztrak", "fees", "hand-banker", "ask-player"]) {
      const b = (await page.getByTestId(id).boundingBox())!;
      expect(b.x + b.width, id).toBeLessThanOrEqual(1280.5);
      expect(b.y + b.height, id).toBeLessThanOrEqual(720.5);
    }
    await page.screenshot({ path: `${SHOTS}/display-1280x720.png`, animations: "disabled" });
  } finally {
    dealer.close();
    display.close();
  }
});

test("t6: the floor pauses the table and the wall says so; the bank passes and the wall shows the new player-dealer", async ({ page, baseURL }) => {
  const floor = await Table.open(baseURL!, "t6", "supervisor");
  try {
    await pairPage(page, baseURL!, "t6");
    await page.goto("/display/t6");
    await expect(page.getByTestId("wall-display")).toBeVisible();
    await floor.do({ type: "pause-table", reason: "Dealer change at the table" });
    await expect(page.getByRole("alert").filter({ hasText: "Table paused" })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/display-paused.png`, animations: "disabled" });
    await floor.do({ type: "resume-table" });
    await expect(page.getByTestId("status-banner")).toHaveCount(0);
    const before = await floor.view();
    await floor.readyForBetting();
    const after = await floor.view();
    await expect(page.getByTestId("player-dealer")).toContainText(`Seat ${after.playerDealer!.seat}`);
    expect(before.handNumber).toBe(after.handNumber);
  } finally {
    floor.close();
  }
});

test("t6: the wall shows a discreet reconnecting notice when the link drops, keeps the last board, then catches up", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  let blocked = false;
  const open: { close(): Promise<void> }[] = [];
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (blocked) {
      // Refused like a dropped network. The page's socket may not notice until socket.io's own
      // connect timeout (20 s) gives the attempt up, as with a real network that swallows packets.
      const server = ws.connectToServer();
      void server.close();
      void ws.close({ code: 1001, reason: "network down" });
      return;
    }
    const server = ws.connectToServer();
    open.push(ws, server);
  });
  await page.route("**/socket.io/**", (route) => (blocked ? route.abort() : route.continue()));
  const dealer = await Table.open(baseURL!, "t6");
  try {
    await pairPage(page, baseURL!, "t6");
    await page.goto("/display/t6");
    await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "live");
    const hand = (await dealer.view()).handNumber;
    await expect(page.getByTestId("hand-number")).toHaveAttribute("data-hand", String(hand));

    blocked = true;
    await Promise.all(open.splice(0).map((s) => s.close().catch(() => {})));
    await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "reconnecting");
    await expect(page.getByRole("status").filter({ hasText: "Reconnecting…" })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/display-reconnecting.png`, animations: "disabled" });

    await dealer.readyForBetting();
    await dealer.openAndBet();
    await dealer.do({ type: "close-betting" });
    const done = await dealer.finish();
    // Still the last board while the link is down.
    await expect(page.getByTestId("hand-number")).toHaveAttribute("data-hand", String(hand));

    blocked = false;
    await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "live", { timeout: 45_000 });
    await expect(page.getByTestId("hand-number")).toHaveAttribute("data-hand", String(done.handNumber));
    await expect(page.getByTestId("bead-plate")).toHaveAttribute("data-hands", String(done.roadLog.length));
  } finally {
    dealer.close();
  }
});

test("t3 21st Century: while the player-dealer's hole card is face down, no trace of it reaches the page", async ({ page, baseURL, request }) => {
  test.setTimeout(120_000);
  const dealer = await Table.open(baseURL!, "t3");
  const floor = await Table.open(baseURL!, "t3", "supervisor");
  const display = await Table.open(baseURL!, "t3", "display");
  try {
    // The server-rendered HTML holds no view at all: everything arrives over the socket.
    const ssr = await (await request.get("/display/t3")).text();
    expect(ssr).not.toContain("data-card");

    await pairPage(page, baseURL!, "t3");
    await page.goto("/display/t3");
    await expect(page.getByRole("heading", { level: 1, name: "Table 3 · 21st Century Baccarat 5.0" })).toBeVisible();
    await dealer.readyForBetting({ shoe: "server" });
    await dealer.openAndBet();
    await dealer.do({ type: "close-betting" });

    let sawHidden = 0;
    for (let i = 0; i < 20; i++) {
      const sup = await floor.view<BaccaratSupervisorView>();
      if (sup.phase !== "dealing") break;
      const view = await display.view<BaccaratDisplayView>();
      await expectOnlyFaceUpCards(page, view);
      const hole = sup.holeCard;
      if (hole && view.banker.cards.includes("face-down")) {
        sawHidden++;
        const upSame = handCards(view).faceUp.filter((c) => c === hole).length;
        // The display view itself never carries it (only a face-up card of the same code)...
        expect(JSON.stringify(view).split(`"${hole}"`).length - 1).toBe(upSame);
        // ...and the page shows a back for it, its code and name only where the same card is face up.
        const html = await page.content();
        expect([...html.matchAll(new RegExp(`data-card="${hole}"`, "g"))]).toHaveLength(upSame);
        await expect(page.getByRole("img", { name: cardName(hole), exact: true })).toHaveCount(upSame);
        await expect(page.getByTestId("cards-banker").locator("[data-face-down]")).toHaveCount(1);
        await expect(page.getByTestId("cards-banker").getByRole("img", { name: "Card face down" })).toBeVisible();
        if (sawHidden === 1) await page.screenshot({ path: `${SHOTS}/display-hole-card.png`, animations: "disabled" });
      }
      await dealer.step();
    }
    expect(sawHidden, "the hole card was face down at least once while dealing").toBeGreaterThan(0);
    // Exposed: now it is on the page like any other card.
    const done = await dealer.finish();
    const last = done.lastRound!;
    await expect(page.getByTestId("result")).toHaveAttribute("data-winner", last.winner);
    await expectOnlyFaceUpCards(page, await display.view<BaccaratDisplayView>());
    await expect(page.getByTestId("cards-banker").locator("[data-card]")).toHaveCount(last.banker.length);
    await expect(page.locator("[data-face-down]")).toHaveCount(0);
    await expect(page.getByTestId("hand-banker").getByRole("heading", { name: "Player/Dealer" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  } finally {
    dealer.close();
    floor.close();
    display.close();
  }
});

test("a screen that is not paired shows how to pair it, and no table", async ({ page }) => {
  await page.goto("/display/t5");
  await expect(page.getByRole("status")).toHaveText("This screen is not paired with a table yet.");
  await expect(page.getByRole("link", { name: "enter it on the pairing page" })).toHaveAttribute("href", "/pair");
  await expect(page.getByTestId("wall-display")).toHaveCount(0);
});

test("every demo table's wall fits 1920 x 1080: hand names, statistics, fee schedule and roads are not clipped", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const inside = async (inner: string, outer: string) => {
    const a = (await page.locator(inner).last().boundingBox())!;
    const b = (await page.locator(outer).first().boundingBox())!;
    expect(a.y + a.height, `${inner} inside ${outer}`).toBeLessThanOrEqual(b.y + b.height + 0.5);
    expect(a.x + a.width, `${inner} inside ${outer}`).toBeLessThanOrEqual(b.x + b.width + 0.5);
  };
  for (const table of ["t1", "t2", "t3", "t4", "t5", "t6"]) {
    await pairPage(page, baseURL!, table);
    await page.goto(`/display/${table}`);
    await expect(page.getByTestId("wall-display")).toHaveAttribute("data-table", table);
    await inside("[data-fee-line]", "[data-testid=fees]");
    await inside("[data-testid=eztrak] tbody tr", "[data-testid=eztrak]");
    await inside("[data-testid=bank-hand], [data-testid=player-dealer]", "[data-testid=table-panel]");
    for (const road of ["road-cockroachPig", "big-road", "ask-player", "marks-legend"]) await inside(`[data-testid=${road}]`, "[data-testid=stage]");
    for (const side of ["player", "banker"]) await inside(`[data-testid=hand-${side}] h2`, `[data-testid=hand-${side}]`);
    // Nothing spills out of a panel: every panel's content fits its box.
    const spills = await page.evaluate(() =>
      [...document.querySelectorAll("[data-testid=fees], [data-testid=eztrak], [data-testid=table-panel], [data-testid=roads]")]
        .filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.getAttribute("data-testid")),
    );
    expect(spills, table).toEqual([]);
    // Beside the table limits, the bets Mortimer's schedules limit on their own (fees.md O5), in full.
    const ownLimits = { t4: "Panda 8 and Dragon 7: $5.00 – $500.00", t5: "Tie, Player Dragon and Banker Dragon: $5.00 – $150.00" }[table];
    if (ownLimits) {
      await expect(page.getByTestId("bet-limits")).toHaveText(ownLimits);
      const clipped = await page.getByTestId("bet-limits").evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      expect(clipped, `${table} bonus limits fit the header`).toBe(false);
      await inside("[data-testid=bet-limits]", "header");
    } else await expect(page.getByTestId("bet-limits")).toHaveCount(0);
    if (table === "t4") await page.screenshot({ path: `${SHOTS}/display-t4-panda8-fees.png`, animations: "disabled" });
    if (table === "t5") await page.screenshot({ path: `${SHOTS}/display-t5-dragon-bonus-limits.png`, animations: "disabled" });
  }
});

test("a signed-in supervisor's browser that is not a paired display previews the wall; a paired display of another table may not", async ({ page, baseURL }) => {
  const answer = await page.request.post("/api/auth/sign-in", { data: DEMO_LOGINS.supervisor, headers: { origin: baseURL! } });
  expect(answer.ok()).toBe(true);
  await page.goto("/display/t6");
  await expect(page.getByRole("heading", { level: 1, name: "Table 6 · Dai Bacc" })).toBeVisible();
  await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "live");
  // Once this browser is paired as t5's wall, the display credential decides: t6 is not its table.
  await pairPage(page, baseURL!, "t5");
  await page.goto("/display/t6");
  await expect(page.getByRole("status")).toHaveText("This screen is paired with another table, or may not show this one.");
  await expect(page.getByTestId("wall-display")).toHaveCount(0);
  await page.goto("/display/t5");
  await expect(page.getByTestId("wall-display")).toHaveAttribute("data-table", "t5");
});
