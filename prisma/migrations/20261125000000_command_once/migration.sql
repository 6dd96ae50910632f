-- A command is applied once: one row per table and accepted command id, with the events it made.
--
-- A device sends each command with an id of its own and sends the same id again when the answer
-- is lost; the table actor answers a known id instead of applying it again. The actor's memory is
-- not enough on its own (it is rebuilt after a restart and keeps only the latest ids), so the
-- database holds the rule too: every statement that writes events records their commands here, and
-- the primary key refuses a command id that an earlier statement applied. The server then answers
-- the retry as a duplicate, with the version recorded for it (last_seq).

-- CreateTable
CREATE TABLE "table_commands" (
    "table_id" TEXT NOT NULL,
    "command_id" TEXT NOT NULL,
    "first_seq" INTEGER NOT NULL,
    "last_seq" INTEGER NOT NULL,

    CONSTRAINT "table_commands_pkey" PRIMARY KEY ("table_id","command_id")
);

-- CreateIndex
CREATE INDEX "table_commands_table_id_last_seq_idx" ON "table_commands"("table_id", "last_seq");

-- AddForeignKey
ALTER TABLE "table_commands" ADD CONSTRAINT "table_commands_table_id_fkey" FOREIGN KEY ("table_id") REFERENCES "tables"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "table_commands" ADD CONSTRAINT "table_commands_range" CHECK ("first_seq" > 0 AND "last_seq" >= "first_seq");

-- The commands already in the log. An id applied twice before this migration (the fault it closes)
-- is recorded once, spanning both applications: its events stay as they are (the log is
-- append-only), and a later retry of it is answered as a duplicate.
INSERT INTO "table_commands" ("table_id", "command_id", "first_seq", "last_seq")
SELECT "table_id", "command_id", min("seq"), max("seq") FROM "table_events" WHERE "command_id" IS NOT NULL GROUP BY "table_id", "command_id";

-- Like the log, the record of commands is never changed or removed (refuse_change: first migration).
CREATE TRIGGER table_commands_append_only BEFORE UPDATE OR DELETE ON "table_commands"
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER table_commands_no_truncate BEFORE TRUNCATE ON "table_commands"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();

-- One statement writes one application of each command (append_table_batch writes a table's
-- command once per call, and a table has one command in flight), so each statement's events are
-- recorded per command. A command id whose events are not consecutive within the statement was
-- applied twice in it and is refused the same way.
CREATE FUNCTION table_events_record_commands() RETURNS trigger AS $$
DECLARE
  bad record;
BEGIN
  SELECT table_id, command_id INTO bad FROM written WHERE command_id IS NOT NULL
   GROUP BY table_id, command_id HAVING count(*) <> max(seq) - min(seq) + 1 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'command % of table % is applied twice', bad.command_id, bad.table_id
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'table_commands_pkey';
  END IF;
  INSERT INTO table_commands (table_id, command_id, first_seq, last_seq)
  SELECT table_id, command_id, min(seq), max(seq) FROM written WHERE command_id IS NOT NULL GROUP BY table_id, command_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER table_events_command_once AFTER INSERT ON table_events
  REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION table_events_record_commands();
