-- The event log as a hash chain per table, anchors at each shift close, and the ledger's own record
-- (issue 32; the encoding, the root and the checks are in docs/ledger.md).
--
-- Each event keeps the hash of its table's previous event (`prev_hash`, 32 zero bytes for version 1)
-- and its own (`hash`): SHA-256 of the canonical record made by `ledger_event_text` below (RFC 8785
-- canonical JSON of the table, version, type, event, time, command, actor and previous hash). The
-- server computes both as it appends (lib/server/ledger/event-encoding.ts, the same text); an insert
-- that brings none gets them here, in the trigger that already checks the sequence, and one that
-- brings a previous hash other than the table's latest event's is refused. Snapshots name the hash of
-- the event they cover. The log stays append-only: the triggers that refuse UPDATE, DELETE and
-- TRUNCATE of events are unchanged (they are set aside only inside this migration, to chain the
-- events already stored, which the ledger's record then says).

ALTER TABLE "table_events" ADD COLUMN "prev_hash" BYTEA, ADD COLUMN "hash" BYTEA;
ALTER TABLE "table_snapshots" ADD COLUMN "hash" BYTEA;

-- A JSON number as JavaScript writes it (ECMAScript Number::toString, which RFC 8785 uses). jsonb
-- keeps the digits it was given, and the events were written by JSON.stringify, so the digits are
-- already the shortest form: only the exponent form (1e+21, 1e-7) and the sign need making.
CREATE FUNCTION ledger_canonical_number(n numeric) RETURNS text AS $$
DECLARE
  t text := abs(n)::text;
  int_part text := split_part(t, '.', 1);
  frac text := split_part(t, '.', 2);
  digits text;
  e integer;
  sign text := CASE WHEN n < 0 THEN '-' ELSE '' END;
BEGIN
  IF n = 0 THEN
    RETURN '0';
  END IF;
  IF int_part <> '0' THEN
    e := length(int_part) - 1;
    digits := rtrim(int_part || frac, '0');
  ELSE
    e := -(length(frac) - length(ltrim(frac, '0')) + 1);
    digits := rtrim(ltrim(frac, '0'), '0');
  END IF;
  IF e >= 21 OR e <= -7 THEN
    RETURN sign || left(digits, 1) || CASE WHEN length(digits) > 1 THEN '.' || substr(digits, 2) ELSE '' END
        || 'e' || CASE WHEN e > 0 THEN '+' ELSE '-' END || abs(e)::text;
  END IF;
  frac := rtrim(frac, '0');
  RETURN sign || int_part || CASE WHEN frac <> '' THEN '.' || frac ELSE '' END;
END;
$$ LANGUAGE plpgsql IMMUTABLE STRICT;

-- A name's UTF-16 code units: RFC 8785 sorts members by them. (UTF-8 byte order, COLLATE "C", is the
-- same for every name but those mixing characters beyond U+FFFF with U+E000-U+FFFF.)
CREATE FUNCTION ledger_utf16_units(k text) RETURNS integer[] AS $$
  SELECT coalesce(array_agg(x.u ORDER BY c.i, x.j), '{}')
    FROM unnest(string_to_array(k, NULL)) WITH ORDINALITY AS c(ch, i),
         LATERAL unnest(CASE WHEN ascii(c.ch) < 65536 THEN ARRAY[ascii(c.ch)]
                             ELSE ARRAY[55296 + ((ascii(c.ch) - 65536) >> 10), 56320 + ((ascii(c.ch) - 65536) & 1023)] END) WITH ORDINALITY AS x(u, j)
$$ LANGUAGE sql IMMUTABLE STRICT;

-- RFC 8785 (JCS) canonical JSON of a jsonb value: object members sorted by name (by UTF-16 code
-- units; plain byte order when every name is ASCII, as the events' are), no white space, strings
-- escaped as JSON.stringify does (jsonb's own output escapes the same characters the same way),
-- numbers as above.
CREATE FUNCTION ledger_canonical_json(j jsonb) RETURNS text AS $$
BEGIN
  CASE jsonb_typeof(j)
  WHEN 'object' THEN
    IF EXISTS (SELECT 1 FROM jsonb_object_keys(j) AS n(k) WHERE octet_length(k) <> char_length(k)) THEN
      RETURN '{' || (SELECT string_agg(to_jsonb(k)::text || ':' || ledger_canonical_json(v), ',' ORDER BY ledger_utf16_units(k)) FROM jsonb_each(j) AS m(k, v)) || '}';
    END IF;
    RETURN '{' || coalesce((SELECT string_agg(to_jsonb(k)::text || ':' || ledger_canonical_json(v), ',' ORDER BY k COLLATE "C") FROM jsonb_each(j) AS m(k, v)), '') || '}';
  WHEN 'array' THEN
    RETURN '[' || coalesce((SELECT string_agg(ledger_canonical_json(v), ',' ORDER BY i) FROM jsonb_array_elements(j) WITH ORDINALITY AS a(v, i)), '') || ']';
  WHEN 'number' THEN
    RETURN ledger_canonical_number(j::numeric);
  ELSE
    RETURN j::text;
  END CASE;
END;
$$ LANGUAGE plpgsql IMMUTABLE STRICT;

-- The canonical record of one event, hashed with SHA-256 (UTF-8 bytes) into its hash: the JCS text of
-- {"actor","at","command","event","prev","seq","table","type"}, the time as ISO 8601 UTC with
-- milliseconds, the previous hash in lowercase hex.
CREATE FUNCTION ledger_event_text(p_table text, p_seq integer, p_type text, p_payload jsonb, p_at timestamptz, p_command text, p_actor text, p_prev bytea) RETURNS text AS $$
  SELECT '{"actor":' || coalesce(to_jsonb(p_actor)::text, 'null')
      || ',"at":"' || to_char(p_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
      || ',"command":' || coalesce(to_jsonb(p_command)::text, 'null')
      || ',"event":' || ledger_canonical_json(p_payload)
      || ',"prev":"' || encode(p_prev, 'hex') || '"'
      || ',"seq":' || p_seq::text
      || ',"table":' || to_jsonb(p_table)::text
      || ',"type":' || to_jsonb(p_type)::text
      || '}'
$$ LANGUAGE sql STABLE;

CREATE FUNCTION ledger_event_hash(p_table text, p_seq integer, p_type text, p_payload jsonb, p_at timestamptz, p_command text, p_actor text, p_prev bytea) RETURNS bytea AS $$
  SELECT sha256(convert_to(ledger_event_text(p_table, p_seq, p_type, p_payload, p_at, p_command, p_actor, p_prev), 'UTF8'))
$$ LANGUAGE sql STABLE;

-- What version 1 of every table names as its previous hash.
CREATE FUNCTION ledger_genesis() RETURNS bytea AS $$
  SELECT '\x0000000000000000000000000000000000000000000000000000000000000000'::bytea
$$ LANGUAGE sql IMMUTABLE;

-- The ledger's own record: how the chain came to be (the events chained by this migration, written
-- before hashes existed), append-only like the log.
CREATE TABLE "ledger_records" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "kind" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "detail" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "ledger_records_pkey" PRIMARY KEY ("id")
);
CREATE TRIGGER ledger_records_append_only BEFORE UPDATE OR DELETE ON "ledger_records"
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER ledger_records_no_truncate BEFORE TRUNCATE ON "ledger_records"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();

-- The events already stored, chained table by table in version order, exactly as the server would
-- have chained them. Their hashes prove they are unchanged since this migration, not before it: the
-- record below says which versions of which tables that is.
CREATE TEMPORARY TABLE ledger_chain_by_migration ("id" BIGINT PRIMARY KEY, "prev_hash" BYTEA NOT NULL, "hash" BYTEA NOT NULL) ON COMMIT DROP;
DO $$
DECLARE
  r record;
  prev bytea;
  h bytea;
  last_table text := NULL;
BEGIN
  FOR r IN SELECT id, table_id, seq, type, payload, created_at, command_id, actor_id FROM table_events ORDER BY table_id, seq LOOP
    IF last_table IS DISTINCT FROM r.table_id THEN
      prev := ledger_genesis();
      last_table := r.table_id;
    END IF;
    h := ledger_event_hash(r.table_id, r.seq, r.type, r.payload, r.created_at, r.command_id, r.actor_id, prev);
    INSERT INTO ledger_chain_by_migration VALUES (r.id, prev, h);
    prev := h;
  END LOOP;
END;
$$;
ALTER TABLE "table_events" DISABLE TRIGGER table_events_append_only;
UPDATE "table_events" e SET "prev_hash" = c."prev_hash", "hash" = c."hash" FROM ledger_chain_by_migration c WHERE c."id" = e."id";
ALTER TABLE "table_events" ENABLE TRIGGER table_events_append_only;
UPDATE "table_snapshots" s SET "hash" = e."hash" FROM "table_events" e WHERE e."table_id" = s."table_id" AND e."seq" = s."seq";

INSERT INTO "ledger_records" ("kind", "message", "detail")
SELECT 'chained-by-migration',
       format('Chained by migration 20261204100000_event_hash_chain on %s: %s events of %s tables were written before the log had hashes; their hashes prove they are unchanged since then.',
              to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI "UTC"'), sum(n), count(*)),
       jsonb_build_object('migration', '20261204100000_event_hash_chain', 'encoding', 'cardroom-ledger-1',
                          'tables', jsonb_agg(jsonb_build_object('table', table_id, 'from', 1, 'to', last_seq) ORDER BY table_id))
  FROM (SELECT table_id, max(seq) AS last_seq, count(*) AS n FROM table_events GROUP BY table_id) t
HAVING count(*) > 0;

ALTER TABLE "table_events" ALTER COLUMN "prev_hash" SET NOT NULL, ALTER COLUMN "hash" SET NOT NULL;
ALTER TABLE "table_events" ADD CONSTRAINT "table_events_hash_length" CHECK (octet_length("hash") = 32 AND octet_length("prev_hash") = 32);

-- The gap-free check of the first migration, now also the chain's: the previous hash must be the
-- table's latest event's (an insert that brings none is given it, and its own hash made here).
CREATE OR REPLACE FUNCTION table_events_next_seq() RETURNS trigger AS $$
DECLARE
  last_seq integer;
  last_hash bytea;
BEGIN
  SELECT seq, hash INTO last_seq, last_hash FROM table_events WHERE table_id = NEW.table_id ORDER BY seq DESC LIMIT 1;
  IF NEW.seq <> coalesce(last_seq, 0) + 1 THEN
    RAISE EXCEPTION 'table % expects event % but got %', NEW.table_id, coalesce(last_seq, 0) + 1, NEW.seq
      USING ERRCODE = 'unique_violation';
  END IF;
  last_hash := coalesce(last_hash, ledger_genesis());
  IF NEW.prev_hash IS NULL THEN
    IF NEW.hash IS NOT NULL THEN
      RAISE EXCEPTION 'event % of table % has a hash but no previous hash', NEW.seq, NEW.table_id USING ERRCODE = 'not_null_violation';
    END IF;
    NEW.prev_hash := last_hash;
  ELSIF NEW.prev_hash <> last_hash THEN
    -- Answered like a sequence conflict: the writer reads the table back and tries again.
    RAISE EXCEPTION 'table % event %: the previous hash given is not the hash of event %', NEW.table_id, NEW.seq, coalesce(last_seq, 0)
      USING ERRCODE = 'unique_violation';
  END IF;
  IF NEW.hash IS NULL THEN
    NEW.hash := ledger_event_hash(NEW.table_id, NEW.seq, NEW.type, NEW.payload, NEW.created_at, NEW.command_id, NEW.actor_id, NEW.prev_hash);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

-- Anchors: at each shift close, one root over every table's latest hash (docs/ledger.md), kept here
-- and printed or sent to the regulator. Append-only.
CREATE TABLE "ledger_anchors" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "kind" TEXT NOT NULL,
    "shift_start" TIMESTAMPTZ(3),
    "shift_end" TIMESTAMPTZ(3),
    "shift_label" TEXT,
    "root" BYTEA NOT NULL,
    "tables" JSONB NOT NULL,
    "made_by" TEXT,

    CONSTRAINT "ledger_anchors_pkey" PRIMARY KEY ("id")
);
ALTER TABLE "ledger_anchors" ADD CONSTRAINT "ledger_anchors_kind" CHECK ("kind" IN ('shift-close', 'on-demand'));
ALTER TABLE "ledger_anchors" ADD CONSTRAINT "ledger_anchors_root_length" CHECK (octet_length("root") = 32);
ALTER TABLE "ledger_anchors" ADD CONSTRAINT "ledger_anchors_shift" CHECK (("kind" = 'shift-close') = ("shift_start" IS NOT NULL AND "shift_end" IS NOT NULL));
-- One anchor per shift close, whichever node writes it first.
CREATE UNIQUE INDEX "ledger_anchors_one_per_shift" ON "ledger_anchors"("shift_start", "shift_end") WHERE "kind" = 'shift-close';
CREATE INDEX "ledger_anchors_at_idx" ON "ledger_anchors"("at");
CREATE TRIGGER ledger_anchors_append_only BEFORE UPDATE OR DELETE ON "ledger_anchors"
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER ledger_anchors_no_truncate BEFORE TRUNCATE ON "ledger_anchors"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();

-- A broken chain is a floor alert.
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_kind";
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_kind" CHECK ("kind" IN ('game-broken', 'third-hand-attempt', 'table-idle', 'device-offline', 'database-fault', 'repeated-refusals', 'unfiled-pairing', 'ledger-broken'));

-- append_table_batch (migration 20261127100000_fee_collections) writes the hashes the server made:
-- each item brings "prevHash" (its first event's previous hash) and "hashes" (one per event, lowercase
-- hex). An item without them is chained by the trigger above. Nothing else changes.
CREATE OR REPLACE FUNCTION append_table_batch(batch jsonb) RETURNS integer AS $$
DECLARE
  r jsonb;
  stored integer;
BEGIN
  INSERT INTO table_events (table_id, seq, type, payload, command_id, actor_id, created_at, prev_hash, hash)
  SELECT item->>'tableId', (item->>'firstSeq')::integer + e.n::integer - 1, e.ev->>'type', e.ev,
         item->>'commandId', item->>'actorId', (item->>'at')::timestamptz,
         decode(CASE WHEN e.n = 1 THEN item->>'prevHash' ELSE item->'hashes'->>(e.n::integer - 2) END, 'hex'),
         decode(item->'hashes'->>(e.n::integer - 1), 'hex')
    FROM jsonb_array_elements(batch) WITH ORDINALITY AS b(item, i),
         jsonb_array_elements(b.item->'events') WITH ORDINALITY AS e(ev, n)
   ORDER BY b.i, e.n;
  GET DIAGNOSTICS stored = ROW_COUNT;

  FOR r IN
    SELECT x.row
      FROM jsonb_array_elements(batch) WITH ORDINALITY AS b(item, i),
           jsonb_array_elements(b.item->'rows') WITH ORDINALITY AS x(row, j)
     ORDER BY b.i, x.j
  LOOP
    CASE r->>'op'
    WHEN 'round.open' THEN
      INSERT INTO rounds (id, table_id, hand_number, shoe_id, status, player_dealer_seat, bank_cents, fee_schedule_id, fee_option_id, started_at)
      VALUES (r->>'id', r->>'tableId', (r->>'handNumber')::integer, r->>'shoeId', 'betting', (r->>'playerDealerSeat')::integer,
              (r->>'bankCents')::integer, r->>'feeScheduleId', r->>'feeOptionId', (r->>'at')::timestamptz);
    WHEN 'round.status' THEN
      UPDATE rounds SET status = r->>'status' WHERE id = r->>'id';
    WHEN 'round.complete' THEN
      UPDATE rounds SET status = 'complete', result = r->'result', ended_at = (r->>'at')::timestamptz WHERE id = r->>'id';
    WHEN 'round.void' THEN
      UPDATE rounds SET status = 'voided', void_reason = r->>'reason', ended_at = (r->>'at')::timestamptz WHERE id = r->>'id';
    WHEN 'fee.drop' THEN
      INSERT INTO fee_drops (id, table_id, round_id, payer_kind, seat, schedule_id, option_id, source, cents, reverses_id, taken_at, collection)
      VALUES (r->>'id', r->>'tableId', r->>'roundId', r->>'payerKind', (r->>'seat')::integer, r->>'scheduleId', r->>'optionId',
              r->>'source', (r->>'cents')::integer, r->>'reversesId', (r->>'at')::timestamptz, r->>'collection');
    WHEN 'shoe.start' THEN
      INSERT INTO shoes (id, table_id, source, decks, jokers, order_hash, order_salt, card_order, started_at)
      VALUES (r->>'id', r->>'tableId', r->>'source', (r->>'decks')::integer, (r->>'jokers')::integer, r->>'orderHash',
              r->>'orderSalt', nullif(r->'cardOrder', 'null'::jsonb), (r->>'at')::timestamptz);
    WHEN 'shoe.end' THEN
      UPDATE shoes SET ended_at = (r->>'at')::timestamptz WHERE id = r->>'id';
    WHEN 'table.status' THEN
      UPDATE tables SET status = r->>'status' WHERE id = r->>'tableId';
    WHEN 'table.fee-option' THEN
      UPDATE tables
         SET fee_schedule_id = r->>'scheduleId', fee_option_id = r->>'optionId',
             min_wager_cents = coalesce((r->>'minWagerCents')::integer, min_wager_cents),
             max_wager_cents = coalesce((r->>'maxWagerCents')::integer, max_wager_cents)
       WHERE id = r->>'tableId';
    WHEN 'table.config' THEN
      UPDATE tables
         SET name = r->'config'->>'name', game_id = r->'config'->>'gameId', seats = (r->'config'->>'seats')::integer,
             game_options = r->'config'->'gameOptions', rules_version = r->'config'->>'rulesVersion',
             min_wager_cents = (r->'config'->>'minWagerCents')::integer, max_wager_cents = (r->'config'->>'maxWagerCents')::integer,
             fee_schedule_id = r->'config'->>'feeScheduleId', fee_option_id = r->'config'->>'feeOptionId',
             fee_option_data = nullif(r->'config'->'feeOptionData', 'null'::jsonb),
             rotation_policy = coalesce(nullif(r->'config'->'rotationPolicy', 'null'::jsonb), '{}'::jsonb)
       WHERE id = r->>'tableId';
    WHEN 'audit' THEN
      INSERT INTO audit_entries (at, staff_id, action, table_id, detail, reason)
      VALUES ((r->>'at')::timestamptz, r->>'staffId', r->>'action', r->>'tableId', coalesce(r->'detail', '{}'::jsonb), r->>'reason');
    ELSE
      RAISE EXCEPTION 'unknown projection row "%"', r->>'op' USING ERRCODE = 'data_exception';
    END CASE;
  END LOOP;
  RETURN stored;
END;
$$ LANGUAGE plpgsql;
