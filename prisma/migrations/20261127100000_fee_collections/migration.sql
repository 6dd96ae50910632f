-- Fees of every collection model: a fee-drop row says which collection of its schedule it is, and
-- a fee need not belong to a round.
--
-- `collection` is the fee rule's collection (lib/domain/fees/schedule.ts): "per-spot" and
-- "player-dealer" (the California games), "poker-drop" (the drop taken from a poker pot after the
-- flop), "time" (a poker player's time, per half hour). Rows written before this migration have none.
-- The floor's reports split the drop by it (time collected, drop from the pot).
--
-- `round_id` may be null: time is collected by the half hour whether or not a hand is in play, so a
-- time collection belongs to the table and its clock, not to a hand (a voided hand gives back its
-- drop, never the time).
ALTER TABLE "fee_drops" ADD COLUMN "collection" TEXT;
ALTER TABLE "fee_drops" ALTER COLUMN "round_id" DROP NOT NULL;
CREATE INDEX "fee_drops_table_id_collection_idx" ON "fee_drops"("table_id", "collection");

-- append_table_batch (migration 20261124000000_group_commit) writes the collection of each fee row;
-- nothing else changes.
CREATE OR REPLACE FUNCTION append_table_batch(batch jsonb) RETURNS integer AS $$
DECLARE
  r jsonb;
  stored integer;
BEGIN
  INSERT INTO table_events (table_id, seq, type, payload, command_id, actor_id, created_at)
  SELECT item->>'tableId', (item->>'firstSeq')::integer + e.n::integer - 1, e.ev->>'type', e.ev,
         item->>'commandId', item->>'actorId', (item->>'at')::timestamptz
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
