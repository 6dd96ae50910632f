-- Staff sessions, shift assignments, display pairing codes and paired displays.
-- Generated with `prisma migrate diff` from the models at the end of prisma/schema.prisma, plus
-- the CHECK constraints below (Prisma does not model them). No foreign keys: the existing models
-- carry no relation fields for these tables (see lib/server/auth, which checks ids before writing).

-- CreateTable
CREATE TABLE "staff_sessions" (
    "id" TEXT NOT NULL,
    "staff_id" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "user_agent" TEXT,
    "ip" TEXT,

    CONSTRAINT "staff_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "shift_assignments" (
    "id" TEXT NOT NULL,
    "staff_id" TEXT NOT NULL,
    "table_id" TEXT NOT NULL,
    "valid_from" TIMESTAMPTZ(3) NOT NULL,
    "valid_until" TIMESTAMPTZ(3),
    "created_by" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "shift_assignments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "display_pairing_codes" (
    "id" TEXT NOT NULL,
    "code_hash" TEXT NOT NULL,
    "table_id" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "display_id" TEXT,

    CONSTRAINT "display_pairing_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "paired_displays" (
    "id" TEXT NOT NULL,
    "table_id" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "paired_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "paired_by" TEXT,
    "last_seen_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "revoked_by" TEXT,

    CONSTRAINT "paired_displays_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "staff_sessions_token_hash_key" ON "staff_sessions"("token_hash");

-- CreateIndex
CREATE INDEX "staff_sessions_staff_id_idx" ON "staff_sessions"("staff_id");

-- CreateIndex
CREATE INDEX "staff_sessions_expires_at_idx" ON "staff_sessions"("expires_at");

-- CreateIndex
CREATE INDEX "shift_assignments_staff_id_valid_from_idx" ON "shift_assignments"("staff_id", "valid_from");

-- CreateIndex
CREATE INDEX "shift_assignments_table_id_idx" ON "shift_assignments"("table_id");

-- CreateIndex
CREATE UNIQUE INDEX "display_pairing_codes_code_hash_key" ON "display_pairing_codes"("code_hash");

-- CreateIndex
CREATE INDEX "display_pairing_codes_table_id_idx" ON "display_pairing_codes"("table_id");

-- CreateIndex
CREATE UNIQUE INDEX "paired_displays_token_hash_key" ON "paired_displays"("token_hash");

-- CreateIndex
CREATE INDEX "paired_displays_table_id_idx" ON "paired_displays"("table_id");


-- A shift ends after it starts; a code expires after it is made; only hashes of secrets are kept
-- (hex SHA-256, so a raw token can never be written here by mistake).
ALTER TABLE shift_assignments ADD CONSTRAINT shift_assignments_valid_range CHECK (valid_until IS NULL OR valid_until > valid_from);
ALTER TABLE display_pairing_codes ADD CONSTRAINT display_pairing_codes_expiry CHECK (expires_at > created_at);
ALTER TABLE display_pairing_codes ADD CONSTRAINT display_pairing_codes_used CHECK ((used_at IS NULL) = (display_id IS NULL));
ALTER TABLE staff_sessions ADD CONSTRAINT staff_sessions_expiry CHECK (expires_at > created_at);
ALTER TABLE staff_sessions ADD CONSTRAINT staff_sessions_token_hash_hex CHECK (token_hash ~ '^[0-9a-f]{64}$');
ALTER TABLE display_pairing_codes ADD CONSTRAINT display_pairing_codes_code_hash_hex CHECK (code_hash ~ '^[0-9a-f]{64}$');
ALTER TABLE paired_displays ADD CONSTRAINT paired_displays_token_hash_hex CHECK (token_hash ~ '^[0-9a-f]{64}$');
