import type { Metadata } from "next";
import { FloorNav, NotForYou } from "@/components/floor/FloorNav";
import { OddsCalculator, SettleCalculator } from "@/components/floor/Calculators";
import { DropCalculator, ShowdownCalculator } from "@/components/floor/poker/PokerCalculators";
import { pageStaffFor } from "@/lib/server/floor/page-access";
import { FLOOR_ROLES } from "@/lib/server/floor/route-kit";
import { gameCatalog } from "@/lib/server/floor/game-catalogs";
import { SETTLE_EXAMPLES, SETTLE_FORMAT } from "@/lib/server/floor/calculators";
import { isBaccaratGameId } from "@/lib/domain/baccarat";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Calculators · Floor" };

export default async function CalculatorsPage() {
  const staff = await pageStaffFor("/floor/calculators", FLOOR_ROLES);
  if (staff === "forbidden") return <NotForYou what="Calculators" />;
  // The odds calculator enumerates baccarat shoes only; the settlement calculator takes every game of `npm run settle`.
  const games = gameCatalog()
    .filter((g) => isBaccaratGameId(g.id))
    .map((g) => ({ id: g.id, name: g.name, decks: g.decks }));
  return (
    <>
      <FloorNav current="/floor/calculators" staff={staff} />
      <main className="mx-auto max-w-7xl px-4 pb-16">
        <h1 className="mt-6 text-3xl font-bold">Calculators</h1>
        <p className="mt-1 max-w-3xl text-slate-300">For disputes and questions at the table: the exact odds of a baccarat game&apos;s bets (the odds calculator is baccarat only), the settlement of a round from its cards, decisions and wagers, and the poker drop and showdown.</p>
        <OddsCalculator games={games} />
        <SettleCalculator examples={SETTLE_EXAMPLES} usage={SETTLE_FORMAT} />
        <DropCalculator />
        <ShowdownCalculator />
      </main>
    </>
  );
}
