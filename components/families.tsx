"use client";
/**
 * The screens' registry of game families: each family's parts of the dealer tablet, the wall
 * display and the floor, looked up by a view's `family`. The frames around them (the tablet's
 * header and columns, the wall's header, the floor's pages) are the same for every family. The
 * type is exhaustive over the families of lib/domain/table/families.ts: a family registered there
 * and not here does not compile, and no screen falls back to another family's parts.
 */
import type { ComponentType, ReactNode } from "react";
import type { GameFamily } from "@/lib/domain/table/families";
import type { DealerViewOf, DisplayViewOf } from "@/lib/contract/views";
import type { ReplayFrameOf } from "@/lib/contract/history";
import type { SettleResultOf } from "@/lib/contract/calculators";
import type { Banner } from "@/components/display/format";
import type { BetLimitGroup } from "@/lib/client/bet-limits";
import { displayBetLimits } from "@/components/display/format";
import { BaccaratNextPanel } from "@/components/dealer/baccarat/NextPanel";
import { BaccaratPhaseContent } from "@/components/dealer/baccarat/PhaseContent";
import { NoBustNextPanel } from "@/components/dealer/no-bust/NextPanel";
import { NoBustPhaseContent } from "@/components/dealer/no-bust/PhaseContent";
import { BaccaratBoard } from "@/components/display/baccarat/BaccaratBoard";
import { NoBustBoard } from "@/components/display/no-bust/NoBustBoard";
import { BaccaratReplayHands } from "@/components/floor/baccarat/ReplayHands";
import { NoBustReplayHands } from "@/components/floor/no-bust/ReplayHands";
import { BaccaratSettleHands } from "@/components/floor/baccarat/SettleHands";
import { NoBustSettleHands } from "@/components/floor/no-bust/SettleHands";
import { PaiGowNextPanel } from "@/components/dealer/pai-gow-poker/NextPanel";
import { PaiGowPhaseContent } from "@/components/dealer/pai-gow-poker/PhaseContent";
import { PaiGowBoard } from "@/components/display/pai-gow-poker/PaiGowBoard";
import { PaiGowReplayHands } from "@/components/floor/pai-gow-poker/ReplayHands";
import { PaiGowSettleHands } from "@/components/floor/pai-gow-poker/SettleHands";
import { PaiGowTilesNextPanel } from "@/components/dealer/pai-gow-tiles/NextPanel";
import { PaiGowTilesPhaseContent } from "@/components/dealer/pai-gow-tiles/PhaseContent";
import { PaiGowTilesBoard } from "@/components/display/pai-gow-tiles/PaiGowTilesBoard";
import { PaiGowTilesReplayHands } from "@/components/floor/pai-gow-tiles/ReplayHands";
import { PaiGowTilesSettleHands } from "@/components/floor/pai-gow-tiles/SettleHands";
import { TwentyOneNextPanel } from "@/components/dealer/twenty-one/NextPanel";
import { TwentyOnePhaseContent } from "@/components/dealer/twenty-one/PhaseContent";
import { TwentyOneBoard } from "@/components/display/twenty-one/TwentyOneBoard";
import { TwentyOneReplayHands } from "@/components/floor/twenty-one/ReplayHands";
import { TwentyOneSettleHands } from "@/components/floor/twenty-one/SettleHands";
import { PokerNextPanel } from "@/components/dealer/poker/NextPanel";
import { PokerPhaseContent } from "@/components/dealer/poker/PhaseContent";
import { PokerBoard } from "@/components/display/poker/PokerBoard";
import { PokerReplayHands } from "@/components/floor/poker/ReplayHands";
import { PokerSettleHands } from "@/components/floor/poker/SettleHands";
import { ThreeCardPokerNextPanel } from "@/components/dealer/three-card-poker/NextPanel";
import { ThreeCardPokerPhaseContent } from "@/components/dealer/three-card-poker/PhaseContent";
import { ThreeCardPokerBoard } from "@/components/display/three-card-poker/ThreeCardPokerBoard";
import { ThreeCardPokerReplayHands } from "@/components/floor/three-card-poker/ReplayHands";
import { ThreeCardPokerSettleHands } from "@/components/floor/three-card-poker/SettleHands";

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

export const FAMILY_SCREENS: { readonly [F in GameFamily]: FamilyScreens<F> } = {
  baccarat: {
    DealerNext: BaccaratNextPanel,
    DealerRound: BaccaratPhaseContent,
    WallBoard: BaccaratBoard,
    wallBetLimits: displayBetLimits,
    ReplayHands: BaccaratReplayHands,
    SettleHands: BaccaratSettleHands,
  },
  "no-bust": {
    DealerNext: NoBustNextPanel,
    DealerRound: NoBustPhaseContent,
    WallBoard: NoBustBoard,
    wallBetLimits: () => [],
    ReplayHands: NoBustReplayHands,
    SettleHands: NoBustSettleHands,
  },
  "pai-gow-poker": {
    DealerNext: PaiGowNextPanel,
    DealerRound: PaiGowPhaseContent,
    WallBoard: PaiGowBoard,
    wallBetLimits: () => [],
    ReplayHands: PaiGowReplayHands,
    SettleHands: PaiGowSettleHands,
  },
  "twenty-one": {
    DealerNext: TwentyOneNextPanel,
    DealerRound: TwentyOnePhaseContent,
    WallBoard: TwentyOneBoard,
    wallBetLimits: () => [],
    ReplayHands: TwentyOneReplayHands,
    SettleHands: TwentyOneSettleHands,
  },
  poker: {
    DealerNext: PokerNextPanel,
    DealerRound: PokerPhaseContent,
    WallBoard: PokerBoard,
    wallBetLimits: () => [],
    ReplayHands: PokerReplayHands,
    SettleHands: PokerSettleHands,
  },
  "three-card-poker": {
    DealerNext: ThreeCardPokerNextPanel,
    DealerRound: ThreeCardPokerPhaseContent,
    WallBoard: ThreeCardPokerBoard,
    wallBetLimits: () => [],
    ReplayHands: ThreeCardPokerReplayHands,
    SettleHands: ThreeCardPokerSettleHands,
  },
  "pai-gow-tiles": {
    DealerNext: PaiGowTilesNextPanel,
    DealerRound: PaiGowTilesPhaseContent,
    WallBoard: PaiGowTilesBoard,
    wallBetLimits: () => [],
    ReplayHands: PaiGowTilesReplayHands,
    SettleHands: PaiGowTilesSettleHands,
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
