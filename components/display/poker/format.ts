/**
 * What a poker table's wall says, as pure functions of the display view and the wall's clock, so
 * every wording is tested without a browser.
 */
import type { PokerDisplayView } from "@/lib/domain/table/poker/views";
import { formatCents } from "@/lib/domain/money";

/** "$3 – $6 limit", "Pot limit", "No limit, buy-in $200 – $500": the structure line of the stakes. */
export function stakesLine(view: Pick<PokerDisplayView, "stakes">): string {
  // Only a dash between two amounts is a range: "buy-in" keeps its hyphen.
  return view.stakes.replace(/, blinds .*$/, "").replace(/\.00/g, "").replace(/(\$[\d,.]+)-(?=\$)/g, "$1 – ").replace(/^./, (c) => c.toUpperCase());
}

/** "Blinds $2 / $3". */
export function blindsLine(view: Pick<PokerDisplayView, "stakes">): string | null {
  const m = /blinds (\$[\d,.]+)\/(\$[\d,.]+)/.exec(view.stakes);
  return m ? `Blinds ${m[1]!.replace(/\.00$/, "")} / ${m[2]!.replace(/\.00$/, "")}` : null;
}

/** The seat's marks on the wall: D (button), SB, BB, kill, leg up. */
export function wallMarks(view: Pick<PokerDisplayView, "positions" | "kill" | "hand">, seat: number): string[] {
  const p = view.positions;
  const marks: string[] = [];
  if (p?.button === seat) marks.push(p.buttonDead ? "D (dead)" : "D");
  if (p?.smallBlind === seat) marks.push("SB");
  if (p?.bigBlind === seat) marks.push("BB");
  if (view.hand?.killedBy === seat || (!view.hand && view.kill?.nextKiller === seat)) marks.push("KILL");
  else if (view.kill?.legUp === seat) marks.push("LEG");
  if (view.hand?.straddle === seat) marks.push("STR");
  return marks;
}

/** "Next time collection in 12:05", counted on the wall's own clock; null without a running clock. */
export function timeLine(view: Pick<PokerDisplayView, "time">, now: number): string | null {
  const t = view.time;
  if (!t) return null;
  if (!t.running || t.nextAt === null) return `Time ${formatCents(t.perHalfHourCents).replace(/\.00$/, "")} per player per half hour`;
  const s = Math.max(0, Math.ceil((t.nextAt - now) / 1000));
  return `Next time collection in ${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** The kill status as the wall says it: in play, the next hand, or the kill button. */
export function killLine(view: Pick<PokerDisplayView, "kill" | "hand" | "killedHand">): { text: string; urgent: boolean } | null {
  if (!view.kill) return null;
  return { text: view.kill.words, urgent: view.killedHand || view.kill.nextKiller !== null };
}
