/**
 * The bank a wall shows, from its view: "Bank now" and the bank as walked so far while the round's
 * settlement is walked (the figure the tablet's header shows), else "Bank" and the bank. The view
 * sends `bankNow` only where it differs from `bank` (views.ts), so the walk's start and a line that
 * brings the bank back cost the walls no bytes (issue 30); this is where the two are put together,
 * for every wall that shows the bank.
 */
import type { Cents } from "../../money";
import type { TablePublicView } from "./views";

export interface WallBank {
  /** True while the settlement is walked: the wall says "Bank now". */
  readonly now: boolean;
  readonly cents: Cents | null;
}

export function wallBank(view: Pick<TablePublicView, "phase" | "bank" | "bankNow">): WallBank {
  // The settling phase is the walk: a round has its settlement from "settle" until it ends or a correction reopens its dealing.
  if (view.phase !== "settling") return { now: false, cents: view.bank };
  return { now: true, cents: view.bankNow ?? view.bank };
}
