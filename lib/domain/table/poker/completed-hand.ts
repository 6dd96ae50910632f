/** A finished hand as the history, the reports and the wall keep it, read from the engine's table once the pot is awarded. */
import { describeStakes, pokerWallView, type PokerTableState } from "../../poker";
import { formatCents } from "../../money";
import { handPots, handShares, type SeatShare } from "./pot-shares";
import type { CompletedPokerHand, PokerRound } from "./state";

export function completedHand(after: PokerTableState, round: Pick<PokerRound, "id" | "board">): CompletedPokerHand {
  const hand = after.hand;
  if (hand === null || hand.status !== "complete" || hand.award === null) throw new Error("a completed hand has its pot awarded");
  const p = hand.positions;
  return {
    id: round.id,
    handNumber: hand.number,
    button: p.button,
    buttonDead: p.buttonDead,
    smallBlind: p.smallBlindPosted ? p.smallBlindSeat : null,
    bigBlind: p.bigBlind,
    dealtIn: hand.dealtIn,
    straddle: hand.straddle,
    kill: hand.kill === null ? null : { seat: hand.kill.seat, kind: hand.kill.kind, reason: hand.kill.reason, cents: hand.kill.cents },
    stakes: describeStakes(hand.stakes),
    flop: hand.flop !== null,
    dropCents: hand.drop?.cents ?? 0,
    dropText: hand.drop?.text ?? null,
    pots: handPots(after, hand.award.pots),
    potCents: hand.award.potCents,
    shares: handShares(after, hand.award.pots, hand.award.potCents),
    board: [...round.board],
    killAfter: pokerWallView(after, after.lastAt ?? 0).kill?.words ?? "",
  };
}

/**
 * "Seat 3 wins", "Seat 3 high, seat 5 low", "Seats 2 and 4 split": the winners of every pot in words;
 * with the pot the dealer entered, its amount beside them ("Seat 7 wins the $120.00 pot"), so a
 * corrected award says where the money went; a split says each seat's share ("Seats 5 and 7 split
 * the $121.00 pot: seat 5 $61.00, seat 7 $60.00", or "$60.00 each" when the shares are equal).
 * With side pots and each pot's amount entered, pot by pot: "Main pot $90.00: seats 2 and 5 split,
 * $45.00 each; side pot 1 $31.00: seat 5 wins".
 */
export function winnersText(pots: CompletedPokerHand["pots"], potCents: number | null = null, shares: readonly SeatShare[] | null = null): string {
  if (pots.length > 1 && pots.every((p) => p.cents !== undefined)) return pricedPotsText(pots);
  const words = seatWinners(pots);
  if (potCents === null) return words;
  const plain = pots.length === 1 && !pots[0]!.low?.length;
  return `${plain ? `${words} the ${formatCents(potCents)} pot` : `${words}; pot ${formatCents(potCents)}`}${sharesText(shares)}`;
}

/** "Main pot $90.00: seats 2 and 5 split, $45.00 each; side pot 1 $31.00: seat 5 wins". */
function pricedPotsText(pots: CompletedPokerHand["pots"]): string {
  return pots
    .map((pot, i) => {
      const name = i === 0 ? "Main pot" : `side pot ${i}`;
      const low = pot.low && pot.low.length ? `${seatList(pot.high)} high, ${seatList(pot.low)} low` : null;
      const who = low ?? (pot.high.length === 1 ? `${seatList(pot.high)} wins` : `${seatList(pot.high)} split`);
      const shares = sharesText(pot.shares ?? null).replace(/^: /, ", ");
      return `${name} ${formatCents(pot.cents ?? 0)}: ${who}${shares}`;
    })
    .join("; ");
}

const seatList = (list: readonly number[]) => (list.length === 1 ? `seat ${list[0]}` : `seats ${list.slice(0, -1).join(", ")} and ${list.at(-1)}`);

function sharesText(shares: readonly SeatShare[] | null): string {
  if (!shares || shares.length < 2) return "";
  const first = shares[0]!.cents;
  if (shares.every((s) => s.cents === first)) return `: ${formatCents(first)} each`;
  return `: ${shares.map((s) => `seat ${s.seat} ${formatCents(s.cents)}`).join(", ")}`;
}

function seatWinners(pots: CompletedPokerHand["pots"]): string {
  const seats = seatList;
  return pots
    .map((pot, i) => {
      const name = pots.length > 1 ? (i === 0 ? "main pot: " : `side pot ${i}: `) : "";
      const high = pot.high.length === 1 ? `${seats(pot.high)} wins` : `${seats(pot.high)} split`;
      const low = pot.low && pot.low.length ? `; low ${seats(pot.low)}` : "";
      return `${name}${high}${pot.low && pot.low.length ? " high" : ""}${low}`;
    })
    .join("; ")
    .replace(/^./, (c) => c.toUpperCase());
}
