/**
 * A table's stakes: its betting structure and limits or blinds as configured, which choose its
 * schedule option ("Only one collection schedule option, which utilizes one table limit ... shall
 * be used at a table at any one time", seed 004 L64; seed 003 L2672-2674). The option follows the
 * configured limit or blinds, never a bet amount, so a killed pot does not change it.
 */
import { getScheduleOption, type ScheduleOption } from "../fees";
import { formatCents, isCents, type Cents } from "../money";
import type { KillRules, PokerGame } from "./game-config";
import { postedOptions, type BettingStructure, type Blinds, type KingsLimitGrouping, type PostedLimit } from "./posted-limits";
import { refuse } from "./refusal";

export interface PokerStakes {
  readonly structure: BettingStructure;
  /** Fixed limit: the small and big bet. */
  readonly smallBet?: Cents;
  readonly bigBet?: Cents;
  /** Spread limit: the least and most a bet may be. */
  readonly spread?: { readonly min: Cents; readonly max: Cents };
  /** Kings no-limit games: the buy-in range as posted (max null for a minimum buy-in only). */
  readonly buyIn?: { readonly min: Cents; readonly max: Cents | null };
  readonly blinds: Blinds;
}

export interface ChosenOption {
  readonly option: ScheduleOption;
  readonly limit: PostedLimit;
}

function sameBlinds(a: Blinds, b: Blinds): boolean {
  return a.small === b.small && a.big === b.big;
}

function fits(limit: PostedLimit, s: PokerStakes): boolean {
  switch (limit.kind) {
    case "limit":
      return s.structure === "limit" && s.smallBet === limit.smallBet && s.bigBet === limit.bigBet;
    case "limit-from":
      return s.structure === "limit" && s.smallBet !== undefined && s.smallBet >= limit.smallBetAtLeast;
    case "spread-limit":
      return s.structure === "spread-limit" && s.spread?.min === limit.min && s.spread.max === limit.max;
    case "blinds":
      return (s.structure === "pot-limit" || s.structure === "no-limit") && s.buyIn === undefined && sameBlinds(s.blinds, limit.blinds);
    case "buy-in":
      return s.structure === "no-limit" && s.buyIn?.min === limit.min && s.buyIn.max === limit.max;
  }
}

function checkStakes(s: PokerStakes): void {
  const money = (v: Cents | undefined, what: string) => {
    if (v !== undefined && (!isCents(v) || v <= 0)) refuse("stakes", `${what} must be a whole number of cents above zero`);
  };
  money(s.blinds.small, "the small blind");
  money(s.blinds.big, "the big blind");
  if (s.blinds.small > s.blinds.big) refuse("stakes", "the small blind is more than the big blind");
  if (s.structure === "limit") {
    if (s.smallBet === undefined || s.bigBet === undefined) refuse("stakes", "a limit table needs its small bet and big bet");
    money(s.smallBet, "the small bet");
    money(s.bigBet, "the big bet");
  }
  if (s.structure === "spread-limit" && s.spread === undefined) refuse("stakes", "a spread-limit table needs its least and most bet");
}

/** The stakes in words: "$3-$6 limit, blinds $1/$3". */
export function describeStakes(s: PokerStakes): string {
  const blinds = `blinds ${formatCents(s.blinds.small)}/${formatCents(s.blinds.big)}`;
  switch (s.structure) {
    case "limit":
      return `${formatCents(s.smallBet ?? 0)}-${formatCents(s.bigBet ?? 0)} limit, ${blinds}`;
    case "spread-limit":
      return `${formatCents(s.spread?.min ?? 0)}-${formatCents(s.spread?.max ?? 0)} spread limit, ${blinds}`;
    case "pot-limit":
      return `pot limit, ${blinds}`;
    case "no-limit":
      return s.buyIn ? `no limit, buy-in ${formatCents(s.buyIn.min)}${s.buyIn.max === null ? " minimum" : `-${formatCents(s.buyIn.max)}`}, ${blinds}` : `no limit, ${blinds}`;
  }
}

/**
 * The schedule option a table with these stakes uses, or a refusal saying why none fits. Printed
 * limits come before "$150 and above", so $75-$150 stays option 6. Where the filing prints the
 * blinds with the limit (Mortimer's), the table's blinds must be those.
 */
export function optionForStakes(game: PokerGame, stakes: PokerStakes, grouping: KingsLimitGrouping = "A"): ChosenOption {
  checkStakes(stakes);
  const options = postedOptions(game.feeScheduleId, grouping);
  const candidates = options.flatMap((o) => o.limits.filter((l) => fits(l, stakes)).map((l) => ({ optionId: o.optionId, limit: l })));
  const exact = candidates.filter((c) => c.limit.kind !== "limit-from");
  const hit = exact[0] ?? candidates[0];
  if (hit === undefined) refuse("stakes", `${game.name} (${game.room}) prints no schedule option for ${describeStakes(stakes)}`);
  const printed = hit.limit.kind === "limit" ? hit.limit.blinds : hit.limit.kind === "blinds" ? hit.limit.blinds : null;
  if (printed !== null && !sameBlinds(printed, stakes.blinds)) {
    refuse("stakes", `option ${hit.optionId} posts blinds ${formatCents(printed.small)}/${formatCents(printed.big)}, not ${formatCents(stakes.blinds.small)}/${formatCents(stakes.blinds.big)}`);
  }
  return { option: getScheduleOption(game.feeScheduleId, hit.optionId), limit: hit.limit };
}

/** The kill blind: twice the big blind for a full kill, one and a half times for a half kill (seed 003 L2863, L2881). */
export function killBlind(kill: KillRules, stakes: PokerStakes): Cents {
  return kill.size === "full" ? stakes.blinds.big * 2 : Math.round((stakes.blinds.big * 3) / 2);
}

/** The stakes of a killed pot: the limits doubled (full kill), or one and a half times (half kill). */
export function killedStakes(kill: KillRules, stakes: PokerStakes): PokerStakes {
  const times = (v: Cents) => (kill.size === "full" ? v * 2 : Math.round((v * 3) / 2));
  return {
    ...stakes,
    ...(stakes.smallBet !== undefined ? { smallBet: times(stakes.smallBet) } : {}),
    ...(stakes.bigBet !== undefined ? { bigBet: times(stakes.bigBet) } : {}),
    ...(stakes.spread !== undefined ? { spread: { min: times(stakes.spread.min), max: times(stakes.spread.max) } } : {}),
  };
}

/** The game's upper limit, for the scooper rule: the big bet of a fixed limit, the top of a spread, else the big blind. */
export function upperLimit(stakes: PokerStakes): Cents {
  return stakes.bigBet ?? stakes.spread?.max ?? stakes.blinds.big;
}
