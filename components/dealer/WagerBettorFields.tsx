"use client";
/**
 * Who a wager is for, as the dealer says it: the seated player or a backline bettor (and the
 * bettor's name), and where the fee is per player, which seated player plays an empty seat's spot.
 */
import { useState } from "react";
import { seatOfSeatPlayer, seatPlayerBettor } from "@/lib/domain/wagers/wager";
import { useDealer, type WagerFields } from "./context";
import { playerName, seatName, type Bet, type Wager } from "./format";
import { Choice, inputClass, labelClass } from "./ui";

type Cell = { readonly seat: number; readonly bet: string };

/** Whose a wager on one spot is, as the dealer is choosing it, and what the table makes of the choice. */
export interface SpotBettor {
  readonly seatOccupied: boolean;
  readonly backline: boolean;
  setBackline(backline: boolean): void;
  /** The backline bettor's name or chips, as typed. */
  readonly bettor: string;
  setBettor(bettor: string): void;
  /** The seats of the other seated players who may play this spot (none unless the fee is per player). */
  readonly otherPlayers: readonly number[];
  readonly playedBy: number | null;
  setPlayedBy(seat: number | null): void;
  /** The spot's player once its first seated wager is down (null: the seat's own), undefined before. */
  readonly spotPlayer: number | null | undefined;
  /** An empty seat's spot that no seated player has been named to play: nothing can be placed yet. */
  readonly needsPlayer: boolean;
  /** The place-wager fields that say whose the wager is. */
  readonly wagerFields: Pick<WagerFields, "backline" | "bettor">;
}

/**
 * The choice of whose a wager on `cell` is. A player fee per player (Panda 8 at Mortimer's, seed 003
 * L2265-2267): the seated player of another seat may play an empty spot (L2273-2275), and pays one
 * fee on both; the dealer says whose it is.
 */
export function useSpotBettor(cell: Cell): SpotBettor {
  const { view } = useDealer();
  const [backline, setBackline] = useState(false);
  const [bettor, setBettor] = useState("");
  const [playedBy, setPlayedBy] = useState<number | null>(null);
  const wagers: readonly Wager[] = view.wagers;
  const seatedHere = wagers.find((w) => w.seat === cell.seat && !w.backline);
  const seatOccupied = view.seats.find((s) => s.seat === cell.seat)?.occupied === true;
  // The spot's player once its first seated wager is down: the next wager there is theirs too.
  const spotPlayer = seatedHere ? (seatedHere.bettor ? seatOfSeatPlayer(seatedHere.bettor) : null) : undefined;
  // The seated players who may play this spot as their own: only where the fee is per player, the
  // spot holds no seated wager of another player yet, and never the player-dealer.
  const otherPlayers =
    view.fees.perPlayer && spotPlayer === undefined ? view.seats.filter((s) => s.occupied && !s.isPlayerDealer && s.seat !== cell.seat).map((s) => s.seat) : [];
  const playedByNow = spotPlayer !== undefined ? spotPlayer : playedBy;
  const who = bettor.trim();
  return {
    seatOccupied,
    backline,
    setBackline,
    bettor,
    setBettor,
    otherPlayers,
    playedBy,
    setPlayedBy,
    spotPlayer,
    needsPlayer: !backline && !seatOccupied && playedByNow === null,
    wagerFields: {
      ...(backline ? { backline: true } : {}),
      ...(backline && who ? { bettor: who } : {}),
      ...(!backline && playedByNow !== null ? { bettor: seatPlayerBettor(playedByNow) } : {}),
    },
  };
}

/** The fields of that choice in the wager editor: seated or backline, whose wager, the bettor's name. */
export function WagerBettorFields({ cell, bet, who }: { cell: Cell; bet: Bet; who: SpotBettor }) {
  const { view } = useDealer();
  const { seatOccupied, backline, otherPlayers, playedBy, spotPlayer, needsPlayer, bettor } = who;
  return (
    <>
      {!seatOccupied ? null : bet.backline ? (
        <div role="group" aria-label="Who bets" className="mt-3 flex flex-wrap gap-2">
          <Choice pressed={!backline} onClick={() => who.setBackline(false)}>
            Seated player
          </Choice>
          <Choice pressed={backline} onClick={() => who.setBackline(true)}>
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
              <Choice pressed={playedBy === null} onClick={() => who.setPlayedBy(null)}>
                {`${seatName(view, cell.seat)}'s own player`}
              </Choice>
            ) : null}
            {otherPlayers.map((seat) => (
              <Choice key={seat} pressed={playedBy === seat} onClick={() => who.setPlayedBy(seat)}>
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
          <input className={inputClass} value={bettor} maxLength={40} onChange={(e) => who.setBettor(e.target.value)} autoComplete="off" />
        </label>
      ) : null}
    </>
  );
}
