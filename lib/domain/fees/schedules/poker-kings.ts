/**
 * Texas Hold'em and Omaha (Kings Card Club), seed 004 (004_b7b95d88b58787a5.txt).
 * Poker Games Collection Rates, page footer GEGA-004250 (April 2015), L1-68.
 * Options 1-5 and 8-11: a drop "taken by the house dealer from the pot after the cards have been
 * dealt and the first round of betting has been completed, immediately following the flop", by number of players
 * (L3, L37); Omaha adds "If there is no flop the collection will not be taken" (L37), applied to both. Options
 * 6-7: time collection, $5 or $6 per player per 1/2 hour (L20-22, L54-57).
 * The limit-to-option grouping is inferred from merged cells (digest §2.1 reconstruction A); the fees are clear.
 */
import { pokerDrop, pokerLimit, timeCollection } from "../build";
import type { FeeSchedule, FeeSource, ScheduleOption } from "../schedule";

const FILE = "004_b7b95d88b58787a5.txt";
const at = (lines: string, more: Partial<FeeSource> = {}): FeeSource => ({ file: FILE, lines, documentId: "GEGA-004250", ...more });

const HOLDEM = "texas-holdem-kings";
const OMAHA = "omaha-kings";

const HOLDEM_OPTIONS: ScheduleOption[] = [
  {
    scheduleId: HOLDEM,
    id: "1",
    limit: pokerLimit("$1-$2", "$2-$4"),
    collections: [
      pokerDrop([[7, null, 3, "7+"], [5, 6, 2, "5 or 6"], [2, 4, 1, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("7-8", { note: "high (fees); medium-high (grouping); limit grouping is reconstruction A of digest §2.1; $2-$4, $6-$12 and $30-$60 are at risk" }),
  },
  {
    scheduleId: HOLDEM,
    id: "2",
    limit: pokerLimit("$3-$6", "$4-$8"),
    collections: [
      pokerDrop([[7, null, 4, "7+"], [5, 6, 3, "5 or 6"], [2, 4, 2, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("9-10", { confidence: "medium", note: "medium-high (fees split across two OCR lines: '$4 ¢2 ¢ο' / 'Φ4 $3 $2')" }),
  },
  {
    scheduleId: HOLDEM,
    id: "3",
    limit: pokerLimit("$6-$12", "$8-$16", "$9-$18", "$10-$20"),
    collections: [
      pokerDrop([[7, null, 5, "7+"], [5, 6, 4, "5 or 6"], [2, 4, 3, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("11-14", { note: "high (fees); medium (grouping); limit grouping is reconstruction A of digest §2.1; $2-$4, $6-$12 and $30-$60 are at risk" }),
  },
  {
    scheduleId: HOLDEM,
    id: "4",
    limit: pokerLimit("$15-$30", "$20-$40"),
    collections: [
      pokerDrop([[7, null, 5, "7+"], [5, 6, 4, "5 or 6"], [2, 4, 3, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("15-16", { confidence: "medium", note: "medium-high (fees split across two OCR lines)" }),
  },
  {
    scheduleId: HOLDEM,
    id: "5",
    limit: pokerLimit("$30-$60", "$40-$80", "$50-$100"),
    collections: [
      pokerDrop([[7, null, 6, "7+"], [5, 6, 5, "5 or 6"], [2, 4, 4, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("17-19", { note: "high (fees); medium (grouping of $30-$60); limit grouping is reconstruction A of digest §2.1; $2-$4, $6-$12 and $30-$60 are at risk" }),
  },
  {
    scheduleId: HOLDEM,
    id: "6",
    limit: pokerLimit("$75-$150", "$100-$200"),
    collections: [
      timeCollection(5),
    ],
    timing: "per-half-hour",
    source: at("20-21"),
  },
  {
    scheduleId: HOLDEM,
    id: "7",
    limit: pokerLimit("$150 and above"),
    collections: [
      timeCollection(6),
    ],
    timing: "per-half-hour",
    source: at("22"),
  },
  {
    scheduleId: HOLDEM,
    id: "8",
    limit: pokerLimit("No Limit $40-$100 Buy-In"),
    collections: [
      pokerDrop([[7, null, 4, "7+"], [5, 6, 3, "5 or 6"], [2, 4, 2, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("26"),
  },
  {
    scheduleId: HOLDEM,
    id: "9",
    limit: pokerLimit("No Limit $200-$500 Buy-In"),
    collections: [
      pokerDrop([[7, null, 5, "7+"], [5, 6, 4, "5 or 6"], [2, 4, 3, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("27"),
  },
  {
    scheduleId: HOLDEM,
    id: "10",
    limit: pokerLimit("No Limit $300-$1,000 Buy-In"),
    collections: [
      pokerDrop([[7, null, 6, "7+"], [5, 6, 5, "5 or 6"], [2, 4, 4, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("28"),
  },
  {
    scheduleId: HOLDEM,
    id: "11",
    limit: pokerLimit("No Limit $600 min. Buy-In; $1,000 min. Buy-In; $2,000 min. Buy-In"),
    collections: [
      pokerDrop([[7, null, 6, "7+"], [5, 6, 5, "5 or 6"], [2, 4, 4, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("29"),
  },
];

const OMAHA_OPTIONS: ScheduleOption[] = [
  {
    scheduleId: OMAHA,
    id: "1",
    limit: pokerLimit("$1-$2", "$2-$4"),
    collections: [
      pokerDrop([[7, null, 3, "7+"], [5, 6, 2, "5 or 6"], [2, 4, 1, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("41-42", { note: "high (fees); medium-high (grouping); limit grouping is reconstruction A of digest §2.1; $2-$4, $6-$12 and $30-$60 are at risk" }),
  },
  {
    scheduleId: OMAHA,
    id: "2",
    limit: pokerLimit("$3-$6", "$4-$8"),
    collections: [
      pokerDrop([[7, null, 4, "7+"], [5, 6, 3, "5 or 6"], [2, 4, 2, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("43-44", { confidence: "medium", note: "medium-high (fees split across two OCR lines: '$4 ¢2 ¢ο' / 'Φ4 $3 $2')" }),
  },
  {
    scheduleId: OMAHA,
    id: "3",
    limit: pokerLimit("$6-$12", "$8-$16", "$9-$18", "$10-$20"),
    collections: [
      pokerDrop([[7, null, 5, "7+"], [5, 6, 4, "5 or 6"], [2, 4, 3, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("45-48", { note: "high (fees); medium (grouping); limit grouping is reconstruction A of digest §2.1; $2-$4, $6-$12 and $30-$60 are at risk" }),
  },
  {
    scheduleId: OMAHA,
    id: "4",
    limit: pokerLimit("$15-$30", "$20-$40"),
    collections: [
      pokerDrop([[7, null, 5, "7+"], [5, 6, 4, "5 or 6"], [2, 4, 3, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("49-50", { confidence: "medium", note: "medium-high (fees split across two OCR lines)" }),
  },
  {
    scheduleId: OMAHA,
    id: "5",
    limit: pokerLimit("$30-$60", "$40-$80", "$50-$100"),
    collections: [
      pokerDrop([[7, null, 6, "7+"], [5, 6, 5, "5 or 6"], [2, 4, 4, "4 or less"]]),
    ],
    timing: "after-flop",
    source: at("51-53", { note: "high (fees); medium (grouping of $30-$60); limit grouping is reconstruction A of digest §2.1; $2-$4, $6-$12 and $30-$60 are at risk" }),
  },
  {
    scheduleId: OMAHA,
    id: "6",
    limit: pokerLimit("$75-$150", "$100-$200"),
    collections: [
      timeCollection(5),
    ],
    timing: "per-half-hour",
    source: at("54-55"),
  },
  {
    scheduleId: OMAHA,
    id: "7",
    limit: pokerLimit("$150 and above"),
    collections: [
      timeCollection(6),
    ],
    timing: "per-half-hour",
    source: at("56-57"),
  },
];

export const TEXAS_HOLDEM_KINGS: FeeSchedule = {
  id: HOLDEM,
  title: "Texas Hold'em",
  games: ["Texas Hold'em"],
  room: "Kings Card Club",
  kind: "printed",
  source: at("1-33, 59-68", { note: "Heading: Texas Hold'em (GEGA-004248); page footer GEGA-004250 (L31)." }),
  rateLimit: { max: 5, scope: "per-collection" },
  options: HOLDEM_OPTIONS,
};

export const OMAHA_KINGS: FeeSchedule = {
  id: OMAHA,
  title: "Omaha",
  games: ["Omaha"],
  room: "Kings Card Club",
  kind: "printed",
  source: at("35-68", { note: "Heading: Omaha (GEGA-004247)." }),
  rateLimit: { max: 5, scope: "per-collection" },
  options: OMAHA_OPTIONS,
};
