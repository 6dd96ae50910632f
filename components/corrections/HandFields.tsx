"use client";
/** The correction form's part for a hand set wrongly (pai gow poker): the seat, the two cards set in front, the change in words. */
import { cardLabel } from "@/lib/client/card-entry";
import type { HandSettingView } from "@/lib/domain/table/common/views";
import { handChangeWords, handSettingWords } from "./correction-offers";

export function HandFields({
  handSettings,
  handSeat,
  setting,
  front,
  disabled,
  onSeat,
  onFront,
}: {
  /** The seats' hands as set. */
  handSettings: readonly HandSettingView[];
  /** The chosen seat ("" before a choice), its hand as set, and the cards chosen for the front. */
  handSeat: string;
  setting: HandSettingView | null;
  front: readonly string[];
  disabled: boolean;
  onSeat: (seat: string) => void;
  onFront: (front: string[]) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-500 p-3" disabled={disabled} data-testid="correction-hand">
      <legend className="px-1 text-sm font-semibold text-slate-100">The hand set wrongly</legend>
      <label className="block text-sm font-medium text-slate-200">
        Seat
        <select className="mt-1 block min-h-12 w-full rounded-lg border border-slate-400 bg-slate-950 px-3 text-lg text-white" value={handSeat} onChange={(e) => onSeat(e.target.value)} data-testid="correction-hand-seat">
          <option value="">Choose…</option>
          {handSettings.map((h) => (
            <option key={h.seat} value={String(h.seat)}>
              {handSettingWords(h.seat, h.high, h.low)}
            </option>
          ))}
        </select>
      </label>
      {setting ? (
        <>
          <p className="text-sm font-medium text-slate-200">The two cards the player set in front:</p>
          <div className="flex flex-wrap gap-2">
            {setting.cards.map((c) => {
              const on = front.includes(c);
              return (
                <label key={c} className={`flex min-h-12 min-w-20 cursor-pointer items-center gap-2 rounded-lg border-2 px-3 ${on ? "border-amber-300 bg-amber-300/10" : "border-slate-600 bg-slate-800"}`} data-testid={`hand-front-${c}`}>
                  <input type="checkbox" className="h-5 w-5" checked={on} disabled={!on && front.length >= 2} onChange={() => onFront(on ? front.filter((x) => x !== c) : [...front, c])} />
                  <span className="font-semibold text-white">{cardLabel(c)}</span>
                </label>
              );
            })}
          </div>
          {front.length === 2 ? (
            <p className="text-lg font-semibold text-white" data-testid="correction-hand-change">
              {handChangeWords(setting, front)}
            </p>
          ) : null}
        </>
      ) : null}
    </fieldset>
  );
}
