/**
 * The rotation rules as configuration. The filings fix two consecutive hands and an intervening
 * player-dealer ("The person in player/dealer position may not act as player/dealer position more
 * than two consecutive hands … There must be an intervening player/dealer", seed 001); regulators
 * have floated time-based limits, so one is available, measured on times the caller passes in.
 */
export interface RotationPolicy {
  /** Hands one person may bank in a row. */
  readonly maxConsecutiveHands: number;
  /** After someone banks, a different player must bank at least one hand before they may bank again. */
  readonly requireInterveningDealer: boolean;
  /** Longest one person may hold the bank, in milliseconds of the times passed in; null for none. */
  readonly maxBankMillis: number | null;
}

export const FILED_ROTATION_POLICY: RotationPolicy = {
  maxConsecutiveHands: 2,
  requireInterveningDealer: true,
  maxBankMillis: null,
};

export class RotationPolicyError extends Error {
  override name = "RotationPolicyError";
}

export function rotationPolicy(options: Partial<RotationPolicy> = {}): RotationPolicy {
  const policy = { ...FILED_ROTATION_POLICY, ...options };
  if (!Number.isInteger(policy.maxConsecutiveHands) || policy.maxConsecutiveHands < 1) {
    throw new RotationPolicyError(`maxConsecutiveHands must be a whole number of at least 1, got ${policy.maxConsecutiveHands}`);
  }
  if (policy.maxBankMillis !== null && (!Number.isSafeInteger(policy.maxBankMillis) || policy.maxBankMillis <= 0)) {
    throw new RotationPolicyError(`maxBankMillis must be a positive whole number of milliseconds or null, got ${policy.maxBankMillis}`);
  }
  return policy;
}
