/**
 * Pai Gow Tiles (Kings Card Club), seed 004 (004_b7b95d88b58787a5.txt).
 * Collection-rate document GEGA-004249 (August 2022), L1974-2001.
 * Options 1-2: a flat fee per betting circle of every player plus a flat player-dealer fee per
 * hand (L1976); options 3-4: a per-circle fee by the amount of the wager plus a flat player-dealer fee (L1984).
 */
import { pdFlat, roomSetsLimit, spotFlat, spotTiered } from "../build";
import type { FeeSchedule, FeeSource, ScheduleOption } from "../schedule";

const FILE = "004_b7b95d88b58787a5.txt";
const ID = "pai-gow-tiles";
const at = (lines: string, more: Partial<FeeSource> = {}): FeeSource => ({ file: FILE, lines, documentId: "GEGA-004249", ...more });

const RULES = { gapRule: "next-minimum-exclusive" } as const;
const LIMIT_1_2 = roomSetsLimit([5, 100], [50, 2000]);
const LIMIT_3_4 = roomSetsLimit([10, 10], [500, 1000]);

const OPTIONS: ScheduleOption[] = [
  {
    scheduleId: ID,
    id: "1",
    limit: LIMIT_1_2,
    collections: [
      spotFlat(1, "game", "Player Fee (per circle)"),
      pdFlat(2, "Player/Dealer Fee (per hand)"),
    ],
    timing: "before-deal",
    source: at("1981"),
  },
  {
    scheduleId: ID,
    id: "2",
    limit: LIMIT_1_2,
    collections: [
      spotFlat(2, "game", "Player Fee (per circle)"),
      pdFlat(3, "Player/Dealer Fee (per hand)"),
    ],
    timing: "before-deal",
    source: at("1982"),
  },
  {
    scheduleId: ID,
    id: "3",
    limit: LIMIT_3_4,
    collections: [
      spotTiered([[10, 200, 1], [201, 400, 2], [401, 600, 3], [601, 800, 4], [801, 1000, 5]], "game", RULES, "Player Collection"),
      pdFlat(2, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1991-1995"),
  },
  {
    scheduleId: ID,
    id: "4",
    limit: LIMIT_3_4,
    collections: [
      spotTiered([[10, 100, 1], [101, 200, 2], [201, 300, 3], [301, 400, 4], [401, 500, 5]], "game", RULES, "Player Collection"),
      pdFlat(2, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1997-2001"),
  },
];

export const PAI_GOW_TILES: FeeSchedule = {
  id: ID,
  title: "Pai Gow Tiles",
  games: ["Pai Gow Tiles"],
  room: "Kings Card Club",
  kind: "printed",
  source: at("1974-2001", { note: "Schedule heading: Pai Gow Tiles (GEGA-004233)." }),
  rateLimit: { max: 5, scope: "per-collection" },
  options: OPTIONS,
};
