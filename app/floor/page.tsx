import type { Metadata } from "next";
import { FloorNav, NotForYou } from "@/components/floor/FloorNav";
import { FloorDashboard } from "@/components/floor/FloorDashboard";
import { getRuntime } from "@/lib/server/runtime";
import { pageStaffFor } from "@/lib/server/floor/page-access";
import { FLOOR_ROLES } from "@/lib/server/floor/route-kit";
import { floorOverview } from "@/lib/server/floor/overview";
import { AlertStore } from "@/lib/server/floor/alert-store";
import { connectedDealerTables, getAlertMonitor } from "@/lib/server/floor/alert-monitor";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Floor · Card Room Table Operations" };

export default async function FloorPage() {
  const staff = await pageStaffFor("/floor", FLOOR_ROLES);
  if (staff === "forbidden") return <NotForYou what="Floor" />;
  const { db, tables } = getRuntime();
  const monitor = getAlertMonitor();
  const [overview, stored] = await Promise.all([floorOverview(db, tables, new Date(), connectedDealerTables()), (monitor?.store ?? new AlertStore(db)).list({ open: true, limit: 200 })]);
  return (
    <>
      <FloorNav current="/floor" staff={staff} />
      <main>
        <FloorDashboard initial={overview} initialAlerts={[...(monitor?.pendingAlerts() ?? []), ...stored]} />
      </main>
    </>
  );
}
