/**
 * The commands a dealer tablet, a card-reading shoe or a supervisor may send to a twenty-one table
 * (Pure 21.5, Pure Spanish 21.5, Blackjack X), each declared once (common/command-set.ts): its
 * schema, the roles that may send it, its handler and the floor's words for the events it records.
 * The shell answers seating, the bank, the shoe, the timer, the settlement walk and the floor's
 * table commands and corrections (misdeal, betting reopened, a settlement line undone:
 * common/shell-commands.ts); the commands every blackjack-style table takes alike, with their
 * handlers and words, are declared in common/blackjack-commands.ts, given what is twenty-one's own
 * (its cards, bets and decisions, its engine, fees and words); twenty-one adds early surrender.
 */
import { z } from "zod";
import { BUSTER_BET, MATCH_BET, twentyOneFeeWagers, TwentyOneRefusal, type NextStep, type RoundState, type TwentyOneGame, type TwentyOneSettlement } from "../../twenty-one";
import { refuse } from "../machine";
import { blackjackCommandsOf, type BlackjackWords } from "../common/blackjack-commands";
import { OFFER_ANSWERS } from "../common/blackjack-decisions";
import { commandsOf } from "../common/command-set";
import { ROUND_STEP, seat } from "../common/commands";
import { guard } from "../common/decide";
import { decideStep } from "../common/engine-steps";
import { floorCorrectionCommands, shellCommands } from "../common/shell-commands";
import { chargedOption, completedTwentyOneRound, decisionReplay, ENGINE, shellGame } from "./decide";
import type { TwentyOneTableEvent } from "./events";
import { betName, twentyOneGameOf } from "./game-of";
import { completedWords, stepWords } from "./round-words";
import { openPlay, replaySteps } from "./steps";
import type { CompletedTwentyOneRound, TwentyOneTableSettings, TwentyOneTableState, TwentyOneTableStep, TwentyOneWagerEntry } from "./state";

/** A card: these games are played without jokers. */
const card = z.string().regex(/^(?:[A2-9TJQK][SHDC]|10[SHDC])$/i, "a card is a rank (A 2-9 T J Q K) and a suit (S H D C), e.g. KD");

/** Twenty-one's types, as the commands every blackjack table takes read them. */
interface TwentyOneTypes {
  readonly settings: TwentyOneTableSettings;
  readonly game: TwentyOneGame;
  readonly wager: TwentyOneWagerEntry;
  readonly step: TwentyOneTableStep;
  readonly play: RoundState;
  readonly next: NextStep;
  readonly settlement: TwentyOneSettlement;
  readonly completed: CompletedTwentyOneRound;
}

/** What the floor's words for twenty-one's events read: the table before and after the event. */
export type TwentyOneWords = BlackjackWords<TwentyOneTypes>;

const { declare, set } = commandsOf<TwentyOneTableState, TwentyOneTableEvent, TwentyOneWords>();
const gameOf = (state: TwentyOneTableState) => shellGame(state.settings!);

/**
 * Each command once: its schema, who may send it, its rule, and the floor's words for what it
 * records; the table's guard (set up, the sender's role, not closed or paused) before any of them.
 */
export const TWENTY_ONE_COMMANDS = set(guard, [
  ...shellCommands<TwentyOneTableState>(gameOf),
  ...floorCorrectionCommands<TwentyOneTableState>(gameOf),
  ...blackjackCommandsOf<TwentyOneTypes>()({
    card,
    // The bets: the game wager, the Buster Blackjack Bonus, Match the Dealer Up Card.
    bets: ["main", "buster", "match"],
    decisions: ["hit", "stand", "double", "split", "surrender", "rescue"],
    answers: OFFER_ANSWERS,
    maxCards: 80,
    gameOf: twentyOneGameOf,
    betRefusal(game, bet) {
      if (bet === BUSTER_BET && !game.buster) return refuse("UNKNOWN_BET", `${game.name} has no Buster Blackjack Bonus.`);
      if (bet === MATCH_BET && !game.match) return refuse("UNKNOWN_BET", `${game.name} has no Match the Dealer Up Card bet.`);
      return null;
    },
    engine: ENGINE,
    engineErrors: [TwentyOneRefusal],
    openPlay: (settings, round) => openPlay(twentyOneGameOf(settings).game, settings.seats, round),
    replay: (settings, round, steps) => replaySteps(twentyOneGameOf(settings).game, settings.seats, round, steps),
    decisionReplay,
    // Total table action is every wager placed before the deal; doubles, splits, surrender and insurance never reach it.
    feeWagers: twentyOneFeeWagers,
    chargedOption,
    completedRound: (settings, round) => completedTwentyOneRound(twentyOneGameOf(settings).game, round, round.play, round.settlement, false),
    words: {
      // Bets by the layout's names ("Game wager", not its id).
      bet: (bet) => betName(bet),
      step: (step, before, after, n) => stepWords(step, before?.play ?? null, after?.play ?? null, n),
      completed: completedWords,
    },
  }),
  declare({
    /** A seat's answer to early surrender, asked before the hole card is checked. */
    schema: z.object({ type: z.literal("early-surrender"), seat, surrender: z.boolean() }).strict(),
    roles: ROUND_STEP,
    // Its step is said with the round's other steps (StepTaken, worded in common/blackjack-commands.ts).
    decide: (state, command) => decideStep(state.round, ENGINE, () => ({ kind: "surrender", seat: command.seat, surrender: command.surrender })),
  }),
]);

export const TwentyOneCommand = TWENTY_ONE_COMMANDS.schema;
export type TwentyOneCommand = z.infer<typeof TwentyOneCommand>;

export const ALL_TWENTY_ONE_COMMAND_TYPES = TWENTY_ONE_COMMANDS.types;
