/** What the two blackjack walls (No Bust, twenty-one) share: the board's geometry, a hand's result badge and a seat's insurance. */
import { formatCents } from "@/lib/domain/money";

/** The board's fixed geometry (px on the 1920 x 1080 stage). */
export const BLACKJACK_WALL = { seatsWidth: 1388, gap: 12, playerDealerCardsWidth: 1040 } as const;

/** A settled hand's badge. */
export const HAND_OUTCOME = {
  win: { text: "WIN", tone: "bg-amber-300 text-slate-950" },
  lose: { text: "LOSE", tone: "bg-slate-900/80 text-white border border-white/40" },
  push: { text: "PUSH", tone: "bg-sky-200 text-slate-950" },
} as const;

/** A seat's insurance taken, as the chips on the layout show it; once the round is over, whether it won. */
export interface WallInsurance {
  readonly seat: number;
  readonly amount: number;
  readonly outcome?: "win" | "lose" | "push";
}

const INSURANCE_OUTCOME = { win: "WINS", lose: "LOSES", push: "PUSH" } as const;

/** "Insurance $4.00" on the seat's box; between hands "Insurance $4.00 WINS" (or LOSES), as a bonus bet's tag says it. */
export function insuranceText(amount: number, outcome?: WallInsurance["outcome"]): string {
  return `Insurance ${formatCents(amount)}${outcome ? ` ${INSURANCE_OUTCOME[outcome]}` : ""}`;
}
