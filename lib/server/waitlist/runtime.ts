import type { WaitlistService } from "./waitlist-service";

/**
 * The running lists, for route handlers. Next.js bundles route handlers apart from server.ts, so
 * the instance is handed over through globalThis, like lib/server/runtime.ts.
 */
const KEY = Symbol.for("cardroom.waitlist");
type Holder = { [KEY]?: WaitlistService };

export function setWaitlist(service: WaitlistService | undefined): void {
  (globalThis as Holder)[KEY] = service;
}

export function getWaitlist(): WaitlistService {
  const service = (globalThis as Holder)[KEY];
  if (!service) throw new Error("the waiting lists are not running (start the server with `npm start`)");
  return service;
}
