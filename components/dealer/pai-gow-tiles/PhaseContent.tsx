"use client";
import type { PaiGowTilesDealerView, TilesOnRecord } from "@/lib/domain/table/pai-gow-tiles/views";
import type { CompletedPaiGowTilesRound } from "@/lib/domain/table/pai-gow-tiles/state";
import { describeHand, handOf, type TileId } from "@/lib/domain/pai-gow-tiles";
import { TileFace } from "@/components/display/pai-gow-tiles/TileFace";
import { dollars } from "@/lib/client/dollars";
import { FeePanel } from "../FeePanel";
import { seatName } from "../format";
import { setupStepKind } from "../NextParts";
import { SettlementPanel } from "../SettlementPanel";
import { BankPanel, SeatsPanel } from "../SetupPanels";
import { Choice, Panel } from "../ui";
import { WagerGrid, WagerList } from "../WagerPanel";
import { useTilesDealer } from "./context";
import { FEES_BEFORE_DICE_NOTE, OUTCOME_WORD, WAGERS_HINT, faceOf, sourceWords } from "./format";
import { CorrectionsNote } from "../CorrectionsNote";
import { tileChangeWords } from "@/components/corrections/correction-offers";

function Tiles({ tiles, label }: { tiles: readonly string[]; label: string }) {
  return (
    <ul className="flex gap-1" aria-label={label}>
      {tiles.map((t, i) => (
        <li key={`${i}-${t}`} data-tile={t === "face-down" ? undefined : t} data-face-down={t === "face-down" ? "" : undefined}>
          <TileFace id={t} width={30} />
        </li>
      ))}
    </ul>
  );
}

const OUTCOME_TONE = { win: "bg-emerald-300 text-slate-950", lose: "bg-slate-600 text-white", push: "bg-sky-200 text-slate-950" } as const;

/** One seat of the hand on the tablet: its stack, what it has done, the tiles the dealer may see, its result. */
function SeatRow({ view, seat }: { view: PaiGowTilesDealerView; seat: TilesOnRecord }) {
  const shown = view.hands.find((h) => h.seat === seat.seat);
  const pd = seat.role === "player-dealer";
  const who = pd ? `Player-dealer · ${seatName(view, seat.seat)}` : seatName(view, seat.seat);
  // A table entering results deals and compares its tiles by hand: none is on record to wait for.
  const status = seat.exposed ? "Turned over" : seat.setBy === "house-way" ? "Set the house way (face down)" : seat.setBy ? "Set (face down)" : seat.stack !== null ? "Tiles dealt" : view.entry === "results" ? "Hands compared at the table" : "Waiting for tiles";
  const split = seat.split;
  const result = shown?.result ?? null;
  return (
    <li className={`flex flex-col gap-2 rounded-lg border-2 p-2 ${pd ? "border-red-400/60" : view.next.seat === seat.seat || view.next.seats?.includes(seat.seat) ? "border-amber-300" : "border-slate-700"} bg-slate-800`} data-testid={`seat-tiles-${seat.seat}`} data-status={status} data-result={result ?? undefined}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-white">
          {who}
          {seat.stack !== null ? <span className="ml-2 text-sm font-normal text-slate-200">stack {seat.stack}</span> : null}
        </span>
        <span className="flex items-center gap-2 text-sm text-slate-100">
          {status}
          {view.actionSeat === seat.seat ? <span className="rounded-full bg-white px-2 text-xs font-bold text-slate-950">Action</span> : null}
          {result ? (
            <span className={`rounded px-1.5 text-xs font-bold ${OUTCOME_TONE[result]}`} data-testid="seat-result">
              {OUTCOME_WORD[result]}
            </span>
          ) : null}
        </span>
      </div>
      {split ? (
        <div className="flex flex-wrap gap-4">
          {(
            [
              ["High", split.high],
              ["Low", split.low],
            ] as const
          ).map(([name, tiles]) => (
            <div key={name} className="flex items-center gap-2" data-testid={`seat-${name.toLowerCase()}`}>
              <span className="text-sm text-slate-200">{name}</span>
              <Tiles tiles={tiles} label={`Seat ${seat.seat} ${name.toLowerCase()} hand`} />
              <span className="text-sm font-semibold text-white">{describeHand(handOf(tiles as TileId[]))}</span>
            </div>
          ))}
        </div>
      ) : seat.tiles ? (
        <Tiles tiles={seat.tiles} label={`Seat ${seat.seat} tiles`} />
      ) : seat.stack !== null ? (
        <Tiles tiles={["face-down", "face-down", "face-down", "face-down"]} label={`Seat ${seat.seat} tiles, face down`} />
      ) : null}
    </li>
  );
}

/** The hand on the tablet: the dice, the action button, and every seat in play. */
function TilesRound({ view }: { view: PaiGowTilesDealerView }) {
  return (
    <Panel id="tiles-title" testId="tiles-round" title="The hand">
      <p className="mb-2 text-slate-100" data-testid="dice-line">
        {view.dice !== null ? (
          <>
            Dice <strong className="text-white" data-testid="dice-total">{view.dice}</strong> · first stack to {view.landedOn === view.playerDealer?.seat ? "the player-dealer" : `seat ${view.landedOn}`} · action button <strong className="text-white">seat {view.actionSeat}</strong>
          </>
        ) : view.entry === "results" ? (
          "Tap each seat's result, then the dice total: it places the action button and settles."
        ) : (
          "The dice are next: the player-dealer shakes the cup."
        )}
      </p>
      <ul className="flex flex-col gap-2">
        {view.onRecord.map((s) => (
          <SeatRow key={s.seat} view={view} seat={s} />
        ))}
      </ul>
    </Panel>
  );
}

/** Where the tiles come from: the dealer's tile pad, or the server's woodpile (training and demo tables). */
function TileSourcePanel() {
  const { view, run, pending } = useTilesDealer();
  return (
    <Panel id="tile-source-title" testId="tile-source" title="The tiles">
      <p className="text-slate-100" data-testid="tile-source-status">
        Tiles from {sourceWords(view.tileSource)}.
      </p>
      <div role="group" aria-label="Where the tiles come from" className="mt-2 flex flex-wrap gap-2">
        <Choice pressed={view.tileSource === "dealer"} disabled={pending !== null} onClick={() => void run({ type: "tile-source", source: "dealer" })} testId="source-dealer">
          Tile pad
        </Choice>
        <Choice pressed={view.tileSource === "server"} disabled={pending !== null} onClick={() => void run({ type: "tile-source", source: "server" })} testId="source-server">
          Server&apos;s woodpile
        </Choice>
      </div>
    </Panel>
  );
}

function handsLine(h: CompletedPaiGowTilesRound["hands"][number] | CompletedPaiGowTilesRound["playerDealer"]): string {
  // Entered by results: no tile is on record.
  if (h.high.length === 0) return "entered by results";
  return `${h.high.map(faceOf).join(" ")} / ${h.low.map(faceOf).join(" ")} · ${h.highText} / ${h.lowText}${h.setBy === "house-way" ? " · house way" : ""}`;
}

/** The last finished hand, between hands: the dice, each seat's hands and result, the bank. */
function LastRound({ view }: { view: PaiGowTilesDealerView }) {
  const last = view.lastRound;
  if (!last) return null;
  return (
    <Panel id="last-title" testId="last-round" title={`Last hand: #${last.handNumber}`}>
      <p className="text-slate-100" data-testid="last-pd">
        Dice {last.dice} · player-dealer (seat {last.playerDealerSeat}): {handsLine(last.playerDealer)}
      </p>
      <ul className="mt-2 flex flex-col gap-1">
        {last.hands.map((h) => (
          <li key={h.seat} className="text-slate-100" data-testid="last-hand" data-outcome={h.outcome ?? undefined}>
            Seat {h.seat}: {handsLine(h)} · <strong className="text-white">{h.outcome ? OUTCOME_WORD[h.outcome] : "—"}</strong>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-slate-200">
        Bank {dollars(last.bankBefore)} → <strong className="text-white" data-testid="last-bank-after">{dollars(last.bankAfter)}</strong> · action seat {last.actionSeat}
      </p>
    </Panel>
  );
}

function Corrections({ view }: { view: PaiGowTilesDealerView }) {
  return <CorrectionsNote corrections={view.corrections} words={(c) => `${tileChangeWords({ index: c.index, tile: c.from }, c.to)} (${c.reason})`} then="The hand stands on the corrected tiles." />;
}

/** The left column of a Pai Gow Tiles table: seats and bank, the wagers, the hand, the settlement. */
export function PaiGowTilesPhaseContent({ view }: { view: PaiGowTilesDealerView }) {
  const pd = view.playerDealer?.seat ?? null;
  const bettable = view.players.filter((p) => p.name !== null && p.seat !== pd).map((p) => p.seat);
  if (view.phase === "betting") {
    return (
      <>
        <WagerGrid bets={view.bets} seats={bettable} title="Take the wagers" hint={WAGERS_HINT} />
        <WagerList view={view} />
      </>
    );
  }
  if (view.phase === "dealing") {
    const beforeDice = view.dice === null;
    const fees = <FeePanel view={view} emphasis={beforeDice} note={beforeDice ? FEES_BEFORE_DICE_NOTE : undefined} dropped={!beforeDice} />;
    return (
      <>
        {beforeDice ? fees : null}
        <TilesRound view={view} />
        <Corrections view={view} />
        {beforeDice ? null : fees}
        <WagerList view={view} />
      </>
    );
  }
  if (view.phase === "settling") {
    return (
      <>
        <SettlementPanel />
        <TilesRound view={view} />
        <Corrections view={view} />
        <FeePanel view={view} emphasis={false} dropped />
      </>
    );
  }
  const kind = setupStepKind(view);
  return (
    <>
      <SeatsPanel emphasis={kind === "seat"} />
      <BankPanel />
      <TileSourcePanel />
      <LastRound view={view} />
    </>
  );
}

