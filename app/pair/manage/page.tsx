import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { DisplayManager } from "@/components/auth/DisplayManager";
import { GAME_BOARD, listDisplays } from "@/lib/server/auth/displays";
import { pageStaff } from "@/lib/server/auth/page-auth";
import { getRuntime } from "@/lib/server/runtime";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Wall displays · Card Room Table Operations" };

export default async function ManageDisplaysPage() {
  const staff = await pageStaff();
  if (!staff) redirect("/signin?next=/pair/manage");
  if (staff.role === "dealer") {
    return (
      <main className="mx-auto max-w-xl p-8">
        <h1 className="text-3xl font-bold">Wall displays</h1>
        <p className="mt-4" role="alert">Pairing displays is for floor supervisors.</p>
      </main>
    );
  }
  const { db } = getRuntime();
  const [tableRows, listing] = await Promise.all([db.prisma.gameTable.findMany({ select: { id: true, name: true }, orderBy: { id: "asc" } }), listDisplays(db, new Date())]);
  const tables = [...tableRows, { id: GAME_BOARD, name: "Game board (waiting lists)" }];
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-bold">Wall displays</h1>
      <DisplayManager tables={tables} initial={listing} />
    </main>
  );
}
