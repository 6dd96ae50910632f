/**
 * Every wager of a completed round resolved for the bank walk, per bettor in the filing's order:
 * Ante, Play, Pair Plus, 6 Card Bonus (seed 003 L1654-1656, seed 004 L353), as `win` (winnings at
 * the line's odds), `lose` or `push`, each with the rule that decided it.
 */
import type { ResolvedWager } from "../bank-walk";
import type { SuitedCard } from "../cards/card";
import type { Cents } from "../money";
import type { SeatNumber } from "../seats";
import { ANTE, PAIR_PLUS, PLAY, SIX_CARD_BONUS, type ThreeCardPokerBet } from "./bet-ids";
import { describeStep, nextStep, playerDealerHand, seatHand } from "./next-step";
import { payLineFor, winningsAt, SIX_CARD_BONUS_NAMES } from "./pay-tables";
import { refuse } from "./refusal";
import { anteOf, backlineBettors, decisionOf, type RoundState } from "./round-state";
import { sixCardBonus } from "./six-card-bonus";
import { THREE_CARD_NAMES, compareThree, describeThree, qualifiesQueenHigh, type ThreeCardHand } from "./three-card-ranking";

export interface ResolvedThreeCardPokerWager extends ResolvedWager {
  readonly bet: ThreeCardPokerBet;
  /** The "to 1" odds a win is paid at; null unless a win. */
  readonly to: number | null;
  /** A folded Ante or Pair Plus: forfeited at the fold (option `forfeitsCollected`). */
  readonly forfeited: boolean;
  /** The rule that decided it, with its filing lines. */
  readonly because: string;
}

interface Bettor {
  readonly seat: SeatNumber;
  readonly backline: boolean;
  readonly bettor?: string;
}

type Outcome = "win" | "lose" | "push";

function line(who: Bettor, bet: ThreeCardPokerBet, amount: Cents, outcome: Outcome, to: number | null, because: string, forfeited = false): ResolvedThreeCardPokerWager {
  if (outcome === "win" && to === null) throw new RangeError(`a winning ${bet} wager needs its odds`);
  return {
    seat: who.seat,
    bet,
    amount,
    ...(who.backline ? { backline: true } : {}),
    ...(who.bettor !== undefined ? { bettor: who.bettor } : {}),
    resolution: outcome === "win" ? { outcome: "win", winnings: winningsAt(amount, to as number) } : { outcome },
    to: outcome === "win" ? to : null,
    forfeited,
    because,
  };
}

/** The Ante and Play against the player-dealer, as each filing says. */
function showdown(state: RoundState, player: ThreeCardHand, pd: ThreeCardHand): { ante: Outcome; play: Outcome; because: string; playBecause: string } {
  const { game } = state;
  const cmp = compareThree(player, pd);
  const hands = `${describeThree(player)} against the player-dealer's ${describeThree(pd)}`;
  if (qualifiesQueenHigh(pd)) {
    const outcome: Outcome = cmp > 0 ? "win" : cmp < 0 ? "lose" : "push";
    const why = cmp === 0 ? `equal hands push (${game.sources.tie})` : `the player-dealer qualifies: ${cmp > 0 ? "the player wins" : "the player-dealer wins"} (${game.sources.qualified})`;
    return { ante: outcome, play: outcome, because: `${hands}: ${why}`, playBecause: `${hands}: ${why}` };
  }
  const noAction = `${hands}: the player-dealer does not qualify (below Queen-high), the Play wager has no action and is returned (${game.nonQualifyingSource})`;
  if (game.nonQualifyingAnte === "always-paid") {
    return { ante: "win", play: "push", because: `${hands}: the player-dealer does not qualify, every Ante not folded is paid even money (${game.nonQualifyingSource})`, playBecause: noAction };
  }
  if (cmp > 0) return { ante: "win", play: "push", because: `${hands}: the player-dealer does not qualify and the player ranks higher: the Ante is paid even money (${game.nonQualifyingSource})`, playBecause: noAction };
  const why = cmp < 0 ? `the player-dealer ranks higher: the Ante pushes (${game.nonQualifyingSource})` : `equal hands push (${game.sources.tie})`;
  return { ante: "push", play: "push", because: `${hands}: the player-dealer does not qualify and ${why}`, playBecause: noAction };
}

function bettorsOf(state: RoundState, seat: SeatNumber): Bettor[] {
  return [{ seat, backline: false }, ...backlineBettors(state, seat).map((name) => ({ seat, backline: true, ...(name === "" ? {} : { bettor: name }) }))];
}

function wagerOf(state: RoundState, who: Bettor, bet: ThreeCardPokerBet): Cents | null {
  const w = state.wagers.find((o) => o.seat === who.seat && o.bet === bet && (o.backline === true) === who.backline && (!who.backline || (o.bettor ?? "") === (who.bettor ?? "")));
  return w ? w.amount : null;
}

/** Every wager of a completed round, seat by seat from the player-dealer's left. */
export function resolveRound(state: RoundState): ResolvedThreeCardPokerWager[] {
  const step = nextStep(state);
  if (step.kind !== "complete") refuse("wrong-step", `the round is not complete: ${describeStep(step)}`);
  const pd = playerDealerHand(state);
  if (pd === null) refuse("wrong-step", "the player-dealer's hand is not revealed");
  const pdCards = state.playerDealer.cards as readonly SuitedCard[];
  const { game } = state;
  const out: ResolvedThreeCardPokerWager[] = [];
  for (const hand of state.hands) {
    const player = seatHand(state, hand.seat);
    for (const who of bettorsOf(state, hand.seat)) {
      const decision = decisionOf(state, who);
      const ante = anteOf(state, who);
      if (decision === "fold") {
        out.push(line(who, ANTE, ante, "lose", null, `folded: the Ante is forfeited (${game.sources.fold})`, true));
      } else {
        if (player === null) refuse("wrong-step", `seat ${hand.seat}'s hand is not revealed`);
        const sd = showdown(state, player, pd);
        out.push(line(who, ANTE, ante, sd.ante, 1, sd.because));
        out.push(line(who, PLAY, ante, sd.play, 1, sd.playBecause));
      }
      const pairPlus = wagerOf(state, who, PAIR_PLUS);
      if (pairPlus !== null) {
        if (decision === "fold") {
          out.push(line(who, PAIR_PLUS, pairPlus, "lose", null, `folded: the Pair Plus is forfeited (${game.sources.fold})`, true));
        } else {
          const cat = (player as ThreeCardHand).category;
          const pay = cat === "high-card" ? null : payLineFor(game.payTables.pairPlus, cat);
          out.push(
            pay
              ? line(who, PAIR_PLUS, pairPlus, "win", pay.to, `${describeThree(player as ThreeCardHand)}: ${THREE_CARD_NAMES[pay.hand]} pays ${pay.to} to 1 (${pay.source})`)
              : line(who, PAIR_PLUS, pairPlus, "lose", null, `${describeThree(player as ThreeCardHand)}: below One Pair, the Pair Plus loses (${game.payTables.pairPlus[game.payTables.pairPlus.length - 1]?.source ?? ""})`),
          );
        }
      }
      const bonus = wagerOf(state, who, SIX_CARD_BONUS);
      if (bonus !== null) {
        const playerCards = hand.cards as readonly SuitedCard[];
        if (player === null) refuse("wrong-step", `seat ${hand.seat}'s hand is not revealed`);
        const six = sixCardBonus(playerCards, pdCards);
        const pay = payLineFor(game.payTables.sixCardBonus, six.hand);
        const kept = decision === "fold" ? `, kept live on the fold (${game.sources.foldSixCardBonus})` : "";
        out.push(
          pay
            ? line(who, SIX_CARD_BONUS, bonus, "win", pay.to, `best five of six ${six.description}: ${SIX_CARD_BONUS_NAMES[pay.hand]} pays ${pay.to} to 1 (${pay.source})${kept}`)
            : line(who, SIX_CARD_BONUS, bonus, "lose", null, `best five of six ${six.description}: below Three of a Kind, the 6 Card Bonus loses${kept}`),
        );
      }
    }
  }
  return out;
}

/** Everything the players put on the table this round: the wagers before the deal and the Play wagers. */
export function totalStaked(state: RoundState): Cents {
  let total = 0;
  for (const w of state.wagers) total += w.amount;
  for (const w of state.wagers) if (w.bet === ANTE && decisionOf(state, w) === "play") total += w.amount;
  return total;
}
