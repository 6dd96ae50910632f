/**
 * The showdown: the pots and side pots from each player's contribution, the drop taken from the
 * main pot first, the winner(s) of each pot, hi/lo halves with the 8-or-better low, tied hands
 * splitting equally with the odd chips placed as the game says. Every chip contributed ends up
 * awarded, returned (a bet nobody called) or dropped, exactly once.
 */
import { cardWords, isJoker, type Card, type SuitedCard } from "../cards/card";
import { describeFive } from "../poker-hands";
import { formatCents, isCents, type Cents } from "../money";
import type { SeatNumber } from "../seats";
import { fromButtonsLeft, halves, splitAmong, type Share } from "./chip-split";
import type { PokerGame } from "./game-config";
import { shownHand, type ShownHand } from "./hand-strength";
import { describeLow } from "./low-hand";
import { buildPots, type Pot } from "./pots";
import { refuse } from "./refusal";
import { DEFAULT_CHIP_CENTS } from "./table-state";

export interface ShowdownPlayer {
  readonly seat: SeatNumber;
  /** Everything the player put in the pot this hand, blinds, straddle and kill included. */
  readonly contributedCents: Cents;
  /** The hole cards shown; null for a player who folded or whose pots are not contested. */
  readonly cards: readonly Card[] | null;
  readonly folded: boolean;
}

export interface ShowdownInput {
  readonly game: PokerGame;
  /** The board: five cards when any pot is contested. */
  readonly board: readonly Card[];
  readonly button: SeatNumber;
  readonly players: readonly ShowdownPlayer[];
  /** The drop taken from the pot after the flop (0 when none). */
  readonly dropCents?: Cents;
  readonly chipCents?: Cents;
}

export interface HalfResult {
  readonly cents: Cents;
  readonly winners: readonly SeatNumber[];
  /** The winning hand in words ("Flush, Ace high", "7-5-4-2-A low"). */
  readonly hand: string | null;
  readonly shares: readonly Share[];
}

export interface PotResult {
  readonly name: string;
  /** The pot as built from the contributions, before the drop. */
  readonly grossCents: Cents;
  readonly dropCents: Cents;
  readonly cents: Cents;
  readonly contributors: readonly SeatNumber[];
  readonly eligible: readonly SeatNumber[];
  /** No showdown: one player left in it. */
  readonly uncontested: boolean;
  readonly high: HalfResult;
  /** The low half, when a qualifying low was shown. */
  readonly low: HalfResult | null;
  /** Hi/lo: which half took the odd chip of the halving. */
  readonly oddChipOfHalves: "high" | "low" | null;
}

export interface ShowdownResult {
  readonly pots: readonly PotResult[];
  readonly returned: { readonly seat: SeatNumber; readonly cents: Cents } | null;
  /** Each seat's total award, clockwise from the button's left; seats awarded nothing left out. */
  readonly awards: readonly { readonly seat: SeatNumber; readonly cents: Cents }[];
  readonly hands: readonly { readonly seat: SeatNumber; readonly high: string; readonly low: string | null; readonly highCards: readonly SuitedCard[]; readonly lowCards: readonly SuitedCard[] | null }[];
  readonly dropCents: Cents;
  readonly contributedCents: Cents;
}

function suited(cards: readonly Card[], what: string): SuitedCard[] {
  return cards.map((c) => {
    if (isJoker(c)) refuse("showdown", `${what}: poker is dealt from a 52-card deck without a joker`);
    return c;
  });
}

function checkInput(input: ShowdownInput): void {
  const { game } = input;
  const seats = input.players.map((p) => p.seat);
  if (new Set(seats).size !== seats.length) refuse("showdown", "a seat is listed twice");
  for (const p of input.players) {
    if (!Number.isInteger(p.seat) || p.seat < 1 || p.seat > game.maxSeats) refuse("showdown", `seat ${p.seat}: seats are 1 to ${game.maxSeats}`);
    if (!isCents(p.contributedCents) || p.contributedCents < 0) refuse("showdown", `seat ${p.seat}: a contribution is a whole number of cents, 0 or more`);
    if (p.cards !== null && p.cards.length !== game.holeCards) refuse("showdown", `seat ${p.seat}: ${game.name} is played with ${game.holeCards} hole cards, got ${p.cards.length}`);
  }
  if (input.board.length > 5) refuse("showdown", "the board has at most five cards");
  const all = [...input.board, ...input.players.flatMap((p) => p.cards ?? [])];
  const seen = new Set<string>();
  for (const c of all) {
    if (seen.has(c)) refuse("showdown", `${cardWords(c)} appears twice`);
    seen.add(c);
  }
  const chip = input.chipCents ?? DEFAULT_CHIP_CENTS;
  if (!isCents(chip) || chip < 1) refuse("showdown", "the chip is a whole number of cents above zero");
  if (input.dropCents !== undefined && (!isCents(input.dropCents) || input.dropCents < 0)) refuse("showdown", "the drop is a whole number of cents, 0 or more");
}

/** Take the drop from the pots, the main pot first (the drop is taken after the flop, when the main pot is in the middle). */
function dropFromPots(pots: readonly Pot[], dropCents: Cents): Cents[] {
  let left = dropCents;
  const taken = pots.map((p) => {
    const t = Math.min(left, p.cents);
    left -= t;
    return t;
  });
  if (left > 0) refuse("showdown", `the drop ${formatCents(dropCents)} is more than the pot`);
  return taken;
}

export function showdown(input: ShowdownInput): ShowdownResult {
  checkInput(input);
  const { game, button } = input;
  const chip = input.chipCents ?? DEFAULT_CHIP_CENTS;
  const built = buildPots(input.players.map((p) => ({ seat: p.seat, cents: p.contributedCents, folded: p.folded })));
  const dropCents = input.dropCents ?? 0;
  const dropped = dropFromPots(built.pots, dropCents);

  const contested = new Set(built.pots.filter((p) => p.eligible.length > 1).flatMap((p) => p.eligible));
  const board = suited(input.board, "the board");
  if (contested.size > 0 && board.length !== 5) refuse("showdown", `a showdown needs the five board cards, got ${board.length}`);
  const hands = new Map<SeatNumber, ShownHand>();
  for (const seat of contested) {
    const p = input.players.find((x) => x.seat === seat)!;
    if (p.cards === null) refuse("showdown", `seat ${seat} is still in a contested pot: enter the cards shown, or mark the hand folded`);
    hands.set(seat, shownHand(game, suited(p.cards, `seat ${seat}`), board));
  }

  const pots = built.pots.map((pot, i): PotResult => {
    const name = i === 0 ? "main pot" : `side pot ${i}`;
    const cents = pot.cents - dropped[i]!;
    if (pot.eligible.length === 1) {
      const seat = pot.eligible[0]!;
      const high: HalfResult = { cents, winners: [seat], hand: null, shares: [{ seat, cents, oddCents: 0 }] };
      return { name, grossCents: pot.cents, dropCents: dropped[i]!, cents, contributors: pot.contributors, eligible: pot.eligible, uncontested: true, high, low: null, oddChipOfHalves: null };
    }
    const shown = pot.eligible.map((seat) => ({ seat, hand: hands.get(seat)! }));
    const bestHigh = Math.max(...shown.map((s) => s.hand.high.score));
    const highWinners = shown.filter((s) => s.hand.high.score === bestHigh);
    const lows = shown.filter((s) => s.hand.low !== null);
    const bestLow = lows.length === 0 ? null : Math.min(...lows.map((s) => s.hand.low!.score));
    const lowWinners = bestLow === null ? [] : lows.filter((s) => s.hand.low!.score === bestLow);
    const highSeats = highWinners.map((s) => s.seat);
    const lowSeats = lowWinners.map((s) => s.seat);
    const highWords = describeFive(highWinners[0]!.hand.high);
    if (lowSeats.length === 0) {
      const high: HalfResult = { cents, winners: highSeats, hand: highWords, shares: splitAmong(cents, highSeats, button, chip, game.oddChips) };
      return { name, grossCents: pot.cents, dropCents: dropped[i]!, cents, contributors: pot.contributors, eligible: pot.eligible, uncontested: false, high, low: null, oddChipOfHalves: null };
    }
    const h = halves(cents, highSeats, lowSeats, button, chip, game.oddChipOfHalves);
    const high: HalfResult = { cents: h.high, winners: highSeats, hand: highWords, shares: splitAmong(h.high, highSeats, button, chip, game.oddChips) };
    const low: HalfResult = { cents: h.low, winners: lowSeats, hand: describeLow(lowWinners[0]!.hand.low!), shares: splitAmong(h.low, lowSeats, button, chip, game.oddChips) };
    return { name, grossCents: pot.cents, dropCents: dropped[i]!, cents, contributors: pot.contributors, eligible: pot.eligible, uncontested: false, high, low, oddChipOfHalves: h.oddTo };
  });

  const totals = new Map<SeatNumber, Cents>();
  for (const pot of pots) for (const s of [...pot.high.shares, ...(pot.low?.shares ?? [])]) totals.set(s.seat, (totals.get(s.seat) ?? 0) + s.cents);
  const order = fromButtonsLeft([...totals.keys()], button);
  return {
    pots,
    returned: built.returned,
    awards: order.filter((s) => totals.get(s)! > 0).map((seat) => ({ seat, cents: totals.get(seat)! })),
    hands: [...hands].map(([seat, hand]) => ({
      seat,
      high: describeFive(hand.high),
      low: hand.low === null ? null : describeLow(hand.low),
      highCards: hand.high.cards,
      lowCards: hand.low?.cards ?? null,
    })).sort((a, b) => a.seat - b.seat),
    dropCents,
    contributedCents: input.players.reduce((s, p) => s + p.contributedCents, 0),
  };
}
