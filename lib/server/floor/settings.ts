/**
 * The floor's settings per room: time zone, shifts, alert thresholds, the wall displays' labels and
 * the lists on the players' phones (/live). Stored in floor_settings once an admin saves them; until
 * then the defaults below apply. Changes are audited.
 */
import { z } from "zod";
import type { Database } from "@/lib/server/db/database";
import { audit } from "@/lib/server/auth/audit";
import { DEFAULT_SHIFTS, DEFAULT_TIME_ZONE, ShiftDefinitionSchema, isTimeZone, shiftIssues } from "@/lib/domain/shifts/shifts";
import type { FloorSettings } from "@/lib/contract/admin";
import { DEMO_ROOM } from "@/lib/server/demo-floor";
import { announceFloorSettings } from "./settings-changes";

export type { FloorSettings };

export const DEFAULT_IDLE_MINUTES = 15;
export const DEFAULT_OFFLINE_SECONDS = 30;

/** /live until the room chooses: off for a room of a deployment, on for the demo floor (so the quick start shows it). */
export function defaultLivePage(roomId: string): boolean {
  return roomId === DEMO_ROOM.id;
}

export function defaultSettings(roomId: string): FloorSettings {
  return {
    roomId,
    timeZone: process.env.ROOM_TIME_ZONE && isTimeZone(process.env.ROOM_TIME_ZONE) ? process.env.ROOM_TIME_ZONE : DEFAULT_TIME_ZONE,
    shifts: DEFAULT_SHIFTS,
    idleMinutes: DEFAULT_IDLE_MINUTES,
    offlineSeconds: DEFAULT_OFFLINE_SECONDS,
    wallLabels: "en",
    livePage: defaultLivePage(roomId),
    saved: false,
  };
}

/** The room the floor works for: the first room (one room per installation today). */
export async function floorRoomId(db: Pick<Database, "prisma">): Promise<string> {
  const room = await db.prisma.room.findFirst({ orderBy: { createdAt: "asc" }, select: { id: true } });
  return room?.id ?? "main";
}

export async function loadFloorSettings(db: Pick<Database, "prisma">, roomId?: string): Promise<FloorSettings> {
  const id = roomId ?? (await floorRoomId(db));
  const row = await db.prisma.floorSettings.findUnique({ where: { roomId: id } });
  if (!row) return defaultSettings(id);
  const shifts = z.array(ShiftDefinitionSchema).safeParse(row.shifts);
  return {
    roomId: id,
    timeZone: isTimeZone(row.timeZone) ? row.timeZone : DEFAULT_TIME_ZONE,
    shifts: shifts.success && shiftIssues(shifts.data).length === 0 ? shifts.data : DEFAULT_SHIFTS,
    idleMinutes: row.idleMinutes,
    offlineSeconds: row.offlineSeconds,
    wallLabels: row.wallLabels === "zh" ? "zh" : "en",
    livePage: row.livePage ?? defaultLivePage(id),
    saved: true,
  };
}

export const FloorSettingsInput = z.strictObject({
  timeZone: z.string().min(1).max(64).refine(isTimeZone, "not a time zone (e.g. America/Los_Angeles)"),
  shifts: z.array(ShiftDefinitionSchema).min(1).max(6),
  idleMinutes: z.int().min(1).max(1440),
  offlineSeconds: z.int().min(5).max(3600),
  /** Left out, the room keeps its choice (a form of before the option). */
  wallLabels: z.enum(["en", "zh"]).optional(),
  /** The lists on the players' phones (/live); left out, the room keeps its choice. */
  livePage: z.boolean().optional(),
});
export type FloorSettingsInput = z.infer<typeof FloorSettingsInput>;

export async function saveFloorSettings(
  db: Pick<Database, "prisma">,
  input: FloorSettingsInput,
  by: string,
  now: Date,
): Promise<{ ok: true; settings: FloorSettings } | { ok: false; code: string; message: string }> {
  const issues = shiftIssues(input.shifts);
  if (issues.length) return { ok: false, code: "BAD_SHIFTS", message: `The shifts cannot be used: ${issues.join("; ")}.` };
  const roomId = await floorRoomId(db);
  const before = await loadFloorSettings(db, roomId);
  await db.prisma.$transaction(async (tx) => {
    const wallLabels = input.wallLabels ?? before.wallLabels;
    const livePage = input.livePage ?? before.livePage;
    const data = { timeZone: input.timeZone, shifts: input.shifts, idleMinutes: input.idleMinutes, offlineSeconds: input.offlineSeconds, wallLabels, livePage, updatedBy: by, updatedAt: now };
    await tx.floorSettings.upsert({ where: { roomId }, create: { roomId, ...data }, update: data });
    await audit(tx, {
      staffId: by,
      action: "floor-settings-changed",
      detail: {
        from: { timeZone: before.timeZone, shifts: before.shifts, idleMinutes: before.idleMinutes, offlineSeconds: before.offlineSeconds, wallLabels: before.wallLabels, livePage: before.livePage },
        to: { ...input, wallLabels, livePage },
      },
      at: now,
    });
  });
  const settings = await loadFloorSettings(db, roomId);
  // The running lists follow at once (/live opened or closed, the board's QR code shown or taken down).
  announceFloorSettings(settings);
  return { ok: true, settings };
}
