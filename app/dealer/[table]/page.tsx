import type { Metadata } from "next";
import { redirect } from "next/navigation";
import Link from "next/link";
import { DealerTablet } from "@/components/dealer/DealerTablet";
import { pageStaff } from "@/lib/server/auth/page-auth";
import { tableNameOf } from "@/lib/server/floor/table-name";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ table: string }> }): Promise<Metadata> {
  const { table } = await params;
  return { title: `Dealer · ${await tableNameOf(table)} · Card Room Table Operations` };
}

/**
 * The dealer tablet of one table (a 10-inch tablet, either way up). The page holds no table data:
 * the view comes live over the socket, authenticated by the staff session cookie.
 */
export default async function DealerPage({ params }: { params: Promise<{ table: string }> }) {
  const { table } = await params;
  const staff = await pageStaff();
  if (!staff) redirect(`/signin?next=${encodeURIComponent(`/dealer/${table}`)}`);
  const tableName = await tableNameOf(table);
  if (staff.tables !== "*" && !staff.tables.includes(table)) {
    return (
      <main className="mx-auto max-w-xl p-8">
        <h1 className="text-3xl font-bold">Dealer tablet · {tableName}</h1>
        <p role="alert" className="mt-4 rounded-md border border-red-500 bg-red-950 px-3 py-2 text-red-100">
          You are not assigned to this table for this shift. Ask the floor to assign you, or open your own table.
        </p>
        <p className="mt-4">
          <Link className="inline-block rounded bg-amber-400 px-4 py-3 font-semibold text-slate-950" href="/signin">
            Your tables
          </Link>
        </p>
      </main>
    );
  }
  return <DealerTablet tableId={table} tableName={tableName} staff={{ name: staff.displayName || staff.username }} />;
}
