import type { Metadata } from "next";
import { FloorNav, NotForYou } from "@/components/floor/FloorNav";
import { AuditTrail } from "@/components/floor/AuditTrail";
import { getRuntime } from "@/lib/server/runtime";
import { pageStaffFor } from "@/lib/server/floor/page-access";
import { FLOOR_ROLES } from "@/lib/server/floor/route-kit";
import { loadFloorSettings } from "@/lib/server/floor/settings";
import { AuditQuery, listAudit } from "@/lib/server/auth/audit";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Audit trail · Floor" };

export default async function AuditPage() {
  const staff = await pageStaffFor("/floor/audit", FLOOR_ROLES);
  if (staff === "forbidden") return <NotForYou what="Audit trail" />;
  const { db } = getRuntime();
  const [settings, first, actions, tables, people] = await Promise.all([
    loadFloorSettings(db),
    listAudit(db, AuditQuery.parse({ limit: 50 })),
    db.pool.query<{ action: string }>("SELECT DISTINCT action FROM audit_entries ORDER BY action"),
    db.prisma.gameTable.findMany({ orderBy: { id: "asc" }, select: { id: true, name: true } }),
    db.prisma.staff.findMany({ orderBy: { username: "asc" }, select: { id: true, username: true, displayName: true } }),
  ]);
  return (
    <>
      <FloorNav current="/floor/audit" staff={staff} />
      <main className="mx-auto max-w-7xl px-4 pb-16">
        <h1 className="mt-6 text-3xl font-bold">Audit trail</h1>
        <p className="mt-1 max-w-3xl text-slate-300">
          Who did what, when, at which table, and why: sign-ins and failures, voids, card corrections, pauses, fee schedule and configuration changes, display pairing, shift counts and
          exports. Entries are only ever added. Filter them, page back through older ones, or download the entries that match as CSV. Times are in {settings.timeZone}.
        </p>
        <AuditTrail
          initial={first.entries}
          nextCursor={first.nextCursor}
          timeZone={settings.timeZone}
          actions={actions.rows.map((r) => r.action)}
          tables={tables}
          staff={people.map((p) => ({ id: p.id, label: `${p.displayName} (${p.username})` }))}
        />
      </main>
    </>
  );
}
