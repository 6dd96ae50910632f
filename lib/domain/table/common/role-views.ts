/**
 * How a family's three views stand on each other, the same way in every family: the dealer's view
 * is the display's with what the dealer works with (the seated players, the wagers by name, the fee
 * lines, the bank's offer, the settlement walk, the shoe, the floor's corrections), the
 * supervisor's is the dealer's with the fee option's filing source, and each is made only when read.
 * Each family adds its own round (its bets, its next step, its hands).
 */
import type { BankWalkLine } from "../../bank-walk";
import type { FeeLine } from "../../fees";
import type { Cents } from "../../money";
import type { SeatNumber } from "../../seats";
import type { ShellRound, ShellState } from "./decide";
import type { CorrectionView } from "./floor-records";
import type { EndedRoundView } from "./ended-round-corrections";
import { keptPart, type ViewParts } from "./kept-parts";
import type { TableSettingsBase } from "./settings";
import { roundAdjustment, type PaidMoney, type PaidRound, type SettlementDifference } from "./settlement-difference";

/** A correction of a round already paid, as the dealer's view says it (DealerViewBase.settlementCorrection). */
export type SettlementCorrectionView = { readonly pending: true } | ({ readonly pending: false } & SettlementDifference) | null;
import { shoeInfo } from "./shoe";
import { bankOffer, feeTotals, settlementView, type AdjustmentWalkView, type TablePublicView } from "./views";

/** The settlement as the dealer walks it, line by line from the action button. */
export interface SettlementWalkView {
  /** The settlement's ledger lines (after a correction of a round already paid: the corrected ledger, on record, not walked). */
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
  readonly actionSeat: number;
  readonly exhaustedAfter: number | null;
}

/** What the dealer's view of a banked family holds beside the display's, whatever its game. */
export interface DealerViewBase<W> {
  readonly role: "dealer" | "supervisor";
  readonly players: readonly { readonly seat: number; readonly name: string | null }[];
  readonly wagers: readonly (W & { readonly betName: string })[];
  readonly fees: TablePublicView["fees"] & { readonly lines: readonly FeeLine[] | null; readonly total: Cents | null };
  readonly offer: ReturnType<typeof bankOffer>;
  readonly settlement: SettlementWalkView | null;
  readonly shoeInfo: ReturnType<typeof shoeInfo>;
  /** The deck counts the game may be dealt with (the shoe form's choices; the same list `start-shoe` checks); empty for a game played with no cards (tiles). */
  readonly deckChoices: readonly number[];
  readonly corrections: readonly CorrectionView[];
  /**
   * A correction of a round whose money was already paid: once the round is settled again, the
   * difference to make at the table per seat and for the bank (settlement-difference.ts); kept
   * after the round ends until the next one opens. `pending`: settled again not yet.
   */
  readonly settlementCorrection: SettlementCorrectionView;
  /**
   * The last round, ended, while the floor may still correct it (no round being dealt): after a
   * correction, the differences to make at the table (ended-round-corrections.ts); absent otherwise.
   */
  readonly endedRound?: EndedRoundView;
}

/** A wager as the dealer's view lists it: the family's own entry, which names its bet. */
type Wager = { readonly id: string; readonly seat: SeatNumber; readonly backline: boolean; readonly bet: string };

/** A settlement walked from the action button, as the banked families with one record it. */
type ButtonSettlement = { readonly actionButton: { readonly seat: number } } & WalkedSettlement;

/** A round's settlement record: its walk, whatever else the family records. */
type WalkedSettlement = NonNullable<ShellRound["settlement"]>;

type DealerRound<W extends Wager, T extends WalkedSettlement = ButtonSettlement> = Omit<ShellRound, "wagers" | "settlement"> & {
  readonly wagers: readonly W[];
  readonly settlement: T | null;
  readonly corrections: readonly CorrectionView[];
  readonly paidBefore?: PaidMoney | null;
};

/** The dealer's shared fields without the display's (each family's dealer's view sets them in its one object, dealerSharedFields). */
export interface DealerSharedFields<W, S extends SettlementWalkView = SettlementWalkView> {
  readonly players: DealerViewBase<W>["players"];
  readonly wagers: DealerViewBase<W>["wagers"];
  readonly offer: DealerViewBase<W>["offer"];
  readonly settlement: S | null;
  readonly shoeInfo: DealerViewBase<W>["shoeInfo"];
  readonly deckChoices: DealerViewBase<W>["deckChoices"];
  readonly corrections: DealerViewBase<W>["corrections"];
  readonly settlementCorrection: DealerViewBase<W>["settlementCorrection"];
  /** The display's posted fees with the round's fee lines and their total. */
  readonly fees: DealerViewBase<W>["fees"];
}

type DealerState<W extends Wager, T extends WalkedSettlement = ButtonSettlement> = Omit<ShellState, "round"> & { readonly round: DealerRound<W, T> | null; readonly lastAdjustment?: SettlementDifference | null };

/**
 * The settlement walk as a family's dealer's view shows it, made from the round's settlement record,
 * the lines marked done and the money paid before a correction (a module's function, kept by those
 * three: kept-parts.ts). A family whose walk starts elsewhere than an action button hands its own
 * to dealerSharedFields; the others get the one from the action button.
 */
export type SettlementWalkOf<T extends WalkedSettlement, S extends SettlementWalkView> = (settlement: T | null, settledLines: number, paidBefore: PaidMoney | null | undefined) => S | null;

/**
 * The dealer's shared fields (`displayFees`: the display's posted fees); `betName` names a wager's
 * bet. `parts`: the table's kept view parts (kept-parts.ts); `betName` is then kept by identity with
 * the wagers, so a family that keeps parts hands the same function while the game is the same.
 *
 * Each family's dealer's view is one object literal: its own fields, these, the display's, and only
 * what replaces one of them after those (`role`, `fees`). A view copied into another object and
 * copied again cost kilobytes a command (docs/performance.md "Issue 30"); baccarat's, made after
 * every command on the server's path, names every field instead of spreading the display's.
 */
export function dealerSharedFields<W extends Wager>(
  state: DealerState<W>,
  displayFees: TablePublicView["fees"],
  betName: (bet: string) => string,
  deckChoices: readonly number[],
  parts?: ViewParts,
): DealerSharedFields<W>;
/** The same, with the family's own settlement walk (`walk`): for a settlement with no action button. */
export function dealerSharedFields<W extends Wager, T extends WalkedSettlement, S extends SettlementWalkView>(
  state: DealerState<W, T>,
  displayFees: TablePublicView["fees"],
  betName: (bet: string) => string,
  deckChoices: readonly number[],
  parts: ViewParts | undefined,
  walk: SettlementWalkOf<T, S>,
): DealerSharedFields<W, S>;
export function dealerSharedFields<W extends Wager>(
  state: DealerState<W, WalkedSettlement>,
  displayFees: TablePublicView["fees"],
  betName: (bet: string) => string,
  deckChoices: readonly number[],
  parts?: ViewParts,
  walk: SettlementWalkOf<WalkedSettlement, SettlementWalkView> = settlementOf as SettlementWalkOf<WalkedSettlement, SettlementWalkView>,
): DealerSharedFields<W> {
  const round = state.round;
  return {
    players: keptPart(parts, "dealer.players", seatedPlayersOf, state.settings?.seats ?? 0, state.rotation?.seated ?? null),
    wagers: keptPart(parts, "dealer.wagers", wagerViews<W>, round?.wagers ?? NO_WAGERS, betName),
    offer: keptPart(parts, "dealer.offer", offerOf, state.rotation),
    settlement: round ? keptPart(parts, "dealer.settlement", walk, round.settlement, round.settledLines, round.paidBefore) : null,
    shoeInfo: keptPart(parts, "dealer.shoeInfo", shoeInfo, state.shoe),
    deckChoices,
    corrections: round?.corrections ?? NO_CORRECTIONS,
    settlementCorrection: settlementCorrectionOf(round, state.lastAdjustment ?? null),
    fees: keptPart(parts, "dealer.fees", dealerFees, displayFees, round?.fees ?? null),
  };
}

const NO_WAGERS: readonly never[] = [];
const NO_CORRECTIONS: readonly CorrectionView[] = [];

function wagerViews<W extends Wager>(wagers: readonly W[], betName: (bet: string) => string): readonly (W & { readonly betName: string })[] {
  return wagers.map((w) => ({ ...w, betName: betName(w.bet) }));
}

function seatedPlayersOf(seats: number, seated: NonNullable<ShellState["rotation"]>["seated"] | null): DealerViewBase<never>["players"] {
  return Array.from({ length: seats }, (_, i) => ({ seat: i + 1, name: seated?.[i] ?? null }));
}

function offerOf(rotation: ShellState["rotation"]): DealerViewBase<never>["offer"] {
  return bankOffer({ rotation } as ShellState);
}

function settlementOf(settlement: ButtonSettlement | null, settledLines: number, paidBefore: PaidMoney | null | undefined): SettlementWalkView | null {
  return settlementView({ settlement, settledLines, paidBefore } as Parameters<typeof settlementView>[0]);
}

function dealerFees(fees: TablePublicView["fees"], lines: readonly FeeLine[] | null): DealerViewBase<never>["fees"] {
  return { ...fees, ...feeTotals(lines) };
}

/**
 * The adjustment in force: the round's once it is settled again, else the last round's until the
 * next opens, or while the next is in betting when the last was corrected after it ended.
 */
export function settlementCorrectionOf(round: (PaidRound & { readonly phase?: string }) | null, last: SettlementDifference | null): SettlementCorrectionView {
  if (!round || (round.phase === "betting" && !round.paidBefore)) return last ? { pending: false, ...last } : null;
  if (!round.paidBefore) return null;
  const adjustment = roundAdjustment(round);
  return adjustment ? { pending: false, ...adjustment } : { pending: true };
}

/** The fee option's filing source as the supervisor reads it: "000_46d7.txt L162-166 (note)". */
export function feeSourceText(settings: TableSettingsBase): string {
  const src = settings.fee.option.source;
  return `${src.file} L${src.lines}${src.note ? ` (${src.note})` : ""}`;
}

/** The supervisor's view on the dealer's (`dealerBase` when the dealer's is made already, else `dealer()` makes it for the supervisor). */
export function supervisorViewBase<V extends { readonly role: string }>(settings: TableSettingsBase, dealerBase: V | undefined, dealer: () => V, parts?: ViewParts): Omit<V, "role"> & { readonly role: "supervisor"; readonly feeSource: string } {
  // The added field before the copy, as in each family's dealer's view (dealerSharedFields).
  return { feeSource: keptPart(parts, "supervisor.feeSource", feeSourceText, settings), ...(dealerBase ?? dealer()), role: "supervisor" };
}

/** A family's three view builders over its state; `parts`: the table's kept view parts (kept-parts.ts), where the family keeps any. */
export interface ViewBuilders<S, P, D, U> {
  display(state: S, parts?: ViewParts): P;
  dealer(state: S, role: "dealer", display: NoInfer<P>, parts?: ViewParts): D;
  supervisor(state: S, dealer: NoInfer<D>, parts?: ViewParts): U;
}

/**
 * The three views, each made only when read: the dealer's on top of the display's, the supervisor's
 * on top of the dealer's. The same object as `lazyViews` makes (its getters, in its order), without
 * the three functions and the object it takes: this runs after every command, and each function
 * made here is also named at run time by the server's loader (tsx's `__name`, 1.4 KB a command in
 * the heap profile with lazyViews, docs/performance.md).
 */
export function roleViews<S, P, D, U>(state: S, views: ViewBuilders<S, P, D, U>, parts?: ViewParts): { readonly dealer: D; readonly display: P; readonly supervisor: U } {
  let display: P | undefined;
  let dealer: D | undefined;
  let supervisor: U | undefined;
  return {
    get display() {
      return (display ??= views.display(state, parts));
    },
    get dealer() {
      return (dealer ??= views.dealer(state, "dealer", this.display, parts));
    },
    get supervisor() {
      return (supervisor ??= views.supervisor(state, this.dealer, parts));
    },
  };
}
