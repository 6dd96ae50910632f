import type { IncomingHttpHeaders } from "node:http";
import type { Database } from "@/lib/server/db/database";
import { resolveDisplay } from "./displays";
import { DISPLAY_COOKIE, SESSION_COOKIE, readCredentialCookie } from "./http";
import { sameOrigin } from "./origin";
import { asDisplayPreview, type AuthenticatedPrincipal } from "./principal";
import { resolveSession } from "./sessions";

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
 */
export function authenticateSocket(db: Pick<Database, "prisma">, options: { now?: () => Date } = {}): (socket: HandshakeLike) => Promise<AuthenticatedPrincipal | null> {
  const now = options.now ?? (() => new Date());
  return async (socket) => {
    const { headers, secure, auth } = socket.handshake;
    if (!sameOrigin(headers, { missing: "allow" })) return null;
    const url = secure ? "https:" : undefined;
    const as = auth?.as === "display" ? "display" : auth?.as === "staff" ? "staff" : "any";
    const at = now();
    if (as === "display") {
      const display = await resolveDisplay(db, readCredentialCookie(headers, DISPLAY_COOKIE, url), at);
      if (display) return display;
      const staff = await resolveSession(db, readCredentialCookie(headers, SESSION_COOKIE, url), at);
      return staff ? asDisplayPreview(staff) : null;
    }
    const staff = await resolveSession(db, readCredentialCookie(headers, SESSION_COOKIE, url), at);
    if (staff || as === "staff") return staff;
    return resolveDisplay(db, readCredentialCookie(headers, DISPLAY_COOKIE, url), at);
  };
}
