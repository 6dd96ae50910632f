import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { FloorNav, NotForYou } from "@/components/floor/FloorNav";
import { RoundHistory } from "@/components/floor/RoundHistory";
import { getRuntime } from "@/lib/server/runtime";
import { pageStaffFor } from "@/lib/server/floor/page-access";
import { FLOOR_ROLES } from "@/lib/server/floor/route-kit";
import { listRounds } from "@/lib/server/floor/history";
import { loadFloorSettings } from "@/lib/server/floor/settings";
import { gameName } from "@/lib/server/floor/overview";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Round history · Floor" };

export default async function HistoryPage({ params }: { params: Promise<{ tableId: string }> }) {
  const { tableId } = await params;
  const staff = await pageStaffFor(`/floor/tables/${tableId}/history`, FLOOR_ROLES);
  if (staff === "forbidden") return <NotForYou what="Round history" />;
  const { db } = getRuntime();
  const table = /^[A-Za-z0-9_-]{1,64}$/.test(tableId) ? await db.prisma.gameTable.findUnique({ where: { id: tableId } }) : null;
  if (!table) notFound();
  const [page, settings] = await Promise.all([listRounds(db, tableId), loadFloorSettings(db)]);
  return (
    <>
      <FloorNav current="/floor" staff={staff} />
      <main className="mx-auto max-w-7xl px-4 pb-16">
        <p className="mt-4 text-sm">
          <Link href="/floor" className="underline">
            ← All tables
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold">Round history · {table.name}</h1>
        <p className="mt-1 text-slate-300">
          {gameName(table.gameId)} · every hand dealt at this table, newest first. Replay any round step by step from the recorded events, for a dispute or a review. Times are{" "}
          {settings.timeZone}.
        </p>
        <RoundHistory tableId={tableId} initial={page.rounds} nextBefore={page.nextBefore} timeZone={settings.timeZone} />
      </main>
    </>
  );
}
