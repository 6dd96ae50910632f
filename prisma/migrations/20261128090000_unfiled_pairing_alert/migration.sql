-- A floor alert for a table whose game and fee schedule were not filed together (a table configured
-- before each room's filing became its own game keeps running from its log; the floor is told to
-- choose the game filed with its schedule, issue 23).
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_kind";
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_kind" CHECK ("kind" IN ('game-broken', 'third-hand-attempt', 'table-idle', 'device-offline', 'database-fault', 'repeated-refusals', 'unfiled-pairing'));
