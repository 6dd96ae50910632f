/** A night of more tables than the demo floor's: copies of its tables, written as its seeding writes them. */
import type { Database } from "../server/db/database";
import { DEMO_ROOM, DEMO_TABLES } from "../server/demo-floor";

/** Copies of the demo floor's tables ("Soak 25 · Fortune 7" ...) until the floor has `wanted` open tables; how many were added. */
export async function addTables(db: Pick<Database, "pool" | "prisma">, wanted: number): Promise<number> {
  const { rows } = await db.pool.query<{ n: string }>("SELECT count(*)::text AS n FROM tables WHERE status <> 'closed'");
  const have = Number(rows[0]!.n);
  const missing = Math.max(0, wanted - have);
  for (let i = 0; i < missing; i += 1) {
    const t = DEMO_TABLES[i % DEMO_TABLES.length]!;
    const number = have + i + 1;
    await db.prisma.gameTable.create({
      data: {
        id: `s${number}`,
        roomId: DEMO_ROOM.id,
        name: `Soak ${number} · ${t.name.replace(/^Table \d+ · /, "")}`,
        gameId: t.gameId,
        seats: t.seats,
        feeScheduleId: t.feeScheduleId,
        feeOptionId: t.feeOptionId,
        ...(t.feeOptionData ? { feeOptionData: t.feeOptionData as object } : {}),
        ...(t.gameOptions ? { gameOptions: t.gameOptions as object } : {}),
        minWagerCents: t.min,
        maxWagerCents: t.max,
      },
    });
  }
  return missing;
}
