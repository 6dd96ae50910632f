/**
 * The table limits each printed poker schedule option applies to, as data: the admin catalogue
 * lists them and a table's configured stakes pick its option from them (never a bet amount).
 * Amounts are read from the same filing lines as the fee schedules (lib/domain/fees/schedules);
 * `posted-limits.test.ts` holds each label against the schedule's printed structure text.
 */
import { dollars, formatCents, type Cents } from "../money";

export interface Blinds {
  readonly small: Cents;
  readonly big: Cents;
}

export type BettingStructure = "limit" | "spread-limit" | "pot-limit" | "no-limit";

/** One table limit an option is printed for. */
export type PostedLimit =
  /** Fixed limit: small bet / big bet; blinds as printed (Mortimer's) or null when the room sets them (Kings). */
  | { readonly kind: "limit"; readonly smallBet: Cents; readonly bigBet: Cents; readonly blinds: Blinds | null; readonly label: string }
  /** "$150 and above" (seed 004 L22, L56-57): any fixed limit whose small bet is at least this. */
  | { readonly kind: "limit-from"; readonly smallBetAtLeast: Cents; readonly label: string }
  | { readonly kind: "spread-limit"; readonly min: Cents; readonly max: Cents; readonly label: string }
  /** Mortimer's "Pot Limit / No Limit" options are keyed by their blinds; the table plays either structure. */
  | { readonly kind: "blinds"; readonly structures: readonly ["pot-limit", "no-limit"]; readonly blinds: Blinds; readonly label: string }
  /** Kings no-limit games keyed by their buy-in; max null for "min. Buy-In". */
  | { readonly kind: "buy-in"; readonly min: Cents; readonly max: Cents | null; readonly label: string };

const $ = (d: number): string => (Number.isInteger(d) ? `$${d.toLocaleString("en-US")}` : `$${d.toFixed(2).replace(/^0/, "")}`);

function limit(small: number, big: number, blinds: readonly [number, number] | null, label: string): PostedLimit {
  return {
    kind: "limit",
    smallBet: dollars(small),
    bigBet: dollars(big),
    blinds: blinds === null ? null : { small: dollars(blinds[0]), big: dollars(blinds[1]) },
    label,
  };
}

// Mortimer's Texas Hold'em, seed 003 L3662-3973: [option, small bet, big bet, small blind, big blind].
const MORTIMERS_HOLDEM_LIMIT: readonly (readonly [number, number, number, number, number])[] = [
  [1, 1, 2, 1, 1], [2, 2, 4, 1, 2], [3, 3, 6, 2, 3], [4, 4, 8, 2, 4], [5, 5, 10, 3, 5], [6, 6, 12, 3, 6],
  [7, 8, 16, 4, 8], [8, 9, 18, 6, 9], [9, 10, 20, 5, 10], [10, 12, 24, 6, 12], [11, 15, 30, 10, 15],
  [12, 20, 40, 10, 20], [13, 30, 60, 15, 30], [14, 40, 80, 20, 40], [15, 50, 100, 25, 50], [16, 60, 120, 30, 60],
  [17, 75, 150, 50, 75], [18, 80, 160, 40, 80], [19, 100, 200, 50, 100], [20, 300, 600, 100, 200], [21, 400, 800, 150, 300],
];
// L3820-3921: [option, small blind, big blind].
const MORTIMERS_HOLDEM_POT_LIMIT: readonly (readonly [number, number, number])[] = [
  [22, 0.5, 1], [23, 1, 1], [24, 1, 2], [25, 1, 3], [26, 2, 3], [27, 2, 4], [28, 2, 5], [29, 3, 5], [30, 5, 5],
  [31, 5, 10], [32, 5, 15], [33, 10, 15], [34, 10, 20], [35, 25, 50], [36, 50, 100], [37, 75, 150], [38, 100, 200],
];
// L3922-3973: [option, low, high].
const MORTIMERS_HOLDEM_SPREAD: readonly (readonly [number, number, number])[] = [
  [39, 2, 6], [40, 4, 12], [41, 5, 40], [42, 10, 100], [43, 10, 200],
];
// Mortimer's Omaha High/Low Split, L3994-4142: [rows, small bet, big bet, small blind, big blind].
const MORTIMERS_OMAHA: readonly (readonly [string, number, number, number, number])[] = [
  ["1-3", 3, 6, 1, 3], ["4-6", 4, 8, 2, 4], ["7-9", 6, 12, 2, 6], ["10-12", 8, 16, 4, 8],
  ["13-15", 15, 30, 10, 15], ["16-18", 20, 40, 10, 20], ["19-21", 30, 60, 15, 30], ["22-24", 40, 80, 20, 40],
];

export interface PostedOption {
  readonly optionId: string;
  /** The printed section: "Limit", "Pot Limit / No Limit", "Spread Limit", "No Limit Games". */
  readonly section: string;
  readonly limits: readonly PostedLimit[];
}

function mortimersHoldem(): PostedOption[] {
  return [
    ...MORTIMERS_HOLDEM_LIMIT.map(([o, s, b, sb, bb]) => ({
      optionId: String(o),
      section: "Limit",
      limits: [limit(s, b, [sb, bb], `Limit ${$(s)} / ${$(b)} (blinds ${$(sb)} / ${$(bb)})`)],
    })),
    ...MORTIMERS_HOLDEM_POT_LIMIT.map(([o, sb, bb]): PostedOption => ({
      optionId: String(o),
      section: "Pot Limit / No Limit",
      limits: [{ kind: "blinds", structures: ["pot-limit", "no-limit"], blinds: { small: dollars(sb), big: dollars(bb) }, label: `Pot Limit / No Limit, blinds ${$(sb)} / ${$(bb)}` }],
    })),
    ...MORTIMERS_HOLDEM_SPREAD.map(([o, lo, hi]): PostedOption => ({
      optionId: String(o),
      section: "Spread Limit",
      limits: [{ kind: "spread-limit", min: dollars(lo), max: dollars(hi), label: `Spread Limit ${$(lo)} / ${$(hi)}` }],
    })),
  ];
}

function mortimersOmaha(): PostedOption[] {
  return MORTIMERS_OMAHA.map(([rows, s, b, sb, bb]) => ({
    optionId: rows,
    section: "Limit",
    limits: [limit(s, b, [sb, bb], `Limit ${$(s)}/${$(b)} (blinds ${$(sb)}/${$(bb)})`)],
  }));
}

/**
 * Kings (seed 004 L7-22, L41-57) prints option numbers and fees in merged cells; which limits share
 * an option is reconstructed (digest §2.1). "A" is the digest's reading, used by the fee schedule;
 * "C" the alternative it keeps, which charges $2-$4, $6-$12 and $30-$60 differently.
 */
export type KingsLimitGrouping = "A" | "C";

const KINGS_GROUPING: Record<KingsLimitGrouping, readonly (readonly [number, readonly (readonly [number, number])[]])[]> = {
  A: [
    [1, [[1, 2], [2, 4]]],
    [2, [[3, 6], [4, 8]]],
    [3, [[6, 12], [8, 16], [9, 18], [10, 20]]],
    [4, [[15, 30], [20, 40]]],
    [5, [[30, 60], [40, 80], [50, 100]]],
  ],
  C: [
    [1, [[1, 2]]],
    [2, [[2, 4], [3, 6], [4, 8], [6, 12]]],
    [3, [[8, 16], [9, 18]]],
    [4, [[10, 20], [15, 30], [20, 40], [30, 60]]],
    [5, [[40, 80], [50, 100]]],
  ],
};

function kings(grouping: KingsLimitGrouping, withNoLimit: boolean): PostedOption[] {
  const kingsLimit = (s: number, b: number) => limit(s, b, null, `${$(s)}-${$(b)}`);
  const byDrop = KINGS_GROUPING[grouping].map(([o, limits]) => ({ optionId: String(o), section: "Table Limits", limits: limits.map(([s, b]) => kingsLimit(s, b)) }));
  const time: PostedOption[] = [
    { optionId: "6", section: "Table Limits", limits: [kingsLimit(75, 150), kingsLimit(100, 200)] },
    { optionId: "7", section: "Table Limits", limits: [{ kind: "limit-from", smallBetAtLeast: dollars(150), label: "$150 and above" }] },
  ];
  const buyIn = (o: number, min: number, max: number | null, label: string): PostedOption => ({
    optionId: String(o),
    section: "No Limit Games",
    limits: [{ kind: "buy-in", min: dollars(min), max: max === null ? null : dollars(max), label }],
  });
  const noLimit: PostedOption[] = withNoLimit
    ? [
        buyIn(8, 40, 100, "$40-$100 Buy-In"),
        buyIn(9, 200, 500, "$200-$500 Buy-In"),
        buyIn(10, 300, 1000, "$300-$1,000 Buy-In"),
        {
          optionId: "11",
          section: "No Limit Games",
          limits: [
            { kind: "buy-in", min: dollars(600), max: null, label: "$600 min. Buy-In" },
            { kind: "buy-in", min: dollars(1000), max: null, label: "$1,000 min. Buy-In" },
            { kind: "buy-in", min: dollars(2000), max: null, label: "$2,000 min. Buy-In" },
          ],
        },
      ]
    : [];
  return [...byDrop, ...time, ...noLimit];
}

/** Every printed option of a poker fee schedule with the limits it applies to. */
export function postedOptions(scheduleId: string, grouping: KingsLimitGrouping = "A"): readonly PostedOption[] {
  switch (scheduleId) {
    case "texas-holdem-mortimers":
      return mortimersHoldem();
    case "omaha-hi-lo-mortimers":
      return mortimersOmaha();
    case "texas-holdem-kings":
      return kings(grouping, true);
    case "omaha-kings":
      return kings(grouping, false);
    default:
      throw new RangeError(`${scheduleId} is not a poker fee schedule`);
  }
}

/** "Limit $3 / $6", "Pot limit, blinds $1 / $2", "Spread limit $2 / $6" for screens. */
export function describeLimit(limit: PostedLimit): string {
  switch (limit.kind) {
    case "limit":
      return `${formatCents(limit.smallBet)}-${formatCents(limit.bigBet)} limit${limit.blinds ? `, blinds ${formatCents(limit.blinds.small)}/${formatCents(limit.blinds.big)}` : ""}`;
    case "limit-from":
      return `limits of ${formatCents(limit.smallBetAtLeast)} and above`;
    case "spread-limit":
      return `${formatCents(limit.min)}-${formatCents(limit.max)} spread limit`;
    case "blinds":
      return `pot limit or no limit, blinds ${formatCents(limit.blinds.small)}/${formatCents(limit.blinds.big)}`;
    case "buy-in":
      return `no limit, ${limit.label}`;
  }
}
