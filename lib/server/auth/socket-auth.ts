import type { IncomingHttpHeaders } from "node:http";
import type { Database } from "@/lib/server/db/database";
import { resolveDisplay, resolveShoe } from "./displays";
import { DISPLAY_COOKIE, SESSION_COOKIE, readCredentialCookie } from "./http";
import { requestHostAllowed } from "./hosts";
import { sameOrigin } from "./origin";
import { asDisplayPreview, type AuthenticatedPrincipal } from "./principal";
import { announceRevoked, sessionRoom, staffRoom } from "./revocations";
import { resolveSession, type StaffPrincipal } from "./sessions";

/** The parts of a socket.io socket the authenticator reads (a `Socket` fits). */
export interface HandshakeLike {
  readonly handshake: {
    readonly headers: IncomingHttpHeaders;
    readonly secure?: boolean;
    readonly auth?: Record<string, unknown>;
  };
}

/**
 * The socket gateway's authenticator: the staff session cookie gives the staff member (a dealer
 * with the tables of a valid shift assignment, supervisors and admins "*"); the display cookie
 * gives role "display" bound to its one table. A connection from another site's page is refused.
 *
 * A device holding both cookies (a supervisor's browser that once paired a display) is a staff
 * device, unless it asks to be a display: the wall display page connects with
 * `io("/tables", { auth: { as: "display" } })`, so a wall never shows a staff view by accident.
 * Asked for a display without a display credential, a staff session gets the display role over
 * the tables it could see anyway (a preview: never more than the staff member's own rights).
 *
 * A card-reading shoe is no browser: it connects with `auth: { as: "shoe", credential }`, the
 * credential its pairing gave it (docs/shoe.md), and gets the role "shoe" on its one table, or nothing.
 */
export function authenticateSocket(db: Pick<Database, "prisma">, options: { now?: () => Date } = {}): (socket: HandshakeLike) => Promise<AuthenticatedPrincipal | null> {
  const now = options.now ?? (() => new Date());
  return async (socket) => {
    const { headers, secure, auth } = socket.handshake;
    if (!requestHostAllowed(headers) || !sameOrigin(headers, { missing: "allow" })) return null;
    const url = secure ? "https:" : undefined;
    const as = auth?.as === "display" ? "display" : auth?.as === "staff" ? "staff" : "any";
    const at = now();
    if (auth?.as === "shoe") return resolveShoe(db, typeof auth.credential === "string" ? auth.credential : undefined, at);
    if (as === "display") {
      const display = await resolveDisplay(db, readCredentialCookie(headers, DISPLAY_COOKIE, url), at);
      if (display) return display;
      const staff = await resolveSession(db, readCredentialCookie(headers, SESSION_COOKIE, url), at);
      if (staff) await closeWhenAccessChanges(db, staff, at);
      return staff ? asDisplayPreview(staff) : null;
    }
    const staff = await resolveSession(db, readCredentialCookie(headers, SESSION_COOKIE, url), at);
    if (staff) await closeWhenAccessChanges(db, staff, at);
    if (staff || as === "staff") return staff;
    return resolveDisplay(db, readCredentialCookie(headers, DISPLAY_COOKIE, url), at);
  };
}

/**
 * A socket is authorised once, when it connects, so it must not outlive what authorised it: when
 * the session expires its sockets are closed, and when one of a dealer's shift assignments starts
 * or ends the dealer's sockets are closed so that they reconnect with the tables valid then (or
 * are refused). Sign-out, revocation and assignment changes close them at once already
 * (revocations.ts); this covers the changes that come with time alone. One timer per room and
 * instant, however many sockets share it.
 */
const EXPIRY_KEY = Symbol.for("cardroom.auth.socketExpiry");
type ExpiryHolder = { [EXPIRY_KEY]?: Map<string, NodeJS.Timeout> };
/** setTimeout's longest delay; a session lasts 12 hours, so nothing waits that long in practice. */
const MAX_DELAY_MS = 2 ** 31 - 1;

function closeRoomAt(room: string, when: Date, now: Date): void {
  const holder = globalThis as ExpiryHolder;
  const timers = (holder[EXPIRY_KEY] ??= new Map());
  const key = `${room}@${when.getTime()}`;
  if (timers.has(key)) return;
  const delay = Math.min(Math.max(0, when.getTime() - now.getTime()), MAX_DELAY_MS);
  const timer = setTimeout(() => {
    timers.delete(key);
    announceRevoked(room);
  }, delay);
  timer.unref();
  timers.set(key, timer);
}

/** The next instant a dealer's set of assigned tables changes (an assignment starts or ends), before `until`. */
async function nextAssignmentChange(db: Pick<Database, "prisma">, staffId: string, now: Date, until: Date): Promise<Date | null> {
  const rows = await db.prisma.shiftAssignment.findMany({
    where: { staffId, OR: [{ validFrom: { gt: now, lt: until } }, { validUntil: { gt: now, lt: until } }] },
    select: { validFrom: true, validUntil: true },
  });
  let next: Date | null = null;
  for (const r of rows) {
    for (const t of [r.validFrom, r.validUntil]) {
      if (t && t > now && t < until && (!next || t < next)) next = t;
    }
  }
  return next;
}

async function closeWhenAccessChanges(db: Pick<Database, "prisma">, staff: StaffPrincipal, now: Date): Promise<void> {
  closeRoomAt(sessionRoom(staff.sessionId), staff.expiresAt, now);
  if (staff.role !== "dealer") return;
  const change = await nextAssignmentChange(db, staff.id, now, staff.expiresAt);
  if (change) closeRoomAt(staffRoom(staff.id), change, now);
}
