/**
 * The Envy Bonus (seed 004 L918-922, L946-958, L1690-1702; seed 003 L4373-4378, L4427-4455): every
 * Fortune Bonus of at least the minimum carries an Envy button; a button wins the fixed Envy amount of
 * the pay table when another seat's first seven cards make Four of a Kind or higher, never for its own
 * seat's hand (a backline bettor's own hand is the seat's) nor the player-dealer's. Fortune pays each
 * qualifying hand (L921); Face Up only the highest-ranking one (L1698). An Envy button holds no stake:
 * a losing button is only picked up, so only winning buttons become lines of the walk.
 */
import { formatCents, type Cents } from "../money";
import type { SeatNumber } from "../seats";
import { envyBetId, FORTUNE_BET } from "./bet-ids";
import { payLineOf } from "./bonus-pay-tables";
import type { EnvyRules, PaiGowGame } from "./game-config";
import type { PaiGowWager, RoundState } from "./round-state";
import { seatBonusHand } from "./results-entry";
import { BONUS_HAND_NAMES, BONUS_HANDS, type BonusHand } from "./seven-card";

export interface EnvyButton {
  readonly seat: SeatNumber;
  readonly backline?: boolean;
  readonly bettor?: string;
}

export interface QualifyingHand {
  readonly seat: SeatNumber;
  readonly hand: BonusHand;
  readonly envy: Cents;
  readonly line: string;
}

export interface EnvyPayout {
  readonly button: EnvyButton;
  /** The seat whose hand the button is paid for. */
  readonly forSeat: SeatNumber;
  readonly hand: BonusHand;
  readonly amount: Cents;
  readonly because: string;
}

/** The Envy buttons of the round: one per Fortune Bonus of at least the minimum (L948). */
export function envyButtons(game: PaiGowGame, wagers: readonly PaiGowWager[]): EnvyButton[] {
  const envy = game.envy;
  if (envy === null) return [];
  return wagers
    .filter((w) => w.bet === FORTUNE_BET && w.amount >= envy.minimum)
    .map((w) => ({ seat: w.seat, ...(w.backline ? { backline: true } : {}), ...(w.bettor !== undefined ? { bettor: w.bettor } : {}) }));
}

/** The seats whose hand makes an Envy payout, highest hand first (then in `order`). */
export function qualifyingHands(state: RoundState, order: readonly SeatNumber[]): QualifyingHand[] {
  const { game } = state;
  if (game.envy === null || game.fortune === null) return [];
  const { fortune, envy } = game;
  const out: QualifyingHand[] = [];
  for (const seat of order) {
    if (!state.hands.some((h) => h.seat === seat)) continue;
    if (envy.qualifyingHands === "fortune-bettors" && !state.wagers.some((w) => w.seat === seat && w.bet === FORTUNE_BET)) continue;
    // The seat's cards, or the hand entered for it (results-only entry); unknown cards make no hand.
    const made = seatBonusHand(state, seat);
    const line = payLineOf(fortune.payTable, made);
    if (made === null || line === null || line.envy === null) continue;
    out.push({ seat, hand: made, envy: line.envy, line: line.line });
  }
  return out.sort((a, b) => BONUS_HANDS.indexOf(a.hand) - BONUS_HANDS.indexOf(b.hand));
}

function payout(button: EnvyButton, q: QualifyingHand, envy: EnvyRules, note: string): EnvyPayout {
  const because = `seat ${q.seat} holds ${BONUS_HAND_NAMES[q.hand]}: Envy pays ${formatCents(q.envy)} (${q.line}; ${envy.source})${note}`;
  return { button, forSeat: q.seat, hand: q.hand, amount: q.envy, because };
}

/** What each button wins; `order` is the settlement order of the seats (ties go to the first). */
export function envyPayouts(state: RoundState, order: readonly SeatNumber[]): EnvyPayout[] {
  const envy = state.game.envy;
  if (envy === null) return [];
  const buttons = envyButtons(state.game, state.wagers);
  const hands = qualifyingHands(state, order);
  const out: EnvyPayout[] = [];
  for (const button of buttons) {
    const others = hands.filter((q) => q.seat !== button.seat);
    if (envy.several === "each-hand") {
      for (const q of others) out.push(payout(button, q, envy, ""));
    } else if (envy.several === "highest-other-hand") {
      const q = others[0];
      if (q) out.push(payout(button, q, envy, ": only the highest hand other than the button's own pays"));
    } else {
      const top = hands[0];
      const q = top === undefined ? undefined : others.find((h) => h.hand === top.hand);
      if (q) out.push(payout(button, q, envy, ": only the table's highest-ranking Envy hand pays"));
    }
  }
  return out;
}

export function envyLineId(p: EnvyPayout): string {
  return envyBetId(p.forSeat);
}
