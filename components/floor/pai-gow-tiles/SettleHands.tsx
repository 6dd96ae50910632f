"use client";
import type { SettleResultOf } from "@/lib/contract/calculators";
import { TileFace } from "@/components/display/pai-gow-tiles/TileFace";

const OUTCOME_WORDS: Record<string, string> = { win: "wins", lose: "loses", push: "pushes" };

function Hand({ name, tiles, words }: { name: string; tiles: readonly string[]; words: string }) {
  return (
    <div>
      <p className="text-sm text-slate-300">{name}</p>
      <div className="mt-1 flex gap-1">
        {tiles.map((t) => (
          <TileFace key={t} id={t} width={26} />
        ))}
      </div>
      <p className="text-sm font-semibold">{words}</p>
    </div>
  );
}

/** A Pai Gow Tiles round in the settlement calculator: the dice, the player-dealer's hands and each seat's, with the house-way rule where it set them. */
export function PaiGowTilesSettleHands({ result }: { result: SettleResultOf<"pai-gow-tiles"> }) {
  const seats = [{ ...result.playerDealer, outcome: null as string | null, because: "" }, ...result.hands];
  return (
    <>
      <p className="text-sm text-slate-300">
        Dice {result.dice}: settlement starts at seat {result.actionSeat} ({result.actionButton.route})
      </p>
      {seats.map((s, i) => (
        <div key={s.seat}>
          <h3 className="font-semibold">
            {i === 0 ? `Player-dealer · seat ${s.seat}` : `Seat ${s.seat}`}
            {s.setBy === "house-way" ? " · house way" : ""}
            {s.outcome ? ` · ${OUTCOME_WORDS[s.outcome] ?? s.outcome}` : ""}
          </h3>
          <div className="mt-1 flex flex-wrap gap-6">
            <Hand name="High hand" tiles={s.high.tiles} words={s.high.name} />
            <Hand name="Low hand" tiles={s.low.tiles} words={s.low.name} />
          </div>
          {s.houseWay ? <p className="text-sm text-slate-300">{s.houseWay.because} ({s.houseWay.source})</p> : null}
        </div>
      ))}
    </>
  );
}
