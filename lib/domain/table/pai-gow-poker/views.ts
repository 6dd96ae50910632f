/**
 * The views of a pai gow poker table by role. The display view is built from what the table shows
 * (the engine's `paiGowDisplay`): never a pile, never a hand set face down, the player-dealer's hand
 * only once turned over; no player names, no staff data, no deck order. The dealer's view adds the
 * wagers, the fees, the next step with the command its big button sends, each seat's seven cards
 * where the dealer enters its split, and the settlement walk; the supervisor's adds the piles and
 * the player-dealer's seven cards as recorded.
 */
import type { Card } from "../../cards/card";
import type { Cents } from "../../money";
import {
  BONUS_HAND_NAMES,
  describePaiGowHand,
  envyBetId,
  nextStep,
  paiGowDisplay,
  paiGowPush,
  rankPaiGowFive,
  resultSeats,
  rankPaiGowTwo,
  roundSummary,
  type BonusHand,
  type PaiGowDisplay,
  type PaiGowGame,
  type RoundState,
  type SetBy,
} from "../../pai-gow-poker";
import { PAI_GOW_DECKS } from "./settings";
import { keptPart, type ViewParts } from "../common/kept-parts";
import { dealerSharedFields, feeSourceText, roleViews, type DealerViewBase } from "../common/role-views";
import { publicShoe, shoeCommitment } from "../common/shoe";
import { coverageWarning, settlementNextAction, tableNextAction, tablePublicView, type CoverageWarning, type FloorCorrectionSupport, type HandSettingView, type NextAction, type TablePublicView } from "../common/views";
import { paiGowCoverage } from "./coverage";
import { betName, paiGowGameOf, placedBets } from "./game-of";
import { envyWins, seatResults } from "./round-record";
import type { CompletedPaiGowRound, EnvyWin, PaiGowRoundInProgress, PaiGowTableState, PaiGowWagerEntry, SeatResult } from "./state";

/** What the table is doing, in the players' words. */
export type PaiGowStage = "setup" | "waiting" | "betting" | "dealing" | "action-pile" | "dice" | "setting" | "player-dealer" | "showing" | "results" | "settling";

/** The last round as the wall shows it: what the table showed, the results, the Envy winners. */
export type PublicLastRound = Pick<CompletedPaiGowRound, "handNumber" | "playerDealerSeat" | "shown" | "results" | "envy" | "paiGowPush" | "bankBefore" | "bankAfter" | "actionSeat" | "voided">;

export interface PaiGowDisplayView extends TablePublicView {
  readonly role: "display";
  readonly family: "pai-gow-poker";
  readonly gameName: string;
  /** The game's bonuses, for the wall's words. */
  readonly bonuses: { readonly fortune: boolean; readonly envy: boolean; readonly aceHigh: boolean };
  /** The round as the table shows it, once the piles are dealt. */
  readonly table: PaiGowDisplay | null;
  readonly stage: PaiGowStage;
  /** The seats still setting their hands, or turning their cards over (Face Up's Pai Gow). */
  readonly waitingOn: readonly number[];
  /** Seats with a hand this round (a seated game wager). */
  readonly handSeats: readonly number[];
  /** Face Up: the player-dealer's ace-high hand pushes every game wager. */
  readonly paiGowPush: boolean;
  /** Once settled: each seat's results and the Envy payouts. */
  readonly results: readonly SeatResult[] | null;
  readonly envy: readonly EnvyWin[];
  readonly actionSeat: number | null;
  /** The last finished round, while no round is being played. */
  readonly lastRound: PublicLastRound | null;
  /** Before the deal: the wagers the bank could not cover, or null when it covers them all (coverage.ts). */
  readonly coverage: CoverageWarning | null;
}

export type PaiGowStepKind = "deal-piles" | "choose-action-pile" | "roll-dice" | "expose-player-dealer" | "set-hands" | "show-cards" | "enter-results";

export interface PaiGowNextAction extends NextAction {
  /** The round's step, while dealing. */
  readonly step?: PaiGowStepKind;
  /** Set the hands / turn the cards over: each seat still to do it, with its seven cards when the server dealt them. */
  readonly seats?: readonly { readonly seat: number; readonly cards: readonly Card[] | null }[];
  /** The player-dealer's seven cards must be entered with this step (the deck was dealt by hand). */
  readonly cardsNeeded?: boolean;
  /** Results-only entry: the seats whose bonus hand is asked, and the hands the pay table pays, highest first. */
  readonly bonusSeats?: readonly number[];
  readonly bonusHands?: readonly { readonly id: BonusHand; readonly name: string; readonly pays: string }[];
}

/** A seat's hand as the dealer sees it: set (face down on the table until compared), or still to set. */
export interface DealerHand {
  readonly seat: number;
  /** The seven cards, when the server dealt them or the dealer entered them. */
  readonly cards: readonly Card[] | null;
  readonly set: { readonly high: readonly Card[]; readonly low: readonly Card[]; readonly highName: string; readonly lowName: string; readonly by: SetBy; readonly foul: boolean } | null;
  /** Turned over for its bonuses (Face Up's Pai Gow). */
  readonly shown: boolean;
}

export interface PaiGowDealerView extends Omit<PaiGowDisplayView, "role" | "fees">, FloorCorrectionSupport, DealerViewBase<PaiGowWagerEntry> {
  /** Every bet and ledger line by id with its name (the placed bets first; then the Envy lines). */
  readonly bets: readonly { readonly id: string; readonly name: string; readonly backline: boolean; readonly limits: { readonly min: Cents; readonly max: Cents } | null; readonly placed?: string }[];
  readonly next: PaiGowNextAction;
  readonly canUndo: boolean;
  /** What the undo takes back, in words, when it may. */
  readonly undo: string | null;
  /** How the piles are dealt: by the server from its shuffled deck, or by hand (the dealer enters the cards). */
  readonly dealtBy: "server" | "hand";
  /** The game's options as configured, for the house way the tablet previews. */
  readonly gameOptions: Readonly<Record<string, string | number | boolean>>;
  readonly hands: readonly DealerHand[];
  /** The seats' hands as set, with their seven cards known, for the floor's hand correction (pai gow poker's `correct-hand`). */
  readonly handSettings: readonly HandSettingView[];
  /** The player-dealer's hand once turned over, with the house way row and line that set it. */
  readonly playerDealerHand: { readonly cards: readonly Card[]; readonly high: readonly Card[]; readonly low: readonly Card[]; readonly highName: string; readonly lowName: string; readonly row: string; readonly line: string; readonly why: string } | null;
}

export interface PaiGowSupervisorView extends PaiGowDealerView {
  readonly role: "supervisor";
  /** Every seat's and the player-dealer's seven cards as recorded, face down or not. */
  readonly recorded: { readonly playerDealer: readonly Card[] | null; readonly seats: readonly { readonly seat: number; readonly cards: readonly Card[] | null }[] } | null;
  readonly feeSource: string;
}

export interface PaiGowViews {
  readonly dealer: PaiGowDealerView;
  readonly display: PaiGowDisplayView;
  readonly supervisor: PaiGowSupervisorView;
}

function stageOf(state: PaiGowTableState): { stage: PaiGowStage; waitingOn: number[] } {
  const round = state.round;
  if (!state.settings) return { stage: "setup", waitingOn: [] };
  if (!round) return { stage: "waiting", waitingOn: [] };
  if (round.phase === "betting") return { stage: "betting", waitingOn: [] };
  if (round.phase === "settling" || !round.play) return { stage: round.phase === "settling" ? "settling" : "dealing", waitingOn: [] };
  // A table entering results: the hands are compared at the table and no card is entered; the wall says so, not "The dice".
  if (round.play.game.entry === "results") return { stage: "results", waitingOn: [] };
  const step = nextStep(round.play);
  switch (step.kind) {
    case "deal-piles":
      return { stage: "dealing", waitingOn: [] };
    case "choose-action-pile":
      return { stage: "action-pile", waitingOn: [] };
    case "roll-dice":
      return { stage: "dice", waitingOn: [] };
    case "expose-player-dealer":
      return { stage: "player-dealer", waitingOn: [] };
    case "set-hands":
      return { stage: "setting", waitingOn: [...step.seats] };
    case "show-cards":
      return { stage: "showing", waitingOn: [...step.seats] };
    case "enter-results":
      return { stage: "results", waitingOn: [] };
    case "complete":
      return { stage: "settling", waitingOn: [] };
  }
}

function publicLastRound(r: CompletedPaiGowRound | null): PublicLastRound | null {
  if (!r) return null;
  return {
    handNumber: r.handNumber,
    playerDealerSeat: r.playerDealerSeat,
    shown: r.shown,
    results: r.results,
    envy: r.envy,
    paiGowPush: r.paiGowPush,
    bankBefore: r.bankBefore,
    bankAfter: r.bankAfter,
    actionSeat: r.actionSeat,
    voided: r.voided,
  };
}

/** The round as the table shows it once the piles are dealt (kept while the round's play is the same: the settlement walk's commands leave it). */
function dealtTable(play: RoundState | null): PaiGowDisplay | null {
  return play && play.dealt ? paiGowDisplay(play) : null;
}

type Settlement = NonNullable<PaiGowRoundInProgress["settlement"]>;

/** Once settled: each seat's results and the Envy payouts, from one summary of the round. */
function settledResults(play: RoundState, settlement: Settlement): { readonly results: readonly SeatResult[]; readonly envy: readonly EnvyWin[] } {
  const summary = roundSummary(play);
  return { results: seatResults(play, settlement, summary), envy: envyWins(settlement, summary) };
}

export function paiGowDisplayView(state: PaiGowTableState, parts?: ViewParts): PaiGowDisplayView {
  const settings = state.settings;
  if (!settings) throw new Error("the table has no settings yet");
  const { game } = paiGowGameOf(settings);
  const round = state.round;
  const play = round?.play ?? null;
  const settled = round?.phase === "settling" && round.settlement && play ? round.settlement : null;
  const { stage, waitingOn } = stageOf(state);
  const table = keptPart(parts, "paiGow.table", dealtTable, play);
  const shownResults = settled && play ? keptPart(parts, "paiGow.results", settledResults, play, settled) : null;
  return {
    role: "display",
    family: "pai-gow-poker",
    gameName: game.name,
    bonuses: { fortune: game.fortune !== null, envy: game.envy !== null, aceHigh: game.aceHigh !== null },
    table,
    stage,
    waitingOn,
    handSeats: play ? play.hands.map((h) => h.seat) : [...new Set((round?.wagers ?? []).filter((w) => w.bet === "game" && !w.backline).map((w) => w.seat))].sort((a, b) => a - b),
    paiGowPush: play ? paiGowPush(play) : false,
    results: shownResults?.results ?? null,
    envy: shownResults?.envy ?? [],
    actionSeat: round ? (round.settlement?.actionButton.seat ?? table?.actionSeat ?? null) : (state.lastRound?.actionSeat ?? null),
    lastRound: round ? null : publicLastRound(state.lastRound),
    coverage: round ? coverageWarning(paiGowCoverage(settings, round), round.bank, (bet) => betName(game, bet)) : null,
    // The table's public fields after this view's own, and only what replaces one of them after those (fields added after a copy cost V8 a new hidden class per view: docs/performance.md, issue 30).
    ...tablePublicView(state, parts),
    // The whole deck is dealt every round: the wall has a deck in play, but no cards to count down.
    shoe: state.shoe ? { hands: state.shoe.hands, cardsRemaining: null, cutCardOut: false, commitment: shoeCommitment(state.shoe) } : null,
  };
}

const list = (seats: readonly number[]) => (seats.length === 1 ? `seat ${seats[0]}` : `seats ${seats.join(", ")}`);

function knownCards(play: RoundState, seat: number): readonly Card[] | null {
  return play.hands.find((h) => h.seat === seat)?.cards ?? null;
}

/** The hands the game's Fortune pay table pays, highest first, for the results panel. */
function bonusHandsOf(play: RoundState): NonNullable<PaiGowNextAction["bonusHands"]> {
  const fortune = play.game.fortune;
  return fortune ? fortune.payTable.lines.map((l) => ({ id: l.hand, name: BONUS_HAND_NAMES[l.hand], pays: l.pays === "push" ? "push" : `${l.pays} to 1` })) : [];
}

function roundNextAction(state: PaiGowTableState, round: PaiGowRoundInProgress, name: (bet: string) => string): PaiGowNextAction {
  if (round.phase === "betting") {
    return { command: "close-betting", label: "No more bets", hint: round.wagers.length ? "Closing betting fixes the fees to drop." : "Enter the wagers on the layout first." };
  }
  if (round.phase === "settling") return settlementNextAction(round, name);
  const play = round.play;
  if (!play) return { command: null, label: "Close betting", hint: "" };
  const server = state.shoe?.source === "server";
  const step = nextStep(play);
  switch (step.kind) {
    case "deal-piles":
      return server
        ? { step: "deal-piles", command: "deal-piles", label: "Deal the seven piles", hint: "The server shuffles the 53-card deck and deals seven piles of seven; the last four cards are discarded." }
        : { step: "deal-piles", command: "deal-piles", label: "The seven piles are dealt", hint: "Deal seven piles of seven face down, left to right then right to left; the last four cards go to the discards. Tap when done." };
    case "choose-action-pile":
      return { step: "choose-action-pile", command: null, label: "Player-dealer: choose the action pile", hint: "Tap the pile the player-dealer picks, numbered 1 to 7 from your left." };
    case "roll-dice":
      if (play.game.entry === "results") {
        // Results-only entry: the results first on the tablet, then the dice total, which places the action button and settles in the same tap.
        const { seats, bonusSeats } = resultSeats(play);
        return {
          step: "roll-dice",
          command: null,
          label: "Enter the results",
          hint: "Tap each seat's result against the player-dealer (the player-dealer wins copies) and a bonus hand that paid; then the dice total the player-dealer shook: it places the action button and settles.",
          seats: seats.map((seat) => ({ seat, cards: null })),
          bonusSeats,
          bonusHands: bonusHandsOf(play),
        };
      }
      return { step: "roll-dice", command: null, label: "Shake the dice", hint: "Tap the three dice's total: it places the action button and the action pile (the player-dealer at 1, 8 and 15)." };
    case "expose-player-dealer":
      return server
        ? { step: "expose-player-dealer", command: "expose-player-dealer", label: "Turn over the player-dealer's hand", hint: "It is set the house way." }
        : { step: "expose-player-dealer", command: null, label: "Turn over the player-dealer's hand", hint: "Enter its seven cards: the system sets it the house way.", cardsNeeded: true };
    case "set-hands":
      return {
        step: "set-hands",
        command: null,
        label: `Set the hands: ${list(step.seats)}`,
        hint: server ? "For each seat tap the two cards in front, or House way if the player asks." : "For each seat enter the seven cards, then tap the two in front, or House way if the player asks.",
        seats: step.seats.map((seat) => ({ seat, cards: knownCards(play, seat) })),
      };
    case "show-cards":
      return {
        step: "show-cards",
        command: null,
        label: `Pai Gow: ${list(step.seats)} turn${step.seats.length === 1 ? "s" : ""} the cards over`,
        hint: "Every game wager pushes; the bonuses are paid on the seven cards.",
        seats: step.seats.map((seat) => ({ seat, cards: knownCards(play, seat) })),
      };
    case "enter-results": {
      return {
        step: "enter-results",
        command: null,
        label: "Enter the results",
        hint: "Tap each seat's result against the player-dealer (the player-dealer wins copies), and the hand a bonus made; then settle.",
        seats: step.seats.map((seat) => ({ seat, cards: null })),
        bonusSeats: step.bonusSeats,
        bonusHands: bonusHandsOf(play),
      };
    }
    case "complete":
      return { command: "settle", label: "Settle the round", hint: "Shows who is paid, collected or returned, seat by seat from the action button." };
  }
}

/** The hands set whose seven cards are known, while the round is dealt or settled: those a supervisor may set again. */
function handSettings(phase: PaiGowRoundInProgress["phase"] | undefined, play: RoundState | null | undefined): HandSettingView[] {
  if (!play || (phase !== "dealing" && phase !== "settling")) return [];
  // A hand set shows its seven cards to the dealer (dealerHands): the recorded ones.
  return play.hands.flatMap((h) => (h.set && h.cards && h.cards.length === 7 && !h.shown ? [{ seat: h.seat, cards: [...h.cards], high: [...h.set.high], low: [...h.set.low] }] : []));
}

/** The last round's list for the floor's correction form (EndedRoundOptions.lists): its hands set, as the dealer's and the supervisor's views list them. */
export function paiGowEndedLists(round: PaiGowRoundInProgress): { readonly handSettings: readonly HandSettingView[] } {
  return { handSettings: handSettings(round.phase, round.play) };
}

function dealerHands(play: RoundState | null, next: PaiGowNextAction, sets: readonly DealerHand["set"][]): DealerHand[] {
  if (!play) return [];
  const inStep = new Set((next.seats ?? []).map((s) => s.seat));
  return play.hands.map((h, i) => ({
    seat: h.seat,
    cards: h.set !== null || h.shown || inStep.has(h.seat) ? h.cards : null,
    set: sets[i]!,
    shown: h.shown,
  }));
}

/** Each hand's split as the dealer sees it, named (kept while the round's play is the same: naming ranks every hand). */
function handSets(play: RoundState | null): DealerHand["set"][] {
  if (!play) return [];
  return play.hands.map((h) =>
    h.set === null
      ? null
      : {
          high: h.set.high,
          low: h.set.low,
          highName: describePaiGowHand(rankPaiGowFive(h.set.high, play.game.ranking)),
          lowName: describePaiGowHand(rankPaiGowTwo(h.set.low)),
          by: h.set.by,
          foul: h.set.foul,
        },
  );
}

/** The step an undo takes back, in the dealer's words ("seat 3's hand", "the dice"). */
function undoWords(step: PaiGowRoundInProgress["steps"][number]): string {
  switch (step.kind) {
    case "deal-piles":
      return "the deal";
    case "choose-action-pile":
      return `the action pile (${step.pile})`;
    case "roll-dice":
      return `the dice (${step.total})`;
    case "expose-player-dealer":
      return "the player-dealer's hand";
    case "set-hand":
    case "set-house-way":
      return `seat ${step.seat}'s hand`;
    case "show-cards":
      return `seat ${step.seat}'s cards`;
    case "enter-results":
      return "the results";
  }
}

function undoable(state: PaiGowTableState, round: PaiGowRoundInProgress | null): boolean {
  const last = round?.phase === "dealing" ? round.steps.at(-1) : undefined;
  if (!last || !round || !state.settings) return false;
  const server = state.shoe?.source === "server";
  switch (last.kind) {
    case "deal-piles":
    case "choose-action-pile":
    case "roll-dice":
      return !server;
    case "set-hand":
    case "set-house-way":
      return !(round.playerDealerShown && paiGowGameOf(state.settings).game.setOrder === "players-first");
    case "expose-player-dealer":
      return last.cards !== undefined;
    case "show-cards":
    case "enter-results":
      return true;
  }
}

/** The game's bet names as one function. */
function betNameOf(game: PaiGowGame): (bet: string) => string {
  return (bet) => betName(game, bet);
}

/** The layout's bets and the Envy lines by name (one list per game). */
function betsOf(game: PaiGowGame, settings: NonNullable<PaiGowTableState["settings"]>): PaiGowDealerView["bets"] {
  const bonusLimits = game.bonusMinimum === "table-minimum" ? null : { min: Math.min(game.bonusMinimum, settings.limits.max), max: settings.limits.max };
  const name = (bet: string) => betName(game, bet);
  return [
    ...placedBets(game).map((id) => ({ id, name: name(id), backline: true, limits: id === "game" ? null : bonusLimits })),
    ...(game.envy ? Array.from({ length: settings.seats }, (_, k) => ({ id: envyBetId(k + 1), name: name(envyBetId(k + 1)), backline: true, limits: null, placed: "never" })) : []),
  ];
}

/** The player-dealer's hand once turned over, named, with the house way's row and line. */
function playerDealerHandOf(pd: RoundState["playerDealer"] | undefined, game: PaiGowGame): PaiGowDealerView["playerDealerHand"] {
  return pd?.set && pd.cards
    ? {
        cards: pd.cards,
        high: pd.set.high,
        low: pd.set.low,
        highName: describePaiGowHand(rankPaiGowFive(pd.set.high, game.ranking)),
        lowName: describePaiGowHand(rankPaiGowTwo(pd.set.low)),
        row: pd.set.row,
        line: pd.set.line,
        why: pd.set.why,
      }
    : null;
}

export function paiGowDealerView(state: PaiGowTableState, role: "dealer" | "supervisor" = "dealer", display?: PaiGowDisplayView, parts?: ViewParts): PaiGowDealerView {
  const settings = state.settings!;
  const { game } = paiGowGameOf(settings);
  const round = state.round;
  const play = round?.play ?? null;
  // One function per game while parts are kept: the dealer's wagers are kept by it (dealerSharedFields).
  const name = keptPart(parts, "paiGow.betName", betNameOf, game);
  const shown = display ?? paiGowDisplayView(state, parts);
  const shared = dealerSharedFields(state, shown.fees, name, PAI_GOW_DECKS, parts);
  const next: PaiGowNextAction = tableNextAction(state) ?? (round ? roundNextAction(state, round, name) : { command: null, label: "", hint: "" });
  const canUndo = undoable(state, round);
  return {
    bets: keptPart(parts, "paiGow.bets", betsOf, game, settings),
    next,
    canUndo,
    undo: canUndo && round ? undoWords(round.steps.at(-1)!) : null,
    dealtBy: state.shoe?.source === "server" ? "server" : "hand",
    gameOptions: settings.gameOptions,
    floorCorrections: true,
    handSettings: keptPart(parts, "paiGow.handSettings", handSettings, round?.phase, play),
    playerDealerHand: keptPart(parts, "paiGow.playerDealerHand", playerDealerHandOf, play?.playerDealer, game),
    // The shared fields (dealerSharedFields) and the display's after this view's own, and only what replaces one of them after those (role-views.ts says why).
    ...shared,
    ...shown,
    role,
    fees: shared.fees,
    shoe: publicShoe(state.shoe),
    hands: dealerHands(play, next, keptPart(parts, "paiGow.handSets", handSets, play)),
  };
}

/** Every seat's and the player-dealer's seven cards as recorded, face down or not (the supervisor's). */
function recordedCards(play: RoundState | null): PaiGowSupervisorView["recorded"] {
  return play ? { playerDealer: play.playerDealer.cards, seats: play.hands.map((h) => ({ seat: h.seat, cards: h.cards })) } : null;
}

export function paiGowSupervisorView(state: PaiGowTableState, dealerBase?: PaiGowDealerView, parts?: ViewParts): PaiGowSupervisorView {
  const play = state.round?.play ?? null;
  return {
    recorded: keptPart(parts, "paiGow.recorded", recordedCards, play),
    // supervisorViewBase's fields in the same literal: one copy of the dealer's view, not a copy of its copy.
    feeSource: keptPart(parts, "supervisor.feeSource", feeSourceText, state.settings!),
    ...(dealerBase ?? paiGowDealerView(state, "supervisor", undefined, parts)),
    role: "supervisor",
  };
}

/** The three views, each made only when read. */
export function paiGowViews(state: PaiGowTableState, parts?: ViewParts): PaiGowViews {
  return roleViews(state, { display: paiGowDisplayView, dealer: paiGowDealerView, supervisor: paiGowSupervisorView }, parts);
}
