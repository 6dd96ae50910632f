/**
 * The floor's words for a settlement walked at the table: a line's action and money, and the lines
 * marked done. The shell's "advance settlement" words (shell-commands.ts) and each family's replay
 * read them.
 */
import { formatCents } from "../../money";
import type { BankWalkLine } from "../../bank-walk";

/**
 * A settlement line's action and money as the replay says it, in the tablet's words (components/dealer/format.ts
 * lineInstruction): a push or a bank-exhausted line hands the stake back, so it says the stake returned, not the $0.00 paid.
 */
export function settledLineAction(line: Pick<BankWalkLine, "action" | "amount" | "returned">): string {
  if (line.action === "push") return `push: return ${formatCents(line.returned)}`;
  if (line.action === "return") return `bank exhausted: return ${formatCents(line.returned)}`;
  return `${line.action.replace("-", " ")} ${formatCents(line.amount)}`;
}

/** "Settled line 2: seat 1 Game wager pay $10.00", "Settled lines 1–3: …": lines `from` (exclusive) to `through`, each as said. */
export function settledLinesWords(from: number, through: number, done: readonly string[]): string {
  return `${through - from === 1 ? `Settled line ${through}` : `Settled lines ${from + 1}–${through}`}${done.length ? `: ${done.join("; ")}` : ""}`;
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
