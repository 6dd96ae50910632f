/**
 * Conservation: a walk moves money between the players and the player-dealer and creates none.
 * What every player takes back plus what the PD ends with must equal every stake plus the bank.
 * The check works from the ledger lines alone, so it catches a line whose figures disagree
 * (including the stake it says had no action for lack of cover).
 */
import type { Cents } from "../money";
import { unpaidShareOfStake, type BankWalk, type BankWalkLine } from "./bank-walk";

export interface Conservation {
  readonly ok: boolean;
  /** Stakes on the table plus the bank: the money in play. */
  readonly staked: Cents;
  /** Players' take plus the PD's closing bank: the money handed back. */
  readonly settled: Cents;
  /** Lines whose own figures do not add up (index into the walk). */
  readonly badLines: readonly number[];
}

/** The stake a line may say had no action for lack of cover, from its own figures. */
function uncoveredOf(line: BankWalkLine): Cents {
  switch (line.action) {
    case "return":
      return line.stake;
    case "partial-collect":
      return line.stake - line.amount;
    case "partial-pay":
      return unpaidShareOfStake(line.stake, line.due, line.amount);
    default:
      return 0;
  }
}

function lineAddsUp(line: BankWalkLine, bankBefore: Cents): boolean {
  const paid = line.action === "pay" || line.action === "partial-pay" ? line.amount : 0;
  const collected = line.action === "collect" || line.action === "partial-collect" ? line.amount : 0;
  return (
    line.amount >= 0 &&
    line.returned >= 0 &&
    line.returned + collected === line.stake &&
    line.toPlayer === line.returned + paid &&
    line.bankAfter === bankBefore + collected - paid &&
    line.uncovered === uncoveredOf(line) &&
    line.uncovered <= line.returned
  );
}

export function conservationOf(walk: BankWalk): Conservation {
  let staked = walk.bank;
  let toPlayers = 0;
  let bank = walk.bank;
  const badLines: number[] = [];
  walk.lines.forEach((line, i) => {
    staked += line.stake;
    toPlayers += line.toPlayer;
    if (!lineAddsUp(line, bank)) badLines.push(i);
    bank = line.bankAfter;
  });
  const settled = toPlayers + walk.bankAfter;
  const closes = bank === walk.bankAfter && walk.bankAfter === walk.bank + walk.pdNet;
  return { ok: settled === staked && badLines.length === 0 && closes, staked, settled, badLines };
}
