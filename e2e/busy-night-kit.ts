import { DEMO_TABLES } from "../lib/server/demo-floor";
import { expect, type Page } from "@playwright/test";
import { io, type Socket } from "socket.io-client";
import { ROOM_ENTERED_DEMO_OPTION } from "../lib/domain/table/common/demo-table";

// What the busy-night specs share (issue 14): tables of their own made by the admin (so no other
// spec's table is touched), a dealer driving a table through a real socket as the tablet would, a
// wall paired through the API, and the demo floor's accounts.

export const LOGINS = {
  admin: { username: "admin", password: "demo-admin" },
  floor: { username: "floor", password: "demo-floor" },
  dealer1: { username: "dealer1", password: "demo-dealer1" },
  dealer2: { username: "dealer2", password: "demo-dealer2" },
  dealer7: { username: "dealer7", password: "demo-dealer7" },
} as const;

/** The demo room's fee option for filings that print none: $1 per game-wager spot, $2 from the player-dealer (the demo floor's own). */
export const ROOM_ENTERED_OPTION = ROOM_ENTERED_DEMO_OPTION;

export interface OwnTable {
  readonly id: string;
  readonly name: string;
  readonly gameId: string;
  readonly feeScheduleId: string;
  readonly feeOptionId?: string;
  readonly feeOptionData?: unknown;
  readonly seats?: number;
  readonly min?: number;
  readonly max?: number;
  readonly bettingSeconds?: number | null;
  /** The game's options (a poker table's blinds); none by default. */
  readonly gameOptions?: Record<string, unknown>;
  /** The demo dealer (by username) the table is assigned to. */
  readonly dealer: string;
}

export async function cookieOf(baseURL: string, login: { username: string; password: string }): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/sign-in`, { method: "POST", headers: { "content-type": "application/json", origin: baseURL }, body: JSON.stringify(login) });
  expect(res.status, `sign in ${login.username}`).toBe(200);
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

export async function apiCall<T = Record<string, unknown>>(baseURL: string, cookie: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseURL}${path}`, { method, headers: { "content-type": "application/json", origin: baseURL, cookie }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as T };
}

/** The admin makes the table (a copy of a demo table) and the floor assigns its dealer. */
/** A table of a spec's own, as the demo floor's `demoId` is set up (game, seats, fees, limits, options), under `id`. */
export function copyOfDemo(demoId: string, copy: { readonly id: string; readonly name?: string; readonly dealer: string }): OwnTable {
  const t = DEMO_TABLES.find((x) => x.id === demoId);
  if (!t) throw new Error(`no demo table ${demoId}`);
  return {
    id: copy.id,
    name: copy.name ?? t.name,
    gameId: t.gameId,
    seats: t.seats,
    feeScheduleId: t.feeScheduleId,
    feeOptionId: t.feeOptionId,
    feeOptionData: t.feeOptionData,
    min: t.min,
    max: t.max,
    ...(t.gameOptions ? { gameOptions: { ...t.gameOptions } } : {}),
    dealer: copy.dealer,
  };
}

export async function ensureTable(baseURL: string, t: OwnTable): Promise<void> {
  const admin = await cookieOf(baseURL, LOGINS.admin);
  const made = await apiCall(baseURL, admin, "POST", "/api/admin/tables", {
    id: t.id,
    name: t.name,
    gameId: t.gameId,
    seats: t.seats ?? 8,
    gameOptions: t.gameOptions ?? {},
    rulesVersion: "1",
    minWagerCents: t.min ?? 500,
    maxWagerCents: t.max ?? 10_000,
    bettingSeconds: t.bettingSeconds ?? null,
    decks: null,
    feeScheduleId: t.feeScheduleId,
    feeOptionId: t.feeOptionId ?? "A",
    feeOptionData: t.feeOptionData === undefined ? ROOM_ENTERED_OPTION : t.feeOptionData,
  });
  expect([201, 409], `create ${t.id}: ${JSON.stringify(made.body)}`).toContain(made.status);
  const staff = await apiCall<{ staff?: { id: string; username: string }[] }>(baseURL, admin, "GET", "/api/auth/staff");
  const dealer = staff.body.staff?.find((s) => s.username === t.dealer);
  expect(dealer, `demo dealer ${t.dealer}`).toBeTruthy();
  const assigned = await apiCall(baseURL, admin, "POST", "/api/auth/assignments", { staffId: dealer!.id, tableId: t.id });
  expect([201, 409], `assign ${t.dealer} to ${t.id}: ${JSON.stringify(assigned.body)}`).toContain(assigned.status);
}

/** Pairs the browser of `page` as the wall display of `tableId`. */
export async function pairWall(page: Page, baseURL: string, tableId: string): Promise<void> {
  const floor = await cookieOf(baseURL, LOGINS.floor);
  const made = await apiCall<{ code: string }>(baseURL, floor, "POST", "/api/displays/pairing-codes", { tableId, label: `busy night ${tableId}` });
  expect(made.status).toBe(201);
  const res = await page.request.post("/api/displays/pair", { data: { code: made.body.code }, headers: { origin: baseURL } });
  expect(res.status(), "pair").toBe(200);
}

export async function signInPage(page: Page, baseURL: string, login: { username: string; password: string }): Promise<void> {
  const answer = await page.request.post("/api/auth/sign-in", { data: login, headers: { origin: baseURL } });
  expect(answer.ok(), `sign in as ${login.username}`).toBe(true);
}

type Answer = { ok: boolean; version?: number; code?: string; message?: string };

/** A table driven as the dealer tablet drives it, through a real socket signed in as `login`. */
export class Dealer {
  private n = 0;
  version = 0;
  private constructor(
    readonly socket: Socket,
    readonly tableId: string,
  ) {}

  static async open(baseURL: string, tableId: string, login: { username: string; password: string }): Promise<Dealer> {
    const cookie = await cookieOf(baseURL, login);
    const socket = await new Promise<Socket>((resolve, reject) => {
      const s = io(`${baseURL}/tables`, { auth: { as: "staff" }, extraHeaders: { cookie, origin: baseURL }, transports: ["websocket"], reconnection: false, forceNew: true });
      s.once("connect", () => resolve(s));
      s.once("connect_error", reject);
    });
    const d = new Dealer(socket, tableId);
    await d.view();
    return d;
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async view(): Promise<any> {
    const reply = (await this.socket.timeout(10_000).emitWithAck("table:subscribe", { tableId: this.tableId })) as { ok: boolean; version: number; view: unknown; message?: string };
    if (!reply.ok) throw new Error(`subscribe ${this.tableId}: ${reply.message}`);
    this.version = reply.version;
    return reply.view;
  }

  async send(command: Record<string, unknown>): Promise<Answer> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = (await this.socket.timeout(10_000).emitWithAck("table:command", { tableId: this.tableId, id: `bn-${this.tableId}-${Date.now()}-${++this.n}`, expectedVersion: this.version, command })) as Answer;
      if (answer.ok && typeof answer.version === "number") this.version = answer.version;
      if (!answer.ok && answer.code === "STALE_VERSION") {
        await this.view();
        continue;
      }
      return answer;
    }
    throw new Error(`${String(command.type)} stayed stale`);
  }

  async do(command: Record<string, unknown>): Promise<void> {
    const answer = await this.send(command);
    expect(answer, `${String(command.type)} on ${this.tableId}: ${answer.message ?? ""}`).toMatchObject({ ok: true });
  }

  /** Seats, the bank to `pd` and a shoe of the dealer's entry: betting can open. */
  async ready(seats: number[], pd: number, bank: number, shoe: "dealer" | "server" | "reader" = "dealer"): Promise<void> {
    for (const seat of seats) await this.do({ type: "seat-player", seat, name: `Guest ${seat}` });
    await this.do({ type: "open-bank", firstSeat: pd });
    await this.do({ type: "accept-bank", seat: pd, bank });
    await this.do({ type: "start-shoe", source: shoe });
  }

  close(): void {
    this.socket.close();
  }
}

/** Every visible text on the wall's stage under `min` px (the stage is at scale 1 at 1920 x 1080). */
export async function smallTexts(page: Page, min: number, stageId = "stage"): Promise<string[]> {
  // The stage is the first "stage" on the page (a pai gow board names its own stage of the round so).
  return page.getByTestId(stageId).first().evaluate((stage, limit) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(stage, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      const el = node.parentElement;
      if (!text || !el) continue;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Screen-reader-only words (clipped to 1 px) are not on the screen.
      if (box.width <= 1 || box.height <= 1 || style.visibility === "hidden" || el.closest(".sr-only")) continue;
      // An SVG text's size on screen: its font size times the drawing's scale.
      const svg = el instanceof SVGGraphicsElement ? el.ownerSVGElement : null;
      const size = svg ? Number(el.getAttribute("font-size") ?? parseFloat(style.fontSize)) * (svg.getScreenCTM()?.a ?? 1) : parseFloat(style.fontSize);
      if (size < limit) out.push(`${size}px "${text.slice(0, 40)}" (${el.tagName.toLowerCase()}${el.getAttribute("data-testid") ? ` ${el.getAttribute("data-testid")}` : ""})`);
    }
    return out;
  }, min);
}
