import type { Database } from "./db/database";
import type { DemoTable } from "@/lib/domain/table/common/demo-table";
import { GAME_FAMILIES, TABLE_FAMILIES } from "@/lib/domain/table/families";

/**
 * The demo floor of the quick start: one room with a table of each game of the filings, each
 * family's own (lib/domain/table/<family>/demo-tables.ts), ready to deal. Seeded only into an empty database, so a room's own configuration is never touched.
 */
export const DEMO_ROOM = { id: "demo-room", name: "Demo Card Room" } as const;

export { ROOM_ENTERED_DEMO_OPTION } from "@/lib/domain/table/common/demo-table";

/** Every family's demo tables (its demo-tables.ts), in the order of their numbers: dealer1 deals at t1 .... */
export const DEMO_TABLES: readonly DemoTable[] = GAME_FAMILIES.flatMap((f) => TABLE_FAMILIES[f].demoTables).sort((a, b) => tableNumber(a) - tableNumber(b));

function tableNumber(t: DemoTable): number {
  return Number(t.id.replace(/^\D+/, ""));
}

export async function seedDemoFloor(db: Database): Promise<{ tables: number } | null> {
  const rooms = await db.prisma.room.count();
  if (rooms > 0) return null;
  await db.prisma.$transaction([
    db.prisma.room.create({ data: DEMO_ROOM }),
    ...DEMO_TABLES.map((t) =>
      db.prisma.gameTable.create({
        data: {
          id: t.id,
          roomId: DEMO_ROOM.id,
          name: t.name,
          gameId: t.gameId,
          seats: t.seats,
          feeScheduleId: t.feeScheduleId,
          feeOptionId: t.feeOptionId,
          ...(t.feeOptionData ? { feeOptionData: t.feeOptionData as object } : {}),
          ...(t.gameOptions ? { gameOptions: t.gameOptions as object } : {}),
          minWagerCents: t.min,
          maxWagerCents: t.max,
        },
      }),
    ),
  ]);
  return { tables: DEMO_TABLES.length };
}
