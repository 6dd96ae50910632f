"use client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { OPTION_BOUNDS, OPTION_NOTES, type WaitlistOptions } from "@/lib/domain/waitlist";
import { Panel, inputClass, labelClass } from "./ui";
import type { Act } from "./use-act";

/** The room's choices for its lists (each named option explained), changed by the floor and kept in the lists' log. */
export function OptionsPanel({ options, act }: { options: WaitlistOptions; act: Act }) {
  // A change saved from any screen starts the form again from the saved settings.
  return <OptionsForm key={JSON.stringify(options)} options={options} act={act} />;
}

function OptionsForm({ options, act }: { options: WaitlistOptions; act: Act }) {
  const [draft, setDraft] = useState(options);
  const number = (key: "callMinutes" | "missesAllowed" | "awayMinutes" | "openTableAt" | "remoteLapseMinutes", label: string) => (
    <label className={labelClass} title={OPTION_NOTES[key]}>
      {label}
      <input className={inputClass} type="number" min={OPTION_BOUNDS[key].min} max={OPTION_BOUNDS[key].max} value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: Number(e.target.value) })} />
    </label>
  );
  const check = (key: "mustMoveFirst" | "seatChangeFirst" | "autoCall", label: string) => (
    <label className="flex min-h-11 items-center gap-2 text-sm" title={OPTION_NOTES[key]}>
      <input type="checkbox" className="h-5 w-5" checked={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.checked })} />
      {label}
    </label>
  );
  async function save(event: FormEvent) {
    event.preventDefault();
    await act.run("configure", { type: "configure", options: draft }, "The lists' settings are saved.");
  }
  return (
    <Panel title="How the lists run" id="waitlist-options" description="Hover or long-press a setting for what it does. A change applies from the next call and is in the audit trail.">
      <form onSubmit={save} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {number("callMinutes", "Minutes to answer a call")}
        <label className={labelClass} title={OPTION_NOTES.missedCall}>
          A missed call
          <select className={inputClass} value={draft.missedCall} onChange={(e) => setDraft({ ...draft, missedCall: e.target.value as WaitlistOptions["missedCall"] })}>
            <option value="keep-place">keeps the player&apos;s place</option>
            <option value="remove">takes the player off</option>
          </select>
        </label>
        {number("missesAllowed", "Calls a player may miss")}
        {number("awayMinutes", "Minutes a seat is held")}
        {number("openTableAt", "Suggest a table at (players)")}
        {check("mustMoveFirst", "Must-move players before the list")}
        {check("seatChangeFirst", "Seat changes first")}
        {check("autoCall", "Call the next player as soon as a seat opens")}
        {number("remoteLapseMinutes", "Minutes to check in after joining from a phone")}
        <label className={labelClass} title={OPTION_NOTES.remoteCall}>
          A player who joined from a phone
          <select className={inputClass} value={draft.remoteCall} onChange={(e) => setDraft({ ...draft, remoteCall: e.target.value as WaitlistOptions["remoteCall"] })}>
            <option value="after-check-in">is called once checked in</option>
            <option value="any-time">is called like anyone else</option>
          </select>
        </label>
        <div className="sm:col-span-2 lg:col-span-4">
          <Button type="submit" busy={act.busy === "configure"}>
            Save the settings
          </Button>
        </div>
      </form>
    </Panel>
  );
}
