/**
 * The views of a Three Card Poker table by role. The display view is built from public facts only
 * (the engine's publicRound and roundSummary): the player-dealer's up card from the deal, its whole
 * hand once turned over, each seat's Play or fold, a seat's cards only once turned over, and each
 * result; never a card still face down (even one the server's deck has read), no player names, no
 * staff data, no deck order. The dealer's view adds the wagers, the fees, the decks and the next
 * step with the command its big button sends; the supervisor's adds every card as recorded.
 */
import type { BankWalkLine } from "../../bank-walk";
import type { FeeLine } from "../../fees";
import { formatCents, type Cents } from "../../money";
import {
  anteOf,
  decisionOf,
  FACE_DOWN,
  nextStep,
  publicRound,
  SIX_CARD_BONUS_NAMES,
  THREE_CARD_NAMES,
  roundSummary,
  type NextStep,
  type PlayOrFold,
  type PublicRound,
  type RoundState,
} from "../../three-card-poker";
import { shoeCommitment, shoeInfo } from "../common/shoe";
import type { EndedRoundView } from "../common/ended-round-corrections";
import { adjustmentNextAction, adjustmentWalkView, lineVerb, coverageWarning, tableNextAction, tablePublicView, type AdjustmentWalkView, type CoverageWarning, type DealtCard, type FloorCorrectionSupport, type RecordedDecisionView, type NextAction, type TablePublicView } from "../common/views";
import { threeCardPokerCoverage } from "./coverage";
import { grownPart, keptPart, type LastPart, type ViewParts } from "../common/kept-parts";
import { dealerSharedFields, feeSourceText, roleViews, type SettlementCorrectionView } from "../common/role-views";
import { recordedDecisions } from "../common/decision-corrections";
import { deckInfo, type DeckInfo } from "./deck";
import { threeCardPokerDecisionReplay } from "./decisions";
import { collectedAtFold } from "./forfeits";
import { betName, threeCardPokerGameOf } from "./game-of";
import type { CompletedThreeCardPokerRound, ThreeCardPokerRoundInProgress, ThreeCardPokerTableState, ThreeCardPokerWagerEntry } from "./state";

type Outcome = "win" | "lose" | "push";

/** One seat dealt in, as the players see it. */
export interface ThreeCardPokerSeatView {
  readonly seat: number;
  /** Its stack has been dealt. */
  readonly dealt: boolean;
  /** The seated player's Play or fold, once made. */
  readonly decision: PlayOrFold | null;
  /** The hand once turned over ("face-down" never appears: an unturned hand is null). */
  readonly cards: readonly string[] | null;
  /** "Pair of Eights", once turned over. */
  readonly hand: string | null;
  /** The best five of the seat's and the player-dealer's cards, once both are turned over, when a 6 Card Bonus rides on it. */
  readonly sixCardBonus: { readonly cards: readonly string[]; readonly hand: string } | null;
  /** The chips on the seat's spots (seated and backline together), by bet; the Play once made. */
  readonly bets: readonly { readonly bet: string; readonly name: string; readonly amount: Cents }[];
  /** The seated player's wagers with their outcome on the cards, once settled. */
  readonly results: readonly { readonly bet: string; readonly outcome: Outcome }[] | null;
}

export interface ThreeCardPokerDisplayView extends TablePublicView {
  readonly role: "display";
  readonly family: "three-card-poker";
  readonly gameName: string;
  /** How the table enters a round: every card, or the results only (the wall then shows no card). */
  readonly entry: "cards" | "results";
  /** The player-dealer's hand: the up card from the deal, the whole hand once turned over. */
  readonly dealerHand: {
    readonly dealt: boolean;
    readonly upCard: string | null;
    readonly cards: readonly string[] | null;
    readonly hand: string | null;
    /** Queen-high or better, once turned over. */
    readonly qualifies: boolean | null;
  };
  readonly hands: readonly ThreeCardPokerSeatView[];
  /** Who is to Play or fold, or whose hand is turned over next. */
  readonly turn: { readonly seat: number; readonly what: "decide" | "reveal"; readonly bettor: string | null } | null;
  /** The back colour of the deck this round is dealt from. */
  readonly deckInPlay: string | null;
  /** The settlement starts with the player to the left of the player-dealer. */
  readonly startSeat: number | null;
  /** The last finished round, while no round is being played. */
  readonly lastRound: CompletedThreeCardPokerRound | null;
  /** Before the deal: the wagers the bank could not cover, or null when it covers them all (coverage.ts). */
  readonly coverage: CoverageWarning | null;
}

export interface ThreeCardPokerNextAction extends NextAction {
  /** The command the big button sends (the whole body), when it needs no entry first. */
  readonly send: ({ readonly type: string } & Record<string, unknown>) | null;
  /** A stack is due: where, and whether the dealer enters cards (the player-dealer's up card). */
  readonly stack?: { readonly to: "player-dealer" | number; readonly stack: number; readonly of: number; readonly upCardNeeded: boolean };
  /** A Play or fold is due. */
  readonly decide?: { readonly seat: number; readonly bettor: string | null; readonly ante: Cents };
  /** A hand is turned over: its cards are entered when they were dealt unread (`known`: the cards read at the deal). */
  readonly reveal?: { readonly to: "player-dealer" | number; readonly cardsNeeded: boolean; readonly known: readonly string[] };
  /** The forfeits to collect at the fold, line by line (empty when they are settled in the walk). */
  readonly collect?: readonly BankWalkLine[];
  /**
   * Results-only entry: the seats whose result is entered (from the player-dealer's left), the seats
   * whose Pair Plus or 6 Card Bonus hand is asked, and the hands each pay table pays, highest first.
   */
  readonly results?: {
    readonly seats: readonly number[];
    readonly pairPlusSeats: readonly number[];
    readonly sixCardBonusSeats: readonly number[];
    readonly pairPlusHands: readonly { readonly id: string; readonly name: string; readonly pays: string }[];
    readonly sixCardBonusHands: readonly { readonly id: string; readonly name: string; readonly pays: string }[];
    /** What the Ante does when the player-dealer does not qualify, as the filing says. */
    readonly nonQualifying: string;
  };
}

export interface ThreeCardPokerSettlementView {
  readonly lines: readonly BankWalkLine[];
  /** How many steps of the walk are marked done: lines, or the differences when `adjustment` is set. */
  readonly settledLines: number;
  /** After a correction of a round already paid: the differences the dealer walks instead of the lines; null otherwise. */
  readonly adjustment: AdjustmentWalkView | null;
  /** How many steps the dealer marks done before the round may end: the lines, or the differences. */
  readonly toWalk: number;
  readonly bankBefore: Cents;
  readonly bankAfter: Cents;
  readonly pdNet: Cents;
  /** The first seat the walk settles, from the player-dealer's left (there is no action button). */
  readonly actionSeat: number;
  readonly exhaustedAfter: number | null;
  /** The first lines, collected at the fold. */
  readonly collectedAtFold: number;
  readonly playerDealerQualifies: boolean;
}

export interface ThreeCardPokerDealerView extends Omit<ThreeCardPokerDisplayView, "role">, FloorCorrectionSupport {
  readonly role: "dealer" | "supervisor";
  readonly players: readonly { readonly seat: number; readonly name: string | null }[];
  readonly bets: readonly { readonly id: string; readonly name: string; readonly backline: boolean; readonly limits: null }[];
  readonly wagers: readonly (ThreeCardPokerWagerEntry & { readonly betName: string })[];
  readonly fees: TablePublicView["fees"] & { readonly lines: readonly FeeLine[] | null; readonly total: Cents | null; readonly dropped: boolean };
  readonly next: ThreeCardPokerNextAction;
  readonly offer: { readonly offeredTo: number; readonly declined: readonly number[] } | null;
  readonly canUndo: boolean;
  readonly settlement: ThreeCardPokerSettlementView | null;
  readonly shoeInfo: ReturnType<typeof shoeInfo>;
  /** None: two single decks dealt in turn, no deck count to choose (DealerViewBase.deckChoices). */
  readonly deckChoices: readonly number[];
  readonly decks: DeckInfo | null;
  readonly corrections: ThreeCardPokerRoundInProgress["corrections"];
  /** A correction of a round already paid: the difference to make at the table (common/settlement-difference.ts). */
  readonly settlementCorrection: SettlementCorrectionView;
  /** The round's cards in dealing order, for the floor's card correction: "face-down" where the table has not turned it over (the supervisor's view: as recorded). */
  readonly dealtCards: readonly DealtCard[];
  /** The Play-or-fold decisions on record and the other each could have been, for the floor's decision correction (none once the folds are collected). */
  readonly decisions: readonly RecordedDecisionView[];
  /**
   * The last round, ended, while the floor may still correct it (no round being dealt): its own
   * lists and, after a correction, the differences to make at the table (ended-round-corrections.ts).
   */
  readonly endedRound?: EndedRoundView;
}

export interface ThreeCardPokerSupervisorView extends ThreeCardPokerDealerView {
  readonly role: "supervisor";
  /** Every card as recorded, face-down ones included ("face-down" where not read yet). */
  readonly recorded: { readonly playerDealer: readonly string[]; readonly hands: readonly { readonly seat: number; readonly cards: readonly string[] }[] } | null;
  readonly feeSource: string;
}

export interface ThreeCardPokerViews {
  readonly dealer: ThreeCardPokerDealerView;
  readonly display: ThreeCardPokerDisplayView;
  readonly supervisor: ThreeCardPokerSupervisorView;
}

const BET_ORDER = ["ante", "play", "pair-plus", "six-card-bonus"];

/** The chips on a seat: the wagers before the deal and each Play wager made. */
function chipsOn(play: RoundState | null, wagers: readonly ThreeCardPokerWagerEntry[], seat: number): ThreeCardPokerSeatView["bets"] {
  const sums = new Map<string, number>();
  for (const w of wagers) if (w.seat === seat) sums.set(w.bet, (sums.get(w.bet) ?? 0) + w.amount);
  if (play) {
    const plays = play.wagers.filter((w) => w.seat === seat && w.bet === "ante").reduce((sum, w) => (decisionOf(play, w) === "play" ? sum + anteOf(play, w) : sum), 0);
    if (plays > 0) sums.set("play", plays);
  }
  return BET_ORDER.filter((b) => sums.has(b)).map((bet) => ({ bet, name: betName(bet), amount: sums.get(bet)! }));
}

type Settlement = NonNullable<ThreeCardPokerRoundInProgress["settlement"]>;

function seatResults(s: Settlement | null, seat: number): ThreeCardPokerSeatView["results"] {
  return s ? s.wagers.filter((w) => w.seat === seat && !w.backline).map((w) => ({ bet: w.bet, outcome: w.resolution.outcome })) : null;
}

/** The seats' hands once dealt, their chips and (once settled: `settled`) results; kept while the play, the wagers and the settlement are the same. */
function handsOf(play: RoundState, wagers: ThreeCardPokerRoundInProgress["wagers"], settled: Settlement | null): ThreeCardPokerSeatView[] {
  const summary = roundSummary(play);
  const pub = publicRound(play);
  return play.hands.map((h) => {
    const s = summary.seats.find((x) => x.seat === h.seat);
    const p = pub.seats.find((x) => x.seat === h.seat);
    return {
      seat: h.seat,
      dealt: h.cards.length > 0,
      decision: h.decision,
      cards: p?.cards ?? null,
      hand: p?.hand ?? null,
      sixCardBonus: s?.sixCardBonus ?? null,
      bets: chipsOn(play, wagers, h.seat),
      results: seatResults(settled, h.seat),
    };
  });
}

/** The player-dealer's hand as the table shows it (kept while the play is the same). */
function publicPlayerDealer(play: RoundState | null): PublicRound["playerDealer"] | null {
  return play ? publicRound(play).playerDealer : null;
}

/** Whose turn it is while the round is dealt (kept while the play is the same). */
function dealingTurn(play: RoundState): ThreeCardPokerDisplayView["turn"] {
  return turnOf(nextStep(play));
}

function turnOf(step: NextStep | null): ThreeCardPokerDisplayView["turn"] {
  if (step?.kind === "decide") return { seat: step.seat, what: "decide", bettor: step.bettor };
  if (step?.kind === "reveal-hand") return { seat: step.seat, what: "reveal", bettor: null };
  return null;
}

export function threeCardPokerDisplayView(state: ThreeCardPokerTableState, parts?: ViewParts): ThreeCardPokerDisplayView {
  const settings = state.settings;
  if (!settings) throw new Error("the table has no settings yet");
  const { game } = threeCardPokerGameOf(settings);
  const round = state.round;
  const play = round?.play ?? null;
  const pd = keptPart(parts, "tcp.playerDealer", publicPlayerDealer, play);
  const betting = round && !play ? round.wagers.map((w) => w.seat).filter((s, i, all) => all.indexOf(s) === i) : [];
  return {
    role: "display",
    family: "three-card-poker",
    gameName: game.name,
    entry: game.entry,
    dealerHand: {
      dealt: (play?.playerDealer.cards.length ?? 0) > 0,
      upCard: pd?.upCard ?? null,
      cards: pd?.cards ?? null,
      hand: pd?.hand ?? null,
      // Entered by results: as the dealer entered it.
      qualifies: pd?.qualifies ?? play?.results?.playerDealerQualifies ?? null,
    },
    hands: round && play ? keptPart(parts, "tcp.hands", handsOf, play, round.wagers, round.phase === "settling" ? round.settlement : null) : betting.map((seat) => ({ seat, dealt: false, decision: null, cards: null, hand: null, sixCardBonus: null, bets: chipsOn(null, round!.wagers, seat), results: null })),
    turn: play && round?.phase === "dealing" ? keptPart(parts, "tcp.turn", dealingTurn, play) : null,
    deckInPlay: keptPart(parts, "tcp.decks", deckInfo, state.decks)?.inPlay ?? null,
    startSeat: round?.settlement?.startSeat ?? (round ? null : (state.lastRound?.startSeat ?? null)),
    lastRound: round ? null : state.lastRound,
    coverage: round ? coverageWarning(threeCardPokerCoverage(settings, round), round.bank, betName) : null,
    // The table's public fields after this view's own, and only what replaces one of them after those (fields added after a copy cost V8 a new hidden class per view: docs/performance.md, issue 30).
    ...tablePublicView(state, parts),
    // A deck per round: the shell's card count means nothing to players here, only that the decks are in.
    shoe: state.shoe ? { hands: state.decks?.round ?? 0, cardsRemaining: null, cutCardOut: false, commitment: shoeCommitment(state.shoe) } : null,
  };
}

function whoDecides(seat: number, bettor: string | null): string {
  if (bettor === null) return `Seat ${seat}`;
  return bettor === "" ? `Seat ${seat} backline` : `Seat ${seat} backline (${bettor})`;
}

function forfeitWords(lines: readonly BankWalkLine[]): string {
  return lines
    .map((l) => `${l.action === "return" ? "return" : "collect"} ${formatCents(l.action === "return" ? l.stake : l.amount)} ${betName(l.bet)} from seat ${l.seat}${l.backline ? ` backline${l.bettor ? ` (${l.bettor})` : ""}` : ""}`)
    .join("; ");
}

function roundNextAction(state: ThreeCardPokerTableState, round: ThreeCardPokerRoundInProgress): ThreeCardPokerNextAction {
  if (round.phase === "betting") {
    return {
      command: "close-betting",
      send: { type: "close-betting" },
      label: "No more bets",
      hint: round.wagers.length ? "Closing betting fixes the player-dealer's fee, dropped before the first card." : "Enter the Antes (and any Pair Plus or 6 Card Bonus) on the layout first.",
    };
  }
  if (round.phase === "settling") return settlementNext(round);
  const play = round.play;
  if (!play) return { command: null, send: null, label: "Close betting", hint: "" };
  const step = nextStep(play);
  const server = state.shoe?.source === "server";
  const decks = deckInfo(state.decks);
  const other = decks?.places.find((p) => p.back !== decks.inPlay)?.back ?? "other";
  if (decks?.loadDue && (step.kind === "deal-stack" || step.kind === "unload-shuffler")) {
    return {
      command: "load-shuffler",
      send: { type: "load-shuffler" },
      label: `Load the ${other} deck into the shuffler`,
      hint: `The ${other} deck played last round leaves the discard rack to be shuffled while the ${decks.inPlay ?? ""} deck is dealt: only one deck in the discard rack at a time.`,
    };
  }
  switch (step.kind) {
    case "deal-stack": {
      const toPd = step.to.kind === "player-dealer";
      const where = toPd ? "the player-dealer" : `seat ${step.to.seat}`;
      const stack = { to: toPd ? ("player-dealer" as const) : step.to.seat, stack: step.stack, of: step.of, upCardNeeded: toPd && !server };
      if (server) {
        return { command: "deal-stack", send: { type: "deal-stack" }, label: `Deal stack ${step.stack} of ${step.of} to ${where}`, hint: toPd ? "The player-dealer's stack comes last; its bottom card is turned face up." : "Face down, from the player-dealer's left.", stack };
      }
      if (toPd) return { command: null, send: null, label: "Player-dealer's stack: enter the up card", hint: "The last stack goes to the player-dealer: turn its bottom card face up and enter it. The other two stay face down.", stack };
      return {
        command: "deal-stack",
        send: { type: "deal-stack", cards: [FACE_DOWN, FACE_DOWN, FACE_DOWN], source: "dealer" },
        label: `Deal stack ${step.stack} of ${step.of} to ${where} (face down)`,
        hint: "The cards are entered when the hand is turned over.",
        stack,
      };
    }
    case "unload-shuffler":
      return { command: "unload-shuffler", send: { type: "unload-shuffler" }, label: "Undealt cards to the discard rack", hint: "Put the shuffler's undealt cards into the discard rack without showing them." };
    case "decide": {
      const ante = anteOf(play, { seat: step.seat, backline: step.bettor !== null, ...(step.bettor ? { bettor: step.bettor } : {}) });
      return {
        command: null,
        send: null,
        label: `${whoDecides(step.seat, step.bettor)}: Play or fold?`,
        hint: `Play is a wager equal to the Ante (${formatCents(ante)}); a fold forfeits the Ante and Pair Plus, a 6 Card Bonus stays in action.`,
        decide: { seat: step.seat, bettor: step.bettor, ante },
      };
    }
    case "collect-folds": {
      const lines = collectedAtFold(play);
      return {
        command: "collect-folds",
        send: { type: "collect-folds" },
        label: lines.length ? `Collect the forfeited wagers (${formatCents(lines.reduce((s, l) => s + l.amount, 0))})` : "Clear the folded hands",
        hint: lines.length
          ? `${forfeitWords(lines).replace(/^./, (c) => c.toUpperCase())}. Folded hands without a 6 Card Bonus go to the discard rack unseen.`
          : "Folded hands without a 6 Card Bonus go to the discard rack unseen; their wagers are settled in the walk.",
        collect: lines,
      };
    }
    case "reveal-player-dealer": {
      const known = play.playerDealer.cards.filter((c) => c !== FACE_DOWN);
      return {
        command: step.cardsNeeded ? null : "reveal-player-dealer",
        send: step.cardsNeeded ? null : { type: "reveal-player-dealer" },
        label: step.cardsNeeded ? "Turn over the player-dealer's hand: enter its cards" : "Turn over the player-dealer's hand",
        hint: "The player-dealer qualifies with Queen-high or better.",
        // Only the up card is shown before the turn: a stack read at the deal stays unseen until it is turned over.
        reveal: { to: "player-dealer", cardsNeeded: step.cardsNeeded, known: step.cardsNeeded ? known : [] },
      };
    }
    case "reveal-hand": {
      const hand = play.hands.find((h) => h.seat === step.seat);
      const known = (hand?.cards ?? []).filter((c) => c !== FACE_DOWN);
      return {
        command: step.cardsNeeded ? null : "reveal-hand",
        send: step.cardsNeeded ? null : { type: "reveal-hand", seat: step.seat },
        label: step.cardsNeeded ? `Turn over seat ${step.seat}'s hand: enter its cards` : `Turn over seat ${step.seat}'s hand`,
        hint: hand?.decision === "fold" ? "Folded, but its 6 Card Bonus is still in action." : "In order from the player-dealer's left.",
        reveal: { to: step.seat, cardsNeeded: step.cardsNeeded, known: step.cardsNeeded ? known : [] },
      };
    }
    case "enter-results": {
      const { payTables, nonQualifyingAnte } = play.game;
      return {
        command: null,
        send: null,
        label: "Enter the results",
        hint: "Tap whether the player-dealer qualified, each seat's fold or result against the player-dealer's hand, and the hand a bonus made; then settle.",
        results: {
          seats: step.seats,
          pairPlusSeats: step.pairPlusSeats,
          sixCardBonusSeats: step.sixCardBonusSeats,
          pairPlusHands: payTables.pairPlus.map((l) => ({ id: l.hand, name: THREE_CARD_NAMES[l.hand], pays: `${l.to} to 1` })),
          sixCardBonusHands: payTables.sixCardBonus.map((l) => ({ id: l.hand, name: SIX_CARD_BONUS_NAMES[l.hand], pays: `${l.to} to 1` })),
          nonQualifying: nonQualifyingAnte === "always-paid" ? "Does not qualify: every Ante played is paid, every Play returned." : "Does not qualify: an Ante whose hand ranks higher is paid, the others push; every Play returned.",
        },
      };
    }
    case "complete":
      return { command: "settle", send: { type: "settle" }, label: "Settle the round", hint: "From the player to the left of the player-dealer, clockwise: Ante, Play, Pair Plus, 6 Card Bonus." };
  }
}

function settlementNext(round: ThreeCardPokerRoundInProgress): ThreeCardPokerNextAction {
  const s = round.settlement;
  const adjustment = s ? adjustmentWalkView(round) : null;
  if (adjustment) {
    const next = adjustmentNextAction(adjustment, round.settledLines);
    if (next.command === "end-round") return { ...next, command: "end-round", send: { type: "end-round" } };
    return { ...next, command: "advance-settlement", send: { type: "advance-settlement", through: round.settledLines + 1 } };
  }
  if (s && round.settledLines < s.walk.lines.length) {
    const line = s.walk.lines[round.settledLines]!;
    return {
      command: "advance-settlement",
      send: { type: "advance-settlement", through: round.settledLines + 1 },
      label: `${lineVerb(line)} seat ${line.seat}${line.backline ? ` backline${line.bettor ? ` (${line.bettor})` : ""}` : ""}: ${betName(line.bet)}`,
      hint: `${formatCents(line.toPlayer)} to the player; bank ${formatCents(line.bankAfter)} after.`,
    };
  }
  return { command: "end-round", send: { type: "end-round" }, label: "Finish the round", hint: "Every line is settled. The cards go to the discard rack; the other deck comes out of the shuffler." };
}

/** The settlement walk from the player-dealer's left (there is no action button): dealerSharedFields' `walk`. */
function settlementView(s: ThreeCardPokerRoundInProgress["settlement"], settledLines: number, paidBefore: ThreeCardPokerRoundInProgress["paidBefore"]): ThreeCardPokerSettlementView | null {
  if (!s) return null;
  const adjustment = adjustmentWalkView({ settlement: s, settledLines, paidBefore });
  return {
    lines: s.walk.lines,
    settledLines,
    adjustment,
    toWalk: adjustment ? adjustment.steps.length : s.walk.lines.length,
    bankBefore: s.walk.bank,
    bankAfter: s.walk.bankAfter,
    pdNet: s.walk.pdNet,
    // The first seat the walk settles after the forfeits: the player-dealer's left, or the next seat with a wager.
    actionSeat: s.walk.lines[s.collectedAtFold]?.seat ?? s.startSeat,
    exhaustedAfter: s.walk.exhaustedAfter,
    collectedAtFold: s.collectedAtFold,
    playerDealerQualifies: s.playerDealerQualifies,
  };
}

function nextAction(state: ThreeCardPokerTableState): ThreeCardPokerNextAction {
  const table = tableNextAction(state);
  if (table) {
    const label = table.label === "Start a shoe" ? "Bring in the two decks" : table.label;
    const hint = table.label === "Start a shoe" ? "Two single decks with backs of different colours, one dealt while the other is shuffled. Choose where the cards come from." : table.hint;
    return { ...table, label, hint, send: table.command ? { type: table.command } : null };
  }
  return state.round ? roundNextAction(state, state.round) : { command: null, send: null, label: "", hint: "" };
}

export function threeCardPokerDealerView(state: ThreeCardPokerTableState, role: "dealer" | "supervisor" = "dealer", display?: ThreeCardPokerDisplayView, parts?: ViewParts): ThreeCardPokerDealerView {
  const base = display ?? threeCardPokerDisplayView(state, parts);
  // Two single decks dealt in turn, not a shoe of a chosen count: no deck choice to offer.
  const shared = dealerSharedFields(state, base.fees, betName, [], parts, settlementView);
  const round = state.round;
  const last = round?.steps.at(-1);
  return {
    // The layout's four areas; the Play wager is made after the deal, so the tablet takes no wager on it.
    bets: ["ante", "play", "pair-plus", "six-card-bonus"].map((id) => ({ id, name: betName(id), backline: true, limits: null })),
    next: nextAction(state),
    canUndo: round?.phase === "dealing" && last !== undefined && ((last.kind === "deal-stack" && last.source !== "server") || last.kind === "enter-results" || ((last.kind === "reveal-hand" || last.kind === "reveal-player-dealer") && last.cards !== undefined)),
    decks: keptPart(parts, "tcp.decks", deckInfo, state.decks),
    floorCorrections: true,
    dealtCards: keptPart(parts, "tcp.dealtCards", dealtCards, round?.play ?? null, false),
    decisions: decisionsOf(state.settings, round, parts),
    // The shared fields (dealerSharedFields) and the display's after this view's own, and only what replaces one of them after those (role-views.ts says why).
    ...shared,
    ...base,
    role,
    fees: { ...shared.fees, dropped: round !== null && round.phase !== "betting" },
  };
}

/** The round's decisions, kept while what its replay reads is the same (after each step of the walk, the same list). */
function decisionsOf(settings: ThreeCardPokerTableState["settings"], round: ThreeCardPokerRoundInProgress | null, parts: ViewParts | undefined): RecordedDecisionView[] {
  const dealt = round && (round.phase === "dealing" || round.phase === "settling") ? round : null;
  if (!settings || !dealt) return [];
  return grownPart(parts, "tcp.decisions", grownDecisions, settings, dealt.steps, dealt.wagers, dealt.bank, dealt.playerDealerSeat);
}

type Steps = ThreeCardPokerRoundInProgress["steps"];
type LastDecisions = LastPart<RecordedDecisionView[], NonNullable<ThreeCardPokerTableState["settings"]>, Steps, ThreeCardPokerRoundInProgress["wagers"], ThreeCardPokerRoundInProgress["bank"], ThreeCardPokerRoundInProgress["playerDealerSeat"]>;

/**
 * The decisions after one more step that is neither a decision nor the folds collected: the same
 * list (a decision's options are read at its own step, and only the folds collected close one);
 * else the round replayed (roundDecisions).
 */
function grownDecisions(
  last: LastDecisions | undefined,
  settings: NonNullable<ThreeCardPokerTableState["settings"]>,
  steps: Steps,
  wagers: ThreeCardPokerRoundInProgress["wagers"],
  bank: ThreeCardPokerRoundInProgress["bank"],
  playerDealerSeat: ThreeCardPokerRoundInProgress["playerDealerSeat"],
): RecordedDecisionView[] {
  const added = steps.at(-1);
  if (last && added && added.kind !== "decide" && added.kind !== "collect-folds" && last.a === settings && last.c === wagers && last.d === bank && last.e === playerDealerSeat && oneStepOn(last.b, steps)) return last.value;
  return roundDecisions(settings, steps, wagers, bank, playerDealerSeat);
}

/** `steps` are `before` and one more, each the same step. */
function oneStepOn(before: Steps, steps: Steps): boolean {
  if (steps.length !== before.length + 1) return false;
  for (let i = 0; i < before.length; i++) if (before[i] !== steps[i]) return false;
  return true;
}

/** The decisions of a round dealt with the other each could have been (common/decision-corrections.ts). */
function roundDecisions(
  settings: NonNullable<ThreeCardPokerTableState["settings"]>,
  steps: ThreeCardPokerRoundInProgress["steps"],
  wagers: ThreeCardPokerRoundInProgress["wagers"],
  bank: ThreeCardPokerRoundInProgress["bank"],
  playerDealerSeat: ThreeCardPokerRoundInProgress["playerDealerSeat"],
): RecordedDecisionView[] {
  const replay = threeCardPokerDecisionReplay(threeCardPokerGameOf(settings).game, settings.seats, { playerDealerSeat, bank, wagers }, (error) => {
    throw error;
  });
  return recordedDecisions(steps, replay);
}

/** The last round's lists for the floor's correction form (EndedRoundOptions.lists): its cards (the supervisor's as recorded) and decisions, as the views list them. */
export function threeCardPokerEndedLists(
  round: ThreeCardPokerRoundInProgress,
  settings: NonNullable<ThreeCardPokerTableState["settings"]>,
  role: "dealer" | "supervisor",
): { readonly dealtCards: readonly DealtCard[]; readonly decisions: readonly RecordedDecisionView[] } {
  return { dealtCards: dealtCards(round.play ?? null, role === "supervisor"), decisions: decisionsOf(settings, round, undefined) };
}

/**
 * Every card of the round in dealing order (the index a correction names), where it went in words;
 * for the dealer only the cards face up on the table, for the supervisor every card as recorded.
 */
function dealtCards(play: RoundState | null, recorded: boolean): DealtCard[] {
  if (!play) return [];
  const out: DealtCard[] = [];
  const add = (cards: readonly string[], whose: string, shown: (i: number) => boolean) =>
    cards.forEach((card, i) => out.push({ index: out.length, card: recorded || shown(i) ? card : FACE_DOWN, where: `${whose} card ${i + 1}${whose === "Player-dealer" && i === 0 ? " (up card)" : ""}` }));
  for (const h of play.hands) add(h.cards, `Seat ${h.seat}`, () => h.revealed);
  add(play.playerDealer.cards, "Player-dealer", (i) => i === 0 || play.playerDealer.revealed);
  return out;
}

/** Every hand's cards as recorded, face down or not (the supervisor's). */
function recordedCards(play: RoundState | null): ThreeCardPokerSupervisorView["recorded"] {
  return play ? { playerDealer: [...play.playerDealer.cards], hands: play.hands.map((h) => ({ seat: h.seat, cards: [...h.cards] })) } : null;
}

export function threeCardPokerSupervisorView(state: ThreeCardPokerTableState, dealerBase?: ThreeCardPokerDealerView, parts?: ViewParts): ThreeCardPokerSupervisorView {
  const play = state.round?.play ?? null;
  return {
    recorded: keptPart(parts, "tcp.recorded", recordedCards, play),
    // supervisorViewBase's fields in the same literal: one copy of the dealer's view, not a copy of its copy.
    feeSource: keptPart(parts, "supervisor.feeSource", feeSourceText, state.settings!),
    ...(dealerBase ?? threeCardPokerDealerView(state, "supervisor", undefined, parts)),
    role: "supervisor",
    dealtCards: keptPart(parts, "tcp.dealtCards.recorded", dealtCards, play, true),
  };
}

/** The three views, each made only when read. */
export function threeCardPokerViews(state: ThreeCardPokerTableState, parts?: ViewParts): ThreeCardPokerViews {
  return roleViews(state, { display: threeCardPokerDisplayView, dealer: threeCardPokerDealerView, supervisor: threeCardPokerSupervisorView }, parts);
}
