-- The room's wall displays show their fixed words in English ('en') or in English with Chinese
-- beside them ('zh'), as the room chooses in the admin (issue 14, item 11). A wall may still ask
-- for either with ?labels= in its address.
ALTER TABLE "floor_settings" ADD COLUMN "wall_labels" TEXT NOT NULL DEFAULT 'en';
ALTER TABLE "floor_settings" ADD CONSTRAINT "floor_settings_wall_labels" CHECK ("wall_labels" IN ('en', 'zh'));
