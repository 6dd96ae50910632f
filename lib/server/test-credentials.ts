/** Real credentials for socket tests: a staff session or a paired display, made in the database. */
import { createSession } from "./auth/sessions";
import { createPairingCode, redeemPairingCode } from "./auth/displays";
import { SESSION_COOKIE, DISPLAY_COOKIE } from "./auth/http";
import type { Database } from "./db/database";

export type Who = "dealer" | "supervisor" | "admin" | "display";

/** The demo staff seeded with the demo floor: dealer1..dealer6 hold tables t1..t6. */
export async function credentialsFor(db: Pick<Database, "prisma">, who: Who, tableId = "t1"): Promise<{ cookie: string; role: Who }> {
  const now = new Date();
  if (who === "display") {
    const floor = await db.prisma.staff.findUniqueOrThrow({ where: { username: "floor" } });
    const made = await createPairingCode(db, floor.id, { tableId }, now);
    if (!made.ok) throw new Error(made.message);
    const redeemed = await redeemPairingCode(db, { code: made.code, ip: "127.0.0.1" }, now);
    if (!redeemed.ok) throw new Error(redeemed.message);
    return { cookie: `${DISPLAY_COOKIE}=${redeemed.token}`, role: who };
  }
  const username = who === "dealer" ? `dealer${Number(tableId.replace(/\D/g, "")) || 1}` : who === "supervisor" ? "floor" : "admin";
  const staff = await db.prisma.staff.findUniqueOrThrow({ where: { username } });
  const session = await createSession(db, staff.id, { now });
  return { cookie: `${SESSION_COOKIE}=${session.token}`, role: who };
}
