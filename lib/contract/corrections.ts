/**
 * The floor's corrections as the screens send them (the floor's table page, and the tablet with a
 * supervisor's approval typed on the spot): each is a command of the table's own family, typed from
 * that family's command schema (commands.ts), so a correction a family does not take, or a field it
 * does not know, is a compile error where the correction is built.
 */
import type { GameFamily } from "@/lib/domain/table/families";
import type { CommandOf } from "./commands";

/** Every correction the floor may make at some family's table; which ones a table takes now, correction-offers.ts says. */
export type CorrectionType = "pause-table" | "resume-table" | "void-round" | "declare-misdeal" | "correct-card" | "correct-decision" | "correct-hand" | "reopen-betting" | "undo-settlement-line" | "correct-award" | "correct-tile";

/** A correction a table of family `F` takes: its commands of a correction's type. */
export type CorrectionOf<F extends GameFamily> = Extract<CommandOf<F>, { readonly type: CorrectionType }>;

/** A correction of any family's table. */
export type AnyCorrection = { [F in GameFamily]: CorrectionOf<F> }[GameFamily];
