import type { Metadata } from "next";
import { FloorNav, NotForYou } from "@/components/floor/FloorNav";
import { Section } from "@/components/floor/ui";
import { TableEditor } from "@/components/admin/TableEditor";
import { DevicesList } from "@/components/admin/DevicesList";
import { FloorSettingsForm } from "@/components/admin/FloorSettingsForm";
import { NewTableForm } from "@/components/admin/NewTableForm";
import { StaffAdmin } from "@/components/admin/StaffAdmin";
import { getRuntime } from "@/lib/server/runtime";
import { pageStaffFor } from "@/lib/server/floor/page-access";
import { ADMIN_ROLES } from "@/lib/server/floor/route-kit";
import { adminTables } from "@/lib/server/floor/admin-tables";
import { feeCatalog, gameCatalog } from "@/lib/server/floor/game-catalogs";
import { loadFloorSettings } from "@/lib/server/floor/settings";
import { getAlertMonitor } from "@/lib/server/floor/alert-monitor";
import { listStaff } from "@/lib/server/auth/staff";
import { listDisplays } from "@/lib/server/auth/displays";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Admin · Card Room Table Operations" };

export default async function AdminPage() {
  const staff = await pageStaffFor("/admin", ADMIN_ROLES);
  if (staff === "forbidden") return <NotForYou what="Admin" who="admins" />;
  const { db, tables: live } = getRuntime();
  const monitor = getAlertMonitor();
  const [tables, settings, people, displays] = await Promise.all([adminTables(db, live), loadFloorSettings(db), listStaff(db), listDisplays(db, new Date(), { includeRevoked: true })]);
  const games = gameCatalog();
  const schedules = feeCatalog();
  const tableNames = Object.fromEntries(tables.map((t) => [t.id, t.name]));
  return (
    <>
      <FloorNav current="/admin" staff={staff} />
      <main className="mx-auto max-w-7xl px-4 pb-16">
        <h1 className="mt-6 text-3xl font-bold">Admin</h1>
        <p className="mt-1 max-w-3xl text-slate-300">
          The room&apos;s tables and seat layouts, each table&apos;s game with its named options and its fee schedule option, the shifts and alert thresholds, staff and devices. Every change is
          checked against the filings&apos; rules and written to the audit trail.
        </p>
        <Section id="tables-heading" title="Tables" description="Open a table to change its configuration (between rounds) or its fee schedule option.">
          <ul className="space-y-3" data-testid="admin-tables">
            {tables.map((t) => (
              <TableEditor key={`${t.id}-${t.feeScheduleId}-${t.feeOptionId}`} table={t} games={games} schedules={schedules} />
            ))}
          </ul>
        </Section>
        <Section id="new-table-heading" title="New table" description="The table opens live as soon as it is created; its log starts with this configuration.">
          <NewTableForm games={games} schedules={schedules} />
        </Section>
        <Section id="settings-heading" title="Shifts and alerts" description="Fee reports and shift close use these shifts; the alert monitor uses these thresholds.">
          <FloorSettingsForm settings={settings} />
        </Section>
        <Section id="staff-heading" title="Staff" description="Dealers, floor supervisors and admins. Assign dealers to tables for a shift from the floor.">
          <StaffAdmin staff={people} timeZone={settings.timeZone} />
        </Section>
        <Section id="devices-heading" title="Devices" description="Wall displays are paired to one table and read-only; dealer tablets sign in with the dealer's account.">
          <DevicesList displays={displays.displays} connections={monitor?.devices() ?? []} monitoring={monitor !== undefined} tableNames={tableNames} timeZone={settings.timeZone} />
        </Section>
      </main>
    </>
  );
}
