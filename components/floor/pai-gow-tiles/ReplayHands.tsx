"use client";
import { describeHand, handOf, isTileId } from "@/lib/domain/pai-gow-tiles";
import type { PaiGowTilesReplayFrame } from "@/lib/domain/table/pai-gow-tiles/floor";
import { TileFace } from "@/components/display/pai-gow-tiles/TileFace";
import { money } from "@/lib/client/floor-api";
import { ReplayTable } from "../ReplayTable";

const OUTCOME_WORDS: Record<string, string> = { win: "Wins", lose: "Loses", push: "Push" };

function Tiles({ tiles, faceDown }: { tiles: readonly string[]; faceDown: boolean }) {
  return (
    <div className="relative flex gap-1 py-1">
      {tiles.map((t, i) => (
        <TileFace key={`${i}-${t}`} id={t} width={24} />
      ))}
      {faceDown ? <span className="absolute -bottom-1 left-0 rounded bg-red-800 px-1 text-[10px] font-semibold text-white">face down</span> : null}
    </div>
  );
}

/** A hand's name, or "face down" where the replay of a round in play holds its tiles face down (lib/domain/table/pai-gow-tiles/face-up.ts). */
export function handWords(hand: readonly string[]): string {
  return hand.every(isTileId) ? describeHand(handOf(hand)) : "face down";
}

/**
 * Pai Gow Tiles in a replay frame: the dice and the action button, then every seat's tiles and hands
 * as recorded (marked face down while the table had them face down), who set them, and the results.
 */
export function PaiGowTilesReplayHands({ frame }: { frame: PaiGowTilesReplayFrame }) {
  const result = frame.result;
  const rows = result
    ? [result.playerDealer, ...result.hands].map((h) => ({ seat: h.seat, role: h.role, stack: null as number | null, tiles: null as readonly string[] | null, split: { high: h.high, low: h.low }, setBy: h.setBy, exposed: true, outcome: h.outcome }))
    : frame.recorded.map((r) => ({ ...r, outcome: frame.hands.find((h) => h.seat === r.seat)?.result ?? null }));
  return (
    <div className="space-y-3" data-testid="pai-gow-tiles-hands">
      <p className="text-sm">
        {frame.source ? `Tiles from ${frame.source === "server" ? "the server's woodpile" : "the dealer's tile pad"}` : "No hand in play"}
        {(result?.dice ?? frame.dice) !== null ? ` · dice ${result?.dice ?? frame.dice}` : ""}
        {frame.actionSeat !== null ? ` · action button seat ${frame.actionSeat}` : ""}
        {result ? ` · bank ${money(result.bankBefore)} → ${money(result.bankAfter)}` : ""}
      </p>
      {rows.length ? (
        <ReplayTable headings={["Seat", "High hand", "Low hand", "Set", "Outcome"]}>
          {rows.map((r) => (
            <tr key={r.seat}>
              <td className="pr-4">{r.role === "player-dealer" ? `Player-dealer (seat ${r.seat})` : `Seat ${r.seat}`}{r.stack !== null ? ` · stack ${r.stack}` : ""}</td>
              {r.split ? (
                ([r.split.high, r.split.low] as const).map((hand, i) => (
                  <td key={i} className="pr-4">
                    <Tiles tiles={hand} faceDown={!r.exposed} />
                    {handWords(hand)}
                  </td>
                ))
              ) : (
                <td className="pr-4" colSpan={2}>
                  {r.tiles ? <Tiles tiles={r.tiles} faceDown /> : r.stack !== null ? "face down, not read" : "—"}
                </td>
              )}
              <td className="pr-4">{r.setBy === "house-way" ? "house way" : r.setBy === "player" ? (r.role === "player-dealer" ? "its own way" : "the player") : "—"}</td>
              <td className="pr-4">{r.outcome ? (OUTCOME_WORDS[r.outcome] ?? r.outcome) : "—"}</td>
            </tr>
          ))}
        </ReplayTable>
      ) : null}
    </div>
  );
}
