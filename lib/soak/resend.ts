/**
 * What a tablet does when the server may die under it, shared by the killing test
 * (lib/server/crash-resend.integration.test.ts) and the soak run: a command asked once (no answer
 * when the server died or closed the socket: the caller sends it again with the same id), a free
 * port, and the embedded PostgreSQL's postmaster found by its pid file.
 */
import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import type { Socket } from "socket.io-client";

export type Answer = { ok: boolean; version: number; code?: string; message?: string; duplicate?: boolean };
export type Command = { type: string } & Record<string, unknown>;

/** Asks once; null when no answer comes within `waitMs` (the server died, or closed the socket). */
export function askOnce(socket: Socket, payload: unknown, waitMs = 4000): Promise<Answer | null> {
  return new Promise((resolve) => {
    const done = (a: Answer | null) => {
      clearTimeout(timer);
      socket.off("disconnect", lost);
      resolve(a);
    };
    const lost = () => done(null);
    const timer = setTimeout(lost, waitMs);
    socket.once("disconnect", lost);
    if (!socket.connected) return done(null);
    socket.emit("table:command", payload, (a: Answer) => done(a));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
}

/** The postmaster running on a data folder, or null. */
export async function postmasterPid(dataDir: string): Promise<number | null> {
  const pid = Number((await fs.readFile(path.join(dataDir, "postmaster.pid"), "utf8").catch(() => "")).split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/** A process's resident memory in MB (Linux /proc), or null where it cannot be read. */
export async function residentMb(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  const status = await fs.readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1]);
  return Number.isFinite(kb) && kb > 0 ? Math.round(kb / 102.4) / 10 : null;
}

/**
 * Resolves when `socket` connects; rejects (and closes it) on a connect error, on a close before
 * connecting (a server killed mid-handshake sends no connect_error) or after 15 s.
 */
export function connected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      clearTimeout(timer);
      socket.off("connect", ok);
      socket.close();
      reject(error);
    };
    const ok = () => {
      clearTimeout(timer);
      socket.off("connect_error", fail);
      socket.off("disconnect", lost);
      resolve(socket);
    };
    const lost = (reason: string) => fail(new Error(`closed before connecting: ${reason}`));
    const timer = setTimeout(() => fail(new Error("no connection within 15 s")), 15_000);
    socket.once("connect", ok);
    socket.once("connect_error", fail);
    socket.once("disconnect", lost);
  });
}
