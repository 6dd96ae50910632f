import type { Namespace, Server, Socket } from "socket.io";
import type { CommandAck, FloorSubscribeAck, SubscribeAck, TableServerEvents } from "@/lib/contract/socket";
import type { AlertMessage } from "@/lib/contract/floor";
import type { Actor, Role, TableCommand, TableEvent, TableMachine } from "@/lib/domain/table/machine";
import type { TableChange } from "@/lib/server/tables/table-registry";
import type { LiveTables } from "@/lib/server/tables/live-tables";
import { FloorFeed } from "./floor-feed";
import type { RoleViews } from "@/lib/server/tables/table-kind";
import { CommandMessage, SubscribeTable, describeZodError, hasProtoKey, wellFormedCommand } from "./messages";
import { viewPatch } from "@/lib/contract/view-patch";
import { rolesOf } from "@/lib/domain/table/common/commands";
import { commandRefusal } from "@/lib/server/auth/permissions";
import { parseOnce, type ParsedCommand } from "@/lib/server/tables/parsed-commands";
import { attachShoeSocket } from "@/lib/server/shoe/shoe-socket";

/** Who is on the other end of a socket, and which tables they may touch. */
export interface SocketPrincipal extends Omit<Actor, "role"> {
  /** A table role, or "shoe": a paired card-reading shoe, which may only send the cards it reads (lib/server/shoe). */
  readonly role: Role | "shoe";
  /** Tables this principal may see (and, for a dealer, command); "*" for all. */
  readonly tables: readonly string[] | "*";
}

/** A principal that may act on tables as itself (every one but a shoe, which acts through lib/server/shoe). */
type TablePrincipal = SocketPrincipal & Actor;

export type Authenticate = (socket: Socket) => Promise<SocketPrincipal | null>;

type AckFn = (answer: unknown) => void;

function replier<T>(ack: unknown): (answer: T) => void {
  return typeof ack === "function" ? (ack as (answer: T) => void) : () => {};
}

/** What the floor's alert monitor hears from the gateway (lib/server/floor/alerts.ts). */
export interface GatewayHooks {
  /** A command was refused (by the permission check or by the table). */
  onRefusal?(tableId: string, code: string, actor: Actor, detail: { command?: unknown; message?: string }): void;
  /** A socket started following a table (its first successful table:subscribe). */
  deviceConnected?(tableId: string, role: string, deviceId: string): void;
  /** A socket that followed the table closed. */
  deviceDisconnected?(tableId: string, role: string, deviceId: string): void;
}

function viewFor(role: Role, views: RoleViews): unknown {
  if (role === "display") return views.display;
  if (role === "dealer") return views.dealer;
  return views.supervisor;
}

function roomOf(tableId: string, role: Role, patches = false): string {
  return `table:${tableId}:${role === "admin" ? "supervisor" : role}${patches ? ":patch" : ""}`;
}

/** More changes than this in one command, and the whole view is cheaper to send and to apply. */
const MAX_PATCH_OPERATIONS = 64;

const MAY_COMMAND: ReadonlySet<string> = new Set(["dealer", "supervisor", "admin"]);

/**
 * The socket side of the table server. Devices subscribe to a table and receive the view of their
 * role; dealers and supervisors send commands and get an ack once the command is committed or
 * refused. Every message is validated; a bad one is answered with a refusal and changes nothing.
 */
export function attachGateway(io: Server, tables: LiveTables, authenticate: Authenticate, hooks: GatewayHooks = {}): { floorAlert(alert: AlertMessage): void; close(): void } {
  // What the server sends is typed by the contract; what it receives is checked by zod, whatever its type.
  const ns = io.of("/tables") as unknown as Namespace<Record<string, (...args: never[]) => void>, TableServerEvents>;
  const registry = tables.registry;
  const cluster = tables.clustered;
  // A table this node does not own is answered by its owner (LiveTables asks through the cluster link).
  const snapshotOf = (tableId: string) => tables.snapshot(tableId);

  ns.use((socket, next) => {
    authenticate(socket)
      .then((principal) => {
        if (!principal) return next(new Error("UNAUTHENTICATED"));
        socket.data.principal = principal;
        next();
      })
      .catch(() => next(new Error("UNAUTHENTICATED")));
  });

  // The floor gets each table's latest line a few times a second, not one message per command: a busy
  // floor of a thousand tables would otherwise send a dashboard a thousand messages a second.
  const floorFeed = new FloorFeed((summaries) => ns.to("floor").emit("floor:tables", summaries));

  /** The last view each patch room got, so the next one goes out as what changed (lib/contract/view-patch.ts). */
  const lastSent = new Map<string, { version: number; view: unknown }>();

  /** Each table's six room names (its three roles', whole views and patches), made once, not per command. */
  const roomNames = new Map<string, readonly string[]>();
  const ROLES = ["dealer", "display", "supervisor"] as const;
  const namesOf = (tableId: string): readonly string[] => {
    let names = roomNames.get(tableId);
    if (!names) {
      names = [...ROLES.map((role) => roomOf(tableId, role)), ...ROLES.map((role) => roomOf(tableId, role, true))];
      roomNames.set(tableId, names);
    }
    return names;
  };

  /**
   * The broadcast to each room somebody on this node follows, kept while they do: `ns.to(room)`
   * makes two operators and four sets per message, and an operator is never changed by its emit.
   */
  const operators = new Map<string, ReturnType<typeof ns.to>>();
  /** Whom to send to in `room`, or null when nobody on this node follows it (forgetting its operator). */
  const followersOf = (room: string): ReturnType<typeof ns.to> | null => {
    if (!ns.adapter.rooms.get(room)?.size) {
      operators.delete(room);
      return null;
    }
    let operator = operators.get(room);
    if (!operator) {
      operator = ns.to(room);
      operators.set(room, operator);
    }
    return operator;
  };

  registry.listen({
    changed(change: TableChange) {
      const names = namesOf(change.tableId);
      for (let r = 0; r < ROLES.length; r++) {
        const role = ROLES[r]!;
        const room = names[r]!;
        // Encoding a view nobody follows is wasted work (most tables have no supervisor watching);
        // with several nodes the followers may be on another node, so always send.
        const viewers = followersOf(room) ?? (cluster ? ns.to(room) : null);
        if (viewers) viewers.emit("table:view", { tableId: change.tableId, version: change.version, view: viewFor(role, change.views) });
        const patchRoom = names[r + ROLES.length]!;
        const patchers = followersOf(patchRoom) ?? (cluster ? ns.to(patchRoom) : null);
        if (!patchers) {
          lastSent.delete(patchRoom);
          continue;
        }
        const view = viewFor(role, change.views);
        const previous = lastSent.get(patchRoom);
        lastSent.set(patchRoom, { version: change.version, view });
        const patch = previous && previous.version < change.version ? viewPatch(previous.view, view) : null;
        // A patch that rewrites much of the view (a new shoe, a configuration) goes as the view.
        if (patch && patch.length <= MAX_PATCH_OPERATIONS) {
          patchers.emit("table:patch", { tableId: change.tableId, from: previous!.version, version: change.version, patch });
        } else {
          patchers.emit("table:view", { tableId: change.tableId, version: change.version, view });
        }
      }
      if (cluster || ns.adapter.rooms.get("floor")?.size) floorFeed.push(change.summary);
    },
    fault(tableId, faulted, message) {
      ns.to("floor").emit("floor:fault", { tableId, faulted, message });
      for (const role of ["dealer", "supervisor"] as const) ns.to([roomOf(tableId, role), roomOf(tableId, role, true)]).emit("table:fault", { tableId, faulted, message });
    },
  });

  const allowed = (p: SocketPrincipal, tableId: string) => p.tables === "*" || p.tables.includes(tableId);


  /**
   * Who may give the command (the roles its family declares beside its schema), then its body
   * parsed with the family's schema, once: a problem to answer, or the parsed command, which the
   * table takes as it is (lib/server/tables/parsed-commands.ts).
   */
  async function checked(message: CommandMessage, principal: TablePrincipal): Promise<{ problem: { code: string; message: string } } | { parsed: ParsedCommand }> {
    const kind = await tables.kind(message.tableId);
    if (!kind) return { problem: { code: "UNKNOWN_TABLE", message: `There is no live table "${message.tableId}".` } };
    // Who may give it first (by its type), so nobody learns a command's fields without the right to it.
    const roles = rolesOf(kind.family.commands.roles, message.command.type);
    if (!roles) return { problem: { code: "BAD_COMMAND", message: `This table's game has no “${message.command.type.replace(/-/g, " ").slice(0, 40)}” step.` } };
    const refused = commandRefusal(principal, message.tableId, roles);
    if (refused) return { problem: refused };
    const machine: TableMachine<unknown, TableCommand, TableEvent, unknown> = kind.machine;
    const parsed = parseOnce(machine, message.command);
    return parsed.ok ? { parsed: parsed.parsed } : { problem: parsed.refusal };
  }

  function forward(message: CommandMessage, parsed: ParsedCommand, principal: TablePrincipal, reply: (answer: CommandAck) => void): void {
    const envelope = { id: message.id, expectedVersion: message.expectedVersion, command: message.command, parsed };
    tables
      .submit(message.tableId, envelope, principal)
      .then(async (answer) => {
        if (!answer.ok) hooks.onRefusal?.(message.tableId, answer.code, principal, { command: message.command, message: answer.message });
        if (!answer.ok && answer.code === "STALE_VERSION") {
          const snap = await snapshotOf(message.tableId);
          return reply({ ...answer, view: snap ? viewFor(principal.role, snap.views) : undefined });
        }
        reply(answer);
      })
      .catch(() => reply({ ok: false, code: "INTERNAL", message: "The server could not handle this command. Nothing was changed." }));
  }

  ns.on("connection", (socket) => {
    const socketPrincipal = socket.data.principal as SocketPrincipal;
    attachShoeSocket(socket as unknown as Socket, socketPrincipal, {
      tables,
      notifyRefused(notice) {
        ns.to([roomOf(notice.tableId, "dealer"), roomOf(notice.tableId, "dealer", true), roomOf(notice.tableId, "supervisor"), roomOf(notice.tableId, "supervisor", true)]).emit("table:shoe-refused", notice);
      },
      // Called through `hooks`, so hooks given as an object's methods keep their `this`.
      onRefusal: (tableId, code, actor, detail) => hooks.onRefusal?.(tableId, code, actor, detail),
      deviceConnected: (tableId, role, deviceId) => hooks.deviceConnected?.(tableId, role, deviceId),
      deviceDisconnected: (tableId, role, deviceId) => hooks.deviceDisconnected?.(tableId, role, deviceId),
    });
    if (socketPrincipal.role === "shoe") {
      // A shoe sends cards and follows nothing: it gets no view, and no command but its cards.
      const SHOE_ONLY = { ok: false, code: "FORBIDDEN", message: "A card-reading shoe may only send the cards it reads." } as const;
      for (const event of ["table:subscribe", "table:command", "floor:subscribe"]) socket.on(event, (_raw: unknown, ack?: AckFn) => replier(ack)(SHOE_ONLY));
      return;
    }
    const principal = socketPrincipal as TablePrincipal;
    const following = new Set<string>();
    socket.on("disconnect", () => {
      for (const tableId of following) hooks.deviceDisconnected?.(tableId, principal.role, socket.id);
    });

    socket.on("table:subscribe", async (raw: unknown, ack?: AckFn) => {
      const reply = replier<SubscribeAck>(ack);
      const parsed = SubscribeTable.safeParse(raw);
      if (!parsed.success) return reply({ ok: false, code: "BAD_MESSAGE", message: describeZodError(parsed.error) });
      const { tableId } = parsed.data;
      if (!allowed(principal, tableId)) return reply({ ok: false, code: "FORBIDDEN", message: "This device is not allowed to follow that table." });
      const room = roomOf(tableId, principal.role, parsed.data.patches === true);
      // Join first, so no view committed after the snapshot is missed.
      await socket.join(room);
      const snap = await snapshotOf(tableId);
      if (!snap) {
        await socket.leave(room);
        return reply({ ok: false, code: "UNKNOWN_TABLE", message: `There is no live table "${tableId}".` });
      }
      if (!following.has(tableId)) {
        following.add(tableId);
        hooks.deviceConnected?.(tableId, principal.role, socket.id);
      }
      reply({ ok: true, tableId, version: snap.version, view: viewFor(principal.role, snap.views), faulted: snap.faulted });
    });

    socket.on("table:command", (raw: unknown, ack?: AckFn) => {
      const reply = replier<CommandAck>(ack);
      if (!MAY_COMMAND.has(principal.role)) return reply({ ok: false, code: "FORBIDDEN", message: "A display is read-only: it cannot send commands." });
      if (hasProtoKey(raw)) return reply({ ok: false, code: "BAD_MESSAGE", message: "This command carries a field no command has. Nothing was changed." });
      let message = wellFormedCommand(raw);
      if (!message) {
        // Only what the hand check did not take is parsed by the schema, for the refusal's words.
        const parsed = CommandMessage.safeParse(raw);
        if (!parsed.success) return reply({ ok: false, code: "BAD_MESSAGE", message: describeZodError(parsed.error) });
        message = parsed.data;
      }
      if (!allowed(principal, message.tableId)) return reply({ ok: false, code: "FORBIDDEN", message: "You are not assigned to this table." });
      checked(message, principal).then((answer) => {
        if ("problem" in answer) {
          const problem = answer.problem;
          hooks.onRefusal?.(message.tableId, problem.code, principal, { command: message.command, message: problem.message });
          return reply({ ok: false, ...problem });
        }
        forward(message, answer.parsed, principal, reply);
      }, () => reply({ ok: false, code: "INTERNAL", message: "The server could not handle this command. Nothing was changed." }));
    });

    socket.on("floor:subscribe", async (_raw: unknown, ack?: AckFn) => {
      const reply = replier<FloorSubscribeAck>(ack);
      if (principal.role !== "supervisor" && principal.role !== "admin") return reply({ ok: false, code: "FORBIDDEN", message: "The floor view is for supervisors." });
      void socket.join("floor");
      reply({ ok: true, tables: await tables.summaries() });
    });
  });

  return {
    floorAlert(alert: AlertMessage) {
      ns.to("floor").emit("floor:alert", alert);
    },
    close() {
      floorFeed.stop();
    },
  };
}
