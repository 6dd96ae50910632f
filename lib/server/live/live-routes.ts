/**
 * The players' phone pages and their parts (the handlers behind app/live; no sign-in, the room's
 * floor settings turn them on): /live with a code or without, the join form and its answer, taking
 * oneself off a list, the page's two scripts and the QR code of /live the board shows; and for the
 * floor's screen, a player's code with its QR code (/api/waitlist/code/[entry], supervisors and admins).
 *
 * A phone's answers carry initials, table names and the lists' words only: no name, no phone number,
 * no id (a list is named by its key). Forms post back here (checked for origin like every
 * state-changing request) and answer with a redirect to /live, so a reload never sends them twice.
 */
import crypto from "node:crypto";
import { z } from "zod";
import { codeForm, codeProblemBody, placesBody } from "@/components/live/places";
import { gamesBody } from "@/components/live/games";
import { joinPage, livePage, messagePage } from "@/components/live/page";
import type { Html } from "@/components/live/html";
import { clockTime, openSeatsWords, stakesWords, tableWords } from "@/components/live/words";
import { playerInitials, playerName } from "@/lib/domain/waitlist";
import { clientAddress, guarded, json, problem } from "@/lib/server/auth/http";
import { checkOrigin } from "@/lib/server/auth/origin";
import { rolesFor } from "@/lib/server/auth/permissions";
import { requireStaff } from "@/lib/server/auth/request-auth";
import { liveClientAsset, liveScripts, scriptResponse, socketIoClientAsset } from "./live-assets";
import type { LiveDesk } from "./live-desk";
import { publicOrigin } from "./public-url";
import { qrDataUrl, qrSvg } from "./qr";
import { getLiveDesk } from "./runtime";

const NOT_ONLINE = { title: "Not shown online", message: "This room does not show its lists online now. Ask at the desk." };

function page(status: number, body: Html, extra: Record<string, string> = {}): Response {
  return new Response(body.text, { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", ...extra } });
}

function see(location: string): Response {
  return new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
}

function retryAfter(seconds: number | undefined): Record<string, string> {
  return seconds ? { "retry-after": String(seconds) } : {};
}

function liveRoute(name: string, run: (desk: LiveDesk) => Promise<Response>): Promise<Response> {
  return guarded(`live ${name}`, () => run(getLiveDesk()));
}

/** GET /live[?code=]: the room's games, and with a code its holder's places. */
export function getLivePage(request: Request): Promise<Response> {
  return liveRoute("page", async (desk) => {
    if (!desk.live.on) return page(404, messagePage(NOT_ONLINE.title, NOT_ONLINE.message));
    const typed = new URL(request.url).searchParams.get("code");
    let place = codeForm();
    let code: string | null = null;
    let mine = new Set<string>();
    let status = 200;
    let headers: Record<string, string> = {};
    if (typed !== null && typed.trim() !== "") {
      const checked = await desk.checkCode(typed, clientAddress(request.headers), "page");
      if (checked.ok) {
        code = checked.code;
        const { serverTime, places } = desk.places(checked.seed);
        place = placesBody(places, { code, timeZone: desk.live.settings.timeZone, now: serverTime });
        mine = new Set(places.places.map((p) => p.key));
      } else {
        place = codeProblemBody(checked.message, typed.slice(0, 12));
        status = checked.code === "TOO_MANY_GUESSES" ? 429 : checked.code === "BAD_CODE" ? 400 : 404;
        headers = retryAfter(checked.retryAfterSeconds);
      }
    }
    const { version, serverTime, view } = desk.view();
    const games = gamesBody(view, { joinOpen: view.remoteJoin, code, mine });
    const updated = `Updated ${clockTime(serverTime, desk.live.settings.timeZone)}`;
    return page(status, livePage({ games, place, code, version, serverTime, updated, scripts: liveScripts() }), headers);
  });
}

const Nonce = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/** What the join form shows of a list: its players waiting and its tables' open seats. */
function situation(desk: LiveDesk, key: string): string {
  const game = desk.view().view.games.find((g) => g.key === key);
  if (!game) return "";
  const waiting = game.waiting.length === 0 ? "Nobody waiting" : game.waiting.length === 1 ? "1 waiting" : `${game.waiting.length} waiting`;
  const where = game.interest ? "no table yet" : game.tables.map((t) => `${tableWords(t.name)}: ${openSeatsWords(t.openSeats)}`).join(" · ");
  return `${waiting} · ${where}`;
}

async function joinForm(desk: LiveDesk, input: { key: string; code: string | null; nonce?: string; problem?: string | null; typed?: { name: string; initials: string } }, status: number, headers: Record<string, string> = {}): Promise<Response> {
  const list = desk.lists.codes.listOfKey(desk.lists.state, input.key);
  if (!list) return page(404, messagePage("That list has closed", "Pick another game on the lists.", { href: "/live", label: "Back to the lists" }));
  const options = desk.lists.state.options;
  const body = joinPage({
    key: input.key,
    game: list.game,
    stakes: stakesWords(list.stakes),
    situation: situation(desk, input.key),
    nonce: input.nonce ?? crypto.randomBytes(16).toString("base64url"),
    code: input.code,
    lapseMinutes: options.remoteLapseMinutes,
    calledAfterCheckIn: options.remoteCall === "after-check-in",
    problem: input.problem ?? null,
    typed: input.typed ?? { name: "", initials: "" },
  });
  return page(status, body, headers);
}

const NO_JOINS = "The room is not taking sign-ups from phones right now. Ask at the desk to go on a list.";

/** GET /live/join?list=[&code=]: the form to join one list from the phone. */
export function getJoinPage(request: Request): Promise<Response> {
  return liveRoute("join form", async (desk) => {
    if (!desk.live.on) return page(404, messagePage(NOT_ONLINE.title, NOT_ONLINE.message));
    if (!desk.lists.state.options.remoteJoin) return page(409, messagePage("Joining from phones is off", NO_JOINS, { href: "/live", label: "Back to the lists" }));
    const params = new URL(request.url).searchParams;
    const typedCode = params.get("code");
    let code: string | null = null;
    if (typedCode) {
      const checked = await desk.checkCode(typedCode, clientAddress(request.headers), "join");
      if (!checked.ok) return page(checked.code === "TOO_MANY_GUESSES" ? 429 : 404, messagePage("Your code was not accepted", checked.message, { href: "/live", label: "Back to the lists" }), retryAfter(checked.retryAfterSeconds));
      code = checked.code;
    }
    return joinForm(desk, { key: params.get("list") ?? "", code }, 200);
  });
}

async function formOf(request: Request): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  try {
    const form = await request.formData();
    for (const [k, v] of form.entries()) if (typeof v === "string" && !out.has(k)) out.set(k, v.slice(0, 200));
  } catch {
    // Not a form: every field is missing.
  }
  return out;
}

/** POST /live/join (the form): on the list, then to /live with the code; refused, the form again with why. */
export function postJoin(request: Request): Promise<Response> {
  return liveRoute("join", async (desk) => {
    const refused = checkOrigin(request);
    if (refused) return page(403, messagePage("Not sent from this page", "Open the lists at /live and join from there.", { href: "/live", label: "Back to the lists" }));
    const form = await formOf(request);
    const key = form.get("list") ?? "";
    const nonce = Nonce.safeParse(form.get("nonce"));
    if (!nonce.success) return joinForm(desk, { key, code: null, problem: "The form was out of date: send it again." }, 400);
    const held = form.get("code")?.trim() || null;
    const typed = { name: form.get("name") ?? "", initials: form.get("initials") ?? "" };
    // A refused form comes back without the name typed: no page of /live carries a player's full name.
    const again = (problem: string, status: number, headers: Record<string, string> = {}) => joinForm(desk, { key, code: held, nonce: nonce.data, problem, typed: { name: "", initials: typed.initials.slice(0, 6) } }, status, headers);
    let name: string | null = null;
    let initials: string | null = null;
    if (!held) {
      const parsedName = playerName.safeParse(typed.name);
      if (!parsedName.success) return again(parsedName.error.issues[0]?.message ?? "Enter your name.", 400);
      name = parsedName.data;
      if (typed.initials.trim()) {
        const parsedInitials = playerInitials.safeParse(typed.initials);
        if (!parsedInitials.success) return again(parsedInitials.error.issues[0]?.message ?? "Initials are one to three letters.", 400);
        initials = parsedInitials.data;
      }
    }
    const answer = await desk.join({ listKey: key, name, initials, nonce: nonce.data, code: held, address: clientAddress(request.headers) });
    if (answer.ok) return see(`/live?code=${encodeURIComponent(answer.code)}`);
    if (answer.code === "LIVE_OFF") return page(404, messagePage(NOT_ONLINE.title, NOT_ONLINE.message));
    if (answer.code === "UNKNOWN_LIST") return page(404, messagePage("That list has closed", "Pick another game on the lists.", { href: "/live", label: "Back to the lists" }));
    return again(answer.message, answer.status, retryAfter(answer.retryAfterSeconds));
  });
}

/** POST /live/leave (the confirmation's form): off the list, then back to /live with the code. */
export function postLeave(request: Request): Promise<Response> {
  return liveRoute("leave", async (desk) => {
    const refused = checkOrigin(request);
    if (refused) return page(403, messagePage("Not sent from this page", "Open your place at /live and take yourself off from there.", { href: "/live", label: "Back to the lists" }));
    const form = await formOf(request);
    const code = form.get("code") ?? "";
    const answer = await desk.leave({ code, listKey: form.get("list") ?? "", address: clientAddress(request.headers) });
    if (answer.ok) return see(`/live?code=${encodeURIComponent(answer.code)}`);
    if (answer.code === "LIVE_OFF") return page(404, messagePage(NOT_ONLINE.title, NOT_ONLINE.message));
    const back = answer.code === "NOT_ON_LIST" ? { href: `/live?code=${encodeURIComponent(code)}`, label: "Back to your place" } : { href: "/live", label: "Back to the lists" };
    return page(answer.status, messagePage("Not taken off", answer.message, back), retryAfter(answer.retryAfterSeconds));
  });
}

/** GET /live/client.js and /live/socket.io.js: the page's two scripts. */
export function getLiveClientScript(request: Request): Response {
  return scriptResponse(liveClientAsset(), request);
}

export function getSocketIoScript(request: Request): Response {
  return scriptResponse(socketIoClientAsset(), request);
}

/** GET /live/qr.svg: the QR code of /live, for the game board (only while the room shows /live). */
export function getLiveQr(request: Request): Promise<Response> {
  return liveRoute("qr", async (desk) => {
    if (!desk.live.on) return new Response("Not shown online", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
    const svg = await qrSvg(`${publicOrigin(request)}/live`);
    return new Response(svg, { status: 200, headers: { "content-type": "image/svg+xml", "cache-control": "no-store" } });
  });
}

/** GET /api/waitlist/code/[entry]: a player's code, its address and its QR code, for the floor to show them. */
export function getFloorCode(request: Request, entryId: string): Promise<Response> {
  return guarded("waitlist code", async () => {
    const staff = await requireStaff(request, rolesFor("GET", "/api/waitlist/code"));
    if (staff instanceof Response) return staff;
    const desk = getLiveDesk();
    if (!desk.live.on) return problem(409, "LIVE_OFF", "The room does not show its lists on phones: an admin turns /live on in the floor settings.");
    const code = desk.codeOfEntry(entryId);
    if (!code) return problem(404, "NO_CODE", "That player is no longer on the lists, or has no code yet: give them a new code.");
    const url = `${publicOrigin(request)}/live?code=${code}`;
    return json(200, { ok: true, code, spaced: `${code.slice(0, 3)} ${code.slice(3)}`, url, qr: await qrDataUrl(url) });
  });
}
