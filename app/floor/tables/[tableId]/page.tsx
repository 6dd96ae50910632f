import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { FloorNav, NotForYou } from "@/components/floor/FloorNav";
import { LiveTable } from "@/components/floor/LiveTable";
import { getRuntime } from "@/lib/server/runtime";
import { pageStaffFor } from "@/lib/server/floor/page-access";
import { FLOOR_ROLES } from "@/lib/server/floor/route-kit";
import { gameName } from "@/lib/server/floor/overview";
import { dealerBoard } from "@/lib/server/floor/dealer-board";
import { connectedDealerTables } from "@/lib/server/floor/alert-monitor";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Table · Floor" };

/** One table on the floor: live, with the floor's corrections (void, misdeal, card, betting reopened, a settlement line undone, pause, resume). */
export default async function FloorTablePage({ params }: { params: Promise<{ tableId: string }> }) {
  const { tableId } = await params;
  const staff = await pageStaffFor(`/floor/tables/${tableId}`, FLOOR_ROLES);
  if (staff === "forbidden") return <NotForYou what="Table" />;
  const { db } = getRuntime();
  const table = /^[A-Za-z0-9_-]{1,64}$/.test(tableId) ? await db.prisma.gameTable.findUnique({ where: { id: tableId } }) : null;
  if (!table) notFound();
  const board = await dealerBoard(db, new Date(), connectedDealerTables());
  const dealers = board.tables.find((t) => t.id === tableId)?.onDuty.map((d) => d.name) ?? [];
  return (
    <>
      <FloorNav current="/floor" staff={staff} />
      <main className="w-full px-6 pb-12">
        <p className="mt-4 text-sm">
          <Link href="/floor" className="underline">
            ← All tables
          </Link>{" "}
          ·{" "}
          <Link href={`/floor/tables/${tableId}/history`} className="underline">
            Round history
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold">{table.name}</h1>
        <p className="mt-1 text-slate-300">{gameName(table.gameId)}</p>
        <LiveTable tableId={tableId} dealers={dealers} />
      </main>
    </>
  );
}
