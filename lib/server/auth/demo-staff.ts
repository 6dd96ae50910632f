import type { Database } from "@/lib/server/db/database";
import { DEMO_ROOM, DEMO_TABLES } from "@/lib/server/demo-floor";
import { AUDIT_ACTIONS, audit } from "./audit";
import { hashPassword, verifyPassword } from "./passwords";
import type { StaffRole } from "./permissions";
import { assignedTables } from "./sessions";
import { isLoopbackAddress } from "./http";

/**
 * The demo floor's accounts (SEED_DEMO=true): an admin, a floor supervisor and a dealer for each
 * demo table, assigned open-ended. Their passwords are printed in the README and at every start
 * that seeds them; they exist only so the quick start can be tried, never for a real room.
 */
export interface DemoAccount {
  username: string;
  password: string;
  role: StaffRole;
  displayName: string;
  tables: string[];
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: "admin", password: "demo-admin", role: "admin", displayName: "Demo Admin", tables: [] },
  { username: "floor", password: "demo-floor", role: "supervisor", displayName: "Demo Floor Supervisor", tables: [] },
  ...DEMO_TABLES.map((t, i) => ({ username: `dealer${i + 1}`, password: `demo-dealer${i + 1}`, role: "dealer" as const, displayName: `Demo Dealer ${i + 1}`, tables: [t.id] })),
];

/** True when this is a demo account's published password (which anyone may have read). */
export function isPublishedDemoPassword(username: string, password: string): boolean {
  return DEMO_ACCOUNTS.some((a) => a.username === username && a.password === password);
}

/**
 * Creates the demo accounts when the database has no staff at all (and the demo room exists).
 * Returns, for the server to print at every start, the demo accounts whose published password
 * still works (just created or left unchanged), or null when there are none.
 */
export async function seedDemoStaff(db: Pick<Database, "prisma">, now: Date = new Date()): Promise<DemoAccount[] | null> {
  if ((await db.prisma.staff.count()) === 0) await createDemoStaff(db, now);
  const rows = await db.prisma.staff.findMany({ where: { username: { in: DEMO_ACCOUNTS.map((a) => a.username) }, active: true } });
  const usable: DemoAccount[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const row = rows.find((r) => r.username === account.username);
    if (!row || row.role !== account.role || !(await verifyPassword(row.passwordHash, account.password))) continue;
    const tables = row.role === "dealer" ? await assignedTables(db, row.id, now) : [];
    usable.push({ ...account, tables });
  }
  return usable.length ? usable : null;
}

async function createDemoStaff(db: Pick<Database, "prisma">, now: Date): Promise<boolean> {
  const room = await db.prisma.room.findUnique({ where: { id: DEMO_ROOM.id }, select: { id: true } });
  if (!room) return false;
  const tables = new Set((await db.prisma.gameTable.findMany({ where: { roomId: room.id }, select: { id: true } })).map((t) => t.id));
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  const seeded = await db.prisma.$transaction(async (tx) => {
    // Two nodes starting at once: the second finds the staff of the first and leaves them alone.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(7461003::bigint)`;
    if ((await tx.staff.count()) > 0) return false;
    for (const [i, account] of DEMO_ACCOUNTS.entries()) {
      const id = `demo-${account.username}`;
      await tx.staff.create({ data: { id, roomId: room.id, username: account.username, displayName: account.displayName, role: account.role, passwordHash: hashes[i]!, createdAt: now } });
      for (const tableId of account.tables.filter((t) => tables.has(t))) {
        await tx.shiftAssignment.create({ data: { id: `demo-${account.username}-${tableId}`, staffId: id, tableId, validFrom: now, validUntil: null, createdBy: null, createdAt: now } });
      }
    }
    await audit(tx, { action: AUDIT_ACTIONS.staffCreated, detail: { demo: true, usernames: DEMO_ACCOUNTS.map((a) => a.username) }, reason: "demo floor (SEED_DEMO=true)", at: now });
    return true;
  });
  return seeded;
}

/**
 * The demo accounts a page may list to this client: all of them on the machine itself (loopback, the
 * quick start), none to another address, where their published passwords open nothing anyway. The
 * address is the one the custom server stamped (http.ts: the TCP peer, or behind TRUST_PROXY the
 * proxy's X-Forwarded-For); a missing one counts as another address.
 */
export function demoAccountsShownTo<A>(address: string | null, accounts: readonly A[]): readonly A[] {
  return isLoopbackAddress(address) ? accounts : [];
}

/** What the server prints after seeding: a warning and the accounts. */
export function describeDemoAccounts(accounts: readonly DemoAccount[]): string[] {
  return [
    "WARNING: demo accounts with published passwords are active (SEED_DEMO=true). Never use them for a real room:",
    "WARNING: set SEED_DEMO=false and create the first admin with scripts/create-admin.ts.",
    ...accounts.map((a) => `  ${a.role.padEnd(10)} ${a.username.padEnd(8)} password ${a.password}${a.tables.length ? `  (table ${a.tables.join(", ")})` : ""}`),
  ];
}
