/**
 * Proving a server shoe's order afterwards. When the server shuffles a shoe it records, before the
 * first card is dealt, the SHA-256 of its salt and order (lib/domain/cards/dealing-shoe.ts). Once the
 * shoe has ended, anyone given the order and the salt can recompute that hash and see that the cards
 * dealt were fixed before the first hand. While a shoe is in play only its hash is ever shown.
 */
import type { Database } from "@/lib/server/db/database";
import { verifyCommitment, verifyShoeOrder } from "@/lib/domain/cards/dealing-shoe";
import { isTileId, TILE_IDS } from "@/lib/domain/pai-gow-tiles";

export interface ShoeRecord {
  readonly id: string;
  readonly tableId: string;
  /** "server" (shuffled by the server), "dealer" (cards entered by hand) or "reader" (a card-reading shoe). */
  readonly source: string;
  readonly decks: number;
  readonly jokers: number;
  readonly startedAt: string;
  readonly endedAt: string | null;
  /** The commitment recorded when the shoe started (server shoes). */
  readonly orderHash: string | null;
  /** Released once the shoe has ended: the order, the salt, and whether they hash to `orderHash`. */
  readonly proof: { readonly order: readonly string[]; readonly salt: string; readonly verified: boolean; readonly how: string } | null;
}

type ShoeRow = { id: string; table_id: string; source: string; decks: number; jokers: number; order_hash: string | null; order_salt: string | null; card_order: string[] | null; started_at: Date; ended_at: Date | null };

const HOW = 'SHA-256 of the UTF-8 text salt + ":" + the cards joined by "," (e.g. "9f3c…:AS,KD,JK"), in lowercase hex, equals orderHash';
const HOW_TILES = 'SHA-256 of the UTF-8 text salt + ":" + the 32 tiles joined by "," (e.g. "9f3c…:6-6a,1-1b,…"), stack 1 first, in lowercase hex, equals orderHash';

/** A Pai Gow Tiles woodpile (a hand's 32 tiles, each once) rather than cards. */
export function isWoodpile(order: readonly string[]): boolean {
  return order.length === TILE_IDS.length && order.every(isTileId) && new Set(order).size === TILE_IDS.length;
}

function record(row: ShoeRow): ShoeRecord {
  const ended = row.ended_at !== null;
  const tiles = row.card_order !== null && isWoodpile(row.card_order);
  const proof =
    ended && row.source === "server" && row.card_order && row.order_salt && row.order_hash
      ? {
          order: row.card_order,
          salt: row.order_salt,
          verified: tiles ? verifyCommitment(row.card_order, row.order_salt, row.order_hash) : verifyShoeOrder(row.card_order, row.order_salt, row.order_hash),
          how: tiles ? HOW_TILES : HOW,
        }
      : null;
  return {
    id: row.id,
    tableId: row.table_id,
    source: row.source,
    decks: row.decks,
    jokers: row.jokers,
    startedAt: row.started_at.toISOString(),
    endedAt: row.ended_at?.toISOString() ?? null,
    orderHash: row.order_hash,
    proof,
  };
}

const COLUMNS = "id, table_id, source, decks, jokers, order_hash, order_salt, card_order, started_at, ended_at";

/** The server shoes whose order's hash begins with this fingerprint (one, but for a chance in 2^64). */
export async function shoesByFingerprint(db: Pick<Database, "pool">, fingerprint: string): Promise<ShoeRecord[]> {
  if (!/^[0-9a-f]{16}$/.test(fingerprint)) return [];
  const { rows } = await db.pool.query<ShoeRow>(`SELECT ${COLUMNS} FROM shoes WHERE source = 'server' AND left(order_hash, 16) = $1 ORDER BY started_at`, [fingerprint]);
  return rows.map(record);
}

export async function shoeRecord(db: Pick<Database, "pool">, shoeId: string): Promise<ShoeRecord | null> {
  const { rows } = await db.pool.query<ShoeRow>(`SELECT ${COLUMNS} FROM shoes WHERE id = $1`, [shoeId]);
  return rows[0] ? record(rows[0]) : null;
}

/** The shoes of a table in play at some time of the window, oldest first. */
export async function shoesDuring(db: Pick<Database, "pool">, tableId: string, window: { start: Date; end: Date }): Promise<ShoeRecord[]> {
  const { rows } = await db.pool.query<ShoeRow>(
    `SELECT ${COLUMNS} FROM shoes WHERE table_id = $1 AND started_at < $3 AND (ended_at IS NULL OR ended_at >= $2) ORDER BY started_at, id`,
    [tableId, window.start, window.end],
  );
  return rows.map(record);
}
