/**
 * The floor's alerts as stored: the `alerts` table, where an alert stays until a supervisor
 * acknowledges it (audited), even after its condition ended. A repeat of a condition counts on its
 * open alert only while that alert is part of the same burst (its condition still on, last raised
 * less than MERGE_WITHIN_MS ago); a condition that comes back later is a new alert, so the floor
 * sees it at the top, never folded into an old one. Listed most urgent first, then newest first.
 */
import { randomUUID } from "node:crypto";
import type { Database } from "@/lib/server/db/database";
import { auditStatement } from "@/lib/server/auth/audit";
import { ALERT_TITLES, compareAlerts, type AlertKind, type AlertView } from "@/lib/contract/floor";

/** Repeats of one condition within this time of its last raise are the same alert (a burst). */
export const MERGE_WITHIN_MS = 5 * 60_000;

export interface AlertInput {
  readonly kind: AlertKind;
  readonly tableId: string | null;
  readonly message: string;
  readonly detail?: Record<string, unknown>;
  /** The condition: repeats of it within a burst count on one alert. */
  readonly dedupeKey: string;
  readonly at: Date;
}

/**
 * The stored key of one alert: its condition and when it was first raised. A key stored before
 * alerts were kept apart by burst is the condition alone; SAME_CONDITION matches both.
 */
export function incidentKey(condition: string, at: Date): string {
  return `${condition}#${at.getTime()}-${randomUUID().slice(0, 8)}`;
}

const SAME_CONDITION = "(dedupe_key = $1 OR left(dedupe_key, length($1) + 1) = $1 || '#')";

/** Most urgent first (a tablet offline, the database failing, a broken game above an idle table), newest first within each. */
export function sortAlerts(alerts: readonly AlertView[]): AlertView[] {
  return [...alerts].sort(compareAlerts);
}

type AlertRow = {
  id: string;
  kind: AlertKind;
  table_id: string | null;
  message: string;
  detail: unknown;
  dedupe_key: string;
  occurrences: number;
  raised_at: Date;
  last_raised_at: Date;
  cleared_at: Date | null;
  acknowledged_by: string | null;
  acknowledged_at: Date | null;
  acknowledge_note: string | null;
};

function viewOf(r: AlertRow): AlertView {
  return {
    id: String(r.id),
    kind: r.kind,
    title: ALERT_TITLES[r.kind] ?? r.kind,
    tableId: r.table_id,
    message: r.message,
    detail: r.detail,
    occurrences: r.occurrences,
    raisedAt: r.raised_at.toISOString(),
    lastRaisedAt: r.last_raised_at.toISOString(),
    clearedAt: r.cleared_at?.toISOString() ?? null,
    acknowledgedBy: r.acknowledged_by,
    acknowledgedAt: r.acknowledged_at?.toISOString() ?? null,
    acknowledgeNote: r.acknowledge_note,
    pending: false,
  };
}

export type AcknowledgeResult = { ok: true; alert: AlertView } | { ok: false; code: "NOT_FOUND" | "ALREADY_ACKNOWLEDGED" | "PENDING"; message: string };

/** The alerts table. */
export class AlertStore {
  constructor(private readonly db: Pick<Database, "pool">) {}

  /**
   * Raises an alert, or counts a repeat on the open alert of the same condition while it is one
   * burst (not ended, last raised within MERGE_WITHIN_MS). Each alert's stored key is the condition
   * and the moment it was first raised, so a condition may have an old alert still waiting for its
   * acknowledgement and a new one.
   */
  async raise(input: AlertInput): Promise<{ alert: AlertView; inserted: boolean }> {
    const repeat = await this.db.pool.query<AlertRow>(
      `UPDATE alerts SET occurrences = occurrences + 1, last_raised_at = $2, message = $3, detail = $4
        WHERE id = (SELECT id FROM alerts WHERE ${SAME_CONDITION} AND acknowledged_at IS NULL AND cleared_at IS NULL
                      AND last_raised_at > $2::timestamptz - make_interval(secs => $5) ORDER BY id DESC LIMIT 1)
        RETURNING *`,
      [input.dedupeKey, input.at, input.message.slice(0, 500), JSON.stringify(input.detail ?? {}), MERGE_WITHIN_MS / 1000],
    );
    if (repeat.rows[0]) return { alert: viewOf(repeat.rows[0]), inserted: false };
    const { rows } = await this.db.pool.query<AlertRow>(
      `INSERT INTO alerts (kind, table_id, message, detail, dedupe_key, raised_at, last_raised_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING *`,
      [input.kind, input.tableId, input.message.slice(0, 500), JSON.stringify(input.detail ?? {}), incidentKey(input.dedupeKey, input.at), input.at],
    );
    return { alert: viewOf(rows[0]!), inserted: true };
  }

  /** Marks the open alert of a key as ended (it stays until acknowledged). */
  async clear(dedupeKey: string, at: Date): Promise<AlertView | null> {
    const { rows } = await this.db.pool.query<AlertRow>(
      `UPDATE alerts SET cleared_at = $2 WHERE ${SAME_CONDITION} AND acknowledged_at IS NULL AND cleared_at IS NULL RETURNING *`,
      [dedupeKey, at],
    );
    return rows[0] ? viewOf(rows[0]) : null;
  }

  /** A supervisor acknowledges: the alert leaves the dashboard; an audit entry records who and when. */
  async acknowledge(id: string, staffId: string, note: string | null, at: Date): Promise<AcknowledgeResult> {
    if (!/^\d{1,18}$/.test(id)) return id.startsWith("pending:") ? { ok: false, code: "PENDING", message: "This alert is not saved yet (the database is not answering): acknowledge it once it is." } : { ok: false, code: "NOT_FOUND", message: "There is no such alert." };
    const client = await this.db.pool.connect();
    try {
      await client.query("BEGIN");
      const { rows } = await client.query<AlertRow>(
        "UPDATE alerts SET acknowledged_by = $2, acknowledged_at = $3, acknowledge_note = $4 WHERE id = $1 AND acknowledged_at IS NULL RETURNING *",
        [id, staffId, at, note],
      );
      const row = rows[0];
      if (!row) {
        await client.query("ROLLBACK");
        const exists = await this.db.pool.query<{ acknowledged_by: string }>("SELECT acknowledged_by FROM alerts WHERE id = $1", [id]);
        return exists.rows[0]
          ? { ok: false, code: "ALREADY_ACKNOWLEDGED", message: `This alert was acknowledged already (by ${exists.rows[0].acknowledged_by}).` }
          : { ok: false, code: "NOT_FOUND", message: "There is no such alert." };
      }
      const entry = auditStatement({
        staffId,
        action: "alert-acknowledged",
        tableId: row.table_id,
        detail: { alertId: String(row.id), kind: row.kind, message: row.message, raisedAt: row.raised_at.toISOString(), occurrences: row.occurrences },
        reason: note,
        at,
      });
      await client.query(entry.text, entry.values as unknown[]);
      await client.query("COMMIT");
      return { ok: true, alert: viewOf(row) };
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  /** Open alerts, most urgent first and newest first within each (ALERT_SEVERITY), or the latest ones of any state. */
  async list(options: { open?: boolean; tableId?: string; limit?: number } = {}): Promise<AlertView[]> {
    const { rows } = await this.db.pool.query<AlertRow>(
      `SELECT * FROM alerts WHERE ($1::boolean IS NOT TRUE OR acknowledged_at IS NULL) AND ($2::text IS NULL OR table_id = $2)
        ORDER BY raised_at DESC, id DESC LIMIT $3`,
      [options.open ?? true, options.tableId ?? null, Math.min(Math.max(options.limit ?? 100, 1), 500)],
    );
    return sortAlerts(rows.map(viewOf));
  }
}

