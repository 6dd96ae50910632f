/** The shape `odds` prints for a bonus bet: each pay line's count, and the bet's return. */
import { exactRatio } from "./fraction";

export interface PayLineOdds {
  /** As the filing names the hand. */
  readonly hand: string;
  /** "200 to 1". */
  readonly pays: string;
  readonly to: number;
  /** Hands (or six-card sets) making this line. */
  readonly count: number;
  readonly probability: number;
  readonly source: string;
}

export interface BonusOdds {
  readonly bet: "pair-plus" | "six-card-bonus";
  /** What was enumerated, e.g. "all C(52,6) = 20,358,520 six-card sets". */
  readonly enumerated: string;
  readonly combinations: number;
  readonly lines: readonly PayLineOdds[];
  /** Hands that pay nothing. */
  readonly losing: { readonly count: number; readonly probability: number };
  /** The share of hands that pay. */
  readonly hitFrequency: number;
  /** Net return per unit staked: negative is the bettor's disadvantage. */
  readonly expectedReturn: number;
  /** -expectedReturn: the player-dealer's edge on the bet. */
  readonly houseEdge: number;
  readonly expectedReturnExact: string;
  /** Every category of the ranking used, paying or not, name to count. */
  readonly categoryCounts: Readonly<Record<string, number>>;
}

export function bonusOdds(
  bet: BonusOdds["bet"],
  enumerated: string,
  combinations: number,
  lines: readonly { readonly hand: string; readonly to: number; readonly count: number; readonly source: string }[],
  categoryCounts: Readonly<Record<string, number>>,
): BonusOdds {
  const hits = lines.reduce((s, l) => s + l.count, 0);
  const losing = combinations - hits;
  const net = lines.reduce((s, l) => s + l.count * l.to, 0) - losing;
  return {
    bet,
    enumerated,
    combinations,
    lines: lines.map((l) => ({ ...l, pays: `${l.to} to 1`, probability: l.count / combinations })),
    losing: { count: losing, probability: losing / combinations },
    hitFrequency: hits / combinations,
    expectedReturn: net / combinations,
    houseEdge: -net / combinations,
    expectedReturnExact: exactRatio(net, combinations),
    categoryCounts,
  };
}
