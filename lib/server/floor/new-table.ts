/** A new table: validated like a live table validates it, written, audited, and loaded live. */
import { configProblem, feeFollowing, storedOptions, type ConfigResult, type NewTableInput } from "./table-config";
import { storedRotation } from "./table-rows";
import { adminTables } from "./admin-tables";
import type { Database } from "@/lib/server/db/database";
import { AUDIT_ACTIONS, audit } from "@/lib/server/auth/audit";
import type { LiveTables } from "@/lib/server/tables/live-tables";


/** A new table: validated, written, audited, and loaded live. */
export async function createTable(
  db: Pick<Database, "prisma">,
  tables: LiveTables | undefined,
  input: NewTableInput,
  by: string,
  roomId: string,
  now: Date,
): Promise<ConfigResult> {
  if (await db.prisma.gameTable.findUnique({ where: { id: input.id }, select: { id: true } })) return { ok: false, code: "TABLE_EXISTS", message: `A table "${input.id}" exists already.`, status: 409 };
  const fee = feeFollowing(input.id, input, { scheduleId: input.feeScheduleId, optionId: input.feeOptionId, data: input.feeOptionData });
  const problem = configProblem(input.id, input, fee);
  if (problem) return { ok: false, code: "INVALID_CONFIGURATION", message: `This table cannot run: ${problem}.`, status: 400 };
  const data = {
    id: input.id,
    roomId,
    name: input.name,
    gameId: input.gameId,
    seats: input.seats,
    gameOptions: storedOptions(input),
    rulesVersion: input.rulesVersion,
    feeScheduleId: fee.scheduleId,
    feeOptionId: fee.optionId,
    ...(fee.data !== undefined && fee.data !== null ? { feeOptionData: fee.data as object } : {}),
    minWagerCents: input.minWagerCents,
    maxWagerCents: input.maxWagerCents,
    rotationPolicy: input.rotationPolicy ? storedRotation(input.rotationPolicy) : {},
  };
  await db.prisma.$transaction(async (tx) => {
    await tx.gameTable.create({ data });
    await audit(tx, { staffId: by, action: AUDIT_ACTIONS.tableCreated, tableId: input.id, detail: { ...data }, reason: input.reason ?? null, at: now });
  });
  let live: "loaded" | "not-live" = "not-live";
  if (tables) {
    try {
      await tables.registry.claim();
      live = (await tables.snapshot(input.id)) ? "loaded" : "not-live";
    } catch {
      live = "not-live";
    }
  }
  const [table] = (await adminTables(db, tables)).filter((t) => t.id === input.id);
  return { ok: true, table: table ?? null, live, message: live === "loaded" ? "Table created and open." : "Table created; it opens when a server takes it on." };
}
