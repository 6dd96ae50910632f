import type { Server } from "socket.io";
import type { Database } from "@/lib/server/db/database";
import type { Authenticate } from "@/lib/server/gateway/socket-gateway";
import type { LiveTables } from "@/lib/server/tables/live-tables";
import type { TableRegistry } from "@/lib/server/tables/table-registry";
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
  clock?: () => number;
  log?: (line: string) => void;
}

/** The lists' part of the server, in one call for app-server.ts: recovered from the log, on their socket, reachable from the routes. */
export async function startWaitlist(options: WaitlistStartOptions): Promise<{ service: WaitlistService; close(): Promise<void> }> {
  const service = await WaitlistService.start(options);
  const socket = attachWaitlistSocket(options.io, service, { authenticate: options.authenticate, guards: options.guards });
  setWaitlist(service);
  return {
    service,
    async close() {
      socket.close();
      setWaitlist(undefined);
      await service.close();
    },
  };
}
