/**
 * Omaha, Kings Card Club (seed 004): GEGA-004247, L166-252; fees L35-57 (options 1-5 a drop by
 * players, "If there is no flop the collection will not be taken", L37; 6-7 time collection).
 * Four hole cards, exactly two of them with three board cards (L172, L249); high only; ties split,
 * odd chips to the player closest to the left of the button (L252).
 */
import { SEED_004, type PokerGame } from "../game-config";
import { commonOptionNotes, TIME_DEFAULTS, timeOptionNotes, timeRules, withOptions, type CommonPokerOptions, type OptionNotes, type TimeOptions } from "../options";

export type OmahaKingsOptions = CommonPokerOptions & TimeOptions;

export const OMAHA_KINGS_DEFAULTS: OmahaKingsOptions = Object.freeze({
  buttonRule: "dead-button",
  headsUpBlinds: "left-of-button",
  dropPlayerCount: "dealt-in",
  oddChips: "all-to-first-left-of-button",
  firstButtonTie: "redeal",
  ...TIME_DEFAULTS,
});

export const OMAHA_KINGS_OPTION_NOTES: OptionNotes<OmahaKingsOptions> = Object.freeze({
  ...commonOptionNotes(
    { button: "seed 004 L204-208", blinds: "seed 004 L208, L212", players: "seed 004 L37, L39-40", oddChips: "seed 004 L252", firstButton: "seed 004 L180, L204" },
    '"The player with the highest ranked card shall receive the ... dealer button" (L204) and "All suits shall be considered equal in rank" (L180): tied players are dealt again',
  ),
  ...timeOptionNotes("seed 004 L37, L54-57"),
});

export function omahaKings(chosen?: Readonly<Record<string, unknown>>): PokerGame {
  const o = withOptions("omaha", OMAHA_KINGS_DEFAULTS, OMAHA_KINGS_OPTION_NOTES, chosen);
  return {
    id: "omaha",
    name: "Omaha",
    room: "Kings Card Club",
    filing: { seed: SEED_004, bgcId: "GEGA-004247", lines: "35-68, 166-252" },
    feeScheduleId: "omaha-kings",
    maxSeats: 10,
    holeCards: 4,
    holeCardsUsed: "exactly-two",
    split: "high",
    handsSource: "seed 004 L172, L180-196, L249-252",
    raises: { cap: 3, headsUpUnlimited: true, source: "seed 004 L217" },
    straddle: null,
    kill: null,
    firstButton: { tie: o.firstButtonTie, source: "seed 004 L180, L204" },
    buttonRule: o.buttonRule,
    headsUpBlinds: o.headsUpBlinds,
    // "If there is no flop the collection will not be taken" (L37): as filed, not an option.
    drop: { playerCount: o.dropPlayerCount, withoutFlop: "no-drop", source: "seed 004 L37" },
    time: timeRules(o, "seed 004 L54-57"),
    oddChips: o.oddChips,
    oddChipOfHalves: "high-half",
    oddChipSource: "seed 004 L252",
    options: o as unknown as Readonly<Record<string, string>>,
    optionNotes: OMAHA_KINGS_OPTION_NOTES,
  };
}
