"use client";
import { dateTime } from "@/lib/client/floor-api";
import type { DeviceStatus } from "@/lib/contract/floor";
import { tdClass, thClass } from "@/components/floor/ui";

export interface DisplayRow {
  id: string;
  tableId: string;
  label: string;
  pairedAt: string;
  lastSeenAt: string | null;
  revokedAt: string | null;
}

function lastChange(c: DeviceStatus): string | null {
  if (c.lastDisconnectedAt && (!c.lastConnectedAt || c.lastDisconnectedAt > c.lastConnectedAt)) return c.lastDisconnectedAt;
  return c.lastConnectedAt;
}

/** Paired wall displays and the connections the server sees right now. */
export function DevicesList({ displays, connections, monitoring, tableNames, timeZone }: { displays: readonly DisplayRow[]; connections: readonly DeviceStatus[]; monitoring: boolean; tableNames: Record<string, string>; timeZone: string }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div>
        <h3 className="font-semibold">Paired wall displays</h3>
        {displays.length === 0 ? (
          <p className="text-slate-300">No display is paired. Pair one from the wall display&apos;s /pair page with a code made on the Wall displays page.</p>
        ) : (
          <table className="mt-2 w-full text-sm" data-testid="displays-list">
            <thead className="border-b border-slate-700">
              <tr>
                <th className={thClass}>Display</th>
                <th className={thClass}>Table</th>
                <th className={thClass}>Paired</th>
                <th className={thClass}>Last seen</th>
              </tr>
            </thead>
            <tbody>
              {displays.map((d) => (
                <tr key={d.id} className="border-b border-slate-800">
                  <td className={tdClass}>
                    {d.label}
                    {d.revokedAt ? " (revoked)" : ""}
                  </td>
                  <td className={tdClass}>{tableNames[d.tableId] ?? d.tableId}</td>
                  <td className={tdClass}>{dateTime(d.pairedAt, timeZone)}</td>
                  <td className={tdClass}>{d.lastSeenAt ? dateTime(d.lastSeenAt, timeZone) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="mt-2">
          <a href="/pair/manage" className="underline">
            Pair or revoke wall displays
          </a>
        </p>
      </div>
      <div>
        <h3 className="font-semibold">Connected now</h3>
        {!monitoring ? (
          <p className="text-slate-300">Connections are reported once the alert monitor runs on this server.</p>
        ) : connections.length === 0 ? (
          <p className="text-slate-300">No tablet or display has connected since the server started.</p>
        ) : (
          <table className="mt-2 w-full text-sm" data-testid="connections-list">
            <thead className="border-b border-slate-700">
              <tr>
                <th className={thClass}>Table</th>
                <th className={thClass}>Device</th>
                <th className={thClass}>Connected</th>
                <th className={thClass}>Last change</th>
              </tr>
            </thead>
            <tbody>
              {connections.map((c) => (
                <tr key={`${c.tableId}-${c.role}`} className="border-b border-slate-800">
                  <td className={tdClass}>{tableNames[c.tableId] ?? c.tableId}</td>
                  <td className={tdClass}>{c.role === "dealer" ? "Dealer tablet" : c.role === "display" ? "Wall display" : c.role === "shoe" ? "Card-reading shoe" : c.role}</td>
                  <td className={tdClass}>{c.connected > 0 ? `${c.connected} connected` : c.offlineSince ? `offline since ${dateTime(c.offlineSince, timeZone)}` : "none"}</td>
                  <td className={tdClass}>{lastChange(c) ? dateTime(lastChange(c)!, timeZone) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}
