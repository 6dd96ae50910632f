/**
 * The commands a dealer tablet, a card-reading shoe or a supervisor may send to a No Bust table,
 * each declared once (common/command-set.ts): its schema, the roles that may send it, its handler
 * and the floor's words for the events it records. The shell answers seating, the bank, the shoe,
 * the timer, the settlement walk and the floor's table commands and corrections
 * (common/shell-commands.ts); the commands every blackjack-style table takes alike, with their
 * handlers and words, are declared in common/blackjack-commands.ts, given what is No Bust's own
 * (its cards, bets and decisions, its engine, fees and words); No Bust adds dropping the fees.
 */
import { z } from "zod";
import { NoBustRefusal, type NextStep, type NoBustGame, type NoBustSettlement, type RoundState } from "../../no-bust";
import { refuse } from "../machine";
import { blackjackCommandsOf, type BlackjackWords } from "../common/blackjack-commands";
import { INSURANCE_ANSWERS } from "../common/blackjack-decisions";
import { completedRoundWords } from "../common/blackjack-round-words";
import { commandsOf } from "../common/command-set";
import { ROUND_STEP } from "../common/commands";
import { guard } from "../common/decide";
import { decideStep } from "../common/engine-steps";
import { feeWagers } from "../common/round-steps";
import { floorCorrectionCommands, shellCommands } from "../common/shell-commands";
import { completedNoBustRound, decisionReplay, ENGINE, shellGame } from "./decide";
import type { NoBustTableEvent } from "./events";
import { betName, noBustGameOf } from "./game-of";
import { fate, stepWords } from "./round-words";
import { openPlay, replaySteps } from "./steps";
import type { CompletedNoBustRound, NoBustStep, NoBustTableSettings, NoBustTableState, NoBustWagerEntry } from "./state";

/** A card, or "JK" for a joker (the Joker edition's shoe). */
const card = z.string().regex(/^(?:[A2-9TJQK][SHDC]|10[SHDC]|JK)$/i, "a card is a rank (A 2-9 T J Q K) and a suit (S H D C), e.g. TD, or JK for a joker");

/** No Bust's types, as the commands every blackjack table takes read them. */
interface NoBustTypes {
  readonly settings: NoBustTableSettings;
  readonly game: NoBustGame;
  readonly wager: NoBustWagerEntry;
  readonly step: NoBustStep;
  readonly play: RoundState;
  readonly next: NextStep;
  readonly settlement: NoBustSettlement;
  readonly completed: CompletedNoBustRound;
}

/** What the floor's words for No Bust's events read: the table before and after the event. */
export type NoBustWords = BlackjackWords<NoBustTypes>;

const { declare, set } = commandsOf<NoBustTableState, NoBustTableEvent, NoBustWords>();
const gameOf = (state: NoBustTableState) => shellGame(state.settings!);

/**
 * Each command once: its schema, who may send it, its rule, and the floor's words for what it
 * records; the table's guard (set up, the sender's role, not closed or paused) before any of them.
 */
export const NO_BUST_COMMANDS = set(guard, [
  ...shellCommands<NoBustTableState>(gameOf),
  ...floorCorrectionCommands<NoBustTableState>(gameOf),
  ...blackjackCommandsOf<NoBustTypes>()({
    card,
    bets: ["main", "buster"],
    decisions: ["hit", "stand", "double", "split", "surrender"],
    // A seat's insurance answer recorded wrongly is corrected as a decision is (DC8); No Bust has no early surrender.
    answers: INSURANCE_ANSWERS,
    maxCards: 60,
    gameOf: noBustGameOf,
    betRefusal: (game, bet) => (bet === "buster" && !game.buster ? refuse("UNKNOWN_BET", `${game.name} has no Buster bet.`) : null),
    engine: ENGINE,
    engineErrors: [NoBustRefusal],
    openPlay: (settings, round) => openPlay(noBustGameOf(settings).game, settings.seats, round),
    replay: (settings, round, steps) => replaySteps(noBustGameOf(settings).game, settings.seats, round, steps),
    decisionReplay,
    feeWagers: (wagers) => feeWagers(wagers, (bet) => (bet === "main" ? "game" : "bonus")),
    completedRound: (settings, round) => completedNoBustRound(noBustGameOf(settings).game, round, round.play, round.settlement, false),
    words: {
      bet: (bet, before) => (before.settings ? betName(noBustGameOf(before.settings).game, bet) : bet),
      step: (step, before, after, n) => stepWords(step, before?.play ?? null, after?.play ?? null, n, before?.fees ? before.fees.reduce((s, f) => s + f.cents, 0) : null),
      completed: (round) => completedRoundWords(round, fate),
    },
  }),
  declare({
    /** 6.0 and 2014: the fees fixed at "no more bets" are dropped after the initial two-card hands. */
    schema: z.object({ type: z.literal("drop-fees") }).strict(),
    roles: ROUND_STEP,
    // Its step is said with the round's other steps (StepTaken, worded in common/blackjack-commands.ts).
    decide: (state) => decideStep(state.round, ENGINE, () => ({ kind: "fees" })),
  }),
]);

export const NoBustCommand = NO_BUST_COMMANDS.schema;
export type NoBustCommand = z.infer<typeof NoBustCommand>;

export const ALL_NO_BUST_COMMAND_TYPES = NO_BUST_COMMANDS.types;
