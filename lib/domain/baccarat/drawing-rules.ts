/**
 * When a hand takes a third card. Two rule sets exist in the family:
 *
 * - `tableau`: the Player hand hits on 0-5; a standing Player leaves the Banker hitting on 0-5;
 *   after a Player hit the Banker follows the printed chart (Fortune 7 L53-76, EZ L56-75,
 *   Panda 8 003 L2054-2167 / 004 L1175-1194, Dragon Bonus 003 L4665-4734 / 004 L1313-1332,
 *   Dai Bacc 004 L1454-1475). Naturals stop all drawing unless a room turns that off where the
 *   filing is silent.
 * - `player-option-on-5` (21st Century Baccarat 5.0): the Player hand hits on 0-4, stands on 6-9 and
 *   each Player-line bettor chooses on 5 (001 L68-81); the player-dealer hits on 0-5 whatever the
 *   Player drew (L101-108).
 *
 * Everything here works on point values so that the live round engine and the exact odds
 * enumeration take their decisions from the same functions.
 */

export type HitOrStand = "H" | "S";

/**
 * The Banker chart exactly as printed: Banker's score (rows 7 down to 0) by the Player's third card
 * (columns 0-9). Seed 000 L67-76 and 002 L66-75 print it identically.
 */
const PRINTED_CHART = {
  7: "S S S S S S S S S S",
  6: "S S S S S S H H S S",
  5: "S S S S H H H H S S",
  4: "S S H H H H H H S S",
  3: "H H H H H H H H S H",
  2: "H H H H H H H H H H",
  1: "H H H H H H H H H H",
  0: "H H H H H H H H H H",
} as const;

export type BankerScore = keyof typeof PRINTED_CHART;

export const BANKER_CHART: Readonly<Record<BankerScore, readonly HitOrStand[]>> = Object.freeze(
  Object.fromEntries(
    Object.entries(PRINTED_CHART).map(([score, row]) => [score, Object.freeze(row.split(" ") as HitOrStand[])]),
  ) as Record<BankerScore, readonly HitOrStand[]>,
);

export type HoleCardRule = "peek-for-natural" | "expose-after-player-draws";

export type DrawingRules =
  | { readonly kind: "tableau"; readonly naturalsStopDrawing: boolean }
  | { readonly kind: "player-option-on-5"; readonly holeCard: HoleCardRule };

export type PlayerDecision = "draw" | "stand" | "option";

function isNaturalTotal(twoCardTotal: number | null): boolean {
  return twoCardTotal !== null && twoCardTotal >= 8;
}

/**
 * What the Player hand does after two cards. `bankerTwoCardTotal` is null when it is not known yet
 * (21st Century's hole card still face down and not checked).
 */
export function playerDecision(rules: DrawingRules, playerTwoCardTotal: number, bankerTwoCardTotal: number | null): PlayerDecision {
  if (rules.kind === "tableau") {
    if (rules.naturalsStopDrawing && (isNaturalTotal(playerTwoCardTotal) || isNaturalTotal(bankerTwoCardTotal))) return "stand";
    return playerTwoCardTotal <= 5 ? "draw" : "stand";
  }
  // 21st Century: a Player natural stands (it is 6 or more anyway); a player-dealer natural stops the
  // Player only when the hole card was checked before the Player drew (L105, L127).
  if (isNaturalTotal(playerTwoCardTotal)) return "stand";
  if (rules.holeCard === "peek-for-natural" && isNaturalTotal(bankerTwoCardTotal)) return "stand";
  if (playerTwoCardTotal <= 4) return "draw";
  if (playerTwoCardTotal === 5) return "option";
  return "stand";
}

/** Whether the Banker (player-dealer) hand takes a third card; `playerThirdCard` is the point value of the Player's third card, or null when the Player stood. */
export function bankerDraws(
  rules: DrawingRules,
  bankerTwoCardTotal: number,
  playerTwoCardTotal: number,
  playerThirdCard: number | null,
): boolean {
  if (rules.kind === "player-option-on-5") {
    // A Player natural stops the player-dealer (L72); otherwise 0-5 hits, whatever the Player drew (L107-108).
    if (isNaturalTotal(playerTwoCardTotal)) return false;
    return bankerTwoCardTotal <= 5;
  }
  if (rules.naturalsStopDrawing && (isNaturalTotal(playerTwoCardTotal) || isNaturalTotal(bankerTwoCardTotal))) return false;
  if (playerThirdCard === null) return bankerTwoCardTotal <= 5;
  if (bankerTwoCardTotal >= 8) return false;
  const row = BANKER_CHART[bankerTwoCardTotal as BankerScore];
  return row[playerThirdCard] === "H";
}
