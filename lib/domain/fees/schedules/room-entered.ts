/**
 * Filings that print no fee table: the room enters its own options in admin (parseRoomEnteredOption
 * validates them under the same rules as the printed ones).
 */
import type { FeeSchedule } from "../schedule";

/**
 * 21st Century Baccarat 5.0 (seed 001, 001_7c3e69f28c86fada.txt): "Flat fees on each wager may be assessed
 * at different collection rates (see table)" (L54), but the table is not in the filing. "There is no
 * collection for the tie bet" (early L121, late L133) nor "for the Bonus Pair Bet" (L146): fees may only
 * look at game wagers.
 */
export const TWENTY_FIRST_CENTURY_BACCARAT: FeeSchedule = {
  id: "21st-century-baccarat",
  title: "21st Century Baccarat 5.0",
  games: ["21st Century Baccarat 5.0"],
  kind: "room-entered",
  source: { file: "001_7c3e69f28c86fada.txt", lines: "54, 121, 133, 146", note: "Fee table referred to (\"see table\") but not filed." },
  rateLimit: { max: 5, scope: "per-collection" },
  gameWagersOnly: true,
  options: [],
};

/**
 * EZ Baccarat (seed 002, 002_d4d7ed5846e73ddf.txt): "WAGERING LIMITS AND COLLECTION FEES TO BE DETERMINED BY
 * EACH CARDROOM" (L118) under the columns Player Fee (per bet), Tie Bet (per bet), Dragon 7 Bonus Bet (per bet),
 * Player-Dealer Fee (per hand) (L116); not a portion of wagers (L114). A room expresses the per-bet columns as
 * per-spot collections selecting those bets.
 */
export const EZ_BACCARAT: FeeSchedule = {
  id: "ez-baccarat",
  title: "EZ Baccarat",
  games: ["EZ Baccarat"],
  kind: "room-entered",
  source: { file: "002_d4d7ed5846e73ddf.txt", lines: "112-123" },
  rateLimit: { max: 5, scope: "per-collection" },
  options: [],
};

/**
 * Face Up Pai Gow Poker (seed 004, 004_b7b95d88b58787a5.txt): the rules send the reader to "the collection rate
 * schedule" for the Fortune Bonus and Ace-High Bonus limits and fees (L1688, L1728), but the collection-rate
 * document (GEGA-004249, L1747-2148) holds no schedule for this game. A room enters its own, as for EZ Baccarat.
 */
export const FACE_UP_PAI_GOW_POKER: FeeSchedule = {
  id: "face-up-pai-gow-poker",
  title: "Face Up Pai Gow Poker",
  games: ["Face Up Pai Gow Poker"],
  room: "Kings Card Club",
  kind: "room-entered",
  source: { file: "004_b7b95d88b58787a5.txt", lines: "1688, 1728", note: "Fee schedule referred to but not in the file (GEGA-004249 has none for this game)." },
  rateLimit: { max: 5, scope: "per-collection" },
  options: [],
};
