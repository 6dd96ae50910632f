import type { Server } from "socket.io";
import type { Database } from "@/lib/server/db/database";
import type { Authenticate } from "@/lib/server/gateway/socket-gateway";
import type { LiveTables } from "@/lib/server/tables/live-tables";
import type { TableRegistry } from "@/lib/server/tables/table-registry";
import { LiveDesk } from "@/lib/server/live/live-desk";
import { LiveSwitch } from "@/lib/server/live/live-switch";
import { setLiveDesk } from "@/lib/server/live/runtime";
import { setWaitlist } from "./runtime";
import { attachWaitlistSocket, type SocketGuards } from "./waitlist-socket";
import { WaitlistService } from "./waitlist-service";

export interface WaitlistStartOptions {
  io: Server;
  db: Database;
  tables: LiveTables;
  registry: TableRegistry;
  authenticate: Authenticate;
  /** The server's socket checks that come before authentication and after it (host names, socket caps). */
  guards?: SocketGuards;
  /** The key the players' codes are made with (lib/server/live/code-key.ts). */
  codeKey: Buffer;
  clock?: () => number;
  log?: (line: string) => void;
}

/**
 * The lists' part of the server, in one call for app-server.ts: recovered from the log, on their
 * socket, reachable from the routes, and on the players' phones (/live) when the room shows them.
 */
export async function startWaitlist(options: WaitlistStartOptions): Promise<{ service: WaitlistService; desk: LiveDesk; close(): Promise<void> }> {
  const service = await WaitlistService.start(options);
  const live = await LiveSwitch.start(options.db);
  const desk = new LiveDesk(options.db, service, live, options.clock ?? Date.now);
  const socket = attachWaitlistSocket(options.io, service, { authenticate: options.authenticate, guards: options.guards, desk });
  setWaitlist(service);
  setLiveDesk(desk);
  return {
    service,
    desk,
    async close() {
      socket.close();
      live.close();
      setLiveDesk(undefined);
      setWaitlist(undefined);
      await service.close();
    },
  };
}
