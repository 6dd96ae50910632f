/**
 * Omaha High/Low Split (Mortimer's Casino), seed 003 (003_828b6cbeef6aaf10.txt).
 * GEGA-003713 in the Poker Games Collection Rates GEGA-002897 (April 2014), clean copy L3974-4142.
 * A drop from the pot after the flop. The filing numbers each (table limit, players)
 * row as an option (1-24); one table limit uses three rows at once, so an option here is one table limit
 * and its three rows ("1-3" = rows 1, 2 and 3). The first copy (L2669-2833) agrees.
 * Rows 6-9 print scrambled player counts ("7 or More", "6 or 5", "4 or less", "5 or less"); read as the
 * digest's most likely intent: row 6 = 5 or less, 7 = 7 or more, 8 = 6 or 5, 9 = 4 or less (low confidence).
 * "Designated Fee" is 0 on every row and has no meaning given: ignored. No-flop: no drop, as for Hold'em.
 */
import { pokerDrop, pokerLimit } from "../build";
import type { FeeSchedule, FeeSource, ScheduleOption } from "../schedule";

const FILE = "003_828b6cbeef6aaf10.txt";
const ID = "omaha-hi-lo-mortimers";
const at = (lines: string, more: Partial<FeeSource> = {}): FeeSource => ({ file: FILE, lines, documentId: "GEGA-002897", ...more });

const OPTIONS: ScheduleOption[] = [
  {
    scheduleId: ID,
    id: "1-3",
    limit: pokerLimit("Limit $3/$6 (blinds $1/$3)"),
    collections: [
      pokerDrop([[7, null, 4, "row 1: 7 or More"], [5, 6, 3, "row 2: 6 or 5"], [2, 4, 2, "row 3: 4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3994-4011"),
  },
  {
    scheduleId: ID,
    id: "4-6",
    limit: pokerLimit("Limit $4/$8 (blinds $2/$4)"),
    collections: [
      pokerDrop([[8, null, 4, "row 4: 8 or more"], [6, 7, 3, "row 5: 7 or 6"], [2, 5, 2, "row 6: 5 or less (printed \"7 or More\")"]]),
    ],
    timing: "after-flop",
    source: at("4012-4029", { confidence: "low", note: "Player counts of rows 6-9 are scrambled in both copies; intended reading used." }),
  },
  {
    scheduleId: ID,
    id: "7-9",
    limit: pokerLimit("Limit $6/$12 (blinds $2/$6)"),
    collections: [
      pokerDrop([[7, null, 4, "row 7: 7 or more (printed \"6 or 5\")"], [5, 6, 3, "row 8: 6 or 5 (printed \"4 or less\")"], [2, 4, 2, "row 9: 4 or less (printed \"5 or less\")"]]),
    ],
    timing: "after-flop",
    source: at("4030-4047", { confidence: "low", note: "Player counts of rows 6-9 are scrambled in both copies; intended reading used." }),
  },
  {
    scheduleId: ID,
    id: "10-12",
    limit: pokerLimit("Limit $8/$16 (blinds $4/$8)"),
    collections: [
      pokerDrop([[8, null, 5, "row 10: 8 or more"], [6, 7, 4, "row 11: 7 or 6"], [2, 5, 3, "row 12: 5 or less"]]),
    ],
    timing: "after-flop",
    source: at("4048-4065"),
  },
  {
    scheduleId: ID,
    id: "13-15",
    limit: pokerLimit("Limit $15/$30 (blinds $10/$15)"),
    collections: [
      pokerDrop([[8, null, 5, "row 13: 8 or more"], [6, 7, 4, "row 14: 7 or 6"], [2, 5, 3, "row 15: 5 or less"]]),
    ],
    timing: "after-flop",
    source: at("4066-4071, 4077-4088"),
  },
  {
    scheduleId: ID,
    id: "16-18",
    limit: pokerLimit("Limit $20/$40 (blinds $10/$20)"),
    collections: [
      pokerDrop([[8, null, 5, "row 16: 8 or more"], [6, 7, 4, "row 17: 7 or 6"], [2, 5, 3, "row 18: 5 or less"]]),
    ],
    timing: "after-flop",
    source: at("4089-4106"),
  },
  {
    scheduleId: ID,
    id: "19-21",
    limit: pokerLimit("Limit $30/$60 (blinds $15/$30)"),
    collections: [
      pokerDrop([[8, null, 5, "row 19: 8 or more"], [6, 7, 4, "row 20: 7 or 6"], [2, 5, 3, "row 21: 5 or less"]]),
    ],
    timing: "after-flop",
    source: at("4107-4124"),
  },
  {
    scheduleId: ID,
    id: "22-24",
    limit: pokerLimit("Limit $40/$80 (blinds $20/$40)"),
    collections: [
      pokerDrop([[8, null, 5, "row 22: 8 or more"], [6, 7, 4, "row 23: 7 or 6"], [2, 5, 3, "row 24: 5 or less"]]),
    ],
    timing: "after-flop",
    source: at("4125-4142"),
  },
];

export const OMAHA_HI_LO_MORTIMERS: FeeSchedule = {
  id: ID,
  title: "Omaha High/Low Split",
  games: ["Omaha High/Low Split"],
  room: "Mortimer's Card Room",
  kind: "printed",
  source: at("3974-4142"),
  rateLimit: { max: 5, scope: "per-collection" },
  options: OPTIONS,
};
