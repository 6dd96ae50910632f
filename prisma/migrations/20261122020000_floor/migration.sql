-- The floor: alerts that stay until a supervisor acknowledges them, the drop counted per table at
-- shift close, and the floor's settings (time zone, shifts, alert thresholds).
-- Generated with `prisma migrate diff` from the models at the end of prisma/schema.prisma, plus the
-- constraints, the partial unique index and the append-only trigger below (Prisma does not model
-- them). No foreign keys: the existing models carry no relation fields for these tables (as for the
-- auth tables); lib/server/floor checks table and staff ids before it writes.
-- CreateTable
CREATE TABLE "alerts" (
    "id" BIGSERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "table_id" TEXT,
    "message" TEXT NOT NULL,
    "detail" JSONB NOT NULL DEFAULT '{}',
    "dedupe_key" TEXT NOT NULL,
    "occurrences" INTEGER NOT NULL DEFAULT 1,
    "raised_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_raised_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "cleared_at" TIMESTAMPTZ(3),
    "acknowledged_by" TEXT,
    "acknowledged_at" TIMESTAMPTZ(3),
    "acknowledge_note" TEXT,

    CONSTRAINT "alerts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "shift_counts" (
    "id" TEXT NOT NULL,
    "table_id" TEXT NOT NULL,
    "shift_start" TIMESTAMPTZ(3) NOT NULL,
    "shift_end" TIMESTAMPTZ(3) NOT NULL,
    "counted_cents" INTEGER NOT NULL,
    "recorded_cents" INTEGER NOT NULL,
    "entered_by" TEXT NOT NULL,
    "entered_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "note" TEXT,

    CONSTRAINT "shift_counts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "floor_settings" (
    "room_id" TEXT NOT NULL,
    "time_zone" TEXT NOT NULL,
    "shifts" JSONB NOT NULL,
    "idle_minutes" INTEGER NOT NULL,
    "offline_seconds" INTEGER NOT NULL,
    "updated_by" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "floor_settings_pkey" PRIMARY KEY ("room_id")
);

-- CreateIndex
CREATE INDEX "alerts_acknowledged_at_raised_at_idx" ON "alerts"("acknowledged_at", "raised_at");

-- CreateIndex
CREATE INDEX "alerts_table_id_raised_at_idx" ON "alerts"("table_id", "raised_at");

-- CreateIndex
CREATE INDEX "shift_counts_table_id_shift_start_idx" ON "shift_counts"("table_id", "shift_start");

-- CreateIndex
CREATE INDEX "shift_counts_shift_start_idx" ON "shift_counts"("shift_start");


-- One open alert per condition (a game broken at t3, t3's dealer tablet offline, ...): a repeat
-- while it is open raises its `occurrences` instead of a second row.
CREATE UNIQUE INDEX "alerts_open_dedupe_key" ON "alerts"("dedupe_key") WHERE "acknowledged_at" IS NULL;

ALTER TABLE "alerts" ADD CONSTRAINT "alerts_kind" CHECK ("kind" IN ('game-broken', 'third-hand-attempt', 'table-idle', 'device-offline', 'database-fault', 'repeated-refusals'));
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_acknowledged_together" CHECK (("acknowledged_at" IS NULL) = ("acknowledged_by" IS NULL));
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_occurrences_positive" CHECK ("occurrences" >= 1);

ALTER TABLE "shift_counts" ADD CONSTRAINT "shift_counts_range" CHECK ("shift_end" > "shift_start");
ALTER TABLE "shift_counts" ADD CONSTRAINT "shift_counts_counted_not_negative" CHECK ("counted_cents" >= 0);

-- A count once entered is evidence: a recount is a new row (refuse_change comes from the first migration).
CREATE TRIGGER shift_counts_append_only BEFORE UPDATE OR DELETE ON "shift_counts"
  FOR EACH ROW EXECUTE FUNCTION refuse_change();

ALTER TABLE "floor_settings" ADD CONSTRAINT "floor_settings_idle_minutes" CHECK ("idle_minutes" BETWEEN 1 AND 1440);
ALTER TABLE "floor_settings" ADD CONSTRAINT "floor_settings_offline_seconds" CHECK ("offline_seconds" BETWEEN 5 AND 3600);
