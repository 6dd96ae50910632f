/**
 * When a credential stops being valid (sign-out, display revoked, account deactivated or changed),
 * the sockets opened with it must close. Route handlers run in Next.js's bundle and the socket
 * server in server.ts's, so the two meet through globalThis, like lib/server/runtime.ts.
 *
 * Each authenticated socket joins the rooms of `principalRooms(principal)`; the server listens
 * with `onRevoked(room => io.of("/tables").in(room).disconnectSockets(true))`, which the Redis
 * adapter carries to every node.
 */
type Listener = (room: string) => void;

const KEY = Symbol.for("cardroom.auth.revocations");
type Holder = { [KEY]?: Set<Listener> };

function listeners(): Set<Listener> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new Set();
  return holder[KEY];
}

export function onRevoked(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

export function announceRevoked(...rooms: string[]): void {
  for (const room of rooms) {
    for (const listener of listeners()) {
      try {
        listener(room);
      } catch {
        // A listener's failure must not undo the revocation, which is already stored.
      }
    }
  }
}

export const sessionRoom = (sessionId: string) => `auth:session:${sessionId}`;
export const staffRoom = (staffId: string) => `auth:staff:${staffId}`;
export const displayRoom = (displayId: string) => `auth:display:${displayId}`;
