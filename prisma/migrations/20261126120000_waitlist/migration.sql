-- The floor's waiting lists (lib/server/waitlist): an append-only, gap-free event log per stream
-- (one stream per room), the commands it applied (a retried command is answered, never applied
-- twice) and snapshots. Like the tables' log, nothing here is ever changed or removed; the audit
-- entry of each action is written in the same transaction as its events.

CREATE TABLE "waitlist_events" (
    "stream_id" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "command_id" TEXT,
    "actor_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "waitlist_events_pkey" PRIMARY KEY ("stream_id", "seq"),
    CONSTRAINT "waitlist_events_seq_positive" CHECK ("seq" > 0)
);

CREATE TABLE "waitlist_commands" (
    "stream_id" TEXT NOT NULL,
    "command_id" TEXT NOT NULL,
    "first_seq" INTEGER NOT NULL,
    "last_seq" INTEGER NOT NULL,

    CONSTRAINT "waitlist_commands_pkey" PRIMARY KEY ("stream_id", "command_id"),
    CONSTRAINT "waitlist_commands_range" CHECK ("first_seq" > 0 AND "last_seq" >= "first_seq")
);

CREATE INDEX "waitlist_commands_stream_id_last_seq_idx" ON "waitlist_commands"("stream_id", "last_seq");

CREATE TABLE "waitlist_snapshots" (
    "stream_id" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "state" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "waitlist_snapshots_pkey" PRIMARY KEY ("stream_id", "seq")
);

-- Gap-free: a new event carries exactly the next sequence number of its stream.
CREATE FUNCTION waitlist_events_next_seq() RETURNS trigger AS $$
DECLARE
  last_seq integer;
BEGIN
  SELECT max(seq) INTO last_seq FROM waitlist_events WHERE stream_id = NEW.stream_id;
  IF NEW.seq <> coalesce(last_seq, 0) + 1 THEN
    RAISE EXCEPTION 'waitlist % expects event % but got %', NEW.stream_id, coalesce(last_seq, 0) + 1, NEW.seq
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'waitlist_events_pkey';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER waitlist_events_gap_free BEFORE INSERT ON waitlist_events
  FOR EACH ROW EXECUTE FUNCTION waitlist_events_next_seq();

-- Append-only (refuse_change: first migration).
CREATE TRIGGER waitlist_events_append_only BEFORE UPDATE OR DELETE ON waitlist_events
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER waitlist_events_no_truncate BEFORE TRUNCATE ON waitlist_events
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
CREATE TRIGGER waitlist_commands_append_only BEFORE UPDATE OR DELETE ON waitlist_commands
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER waitlist_commands_no_truncate BEFORE TRUNCATE ON waitlist_commands
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
