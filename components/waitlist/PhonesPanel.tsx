"use client";
import { Button } from "@/components/ui/Button";
import type { WaitlistOptions } from "@/lib/domain/waitlist";
import type { Act } from "./use-act";

/**
 * The lists on the players' phones, from the floor's screen: whether the room shows them (/live,
 * the admin's floor settings) and, at one tap, whether players may join a list from their phone
 * (the lists' own option, so the floor can stop it at once).
 */
export function PhonesPanel({ live, options, act }: { live: boolean; options: WaitlistOptions; act: Act }) {
  if (!live) {
    return (
      <p className="mt-3 rounded-lg border border-slate-700 bg-slate-900 px-3 py-2 text-slate-200" data-testid="phones-panel">
        Players&apos; phones: off. An admin turns on the lists on players&apos; phones (/live) in the floor settings; players then follow the games, and their own place with their code.
      </p>
    );
  }
  const on = options.remoteJoin;
  return (
    <section aria-label="Players' phones" data-testid="phones-panel" className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-slate-700 bg-slate-900 px-3 py-2">
      <p className="min-w-0 flex-1 text-slate-200">
        On players&apos; phones:{" "}
        <a className="font-semibold text-amber-300 underline" href="/live" target="_blank" rel="noreferrer">
          /live
        </a>{" "}
        shows the games and lists by initials; each player follows their place with their code. Joining from phones:{" "}
        <strong data-testid="remote-join-state">{on ? "on" : "off"}</strong>
        {on ? `; players check in within ${options.remoteLapseMinutes} min.` : "."}
      </p>
      <Button
        tone={on ? "danger" : "primary"}
        busy={act.busy === "remote-join"}
        onClick={() => void act.run("remote-join", { type: "configure", options: { remoteJoin: !on } }, on ? "Players can no longer join from their phones." : "Players can join the lists from their phones.")}
      >
        {on ? "Stop joins from phones" : "Let players join from phones"}
      </Button>
    </section>
  );
}
