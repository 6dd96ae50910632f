/**
 * The commands a blackjack-style table (No Bust, twenty-one) takes alike, each declared once here
 * (command-set.ts): its schema, the roles that may send it, its handler and the floor's words for
 * the events it records. The round's own: a wager on the layout, a card dealt, insurance, the hole
 * card checked or turned over, a player's decision, and the floor's correction of a card or of a
 * decision; and the shared ones both answer alike: the shoe ended, betting opened and closed, a
 * wager taken back, a card undone, the round settled, ended or voided.
 *
 * Each step of the round is tried on the family's rules engine first, so a step the rules forbid is
 * refused with the engine's own reason and the table stays exactly as it was. The family gives what
 * differs (`BlackjackFamily`): its card codes, bets, decisions and how many cards a round may hold;
 * its configured game, engine and replay; the fees fixed at "no more bets"; its finished round; and
 * how its bets, steps and finished rounds read in words. It declares its own commands beside these
 * (No Bust's fees dropped after the deal, twenty-one's early surrender).
 */
import { z } from "zod";
import type { BankWalk } from "../../bank-walk";
import type { FeeWager, ScheduleOption } from "../../fees";
import type { Cents } from "../../money";
import type { SeatNumber } from "../../seats";
import type { WageringRules } from "../../wagers/bet-rules";
import { refuse, type Decision, type Refusal } from "../machine";
import { dealStep, holeCardStep, type DealStep, type HoleCardStep } from "./blackjack-steps";
import { decideCardCorrection, type CardStep } from "./card-corrections";
import type { CardStepRound, CardStepTableEvent, CardStepTableState } from "./card-step-table";
import { commandsOf } from "./command-set";
import { cents, FLOOR_ONLY, placeWagerSchema, reason, ROUND_STEP, seat, SHARED_COMMANDS } from "./commands";
import { bettingOpenRefusal, decideCloseBetting, decideOpenRound, decideVoid, endShoe, handFees } from "./decide";
import { decideDecisionCorrection, type DecisionReplay } from "./decision-corrections";
import { decideEndRound, decideSettle, decideStep, playableRound, replayRefusal, type RoundEngine } from "./engine-steps";
import { wagerWords } from "./floor-fields";
import { decidePlaceWager, decideRemoveWager, decideUndoCard, type WagerEntry } from "./round-steps";
import type { TableSettingsBase } from "./settings";

type Words = readonly [string, ...string[]];
type No = { ok: false; refusal: Refusal };

/** More steps than any round records (cards, insurance, decisions, the hole card). */
export const DECISION_STEPS_AT_MOST = 400;

/** A blackjack family's types, as the commands it shares read them. */
export interface BlackjackTypes {
  readonly settings: TableSettingsBase;
  /** The configured game. */
  readonly game: { readonly name: string };
  readonly wager: WagerEntry;
  /** The round's steps: the ones these commands make (`BlackjackCommandStep`) and the family's own. */
  readonly step: CardStep;
  /** The round as its engine plays it. */
  readonly play: { readonly playerDealer: readonly string[] };
  /** What the engine says comes next. */
  readonly next: { readonly kind: string; readonly faceDown?: boolean };
  readonly settlement: { readonly walk: BankWalk; readonly conservation: { readonly ok: boolean } };
  /** A finished round, as the history keeps it. */
  readonly completed: { readonly bankAfter: Cents };
}

export type BlackjackRound<X extends BlackjackTypes> = CardStepRound<X["wager"], X["step"], X["play"], X["settlement"]>;
export type BlackjackTableState<X extends BlackjackTypes> = CardStepTableState<X["settings"], BlackjackRound<X>, X["completed"]>;
export type BlackjackTableEvent<X extends BlackjackTypes> = CardStepTableEvent<X["settings"], X["wager"], X["step"], X["settlement"], X["completed"]>;

/** What the floor's words for a blackjack family's events read: the table before and after the event. */
export interface BlackjackWords<X extends BlackjackTypes> {
  readonly before: BlackjackTableState<X>;
  readonly after: BlackjackTableState<X>;
}

/** The steps these commands make, which every blackjack family's steps include. */
export type BlackjackCommandStep<K extends string> =
  | DealStep
  | HoleCardStep
  | { readonly kind: "insurance"; readonly seat: SeatNumber; readonly amount: Cents }
  | { readonly kind: "decide"; readonly seat: SeatNumber; readonly hand: number; readonly decision: { readonly kind: "double"; readonly amount: Cents } | { readonly kind: K } };

/** A round once it is settled: its play and settlement. */
type SettledRound<X extends BlackjackTypes> = BlackjackRound<X> & { readonly play: X["play"]; readonly settlement: X["settlement"] };

/** What a blackjack family gives the commands it shares: `B` its bets, `K` its decisions, `A` the seats' answers a correction may put right too. */
export interface BlackjackFamily<X extends BlackjackTypes, B extends Words, K extends Words, A extends readonly string[]> {
  /** A card as the dealer or a reader enters it. */
  readonly card: z.ZodString;
  readonly bets: B;
  readonly decisions: K;
  /** The seats' answers a correction may put right too (twenty-one: insurance and early surrender; No Bust: insurance; blackjack-decisions.ts). */
  readonly answers?: A;
  /** More cards than any round deals (a card correction's index). */
  readonly maxCards: number;
  /** The configured game and its wagering rules. */
  gameOf(settings: X["settings"]): { readonly game: X["game"]; readonly rules: WageringRules };
  /** The refusal of a bet the configured game does not take (a bonus bet it does not offer); null when it takes it. */
  betRefusal(game: X["game"], bet: string): No | null;
  /** The rules engine as the table drives it; its refusals in the table's words. */
  readonly engine: RoundEngine<X["play"], X["step"], X["next"], X["settlement"]>;
  /** The engine's errors: a round it cannot open is refused as not playable when betting closes. */
  readonly engineErrors: Parameters<typeof playableRound>[2];
  /** The round as the engine opens it when betting closes. */
  openPlay(settings: X["settings"], round: BlackjackRound<X>): X["play"];
  /** The round's play with `steps` in place of its own; throws the engine's refusal. */
  replay(settings: X["settings"], round: BlackjackRound<X>, steps: readonly X["step"][]): X["play"];
  /** The round's decisions as a correction replays them (decision-corrections.ts). */
  decisionReplay(settings: X["settings"], round: BlackjackRound<X>): DecisionReplay<X["play"], X["step"]>;
  /** The wagers the fees are fixed on at "no more bets". */
  feeWagers(wagers: readonly X["wager"][]): FeeWager[];
  /** The option charged when betting closes, where it is not the schedule's own. */
  chargedOption?(settings: X["settings"]): ScheduleOption | undefined;
  /** What a finished round leaves for the history and the display. */
  completedRound(settings: X["settings"], round: SettledRound<X>): X["completed"];
  /** How the family's events read in the floor's words. */
  readonly words: {
    /** A bet by the layout's name ("Game wager"), at the table as it was. */
    bet(bet: string, before: BlackjackTableState<X>): string;
    /** A step of the round, given the round before and after it; `n` is the card's place in the round when the step is a card. */
    step(step: X["step"], before: BlackjackRound<X> | null, after: BlackjackRound<X> | null, n: number): string;
    /** A finished round. */
    completed(round: X["completed"]): string;
  };
}

/**
 * The commands a blackjack family `X` shares, as declarations to put in its command list
 * (command-set.ts): `blackjackCommandsOf<X>()(family)`.
 */
export function blackjackCommandsOf<X extends BlackjackTypes>() {
  type State = BlackjackTableState<X>;
  type Event = BlackjackTableEvent<X>;
  const { declare } = commandsOf<State, Event, BlackjackWords<X>>();

  return function blackjackCommands<const B extends Words, const K extends Words, const A extends readonly string[] = readonly []>(family: BlackjackFamily<X, B, K, A>) {
    const { card } = family;
    const corrected = [...family.decisions, ...(family.answers ?? [])] as unknown as readonly [K[number] | A[number], ...(K[number] | A[number])[]];
    const hand = z.number().int().min(0).max(3);
    // The table's guard has passed before any handler: the table is set up.
    const settingsOf = (state: State) => state.settings!;
    /** A step these commands make, tried on the family's engine (its steps include these: BlackjackTypes.step). */
    const step = (state: State, make: (play: X["play"]) => BlackjackCommandStep<K[number]> | No) => decideStep(state.round, family.engine, make as (play: X["play"]) => X["step"] | No);

    return [
      declare({
        ...SHARED_COMMANDS["end-shoe"],
        decide: (state, _command, ctx) => endShoe(state, ctx),
      }),
      declare({ ...SHARED_COMMANDS["open-betting"], decide: (state, _command, ctx) => decideOpenRound(state, ctx) }),
      declare({
        schema: placeWagerSchema(family.bets),
        roles: ROUND_STEP,
        decide(state, command, ctx) {
          const settings = settingsOf(state);
          const round = state.round;
          const { game, rules } = family.gameOf(settings);
          const closed = bettingOpenRefusal(round, ctx.now);
          if (closed || !round) return closed ?? refuse("NO_ROUND", "Open betting first.");
          const refused = family.betRefusal(game, command.bet);
          if (refused) return refused;
          // The wager as placed, of the family's bets (the schema's).
          return decidePlaceWager({ ...state, settings, round }, command, rules) as Decision<Event>;
        },
        words: { WagerPlaced: (event, { before }) => wagerWords(event.wager, family.words.bet(event.wager.bet, before)) },
      }),
      declare({ ...SHARED_COMMANDS["remove-wager"], decide: (state, command) => decideRemoveWager(state, command.wagerId, family.gameOf(settingsOf(state)).rules) }),
      declare({
        ...SHARED_COMMANDS["close-betting"],
        decide(state, _command, ctx) {
          const settings = settingsOf(state);
          const closing = playableRound(state.round, (r) => family.openPlay(settings, r), family.engineErrors);
          if (!closing.ok) return closing;
          return decideCloseBetting(state, handFees(closing.round, family.feeWagers(closing.round.wagers)), ctx, family.chargedOption?.(settings));
        },
      }),
      declare({
        /** A card entered by the dealer or sent by a card-reading shoe; with a server shoe, no card: the server draws. */
        schema: z.object({ type: z.literal("deal-card"), card: card.optional(), faceDown: z.boolean().optional(), source: z.enum(["dealer", "reader"]).optional() }).strict(),
        roles: ROUND_STEP,
        decide: (state, command) => step(state, (play) => dealStep(state, play, command, family.engine)),
        // Every step of the round is recorded as StepTaken (a card, insurance, the hole card, a
        // decision, and the family's own steps): worded here, once, as the family says its steps.
        words: {
          StepTaken: (event, { before, after }) => {
            const round = before.round;
            const n = (round?.steps.filter((s) => s.kind === "deal").length ?? 0) + 1;
            return family.words.step(event.step, round, after.round, n);
          },
        },
      }),
      declare({
        /** A seat's insurance against the player-dealer's ace: 0 declines. */
        schema: z.object({ type: z.literal("insurance"), seat, amount: z.number().int().min(0).max(100_000_000) }).strict(),
        roles: ROUND_STEP,
        decide: (state, command) => step(state, () => ({ kind: "insurance", seat: command.seat, amount: command.amount })),
      }),
      declare({
        schema: z.object({ type: z.literal("check-hole-card"), card: card.optional() }).strict(),
        roles: ROUND_STEP,
        decide: (state, command) => step(state, (play) => holeCardStep(state, play, command, family.engine)),
      }),
      declare({
        schema: z.object({ type: z.literal("expose-hole-card"), card: card.optional() }).strict(),
        roles: ROUND_STEP,
        decide: (state, command) => step(state, (play) => holeCardStep(state, play, command, family.engine)),
      }),
      declare({
        schema: z
          .object({
            type: z.literal("player-decision"),
            seat,
            hand,
            decision: z.enum(family.decisions),
            /** A double for less than the wager, where the game allows it. */
            amount: cents.optional(),
          })
          .strict(),
        roles: ROUND_STEP,
        decide(state, command) {
          const decision = command.decision === "double" && command.amount !== undefined ? { kind: "double" as const, amount: command.amount } : { kind: command.decision };
          return step(state, () => ({ kind: "decide", seat: command.seat, hand: command.hand, decision }));
        },
      }),
      declare({ ...SHARED_COMMANDS["undo-card"], decide: (state) => decideUndoCard(state.round) }),
      declare({ ...SHARED_COMMANDS.settle, decide: (state) => decideSettle(state.round, family.engine) }),
      declare({
        ...SHARED_COMMANDS["end-round"],
        decide: (state, _command, ctx) => decideEndRound(state, ctx, (r) => family.completedRound(settingsOf(state), r)),
        words: { RoundCompleted: (event) => family.words.completed(event.round) },
      }),
      declare({ ...SHARED_COMMANDS["void-round"], decide: (state, command, ctx) => decideVoid(state, command.reason, ctx) }),
      // Supervisor
      declare({
        schema: z.object({ type: z.literal("correct-card"), index: z.number().int().min(0).max(family.maxCards), card, reason }).strict(),
        roles: FLOOR_ONLY,
        decide(state, command, ctx) {
          const settings = settingsOf(state);
          const round = state.round;
          return decideCardCorrection(state, command, ctx, (steps) => (round ? replayRefusal(() => family.replay(settings, round, steps), family.engine.refusal) : null));
        },
      }),
      declare({
        /** A player's decision (or a seat's answer) recorded wrongly: its step (its place in the round's steps) and what it should have been; insurance taken or a double for less with its amount. */
        schema: z.object({ type: z.literal("correct-decision"), index: z.number().int().min(0).max(DECISION_STEPS_AT_MOST), decision: z.enum(corrected), amount: cents.optional(), reason }).strict(),
        roles: FLOOR_ONLY,
        decide(state, command, ctx) {
          const round = state.round;
          if (!round) return refuse("NO_DECISIONS", "There is no hand in play to correct.");
          return decideDecisionCorrection(state, command, ctx, family.decisionReplay(settingsOf(state), round));
        },
      }),
    ] as const;
  };
}
