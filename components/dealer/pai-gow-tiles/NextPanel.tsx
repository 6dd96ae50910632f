"use client";
import { useCallback, useState } from "react";
import { Button } from "@/components/ui/Button";
import { seatName } from "../format";
import { BigButton, SetupStepForm, StepNotes, setupStepKind } from "../NextParts";
import { Choice } from "../ui";
import { useTilesDealer } from "./context";
import { DicePad } from "./DicePad";
import { describeHand, handOf, type TileId } from "@/lib/domain/pai-gow-tiles";
import { bigCommand, bigLabel, faceOf, roundStepKind, type TilesStepKind } from "./format";
import { KnownSplit, TileEntry } from "./TileEntry";
import { ResultsEntry } from "./ResultsEntry";

type Kind = TilesStepKind | ReturnType<typeof setupStepKind>;

/** The players still to set: each sets face down, or the dealer sets the tiles the house way. */
function SetPlayers() {
  const { view, run, pending } = useTilesDealer();
  const seats = view.next.seats ?? [];
  const [houseWayFor, setHouseWayFor] = useState<number | null>(null);
  const busy = pending !== null;
  const server = view.roundSource === "server";
  // Seats the dealer set the house way and has still to lay out face down.
  const laidOut = view.onRecord.filter((s) => s.role === "player" && s.setBy === "house-way" && !s.exposed && s.split);
  const all = async () => {
    for (const seat of seats) {
      const answer = await run({ type: "set-hands", seat, by: "player" }, { queue: true });
      if (!answer.ok) return;
    }
  };
  if (houseWayFor !== null && seats.includes(houseWayFor)) {
    return (
      <div className="flex flex-col gap-3" data-testid="house-way-entry" data-seat={houseWayFor}>
        <p className="text-lg text-white">
          House way for <strong>{seatName(view, houseWayFor)}</strong>: enter the four tiles; the tablet shows how to set them.
        </p>
        <TileEntry
          key={houseWayFor}
          mode="four"
          label={`Seat ${houseWayFor}'s tiles`}
          out={view.tilesOut}
          busy={busy}
          submitLabel={`Set seat ${houseWayFor} the house way`}
          onSubmit={async (faces) => {
            const answer = await run({ type: "set-hands", seat: houseWayFor, by: "house-way", ...faces });
            if (answer.ok) setHouseWayFor(null);
          }}
        />
        <Button onClick={() => setHouseWayFor(null)}>Back to the players</Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2" data-testid="set-players">
      <ul className="flex flex-col gap-2">
        {seats.map((seat) => (
          <li key={seat} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-800 p-2" data-testid={`set-seat-${seat}`}>
            <span className="font-semibold text-white">{seatName(view, seat)}</span>
            <span className="flex gap-2">
              <Button tone="go" disabled={busy} onClick={() => void run({ type: "set-hands", seat, by: "player" })} aria-label={`Seat ${seat} has set`}>
                Has set
              </Button>
              <Button disabled={busy} onClick={() => (server ? void run({ type: "set-hands", seat, by: "house-way" }) : setHouseWayFor(seat))} aria-label={`House way for seat ${seat}`}>
                House way
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {laidOut.length ? (
        <ul className="flex flex-col gap-1 rounded-lg border border-violet-300 bg-violet-950 p-2 text-violet-50" data-testid="house-way-notes">
          {laidOut.map((s) => (
            <li key={s.seat}>
              Lay out seat {s.seat} the house way: high <strong>{s.split!.high.map(faceOf).join(" ")}</strong> ({describeHand(handOf(s.split!.high as TileId[]))}), low{" "}
              <strong>{s.split!.low.map(faceOf).join(" ")}</strong> ({describeHand(handOf(s.split!.low as TileId[]))})
            </li>
          ))}
        </ul>
      ) : null}
      {seats.length > 1 ? (
        <Button tone="primary" className="min-h-14 w-full text-lg" disabled={busy} onClick={() => void all()} data-testid="all-set">
          Every player has set
        </Button>
      ) : null}
    </div>
  );
}

/** The player-dealer sets last, face up: its own high and low hands, or the house way. */
function PlayerDealerSetting() {
  const { view, run, pending } = useTilesDealer();
  const next = view.next;
  const seat = next.seat!;
  const [way, setWay] = useState<"own" | "house-way">(next.houseWayOnly ? "house-way" : "own");
  const busy = pending !== null;
  const known = next.known ?? null;
  return (
    <div className="flex flex-col gap-3" data-testid="pd-setting" data-way={way}>
      {next.houseWayOnly ? null : (
        <div role="group" aria-label="How the player-dealer sets" className="flex gap-2">
          <Choice pressed={way === "own"} onClick={() => setWay("own")} testId="pd-own">
            Its own way
          </Choice>
          <Choice pressed={way === "house-way"} onClick={() => setWay("house-way")} testId="pd-house-way">
            House way
          </Choice>
        </div>
      )}
      {way === "house-way" ? (
        known ? (
          <Button tone="primary" big busy={busy} className="w-full" onClick={() => void run({ type: "set-hands", seat, by: "house-way" })} data-testid="pd-house-way-set">
            Set the player-dealer the house way
          </Button>
        ) : (
          <TileEntry key="pd-four" mode="four" label="The player-dealer's tiles" out={view.tilesOut} busy={busy} submitLabel="Set the player-dealer the house way" onSubmit={(faces) => void run({ type: "set-hands", seat, by: "house-way", ...faces })} />
        )
      ) : known ? (
        <KnownSplit known={known} busy={busy} submitLabel="Set and turn over the player-dealer's hands" onSubmit={(split) => void run({ type: "set-hands", seat, by: "player", ...split })} />
      ) : (
        <TileEntry key="pd-split" mode="split" label="The player-dealer's hands" out={view.tilesOut} busy={busy} submitLabel="Set and turn over the player-dealer's hands" onSubmit={(faces) => void run({ type: "set-hands", seat, by: "player", ...faces })} />
      )}
    </div>
  );
}

/** A player's hands turned over in settlement order: entered on the pad, or tapped from the tiles the server dealt. */
function Exposure() {
  const { view, run, pending } = useTilesDealer();
  const seat = view.next.seat!;
  const busy = pending !== null;
  const known = view.next.known ?? null;
  const submitLabel = `Turn over seat ${seat}'s hands`;
  return (
    <div data-testid="expose" data-seat={seat}>
      {known ? (
        <KnownSplit key={seat} known={known} busy={busy} submitLabel={submitLabel} onSubmit={(split) => void run({ type: "expose-hands", seat, ...split })} />
      ) : (
        <TileEntry key={seat} mode="split" label={`Seat ${seat}'s hands`} out={view.tilesOut} busy={busy} submitLabel={submitLabel} onSubmit={(faces) => void run({ type: "expose-hands", seat, ...faces })} />
      )}
    </div>
  );
}

/**
 * The one big next action of a Pai Gow Tiles hand, from the server's `next`: a button when the
 * server names a command; otherwise what the dealer enters first (the dice, who has set, the
 * player-dealer's hands, a player's hands as they are turned over, or, between hands, the bank).
 */
export function PaiGowTilesNextPanel() {
  const { view, run, pending } = useTilesDealer();
  const next = view.next;
  const kind: Kind = view.phase === "waiting" || view.phase === "setup" ? setupStepKind(view) : roundStepKind(view);
  const busy = pending !== null;
  const command = bigCommand(view);
  const undo = useCallback(() => void run({ type: "undo-card" }), [run]);
  const rollDice = useCallback((total: number) => void run({ type: "roll-dice", total }), [run]);
  return (
    <section aria-labelledby="next-heading" data-testid="next-action" data-step={kind} className="flex flex-col gap-3 rounded-2xl border-2 border-amber-300 bg-slate-900 p-4">
      <h2 id="next-heading" className="text-sm font-bold uppercase tracking-wide text-amber-200">
        Next
      </h2>
      {kind === "command" && command ? (
        <BigButton label={bigLabel(view)} busy={busy} onClick={() => void run(command)} />
      ) : (
        <p className="text-2xl font-bold leading-tight text-white" data-testid="next-label">
          {next.label}
        </p>
      )}
      <p className="text-slate-100" data-testid="next-hint">
        {next.hint}
      </p>
      <StepNotes />
      <SetupStepForm kind={kind} />
      {kind === "dice" ? <DicePad onTotal={rollDice} disabled={busy} playerDealerSeat={view.playerDealer?.seat ?? null} /> : null}
      {kind === "set-players" ? <SetPlayers key={`set-${view.handNumber}`} /> : null}
      {kind === "player-dealer" ? <PlayerDealerSetting key={`pd-${view.handNumber}`} /> : null}
      {kind === "expose" ? <Exposure key={`expose-${view.handNumber}`} /> : null}
      {kind === "results" ? <ResultsEntry key={`results-${view.handNumber}`} /> : null}
      {view.canUndo ? (
        <Button onClick={undo} disabled={busy} data-testid="undo-step" className="min-h-12">
          Undo the last step
        </Button>
      ) : null}
    </section>
  );
}
