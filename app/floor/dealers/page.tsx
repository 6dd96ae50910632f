import type { Metadata } from "next";
import { FloorNav, NotForYou } from "@/components/floor/FloorNav";
import { DealerBoard } from "@/components/floor/DealerBoard";
import { getRuntime } from "@/lib/server/runtime";
import { pageStaffFor } from "@/lib/server/floor/page-access";
import { FLOOR_ROLES } from "@/lib/server/floor/route-kit";
import { dealerBoard } from "@/lib/server/floor/dealer-board";
import { connectedDealerTables } from "@/lib/server/floor/alert-monitor";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Dealers · Floor" };

/** Dealer assignment from the floor: who deals which table this shift, reliefs and swaps. */
export default async function DealersPage() {
  const staff = await pageStaffFor("/floor/dealers", FLOOR_ROLES);
  if (staff === "forbidden") return <NotForYou what="Dealers" />;
  const board = await dealerBoard(getRuntime().db, new Date(), connectedDealerTables());
  return (
    <>
      <FloorNav current="/floor/dealers" staff={staff} />
      <main className="w-full px-6 pb-12">
        <h1 className="mt-4 text-3xl font-bold">Dealers</h1>
        <p className="mt-1 max-w-4xl text-slate-300">
          Who deals each table this shift. A relief takes over at once, mid-shoe if need be: the relieved dealer&apos;s tablet asks them to sign out, and the relief signs in on it. Times are {board.timeZone}.
        </p>
        <DealerBoard initial={board} />
      </main>
    </>
  );
}
