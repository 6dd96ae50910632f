import { expect, test, type Page } from "@playwright/test";
import { io, type Socket } from "socket.io-client";
import { createHash } from "node:crypto";
import { nextCommand, type DealerViewLike } from "../lib/bench/driver";
import { DEFAULT_SHIFTS, DEFAULT_TIME_ZONE, previousShift, shiftAt } from "../lib/domain/shifts/shifts";
import { signIn } from "./floor-kit";

// The shoe's commitment (issue 32): a table of its own (made by the admin, so no other spec's table
// is touched), driven by the floor supervisor's socket as a tablet would. When the server shuffles a
// shoe, the players' wall shows the fingerprint of its commitment; a visitor with no sign-in is told
// at /verify/<fingerprint> that the shoe is still in play and sees nothing of its order; once the
// shoe has ended, the same page shows the order, the salt and the check, and the visitor's own
// browser recomputes it. And the shift close's record anchor on the floor: shown, printed, downloaded.

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 1920, height: 1080 } });

const SHOTS = "e2e/screenshots";
const TABLE = "v32";
type Answer = { ok: boolean; version?: number; code?: string; message?: string };
type View = DealerViewLike & { shoeInfo: { id: string; source: string; orderHash: string | null } | null };

function firstCookie(res: Response): string {
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

async function staffCookie(baseURL: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/sign-in`, { method: "POST", headers: { "content-type": "application/json", origin: baseURL }, body: JSON.stringify({ username, password }) });
  expect(res.status, `sign-in ${username}`).toBe(200);
  return firstCookie(res);
}

async function pairWall(page: Page, baseURL: string): Promise<void> {
  const cookie = await staffCookie(baseURL, "floor", "demo-floor");
  const res = await fetch(`${baseURL}/api/displays/pairing-codes`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL, cookie },
    body: JSON.stringify({ tableId: TABLE, label: "e2e wall verify" }),
  });
  expect(res.status, "pairing code").toBe(201);
  const { code } = (await res.json()) as { code: string };
  const paired = await page.request.post("/api/displays/pair", { data: { code }, headers: { origin: baseURL } });
  expect(paired.status(), "pair").toBe(200);
}

class Floor {
  private n = 0;
  version = 0;
  constructor(private readonly socket: Socket) {}

  static async open(baseURL: string): Promise<Floor> {
    const cookie = await staffCookie(baseURL, "floor", "demo-floor");
    const socket = await new Promise<Socket>((resolve, reject) => {
      const s = io(`${baseURL}/tables`, { auth: { as: "staff" }, extraHeaders: { cookie, origin: baseURL }, transports: ["websocket"], reconnection: false, forceNew: true });
      s.once("connect", () => resolve(s));
      s.once("connect_error", reject);
    });
    return new Floor(socket);
  }

  async view(): Promise<View> {
    const reply = (await this.socket.timeout(10_000).emitWithAck("table:subscribe", { tableId: TABLE })) as { ok: boolean; version: number; view: View; message?: string };
    if (!reply.ok) throw new Error(`subscribe: ${reply.message}`);
    this.version = reply.version;
    return reply.view;
  }

  async do(command: Record<string, unknown>): Promise<View> {
    const answer = (await this.socket.timeout(10_000).emitWithAck("table:command", { tableId: TABLE, id: `e2e-verify-${Date.now()}-${++this.n}`, expectedVersion: this.version, command })) as Answer;
    expect(answer, `${String(command.type)}: ${answer.message ?? ""}`).toMatchObject({ ok: true });
    return this.view();
  }

  /** The next steps the rules allow until `until` says stop (each step as the tablet's big button would give it). */
  async playUntil(until: (v: View, sent: string | null) => boolean): Promise<View> {
    let v = await this.view();
    let sent: string | null = null;
    for (let i = 0; i < 200 && !until(v, sent); i++) {
      const command = nextCommand(v);
      if ("error" in command) throw new Error(String(command.error));
      v = await this.do(command);
      sent = command.type;
    }
    return v;
  }

  close(): void {
    this.socket.close();
  }
}

test("the wall shows the shoe's fingerprint from its start; /verify refuses while it is in play and checks out after it ends", async ({ page, browser, baseURL }) => {
  // A table of its own: the admin adds a Fortune 7 table (the demo's t1 configuration).
  const admin = await staffCookie(baseURL!, "admin", "demo-admin");
  const made = await fetch(`${baseURL}/api/admin/tables`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL!, cookie: admin },
    body: JSON.stringify({ id: TABLE, name: "Table V · Fortune 7", gameId: "fortune-7-baccarat", seats: 8, rulesVersion: "1", minWagerCents: 500, maxWagerCents: 10_000, feeScheduleId: "fortune-7-baccarat", feeOptionId: "3" }),
  });
  expect(made.status, await made.clone().text()).toBe(201);

  await pairWall(page, baseURL!);
  await page.goto(`/display/${TABLE}`);
  await expect(page.getByTestId("wall-display")).toBeVisible();
  await expect(page.getByTestId("shoe-fingerprint")).toHaveCount(0);

  const floor = await Floor.open(baseURL!);
  // Up to the server's shuffled shoe: the wall shows its fingerprint before the first card.
  const started = await floor.playUntil((v) => v.shoeInfo !== null);
  const hash = started.shoeInfo!.orderHash!;
  expect(started.shoeInfo!.source).toBe("server");
  const fingerprint = hash.slice(0, 16);
  const wallPrint = page.getByTestId("shoe-fingerprint");
  await expect(wallPrint).toHaveAttribute("data-fingerprint", fingerprint);
  await expect(wallPrint).toContainText(fingerprint.match(/.{4}/g)!.join(" "));
  // Readable across the room: at least 24 px at 1920 x 1080.
  const sizes = await wallPrint.locator("span").evaluateAll((spans) => spans.map((s) => parseFloat(getComputedStyle(s).fontSize)));
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(24);
  await page.screenshot({ path: `${SHOTS}/verify-wall-fingerprint.png` });

  // A player, not signed in, asks for the shoe while it is in play: refused in words, no order.
  const visitor = await browser.newContext();
  const player = await visitor.newPage();
  await player.goto(`/verify/${fingerprint.match(/.{4}/g)!.join("%20")}`);
  await expect(player.getByTestId("verify-page")).toHaveAttribute("data-state", "in-play");
  await expect(player.getByRole("heading", { level: 1 })).toHaveText("This shoe is still in play");
  await expect(player.getByTestId("verify-refusal")).toContainText("This shoe is still in play at Table V · Fortune 7, so its order stays secret");
  await expect(player.getByTestId("verify-order")).toHaveCount(0);
  expect(await player.locator("body").innerText()).not.toContain("Secret salt");
  // The staff API refuses the visitor outright.
  expect((await player.request.get(`/api/floor/shoes/${encodeURIComponent(started.shoeInfo!.id)}`)).status()).toBe(401);
  await player.screenshot({ path: `${SHOTS}/verify-in-play.png`, fullPage: true });

  // One round from the shoe, then the dealer ends it.
  await floor.playUntil((_v, sent) => sent === "end-round");
  await floor.do({ type: "end-shoe" });
  floor.close();

  await player.goto(`/verify/${fingerprint}`);
  await expect(player.getByTestId("verify-page")).toHaveAttribute("data-state", "ended");
  await expect(player.getByRole("heading", { level: 1 })).toHaveText("This shoe checks out");
  await expect(player.getByTestId("verify-hash")).toHaveText(hash);
  await expect(player.getByTestId("verify-recomputed")).toHaveText(hash);
  await expect(player.getByTestId("verify-order").locator("li")).toHaveCount(8 * 52);
  const text = await player.getByTestId("verify-text").innerText();
  expect(text).toMatch(/^[0-9a-f]{32,}:[2-9TJQKA][SHDC](,[2-9TJQKA][SHDC]){415}$/);
  // The reader's own browser does the check again.
  await player.getByTestId("browser-check").click();
  await expect(player.getByTestId("browser-answer")).toHaveText(`${hash} — matches the hash recorded at the start`);
  await player.screenshot({ path: `${SHOTS}/verify-checked.png`, fullPage: true });

  // The wall no longer shows a fingerprint: the shoe is over.
  await expect(page.getByTestId("shoe-fingerprint")).toHaveCount(0);
  await visitor.close();
});

test("the shift close shows the shift's record anchor, prints it and downloads it for the regulator", async ({ page, baseURL }) => {
  // The server anchored the shift that ended before it started (the room's default shifts).
  const ended = previousShift(shiftAt(new Date(), DEFAULT_SHIFTS, DEFAULT_TIME_ZONE), DEFAULT_SHIFTS, DEFAULT_TIME_ZONE);
  await signIn(page, baseURL!, "floor", "demo-floor");
  await page.goto("/floor/reports");
  const period = page.getByRole("form", { name: "Report period" });
  await period.getByLabel(/^Day/).fill(ended.day);
  await period.getByLabel("Shift").selectOption(ended.shiftId);
  await period.getByRole("button", { name: "Show" }).click();
  const panel = page.getByTestId("ledger-anchor");
  await expect(panel).toContainText("by the server as the shift ended");
  await expect(panel.getByTestId("ledger-check")).toContainText(/Record checked .*hold together/);
  const root = (await panel.getByTestId("anchor-root").innerText()).replace(/\s/g, "");
  expect(root).toMatch(/^[0-9a-f]{64}$/);
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/verify-shift-close-anchor.png` });

  const href = await panel.getByTestId("anchor-print").getAttribute("href");
  const printed = await page.context().newPage();
  await printed.goto(href!);
  await expect(printed.getByTestId("printed-root")).toHaveText(root.match(/.{8}/g)!.join(" "));
  await expect(printed.getByRole("heading", { level: 1 })).toHaveText(`Shift close: ${ended.label}`);
  await printed.screenshot({ path: `${SHOTS}/verify-printed-anchor.png`, fullPage: true });

  const file = await page.request.get((await panel.getByTestId("anchor-download").getAttribute("href"))!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-disposition"]).toMatch(/attachment; filename="anchor_\d+_/);
  const doc = (await file.json()) as { format: string; anchor: { root: string; tables: { tableId: string; version: number; hash: string }[] }; lines: string };
  expect(doc.format).toBe("cardroom.ledger-anchor");
  expect(doc.anchor.root).toBe(root);
  // Anyone can take the root again from the lines it was taken over.
  expect(createHash("sha256").update(doc.lines).digest("hex")).toBe(root);
  expect(doc.lines.split("\n").filter(Boolean)).toHaveLength(doc.anchor.tables.length);
});
