/**
 * What the three Pure games (Pure 21.5 in both filings, Pure Spanish 21.5) share: the same rule
 * text, word for word in many places, so the same gaps and the same named options. Each game file
 * passes its own filing lines.
 */
import type { OptionNote } from "../../game-options";
import { playerChart, type PlayerChart } from "../../blackjack/player-chart";

/** The named options every Pure game has. */
export interface PureSharedOptions {
  /** Surrender before the hole card is checked, or after it ("late surrender option", seed 004 L674-676). Pure 21.5 defaults to late, Pure Spanish 21.5 to early. */
  readonly surrender: "early" | "late";
  /** "double-down on the first two cards" against the chart's must-stand totals. */
  readonly doubleOnMustStand: "refused" | "allowed";
  /** "A maximum of three splits is allowed per hand": aces too, or aces split once. */
  readonly resplitAces: "within-three-splits" | "once";
  /** An ace and a Bonus card on a split hand: not "the initial two cards dealt". */
  readonly pure215AfterSplit: "ordinary-21" | "pure-21-5";
  /** Chart 1B names soft 17 or less as hits and hard 17 or more as stands: soft 18-21 in neither. */
  readonly playerDealerSoft18To21: "stand" | "hit";
  /** The rules text has every player pay a posted collection; the schedule's player collection is $0. */
  readonly playerCollection: "none" | "posted-per-circle";
}

/** Pure Spanish 21.5's defaults as they stand; the two Pure 21.5 games override `surrender` (PURE_21_5_SURRENDER_DEFAULT). */
export const PURE_SHARED_DEFAULTS: PureSharedOptions = Object.freeze({
  surrender: "early",
  doubleOnMustStand: "refused",
  resplitAces: "within-three-splits",
  pure215AfterSplit: "ordinary-21",
  playerDealerSoft18To21: "stand",
  playerCollection: "none",
});

export interface PureLines {
  readonly surrender: string;
  readonly doubleOnMustStand: string;
  readonly splits: string;
  readonly naturals: string;
  readonly playerDealerChart: string;
  readonly playerCollection: string;
}

/**
 * Why the two Pure 21.5 games surrender late by default (issue 28 item 8): their filings check for a
 * Pure 21.5 "prior to any additional cards being given to players" and then say every other hand
 * "will lose" (seed 004 L501; seed 003 L471-475), and the surrender sentence asks only that it come
 * "before the player-dealer's down card is exposed" (seed 004 L523; seed 003 L530-533), which a
 * surrender after the check still does. Pure Spanish 21.5 keeps its own printed reading.
 */
const PURE_21_5_LATE_SURRENDER_WHY =
  'the hole card is checked "prior to any additional cards being given to players" and, on a Pure 21.5, "all players\' hands that do not have a Pure 21.5 Blackjack will lose"; surrender need only come "before the player-dealer\'s down card is exposed", which is still true after the check: late surrender, offered in the turn once the player-dealer has no Pure 21.5; "early" asks each seat before the check and keeps half even against a Pure 21.5, as a room may choose';
const PURE_SPANISH_EARLY_SURRENDER_WHY =
  'surrender "after the first two cards are dealt ... before the player-dealer\'s down card is exposed" says nothing of the check; Pure Spanish 21.5 prints the same sentence and then a separate "late surrender option" after the check (seed 004 L674-676), so the sentence alone is early surrender: asked of each seat before the hole card is checked, the half kept even against a natural';

/** The Pure 21.5 games' surrender default (both filings): late, see PURE_21_5_LATE_SURRENDER_WHY. */
export const PURE_21_5_SURRENDER_DEFAULT: PureSharedOptions["surrender"] = "late";

/** `surrenderDefault` names the game's default so the note's reason matches it. */
export function pureSharedNotes(lines: PureLines, surrenderDefault: PureSharedOptions["surrender"]): Readonly<Record<keyof PureSharedOptions, OptionNote>> {
  return {
    surrender: {
      values: ["early", "late"],
      source: lines.surrender,
      why: surrenderDefault === "late" ? PURE_21_5_LATE_SURRENDER_WHY : PURE_SPANISH_EARLY_SURRENDER_WHY,
    },
    doubleOnMustStand: {
      values: ["refused", "allowed"],
      source: lines.doubleOnMustStand,
      why: "the double-down card is a draw: a two-card total the player chart makes stand does not double (splitting two Bonus cards stays allowed, the chart's own note)",
    },
    resplitAces: {
      values: ["within-three-splits", "once"],
      source: lines.splits,
      why: "the filing limits splits to three per hand and says nothing more of aces: aces resplit within the three, each split ace taking its cards as the game says",
    },
    pure215AfterSplit: {
      values: ["ordinary-21", "pure-21-5"],
      source: lines.naturals,
      why: 'a Pure 21.5 is an ace and a Bonus card "on the initial two cards dealt"; a split hand\'s two cards are not, so an ace and a Bonus card there make an ordinary 21',
    },
    playerDealerSoft18To21: {
      values: ["stand", "hit"],
      source: lines.playerDealerChart,
      why: "Chart 1B: must hit soft 17 or less, must stand hard 17 or more, no options; soft 18-21 is in no column and stands, as a soft total above the hitting column",
    },
    playerCollection: {
      values: ["none", "posted-per-circle"],
      source: lines.playerCollection,
      why: 'the rules text has each player pay "the posted collection" for every betting circle with action; the fee schedule, later and more specific, prints a $0 player collection and charges the player-dealer alone (fees.md C9); "posted-per-circle" charges each bettor the amount the room posts, per circle',
    },
  };
}

/** Pure 21.5's Chart 1A, the same in both filings: must stand hard 19 or more, must hit hard 11 or less, option on all other counts. */
export function pure215PlayerChart(source: string): PlayerChart {
  return playerChart((t, soft) => (!soft && t >= 19 ? "stand" : !soft && t <= 11 ? "hit" : "option"), "stand", source);
}
