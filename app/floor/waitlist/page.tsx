import type { Metadata } from "next";
import { FloorNav, NotForYou } from "@/components/floor/FloorNav";
import { WaitlistFloor } from "@/components/waitlist/WaitlistFloor";
import { POKER_GAME_IDS, pokerGame } from "@/lib/domain/poker";
import { allGameIds, gameName } from "@/lib/domain/table/families";
import { loadFloorSettings } from "@/lib/server/floor/settings";
import { pageStaffFor } from "@/lib/server/floor/page-access";
import { getRuntime } from "@/lib/server/runtime";
import { getWaitlist } from "@/lib/server/waitlist/runtime";
import { runningTables } from "@/lib/server/waitlist/table-game";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Waiting lists · Card Room Table Operations" };

/** The games offered when a list is started: the poker games first (a list's usual game), one line per name. */
function knownGames(): { id: string; name: string }[] {
  const all = [...POKER_GAME_IDS.map((id) => ({ id, name: pokerGame(id).name })), ...allGameIds().map((id) => ({ id, name: gameName(id) }))];
  const seen = new Set<string>();
  return all.filter((g) => !seen.has(g.name) && seen.add(g.name));
}

export default async function WaitlistPage() {
  const staff = await pageStaffFor("/floor/waitlist", ["supervisor", "admin"]);
  if (staff === "forbidden") return <NotForYou what="Waiting lists" />;
  const { db, tables } = getRuntime();
  const [running, settings] = await Promise.all([runningTables(tables), loadFloorSettings(db)]);
  return (
    <>
      <FloorNav current="/floor/waitlist" staff={staff} />
      <main>
        <WaitlistFloor initial={getWaitlist().floorView()} games={knownGames()} tables={running} timeZone={settings.timeZone} live={settings.livePage} />
      </main>
    </>
  );
}
