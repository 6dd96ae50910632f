import Link from "next/link";
import { getRuntime } from "@/lib/server/runtime";
import { formatCents } from "@/lib/domain/money";
import { pageDemoAccounts, pageStaff } from "@/lib/server/auth/page-auth";

export const dynamic = "force-dynamic";

export default async function HomePage() {
  const { db } = getRuntime();
  const staff = await pageStaff();
  // Listed only to the machine itself: from another address the published passwords open nothing.
  const demoAccounts = await pageDemoAccounts();
  const rooms = await db.prisma.room.findMany({ include: { tables: true }, orderBy: { name: "asc" } });
  // Tables in the order a floor names them: "Table 2" before "Table 10".
  const byName = new Intl.Collator("en", { numeric: true });
  for (const room of rooms) room.tables.sort((a, b) => byName.compare(a.name, b.name));
  const tableNames = new Map(rooms.flatMap((room) => room.tables.map((t) => [t.id, t.name] as const)));
  return (
    <main className="mx-auto max-w-5xl p-8">
      <h1 className="text-3xl font-bold">Card Room Table Operations</h1>
      <p className="mt-2 text-slate-300">
        California games: a seated player banks as the player-dealer; the room earns only the posted collection fees.
        Open a table&apos;s dealer tablet to run rounds, its wall display for the players, or the floor dashboard.
      </p>
      <p className="mt-4 flex flex-wrap gap-3">
        {staff ? (
          <span className="rounded bg-slate-800 px-4 py-3" data-testid="signed-in-as">
            Signed in as {staff.displayName}
          </span>
        ) : (
          <Link className="inline-block rounded bg-amber-400 px-4 py-3 font-semibold text-slate-950" href="/signin">
            Sign in
          </Link>
        )}
        <Link className="inline-block rounded bg-slate-700 px-4 py-3 font-semibold" href="/floor">
          Floor dashboard
        </Link>
        <Link className="inline-block rounded bg-slate-700 px-4 py-3 font-semibold" href="/admin">
          Admin
        </Link>
      </p>
      {/* Only while the demo floor is on (SEED_DEMO) and its published passwords still work. */}
      {demoAccounts.length ? (
        <section className="mt-6 rounded-lg border border-amber-500 bg-slate-900 p-4" aria-labelledby="demo-accounts">
          <h2 id="demo-accounts" className="text-lg font-semibold">Demo accounts</h2>
          <p className="text-sm text-slate-300">
            This is a demo floor: these accounts have published passwords, so they work only on this machine. To use one from another
            device, sign in here as admin and give that account a new password on the Admin page. A deployment (production with its own
            database) starts without them.
          </p>
          <table className="mt-2 text-sm">
            <tbody>
              {demoAccounts.map((a) => (
                <tr key={a.username}>
                  <td className="pr-4 font-mono">{a.username}</td>
                  <td className="pr-4 font-mono">{a.password}</td>
                  <td className="text-slate-300">
                    {a.role}
                    {a.tables.length ? ` · ${a.tables.map((id) => tableNames.get(id) ?? "a table").join(", ")}` : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {rooms.map((room) => (
        <section key={room.id} className="mt-8" aria-labelledby={`room-${room.id}`}>
          <h2 id={`room-${room.id}`} className="text-xl font-semibold">{room.name}</h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="demo-tables">
            {room.tables.map((t) => (
              <li key={t.id} data-testid={`home-table-${t.id}`} className="rounded-lg border border-slate-700 bg-slate-900 p-4">
                <div className="font-semibold">{t.name}</div>
                <div className="text-sm text-slate-300">
                  {t.seats - 1} players + player-dealer · limits {formatCents(t.minWagerCents)}–{formatCents(t.maxWagerCents)} · fee schedule option {t.feeOptionId}
                </div>
                <div className="mt-3 flex gap-2">
                  <Link className="rounded bg-emerald-700 px-3 py-2 font-medium" href={`/dealer/${t.id}`}>Dealer tablet</Link>
                  <Link className="rounded bg-sky-800 px-3 py-2 font-medium" href={`/display/${t.id}`}>Wall display</Link>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
