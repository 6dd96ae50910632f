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
import { payLineFor, winningsAt, SIX_CARD_BONUS_NAMES, type PairPlusHand, type SixCardBonusHand } from "./pay-tables";
import { refuse } from "./refusal";
import { comparisonOf, enteredByResults, enteredResult } from "./results-entry";
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

/** The Ante and Play against the player-dealer, as each filing says, from the cards. */
function showdown(state: RoundState, player: ThreeCardHand, pd: ThreeCardHand): { ante: Outcome; play: Outcome; because: string; playBecause: string } {
  return showdownOf(state, compareThree(player, pd), qualifiesQueenHigh(pd), `${describeThree(player)} against the player-dealer's ${describeThree(pd)}`);
}

/**
 * The Ante and Play from how the hands compare (`cmp` > 0: the player's ranks higher) and whether the
 * player-dealer qualifies: the one rule for a round entered by cards and one entered by results.
 */
function showdownOf(state: RoundState, cmp: number, qualifies: boolean, hands: string): { ante: Outcome; play: Outcome; because: string; playBecause: string } {
  const { game } = state;
  if (qualifies) {
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

/** What a seat's hand did, from the cards or as entered by results: the Ante and Play, and the hand each bonus made. */
interface SeatOutcome {
  readonly showdown: (() => ReturnType<typeof showdownOf>) | null;
  /** The Pair Plus pay line and the words for it; null: no hand read (a fold). */
  readonly pairPlus: { readonly hand: PairPlusHand | null; readonly words: string } | null;
  readonly sixCardBonus: { readonly hand: SixCardBonusHand | null; readonly words: string } | null;
}

function fromCards(state: RoundState, seat: SeatNumber, pd: ThreeCardHand, pdCards: readonly SuitedCard[]): SeatOutcome {
  const player = seatHand(state, seat);
  const hand = state.hands.find((h) => h.seat === seat)!;
  const cards = player ? (hand.cards as readonly SuitedCard[]) : null;
  const six = cards ? sixCardBonus(cards, pdCards) : null;
  return {
    showdown: player ? () => showdown(state, player, pd) : null,
    pairPlus: player ? { hand: player.category === "high-card" ? null : player.category, words: describeThree(player) } : null,
    sixCardBonus: six ? { hand: six.hand, words: `best five of six ${six.description}` } : null,
  };
}

function fromResults(state: RoundState, seat: SeatNumber): SeatOutcome {
  const r = enteredResult(state, seat);
  if (!r) refuse("wrong-step", `seat ${seat}'s result is not entered`);
  const qualifies = state.results!.playerDealerQualifies;
  const hands = `entered by results: seat ${seat}'s hand ${r.result === "win" ? "ranks higher than" : r.result === "lose" ? "ranks lower than" : "ties"} the player-dealer's`;
  return {
    showdown: r.result === "fold" ? null : () => showdownOf(state, comparisonOf(r.result as "win" | "lose" | "push"), qualifies, hands),
    pairPlus: r.result === "fold" ? null : { hand: r.pairPlus, words: `entered by results: seat ${seat}'s ${r.pairPlus ? THREE_CARD_NAMES[r.pairPlus] : "hand"}` },
    sixCardBonus: { hand: r.sixCardBonus, words: `entered by results: seat ${seat}'s best five of six${r.sixCardBonus ? ` ${SIX_CARD_BONUS_NAMES[r.sixCardBonus]}` : ""}` },
  };
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
  const byResults = enteredByResults(state);
  const pd = byResults ? null : playerDealerHand(state);
  if (!byResults && pd === null) refuse("wrong-step", "the player-dealer's hand is not revealed");
  const pdCards = state.playerDealer.cards as readonly SuitedCard[];
  const { game } = state;
  const out: ResolvedThreeCardPokerWager[] = [];
  for (const hand of state.hands) {
    const seat = byResults ? fromResults(state, hand.seat) : fromCards(state, hand.seat, pd!, pdCards);
    for (const who of bettorsOf(state, hand.seat)) {
      const decision = decisionOf(state, who);
      const ante = anteOf(state, who);
      if (decision === "fold") {
        out.push(line(who, ANTE, ante, "lose", null, `folded: the Ante is forfeited (${game.sources.fold})`, true));
      } else {
        if (seat.showdown === null) refuse("wrong-step", `seat ${hand.seat}'s hand is not revealed`);
        const sd = seat.showdown();
        out.push(line(who, ANTE, ante, sd.ante, 1, sd.because));
        out.push(line(who, PLAY, ante, sd.play, 1, sd.playBecause));
      }
      const pairPlus = wagerOf(state, who, PAIR_PLUS);
      if (pairPlus !== null) {
        if (decision === "fold") {
          out.push(line(who, PAIR_PLUS, pairPlus, "lose", null, `folded: the Pair Plus is forfeited (${game.sources.fold})`, true));
        } else {
          const made = seat.pairPlus;
          if (made === null) refuse("wrong-step", `seat ${hand.seat}'s hand is not revealed`);
          const pay = payLineFor(game.payTables.pairPlus, made.hand);
          out.push(
            pay
              ? line(who, PAIR_PLUS, pairPlus, "win", pay.to, `${made.words}: ${THREE_CARD_NAMES[pay.hand]} pays ${pay.to} to 1 (${pay.source})`)
              : line(who, PAIR_PLUS, pairPlus, "lose", null, `${made.words}: below One Pair, the Pair Plus loses (${game.payTables.pairPlus[game.payTables.pairPlus.length - 1]?.source ?? ""})`),
          );
        }
      }
      const bonus = wagerOf(state, who, SIX_CARD_BONUS);
      if (bonus !== null) {
        const six = seat.sixCardBonus;
        if (six === null) refuse("wrong-step", `seat ${hand.seat}'s hand is not revealed`);
        const pay = payLineFor(game.payTables.sixCardBonus, six.hand);
        const kept = decision === "fold" ? `, kept live on the fold (${game.sources.foldSixCardBonus})` : "";
        out.push(
          pay
            ? line(who, SIX_CARD_BONUS, bonus, "win", pay.to, `${six.words}: ${SIX_CARD_BONUS_NAMES[pay.hand]} pays ${pay.to} to 1 (${pay.source})${kept}`)
            : line(who, SIX_CARD_BONUS, bonus, "lose", null, `${six.words}: below Three of a Kind, the 6 Card Bonus loses${kept}`),
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
