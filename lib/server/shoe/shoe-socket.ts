/**
 * A card-reading shoe on the table socket (docs/shoe.md). A paired shoe (role "shoe", one table)
 * may send only `shoe:hello` and `shoe:card`. A card becomes its family's next-card command, as the
 * dealer's tap of it would be (card-commands.ts), and goes through the table's ordinary command
 * path: its id is the shoe's id for the card, so a card sent again after a lost answer is answered
 * as a duplicate, never dealt twice. While betting is open, the first card closes it first; the
 * card that completes the hand settles it: the table decides both with the card (reader-card.ts). A card the rules refuse is answered to the shoe and told, in
 * the same words, to the dealer's tablet and the supervisors following the table.
 */
import type { Socket } from "socket.io";
import { z } from "zod";
import type { ShoeCardAck, ShoeHelloAck, ShoeRefusedNotice, ShoeStatusAck } from "@/lib/contract/shoe";
import type { Actor } from "@/lib/domain/table/machine";
import type { LiveTables } from "@/lib/server/tables/live-tables";
import { describeZodError, hasProtoKey } from "@/lib/server/gateway/messages";
import { shoeCardsOf, shoeCardCode, shoeRefusalWords } from "./card-commands";

/** A shoe's message: its own id for the card (unique for the shoe) and the card as read. */
export const ShoeCard = z
  .object({
    id: z.string().min(8).max(64).regex(/^[A-Za-z0-9:_-]+$/, "an id is 8-64 letters, digits, - _ or :"),
    card: z.string().min(1).max(8),
  })
  .strict();

export interface ShoeSocketDeps {
  readonly tables: LiveTables;
  /** Tell the dealer's tablet (and the supervisors following the table) that a card was refused. */
  notifyRefused(notice: ShoeRefusedNotice): void;
  onRefusal?(tableId: string, code: string, actor: Actor, detail: { command?: unknown; message?: string }): void;
  deviceConnected?(tableId: string, role: string, deviceId: string): void;
  deviceDisconnected?(tableId: string, role: string, deviceId: string): void;
}

interface ShoeSocketPrincipal {
  readonly id: string;
  readonly role: string;
  readonly tables: readonly string[] | "*";
}

type Reply<T> = (answer: T) => void;

function replier<T>(ack: unknown): Reply<T> {
  return typeof ack === "function" ? (ack as Reply<T>) : () => {};
}

/** Answers that are not the rules': whether the card was saved is not known yet, or nothing could be saved. */
const RETRY_CODES = new Set(["OUTCOME_UNKNOWN", "STORE_UNAVAILABLE", "BUSY_TABLE", "INTERNAL"]);

const NOT_A_SHOE = { ok: false as const, code: "FORBIDDEN", message: "Only a paired card-reading shoe sends cards this way." };

/** The shoe's handlers on one socket; any other device that sends them is refused. */
export function attachShoeSocket(socket: Socket, principal: ShoeSocketPrincipal, deps: ShoeSocketDeps): void {
  const isShoe = principal.role === "shoe" && principal.tables !== "*" && principal.tables.length === 1;
  const tableId = isShoe ? (principal.tables as readonly string[])[0]! : "";
  // The table sees the shoe as the dealer it deals for; the log records the shoe's own id as the actor.
  const actor: Actor = { id: principal.id, role: "dealer" };
  let announced = false;

  socket.on("disconnect", () => {
    if (announced) deps.deviceDisconnected?.(tableId, "shoe", socket.id);
  });

  socket.on("shoe:hello", async (_raw: unknown, ack?: unknown) => {
    const reply = replier<ShoeHelloAck>(ack);
    if (!isShoe) return reply(NOT_A_SHOE);
    try {
      const [kind, snap] = await Promise.all([deps.tables.kind(tableId), deps.tables.snapshot(tableId)]);
      if (!kind || !snap) return reply({ ok: false, code: "UNKNOWN_TABLE", message: "The table this shoe is paired with is not open." });
      if (!announced) {
        announced = true;
        deps.deviceConnected?.(tableId, "shoe", socket.id);
      }
      const dealer = snap.views.dealer as { deckChoices?: readonly number[] } | undefined;
      reply({ ok: true, tableId, tableName: snap.summary.name, gameId: snap.summary.gameId, deckChoices: dealer?.deckChoices ?? [], takesCards: shoeCardsOf(kind.name) !== null });
    } catch {
      reply({ ok: false, code: "INTERNAL", message: "The server could not answer. Try again." });
    }
  });

  socket.on("shoe:status", async (_raw: unknown, ack?: unknown) => {
    const reply = replier<ShoeStatusAck>(ack);
    if (!isShoe) return reply(NOT_A_SHOE);
    try {
      const [kind, snap] = await Promise.all([deps.tables.kind(tableId), deps.tables.snapshot(tableId)]);
      if (!kind || !snap) return reply({ ok: false, code: "UNKNOWN_TABLE", message: "The table this shoe is paired with is not open." });
      const cards = shoeCardsOf(kind.name);
      reply({ ok: true, version: snap.version, cardDue: cards !== null && !snap.faulted && cards.cardDue(snap.views.dealer) });
    } catch {
      reply({ ok: false, code: "INTERNAL", message: "The server could not answer. Try again." });
    }
  });

  socket.on("shoe:card", async (raw: unknown, ack?: unknown) => {
    const reply = replier<ShoeCardAck>(ack);
    if (!isShoe) return reply(NOT_A_SHOE);
    if (hasProtoKey(raw)) return reply({ ok: false, code: "BAD_MESSAGE", message: "This message carries a field no card message has. Nothing was changed." });
    const parsed = ShoeCard.safeParse(raw);
    if (!parsed.success) return reply({ ok: false, code: "BAD_MESSAGE", message: describeZodError(parsed.error) });
    const { id, card: sent } = parsed.data;
    const refuse = (code: string, message: string, card: string) => {
      deps.onRefusal?.(tableId, code, actor, { command: { type: "shoe-card", card }, message });
      deps.notifyRefused({ tableId, card, message });
      reply({ ok: false, code, message, card });
    };
    try {
      const card = shoeCardCode(sent);
      if (!card) return refuse("BAD_CARD", `The shoe sent “${sent}”, which is not a card it could read. Enter the card by hand.`, sent);
      const kind = await deps.tables.kind(tableId);
      if (!kind) return reply({ ok: false, code: "UNKNOWN_TABLE", message: "The table this shoe is paired with is not open.", retry: true });
      const cards = shoeCardsOf(kind.name);
      if (!cards) return refuse("NOT_DEALT_FROM_SHOE", `The shoe sent ${card}, but this table's game is not dealt one card at a time from a card-reading shoe: enter the cards by hand.`, card);
      // The shoe's own ids, kept apart from every other device's. The table's decide closes betting
      // before the shoe's first card and settles after its last where due (reader-card.ts): one command.
      const answer = await deps.tables.command(tableId, `${principal.id}:${id}`, cards.command(card), actor);
      if (answer.ok) return reply({ ok: true, version: answer.version, ...(answer.duplicate ? { duplicate: true } : {}), card });
      // Not the rules' answer: the table could not tell or could not save. The shoe sends the same card with the same id again.
      if (RETRY_CODES.has(answer.code)) return reply({ ok: false, code: answer.code, message: answer.message, card, retry: true });
      refuse(answer.code, shoeRefusalWords(card, answer.code, answer.message), card);
    } catch {
      reply({ ok: false, code: "INTERNAL", message: "The server could not handle this card. Send it again with the same id.", retry: true });
    }
  });
}
