/**
 * What the public page /verify/<shoe> may show of a shoe, found by its id or by the fingerprint the
 * wall showed (lib/domain/cards/shoe-commitment.ts). Before the shoe ends: only that it is in play
 * and its commitment, never its order or salt (as /api/floor/shoes/<id> refuses them). After: the
 * order, the salt, and the check recomputed here.
 */
import type { Database } from "@/lib/server/db/database";
import { commitmentHash } from "@/lib/domain/cards/dealing-shoe";
import { fingerprintOf, parseFingerprint } from "@/lib/domain/cards/shoe-commitment";
import { gameName } from "./overview";
import { isWoodpile, shoeRecord, shoesByFingerprint, type ShoeRecord } from "./shoe-proof";

interface ShoeFacts {
  readonly id: string;
  readonly tableName: string;
  readonly gameName: string;
  readonly startedAt: string;
  readonly fingerprint: string;
  readonly orderHash: string;
}

export type PublicShoeCheck =
  | { readonly kind: "unknown"; readonly asked: string }
  | { readonly kind: "several"; readonly shoes: readonly { readonly id: string; readonly tableName: string; readonly startedAt: string }[] }
  | { readonly kind: "not-server"; readonly id: string; readonly tableName: string }
  | ({ readonly kind: "in-play" } & ShoeFacts)
  | ({
      readonly kind: "ended";
      readonly endedAt: string;
      /** "cards", or "tiles" for a Pai Gow Tiles woodpile. */
      readonly set: "cards" | "tiles";
      readonly order: readonly string[];
      readonly salt: string;
      /** The exact text hashed: salt + ":" + the order joined by ",". */
      readonly text: string;
      /** SHA-256 of `text`, computed here now. */
      readonly recomputed: string;
      readonly matches: boolean;
    } & ShoeFacts);

const SHOE_ID = /^[A-Za-z0-9_:.-]{1,120}$/;

async function tableOf(db: Pick<Database, "pool">, tableId: string): Promise<{ name: string; game: string }> {
  const { rows } = await db.pool.query<{ name: string; game_id: string }>("SELECT name, game_id FROM tables WHERE id = $1", [tableId]);
  return { name: rows[0]?.name ?? tableId, game: rows[0] ? gameName(rows[0].game_id) : "" };
}

/** The page's answer for `/verify/<asked>`: a shoe id or a fingerprint (spaces allowed). */
export async function publicShoeCheck(db: Pick<Database, "pool">, asked: string): Promise<PublicShoeCheck> {
  const fingerprint = parseFingerprint(asked);
  let shoes: ShoeRecord[] = [];
  if (fingerprint) shoes = await shoesByFingerprint(db, fingerprint);
  if (shoes.length === 0 && SHOE_ID.test(asked)) {
    const one = await shoeRecord(db, asked);
    if (one) shoes = [one];
  }
  if (shoes.length === 0) return { kind: "unknown", asked };
  if (shoes.length > 1) {
    return { kind: "several", shoes: await Promise.all(shoes.map(async (s) => ({ id: s.id, tableName: (await tableOf(db, s.tableId)).name, startedAt: s.startedAt }))) };
  }
  const shoe = shoes[0]!;
  const table = await tableOf(db, shoe.tableId);
  if (shoe.source !== "server" || !shoe.orderHash) return { kind: "not-server", id: shoe.id, tableName: table.name };
  const facts: ShoeFacts = { id: shoe.id, tableName: table.name, gameName: table.game, startedAt: shoe.startedAt, fingerprint: fingerprintOf(shoe.orderHash), orderHash: shoe.orderHash };
  if (!shoe.endedAt || !shoe.proof) return { kind: "in-play", ...facts };
  const { order, salt } = shoe.proof;
  const recomputed = commitmentHash(order, salt);
  return {
    kind: "ended",
    ...facts,
    endedAt: shoe.endedAt,
    set: isWoodpile(order) ? "tiles" : "cards",
    order,
    salt,
    text: `${salt}:${order.join(",")}`,
    recomputed,
    matches: recomputed === shoe.orderHash && shoe.proof.verified,
  };
}
