/**
 * EZ Baccarat Panda 8 (Mortimer's Card Room), seed 003 (003_828b6cbeef6aaf10.txt).
 * GEGA003832 (April 2013), L2261-2424.
 * Player-dealer fee by total table action (Player, Banker, Tie, Dragon 7 and Panda 8
 * wagers); options 1-2 also a player fee tiered by "the total amount each player has wagered ... at the
 * table" (L2265-2267): one fee per player on everything they wager, whatever spots they play ("any
 * position on the table would be allowed to wager in any spot where no one has placed a wager",
 * L2273-2275). Two $300 spots of one player are $600 of wagers: $5, not two $2 fees.
 * "$1,000+" / "$2,000+" after "$501-$1,000" / "$1,001-$2,000" overlap at the boundary: read as "$1,001+" /
 * "$2,001+" (digest H8). Option 8's tiers start at $50 while its limit starts at $10: action below $50
 * pays the first tier's fee (belowFirst "first-tier"). Option 2 has seven distinct amounts across its two
 * columns although the filing allows five rates per table limit (L2280-2281): rates are counted per column.
 */
import { pdByAction, playerTiered, spotLimit } from "../build";
import type { FeeSchedule, FeeSource, ScheduleOption } from "../schedule";

const FILE = "003_828b6cbeef6aaf10.txt";
const ID = "ez-baccarat-panda-8-mortimers";
const at = (lines: string, more: Partial<FeeSource> = {}): FeeSource => ({ file: FILE, lines, documentId: "GEGA003832", ...more });

const ACTION = { wagers: "all", backline: "include" } as const;
const RULES = { gapRule: "next-minimum-exclusive" } as const;

const OPTIONS: ScheduleOption[] = [
  {
    scheduleId: ID,
    id: "1",
    limit: spotLimit(5, 1000),
    collections: [
      playerTiered([[5, 50, 0.5], [51, 100, 1], [101, 300, 2], [301, 500, 3], [501, null, 5]], "all", RULES, "Player Fee"),
      pdByAction([[5, 50, 0.5], [51, 100, 1], [101, 300, 2], [301, 500, 3], [501, null, 5]], ACTION, RULES, "Player/Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("2286-2287, 2297-2301, 2306-2310, 2315-2319, 2324-2328"),
  },
  {
    scheduleId: ID,
    id: "2",
    limit: spotLimit(10, 2000),
    collections: [
      playerTiered([[10, 100, 0.5], [101, 200, 1], [201, 300, 2], [301, 500, 3], [501, null, 5]], "all", RULES, "Player Fee"),
      pdByAction([[10, 100, 0.5], [101, 200, 1], [201, 500, 3], [501, 1000, 6], [1001, null, 8]], ACTION, RULES, "Player/Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("2288-2289, 2302-2305, 2311-2314, 2320-2323, 2329-2336", { confidence: "medium", note: "printed \"$1,000+\" overlaps \"$501-$1,000\"; read as \"$1,001+\"" }),
  },
  {
    scheduleId: ID,
    id: "3",
    limit: spotLimit(5, 500),
    collections: [
      pdByAction([[5, 50, 0.5], [51, 100, 1], [101, 300, 1.5], [301, 500, 3], [501, null, 4]], ACTION, RULES, "Player/Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("2344-2346, 2365-2369, 2395-2399"),
  },
  {
    scheduleId: ID,
    id: "4",
    limit: spotLimit(10, 1000),
    collections: [
      pdByAction([[10, 100, 0.5], [101, 300, 1], [301, 500, 3], [501, 1000, 5], [1001, null, 10]], ACTION, RULES, "Player/Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("2347-2349, 2370-2374, 2400-2404", { confidence: "medium", note: "printed \"$1,000+\" overlaps \"$501-$1,000\"; read as \"$1,001+\"" }),
  },
  {
    scheduleId: ID,
    id: "5",
    limit: spotLimit(25, 2000),
    collections: [
      pdByAction([[25, 200, 1], [201, 500, 3], [501, 1000, 6], [1001, 2000, 12], [2001, null, 20]], ACTION, RULES, "Player/Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("2350-2352, 2375-2379, 2405-2409", { confidence: "medium", note: "printed \"$2,000+\" overlaps \"$1,001-$2,000\"; read as \"$2,001+\"" }),
  },
  {
    scheduleId: ID,
    id: "6",
    limit: spotLimit(50, 5000),
    collections: [
      pdByAction([[50, 200, 1], [201, 500, 3], [501, 1000, 5], [1001, 2000, 10], [2001, null, 20]], ACTION, RULES, "Player/Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("2353-2355, 2380-2384, 2410-2414"),
  },
  {
    scheduleId: ID,
    id: "7",
    limit: spotLimit(5, 1000),
    collections: [
      pdByAction([[5, 100, 1], [101, 300, 2], [301, 500, 4], [501, 1000, 7], [1001, null, 10]], ACTION, RULES, "Player/Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("2356-2358, 2385-2389, 2415-2419", { confidence: "medium", note: "printed \"$1,000+\" overlaps \"$501-$1,000\"; read as \"$1,001+\"" }),
  },
  {
    scheduleId: ID,
    id: "8",
    limit: spotLimit(10, 2000),
    collections: [
      pdByAction([[50, 200, 1], [201, 500, 3], [501, 1000, 5], [1001, 2000, 15], [2001, null, 25]], ACTION, RULES, "Player/Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("2359-2361, 2390-2394, 2420-2424", { confidence: "medium", note: "Tiers start at $50 while the table limit starts at $10 (L2360, L2390): action below $50 pays the first tier." }),
  },
];

export const EZ_BACCARAT_PANDA_8_MORTIMERS: FeeSchedule = {
  id: ID,
  title: "EZ Baccarat Panda 8",
  games: ["EZ Baccarat Panda 8"],
  room: "Mortimer's Card Room",
  kind: "printed",
  source: at("2261-2424"),
  rateLimit: { max: 5, scope: "per-collection" },
  // "The Tie bet wager ... must be within the minimum and maximum table limits. The Dragon 7 and Panda 8
  // wagers ... must be within a minimum of $5 and a maximum of $500" (L2267-2269), whatever the option.
  betLimits: [{ bets: ["dragon7", "panda8"], min: 500, max: 50_000, source: at("2268-2269") }],
  options: OPTIONS,
};
