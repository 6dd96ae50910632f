/**
 * The views of a poker table by role. The display view is built from public facts only: the game,
 * the stakes and blinds, the posted collection, the button and blinds, the kill status, the time to
 * the next time collection and, where the room shows it, the board; no player names, no hole cards
 * (the tablet records none), no staff data. The dealer's view adds the players, what to do next
 * with the command the big button sends, the deal plan (who is dealt in, the kill, the straddle),
 * the time each seat owes and the hand's drop; the supervisor's adds the fee source and the kill
 * state as recorded.
 */
import type { FeeLine } from "../../fees";
import { formatCents, type Cents } from "../../money";
import {
  awardNeedsPotSize,
  dealPlan,
  describeNextStep,
  describeRequiredKill,
  describeStakes,
  handInPlay,
  isTimeOption,
  pokerNextStep,
  pokerWallView,
  PokerRefusal,
  timeOwed,
  upperLimit,
  voluntaryKillStack,
  type KillState,
  type PokerTableState,
  type SeatStatus,
} from "../../poker";
import type { SeatNumber } from "../../seats";
import { feeSourceText, roleViews } from "../common/role-views";
import { feeTotals, type NextAction, type SeatView, type TablePublicView } from "../common/views";
import { winnersText } from "./completed-hand";
import type { CompletedPokerHand, PokerLiveState, PokerRound } from "./state";

export interface PokerSeatView extends SeatView {
  readonly status: SeatStatus;
}

export interface PokerDisplayView extends TablePublicView {
  readonly role: "display";
  readonly family: "poker";
  readonly gameName: string;
  /** Nobody banks: the wall shows no player-dealer, bank or shoe. */
  readonly banking: "none";
  readonly seats: readonly PokerSeatView[];
  /** "$3.00-$6.00 limit, blinds $1.00/$3.00": the table's stakes, or the killed hand's. */
  readonly stakes: string;
  readonly tableStakes: string;
  readonly killedHand: boolean;
  readonly positions: { readonly button: SeatNumber; readonly buttonDead: boolean; readonly smallBlind: SeatNumber | null; readonly bigBlind: SeatNumber } | null;
  readonly hand: { readonly number: number; readonly dealtIn: readonly SeatNumber[]; readonly flop: boolean; readonly dropCents: Cents | null; readonly straddle: SeatNumber | null; readonly killedBy: SeatNumber | null } | null;
  readonly kill: { readonly legUp: SeatNumber | null; readonly nextKiller: SeatNumber | null; readonly killBlindCents: Cents; readonly words: string } | null;
  /** Time collection: the rate and when the next half hour begins (the wall counts down on its own clock). */
  readonly time: { readonly perHalfHourCents: Cents; readonly nextAt: number | null; readonly running: boolean } | null;
  /** The community cards, where the room shows the board (null: it does not). */
  readonly board: readonly string[] | null;
  /** The last hand, while no hand is in play. */
  readonly lastHand: { readonly handNumber: number; readonly winners: string; readonly dropCents: Cents; readonly killed: boolean } | null;
}

export interface PokerDealPlanView {
  readonly handNumber: number;
  readonly button: SeatNumber;
  readonly buttonDead: boolean;
  readonly smallBlind: SeatNumber | null;
  readonly bigBlind: SeatNumber;
  readonly dealtIn: readonly SeatNumber[];
  readonly requiredKill: { readonly seat: SeatNumber; readonly cents: Cents; readonly words: string; readonly cannotPost: boolean } | null;
  readonly killBlindCents: Cents | null;
  /** The chips a voluntary killer must show (four kill blinds), null without kill pots. */
  readonly voluntaryKillStackCents: Cents | null;
  readonly straddleSeat: SeatNumber | null;
}

export interface PokerNextAction extends NextAction {
  /** What the step is, for the panel: the form it needs. */
  readonly step: "setup" | "seat-players" | "start-clock" | "draw-for-button" | "collect-time" | "deal" | "flop-or-winner" | "take-drop" | "award" | "info";
  /** Fields the big button sends with its command. */
  readonly args?: Readonly<Record<string, unknown>>;
}

export interface PokerDealerView extends Omit<PokerDisplayView, "role"> {
  readonly role: "dealer" | "supervisor";
  readonly players: readonly { readonly seat: number; readonly name: string | null; readonly status: SeatStatus }[];
  /** The layout's bets: none, the tablet keeps no bets at poker. */
  readonly bets: readonly never[];
  readonly wagers: readonly never[];
  readonly fees: TablePublicView["fees"] & { readonly lines: readonly FeeLine[] | null; readonly total: Cents | null };
  readonly next: PokerNextAction;
  readonly offer: null;
  readonly canUndo: boolean;
  readonly settlement: null;
  readonly shoeInfo: null;
  readonly corrections: readonly never[];
  /** The next deal as the rules place it; null while a hand is in play or none can be dealt. */
  readonly plan: PokerDealPlanView | null;
  /** Seats drawing for the first button (entered cards or the server's). */
  readonly drawSeats: readonly SeatNumber[] | null;
  readonly hiLo: boolean;
  /** Where the drop counts the players who saw the flop, the flop tap names them. */
  readonly flopNamesPlayers: boolean;
  /** Single winners whose scoop could kill the next hand: the award then asks whether the pot reached `thresholdCents`. */
  readonly killAsk: { readonly seats: readonly SeatNumber[]; readonly thresholdCents: Cents } | null;
  /** Time each seat owes now, all half hours together. */
  readonly timeOwed: readonly { readonly seat: SeatNumber; readonly cents: Cents; readonly halfHours: number; readonly basis: string }[];
  readonly timeCollectedCents: Cents;
  readonly clock: { readonly startedAt: number; readonly stoppedAt: number | null } | null;
  /** The hand's steps so far, in words. */
  readonly handSteps: readonly string[];
  readonly lastHandRecord: CompletedPokerHand | null;
  /** The floor may still correct the winners of the hand just finished. */
  readonly correctable: boolean;
  /** The tablet header's facts for a game nobody banks (in place of the player-dealer and the bank). */
  readonly facts: readonly { readonly term: string; readonly value: string; readonly testId: string }[];
}

export interface PokerSupervisorView extends PokerDealerView {
  readonly role: "supervisor";
  readonly feeSource: string;
  readonly killState: KillState | null;
}

export interface PokerViews {
  readonly dealer: PokerDealerView;
  readonly display: PokerDisplayView;
  readonly supervisor: PokerSupervisorView;
}

function table(state: PokerLiveState): PokerTableState {
  if (!state.settings || !state.table) throw new Error("the table has no settings yet");
  return state.table;
}

function timeRate(t: PokerTableState): Cents | null {
  const c = t.option.collections.find((x) => x.kind === "time");
  return c?.kind === "time" ? c.perPlayerPerHalfHour : null;
}

export function pokerDisplayView(state: PokerLiveState): PokerDisplayView {
  const settings = state.settings!;
  const t = table(state);
  const now = state.clockNow ?? 0;
  const wall = pokerWallView(t, now);
  const round = state.round;
  const inPlay = handInPlay(t);
  const rate = timeRate(t);
  const last = !round && state.lastHand ? state.lastHand : null;
  return {
    role: "display",
    family: "poker",
    tableId: settings.tableId,
    name: settings.name,
    gameId: settings.gameId,
    gameName: t.game.name,
    banking: "none",
    status: state.status,
    // A killed hand is played at the killed limits: the wall posts those.
    limits: inPlay?.kill && inPlay.stakes.smallBet !== undefined && inPlay.stakes.bigBet !== undefined ? { min: inPlay.stakes.smallBet, max: inPlay.stakes.bigBet } : settings.limits,
    fees: { scheduleId: settings.fee.scheduleId, optionId: settings.fee.optionId, posted: wall.posted },
    seats: t.seats.map((s) => ({ seat: s.seat, occupied: s.status !== "empty", isPlayerDealer: false, status: s.status })),
    playerDealer: null,
    bank: null,
    rotation: { phase: "no-bank", offeredTo: null },
    handNumber: inPlay?.number ?? t.handsPlayed,
    phase: round ? "dealing" : "waiting",
    bettingClosesAt: null,
    shoe: null,
    stakes: wall.stakes,
    tableStakes: describeStakes(settings.stakes),
    killedHand: wall.killedHand,
    positions: wall.positions,
    hand: inPlay ? { number: inPlay.number, dealtIn: inPlay.dealtIn, flop: inPlay.flop !== null, dropCents: inPlay.drop?.cents ?? null, straddle: inPlay.straddle, killedBy: inPlay.kill?.seat ?? null } : null,
    kill: wall.kill && inPlay?.kill && t.game.kill
      ? { ...wall.kill, words: `Killed pot: seat ${inPlay.kill.seat} posted the kill blind ${formatCents(inPlay.kill.cents)}; limits ${t.game.kill.size === "full" ? "doubled" : "one and a half times"}` }
      : wall.kill,
    time: rate === null ? null : { perHalfHourCents: rate, nextAt: wall.time?.nextAt ?? null, running: t.clock !== null && t.clock.stoppedAt === null },
    board: settings.wallBoard ? (round?.board ?? last?.board ?? []) : null,
    lastHand: last ? { handNumber: last.handNumber, winners: winnersText(last.pots, last.potCents, last.shares ?? null), dropCents: last.dropCents, killed: last.kill !== null } : null,
  };
}

function planView(t: PokerTableState): PokerDealPlanView | null {
  if (handInPlay(t)) return null;
  try {
    const plan = dealPlan(t);
    const p = plan.positions;
    const required = plan.requiredKill;
    return {
      handNumber: plan.number,
      button: p.button,
      buttonDead: p.buttonDead,
      smallBlind: p.smallBlindPosted ? p.smallBlindSeat : null,
      bigBlind: p.bigBlind,
      dealtIn: plan.dealtIn,
      requiredKill: required ? { seat: required.seat, cents: required.cents, words: describeRequiredKill(t, required), cannotPost: required.cannotPost } : null,
      killBlindCents: plan.killBlindCents,
      voluntaryKillStackCents: t.game.kill && plan.killBlindCents !== null ? voluntaryKillStack(t.game.kill, plan.killBlindCents) : null,
      straddleSeat: plan.straddleSeat,
    };
  } catch (error) {
    if (error instanceof PokerRefusal) return null;
    throw error;
  }
}

/** Each seat's time owed now, every half hour together. */
function owedBySeat(t: PokerTableState, now: number): PokerDealerView["timeOwed"] {
  const out = new Map<number, { seat: number; cents: number; halfHours: number; basis: string }>();
  for (const d of timeOwed(t, now)) {
    const o = out.get(d.seat) ?? { seat: d.seat, cents: 0, halfHours: 0, basis: d.basis };
    out.set(d.seat, { ...o, cents: o.cents + d.cents, halfHours: o.halfHours + 1 });
  }
  return [...out.values()].sort((a, b) => a.seat - b.seat);
}

function nextAction(state: PokerLiveState, t: PokerTableState, owed: PokerDealerView["timeOwed"]): PokerNextAction {
  if (state.status === "closed") return { step: "info", command: null, label: "Table closed", hint: "The floor closed this table." };
  if (state.status === "paused") return { step: "info", command: null, label: "Paused by the floor", hint: "Wait for the supervisor to resume the table." };
  const inPlay = handInPlay(t);
  if (!inPlay && owed.length > 0) {
    const first = owed[0]!;
    return {
      step: "collect-time",
      command: "collect-time",
      args: { seat: first.seat },
      label: `Collect time: seat ${first.seat}, ${formatCents(first.cents)}`,
      hint: `${owed.length === 1 ? "The only seat" : `${owed.length} seats`} owe${owed.length === 1 ? "s" : ""} time now (${first.halfHours === 1 ? "one half hour" : `${first.halfHours} half hours`}; ${first.basis}).`,
    };
  }
  const next = pokerNextStep(t);
  const words = describeNextStep(next);
  switch (next.kind) {
    case "seat-players":
      return { step: "seat-players", command: null, label: "Seat the players", hint: `${words}: tap a seat to enter the player.` };
    case "start-clock":
      return { step: "start-clock", command: "start-clock", label: "Start the time clock", hint: `${words}. Each seated player owes it at every half hour of the clock.` };
    case "draw-for-button":
      return { step: "draw-for-button", command: "draw-for-button", label: next.tie ? "Draw again for the button" : "Draw for the button", hint: `${words}. The button deals the cards from a shuffled deck, or enter the cards dealt.` };
    case "deal": {
      const plan = next.plan;
      return { step: "deal", command: "deal-hand", label: `Deal hand ${plan.number}`, hint: words };
    }
    case "flop-or-winner":
      return { step: "flop-or-winner", command: next.dropTable ? "flop" : null, label: next.dropTable ? "Flop dealt" : "Tap the winner", hint: words };
    case "take-drop":
      return { step: "take-drop", command: "take-drop", label: `Take the drop: ${formatCents(next.cents)}`, hint: `${next.players} players; ${next.text}. Enter the pot first if it is smaller.` };
    case "award":
      return {
        step: "award",
        command: null,
        label: next.hiLo ? "Tap the high and the low" : "Tap the winner",
        hint: next.hiLo ? "The high hand, and the low hand if one qualifies (8 or better); a hand that wins both scoops. Then push the pot." : "The seat that takes the pot; a split pot or side pots below.",
      };
  }
}

function killAskOf(t: PokerTableState): PokerDealerView["killAsk"] {
  const hand = handInPlay(t);
  const rules = t.game.kill;
  if (!hand || !rules) return null;
  const seats = hand.dealtIn.filter((s) => awardNeedsPotSize(t, [{ high: [s] }]));
  return seats.length ? { seats, thresholdCents: rules.scoopPotUpperLimits * upperLimit(t.config.stakes) } : null;
}

const STEP_WORDS: Record<string, string> = { deal: "Dealt", flop: "Flop", "take-drop": "Drop taken", award: "Pot awarded", misdeal: "Misdeal" };

function handSteps(round: PokerRound | null): string[] {
  return (round?.steps ?? []).map((s) => STEP_WORDS[s.kind] ?? s.kind);
}

function factsOf(view: PokerDisplayView, t: PokerTableState): PokerDealerView["facts"] {
  const p = view.positions;
  const rate = timeRate(t);
  const { blinds } = t.config.stakes;
  return [
    { term: "Stakes", value: view.stakes.replace(/, blinds.*$/, ""), testId: "stakes" },
    { term: "Blinds", value: `${formatCents(blinds.small)}/${formatCents(blinds.big)}`, testId: "blinds" },
    { term: "Button", value: p ? `Seat ${p.button}${p.buttonDead ? " (dead)" : ""}` : "Not drawn", testId: "button" },
    {
      term: "Collection",
      value: rate !== null ? `Time ${formatCents(rate)} / ½ hour` : view.hand?.dropCents != null ? `Drop ${formatCents(view.hand.dropCents)} taken` : `Drop, option ${t.option.id}`,
      testId: "collection",
    },
  ];
}

export function pokerDealerView(state: PokerLiveState, role: "dealer" | "supervisor" = "dealer", display?: PokerDisplayView): PokerDealerView {
  const base = display ?? pokerDisplayView(state);
  const t = table(state);
  const round = state.round;
  const now = state.clockNow ?? 0;
  const owed = isTimeOption(t.option) ? owedBySeat(t, now) : [];
  const inPlay = handInPlay(t);
  // The display's fields named one by one, in its order, not a rest-destructured copy spread again:
  // those two copies of the view were most of what a command's views allocated (docs/performance.md, issue 30).
  return {
    family: base.family,
    tableId: base.tableId,
    name: base.name,
    gameId: base.gameId,
    gameName: base.gameName,
    banking: base.banking,
    status: base.status,
    limits: base.limits,
    fees: { ...base.fees, ...feeTotals(round ? round.fees : null) },
    seats: base.seats,
    playerDealer: base.playerDealer,
    bank: base.bank,
    rotation: base.rotation,
    handNumber: base.handNumber,
    phase: base.phase,
    bettingClosesAt: base.bettingClosesAt,
    shoe: base.shoe,
    stakes: base.stakes,
    tableStakes: base.tableStakes,
    killedHand: base.killedHand,
    positions: base.positions,
    hand: base.hand,
    kill: base.kill,
    time: base.time,
    board: base.board,
    lastHand: base.lastHand,
    role,
    players: t.seats.map((s) => ({ seat: s.seat, name: s.player, status: s.status })),
    bets: [],
    wagers: [],
    next: nextAction(state, t, owed),
    offer: null,
    canUndo: round?.steps.at(-1)?.kind === "flop" && inPlay?.drop === null,
    settlement: null,
    shoeInfo: null,
    corrections: [],
    plan: planView(t),
    drawSeats: !inPlay && t.lastPositions === null && t.buttonDraw?.winner == null ? (t.buttonDraw?.seats ?? t.seats.filter((s) => s.status === "seated").map((s) => s.seat)) : null,
    hiLo: t.game.split === "high-low-eight-or-better",
    flopNamesPlayers: !isTimeOption(t.option) && t.game.drop.playerCount === "at-the-flop",
    killAsk: killAskOf(t),
    timeOwed: owed,
    timeCollectedCents: t.timeCollected.reduce((s, c) => s + c.cents, 0),
    clock: t.clock,
    handSteps: handSteps(round),
    lastHandRecord: state.lastHand,
    correctable: state.correctable !== null && !round,
    facts: factsOf(base, t),
  };
}

export function pokerSupervisorView(state: PokerLiveState, dealerBase?: PokerDealerView): PokerSupervisorView {
  // The supervisor's view as supervisorViewBase makes it, with the kill's state last, in one copy of the dealer's (not a copy of that copy).
  return { feeSource: feeSourceText(state.settings!), ...(dealerBase ?? pokerDealerView(state, "supervisor")), role: "supervisor", killState: state.table?.game.kill ? state.table.kill : null };
}

/** The three views, each made only when read. */
export function pokerViews(state: PokerLiveState): PokerViews {
  return roleViews(state, { display: pokerDisplayView, dealer: pokerDealerView, supervisor: pokerSupervisorView });
}
