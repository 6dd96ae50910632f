/**
 * The fee schedule option as it is posted at the table: plain lines a player can read ("Each
 * betting spot wagered: $1.00", "Player-dealer, per hand, by total table action: $1-$100 $1.00 …").
 */
import { formatCents } from "../money";
import type { Collection, ScheduleOption, WagerSelector } from "./schedule";
import { tierLabel } from "./tiers";

function which(selector: WagerSelector): string {
  if (selector === "all") return "every wager";
  if (selector === "game") return "each game wager";
  if (selector === "bonus") return "each bonus wager";
  return selector.bets.join(" / ");
}

function describe(c: Collection): string[] {
  switch (c.kind) {
    case "per-spot":
      if (c.basis === "player") {
        if (c.fee.kind === "flat") return [`Players: ${formatCents(c.fee.cents)} per player (${which(c.wagers)})${c.backline === "exempt" ? "; no fee from backline bettors" : ""}`];
        return [`Players, per player by everything the player wagers at the table:`, ...c.fee.table.tiers.map((t) => `  ${tierLabel(t)}: ${formatCents(t.fee)}`)];
      }
      if (c.fee.kind === "flat") return [`Players: ${formatCents(c.fee.cents)} per betting spot (${which(c.wagers)})${c.backline === "exempt" ? "; no fee from backline bettors" : ""}`];
      return [`Players, per betting spot by the spot's wager:`, ...c.fee.table.tiers.map((t) => `  ${tierLabel(t)}: ${formatCents(t.fee)}`)];
    case "player-dealer":
      if (c.fee.kind === "flat") return [`Player-dealer: ${formatCents(c.fee.cents)} per hand`];
      return [`Player-dealer, per hand by total table action:`, ...c.fee.table.tiers.map((t) => `  ${tierLabel(t)}: ${formatCents(t.fee)}`)];
    case "poker-drop":
      return [`From the pot after the flop, by players dealt in:`, ...c.bands.map((b) => `  ${b.label ?? (b.max === null ? `${b.min}+` : `${b.min}-${b.max}`)} players: ${formatCents(b.fee)}`)];
    case "time":
      return [`Time collection: ${formatCents(c.perPlayerPerHalfHour)} per player per half hour`];
  }
}

export function postedFees(option: ScheduleOption): string[] {
  const limit =
    option.limit.kind === "spot" ? [`Option ${option.id}: limits ${formatCents(option.limit.min)}${option.limit.max === null ? "+" : ` - ${formatCents(option.limit.max)}`} per spot`] : [`Option ${option.id}`];
  return [...limit, ...option.collections.flatMap(describe)];
}
