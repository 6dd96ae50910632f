/**
 * The drop: the collection "taken by the house dealer from the pot after the cards have been dealt
 * and the first round of betting has been completed, immediately following the flop", by the number
 * of players (seed 004 L3, L37; seed 003 L2670, L3657-3661). Priced by `computeFees` with the
 * table's schedule option; the game says which players count and whether a hand without a flop pays.
 */
import { computeFees, type FeeLine, type PlayerCountBand, type ScheduleOption } from "../fees";
import type { Cents } from "../money";
import type { PokerGame } from "./game-config";
import { refuse } from "./refusal";

export interface DropHand {
  /** Players counted under the game's `dropPlayerCount`. */
  readonly players: number;
  readonly flop: boolean;
  /** The pot when the drop is taken, if the dealer entered it: the drop is capped at it. */
  readonly potCents: Cents | null;
}

export interface Drop {
  readonly cents: Cents;
  /** The fee line as every other drop is recorded (empty when nothing is taken). */
  readonly lines: readonly FeeLine[];
  /** The printed band applied, null when the option takes nothing (no flop). */
  readonly band: PlayerCountBand | null;
  readonly capped: boolean;
  /** What the dealer and the audit read. */
  readonly text: string;
}

export function isTimeOption(option: ScheduleOption): boolean {
  return option.collections.some((c) => c.kind === "time");
}

/** The option with the game's no-flop rule in force ("drop" where a room has chosen to take it without a flop). */
function withGameFlopRule(game: PokerGame, option: ScheduleOption): ScheduleOption {
  return { ...option, collections: option.collections.map((c) => (c.kind === "poker-drop" ? { ...c, withoutFlop: game.drop.withoutFlop } : c)) };
}

export function dropFor(game: PokerGame, option: ScheduleOption, hand: DropHand): Drop {
  if (isTimeOption(option)) refuse("drop", `option ${option.id} is time collection: no drop is taken from the pot`);
  if (!Number.isInteger(hand.players) || hand.players < 2 || hand.players > game.maxSeats) {
    refuse("drop", `a hand has 2 to ${game.maxSeats} players, got ${hand.players}`);
  }
  const priced = withGameFlopRule(game, option);
  const drop = priced.collections.find((c) => c.kind === "poker-drop");
  if (drop === undefined) refuse("drop", `option ${option.id} has no drop`);
  if (!hand.flop && game.drop.withoutFlop === "no-drop") {
    return { cents: 0, lines: [], band: null, capped: false, text: `No flop, no drop (${game.drop.source})` };
  }
  const pricedLines = computeFees(priced, {
    kind: "poker-hand",
    playersDealt: hand.players,
    flopDealt: hand.flop,
    ...(hand.potCents !== null ? { pot: hand.potCents } : {}),
  });
  // computeFees says "players dealt"; a room counting the players at the flop reads that instead.
  const lines =
    game.drop.playerCount === "at-the-flop"
      ? pricedLines.map((l) => ({ ...l, rule: { ...l.rule, text: l.rule.text.replace("players dealt", "players at the flop") } }))
      : pricedLines;
  const band = drop.bands.find((b) => hand.players >= b.min && (b.max === null || hand.players <= b.max)) ?? null;
  const cents = lines.reduce((s, l) => s + l.cents, 0);
  const capped = band !== null && cents < band.fee;
  const text = lines[0]?.rule.text ?? `poker drop: the pot is empty (${hand.potCents ?? 0} cents)`;
  return { cents, lines, band, capped, text };
}
