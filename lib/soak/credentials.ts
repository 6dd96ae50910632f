/**
 * The soak run's sign-ins, made in the database as a room's staff would get them: each table's
 * demo dealer (the floor supervisor where a table has none), and a paired wall display per table.
 */
import { DISPLAY_COOKIE, SESSION_COOKIE } from "../server/auth/http";
import { createPairingCode, redeemPairingCode } from "../server/auth/displays";
import { createSession } from "../server/auth/sessions";
import type { Database } from "../server/db/database";

type Db = Pick<Database, "prisma" | "pool">;

/** A session cookie for the dealer assigned to the table, or the floor supervisor. */
export async function dealerCookie(db: Db, tableId: string): Promise<{ cookie: string; role: "dealer" | "supervisor" }> {
  const { rows } = await db.pool.query<{ id: string }>(
    `SELECT s.id FROM shift_assignments a JOIN staff s ON s.id = a.staff_id
      WHERE a.table_id = $1 AND s.role = 'dealer' AND a.valid_from <= now() AND (a.valid_until IS NULL OR a.valid_until > now())
      ORDER BY a.valid_from DESC LIMIT 1`,
    [tableId],
  );
  const assigned = rows[0] ?? null;
  const staff = assigned ?? (await db.prisma.staff.findUniqueOrThrow({ where: { username: "floor" } }));
  const session = await createSession(db as Database, staff.id, { now: new Date() });
  return { cookie: `${SESSION_COOKIE}=${session.token}`, role: assigned ? "dealer" : "supervisor" };
}

/** A wall display paired to the table. */
export async function wallCookie(db: Db, tableId: string): Promise<string> {
  const floor = await db.prisma.staff.findUniqueOrThrow({ where: { username: "floor" } });
  const now = new Date();
  const made = await createPairingCode(db as Database, floor.id, { tableId }, now);
  if (!made.ok) throw new Error(made.message);
  const redeemed = await redeemPairingCode(db as Database, { code: made.code, ip: "127.0.0.1" }, now);
  if (!redeemed.ok) throw new Error(redeemed.message);
  return `${DISPLAY_COOKIE}=${redeemed.token}`;
}

/** A session cookie of the floor supervisor, one per table's floor socket (a sign-in's sockets are capped). */
export async function floorCookie(db: Db): Promise<string> {
  const floor = await db.prisma.staff.findUniqueOrThrow({ where: { username: "floor" } });
  const session = await createSession(db as Database, floor.id, { now: new Date() });
  return `${SESSION_COOKIE}=${session.token}`;
}
