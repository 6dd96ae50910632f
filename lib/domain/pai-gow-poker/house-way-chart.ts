/**
 * The house way charts as data: Kings' Fortune Pai Gow Poker chart (seed 004 L877-890) and Kings'
 * Face Up Pai Gow Poker chart (seed 004 L1604-1645). They say the same thing in different words
 * (the Face Up chart spells out what "split" and "unless K in front" mean); each keeps its own lines.
 * Mortimer's filings refer to an "Attachment A" that is not in the file (seed 003 L4330-4331): those
 * games use the Fortune chart (option `houseWay`, docs/rules-decisions/pai-gow-poker.md).
 *
 * A two pair or four of a kind row "splits" (the smaller pair in front) always, never, or unless a
 * single card of the given rank can be played in front instead (option `unlessCard`: that rank or
 * higher, as the Face Up chart words it, or exactly that rank, as the Fortune chart can be read).
 */
export type SplitRule = { readonly kind: "always" } | { readonly kind: "never" } | { readonly kind: "unless"; readonly card: number };

export interface PairRow {
  /** The rank of the (high) pair, 2..14. */
  readonly ranks: readonly number[];
  readonly split: SplitRule;
  readonly line: string;
}

export interface HouseWayChart {
  readonly name: string;
  readonly source: string;
  readonly noPair: string;
  readonly onePair: string;
  /** Two pair, by the rank of the high pair. */
  readonly twoPair: readonly PairRow[];
  readonly threePair: string;
  /** Three aces: an ace and the highest single in front. */
  readonly threeAces: string;
  readonly threeOfAKind: string;
  readonly twoThreeOfAKinds: string;
  readonly straightFlush: string;
  /** "When possible, always play the highest pair in front that will leave a complete hand ... behind." */
  readonly footnote: string;
  readonly fullHouse: string;
  /** Four of a kind, by its rank. */
  readonly fourOfAKind: readonly PairRow[];
  readonly fourOfAKindWithPair: string;
  readonly fiveAces: string;
}

const always: SplitRule = { kind: "always" };
const never: SplitRule = { kind: "never" };
const unless = (card: number): SplitRule => ({ kind: "unless", card });

/** seed 004 L877-890: "PAI GOW POKER HOUSE WAY" of Fortune Pai Gow Poker. */
export const KINGS_FORTUNE_HOUSE_WAY: HouseWayChart = {
  name: "Fortune Pai Gow Poker house way (Kings Card Club)",
  source: "seed 004 L877-890",
  noPair: "seed 004 L880",
  onePair: "seed 004 L881",
  twoPair: [
    { ranks: [14, 13, 12], split: always, line: "seed 004 L882" },
    { ranks: [11, 10, 9], split: unless(14), line: "seed 004 L882" },
    { ranks: [8, 7, 6], split: unless(13), line: "seed 004 L882" },
    { ranks: [5, 4, 3, 2], split: unless(12), line: "seed 004 L882" },
  ],
  threePair: "seed 004 L883",
  threeAces: "seed 004 L884",
  threeOfAKind: "seed 004 L884",
  twoThreeOfAKinds: "seed 004 L884",
  straightFlush: "seed 004 L885",
  footnote: "seed 004 L890",
  fullHouse: "seed 004 L886",
  fourOfAKind: [
    { ranks: [14, 13, 12], split: always, line: "seed 004 L887" },
    { ranks: [11, 10, 9], split: unless(13), line: "seed 004 L887" },
    { ranks: [8, 7, 6], split: unless(12), line: "seed 004 L887" },
    { ranks: [5, 4, 3, 2], split: never, line: "seed 004 L887" },
  ],
  fourOfAKindWithPair: "seed 004 L887",
  fiveAces: "seed 004 L888",
};

/** seed 004 L1604-1645: "Face Up Pai Gow Poker House Way Hand Set" (the example columns are OCR-garbled). */
export const KINGS_FACE_UP_HOUSE_WAY: HouseWayChart = {
  name: "Face Up Pai Gow Poker house way (Kings Card Club)",
  source: "seed 004 L1604-1645",
  noPair: "seed 004 L1607",
  onePair: "seed 004 L1608",
  twoPair: [
    { ranks: [14, 13, 12], split: always, line: "seed 004 L1609" },
    { ranks: [11, 10, 9], split: unless(14), line: "seed 004 L1610" },
    { ranks: [8, 7, 6], split: unless(13), line: "seed 004 L1613-1614" },
    { ranks: [5, 4, 3, 2], split: unless(12), line: "seed 004 L1615-1616" },
  ],
  threePair: "seed 004 L1617-1618",
  threeAces: "seed 004 L1619-1621",
  threeOfAKind: "seed 004 L1620-1623",
  twoThreeOfAKinds: "seed 004 L1624-1625",
  straightFlush: "seed 004 L1625-1635",
  footnote: "seed 004 L1631-1633",
  fullHouse: "seed 004 L1636-1638",
  fourOfAKind: [
    { ranks: [14, 13, 12], split: always, line: "seed 004 L1640" },
    { ranks: [11, 10, 9], split: unless(13), line: "seed 004 L1641" },
    { ranks: [8, 7, 6], split: unless(12), line: "seed 004 L1642" },
    { ranks: [5, 4, 3, 2], split: never, line: "seed 004 L1643" },
  ],
  fourOfAKindWithPair: "seed 004 L1644",
  fiveAces: "seed 004 L1645",
};
