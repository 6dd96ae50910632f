import type { Metadata } from "next";
import { FloorNav, NotForYou } from "@/components/floor/FloorNav";
import { OddsCalculator, SettleCalculator } from "@/components/floor/Calculators";
import { pageStaffFor } from "@/lib/server/floor/page-access";
import { FLOOR_ROLES } from "@/lib/server/floor/route-kit";
import { gameCatalog } from "@/lib/server/floor/table-config";
import { SETTLE_EXAMPLE, SETTLE_FORMAT } from "@/lib/server/floor/calculators";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Calculators · Floor" };

export default async function CalculatorsPage() {
  const staff = await pageStaffFor("/floor/calculators", FLOOR_ROLES);
  if (staff === "forbidden") return <NotForYou what="Calculators" />;
  const games = gameCatalog().map((g) => ({ id: g.id, name: g.name, decks: g.decks }));
  return (
    <>
      <FloorNav current="/floor/calculators" staff={staff} />
      <main className="mx-auto max-w-7xl px-4 pb-16">
        <h1 className="mt-6 text-3xl font-bold">Calculators</h1>
        <p className="mt-1 max-w-3xl text-slate-300">For disputes and questions at the table: the exact odds of a game&apos;s bets, and the settlement of a round from its cards and wagers.</p>
        <OddsCalculator games={games} />
        <SettleCalculator example={SETTLE_EXAMPLE} usage={SETTLE_FORMAT} />
      </main>
    </>
  );
}
