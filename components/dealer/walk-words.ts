/**
 * The big button along the settlement walk, the same for every banked family: the command it sends
 * (the next line marked done, or the server's own step) and its words (the line named in full:
 * "Pay $10.00 to Ann: Game wager"; else the server's label).
 */
import type { AnyDealerView } from "@/lib/contract/views";
import { dollars } from "@/lib/client/dollars";
import { viewCommand, type ViewNamedCommand } from "./context";
import { betName, seatName, type WalkLine } from "./format";

/** What the big button reads of a dealer view. */
type WalkView = Pick<AnyDealerView, "players" | "bets" | "family"> & {
  readonly next: { readonly command: string | null; readonly label: string };
  readonly settlement: { readonly lines: readonly WalkLine[]; readonly settledLines: number; readonly adjustment?: { readonly steps: readonly { readonly words: string }[] } | null } | null;
};

/** What the tablet reads of a settlement walk to know the bank as walked so far. */
type RunningWalk = {
  readonly lines: readonly { readonly bankAfter: number }[];
  readonly settledLines: number;
  readonly bankBefore: number;
  readonly adjustment?: { readonly steps: readonly { readonly bankAfter: number }[]; readonly bankBefore: number } | null;
};

/**
 * The bank as the walk has run it down (or up) so far: after the last line marked done, or after a
 * correction of a round already paid, after the last difference made (the lines were walked once already).
 */
export function runningBank(s: RunningWalk): number {
  if (s.adjustment) return s.settledLines > 0 ? (s.adjustment.steps[s.settledLines - 1]?.bankAfter ?? s.adjustment.bankBefore) : s.adjustment.bankBefore;
  return s.settledLines > 0 ? (s.lines[s.settledLines - 1]?.bankAfter ?? s.bankBefore) : s.bankBefore;
}

/** The command the big button sends for the server's next action (a family's view carries more: its card, its decisions). */
export function walkCommand<V extends Pick<WalkView, "next" | "settlement">>(view: V): ViewNamedCommand | null {
  const c = view.next.command;
  if (!c) return null;
  if (c === "advance-settlement") return viewCommand(c, { through: (view.settlement?.settledLines ?? 0) + 1 });
  return viewCommand(c);
}

function verb(line: WalkLine): string {
  switch (line.action) {
    case "pay":
      return `Pay ${dollars(line.amount)} to`;
    case "partial-pay":
      return `Pay only ${dollars(line.amount)} (bank short) to`;
    case "collect":
      return `Collect ${dollars(line.amount)} from`;
    case "partial-collect":
      return `Collect only ${dollars(line.amount)} from`;
    case "push":
      return `Push: return ${dollars(line.returned)} to`;
    case "return":
      return `Bank exhausted: return ${dollars(line.returned)} to`;
  }
}

/**
 * The big button's words: the server's label, except along the settlement walk, where the line is
 * named in full; after a correction of a round already paid, the difference to make ("Collect
 * $10.00 from Seat 1"), never a corrected line (the first settlement was paid already).
 */
export function walkLabel<V extends WalkView>(view: V): string {
  const s = view.settlement;
  if (view.next.command === "advance-settlement" && s?.adjustment) return s.adjustment.steps[s.settledLines]?.words ?? view.next.label;
  if (view.next.command === "advance-settlement" && s) {
    const line = s.lines[s.settledLines];
    if (line) {
      const who = line.backline ? `seat ${line.seat} backline${line.bettor ? ` (${line.bettor})` : ""}` : seatName(view, line.seat);
      return `${verb(line)} ${who}: ${betName(view, line.bet)}`;
    }
  }
  return view.next.label;
}
