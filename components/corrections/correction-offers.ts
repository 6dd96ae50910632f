/**
 * What the floor may correct at a table now, and each correction in a dealer's words ("Seat 3:
 * Double → Hit", "Card 6, Banker card 3: Two of diamonds → Four of diamonds", "Winner: seat 5 →
 * seat 7"): pure, read by the shared correction form on the floor's table page and on the tablet.
 */
import { cardLabel, cardName } from "@/lib/client/card-entry";
import { dollars, parseDollars } from "@/lib/client/dollars";
import type { CorrectionType } from "@/lib/contract/corrections";
import type { DealtCard, HandSettingView, RecordedDecisionView } from "@/lib/domain/table/common/views";
import { describeTile, TILE_IDS, type TileId } from "@/lib/domain/pai-gow-tiles/tiles";

export type { CorrectionType };

/** A pot's winners as the award names them: the high hand(s) and, in hi/lo, the low hand(s). */
export interface PotWinners {
  readonly high: readonly number[];
  readonly low?: readonly number[];
  /** The pot's amount as recorded, where every pot's amount was entered (side pots). */
  readonly cents?: number;
}

/** What a correction form reads of a table (the dealer's or the supervisor's view of any family). */
export interface CorrectableView {
  readonly tableId: string;
  readonly status: string;
  readonly phase: string;
  readonly handNumber: number;
  readonly settlement?: { readonly settledLines: number } | null;
  readonly dealtCards?: readonly DealtCard[];
  /** The players' decisions on record (the families that correct them) and the others the rules allowed each. */
  readonly decisions?: readonly RecordedDecisionView[];
  /** The seats' hands as set (pai gow poker), for a hand set wrongly. */
  readonly handSettings?: readonly HandSettingView[];
  /** Pai Gow Tiles: the stacks are out (no cards listed, but a misdeal takes them off and betting can no longer reopen). */
  readonly stacksDealt?: boolean;
  /** The family takes the shared floor corrections (misdeal, reopen betting, undo a settlement line). */
  readonly floorCorrections?: true;
  /** Where the family corrects an award (poker): whether the last hand's award may still be corrected. */
  readonly correctable?: boolean;
  /** The last hand as recorded (poker), its pots' winners and the seats dealt in. */
  readonly lastHandRecord?: { readonly handNumber: number; readonly dealtIn: readonly number[]; readonly pots: readonly PotWinners[]; readonly potCents: number | null } | null;
  readonly hiLo?: boolean;
  /** The tiles the dealer entered this hand, in order (a game of tiles: a supervisor corrects one by its place). */
  readonly entered?: readonly { readonly index: number; readonly tile: string }[];
  /** The last round, ended, while no round is being dealt: its own lists, for a correction after it ended (DC6b). */
  readonly endedRound?: Pick<CorrectableView, "dealtCards" | "decisions" | "handSettings" | "entered"> & {
    readonly handNumber: number;
    readonly correctable: boolean;
    /** After a correction once it ended: how many of its differences are marked made (the last one marked may be undone). */
    readonly walk?: { readonly done: number } | null;
  };
}

/** The corrections of what a round recorded (a card, a decision, a hand setting, a tile). */
const ROUND_CORRECTIONS: readonly CorrectionType[] = ["correct-card", "correct-decision", "correct-hand", "correct-tile"];

/**
 * The last round, ended, as the form corrects it while no round is being dealt (betting open or
 * between rounds): its hand number and the view with its lists in place of the round's, or null.
 */
export function lastRoundOffer(view: CorrectableView): { readonly handNumber: number; readonly view: CorrectableView; readonly corrections: readonly CorrectionType[] } | null {
  const ended = view.endedRound;
  if (!ended?.correctable || (view.phase !== "betting" && view.phase !== "waiting")) return null;
  const last: CorrectableView = { ...view, phase: "settling", settlement: null, floorCorrections: undefined, dealtCards: ended.dealtCards, decisions: ended.decisions, handSettings: ended.handSettings, entered: ended.entered };
  const corrections = correctionsFor(last).filter((c) => ROUND_CORRECTIONS.includes(c));
  return corrections.length ? { handNumber: ended.handNumber, view: last, corrections } : null;
}

/** Each correction's title and what it does, as the form offers it. */
export const WHAT: Record<CorrectionType, { title: string; detail: string }> = {
  "pause-table": { title: "Pause the table", detail: "Nothing can be dealt or bet until the floor resumes it." },
  "resume-table": { title: "Resume the table", detail: "The dealer carries on from where the table stopped." },
  "void-round": { title: "Void the round", detail: "Every wager goes back and the fees are reversed; the hand counts for the bank." },
  "declare-misdeal": { title: "Misdeal", detail: "The cards dealt come off the table; the wagers and fees stand and the hand is dealt again." },
  "correct-card": { title: "Correct a card", detail: "A card entered wrong is replaced; the hand plays on from the corrected cards." },
  "correct-decision": { title: "Correct a decision", detail: "A player's decision tapped wrong (Double for Hit, Fold for Play), or an answer to insurance or surrender recorded wrong, is replaced; the hand is replayed with it." },
  "correct-hand": { title: "Correct a hand setting", detail: "A seat's hand entered set wrongly is set again as the player set it; the round is replayed with it." },
  "reopen-betting": { title: "Reopen betting", detail: "Only before the first card: the fees are reversed and fixed again at no more bets." },
  "undo-settlement-line": { title: "Undo the last payment marked done", detail: "The last payment or collection tapped done (after a correction of a round already paid: the last difference) is to be made again; the money goes back first." },
  "correct-tile": { title: "Correct a tile", detail: "A tile entered wrong is replaced; the hand plays on from the corrected tiles." },
  "correct-award": { title: "Correct the last award", detail: "The pot went to the wrong seat: name the right winner(s); the hand's record and the wall follow." },
};

/** Until when an award can be corrected, as decide.ts allows it (poker's correct-award). */
export const AWARD_WINDOW = "Only the hand just finished, until the next hand is dealt or anything else is recorded at the table (a seat taken or left, time collected, the clock).";

/** "seat 5", "seats 5 and 7", "seats 2, 5 and 7". */
export function seatsWords(seats: readonly number[]): string {
  const sorted = [...seats].sort((a, b) => a - b);
  if (sorted.length === 0) return "nobody";
  return sorted.length === 1 ? `seat ${sorted[0]}` : `seats ${sorted.slice(0, -1).join(", ")} and ${sorted.at(-1)}`;
}

/** An award in words, one pot after another: "Winner: seat 5", "Main pot: seats 2 and 5; low seat 7". */
export function awardWords(pots: readonly PotWinners[]): string {
  if (pots.length === 1 && !pots[0]!.low?.length) return `${pots[0]!.high.length > 1 ? "Winners" : "Winner"}: ${seatsWords(pots[0]!.high)}`;
  return pots.map((p, i) => `${pots.length > 1 ? (i === 0 ? "Main pot" : `Side pot ${i}`) : "Pot"}: ${seatsWords(p.high)}${p.low?.length ? `; low ${seatsWords(p.low)}` : ""}`).join(" · ");
}

/** The change an award correction makes, in words: "Winner: seat 5 → seat 7". */
export function awardChangeWords(from: readonly PotWinners[], to: readonly PotWinners[]): string {
  if (from.length === 1 && to.length === 1 && !from[0]!.low?.length && !to[0]!.low?.length) return `${to[0]!.high.length > 1 || from[0]!.high.length > 1 ? "Winners" : "Winner"}: ${seatsWords(from[0]!.high)} → ${seatsWords(to[0]!.high)}`;
  return `${awardWords(from)} → ${awardWords(to)}`;
}

/** The decisions on record that another decision could have been: those the floor may correct. */
export function correctableDecisions(view: Pick<CorrectableView, "decisions">): RecordedDecisionView[] {
  return (view.decisions ?? []).filter((d) => d.options.length > 0);
}

/**
 * A decision correction in words: "Seat 3 hand 1: Double → Hit"; a seat's answer as the table words
 * it, "Seat 3: insurance taken ($5.00) → declined", "Seat 2: surrendered → plays on", insurance
 * taken with the amount typed: "Seat 3: insurance declined → taken ($2.50)".
 */
export function decisionChangeWords(recorded: RecordedDecisionView, to: string, amount?: number | null): string {
  const right = recorded.options.find((o) => o.decision === to);
  if (right?.change) return right.amounts && amount != null ? `${right.change} (${dollars(amount)})` : right.change;
  return `${recorded.who}: ${recorded.words} → ${right?.words ?? to}`;
}

/**
 * The amounts the right answer may carry (insurance taken) and the amount as typed: the most the
 * seat could take (half the wager) until the supervisor types another; null amounts for an answer
 * with none.
 */
export function decisionAnswerAmount(recorded: RecordedDecisionView | null, rightDecision: string, amountText: string): { readonly amounts: { readonly min: number; readonly max: number } | null; readonly amount: number | null } {
  const amounts = recorded?.options.find((o) => o.decision === rightDecision)?.amounts ?? null;
  if (!amounts) return { amounts: null, amount: null };
  return { amounts, amount: amountText.trim() === "" ? amounts.max : parseDollars(amountText) };
}

/** Why an amount typed for an answer (insurance taken) cannot be sent, or null: it must be within the seat's amounts. */
export function answerAmountProblem(amounts: { readonly min: number; readonly max: number }, amount: number | null): string | null {
  if (amount === null) return `Type the insurance the player took, ${dollars(amounts.min)} to ${dollars(amounts.max)}.`;
  if (amount < amounts.min || amount > amounts.max) return `The insurance is ${dollars(amounts.min)} to ${dollars(amounts.max)} (half the wager) for this seat.`;
  return null;
}

/** Why the amount of the right answer cannot be sent, or null: within the seat's amounts, and not the amount on record for the same answer. */
export function decisionAmountProblem(recorded: RecordedDecisionView | null, rightDecision: string, amounts: { readonly min: number; readonly max: number }, amount: number | null): string | null {
  const problem = answerAmountProblem(amounts, amount);
  if (problem) return problem;
  if (recorded && rightDecision === recorded.decision && amount === recorded.amount) return `That is the insurance on record (${dollars(amount)}): type the amount the player took.`;
  return null;
}

/** A hand as set, in words: "Seat 2's hand: high K♠ Q♠ J♠ 9♦ 4♣, low 8♥ 2♦". */
export function handSettingWords(seat: number, high: readonly string[], low: readonly string[]): string {
  return `Seat ${seat}'s hand: high ${high.map(cardLabel).join(" ")}, low ${low.map(cardLabel).join(" ")}`;
}

/** A hand correction in words: "Seat 2's hand: high … low … → high … low …". */
export function handChangeWords(recorded: HandSettingView, low: readonly string[]): string {
  const high = recorded.cards.filter((c) => !low.includes(c));
  return `${handSettingWords(recorded.seat, recorded.high, recorded.low)} → high ${high.map(cardLabel).join(" ")}, low ${low.map(cardLabel).join(" ")}`;
}

/** A card correction in words, the cards by their names: "Card 6, Banker card 3: Two of diamonds → Four of diamonds". */
export function cardChangeWords(dealt: DealtCard, to: string): string {
  return `Card ${dealt.index + 1}, ${dealt.where}: ${cardName(dealt.card)} → ${cardName(to)}`;
}

/** A correction on record in words, with its reason: the family's own words, else a card's place and both cards by their names ("Card 6: Two of diamonds → Four of diamonds (misread)"). */
export function recordedCorrectionWords(c: { readonly index: number; readonly from: string; readonly to: string; readonly reason: string; readonly words?: string }): string {
  return `${c.words ?? `Card ${c.index + 1}: ${cardName(c.from)} → ${cardName(c.to)}`} (${c.reason})`;
}

/** A tile by its name, "Chop Gow (3-6)", from its id or its face. */
export function tileWords(tile: string): string {
  const id = (TILE_IDS as readonly string[]).includes(tile) ? (tile as TileId) : TILE_IDS.find((t) => t.replace(/[ab]$/, "") === tile);
  return id ? describeTile(id) : tile;
}

/** The tiles a supervisor may name as the right one: each face once, in rank order, with its name. */
export const TILE_FACES: readonly { readonly face: string; readonly words: string }[] = [...new Set(TILE_IDS.map((t) => t.replace(/[ab]$/, "")))].map((face) => ({ face, words: tileWords(face) }));

/** A tile correction in words: "Tile 2: Teen (6-6) → Chop Gow (3-6)". */
export function tileChangeWords(entered: { readonly index: number; readonly tile: string }, to: string): string {
  return `Tile ${entered.index + 1}: ${tileWords(entered.tile)} → ${tileWords(to)}`;
}

/** The corrections that apply to the table now, in the order a supervisor reaches for them. */
export function correctionsFor(view: CorrectableView): CorrectionType[] {
  const out: CorrectionType[] = [view.status === "paused" ? "resume-table" : "pause-table"];
  const cards = (view.dealtCards ?? []).length > 0;
  const dealt = cards || view.stacksDealt === true;
  // Only what the table's family takes: the shared corrections where its view says it takes them,
  // a card correction where it lists its cards, an award correction where it records awards.
  const shared = view.floorCorrections === true;
  if (view.phase === "betting" || view.phase === "dealing" || view.phase === "settling") out.push("void-round");
  if (shared && view.phase === "dealing" && dealt) out.push("declare-misdeal");
  if ((view.phase === "dealing" || view.phase === "settling") && cards) out.push("correct-card");
  if ((view.phase === "dealing" || view.phase === "settling") && correctableDecisions(view).length > 0) out.push("correct-decision");
  if ((view.phase === "dealing" || view.phase === "settling") && (view.handSettings ?? []).length > 0) out.push("correct-hand");
  if ((view.phase === "dealing" || view.phase === "settling") && (view.entered ?? []).length > 0) out.push("correct-tile");
  if (shared && view.phase === "dealing" && !dealt) out.push("reopen-betting");
  if (shared && view.phase === "settling" && (view.settlement?.settledLines ?? 0) > 0) out.push("undo-settlement-line");
  // The last round's differences after a correction once it ended: the last one marked made may be undone while no round is being dealt.
  const endedWalk = view.endedRound?.correctable ? (view.endedRound.walk?.done ?? 0) : 0;
  if (shared && (view.phase === "betting" || view.phase === "waiting") && endedWalk > 0) out.push("undo-settlement-line");
  if (view.correctable === true && view.lastHandRecord) out.push("correct-award");
  return out;
}

