import type { Database } from "@/lib/server/db/database";
import { AUDIT_ACTIONS, audit } from "./audit";
import { PAIR_ADDRESS_RULE, PAIR_GLOBAL_RULE, reserveAttempt } from "./rate-limit";
import { announceRevoked, displayRoom } from "./revocations";
import { WorkBusyError } from "./work-slots";
import { hashSecret, looksLikeToken, newId, newPairingCode, newToken, normalisePairingCode } from "./tokens";

/**
 * Paired wall displays. A supervisor makes a one-time code for one table (six characters, ten
 * minutes, single use); the display's /pair page exchanges it for a long random credential in an
 * http-only cookie. The credential is read-only and bound to that table: the socket authenticator
 * gives it the role "display" and only that table, and the gateway refuses every command from it.
 *
 * A card-reading shoe pairs the same way (issue 29): a code of kind "shoe" becomes a shoe's
 * credential, which the shoe sends in its socket handshake (lib/server/shoe: it may only send the
 * cards it reads, to its one table). A code or credential of one kind never works as the other.
 */
export type PairedDeviceKind = "display" | "shoe";
export const PAIRING_CODE_TTL_MS = 10 * 60 * 1000;
/** The display cookie outlives any shift; it ends when a supervisor revokes the display. Browsers cap cookies at 400 days. */
export const DISPLAY_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

/** A paired card-reading shoe: it may send only the cards it reads, to its one table. */
export interface ShoePrincipal {
  readonly kind: "shoe";
  /** The actor id in the event log: "shoe:<id>". */
  readonly id: string;
  readonly role: "shoe";
  readonly tables: readonly [string];
  readonly shoeId: string;
  readonly tableId: string;
  readonly label: string;
}

export interface DisplayPrincipal {
  readonly kind: "display";
  /** The actor id in the event log: "display:<id>". */
  readonly id: string;
  readonly role: "display";
  readonly tables: readonly [string];
  readonly displayId: string;
  readonly tableId: string;
  readonly label: string;
}

/**
 * A display paired with this instead of a table shows the game board (/board: the waiting lists,
 * lib/server/waitlist). Not a table id (those never start with "@"), so it can never be one.
 */
export const GAME_BOARD = "@board";

export async function createPairingCode(
  db: Pick<Database, "prisma">,
  byStaffId: string,
  input: { tableId: string; label?: string; kind?: PairedDeviceKind },
  now: Date,
): Promise<{ ok: true; code: string; codeId: string; tableId: string; kind: PairedDeviceKind; expiresAt: Date } | { ok: false; code: string; message: string }> {
  const kind = input.kind ?? "display";
  // A shoe deals to a table; the game board has no cards.
  if (kind === "shoe" && input.tableId === GAME_BOARD) return { ok: false, code: "UNKNOWN_TABLE", message: "A card-reading shoe pairs with a table, not the game board." };
  const table = input.tableId === GAME_BOARD ? { id: GAME_BOARD, name: "Game board" } : await db.prisma.gameTable.findUnique({ where: { id: input.tableId }, select: { id: true, name: true } });
  if (!table) return { ok: false, code: "UNKNOWN_TABLE", message: "There is no such table." };
  const label = input.label?.trim().slice(0, 60) || `${kind === "shoe" ? "Card-reading shoe" : "Wall display"} · ${table.name}`;
  const expiresAt = new Date(now.getTime() + PAIRING_CODE_TTL_MS);
  for (let attempt = 0; ; attempt += 1) {
    const code = newPairingCode();
    const codeId = newId();
    try {
      await db.prisma.$transaction(async (tx) => {
        await tx.displayPairingCode.create({ data: { id: codeId, codeHash: hashSecret(code), tableId: table.id, label, kind, createdBy: byStaffId, createdAt: now, expiresAt } });
        await audit(tx, { staffId: byStaffId, action: AUDIT_ACTIONS.pairingCodeCreated, tableId: table.id, detail: { codeId, label, kind, expiresAt: expiresAt.toISOString() }, at: now });
      });
      return { ok: true, code, codeId, tableId: table.id, kind, expiresAt };
    } catch (error) {
      // The same code was made before (one in ~900 million): draw another.
      if ((error as { code?: string }).code === "P2002" && attempt < 5) continue;
      throw error;
    }
  }
}

export type RedeemResult =
  | { ok: true; token: string; displayId: string; tableId: string; label: string }
  | { ok: false; code: "INVALID_CODE"; message: string }
  | { ok: false; code: "LOCKED" | "BUSY"; message: string; retryAfterSeconds: number };

const INVALID = { ok: false as const, code: "INVALID_CODE" as const, message: "That code is not valid: it may be mistyped, used already, or older than ten minutes. Ask the floor for a new one." };

/**
 * The wall display's side (or the shoe's, `kind: "shoe"`): a valid unused code of that kind becomes
 * the device's credential, once; a code of the other kind is not valid here and stays unused. Each try is
 * reserved before the code is looked up (rate-limit.ts), so a parallel burst tries at most the limit.
 */
export async function redeemPairingCode(
  db: Pick<Database, "prisma">,
  input: { code: string; ip: string | null; userAgent?: string | null; kind?: PairedDeviceKind },
  now: Date,
): Promise<RedeemResult> {
  const kind = input.kind ?? "display";
  let reserved;
  try {
    reserved = await reserveAttempt(db, [{ rule: PAIR_ADDRESS_RULE, value: input.ip }, { rule: PAIR_GLOBAL_RULE, value: null }], { ip: input.ip }, now);
  } catch (error) {
    if (error instanceof WorkBusyError) return { ok: false, code: "BUSY", message: "The server is busy. Try again in a few seconds.", retryAfterSeconds: 5 };
    throw error;
  }
  if (!reserved.ok) {
    return { ok: false, code: "LOCKED", message: "Too many wrong codes were tried. Wait a few minutes, then ask the floor for a new code.", retryAfterSeconds: reserved.lock.retryAfterSeconds };
  }
  const attempt = reserved.attemptId;
  const code = normalisePairingCode(input.code);
  const failed = async () => {
    await audit(db, { action: AUDIT_ACTIONS.displayPairFailed, detail: { ip: input.ip, attempt }, at: now });
    return INVALID;
  };
  if (!code) return failed();
  const found = await db.prisma.displayPairingCode.findUnique({ where: { codeHash: hashSecret(code) } });
  if (!found || found.usedAt || found.expiresAt <= now || found.kind !== kind) return failed();
  const token = newToken();
  const displayId = newId();
  const redeemed = await db.prisma.$transaction(async (tx) => {
    // Single use even when two displays race with the same code: only one update finds it unused.
    const claimed = await tx.displayPairingCode.updateMany({ where: { id: found.id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now, displayId } });
    if (claimed.count !== 1) return false;
    await tx.pairedDisplay.create({ data: { id: displayId, tableId: found.tableId, label: found.label, kind, tokenHash: hashSecret(token), pairedAt: now, pairedBy: found.createdBy, lastSeenAt: now } });
    await audit(tx, { staffId: found.createdBy, action: AUDIT_ACTIONS.displayPaired, tableId: found.tableId, detail: { displayId, codeId: found.id, label: found.label, kind, ip: input.ip, userAgent: input.userAgent?.slice(0, 200) ?? null, attempt }, at: now });
    return true;
  });
  if (!redeemed) return failed();
  return { ok: true, token, displayId, tableId: found.tableId, label: found.label };
}

const SEEN_EVERY_MS = 5 * 60 * 1000;

/** Paired displays seen at `at` (the connected walls, displays-seen.ts). */
export async function markDisplaysSeen(db: Pick<Database, "prisma">, displayIds: readonly string[], at: Date): Promise<void> {
  await db.prisma.pairedDisplay.updateMany({ where: { id: { in: [...displayIds] }, revokedAt: null }, data: { lastSeenAt: at } });
}

/** The display behind a credential, or null (unknown or revoked). */
export async function resolveDisplay(db: Pick<Database, "prisma">, token: string | undefined, now: Date): Promise<DisplayPrincipal | null> {
  if (!token || !looksLikeToken(token)) return null;
  const display = await db.prisma.pairedDisplay.findUnique({ where: { tokenHash: hashSecret(token) } });
  if (!display || display.revokedAt || display.kind !== "display") return null;
  if (!display.lastSeenAt || now.getTime() - display.lastSeenAt.getTime() > SEEN_EVERY_MS) {
    await db.prisma.pairedDisplay.update({ where: { id: display.id }, data: { lastSeenAt: now } }).catch(() => {});
  }
  return { kind: "display", id: `display:${display.id}`, role: "display", tables: [display.tableId], displayId: display.id, tableId: display.tableId, label: display.label };
}

/** The shoe behind a credential, or null (unknown, revoked, or a display's). */
export async function resolveShoe(db: Pick<Database, "prisma">, token: string | undefined, now: Date): Promise<ShoePrincipal | null> {
  if (!token || !looksLikeToken(token)) return null;
  const shoe = await db.prisma.pairedDisplay.findUnique({ where: { tokenHash: hashSecret(token) } });
  if (!shoe || shoe.revokedAt || shoe.kind !== "shoe") return null;
  if (!shoe.lastSeenAt || now.getTime() - shoe.lastSeenAt.getTime() > SEEN_EVERY_MS) {
    await db.prisma.pairedDisplay.update({ where: { id: shoe.id }, data: { lastSeenAt: now } }).catch(() => {});
  }
  return { kind: "shoe", id: `shoe:${shoe.id}`, role: "shoe", tables: [shoe.tableId], shoeId: shoe.id, tableId: shoe.tableId, label: shoe.label };
}

export async function revokeDisplay(db: Pick<Database, "prisma">, byStaffId: string, displayId: string, now: Date, reason?: string): Promise<{ ok: true } | { ok: false; code: string; message: string }> {
  const display = await db.prisma.pairedDisplay.findUnique({ where: { id: displayId } });
  if (!display) return { ok: false, code: "NOT_FOUND", message: "There is no such display." };
  if (display.revokedAt) return { ok: false, code: "ALREADY_REVOKED", message: "That display was revoked already." };
  await db.prisma.$transaction(async (tx) => {
    await tx.pairedDisplay.update({ where: { id: display.id }, data: { revokedAt: now, revokedBy: byStaffId } });
    await audit(tx, { staffId: byStaffId, action: AUDIT_ACTIONS.displayRevoked, tableId: display.tableId, detail: { displayId: display.id, label: display.label }, reason: reason ?? null, at: now });
  });
  announceRevoked(displayRoom(display.id));
  return { ok: true };
}

export interface DisplayListing {
  displays: { id: string; tableId: string; label: string; kind: PairedDeviceKind; pairedAt: string; pairedBy: string | null; lastSeenAt: string | null; revokedAt: string | null }[];
  /** Codes made and not yet used or expired (never the code itself: only its id and expiry). */
  pendingCodes: { id: string; tableId: string; label: string; kind: PairedDeviceKind; expiresAt: string; createdBy: string }[];
}

export async function listDisplays(db: Pick<Database, "prisma">, now: Date, options: { includeRevoked?: boolean } = {}): Promise<DisplayListing> {
  const [displays, codes] = await Promise.all([
    db.prisma.pairedDisplay.findMany({ where: options.includeRevoked ? {} : { revokedAt: null }, orderBy: [{ tableId: "asc" }, { pairedAt: "asc" }] }),
    db.prisma.displayPairingCode.findMany({ where: { usedAt: null, expiresAt: { gt: now } }, orderBy: { createdAt: "asc" } }),
  ]);
  return {
    displays: displays.map((d) => ({
      id: d.id,
      tableId: d.tableId,
      label: d.label,
      kind: d.kind === "shoe" ? "shoe" : "display",
      pairedAt: d.pairedAt.toISOString(),
      pairedBy: d.pairedBy,
      lastSeenAt: d.lastSeenAt?.toISOString() ?? null,
      revokedAt: d.revokedAt?.toISOString() ?? null,
    })),
    pendingCodes: codes.map((c) => ({ id: c.id, tableId: c.tableId, label: c.label, kind: c.kind === "shoe" ? "shoe" : "display", expiresAt: c.expiresAt.toISOString(), createdBy: c.createdBy })),
  };
}
