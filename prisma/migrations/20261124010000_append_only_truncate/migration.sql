-- The append-only logs refuse TRUNCATE too (the row triggers of the first migrations do not fire on it).
CREATE TRIGGER table_events_no_truncate BEFORE TRUNCATE ON table_events
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
CREATE TRIGGER fee_drops_no_truncate BEFORE TRUNCATE ON fee_drops
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON audit_entries
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
CREATE TRIGGER shift_counts_no_truncate BEFORE TRUNCATE ON shift_counts
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
