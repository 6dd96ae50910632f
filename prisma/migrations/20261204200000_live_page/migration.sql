-- The poker room's lists on the players' phones (/live, issue 33): the room shows them or not, as
-- its admin chooses in the floor settings. NULL: not chosen yet, which is off for a room of a
-- deployment and on for the demo floor (lib/server/floor/settings.ts).
ALTER TABLE "floor_settings" ADD COLUMN "live_page" BOOLEAN;
