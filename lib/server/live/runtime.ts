import type { LiveDesk } from "./live-desk";

/**
 * The running desk of the players' phones, for the /live route handlers. Next.js bundles route
 * handlers apart from server.ts, so the instance is handed over through globalThis, like
 * lib/server/waitlist/runtime.ts.
 */
const KEY = Symbol.for("cardroom.live");
type Holder = { [KEY]?: LiveDesk };

export function setLiveDesk(desk: LiveDesk | undefined): void {
  (globalThis as Holder)[KEY] = desk;
}

export function getLiveDesk(): LiveDesk {
  const desk = (globalThis as Holder)[KEY];
  if (!desk) throw new Error("the waiting lists are not running (start the server with `npm start`)");
  return desk;
}
