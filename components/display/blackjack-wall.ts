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

/** A seat's insurance taken, as the chips on the layout show it. */
export interface WallInsurance {
  readonly seat: number;
  readonly amount: number;
}

/** "Insurance $4.00" on the seat's box. */
export function insuranceText(amount: number): string {
  return `Insurance ${formatCents(amount)}`;
}
