/**
 * The audit trail in words: each action as a supervisor says it ("Round voided", "Misdeal declared"),
 * and what the entry's detail records as a sentence, with names for ids (the fee schedule's title,
 * the table's name) and times in the room's time zone. Pure, so it is tested without a browser.
 */
import { cardLabel } from "@/lib/client/card-entry";
import { dateTime, money } from "@/lib/client/floor-api";
import { feeOptionTitle } from "@/lib/client/names";

const ACTIONS: Readonly<Record<string, string>> = {
  "sign-in-attempt": "Sign-in attempt",
  "sign-in": "Signed in",
  "sign-in-failed": "Sign-in failed",
  "sign-in-password-change-required": "Sign-in: new password required",
  "sign-in-locked": "Sign-ins locked",
  "sign-in-unlocked": "Sign-ins unlocked",
  "sign-out": "Signed out",
  "first-admin-attempt": "First admin: attempt",
  "first-admin-created": "First admin created",
  "first-admin-refused": "First admin refused",
  "staff-created": "Staff account created",
  "staff-updated": "Staff account changed",
  "shift-assigned": "Dealer assigned to a table",
  "shift-ended": "Dealer's assignment ended",
  "display-pairing-code-created": "Pairing code made for a wall display",
  "display-pair-attempt": "Wall display pairing attempt",
  "display-paired": "Wall display paired",
  "display-pair-failed": "Wall display pairing failed",
  "display-revoked": "Wall display unpaired",
  "round.void": "Round voided",
  "round.correct-card": "Card corrected",
  "round.misdeal": "Misdeal declared",
  "round.reopen-betting": "Betting reopened",
  "round.undo-settlement-line": "Settlement line undone",
  "table.pause": "Table paused",
  "table.resume": "Table resumed",
  "table.close": "Table closed",
  "table.fee-option": "Fee schedule option changed",
  "table.configure": "Table configuration changed",
  "fee-option-changed": "Room's fee option changed",
  "configuration-changed": "Table configuration changed",
  "table-created": "Table created",
  "floor-settings-changed": "Floor settings changed",
  "alert-acknowledged": "Alert acknowledged",
  "shift-count-entered": "Shift count entered",
  "regulator-export": "Regulator's export downloaded",
};

/** The action in words; an action this screen does not know yet, spelled out from its name. */
export function actionWords(action: string): string {
  const known = ACTIONS[action];
  if (known) return known;
  const words = action.replace(/[.:_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Detail = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === "string" ? v : typeof v === "number" ? String(v) : null);
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function handOf(roundId: unknown): string {
  const id = str(roundId);
  const n = id?.match(/-(\d+)$/)?.[1];
  return n ? `hand #${n}` : "the hand";
}

function feeOption(v: unknown): string | null {
  const o = v as { scheduleId?: string; optionId?: string; limits?: { min: number; max: number } } | null;
  if (!o?.scheduleId || !o.optionId) return null;
  return `${feeOptionTitle(o.scheduleId, o.optionId)}${o.limits ? ` (limits ${money(o.limits.min)}–${money(o.limits.max)})` : ""}`;
}

const HIDDEN_FIELDS = new Set(["sessionId", "attempt", "id", "roomId", "feeOptionData", "rotationPolicy", "gameOptions", "rulesVersion"]);

/** A value in words: a time in the room's zone, a list or an object as words, never JSON. */
function valueWords(v: unknown, timeZone: string): string {
  if (typeof v === "string") return ISO.test(v) ? dateTime(v, timeZone) : v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (Array.isArray(v)) return v.map((x) => valueWords(x, timeZone)).join(", ");
  if (v && typeof v === "object") return Object.entries(v as Detail).map(([k, x]) => `${words(k)} ${valueWords(x, timeZone)}`).join(", ");
  return "";
}

function words(key: string): string {
  return key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
}

/** A table's configuration in a few words: its game's fee option and its limits. */
function configWords(c: unknown): string | null {
  const t = c as { seats?: number; minWagerCents?: number; maxWagerCents?: number; feeScheduleId?: string; feeOptionId?: string; name?: string } | null;
  if (!t || typeof t !== "object") return null;
  const parts = [
    t.name ?? null,
    typeof t.seats === "number" ? `${t.seats} seats` : null,
    typeof t.minWagerCents === "number" && typeof t.maxWagerCents === "number" ? `limits ${money(t.minWagerCents)}–${money(t.maxWagerCents)}` : null,
    t.feeScheduleId && t.feeOptionId ? feeOptionTitle(t.feeScheduleId, t.feeOptionId) : null,
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : null;
}

/** Any other detail: its fields as "name: value" in words, times in the room's zone, no JSON, no internal keys. */
function fields(detail: Detail, timeZone: string): string {
  return Object.entries(detail)
    .filter(([k, v]) => v !== null && v !== undefined && v !== "" && !HIDDEN_FIELDS.has(k))
    .map(([k, v]) => `${words(k)}: ${valueWords(v, timeZone)}`)
    .join(" · ");
}

/** What the entry records, in a sentence. */
export function detailWords(action: string, detail: unknown, timeZone: string): string {
  const d = (detail && typeof detail === "object" ? detail : {}) as Detail;
  switch (action) {
    case "round.void":
      return `${handOf(d.roundId)} voided${typeof d.feesReversed === "number" && d.feesReversed > 0 ? `; ${d.feesReversed} fee${d.feesReversed === 1 ? "" : "s"} reversed` : ""}`;
    case "round.correct-card":
      return `${handOf(d.roundId)}: card ${Number(d.index) + 1} corrected from ${cardLabel(str(d.from) ?? "?")} to ${cardLabel(str(d.to) ?? "?")}`;
    case "round.misdeal":
      return `${handOf(d.roundId)}: ${Array.isArray(d.cards) ? `${d.cards.length} card${d.cards.length === 1 ? "" : "s"} (${d.cards.map((c) => (c === "face-down" ? "face down" : cardLabel(String(c)))).join(" ")})` : "the cards"} taken off; dealt again`;
    case "round.reopen-betting":
      return `${handOf(d.roundId)}: betting open again${typeof d.feesReversed === "number" && d.feesReversed > 0 ? `; ${d.feesReversed} fee${d.feesReversed === 1 ? "" : "s"} reversed` : ""}`;
    case "round.undo-settlement-line":
      return `${handOf(d.roundId)}: line ${str(d.line) ?? "?"}${d.seat ? ` (seat ${str(d.seat)}, ${String(d.action ?? "").replace("-", " ")} ${typeof d.amount === "number" ? money(d.amount) : ""})` : ""} to do again`;
    case "table.fee-option": {
      const from = feeOption(d.from);
      const to = feeOption(d.to);
      return to ? `${from ? `From ${from} to ` : "To "}${to}` : fields(d, timeZone);
    }
    case "alert-acknowledged":
      return `${str(d.message) ?? "An alert"}${str(d.raisedAt) ? ` (raised ${dateTime(str(d.raisedAt)!, timeZone)}${typeof d.occurrences === "number" && d.occurrences > 1 ? `, ${d.occurrences} times` : ""})` : ""}`;
    case "table-created":
      return configWords(d) ?? fields(d, timeZone);
    case "table.configure":
    case "configuration-changed": {
      const from = configWords(d.from);
      const to = configWords(d.to);
      const changed = Array.isArray(d.changed) && d.changed.length ? `${d.changed.join(", ")} changed` : null;
      return [changed, from && to ? `from ${from} to ${to}` : to].filter(Boolean).join(": ") || fields(d, timeZone);
    }
    case "fee-option-changed": {
      const to = feeOption(d.to);
      return to ? `The room's own amounts for ${to}` : fields(d, timeZone);
    }
    case "shift-assigned":
      return `${str(d.dealer) ?? "A dealer"}${str(d.validFrom) ? ` from ${dateTime(str(d.validFrom)!, timeZone)}` : ""}${str(d.validUntil) ? ` until ${dateTime(str(d.validUntil)!, timeZone)}` : ", open-ended"}`;
    default:
      return fields(d, timeZone);
  }
}
