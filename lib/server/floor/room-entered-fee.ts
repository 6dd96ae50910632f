/**
 * A room-entered fee option (seeds 001, 002 print no schedule): validated like every printed one,
 * then stored with the table (through the table's own configure-table command when it is live).
 */
import { configProblem, configureLive, storedConfig, type ConfigResult, type TableConfigInput } from "./table-config";
import { splitOptions, type TableRow } from "./table-rows";
import { adminTables } from "./admin-tables";
import { z } from "zod";
import type { Database } from "@/lib/server/db/database";
import { getSchedule, parseRoomEnteredOption } from "@/lib/domain/fees";
import { AUDIT_ACTIONS, audit } from "@/lib/server/auth/audit";
import type { LiveTables } from "@/lib/server/tables/live-tables";


export const FeeOptionDataInput = z.strictObject({
  scheduleId: z.string().min(1).max(80),
  optionId: z.string().min(1).max(20),
  /** The room's entry for a schedule that prints no table: limit, collections, timing. */
  data: z.unknown(),
  /** Why the change was made, for the audit trail. */
  reason: z.string().trim().max(500).optional(),
});

/** A room-entered fee option (seeds 001, 002 print none): validated like every printed one, then stored. */
export async function saveRoomEnteredFee(
  db: Pick<Database, "prisma">,
  tables: LiveTables | undefined,
  tableId: string,
  input: z.infer<typeof FeeOptionDataInput>,
  by: string,
  now: Date,
): Promise<ConfigResult> {
  const row = (await db.prisma.gameTable.findUnique({ where: { id: tableId } })) as TableRow | null;
  if (!row) return { ok: false, code: "UNKNOWN_TABLE", message: `There is no table "${tableId}".`, status: 404 };
  let schedule;
  try {
    schedule = getSchedule(input.scheduleId);
  } catch {
    return { ok: false, code: "UNKNOWN_SCHEDULE", message: `There is no fee schedule "${input.scheduleId}".`, status: 400 };
  }
  if (schedule.kind !== "room-entered") return { ok: false, code: "PRINTED_SCHEDULE", message: "This schedule is printed in its filing: pick one of its options instead of entering amounts.", status: 400 };
  if (input.data === null || typeof input.data !== "object" || Array.isArray(input.data)) return { ok: false, code: "INVALID_FEE_OPTION", message: "Enter the option as an object: limit, collections, timing.", status: 400 };
  try {
    parseRoomEnteredOption(schedule, { ...(input.data as object), id: input.optionId });
  } catch (error) {
    return { ok: false, code: "INVALID_FEE_OPTION", message: (error as Error).message, status: 400 };
  }
  const { gameOptions, bettingSeconds, decks } = splitOptions(row.gameOptions);
  const problem = configProblem(
    tableId,
    { name: row.name, gameId: row.gameId as TableConfigInput["gameId"], seats: row.seats, gameOptions, rulesVersion: row.rulesVersion, minWagerCents: row.minWagerCents, maxWagerCents: row.maxWagerCents, bettingSeconds, decks },
    { scheduleId: input.scheduleId, optionId: input.optionId, data: input.data },
    row.rotationPolicy,
  );
  if (problem) return { ok: false, code: "INVALID_CONFIGURATION", message: `This fee option cannot run at this table: ${problem}.`, status: 400 };
  if (tables && (await tables.snapshot(tableId))) {
    const current = { name: row.name, gameId: row.gameId as TableConfigInput["gameId"], seats: row.seats, gameOptions, rulesVersion: row.rulesVersion, minWagerCents: row.minWagerCents, maxWagerCents: row.maxWagerCents, bettingSeconds, decks };
    const config = storedConfig(current, row, { scheduleId: input.scheduleId, optionId: input.optionId, data: input.data });
    return configureLive(db, tables, tableId, config, by, input.reason ?? null);
  }
  await db.prisma.$transaction(async (tx) => {
    await tx.gameTable.update({ where: { id: tableId }, data: { feeScheduleId: input.scheduleId, feeOptionId: input.optionId, feeOptionData: input.data as object } });
    await audit(tx, {
      staffId: by,
      action: AUDIT_ACTIONS.roomEnteredFeeChanged,
      tableId,
      detail: { from: { scheduleId: row.feeScheduleId, optionId: row.feeOptionId, data: row.feeOptionData ?? null }, to: { scheduleId: input.scheduleId, optionId: input.optionId, data: input.data } },
      reason: input.reason ?? null,
      at: now,
    });
  });
  const [table] = (await adminTables(db, tables)).filter((t) => t.id === tableId);
  return { ok: true, table: table ?? null, live: "not-live", message: "Saved. The table runs it when it opens." };
}
