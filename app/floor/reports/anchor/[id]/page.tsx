import type { Metadata } from "next";
import { NotForYou } from "@/components/floor/FloorNav";
import { PrintButton } from "@/components/floor/PrintButton";
import { groupedHash } from "@/components/floor/LedgerAnchorPanel";
import { getRuntime } from "@/lib/server/runtime";
import { pageStaffFor } from "@/lib/server/floor/page-access";
import { FLOOR_ROLES } from "@/lib/server/floor/route-kit";
import { floorRoomId, loadFloorSettings } from "@/lib/server/floor/settings";
import { anchorById, ANCHOR_HOW } from "@/lib/server/ledger/anchors";
import { anchorLines } from "@/lib/server/ledger/anchor-root";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Record anchor · Floor" };

/** One anchor on paper: what the room keeps outside the database, and how anyone checks it. */
export default async function AnchorPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const staff = await pageStaffFor(`/floor/reports/anchor/${id}`, FLOOR_ROLES);
  if (staff === "forbidden") return <NotForYou what="Record anchors" />;
  const { db } = getRuntime();
  const [anchor, settings, roomId] = await Promise.all([anchorById(db.pool, id), loadFloorSettings(db), floorRoomId(db)]);
  const room = await db.prisma.room.findUnique({ where: { id: roomId }, select: { name: true } });
  const when = (iso: string) => new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "long", timeZone: settings.timeZone }).format(new Date(iso));
  return (
    <main className="min-h-screen bg-white px-8 py-8 text-slate-950">
      {anchor ? (
        <article className="mx-auto max-w-4xl" data-testid="printed-anchor">
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="text-sm uppercase tracking-wide text-slate-600">{room?.name ?? "Card room"} · record anchor no. {anchor.id}</p>
              <h1 className="mt-1 text-3xl font-bold">{anchor.kind === "shift-close" && anchor.shiftLabel ? `Shift close: ${anchor.shiftLabel}` : "Anchor taken on demand"}</h1>
            </div>
            <PrintButton label="Print" />
          </div>
          <p className="mt-4">
            Taken {when(anchor.at)} ({settings.timeZone}) {anchor.madeBy ? `by ${anchor.madeBy}` : "by the server as the shift ended"}, over the latest record of {anchor.tables.length} table
            {anchor.tables.length === 1 ? "" : "s"}.
          </p>
          <h2 className="mt-6 text-lg font-semibold">Root</h2>
          <p className="mt-1 break-all rounded border-2 border-slate-950 p-3 font-mono text-2xl" data-testid="printed-root">
            {groupedHash(anchor.root)}
          </p>
          <h2 className="mt-6 text-lg font-semibold">Tables</h2>
          <table className="mt-2 w-full border-collapse text-sm">
            <thead>
              <tr className="border-b-2 border-slate-950 text-left">
                <th className="py-1 pr-4">Table</th>
                <th className="py-1 pr-4 text-right">Latest version</th>
                <th className="py-1">Hash of that event</th>
              </tr>
            </thead>
            <tbody>
              {anchor.tables.map((t) => (
                <tr key={t.tableId} className="border-b border-slate-300">
                  <td className="py-1 pr-4">{t.tableId}</td>
                  <td className="py-1 pr-4 text-right tabular-nums">{t.version.toLocaleString("en-US")}</td>
                  <td className="break-all py-1 font-mono text-xs">{t.hash}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2 className="mt-6 text-lg font-semibold">How to check it</h2>
          <p className="mt-1 text-sm">{ANCHOR_HOW}</p>
          <p className="mt-2 text-sm">The text hashed for this anchor:</p>
          <pre className="mt-1 overflow-x-auto whitespace-pre-wrap break-all rounded bg-slate-100 p-2 font-mono text-xs">{anchorLines(anchor.tables)}</pre>
          <p className="mt-6 text-sm">Signed for the room: ______________________ Date: ____________</p>
        </article>
      ) : (
        <p className="mx-auto max-w-4xl text-lg">There is no such anchor. Open the shift close on the reports page to find the shift&apos;s anchor.</p>
      )}
    </main>
  );
}
