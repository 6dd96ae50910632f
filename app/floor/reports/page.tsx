import type { Metadata } from "next";
import { FloorNav, NotForYou } from "@/components/floor/FloorNav";
import { ReportsView } from "@/components/floor/ReportsView";
import { getRuntime } from "@/lib/server/runtime";
import { pageStaffFor } from "@/lib/server/floor/page-access";
import { FLOOR_ROLES } from "@/lib/server/floor/route-kit";
import { loadFloorSettings } from "@/lib/server/floor/settings";
import { shiftAt } from "@/lib/domain/shifts/shifts";
import { feeDropReport } from "@/lib/server/floor/reports";
import { shiftClose } from "@/lib/server/floor/shift-close";
import { gameName } from "@/lib/server/floor/overview";
import { getLedgerWatch } from "@/lib/server/ledger/ledger-watch";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Reports & shift close · Floor" };

export default async function ReportsPage() {
  const staff = await pageStaffFor("/floor/reports", FLOOR_ROLES);
  if (staff === "forbidden") return <NotForYou what="Reports" />;
  const { db } = getRuntime();
  const settings = await loadFloorSettings(db);
  const shift = shiftAt(new Date(), settings.shifts, settings.timeZone);
  const [report, sheet, tables] = await Promise.all([
    feeDropReport(db, { from: shift.start, to: shift.end }),
    shiftClose(db, { start: shift.start, end: shift.end }),
    db.prisma.gameTable.findMany({ orderBy: { id: "asc" }, select: { id: true, name: true, gameId: true } }),
  ]);
  const period = { label: shift.label, from: shift.start.toISOString(), to: shift.end.toISOString() };
  return (
    <>
      <FloorNav current="/floor/reports" staff={staff} />
      <main className="mx-auto max-w-7xl px-4 pb-16">
        <h1 className="mt-6 text-3xl font-bold">Reports &amp; shift close</h1>
        <p className="mt-1 max-w-3xl text-slate-300">
          The fee drop by table, game and shift, the counted drop at shift close and its difference from the recorded fees, and the regulator&apos;s export. The room&apos;s shifts are{" "}
          {settings.shifts.map((s) => `${s.name} ${s.start}–${s.end}`).join(", ")} ({settings.timeZone}); an admin can change them.
        </p>
        <ReportsView
          initialPeriod={{ day: shift.day, shift: shift.shiftId }}
          initialFees={{ period: { ...period, shift: shift.shiftId }, timeZone: settings.timeZone, report }}
          initialSheet={{ period, sheet }}
          shifts={settings.shifts}
          tables={tables}
          gameNames={Object.fromEntries(tables.map((t) => [t.gameId, gameName(t.gameId)]))}
          timeZone={settings.timeZone}
          ledger={getLedgerWatch()?.status ?? null}
        />
      </main>
    </>
  );
}
