-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "rooms" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rooms_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tables" (
    "id" TEXT NOT NULL,
    "room_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "game_id" TEXT NOT NULL,
    "seats" INTEGER NOT NULL,
    "game_options" JSONB NOT NULL DEFAULT '{}',
    "rules_version" TEXT NOT NULL DEFAULT '1',
    "fee_schedule_id" TEXT NOT NULL,
    "fee_option_id" TEXT NOT NULL,
    "fee_option_data" JSONB,
    "min_wager_cents" INTEGER NOT NULL,
    "max_wager_cents" INTEGER NOT NULL,
    "rotation_policy" JSONB NOT NULL DEFAULT '{}',
    "status" TEXT NOT NULL DEFAULT 'open',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tables_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "staff" (
    "id" TEXT NOT NULL,
    "room_id" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "display_name" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "staff_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "shoes" (
    "id" TEXT NOT NULL,
    "table_id" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "decks" INTEGER NOT NULL,
    "jokers" INTEGER NOT NULL DEFAULT 0,
    "order_hash" TEXT,
    "order_salt" TEXT,
    "card_order" JSONB,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ended_at" TIMESTAMPTZ(3),

    CONSTRAINT "shoes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rounds" (
    "id" TEXT NOT NULL,
    "table_id" TEXT NOT NULL,
    "hand_number" INTEGER NOT NULL,
    "shoe_id" TEXT,
    "status" TEXT NOT NULL,
    "player_dealer_seat" INTEGER,
    "bank_cents" INTEGER,
    "fee_schedule_id" TEXT,
    "fee_option_id" TEXT,
    "result" JSONB,
    "void_reason" TEXT,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ended_at" TIMESTAMPTZ(3),

    CONSTRAINT "rounds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "table_events" (
    "id" BIGSERIAL NOT NULL,
    "table_id" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "command_id" TEXT,
    "actor_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "table_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "table_snapshots" (
    "table_id" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "state" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "table_snapshots_pkey" PRIMARY KEY ("table_id","seq")
);

-- CreateTable
CREATE TABLE "fee_drops" (
    "id" TEXT NOT NULL,
    "table_id" TEXT NOT NULL,
    "round_id" TEXT NOT NULL,
    "payer_kind" TEXT NOT NULL,
    "seat" INTEGER,
    "schedule_id" TEXT NOT NULL,
    "option_id" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "cents" INTEGER NOT NULL,
    "reverses_id" TEXT,
    "taken_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "fee_drops_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_entries" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "staff_id" TEXT,
    "action" TEXT NOT NULL,
    "table_id" TEXT,
    "detail" JSONB NOT NULL DEFAULT '{}',
    "reason" TEXT,

    CONSTRAINT "audit_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "tables_room_id_idx" ON "tables"("room_id");

-- CreateIndex
CREATE UNIQUE INDEX "staff_username_key" ON "staff"("username");

-- CreateIndex
CREATE INDEX "shoes_table_id_idx" ON "shoes"("table_id");

-- CreateIndex
CREATE UNIQUE INDEX "rounds_table_id_hand_number_key" ON "rounds"("table_id", "hand_number");

-- CreateIndex
CREATE INDEX "table_events_table_id_command_id_idx" ON "table_events"("table_id", "command_id");

-- CreateIndex
CREATE UNIQUE INDEX "table_events_table_id_seq_key" ON "table_events"("table_id", "seq");

-- CreateIndex
CREATE INDEX "fee_drops_table_id_taken_at_idx" ON "fee_drops"("table_id", "taken_at");

-- CreateIndex
CREATE INDEX "fee_drops_round_id_idx" ON "fee_drops"("round_id");

-- CreateIndex
CREATE INDEX "audit_entries_at_idx" ON "audit_entries"("at");

-- AddForeignKey
ALTER TABLE "tables" ADD CONSTRAINT "tables_room_id_fkey" FOREIGN KEY ("room_id") REFERENCES "rooms"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "staff" ADD CONSTRAINT "staff_room_id_fkey" FOREIGN KEY ("room_id") REFERENCES "rooms"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "shoes" ADD CONSTRAINT "shoes_table_id_fkey" FOREIGN KEY ("table_id") REFERENCES "tables"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_table_id_fkey" FOREIGN KEY ("table_id") REFERENCES "tables"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_shoe_id_fkey" FOREIGN KEY ("shoe_id") REFERENCES "shoes"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "table_events" ADD CONSTRAINT "table_events_table_id_fkey" FOREIGN KEY ("table_id") REFERENCES "tables"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "table_snapshots" ADD CONSTRAINT "table_snapshots_table_id_fkey" FOREIGN KEY ("table_id") REFERENCES "tables"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fee_drops" ADD CONSTRAINT "fee_drops_table_id_fkey" FOREIGN KEY ("table_id") REFERENCES "tables"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fee_drops" ADD CONSTRAINT "fee_drops_round_id_fkey" FOREIGN KEY ("round_id") REFERENCES "rounds"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- The event log is append-only and gap-free per table: a new event must carry exactly the next
-- sequence number of its table, and no event may be changed or removed.
CREATE FUNCTION table_events_next_seq() RETURNS trigger AS $$
DECLARE
  last_seq integer;
BEGIN
  SELECT max(seq) INTO last_seq FROM table_events WHERE table_id = NEW.table_id;
  IF NEW.seq <> coalesce(last_seq, 0) + 1 THEN
    RAISE EXCEPTION 'table % expects event % but got %', NEW.table_id, coalesce(last_seq, 0) + 1, NEW.seq
      USING ERRCODE = 'unique_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER table_events_gap_free BEFORE INSERT ON table_events
  FOR EACH ROW EXECUTE FUNCTION table_events_next_seq();

CREATE FUNCTION refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER table_events_append_only BEFORE UPDATE OR DELETE ON table_events
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER fee_drops_append_only BEFORE UPDATE OR DELETE ON fee_drops
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE ON audit_entries
  FOR EACH ROW EXECUTE FUNCTION refuse_change();

ALTER TABLE table_events ADD CONSTRAINT table_events_seq_positive CHECK (seq > 0);
ALTER TABLE fee_drops ADD CONSTRAINT fee_drops_payer_kind CHECK (payer_kind IN ('seat', 'player-dealer'));
ALTER TABLE staff ADD CONSTRAINT staff_role CHECK (role IN ('dealer', 'supervisor', 'admin'));
