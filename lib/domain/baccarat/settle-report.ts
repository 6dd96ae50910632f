/**
 * The settlement calculator's report of a baccarat round: the two hands (and 21st Century's two
 * Player lines), the winner, and the ledger, fees and bank every family reports
 * (lib/domain/calculators/settle-report.ts).
 */
import { GameOptionError } from "./game-config";
import type { Hand } from "./hand-total";
import { compareHands, type Winner } from "./outcome";
import { RoundRuleError } from "./round";
import { ResolutionError } from "./resolution";
import { settleBaccaratRound } from "./settlement";
import { SettleInputError, parseSettleInput, type SettleRequest } from "./settle-input";
import { ActionButtonError } from "../action-button/card-count";
import { bettorKey, feeJson, ledgerLine, type FeeJson, type SettledRound } from "../calculators/settle-report";

export interface HandJson {
  readonly cards: readonly string[];
  readonly total: number;
  readonly natural: boolean;
}

function handJson(hand: Hand): HandJson {
  return { cards: [...hand.cards], total: hand.total, natural: hand.natural };
}

/** The baccarat report. */
export interface BaccaratSettleReport extends SettledRound {
  readonly game: string;
  readonly player: HandJson;
  readonly banker: HandJson;
  readonly playerLines?: { readonly stand: HandJson & { readonly winner: Winner }; readonly hit: HandJson & { readonly winner: Winner } };
  readonly winner: Winner;
}

/** The settlement of a checked request, as the calculator prints it. */
export function baccaratSettlementReport(request: SettleRequest): BaccaratSettleReport {
  const { game, round } = request;
  const settled = settleBaccaratRound(request.settlement);
  const because = new Map<string, string>();
  settled.wagers.forEach((w, i) => {
    let text = w.because;
    const choice = request.wagers[i]?.choice;
    if (choice !== undefined) {
      const line = choice === "hit" ? (request.houseWay.has(i) ? "hit line (house way, no choice given)" : "hit line") : "stand line";
      text = `${line}: ${text}`;
    }
    because.set(bettorKey(w, w.bet), text);
  });
  const ledger = settled.walk.lines.map((line) => ledgerLine(line, because.get(bettorKey(line, line.bet)) ?? ""));
  const fee = request.fee;
  const fees: FeeJson[] = fee.kind === "charged" ? feeJson(fee.lines) : [];
  const lines = round.playerLines;
  const button = game.settlement.startsAt.kind === "left-of-player-dealer" ? null : (round.banker.cards[1] ?? null);
  return {
    game: game.id,
    player: handJson(round.player),
    banker: handJson(round.banker),
    ...(lines !== null && lines.hit !== null
      ? {
          playerLines: {
            stand: { ...handJson(lines.stand), winner: compareHands(lines.stand, round.banker).winner },
            hit: { ...handJson(lines.hit), winner: compareHands(lines.hit, round.banker).winner },
          },
        }
      : {}),
    winner: round.comparison.winner,
    actionSeat: settled.actionButton.seat,
    actionButton: { ...settled.actionButton, card: button },
    ledger,
    fees,
    feeTotal: fees.reduce((sum, f) => sum + f.cents, 0),
    ...(fee.kind === "charged" ? { feeOption: { scheduleId: fee.scheduleId, optionId: fee.optionId, chosenBy: fee.chosenBy } } : { feeNote: fee.note }),
    bankAfter: settled.walk.bankAfter,
    bank: { before: settled.walk.bank, after: settled.walk.bankAfter, pdNet: settled.walk.pdNet },
    conservation: { ok: settled.conservation.ok, staked: settled.conservation.staked, settled: settled.conservation.settled },
  };
}

/** One baccarat round from the calculator's JSON: parsed, played, settled; throws SettleInputError naming the field. */
export function settleBaccaratInput(raw: object): BaccaratSettleReport {
  try {
    return baccaratSettlementReport(parseSettleInput(raw));
  } catch (error) {
    // The rules modules refuse what no table can do (an action button count with nowhere to go, and the like).
    if (error instanceof RoundRuleError || error instanceof ResolutionError || error instanceof ActionButtonError || error instanceof GameOptionError) {
      throw new SettleInputError("input", error.message);
    }
    throw error;
  }
}
