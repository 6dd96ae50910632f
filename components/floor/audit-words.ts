/**
 * The audit trail in words: each action as a supervisor says it ("Round voided", "Misdeal declared"),
 * and what the entry's detail records as a sentence, with names for ids (the fee schedule's title,
 * the table's name) and times in the room's time zone. Pure, so it is tested without a browser.
 */
import { cardLabel } from "@/lib/client/card-entry";
import { tileWords } from "@/components/corrections/correction-offers";
import { clockTime, dateTime, money } from "@/lib/client/floor-api";
import { feeOptionTitle } from "@/lib/client/names";

/** A Pai Gow Tiles tile id ("3-6", "6-6a"): never a card's code. */
const TILE = /^[1-6]-[1-6][ab]?$/;

const ACTIONS: Readonly<Record<string, string>> = {
  "sign-in-attempt": "Sign-in attempt",
  "sign-in": "Signed in",
  "sign-in-failed": "Sign-in failed",
  "sign-in-password-change-required": "Sign-in: new password required",
  "sign-in-locked": "Sign-ins locked",
  "sign-in-unlocked": "Sign-ins unlocked",
  "approval-attempt": "Supervisor's approval on a tablet: attempt",
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
  "round.correct-decision": "Decision corrected",
  "round.correct-hand": "Hand corrected",
  "round.misdeal": "Misdeal declared",
  "round.correct-result": "Result corrected",
  "round.correct-ended": "Round corrected after it ended",
  "round.settle-again": "Settled again after a correction",
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
  "ledger-anchor-export": "Record anchor downloaded",
  "waitlist.open-list": "Waiting list opened",
  "waitlist.close-list": "Waiting list closed",
  "waitlist.add": "Player added to a list",
  "waitlist.call": "Player called to a seat",
  "waitlist.answer": "Call answered",
  "waitlist.miss": "Call not answered",
  "waitlist.call-withdrawn": "Call withdrawn",
  "waitlist.seat": "Player seated from a list",
  "waitlist.remove": "Player taken off a list",
  "waitlist.move": "Player moved to another list",
  "waitlist.open-table": "Table dealing for a list",
  "waitlist.close-table": "Table no longer dealing for a list",
  "waitlist.away": "Player away from a seat",
  "waitlist.back": "Player back or gone from a seat",
  "waitlist.away-release": "Away player's seat released",
  "waitlist.options": "Waiting lists' options changed",
  "waitlist.check-in": "Player checked in (joined from a phone)",
  "waitlist.new-code": "Player given a new code",
  "live.code-wrong": "Wrong code on a phone",
  "live.code-limited": "Code guessing stopped for an address",
};

/**
 * A pai gow poker hand as recorded ("AS AH 9S 6C 3D | QH TC", "house way JS JH …") in a dealer's
 * words: "high A♠ A♥ 9♠ 6♣ 3♦, low Q♥ 10♣", "the house way (J♠ J♥ …)".
 */
export function handWords(recorded: string): string {
  const cards = (text: string) => text.trim().split(/\s+/).filter(Boolean).map(cardLabel).join(" ");
  if (recorded.includes("|")) {
    const [high, low] = recorded.split("|") as [string, string];
    return `high ${cards(high)}, low ${cards(low)}`;
  }
  if (recorded.startsWith("house way")) {
    const rest = recorded.slice("house way".length).trim();
    return rest ? `the house way (${cards(rest)})` : "the house way";
  }
  return recorded === "as dealt" ? recorded : cards(recorded);
}

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

const HIDDEN_FIELDS = new Set(["sessionId", "attempt", "id", "roomId", "feeOptionData", "rotationPolicy", "gameOptions", "rulesVersion", "commandId", "entryId", "entryIds", "listId", "gameId", "tableId", "key"]);

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

/** Where the entry happened, for the words: the entry's table and a table's name by its id. */
export interface AuditPlace {
  readonly tableId?: string | null;
  readonly tableName?: (tableId: string) => string | undefined;
}

const REMOVED: Readonly<Record<string, string>> = {
  left: "left the room",
  declined: "declined the seat",
  floor: "taken off by the floor",
  "missed-calls": "missed too many calls",
  "left-table": "left the table",
  "table-closed": "the table closed",
  self: "took themselves off on their phone",
  lapsed: "did not check in at the desk in time",
};

const OPTION_WORDS: Readonly<Record<string, (v: unknown) => string>> = {
  callMinutes: (v) => `${str(v)} min to answer a call`,
  missedCall: (v) => (v === "remove" ? "a missed call takes the player off" : "a missed call keeps the place"),
  missesAllowed: (v) => `${str(v)} missed call${v === 1 ? "" : "s"} allowed`,
  awayMinutes: (v) => `a seat held ${str(v)} min for a player away`,
  openTableAt: (v) => `open another table at ${str(v)} waiting`,
  mustMoveFirst: (v) => (v ? "must-move players seated first" : "the waiting list seated first"),
  remoteJoin: (v) => (v ? "players may join from their phones" : "no joining from phones"),
  remoteLapseMinutes: (v) => `${str(v)} min to check in after joining from a phone`,
  remoteCall: (v) => (v === "any-time" ? "a player who joined from a phone is called like anyone else" : "a player who joined from a phone is called once checked in"),
};

/** A waiting-list entry in a sentence: the player by initials, the list by its game and stakes, the table by its name; no ids. */
function waitlistWords(action: string, d: Detail, place: AuditPlace, timeZone: string): string | null {
  const tableOf = (id: unknown): string => {
    const tid = str(id);
    return (tid && place.tableName?.(tid)) || "the table";
  };
  const table = tableOf(place.tableId);
  const who = str(d.initials) ?? str(d.name) ?? "A player";
  const list = str(d.list);
  const theList = list ? `the ${list} list` : "the list";
  const seat = typeof d.seat === "number" ? ` seat ${d.seat}` : "";
  const call = typeof d.call === "number" && d.call > 1 ? ` (call ${d.call})` : "";
  switch (action) {
    case "waitlist.open-list":
      return `Opened ${theList}${typeof d.openTableAt === "number" ? `; open another table at ${d.openTableAt} waiting` : ""}`;
    case "waitlist.close-list":
      return `Closed ${theList}`;
    case "waitlist.add": {
      const change = d.seatChange as { seat?: number; wants?: number | null } | undefined;
      if (change) return `${who} at ${table} seat ${str(change.seat) ?? "?"} asked for a seat change${typeof change.wants === "number" ? ` to seat ${change.wants}` : ""}`;
      const mustMove = d.mustMove as { seat?: number } | undefined;
      if (mustMove) return `${who} at ${table} seat ${str(mustMove.seat) ?? "?"} put on the must-move list for ${theList}`;
      if (d.fromPhone === true) return `${who} joined ${theList} from a phone${str(d.ip) ? ` (${str(d.ip)})` : ""}`;
      return `Added ${who} to ${theList}${d.textPage === true ? " (paged by text)" : ""}`;
    }
    case "waitlist.check-in":
      return `${who} checked in at the desk for ${theList}`;
    case "waitlist.new-code":
      return `${who} given a new code; the old one no longer works`;
    case "waitlist.call":
      return `Called ${who} to ${table}${seat}${call}${list ? ` from ${theList}` : ""}${str(d.expiresAt) ? `; answer by ${clockTime(str(d.expiresAt)!, timeZone)}` : ""}`;
    case "waitlist.answer":
      return `${who} answered the call to ${table}${call}`;
    case "waitlist.miss":
      return `${who} did not answer the call to ${table}${call}; ${d.outcome === "removed" ? "taken off the list" : "keeps their place"}`;
    case "waitlist.call-withdrawn":
      return `The call to ${who} withdrawn (the seat was taken); ${who} waits on`;
    case "waitlist.seat": {
      const from = d.from as { tableId?: string; seat?: number } | null | undefined;
      return `Seated ${who} at ${table}${seat}${from ? ` from ${tableOf(from.tableId)} seat ${str(from.seat) ?? "?"}` : ""}${d.mustMove === true ? " (must move)" : ""}`;
    }
    case "waitlist.remove":
      if (d.reason === "self") return `${who} took themselves off ${theList} on their phone${str(d.ip) ? ` (${str(d.ip)})` : ""}`;
      return `Took ${who} off ${theList}${str(d.reason) ? `: ${REMOVED[str(d.reason)!] ?? words(str(d.reason)!)}` : ""}`;
    case "waitlist.move":
      return `Moved ${who} from the ${str(d.from) ?? "?"} list to the ${str(d.to) ?? "?"} list`;
    case "waitlist.open-table":
      return `${table} deals for ${theList}${d.role === "must-move" ? " as its must-move table" : ""}`;
    case "waitlist.close-table":
      return `${table} no longer deals for ${theList}`;
    case "waitlist.away":
      return `${table}${seat}: the player is away, the seat held${str(d.until) ? ` until ${clockTime(str(d.until)!, timeZone)}` : ""}`;
    case "waitlist.back":
      return `${table}${seat}: the player ${d.why === "left" ? "left the seat" : "is back"}`;
    case "waitlist.away-release":
      return `${table}${seat}: the away player's seat released`;
    case "waitlist.options": {
      const o = (d.options && typeof d.options === "object" ? d.options : {}) as Detail;
      const parts = Object.entries(o).map(([k, v]) => OPTION_WORDS[k]?.(v) ?? `${words(k)} ${valueWords(v, timeZone)}`);
      return parts.length ? parts.join("; ") : null;
    }
    default:
      return null;
  }
}

/** What the entry records, in a sentence; `place` names the entry's table (and any other table the entry names). */
export function detailWords(action: string, detail: unknown, timeZone: string, place: AuditPlace = {}): string {
  const given = (detail && typeof detail === "object" ? detail : {}) as Detail;
  // A tablet's approval (and the sign-in checks it made) records the table by its id: said by its name,
  // and "approval: true" left out where the action already says it is one.
  const named = typeof given.table === "string" ? place.tableName?.(given.table) : undefined;
  const d: Detail = named || given.approval === true ? { ...given, ...(named ? { table: named } : {}), ...(given.approval === true ? { approval: undefined } : {}) } : given;
  if (action.startsWith("waitlist.")) return waitlistWords(action, d, place, timeZone) ?? fields(d, timeZone);
  if (action === "live.code-wrong") return `A code that is nobody's, tried from ${str(d.ip) ?? "an unknown address"}${typeof d.wrong === "number" ? ` (${d.wrong} wrong in 15 minutes)` : ""}`;
  if (action === "live.code-limited") return `${str(d.ip) ?? "An address"} tried ${str(d.wrong) ?? "too many"} wrong codes: no code from it is checked for 15 minutes`;
  switch (action) {
    case "round.void":
      return `${handOf(d.roundId)} voided${typeof d.feesReversed === "number" && d.feesReversed > 0 ? `; ${d.feesReversed} fee${d.feesReversed === 1 ? "" : "s"} reversed` : ""}`;
    case "round.correct-card":
      // A game of tiles records its tile corrections as this action too: the tiles by their names.
      if (TILE.test(str(d.from) ?? "")) return `${handOf(d.roundId)}: tile ${Number(d.index) + 1} corrected from ${tileWords(str(d.from)!)} to ${tileWords(str(d.to) ?? "?")}`;
      return `${handOf(d.roundId)}: card ${Number(d.index) + 1} corrected from ${cardLabel(str(d.from) ?? "?")} to ${cardLabel(str(d.to) ?? "?")}`;
    case "round.correct-decision":
      return `${handOf(d.roundId)}: ${str(d.words) ?? "a player's decision"} corrected; the round replayed with it`;
    case "round.correct-hand":
      return `${handOf(d.roundId)}: ${d.seat === "player-dealer" ? "the player-dealer's hand" : `seat ${str(d.seat) ?? "?"}'s hand`} corrected from ${handWords(str(d.from) ?? "?")} to ${handWords(str(d.to) ?? "?")}; the round replayed with it`;
    case "round.correct-ended":
      return `${handOf(d.roundId)}, after it ended: ${str(d.correction) ?? "a correction"}; settled again, the money paid kept; to make right at the table: ${(str(d.difference) ?? "").replace(/^./, (c) => c.toLowerCase())}`;
    case "round.settle-again":
      return `${handOf(d.roundId)} settled again after its correction, the money paid kept; to make right at the table: ${(str(d.difference) ?? "").replace(/^./, (c) => c.toLowerCase())}`;
    case "round.correct-result":
      // Poker's award corrections record the change with the pot: where the money went, then and now.
      return `${handOf(d.roundId)}: ${str(d.correction) ? `${str(d.correction)}; ` : ""}the result recorded again as corrected`;
    case "round.misdeal":
      return `${handOf(d.roundId)}: ${Array.isArray(d.cards) ? `${d.cards.length} card${d.cards.length === 1 ? "" : "s"} (${d.cards.map((c) => (c === "face-down" ? "face down" : cardLabel(String(c)))).join(" ")})` : "the cards"} taken off; dealt again`;
    case "round.reopen-betting":
      return `${handOf(d.roundId)}: betting open again${typeof d.feesReversed === "number" && d.feesReversed > 0 ? `; ${d.feesReversed} fee${d.feesReversed === 1 ? "" : "s"} reversed` : ""}`;
    case "round.undo-settlement-line":
      if (str(d.difference)) return `${handOf(d.roundId)}: difference ${str(d.line) ?? "?"} (${str(d.difference)!.replace(/^./, (c) => c.toLowerCase())}) to do again`;
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
