import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getRuntime } from "@/lib/server/runtime";
import { pageStaff } from "@/lib/server/auth/page-auth";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Dealer tablet · Card Room Table Operations" };

/** /dealer: a dealer with one table of this shift goes straight to it; otherwise the tables to pick from. */
export default async function DealerHome() {
  const staff = await pageStaff();
  if (!staff) redirect(`/signin?next=${encodeURIComponent("/dealer")}`);
  if (staff.tables !== "*" && staff.tables.length === 1) redirect(`/dealer/${staff.tables[0]}`);
  const { db } = getRuntime();
  const tables = await db.prisma.gameTable.findMany({
    where: staff.tables === "*" ? {} : { id: { in: [...staff.tables] } },
    orderBy: { id: "asc" },
    select: { id: true, name: true },
  });
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-bold">Dealer tablet</h1>
      {tables.length === 0 ? (
        <p role="status" className="mt-4 text-slate-200">
          You are not assigned to a table right now: ask the floor.
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-200">Pick the table this tablet runs.</p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {tables.map((t) => (
              <li key={t.id}>
                <Link className="flex min-h-14 items-center rounded-lg border border-slate-600 bg-slate-900 px-4 py-2 text-lg font-semibold hover:border-amber-300" href={`/dealer/${t.id}`}>
                  {t.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}
