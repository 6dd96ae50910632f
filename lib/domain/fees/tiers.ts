/**
 * Tier lookup. Filings print tiers as whole-dollar ranges with holes between them ("$1 - $100" then
 * "$105 - $300"; "$5-$100" then "$101-$300" leaves $100.01-$100.99), so every table names the rule
 * that decides where an amount in a hole belongs.
 */
import { formatCents, type Cents } from "../money";
import { FeeError } from "./fee-error";

/**
 * - "previous-top-exclusive" (default): a tier covers every amount above the previous tier's top up to
 *   its own top; the first tier covers everything up to its top (see belowFirst).
 * - "next-minimum-exclusive": a tier covers from its own printed minimum up to the next tier's minimum
 *   (the seed 003/004 digests' suggestion: "the highest tier whose minimum is at or below TTA").
 * - "strict": only the printed ranges; tiers must be contiguous to the cent.
 */
export type TierGapRule = "previous-top-exclusive" | "next-minimum-exclusive" | "strict";

/** Amounts below the first tier's printed minimum (but above zero). */
export type BelowFirstTier = "first-tier" | "no-fee" | "refuse";

/** Amounts above a last tier that has a top (no "+"). */
export type AboveLastTier = "last-tier" | "refuse";

export interface FeeTier {
  readonly from: Cents;
  /** null: open-ended ("$1,001+"). Only the last tier may be open. */
  readonly to: Cents | null;
  readonly fee: Cents;
}

export interface TierTable {
  readonly tiers: readonly FeeTier[];
  readonly gapRule: TierGapRule;
  readonly belowFirst: BelowFirstTier;
  readonly aboveLast: AboveLastTier;
}

export const DEFAULT_TIER_RULES = {
  gapRule: "previous-top-exclusive",
  belowFirst: "first-tier",
  aboveLast: "refuse",
} as const satisfies Omit<TierTable, "tiers">;

export type TierLookup =
  | { readonly kind: "tier"; readonly index: number; readonly tier: FeeTier; readonly how: TierMatch }
  | { readonly kind: "no-fee"; readonly how: "zero-amount" | "below-first-tier" };

/** How the amount landed in the tier: inside the printed range, or by one of the rules. */
export type TierMatch = "printed-range" | "gap-rule" | "below-first-tier" | "above-last-tier";

export function tierLabel(tier: FeeTier): string {
  return tier.to === null ? `${formatCents(tier.from)}+` : `${formatCents(tier.from)}-${formatCents(tier.to)}`;
}

function within(tier: FeeTier, amount: Cents): boolean {
  return amount >= tier.from && (tier.to === null || amount <= tier.to);
}

export function lookupTier(table: TierTable, amount: Cents): TierLookup {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new FeeError(`amount must be whole cents >= 0, got ${amount}`);
  if (amount === 0) return { kind: "no-fee", how: "zero-amount" };
  const tiers = table.tiers;
  const first = tiers[0];
  if (first === undefined) throw new FeeError("a tier table needs at least one tier");
  const found = (index: number, how: TierMatch): TierLookup => {
    const tier = tiers[index];
    if (tier === undefined) throw new FeeError(`no tier ${index}`);
    return { kind: "tier", index, tier, how: how === "gap-rule" && within(tier, amount) ? "printed-range" : how };
  };

  if (amount < first.from) {
    if (table.belowFirst === "first-tier") return found(0, "below-first-tier");
    if (table.belowFirst === "no-fee") return { kind: "no-fee", how: "below-first-tier" };
    throw new FeeError(`${formatCents(amount)} is below the first tier (${tierLabel(first)})`);
  }
  const last = tiers[tiers.length - 1] ?? first;
  if (last.to !== null && amount > last.to) {
    if (table.aboveLast === "last-tier") return found(tiers.length - 1, "above-last-tier");
    throw new FeeError(`${formatCents(amount)} is above the last tier (${tierLabel(last)})`);
  }

  switch (table.gapRule) {
    case "previous-top-exclusive": {
      const index = tiers.findIndex((t) => t.to === null || amount <= t.to);
      return found(index, "gap-rule");
    }
    case "next-minimum-exclusive": {
      let index = 0;
      tiers.forEach((t, i) => {
        if (t.from <= amount) index = i;
      });
      return found(index, "gap-rule");
    }
    case "strict": {
      const index = tiers.findIndex((t) => within(t, amount));
      if (index < 0) throw new FeeError(`${formatCents(amount)} falls between printed tiers and the table is strict`);
      return found(index, "printed-range");
    }
  }
}
