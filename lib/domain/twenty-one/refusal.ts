/**
 * Refusals of the twenty-one round engine. The No Bust family's codes keep their meaning here (a
 * must-hit, a split limit, a stale tap); the codes below are the rules No Bust does not have:
 * rescue, double-double down, early surrender and Blackjack X's insurance. `code` is for programs;
 * `message` is for the dealer.
 */
import type { NoBustRefusalCode } from "../no-bust/refusal";

export type TwentyOneRefusalCode =
  | NoBustRefusalCode
  /** Pure Spanish 21.5: a rescue needs a doubled hand that has not busted (seed 004 L667). */
  | "no-rescue"
  /** Pure Spanish 21.5: at most three doubles, each the whole wager so far (seed 004 L669-670). */
  | "double-double-limit"
  /** Surrender was offered before the hole card was checked: it is not offered again (early surrender). */
  | "surrender-offered-early";

export class TwentyOneRefusal extends Error {
  override name = "TwentyOneRefusal";
  constructor(
    readonly code: TwentyOneRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

export function refuse(code: TwentyOneRefusalCode, message: string): never {
  throw new TwentyOneRefusal(code, message);
}

/** A refusal as a value, for checks that answer "allowed?" without throwing. */
export interface Refusal {
  readonly code: TwentyOneRefusalCode;
  readonly message: string;
}
