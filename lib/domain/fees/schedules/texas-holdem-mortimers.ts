/**
 * Texas Hold'em (Mortimer's Casino), seed 003 (003_828b6cbeef6aaf10.txt).
 * GEGA-001005 in the Poker Games Collection Rates GEGA-002897 (April 2014), L3656-3973.
 * A drop from the pot after the flop by number of players; "If there is no flop the collection
 * will not be taken" (L3659-3660). Options 1-21 limit, 22-38 pot limit / no limit (keyed by blinds), 39-43 spread limit.
 * Options 41-43 print four player-count columns (7 or more, 5-6, 4, 2-3).
 */
import { pokerDrop, pokerLimit } from "../build";
import type { FeeSchedule, FeeSource, ScheduleOption } from "../schedule";

const FILE = "003_828b6cbeef6aaf10.txt";
const ID = "texas-holdem-mortimers";
const at = (lines: string, more: Partial<FeeSource> = {}): FeeSource => ({ file: FILE, lines, documentId: "GEGA-002897", ...more });

const OPTIONS: ScheduleOption[] = [
  {
    scheduleId: ID,
    id: "1",
    limit: pokerLimit("Limit $1 / $2 (blinds $1 / $1)"),
    collections: [
      pokerDrop([[7, null, 3, "7 or more"], [5, 6, 2, "5-6"], [2, 4, 1, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3675-3680"),
  },
  {
    scheduleId: ID,
    id: "2",
    limit: pokerLimit("Limit $2 / $4 (blinds $1 / $2)"),
    collections: [
      pokerDrop([[7, null, 3, "7 or more"], [5, 6, 2, "5-6"], [2, 4, 1, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3681-3686"),
  },
  {
    scheduleId: ID,
    id: "3",
    limit: pokerLimit("Limit $3 / $6 (blinds $2 / $3)"),
    collections: [
      pokerDrop([[7, null, 3, "7 or more"], [5, 6, 2, "5-6"], [2, 4, 1, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3687-3692"),
  },
  {
    scheduleId: ID,
    id: "4",
    limit: pokerLimit("Limit $4 / $8 (blinds $2 / $4)"),
    collections: [
      pokerDrop([[7, null, 3, "7 or more"], [5, 6, 2, "5-6"], [2, 4, 1, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3693-3698"),
  },
  {
    scheduleId: ID,
    id: "5",
    limit: pokerLimit("Limit $5 / $10 (blinds $3 / $5)"),
    collections: [
      pokerDrop([[7, null, 3, "7 or more"], [5, 6, 2, "5-6"], [2, 4, 1, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3699-3704"),
  },
  {
    scheduleId: ID,
    id: "6",
    limit: pokerLimit("Limit $6 / $12 (blinds $3 / $6)"),
    collections: [
      pokerDrop([[7, null, 3, "7 or more"], [5, 6, 2, "5-6"], [2, 4, 1, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3705-3710"),
  },
  {
    scheduleId: ID,
    id: "7",
    limit: pokerLimit("Limit $8 / $16 (blinds $4 / $8)"),
    collections: [
      pokerDrop([[7, null, 3, "7 or more"], [5, 6, 2, "5-6"], [2, 4, 1, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3711-3716"),
  },
  {
    scheduleId: ID,
    id: "8",
    limit: pokerLimit("Limit $9 / $18 (blinds $6 / $9)"),
    collections: [
      pokerDrop([[7, null, 3, "7 or more"], [5, 6, 2, "5-6"], [2, 4, 1, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3717-3722"),
  },
  {
    scheduleId: ID,
    id: "9",
    limit: pokerLimit("Limit $10 / $20 (blinds $5 / $10)"),
    collections: [
      pokerDrop([[7, null, 4, "7 or more"], [5, 6, 3, "5-6"], [2, 4, 2, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3723-3728"),
  },
  {
    scheduleId: ID,
    id: "10",
    limit: pokerLimit("Limit $12 / $24 (blinds $6 / $12)"),
    collections: [
      pokerDrop([[7, null, 4, "7 or more"], [5, 6, 3, "5-6"], [2, 4, 2, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3729-3734"),
  },
  {
    scheduleId: ID,
    id: "11",
    limit: pokerLimit("Limit $15 / $30 (blinds $10 / $15)"),
    collections: [
      pokerDrop([[7, null, 4, "7 or more"], [5, 6, 3, "5-6"], [2, 4, 2, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3735-3740"),
  },
  {
    scheduleId: ID,
    id: "12",
    limit: pokerLimit("Limit $20 / $40 (blinds $10 / $20)"),
    collections: [
      pokerDrop([[7, null, 4, "7 or more"], [5, 6, 3, "5-6"], [2, 4, 2, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3755-3760"),
  },
  {
    scheduleId: ID,
    id: "13",
    limit: pokerLimit("Limit $30 / $60 (blinds $15 / $30)"),
    collections: [
      pokerDrop([[7, null, 4, "7 or more"], [5, 6, 3, "5-6"], [2, 4, 2, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3761-3766"),
  },
  {
    scheduleId: ID,
    id: "14",
    limit: pokerLimit("Limit $40 / $80 (blinds $20 / $40)"),
    collections: [
      pokerDrop([[7, null, 4, "7 or more"], [5, 6, 3, "5-6"], [2, 4, 2, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3767-3772"),
  },
  {
    scheduleId: ID,
    id: "15",
    limit: pokerLimit("Limit $50 / $100 (blinds $25 / $50)"),
    collections: [
      pokerDrop([[7, null, 4, "7 or more"], [5, 6, 3, "5-6"], [2, 4, 2, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3773-3778"),
  },
  {
    scheduleId: ID,
    id: "16",
    limit: pokerLimit("Limit $60 / $120 (blinds $30 / $60)"),
    collections: [
      pokerDrop([[7, null, 4, "7 or more"], [5, 6, 3, "5-6"], [2, 4, 2, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3779-3784"),
  },
  {
    scheduleId: ID,
    id: "17",
    limit: pokerLimit("Limit $75 / $150 (blinds $50 / $75)"),
    collections: [
      pokerDrop([[7, null, 4, "7 or more"], [5, 6, 3, "5-6"], [2, 4, 2, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3785-3790"),
  },
  {
    scheduleId: ID,
    id: "18",
    limit: pokerLimit("Limit $80 / $160 (blinds $40 / $80)"),
    collections: [
      pokerDrop([[7, null, 4, "7 or more"], [5, 6, 3, "5-6"], [2, 4, 2, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3791-3796"),
  },
  {
    scheduleId: ID,
    id: "19",
    limit: pokerLimit("Limit $100 / $200 (blinds $50 / $100)"),
    collections: [
      pokerDrop([[7, null, 4, "7 or more"], [5, 6, 3, "5-6"], [2, 4, 2, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3797-3802"),
  },
  {
    scheduleId: ID,
    id: "20",
    limit: pokerLimit("Limit $300 / $600 (blinds $100 / $200)"),
    collections: [
      pokerDrop([[7, null, 4, "7 or more"], [5, 6, 3, "5-6"], [2, 4, 2, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3803-3808"),
  },
  {
    scheduleId: ID,
    id: "21",
    limit: pokerLimit("Limit $400 / $800 (blinds $150 / $300)"),
    collections: [
      pokerDrop([[7, null, 4, "7 or more"], [5, 6, 3, "5-6"], [2, 4, 2, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3809-3814"),
  },
  {
    scheduleId: ID,
    id: "22",
    limit: pokerLimit("Pot Limit / No Limit, blinds $.50 / $1"),
    collections: [
      pokerDrop([[7, null, 3, "7 or more"], [5, 6, 2, "5-6"], [2, 4, 1, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3829-3833"),
  },
  {
    scheduleId: ID,
    id: "23",
    limit: pokerLimit("Pot Limit / No Limit, blinds $1 / $1"),
    collections: [
      pokerDrop([[7, null, 3, "7 or more"], [5, 6, 2, "5-6"], [2, 4, 1, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3834-3838"),
  },
  {
    scheduleId: ID,
    id: "24",
    limit: pokerLimit("Pot Limit / No Limit, blinds $1 / $2"),
    collections: [
      pokerDrop([[7, null, 3, "7 or more"], [5, 6, 2, "5-6"], [2, 4, 1, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3839-3843"),
  },
  {
    scheduleId: ID,
    id: "25",
    limit: pokerLimit("Pot Limit / No Limit, blinds $1 / $3"),
    collections: [
      pokerDrop([[7, null, 3, "7 or more"], [5, 6, 2, "5-6"], [2, 4, 1, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3844-3848"),
  },
  {
    scheduleId: ID,
    id: "26",
    limit: pokerLimit("Pot Limit / No Limit, blinds $2 / $3"),
    collections: [
      pokerDrop([[7, null, 3, "7 or more"], [5, 6, 2, "5-6"], [2, 4, 1, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3849-3853"),
  },
  {
    scheduleId: ID,
    id: "27",
    limit: pokerLimit("Pot Limit / No Limit, blinds $2 / $4"),
    collections: [
      pokerDrop([[7, null, 3, "7 or more"], [5, 6, 2, "5-6"], [2, 4, 1, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3854-3858"),
  },
  {
    scheduleId: ID,
    id: "28",
    limit: pokerLimit("Pot Limit / No Limit, blinds $2 / $5"),
    collections: [
      pokerDrop([[7, null, 3, "7 or more"], [5, 6, 2, "5-6"], [2, 4, 1, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3867-3871"),
  },
  {
    scheduleId: ID,
    id: "29",
    limit: pokerLimit("Pot Limit / No Limit, blinds $3 / $5"),
    collections: [
      pokerDrop([[7, null, 3, "7 or more"], [5, 6, 2, "5-6"], [2, 4, 1, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3872-3876"),
  },
  {
    scheduleId: ID,
    id: "30",
    limit: pokerLimit("Pot Limit / No Limit, blinds $5 / $5"),
    collections: [
      pokerDrop([[7, null, 3, "7 or more"], [5, 6, 2, "5-6"], [2, 4, 1, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3877-3881"),
  },
  {
    scheduleId: ID,
    id: "31",
    limit: pokerLimit("Pot Limit / No Limit, blinds $5 / $10"),
    collections: [
      pokerDrop([[7, null, 4, "7 or more"], [5, 6, 3, "5-6"], [2, 4, 2, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3882-3886"),
  },
  {
    scheduleId: ID,
    id: "32",
    limit: pokerLimit("Pot Limit / No Limit, blinds $5 / $15"),
    collections: [
      pokerDrop([[7, null, 4, "7 or more"], [5, 6, 3, "5-6"], [2, 4, 2, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3887-3891"),
  },
  {
    scheduleId: ID,
    id: "33",
    limit: pokerLimit("Pot Limit / No Limit, blinds $10 / $15"),
    collections: [
      pokerDrop([[7, null, 4, "7 or more"], [5, 6, 3, "5-6"], [2, 4, 2, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3892-3896"),
  },
  {
    scheduleId: ID,
    id: "34",
    limit: pokerLimit("Pot Limit / No Limit, blinds $10 / $20"),
    collections: [
      pokerDrop([[7, null, 4, "7 or more"], [5, 6, 3, "5-6"], [2, 4, 2, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3897-3901"),
  },
  {
    scheduleId: ID,
    id: "35",
    limit: pokerLimit("Pot Limit / No Limit, blinds $25 / $50"),
    collections: [
      pokerDrop([[7, null, 4, "7 or more"], [5, 6, 3, "5-6"], [2, 4, 2, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3902-3906"),
  },
  {
    scheduleId: ID,
    id: "36",
    limit: pokerLimit("Pot Limit / No Limit, blinds $50 / $100"),
    collections: [
      pokerDrop([[7, null, 4, "7 or more"], [5, 6, 3, "5-6"], [2, 4, 2, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3907-3911"),
  },
  {
    scheduleId: ID,
    id: "37",
    limit: pokerLimit("Pot Limit / No Limit, blinds $75 / $150"),
    collections: [
      pokerDrop([[7, null, 4, "7 or more"], [5, 6, 3, "5-6"], [2, 4, 2, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3912-3916"),
  },
  {
    scheduleId: ID,
    id: "38",
    limit: pokerLimit("Pot Limit / No Limit, blinds $100 / $200"),
    collections: [
      pokerDrop([[7, null, 4, "7 or more"], [5, 6, 3, "5-6"], [2, 4, 2, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3917-3921"),
  },
  {
    scheduleId: ID,
    id: "39",
    limit: pokerLimit("Spread Limit $2 / $6"),
    collections: [
      pokerDrop([[7, null, 3, "7 or more"], [5, 6, 2, "5-6"], [2, 4, 1, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3931-3935"),
  },
  {
    scheduleId: ID,
    id: "40",
    limit: pokerLimit("Spread Limit $4 / $12"),
    collections: [
      pokerDrop([[7, null, 3, "7 or more"], [5, 6, 2, "5-6"], [2, 4, 1, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("3936-3940"),
  },
  {
    scheduleId: ID,
    id: "41",
    limit: pokerLimit("Spread Limit $5 / $40"),
    collections: [
      pokerDrop([[7, null, 5, "7 or more"], [5, 6, 4, "5-6"], [4, 4, 3, "4"], [2, 3, 2, "2-3"]]),
    ],
    timing: "after-flop",
    source: at("3956-3961"),
  },
  {
    scheduleId: ID,
    id: "42",
    limit: pokerLimit("Spread Limit $10 / $100"),
    collections: [
      pokerDrop([[7, null, 5, "7 or more"], [5, 6, 4, "5-6"], [4, 4, 3, "4"], [2, 3, 2, "2-3"]]),
    ],
    timing: "after-flop",
    source: at("3962-3967"),
  },
  {
    scheduleId: ID,
    id: "43",
    limit: pokerLimit("Spread Limit $10 / $200"),
    collections: [
      pokerDrop([[7, null, 5, "7 or more"], [5, 6, 4, "5-6"], [4, 4, 3, "4"], [2, 3, 2, "2-3"]]),
    ],
    timing: "after-flop",
    source: at("3968-3973"),
  },
];

export const TEXAS_HOLDEM_MORTIMERS: FeeSchedule = {
  id: ID,
  title: "Texas Hold'em",
  games: ["Texas Hold'em"],
  room: "Mortimer's Card Room",
  kind: "printed",
  source: at("3656-3973"),
  rateLimit: { max: 5, scope: "per-collection" },
  options: OPTIONS,
};
