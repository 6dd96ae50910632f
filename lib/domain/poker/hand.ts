/**
 * A hand as the tablet records it, in at most four taps when nothing unusual happens: the deal
 * (button, blinds, who is dealt in, a straddle, a kill), the flop, the drop taken from the pot, the
 * winner(s). Every step is checked here first; a refusal says why in the dealer's words.
 */
import { formatCents, isCents, type Cents } from "../money";
import type { SeatNumber } from "../seats";
import { dealingOrder, nextActive, nextPositions, type Positions } from "./blinds";
import { dropFor, isTimeOption } from "./drop";
import { describeKill, killAfterHand, potSizeDecides, voluntaryKillStack, type HandKill, type KillHolder, type KillReason, type OwedKill } from "./kill";
import { refuse } from "./refusal";
import { killBlind, killedStakes, upperLimit } from "./stakes";
import { handInPlay, owesKill, seatOf, type AwardPot, type HandRecord, type PokerTableState, type TableSeat } from "./table-state";

/** The kill a hand must carry before anyone chooses: a natural kill, or the first kill owed by a player in the game. */
export interface RequiredKill extends KillHolder {
  readonly kind: "natural" | "owed";
  readonly reason: KillReason | OwedKill["reason"];
  readonly cents: Cents;
  /** The killer's seat is empty or holds another player: the kill cannot be posted. */
  readonly cannotPost: boolean;
}

/** What the next deal will be unless the dealer changes it. */
export interface DealPlan {
  readonly number: number;
  readonly positions: Positions;
  /** Players in the game, in dealing order: dealt in unless the dealer says otherwise. */
  readonly dealtIn: readonly SeatNumber[];
  readonly requiredKill: RequiredKill | null;
  /** The kill blind at this table, null without kill pots. */
  readonly killBlindCents: Cents | null;
  /** The seat that may post a live straddle, null where the table does not allow one. */
  readonly straddleSeat: SeatNumber | null;
}

export interface DealInput {
  readonly dealtIn?: readonly SeatNumber[];
  readonly straddle?: SeatNumber;
  readonly voluntaryKill?: { readonly seat: SeatNumber; readonly stackCents: Cents };
  /** A required kill is posted unless the dealer records it was not (seed 003 L2890-2892). */
  readonly requiredKill?: "posted" | "not-posted";
  /** New players dealt into this killed pot, who kill the next available one (seed 003 L2887-2889). */
  readonly killNextPot?: readonly SeatNumber[];
}

export interface AwardInput {
  readonly pots: readonly AwardPot[];
  readonly potCents?: Cents;
  /** The pot reached the scooper rule's size (five upper limits), when the pot itself is not entered. */
  readonly killSizedPot?: boolean;
}

function sameHolder(seat: TableSeat, holder: KillHolder): boolean {
  return holder.player !== null && seat.player !== null ? holder.player === seat.player : seat.seat === holder.seat && seat.status !== "empty";
}

function requiredKillOf(state: PokerTableState): RequiredKill | null {
  const rules = state.game.kill;
  if (rules === null) return null;
  const cents = killBlind(rules, state.config.stakes);
  const next = state.kill.next;
  if (next !== null) {
    const seat = state.seats.find((s) => s.seat === next.seat);
    return { ...next, kind: "natural", cents, cannotPost: seat === undefined || !sameHolder(seat, next) };
  }
  for (const owed of state.kill.owed) {
    const seat = state.seats.find((s) => s.status === "seated" && sameHolder(s, owed));
    if (seat !== undefined) return { seat: seat.seat, player: owed.player, kind: "owed", reason: owed.reason, cents, cannotPost: false };
  }
  return null;
}

/** Seats of players in the game: seated, and not barred for a kill they owe (unless this hand is their kill). */
function activeSeats(state: PokerTableState, required: RequiredKill | null): SeatNumber[] {
  return state.seats
    .filter((s) => s.status === "seated" && (!owesKill(state, s) || (required?.kind === "owed" && required.seat === s.seat)))
    .map((s) => s.seat);
}

function straddleSeatOf(state: PokerTableState, positions: Positions, dealtIn: readonly SeatNumber[]): SeatNumber | null {
  const rule = state.game.straddle;
  if (rule === null || !rule.structures.includes(state.config.stakes.structure) || dealtIn.length < 3) return null;
  return nextActive([...dealtIn].sort((a, b) => a - b), positions.bigBlind);
}

export function dealPlan(state: PokerTableState): DealPlan {
  if (handInPlay(state) !== null) refuse("wrong-step", `hand ${state.hand?.number} is still in play`);
  const required = requiredKillOf(state);
  const active = activeSeats(state, required);
  if (active.length < 2) refuse("dealt-in", "a hand needs at least two players in the game");
  if (state.lastPositions === null && state.buttonDraw?.winner == null) refuse("wrong-step", "draw for the button first: a card face up to each player, the highest card takes it");
  const positions = nextPositions(state.game, active, state.lastPositions, state.buttonDraw?.winner ?? null);
  const dealtIn = dealingOrder(active, positions.button);
  return {
    number: state.handsPlayed + 1,
    positions,
    dealtIn,
    requiredKill: required,
    killBlindCents: state.game.kill === null ? null : killBlind(state.game.kill, state.config.stakes),
    straddleSeat: straddleSeatOf(state, positions, dealtIn),
  };
}

function checkDealtIn(state: PokerTableState, plan: DealPlan, seats: readonly SeatNumber[], barredKiller: SeatNumber | null): SeatNumber[] {
  if (new Set(seats).size !== seats.length) refuse("dealt-in", "a seat is dealt in twice");
  for (const n of seats) {
    const s = seatOf(state, n);
    if (s.status !== "seated") refuse("dealt-in", s.status === "empty" ? `seat ${n} is empty` : `seat ${n} is sitting out: bring them back first`);
    if (n === barredKiller || (owesKill(state, s) && !(plan.requiredKill?.kind === "owed" && plan.requiredKill.seat === n))) {
      refuse("dealt-in", `seat ${n} owes a kill: they play again once it is posted`);
    }
  }
  const p = plan.positions;
  if (!seats.includes(p.bigBlind)) refuse("dealt-in", `seat ${p.bigBlind} has the big blind: deal them in, or mark them sitting out first`);
  if (p.smallBlindPosted && !seats.includes(p.smallBlindSeat)) refuse("dealt-in", `seat ${p.smallBlindSeat} has the small blind: deal them in, or mark them sitting out first`);
  if (seats.length < 2) refuse("dealt-in", "a hand needs at least two players dealt in");
  return dealingOrder(seats, p.button);
}

export function deal(state: PokerTableState, input: DealInput): PokerTableState {
  const plan = dealPlan(state);
  const { game } = state;
  if (isTimeOption(state.option) && (state.clock === null || state.clock.stoppedAt !== null)) refuse("time", "start the time clock before the first hand: time is collected by the half hour");
  const rules = game.kill;
  if (rules === null && (input.voluntaryKill !== undefined || input.requiredKill !== undefined || (input.killNextPot?.length ?? 0) > 0)) {
    refuse("kill", `${game.name} (${game.room}) has no kill pots`);
  }
  const required = plan.requiredKill;
  if (input.requiredKill !== undefined && required === null) refuse("kill", "no kill is due this hand");
  if (input.requiredKill === "posted" && required?.cannotPost) refuse("kill", `seat ${required.seat} no longer holds the player who must kill: record the kill as not posted`);
  const posted = required !== null && !required.cannotPost && input.requiredKill !== "not-posted";

  let killState = state.kill;
  let handKill: HandKill | null = null;
  let barredKiller: SeatNumber | null = null;
  if (required !== null) {
    const holder: KillHolder = { seat: required.seat, player: required.player };
    if (required.kind === "natural") {
      killState = { ...killState, next: null, owed: posted ? killState.owed : [...killState.owed, { ...holder, reason: "not-posted" }] };
    } else {
      const rest = killState.owed.filter((o) => !(o.seat === required.seat && o.player === required.player && o.reason === required.reason));
      killState = { ...killState, owed: posted ? rest : [...rest, { ...holder, reason: "not-posted" }] };
    }
    if (posted) handKill = { ...holder, kind: required.kind, reason: required.reason, cents: required.cents };
    else barredKiller = required.seat;
  }
  const dealtIn = checkDealtIn(state, plan, input.dealtIn ?? plan.dealtIn.filter((s) => s !== barredKiller), barredKiller);
  if (handKill?.kind === "owed" && !dealtIn.includes(handKill.seat)) refuse("kill", `seat ${handKill.seat} posts the kill to play: deal them in`);

  if (input.voluntaryKill !== undefined && rules !== null) {
    const v = input.voluntaryKill;
    if (handKill !== null) refuse("kill", `only one kill per hand: seat ${handKill.seat} kills this hand`);
    if (!dealtIn.includes(v.seat)) refuse("kill", `seat ${v.seat} is not dealt in`);
    const cents = killBlind(rules, state.config.stakes);
    const need = voluntaryKillStack(rules, cents);
    if (!isCents(v.stackCents) || v.stackCents < need) {
      refuse("kill", `to kill voluntarily seat ${v.seat} needs at least ${formatCents(need)} in chips, four kill blinds of ${formatCents(cents)}`);
    }
    handKill = { seat: v.seat, player: seatOf(state, v.seat).player, kind: "voluntary", reason: "voluntary", cents };
  }
  const newKillers = input.killNextPot ?? [];
  if (newKillers.length > 0) {
    if (handKill === null) refuse("kill", "this pot is not killed: a new player comes in the usual way");
    for (const n of newKillers) {
      if (!dealtIn.includes(n)) refuse("kill", `seat ${n} is not dealt in`);
      if (n === handKill.seat) refuse("kill", `seat ${n} is killing this pot`);
    }
    killState = { ...killState, owed: [...killState.owed, ...newKillers.map((n): OwedKill => ({ seat: n, player: seatOf(state, n).player, reason: "new-player" }))] };
  }

  let straddle: SeatNumber | null = null;
  if (input.straddle !== undefined) {
    const allowed = straddleSeatOf(state, plan.positions, dealtIn);
    if (game.straddle === null) refuse("straddle", `${game.name} (${game.room}) has no straddle`);
    if (allowed === null) refuse("straddle", "a live straddle is allowed only in pot-limit games, with three or more players");
    if (input.straddle !== allowed) refuse("straddle", `only seat ${allowed}, immediately left of the big blind, may straddle`);
    straddle = allowed;
  }

  const hand: HandRecord = {
    number: plan.number,
    positions: plan.positions,
    dealtIn,
    straddle,
    kill: handKill,
    stakes: handKill !== null && rules !== null ? killedStakes(rules, state.config.stakes) : state.config.stakes,
    flop: null,
    drop: null,
    award: null,
    status: "in-play",
    killBefore: state.kill,
  };
  return { ...state, hand, kill: killState };
}

function playing(state: PokerTableState): HandRecord {
  const hand = handInPlay(state);
  if (hand === null) refuse("wrong-step", "no hand is in play: deal first");
  return hand;
}

function checkSeatsOf(hand: HandRecord, seats: readonly SeatNumber[], what: string): void {
  if (new Set(seats).size !== seats.length) refuse("award", `a seat is named twice among the ${what}`);
  for (const s of seats) if (!hand.dealtIn.includes(s)) refuse("award", `seat ${s} was not dealt in`);
}

export function flop(state: PokerTableState, players?: readonly SeatNumber[]): PokerTableState {
  const hand = playing(state);
  if (hand.flop !== null) refuse("wrong-step", "the flop is already recorded");
  if (hand.award !== null) refuse("wrong-step", "the pot has been awarded");
  const dropTable = !isTimeOption(state.option);
  if (players === undefined && dropTable && state.game.drop.playerCount === "at-the-flop") refuse("drop", "tap the players who saw the flop: the drop counts them");
  if (players !== undefined) {
    checkSeatsOf(hand, players, "players at the flop");
    if (players.length < 2) refuse("award", "a flop is dealt to two or more players");
  }
  return { ...state, hand: { ...hand, flop: { players: players === undefined ? null : dealingOrder(players, hand.positions.button) } } };
}

function playersCounted(state: PokerTableState, hand: HandRecord): number {
  const atFlop = state.game.drop.playerCount === "at-the-flop" ? hand.flop?.players : null;
  return atFlop?.length ?? hand.dealtIn.length;
}

/**
 * The drop due now: after the flop, until taken. A hand without a flop pays nothing, or, where a
 * room takes the drop without a flop, pays it as the pot is awarded.
 */
export function dropDue(state: PokerTableState): { readonly players: number } | null {
  const hand = handInPlay(state);
  if (hand === null || hand.drop !== null || hand.flop === null || isTimeOption(state.option)) return null;
  return { players: playersCounted(state, hand) };
}

export function takeDrop(state: PokerTableState, potCents?: Cents): PokerTableState {
  const hand = playing(state);
  if (isTimeOption(state.option)) refuse("drop", `option ${state.option.id} collects time, not a drop from the pot`);
  if (hand.drop !== null) refuse("wrong-step", "the drop is already taken");
  if (hand.award !== null) refuse("wrong-step", "the pot has been awarded");
  const due = dropDue(state);
  if (due === null) refuse("drop", state.game.drop.withoutFlop === "drop" ? "with no flop the drop is taken as the pot is awarded" : `no flop, no drop (${state.game.drop.source})`);
  if (potCents !== undefined && (!isCents(potCents) || potCents < 0)) refuse("drop", "the pot is a whole number of cents, 0 or more");
  const drop = dropFor(state.game, state.option, { players: due.players, flop: hand.flop !== null, potCents: potCents ?? null });
  return { ...state, hand: { ...hand, drop } };
}

/** Whether the award needs the pot's size to settle the next kill. */
export function awardNeedsPotSize(state: PokerTableState, pots: readonly AwardPot[]): boolean {
  const hand = handInPlay(state);
  const rules = state.game.kill;
  if (hand === null || rules === null) return false;
  return potSizeDecides(rules, state.kill, hand.kill, pots.flatMap((p) => [...p.high, ...(p.low ?? [])]));
}

export function award(state: PokerTableState, entered: AwardInput): PokerTableState {
  const hand = playing(state);
  const input = withPotsTotal(entered);
  const { game } = state;
  if (hand.award !== null) refuse("wrong-step", "the pot is already awarded");
  const due = dropDue(state);
  if (due !== null) refuse("wrong-step", "take the drop from the pot before pushing it");
  if (input.pots.length === 0) refuse("award", "tap the winner");
  for (const pot of input.pots) {
    if (pot.high.length === 0) refuse("award", "each pot has a high winner");
    checkSeatsOf(hand, pot.high, "high winners");
    const low = pot.low ?? [];
    if (low.length > 0 && game.split === "high") refuse("award", `${game.name} is high only: there is no low half`);
    checkSeatsOf(hand, low, "low winners");
    const atFlop = hand.flop?.players;
    if (atFlop) for (const s of [...pot.high, ...low]) if (!atFlop.includes(s)) refuse("award", `seat ${s} did not see the flop`);
  }
  if (hand.flop === null && !isTimeOption(state.option)) {
    const [only] = input.pots;
    if (input.pots.length !== 1 || only!.high.length !== 1 || (only!.low?.length ?? 0) > 0) refuse("award", "with no flop, the last player in takes the pot alone");
  }
  if (input.potCents !== undefined && (!isCents(input.potCents) || input.potCents < 0)) refuse("award", "the pot is a whole number of cents, 0 or more");

  let kill = state.kill;
  let qualifies: boolean | null = null;
  const rules = game.kill;
  if (rules !== null) {
    const threshold = rules.scoopPotUpperLimits * upperLimit(state.config.stakes);
    const bySize = input.potCents === undefined ? null : input.potCents >= threshold;
    if (bySize !== null && input.killSizedPot !== undefined && bySize !== input.killSizedPot) {
      refuse("award", `a pot of ${formatCents(input.potCents!)} is ${bySize ? "" : "not "}at least ${formatCents(threshold)}`);
    }
    qualifies = bySize ?? input.killSizedPot ?? null;
    const winners = input.pots.flatMap((p) => [...p.high, ...(p.low ?? [])]);
    if (qualifies === null && potSizeDecides(rules, state.kill, hand.kill, winners)) {
      refuse("award", `enter the pot: a scoop kills the next hand only if the pot is at least ${formatCents(threshold)}, five times the upper limit`);
    }
    kill = killAfterHand(rules, state.kill, hand.kill, { winners, potQualifies: qualifies }, (seat) => state.seats.find((s) => s.seat === seat)?.player ?? null);
  }
  // A room that drops without a flop takes it now, from the pot the last player in is pushed.
  const noFlopDrop =
    hand.flop === null && hand.drop === null && !isTimeOption(state.option) && game.drop.withoutFlop === "drop"
      ? dropFor(game, state.option, { players: playersCounted(state, hand), flop: false, potCents: input.potCents ?? null })
      : hand.drop;
  const done: HandRecord = {
    ...hand,
    drop: noFlopDrop,
    award: { pots: input.pots.map((p) => ({ high: [...p.high], ...(p.low && p.low.length > 0 ? { low: [...p.low] } : {}), ...(p.cents !== undefined ? { cents: p.cents } : {}) })), potCents: input.potCents ?? null, potQualifiesForKill: qualifies },
    status: "complete",
  };
  return { ...state, hand: done, kill, handsPlayed: state.handsPlayed + 1, lastPositions: hand.positions };
}

/**
 * Each pot's amount, where the dealer entered them: every pot or none, each dollars and cents; the
 * pot as a whole is their total (a total entered as well must agree), so the drop and a kill's pot
 * size read the same figure as with one amount entered.
 */
function withPotsTotal(input: AwardInput): AwardInput {
  const amounts = input.pots.map((p) => p.cents);
  if (amounts.every((c) => c === undefined)) return input;
  if (amounts.some((c) => c === undefined)) refuse("award", "enter the amount of every pot (the main pot and each side pot), or of none");
  for (const c of amounts) if (!isCents(c!) || c! < 0) refuse("award", "each pot's amount is dollars and cents, 0 or more");
  const total = amounts.reduce<number>((sum, c) => sum + c!, 0);
  if (input.potCents !== undefined && input.potCents !== total) refuse("award", `the pots' amounts add up to ${formatCents(total)}, not the ${formatCents(input.potCents)} entered for the pot`);
  return { ...input, potCents: total };
}

/** A misdeal: the hand is void, the cards are dealt again with the same button and blinds, nothing is dropped. */
export function misdeal(state: PokerTableState): PokerTableState {
  const hand = playing(state);
  if (hand.drop !== null || hand.award !== null) refuse("wrong-step", "the drop is taken or the pot awarded: too late for a misdeal");
  return { ...state, hand: { ...hand, status: "misdeal" }, kill: hand.killBefore };
}

/** The required kill in the dealer's words, for the deal screen and the wall. */
export function describeRequiredKill(state: PokerTableState, kill: RequiredKill): string {
  const rules = state.game.kill;
  if (rules === null) return "";
  if (kill.cannotPost) return `Seat ${kill.seat} had to kill this hand but has left: the kill is owed`;
  return describeKill(rules, kill, kill.cents);
}
