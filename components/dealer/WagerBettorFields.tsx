"use client";
/**
 * Who a wager is for, as the dealer says it: the seated player or a backline bettor (and the
 * bettor's name), and where the fee is per player, which seated player plays an empty seat's spot.
 */
import { useDealer } from "./context";
import { playerName, seatName, type Bet } from "./format";
import { Choice, inputClass, labelClass } from "./ui";

export function WagerBettorFields({
  cell,
  bet,
  seatOccupied,
  backline,
  onBackline,
  otherPlayers,
  playedBy,
  onPlayedBy,
  spotPlayer,
  needsPlayer,
  bettor,
  onBettor,
}: {
  cell: { seat: number; bet: string };
  bet: Bet;
  seatOccupied: boolean;
  backline: boolean;
  onBackline: (backline: boolean) => void;
  /** The seats of the other seated players who may play this spot (none unless the fee is per player). */
  otherPlayers: readonly number[];
  playedBy: number | null;
  onPlayedBy: (seat: number | null) => void;
  /** The spot's player once its first seated wager is down (null: the seat's own), undefined before. */
  spotPlayer: number | null | undefined;
  needsPlayer: boolean;
  bettor: string;
  onBettor: (bettor: string) => void;
}) {
  const { view } = useDealer();
  return (
    <>
      {!seatOccupied ? null : bet.backline ? (
        <div role="group" aria-label="Who bets" className="mt-3 flex flex-wrap gap-2">
          <Choice pressed={!backline} onClick={() => onBackline(false)}>
            Seated player
          </Choice>
          <Choice pressed={backline} onClick={() => onBackline(true)}>
            Backline bettor
          </Choice>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-200">No backline betting on this spot.</p>
      )}
      {!backline && otherPlayers.length > 0 ? (
        <div role="group" aria-label="Whose wager" className="mt-3">
          <p className={labelClass}>Whose wager (one player fee on everything a player bets)</p>
          <div className="mt-1 flex flex-wrap gap-2">
            {seatOccupied ? (
              <Choice pressed={playedBy === null} onClick={() => onPlayedBy(null)}>
                {`${seatName(view, cell.seat)}'s own player`}
              </Choice>
            ) : null}
            {otherPlayers.map((seat) => (
              <Choice key={seat} pressed={playedBy === seat} onClick={() => onPlayedBy(seat)}>
                {playerName(view, seat) ? `${playerName(view, seat)}, seat ${seat}` : `The player at seat ${seat}`}
              </Choice>
            ))}
          </div>
        </div>
      ) : null}
      {!backline && spotPlayer !== undefined && spotPlayer !== null ? (
        <p className="mt-3 text-sm text-slate-200" data-testid="spot-played-by">
          This spot is played by {playerName(view, spotPlayer) ? `${playerName(view, spotPlayer)}, seat ${spotPlayer}` : `the player at seat ${spotPlayer}`}.
        </p>
      ) : null}
      {needsPlayer ? (
        <p className="mt-2 text-sm font-semibold text-amber-200" data-testid="wager-needs-player">
          {otherPlayers.length ? `Nobody sits at seat ${cell.seat}: tap the seated player who plays this spot.` : `Nobody sits at seat ${cell.seat}, and no seated player can play it.`}
        </p>
      ) : null}
      {backline ? (
        <label className="mt-3 block">
          <span className={labelClass}>Backline bettor&apos;s name or chips (optional)</span>
          <input className={inputClass} value={bettor} maxLength={40} onChange={(e) => onBettor(e.target.value)} autoComplete="off" />
        </label>
      ) : null}
    </>
  );
}
