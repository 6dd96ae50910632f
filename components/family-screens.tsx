"use client";
/**
 * The screens' registry of game families: each family's parts of the dealer tablet, the wall
 * display and the floor, looked up by a view's `family`. The frames around them (the tablet's
 * header and columns, the wall's header, the floor's pages) are the same for every family. The
 * type is exhaustive over the families of lib/domain/table/families.ts: a family registered there
 * and not here does not compile, and no screen falls back to another family's parts.
 *
 * Every part is loaded on demand (`next/dynamic`): a tablet or a wall downloads the parts of the
 * family it shows, never the other families' screens and engines (docs/performance.md has the
 * figures). While a part loads, its place says so in the screen's own size of type.
 */
import type { ComponentType, ReactNode } from "react";
import dynamic from "next/dynamic";
import type { GameFamily } from "@/lib/domain/table/families";
import type { DealerViewOf, DisplayViewOf } from "@/lib/contract/views";
import type { ReplayFrameOf } from "@/lib/contract/history";
import type { SettleResultOf } from "@/lib/contract/calculators";
import type { Banner } from "@/components/display/format";
import type { BetLimitGroup } from "@/lib/client/bet-limits";
import { displayBetLimits } from "@/components/display/format";

export interface FamilyScreens<F extends GameFamily> {
  /** The tablet's right column: the next step and its big button (reads the table from the dealer context). */
  readonly DealerNext: ComponentType;
  /** The tablet's left column: the round as it stands (wagers, hands, settlement). */
  readonly DealerRound: ComponentType<{ view: DealerViewOf<F> }>;
  /** The wall's board below its header. */
  readonly WallBoard: ComponentType<{ view: DisplayViewOf<F>; info: Banner | null; overlay: ReactNode }>;
  /** Bets whose limits differ from the table's, for the wall's header. */
  wallBetLimits(view: DisplayViewOf<F>): BetLimitGroup[];
  /** The round's cards and hands in a replay frame on the floor. */
  readonly ReplayHands: ComponentType<{ frame: ReplayFrameOf<F> }>;
  /** The hands of a round settled by the floor's calculator. */
  readonly SettleHands: ComponentType<{ result: SettleResultOf<F> }>;
}

/** Where a family's part will be, while it downloads: the tablet's words at the tablet's size. */
function TabletLoading() {
  return (
    <p role="status" aria-busy="true" className="p-4 text-lg text-slate-200">
      Loading the table…
    </p>
  );
}

/** The same on the wall: type players read from across the room (at least 24 px at 1920x1080). */
function WallLoading() {
  return (
    <p role="status" aria-busy="true" className="flex flex-1 items-center justify-center text-4xl font-bold text-emerald-50">
      Loading…
    </p>
  );
}

function FloorLoading() {
  return (
    <p role="status" aria-busy="true" className="text-sm text-slate-300">
      Loading the hands…
    </p>
  );
}

export const FAMILY_SCREENS: { readonly [F in GameFamily]: FamilyScreens<F> } = {
  baccarat: {
    DealerNext: dynamic(() => import("@/components/dealer/baccarat/NextPanel").then((m) => m.BaccaratNextPanel), { loading: TabletLoading }),
    DealerRound: dynamic(() => import("@/components/dealer/baccarat/PhaseContent").then((m) => m.BaccaratPhaseContent), { loading: TabletLoading }),
    WallBoard: dynamic(() => import("@/components/display/baccarat/BaccaratBoard").then((m) => m.BaccaratBoard), { loading: WallLoading }),
    wallBetLimits: displayBetLimits,
    ReplayHands: dynamic(() => import("@/components/floor/baccarat/ReplayHands").then((m) => m.BaccaratReplayHands), { loading: FloorLoading }),
    SettleHands: dynamic(() => import("@/components/floor/baccarat/SettleHands").then((m) => m.BaccaratSettleHands), { loading: FloorLoading }),
  },
  "no-bust": {
    DealerNext: dynamic(() => import("@/components/dealer/no-bust/NextPanel").then((m) => m.NoBustNextPanel), { loading: TabletLoading }),
    DealerRound: dynamic(() => import("@/components/dealer/no-bust/PhaseContent").then((m) => m.NoBustPhaseContent), { loading: TabletLoading }),
    WallBoard: dynamic(() => import("@/components/display/no-bust/NoBustBoard").then((m) => m.NoBustBoard), { loading: WallLoading }),
    wallBetLimits: () => [],
    ReplayHands: dynamic(() => import("@/components/floor/no-bust/ReplayHands").then((m) => m.NoBustReplayHands), { loading: FloorLoading }),
    SettleHands: dynamic(() => import("@/components/floor/no-bust/SettleHands").then((m) => m.NoBustSettleHands), { loading: FloorLoading }),
  },
  "pai-gow-poker": {
    DealerNext: dynamic(() => import("@/components/dealer/pai-gow-poker/NextPanel").then((m) => m.PaiGowNextPanel), { loading: TabletLoading }),
    DealerRound: dynamic(() => import("@/components/dealer/pai-gow-poker/PhaseContent").then((m) => m.PaiGowPhaseContent), { loading: TabletLoading }),
    WallBoard: dynamic(() => import("@/components/display/pai-gow-poker/PaiGowBoard").then((m) => m.PaiGowBoard), { loading: WallLoading }),
    wallBetLimits: () => [],
    ReplayHands: dynamic(() => import("@/components/floor/pai-gow-poker/ReplayHands").then((m) => m.PaiGowReplayHands), { loading: FloorLoading }),
    SettleHands: dynamic(() => import("@/components/floor/pai-gow-poker/SettleHands").then((m) => m.PaiGowSettleHands), { loading: FloorLoading }),
  },
  "twenty-one": {
    DealerNext: dynamic(() => import("@/components/dealer/twenty-one/NextPanel").then((m) => m.TwentyOneNextPanel), { loading: TabletLoading }),
    DealerRound: dynamic(() => import("@/components/dealer/twenty-one/PhaseContent").then((m) => m.TwentyOnePhaseContent), { loading: TabletLoading }),
    WallBoard: dynamic(() => import("@/components/display/twenty-one/TwentyOneBoard").then((m) => m.TwentyOneBoard), { loading: WallLoading }),
    wallBetLimits: () => [],
    ReplayHands: dynamic(() => import("@/components/floor/twenty-one/ReplayHands").then((m) => m.TwentyOneReplayHands), { loading: FloorLoading }),
    SettleHands: dynamic(() => import("@/components/floor/twenty-one/SettleHands").then((m) => m.TwentyOneSettleHands), { loading: FloorLoading }),
  },
  poker: {
    DealerNext: dynamic(() => import("@/components/dealer/poker/NextPanel").then((m) => m.PokerNextPanel), { loading: TabletLoading }),
    DealerRound: dynamic(() => import("@/components/dealer/poker/PhaseContent").then((m) => m.PokerPhaseContent), { loading: TabletLoading }),
    WallBoard: dynamic(() => import("@/components/display/poker/PokerBoard").then((m) => m.PokerBoard), { loading: WallLoading }),
    wallBetLimits: () => [],
    ReplayHands: dynamic(() => import("@/components/floor/poker/ReplayHands").then((m) => m.PokerReplayHands), { loading: FloorLoading }),
    SettleHands: dynamic(() => import("@/components/floor/poker/SettleHands").then((m) => m.PokerSettleHands), { loading: FloorLoading }),
  },
  "three-card-poker": {
    DealerNext: dynamic(() => import("@/components/dealer/three-card-poker/NextPanel").then((m) => m.ThreeCardPokerNextPanel), { loading: TabletLoading }),
    DealerRound: dynamic(() => import("@/components/dealer/three-card-poker/PhaseContent").then((m) => m.ThreeCardPokerPhaseContent), { loading: TabletLoading }),
    WallBoard: dynamic(() => import("@/components/display/three-card-poker/ThreeCardPokerBoard").then((m) => m.ThreeCardPokerBoard), { loading: WallLoading }),
    wallBetLimits: () => [],
    ReplayHands: dynamic(() => import("@/components/floor/three-card-poker/ReplayHands").then((m) => m.ThreeCardPokerReplayHands), { loading: FloorLoading }),
    SettleHands: dynamic(() => import("@/components/floor/three-card-poker/SettleHands").then((m) => m.ThreeCardPokerSettleHands), { loading: FloorLoading }),
  },
  "pai-gow-tiles": {
    DealerNext: dynamic(() => import("@/components/dealer/pai-gow-tiles/NextPanel").then((m) => m.PaiGowTilesNextPanel), { loading: TabletLoading }),
    DealerRound: dynamic(() => import("@/components/dealer/pai-gow-tiles/PhaseContent").then((m) => m.PaiGowTilesPhaseContent), { loading: TabletLoading }),
    WallBoard: dynamic(() => import("@/components/display/pai-gow-tiles/PaiGowTilesBoard").then((m) => m.PaiGowTilesBoard), { loading: WallLoading }),
    wallBetLimits: () => [],
    ReplayHands: dynamic(() => import("@/components/floor/pai-gow-tiles/ReplayHands").then((m) => m.PaiGowTilesReplayHands), { loading: FloorLoading }),
    SettleHands: dynamic(() => import("@/components/floor/pai-gow-tiles/SettleHands").then((m) => m.PaiGowTilesSettleHands), { loading: FloorLoading }),
  },
};

/**
 * A family's parts, for a view of that family. A view's `family` and its type go together, which
 * TypeScript cannot follow through a lookup: the parts take any view of the family they are for.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function familyScreens(family: GameFamily): FamilyScreens<any> {
  return FAMILY_SCREENS[family];
}
