/** One entry of the audit trail as the floor reads it (GET /api/audit). */
export interface AuditRow {
  id: string;
  at: string;
  staffId: string | null;
  staffUsername: string | null;
  action: string;
  tableId: string | null;
  detail: unknown;
  reason: string | null;
}

