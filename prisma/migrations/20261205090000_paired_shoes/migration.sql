-- A card-reading shoe pairs to a table as a wall display does (issue 29, item 2): the same one-time
-- code and the same revocable credential, told apart by their kind. A display's credential shows
-- the table; a shoe's may only send the cards it reads (lib/server/shoe).
ALTER TABLE "display_pairing_codes" ADD COLUMN "kind" TEXT NOT NULL DEFAULT 'display';
ALTER TABLE "display_pairing_codes" ADD CONSTRAINT "display_pairing_codes_kind" CHECK ("kind" IN ('display', 'shoe'));
ALTER TABLE "paired_displays" ADD COLUMN "kind" TEXT NOT NULL DEFAULT 'display';
ALTER TABLE "paired_displays" ADD CONSTRAINT "paired_displays_kind" CHECK ("kind" IN ('display', 'shoe'));
