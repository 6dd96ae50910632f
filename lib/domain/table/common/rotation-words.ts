/** The floor's words for the bank's rotation (lib/domain/rotation): who sat, who banks, how the bank passed. */
import type { RotationEvent } from "../../rotation";

const TURN_END: Record<string, string> = {
  "hand-limit": "after the most hands in a row the rules allow",
  "time-limit": "at the time limit",
  "gave-up": "given up",
  left: "the player-dealer left",
};

export function describeRotation(r: RotationEvent): string {
  switch (r.type) {
    case "player-seated":
      return `${r.player} sat down in seat ${r.seat}`;
    case "player-left":
      return `${r.player} left seat ${r.seat}`;
    case "bank-offered":
      return `The bank is offered to seat ${r.seat} (${r.player}); order ${r.order.join(", ")}`;
    case "bank-declined":
      return `Seat ${r.seat} (${r.player}) declined the bank`;
    case "bank-accepted":
      return `Seat ${r.seat} (${r.player}) accepted the bank`;
    case "bank-hand-started":
      return `Seat ${r.seat} banks hand ${r.bankHand === 1 ? "1 (first bank)" : r.bankHand === 2 ? "2 (second bank)" : r.bankHand}`;
    case "bank-hand-completed":
      return `Seat ${r.seat} completed bank hand ${r.bankHand}`;
    case "bank-passed":
      return `The bank passed from seat ${r.seat} (${TURN_END[r.reason] ?? r.reason})`;
    case "game-broken":
      return `Game broken: nobody accepted the bank${r.declined.length ? ` (declined: seats ${r.declined.join(", ")})` : ""}`;
  }
}
