import type { Metadata } from "next";
import Link from "next/link";
import { PairForm } from "@/components/auth/PairForm";
import { GAME_BOARD } from "@/lib/server/auth/displays";
import { pageDisplay } from "@/lib/server/auth/page-auth";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Pair a wall display · Card Room Table Operations" };

export default async function PairPage() {
  const display = await pageDisplay();
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-3xl font-bold">Pair this wall display</h1>
      {display && (
        <p className="mt-4 rounded border border-emerald-600 bg-emerald-950 px-3 py-2" role="status">
          This screen is paired as &ldquo;{display.label}&rdquo;.{" "}
          <Link className="underline" href={display.tableId === GAME_BOARD ? "/board" : `/display/${encodeURIComponent(display.tableId)}`}>
            {display.tableId === GAME_BOARD ? "Show the game board" : "Show the table"}
          </Link>
          . A new code pairs it with another table.
        </p>
      )}
      <p className="mt-4 text-slate-300">
        A floor supervisor makes a six-character code for one table (Wall displays, after signing in). Type it here: this screen then shows that
        table for the players, read-only, until the floor revokes it.
      </p>
      <PairForm />
    </main>
  );
}
