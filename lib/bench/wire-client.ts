/**
 * A lean socket.io client for the load generator: the socket.io v5 protocol (engine.io v4) over one
 * WebSocket, as `io(url, { transports: ["websocket"] })` speaks it, without the client library's
 * per-message machinery. Thousands of these run in one process, so a display does not parse the
 * views it receives: it reads the table id and version from the head of the frame. A dealer parses
 * its own view (it needs it to choose the next command).
 *
 * Frames: engine.io `0` open, `2` ping (answered `3`), `4` message; socket.io `0` connect,
 * `2` event, `3` ack, `4` connect error, each followed by "/tables," and, for acks, the ack id.
 */
import WebSocket from "ws";

export interface WireClient {
  /** Send an event and wait for its acknowledgement (rejects after `timeoutMs`). */
  ask<T = unknown>(event: string, payload: unknown, timeoutMs?: number): Promise<T>;
  /** Raw event frames ("table:view", "floor:tables" ...): the event name and the frame's JSON text. */
  onEvent(handler: (event: string, json: string) => void): void;
  close(): void;
  readonly closed: boolean;
}

const NAMESPACE = "/tables";
const EVENT_HEAD = `42${NAMESPACE},[`;
const ACK_HEAD = `43${NAMESPACE},`;

export async function connectWire(port: number, auth: Record<string, unknown>, timeoutMs = 15_000): Promise<WireClient> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`, { perMessageDeflate: false });
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void; timer: NodeJS.Timeout }>();
  let nextId = 0;
  let handler: (event: string, json: string) => void = () => {};
  let closed = false;

  const failAll = (why: string) => {
    closed = true;
    for (const p of pending.values()) {
      clearTimeout(p.timer);
      p.reject(new Error(why));
    }
    pending.clear();
  };

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error("socket.io connect timed out"));
    }, timeoutMs);
    ws.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    ws.on("close", () => {
      clearTimeout(timer);
      failAll("socket closed");
      reject(new Error("socket closed before it connected"));
    });
    ws.on("message", (raw: WebSocket.RawData, isBinary: boolean) => {
      if (isBinary) return;
      const s = raw.toString();
      const kind = s.charCodeAt(0);
      if (kind === 50 /* 2 ping */) {
        ws.send("3");
        return;
      }
      if (kind === 48 /* 0 open */) {
        ws.send(`40${NAMESPACE},${JSON.stringify(auth)}`);
        return;
      }
      if (kind !== 52 /* 4 message */) return;
      if (s.startsWith(EVENT_HEAD)) {
        // 42/tables,["event",{...}]
        const nameEnd = s.indexOf('"', EVENT_HEAD.length + 1);
        const event = s.slice(EVENT_HEAD.length + 1, nameEnd);
        handler(event, s.slice(EVENT_HEAD.length - 1));
        return;
      }
      if (s.startsWith(ACK_HEAD)) {
        let i = ACK_HEAD.length;
        let id = 0;
        while (i < s.length && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57) id = id * 10 + (s.charCodeAt(i++) - 48);
        const p = pending.get(id);
        if (!p) return;
        pending.delete(id);
        clearTimeout(p.timer);
        const args = JSON.parse(s.slice(i)) as unknown[];
        p.resolve(args[0]);
        return;
      }
      if (s.startsWith(`40${NAMESPACE},`)) {
        clearTimeout(timer);
        resolve();
        return;
      }
      if (s.startsWith(`44${NAMESPACE},`)) {
        clearTimeout(timer);
        reject(new Error(`connect refused: ${s.slice(4 + NAMESPACE.length)}`));
        ws.close();
      }
    });
  });
  ws.removeAllListeners("close");
  ws.on("close", () => failAll("socket closed"));
  ws.on("error", () => failAll("socket error"));

  return {
    ask<T>(event: string, payload: unknown, askTimeout = 10_000): Promise<T> {
      if (closed) return Promise.reject(new Error("socket closed"));
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`${event} not acknowledged within ${askTimeout} ms`));
        }, askTimeout);
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject, timer });
        ws.send(`42${NAMESPACE},${id}${JSON.stringify([event, payload])}`);
      });
    },
    onEvent(h) {
      handler = h;
    },
    close() {
      closed = true;
      failAll("closed");
      ws.close();
    },
    get closed() {
      return closed;
    },
  };
}

/** The table id and version at the head of a `table:view` frame, without parsing the view. */
const VIEW_HEAD = /^\["table:(?:view|patch)",\{"tableId":"([^"]+)",(?:"from":\d+,)?"version":(\d+)/;

export function viewHead(json: string): { tableId: string; version: number } | null {
  const m = VIEW_HEAD.exec(json.length > 200 ? json.slice(0, 200) : json);
  return m ? { tableId: m[1]!, version: Number(m[2]) } : null;
}
