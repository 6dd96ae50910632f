/**
 * The views of a Pai Gow Tiles table by role. The display view is built from public facts only
 * (`visibleRound`): the dice and the action button, which seats have their stack and have set, the
 * player-dealer's hands once set (they are turned over as set), each player's hands and result once
 * turned over. It never holds a tile still face down, even one the system knows (the server's
 * woodpile, a house-way setting), nor player names or staff data. The dealer's view adds the
 * wagers, the fees, the next step with what it needs, and the tiles the dealer has on record or
 * must see to enter a step; the supervisor's adds every tile as recorded and the server's woodpile.
 */
import type { Cents } from "../../money";
import {
  dealOrder,
  nextStep,
  seatOf,
  tilesOut,
  visibleRound,
  type RoundState,
  type StackTo,
  type TileId,
  type VisibleHands,
  type VisibleRound,
  type WagerOutcome,
} from "../../pai-gow-tiles";
import { keptPart, type ViewParts } from "../common/kept-parts";
import { dealerSharedFields, feeSourceText, roleViews, type DealerViewBase } from "../common/role-views";
import { coverageWarning, settlementNextAction, tableNextAction, tablePublicView, type CoverageWarning, type FloorCorrectionSupport, type NextAction, type TablePublicView } from "../common/views";
import { paiGowTilesCoverage } from "./coverage";
import { NO_SHOE } from "./decide";
import { betName, paiGowTilesGameOf } from "./game-of";
import { enteredTiles } from "./steps";
import { fingerprintOf, type ShoeCommitment } from "../../cards/shoe-commitment";

/** The fingerprint of the hand's woodpile while it is in play (each hand's woodpile is its own shoe). */
function woodpileShown(round: PaiGowTilesRoundInProgress | null): ShoeCommitment | null {
  const c = round?.woodpile ? round.woodpileCommitment : null;
  return c ? { shoeId: c.id, fingerprint: fingerprintOf(c.orderHash) } : null;
}
import type { CompletedPaiGowTilesRound, PaiGowTilesRoundInProgress, PaiGowTilesTableState, PaiGowTilesWagerEntry, TileSource } from "./state";

/** A seat in play this hand, as everyone may see it. */
export interface TilesSeatView {
  readonly seat: number;
  readonly role: "player" | "player-dealer";
  /** The woodpile stack it took (1 = the first dealt); null until dealt. */
  readonly stack: number | null;
  readonly set: boolean;
  /** Set by the house dealer the house way. */
  readonly byHouseWay: boolean;
  /** The two hands once turned over, with their names; null while face down. */
  readonly hands: VisibleHands | null;
  /** A player's result, once its hands and the player-dealer's are turned over. */
  readonly result: WagerOutcome | null;
}

/** Whose move it is, as the wall says it. */
export type TilesTurn =
  | { readonly kind: "dice" }
  | { readonly kind: "deal"; readonly firstSeat: number }
  | { readonly kind: "set"; readonly seats: readonly number[] }
  | { readonly kind: "player-dealer"; readonly seat: number }
  | { readonly kind: "expose"; readonly seat: number }
  /** Results-only entry: the hands are compared at the table; the dealer enters the results. */
  | { readonly kind: "results" }
  | { readonly kind: "settle" };

export interface PaiGowTilesDisplayView extends TablePublicView {
  readonly role: "display";
  readonly family: "pai-gow-tiles";
  readonly gameName: string;
  /** How the table enters a hand: every tile, or the results only (the wall then shows no tile). */
  readonly entry: "cards" | "results";
  /** The three dice's total this hand, once thrown. */
  readonly dice: number | null;
  /** The seat the dice landed on: it took the first stack. */
  readonly landedOn: number | null;
  /** The action button: settlement starts there. */
  readonly actionSeat: number | null;
  /** The seats in play this hand, the player-dealer's included, in seat order. */
  readonly hands: readonly TilesSeatView[];
  readonly turn: TilesTurn | null;
  /** The last finished hand, while no hand is being played. */
  readonly lastRound: CompletedPaiGowTilesRound | null;
  /** Before the dice: the wagers the bank could not cover, or null when it covers them all (coverage.ts). */
  readonly coverage: CoverageWarning | null;
}

/** A seat's tiles as the system has them on record (staff only). */
export interface TilesOnRecord {
  readonly seat: number;
  readonly role: "player" | "player-dealer";
  readonly stack: number | null;
  /** Its four tiles, where the dealer may see them now; null otherwise. */
  readonly tiles: readonly TileId[] | null;
  /** Its two hands, where known to the dealer (set the house way, turned over, the player-dealer's). */
  readonly split: { readonly high: readonly TileId[]; readonly low: readonly TileId[] } | null;
  readonly setBy: "player" | "house-way" | null;
  readonly exposed: boolean;
}

export interface PaiGowTilesNextAction extends NextAction {
  /** The rules engine's step while the hand is played. */
  readonly step?: "roll-dice" | "deal" | "set-hands" | "player-dealer-sets" | "expose" | "enter-results" | "complete";
  /**
   * Results-only entry: the players whose result is entered, in settlement order (clockwise from the
   * action button once the dice are in; in seat order before, when the dice total is the last tap).
   */
  readonly resultSeats?: readonly number[];
  /** The dice: the server throws them (its own woodpile), or the dealer enters the total. */
  readonly serverRolls?: boolean;
  /** The stacks in dealing order (the deal). */
  readonly stacks?: readonly StackTo[];
  /** The players still to set, in any order. */
  readonly seats?: readonly number[];
  /** The seat this step is about: the player-dealer setting, the player turning over. */
  readonly seat?: number;
  /** That seat's four tiles when the server dealt them: the dealer taps the split instead of entering tiles. */
  readonly known?: readonly TileId[] | null;
  /** The player-dealer's hands are always set the house way at this table (option playerDealerSets). */
  readonly houseWayOnly?: boolean;
}

export interface PaiGowTilesDealerView extends Omit<PaiGowTilesDisplayView, "role" | "fees">, Omit<DealerViewBase<PaiGowTilesWagerEntry>, "shoeInfo">, FloorCorrectionSupport {
  readonly bets: readonly { readonly id: string; readonly name: string; readonly backline: boolean; readonly limits: { readonly min: Cents; readonly max: Cents } | null }[];
  readonly next: PaiGowTilesNextAction;
  readonly canUndo: boolean;
  /** No shoe at a table of tiles. */
  readonly shoeInfo: null;
  readonly corrections: PaiGowTilesRoundInProgress["corrections"];
  /** Where the tiles come from at this table. */
  readonly tileSource: TileSource;
  /** This hand's source (the table's when it opened). */
  readonly roundSource: TileSource | null;
  readonly onRecord: readonly TilesOnRecord[];
  /** Tiles out this hand as the system knows them (the pad greys out a face whose copies are all out). */
  readonly tilesOut: readonly TileId[];
  /** The tiles the dealer entered this hand, in order (a supervisor corrects one by its index). */
  readonly entered: readonly { readonly index: number; readonly tile: TileId }[];
  /** The stacks are out this hand: the floor's misdeal takes them off (and betting can no longer reopen). */
  readonly stacksDealt: boolean;
}

export interface PaiGowTilesSupervisorView extends PaiGowTilesDealerView {
  readonly role: "supervisor";
  /** Every seat's tiles and hands as recorded, face down or not. */
  readonly recorded: readonly TilesOnRecord[];
  /** The server's woodpile for this hand (its own source), stack 1 first. */
  readonly woodpile: readonly TileId[] | null;
  readonly feeSource: string;
}

export interface PaiGowTilesViews {
  readonly dealer: PaiGowTilesDealerView;
  readonly display: PaiGowTilesDisplayView;
  readonly supervisor: PaiGowTilesSupervisorView;
}

function turnOf(play: RoundState): TilesTurn | null {
  const step = nextStep(play);
  // Entered by results, the dice come with the results (the last tap): the players see the hands compared.
  if (play.game.entry === "results" && step.kind !== "complete") return { kind: "results" };
  switch (step.kind) {
    case "roll-dice":
      return { kind: "dice" };
    case "deal":
      return { kind: "deal", firstSeat: step.seat };
    case "set-hands":
      return { kind: "set", seats: step.seats };
    case "player-dealer-sets":
      return { kind: "player-dealer", seat: step.seat };
    case "expose":
      return { kind: "expose", seat: step.seat };
    case "enter-results":
      return { kind: "results" };
    case "complete":
      return { kind: "settle" };
  }
}

/** What the table shows of the round (kept while its play is the same: naming and comparing the hands turned over reads every tile). */
function visibleOf(play: RoundState | null): VisibleRound | null {
  return play ? visibleRound(play) : null;
}

function seatViews(play: RoundState | null, visible: VisibleRound | null): TilesSeatView[] {
  if (!play || !visible) return [];
  return visible.seats.map((s) => ({
    seat: s.seat,
    role: s.role,
    stack: seatOf(play, s.seat)?.stack ?? null,
    set: s.set,
    byHouseWay: s.byHouseWay,
    hands: s.hands,
    result: s.result,
  }));
}

export function paiGowTilesDisplayView(state: PaiGowTilesTableState, parts?: ViewParts): PaiGowTilesDisplayView {
  const settings = state.settings;
  if (!settings) throw new Error("the table has no settings yet");
  const { game } = paiGowTilesGameOf(settings);
  const round = state.round;
  const play = round?.play ?? null;
  const visible = keptPart(parts, "tiles.visible", visibleOf, play);
  return {
    role: "display",
    family: "pai-gow-tiles",
    gameName: game.name,
    entry: game.entry,
    dice: visible?.dice ?? null,
    landedOn: visible?.landedOn ?? (round ? null : (state.lastRound?.landedOn ?? null)),
    actionSeat: visible?.actionSeat ?? (round ? null : (state.lastRound?.actionSeat ?? null)),
    hands: keptPart(parts, "tiles.hands", seatViews, play, visible),
    turn: play && round?.phase === "dealing" ? keptPart(parts, "tiles.turn", turnOf, play) : null,
    lastRound: round ? null : state.lastRound,
    coverage: round ? coverageWarning(paiGowTilesCoverage(settings, round), round.bank, betName) : null,
    // The table's public fields after this view's own, and only what replaces one of them after those (fields added after a copy cost V8 a new hidden class per view: docs/performance.md, issue 30).
    ...tablePublicView(state, parts),
    // No shoe: the woodpile is shuffled for every hand; the hands played from this source, nothing to count down.
    shoe: { hands: state.tiles.hands, cardsRemaining: null, cutCardOut: false, commitment: woodpileShown(round) },
  };
}

const who = (seat: number, pdSeat: number) => (seat === pdSeat ? "the player-dealer" : `seat ${seat}`);

function stacksHint(stacks: readonly StackTo[], pdSeat: number): string {
  return `Counterclockwise: ${stacks.map((s) => `stack ${s.stack} to ${s.inPlay ? who(s.seat, pdSeat) : `seat ${s.seat} (vacant: set it aside)`}`).join(", ")}.`;
}

function roundNextAction(round: PaiGowTilesRoundInProgress): PaiGowTilesNextAction {
  if (round.phase === "betting") {
    return { command: "close-betting", label: "No more bets", hint: round.wagers.length ? "Closing betting fixes the fees: drop them before the dice." : "Enter the wagers on the layout first." };
  }
  if (round.phase === "settling") return settlementNextAction(round, betName);
  const play = round.play;
  if (!play) return { command: null, label: "Close betting", hint: "" };
  const step = nextStep(play);
  const server = round.source === "server";
  const pd = round.playerDealerSeat;
  const players = play.seats.filter((s) => s.role === "player").map((s) => s.seat);
  switch (step.kind) {
    case "roll-dice":
      // Results-only entry: the results come first on the tablet, and the dice total (the last tap) places the action button and settles.
      if (play.game.entry === "results") {
        return {
          command: null,
          step: step.kind,
          serverRolls: false,
          resultSeats: players,
          label: "Enter the results, then the dice total",
          hint: "Tap each seat's result against the player-dealer's hands (both higher wins, one higher pushes; copies and two zero hands go to the player-dealer), then the dice total.",
        };
      }
      return server
        ? { command: "roll-dice", step: step.kind, serverRolls: true, label: "Roll the dice", hint: "The server throws three dice for the player-dealer: the total places the first stack and the action button." }
        : { command: null, step: step.kind, serverRolls: false, label: "Enter the dice total", hint: "The player-dealer shakes the cup: tap the total of the three dice." };
    case "deal": {
      const stacks = dealOrder(play);
      return {
        command: "deal-stacks",
        step: step.kind,
        stacks,
        label: server ? "Deal the stacks from the woodpile" : `Deal the stacks: stack 1 to ${who(step.seat, pd)}`,
        hint: server ? `The server shuffled the tiles. ${stacksHint(stacks, pd)}` : `Four tiles a stack, face down. ${stacksHint(stacks, pd)}`,
      };
    }
    case "set-hands":
      return {
        command: null,
        step: step.kind,
        seats: step.seats,
        label: `Players set their hands: seat${step.seats.length > 1 ? "s" : ""} ${step.seats.join(", ")}`,
        hint: "Tap Set as each player sets face down, or House way to set a player's tiles for them. The player-dealer sets last.",
      };
    case "player-dealer-sets": {
      const houseWayOnly = play.game.playerDealerSets === "house-way";
      return {
        command: null,
        step: step.kind,
        seat: step.seat,
        known: server ? (seatOf(play, step.seat)?.tiles ?? null) : null,
        houseWayOnly,
        label: houseWayOnly ? "Set the player-dealer's tiles the house way" : "The player-dealer sets: enter the high and low hands",
        hint: "The player-dealer's hands are turned over as they are set.",
      };
    }
    case "expose": {
      const seat = seatOf(play, step.seat);
      if (seat?.split) {
        return { command: "expose-hands", step: step.kind, seat: step.seat, label: `Turn over seat ${step.seat}'s hands`, hint: "Set the house way: the hands are on record. Compare them with the player-dealer's." };
      }
      return {
        command: null,
        step: step.kind,
        seat: step.seat,
        known: server ? (seat?.tiles ?? null) : null,
        label: `Turn over seat ${step.seat}: enter the high and low hands`,
        hint: "In settlement order, clockwise from the action button.",
      };
    }
    case "enter-results":
      return {
        command: null,
        step: step.kind,
        resultSeats: step.seats,
        label: "Enter the results",
        hint: "Tap each seat's result against the player-dealer's hands (both higher wins, one higher pushes; copies and two zero hands go to the player-dealer); then settle.",
      };
    case "complete":
      return { command: "settle", step: step.kind, label: "Settle the round", hint: "Shows who is paid, collected or returned, seat by seat clockwise from the action button." };
  }
}

/** The seat whose tiles the next step shows the dealer (the tiles known to the server), if any. */
function knownSeat(next: PaiGowTilesNextAction): number | undefined {
  return next.known !== undefined && next.known !== null ? next.seat : undefined;
}

function onRecord(play: RoundState | null, shownSeat: number | undefined, everything: boolean): TilesOnRecord[] {
  if (!play) return [];
  return play.seats.map((s) => {
    const splitShown = everything || s.exposed || s.setBy === "house-way";
    const tilesShown = everything || splitShown || (shownSeat !== undefined && shownSeat === s.seat);
    return {
      seat: s.seat,
      role: s.role,
      stack: s.stack,
      tiles: tilesShown ? s.tiles : null,
      split: splitShown ? s.split : null,
      setBy: s.setBy,
      exposed: s.exposed,
    };
  });
}

function tilesOutOf(play: RoundState | null): readonly TileId[] {
  return play ? tilesOut(play) : [];
}

function lastStepByDealer(round: PaiGowTilesRoundInProgress | null): boolean {
  const last = round?.steps.at(-1);
  if (!last || round?.phase !== "dealing") return false;
  return !((last.kind === "dice" && last.source === "server") || (last.kind === "deal" && last.tiles !== null));
}

/** The tiles the dealer entered this round, in order (none where the server dealt them): a supervisor corrects one by its index. */
function enteredList(source: PaiGowTilesRoundInProgress["source"] | undefined, steps: PaiGowTilesRoundInProgress["steps"] | undefined): PaiGowTilesDealerView["entered"] {
  return source === "dealer" && steps ? enteredTiles(steps).map((e, index) => ({ index, tile: e.tile })) : [];
}

/** The last round's list for the floor's correction form (EndedRoundOptions.lists): its tiles entered, as the dealer's and the supervisor's views list them. */
export function paiGowTilesEndedLists(round: PaiGowTilesRoundInProgress): { readonly entered: PaiGowTilesDealerView["entered"] } {
  return { entered: enteredList(round.source, round.steps) };
}

export function paiGowTilesDealerView(state: PaiGowTilesTableState, role: "dealer" | "supervisor" = "dealer", display?: PaiGowTilesDisplayView, parts?: ViewParts): PaiGowTilesDealerView {
  const shown = display ?? paiGowTilesDisplayView(state, parts);
  const shared = dealerSharedFields(state, shown.fees, betName, [], parts); // tiles, not decks: no deck choice to offer
  const round = state.round;
  const play = round?.play ?? null;
  const next: PaiGowTilesNextAction = tableNextAction(state, NO_SHOE) ?? (round ? roundNextAction(round) : { command: null, label: "", hint: "" });
  return {
    bets: [{ id: "main", name: betName("main"), backline: true, limits: null }],
    next,
    canUndo: lastStepByDealer(round),
    tileSource: state.tiles.source,
    roundSource: round?.source ?? null,
    onRecord: keptPart(parts, "tiles.onRecord", onRecord, play, knownSeat(next), false),
    tilesOut: keptPart(parts, "tiles.out", tilesOutOf, play),
    entered: keptPart(parts, "tiles.entered", enteredList, round?.source, round?.steps),
    stacksDealt: round?.steps.some((s) => s.kind === "deal") ?? false,
    // The shared floor corrections (commands.ts declares them: the shell's, the misdeal and reopened betting its own): the tablet offers them.
    floorCorrections: true,
    // The shared fields (dealerSharedFields) and the display's after this view's own, and only what replaces one of them after those (role-views.ts says why).
    ...shared,
    ...shown,
    role,
    fees: shared.fees,
    shoeInfo: null,
  };
}

export function paiGowTilesSupervisorView(state: PaiGowTilesTableState, dealerBase?: PaiGowTilesDealerView, parts?: ViewParts): PaiGowTilesSupervisorView {
  const dealer = dealerBase ?? paiGowTilesDealerView(state, "supervisor", undefined, parts);
  // supervisorViewBase's fields in the same literal: one copy of the dealer's view, not a copy of its copy.
  return {
    recorded: keptPart(parts, "tiles.recorded", onRecord, state.round?.play ?? null, knownSeat(dealer.next), true),
    woodpile: state.round?.woodpile ?? null,
    feeSource: keptPart(parts, "supervisor.feeSource", feeSourceText, state.settings!),
    ...dealer,
    role: "supervisor",
  };
}

/** The three views, each made only when read. */
export function paiGowTilesViews(state: PaiGowTilesTableState, parts?: ViewParts): PaiGowTilesViews {
  return roleViews(state, { display: paiGowTilesDisplayView, dealer: paiGowTilesDealerView, supervisor: paiGowTilesSupervisorView }, parts);
}
