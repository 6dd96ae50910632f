import type { Metadata } from "next";
import Link from "next/link";
import { BrowserCheck } from "@/components/verify/BrowserCheck";
import { groupedFingerprint } from "@/lib/domain/cards/shoe-commitment";
import { displayCard, isCard } from "@/lib/domain/cards/card";
import { describeTile, isTileId } from "@/lib/domain/pai-gow-tiles";
import { getRuntime } from "@/lib/server/runtime";
import { publicShoeCheck } from "@/lib/server/floor/public-shoe-check";
import { loadFloorSettings } from "@/lib/server/floor/settings";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Check a shoe · Card Room Table Operations" };

/** A time in the room's zone, as the wall and the floor show times. */
const whenIn = (timeZone: string) => (iso: string) => new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));

function item(x: string): string {
  if (isCard(x)) return displayCard(x);
  if (isTileId(x)) return describeTile(x);
  return x;
}

/**
 * The public check of a server shoe (no sign-in): by the fingerprint the wall showed when the shoe
 * started, or by its id. While the shoe is in play it says so and shows nothing of the order; once
 * it has ended, the order, the salt and the check, recomputed here and with the steps written out.
 */
export default async function VerifyShoePage({ params }: { params: Promise<{ shoe: string }> }) {
  const { shoe } = await params;
  const asked = decodeURIComponent(shoe);
  const { db } = getRuntime();
  const [check, settings] = await Promise.all([publicShoeCheck(db, asked), loadFloorSettings(db)]);
  const when = whenIn(settings.timeZone);
  return (
    <main className="mx-auto max-w-4xl p-6 sm:p-8" data-testid="verify-page" data-state={check.kind}>
      <p className="text-sm text-slate-400">
        <Link href="/verify" className="underline">
          Check a shoe
        </Link>
      </p>
      {check.kind === "unknown" ? (
        <>
          <h1 className="mt-2 text-3xl font-bold">No shoe found</h1>
          <p className="mt-4 text-lg">
            No shoe has the fingerprint or name &ldquo;{asked.slice(0, 80)}&rdquo;. Check the sixteen letters and digits the wall showed when the shoe started (for example 3f9a 21c4 7b0e 55d1).
          </p>
        </>
      ) : check.kind === "several" ? (
        <>
          <h1 className="mt-2 text-3xl font-bold">More than one shoe has this fingerprint</h1>
          <ul className="mt-4 list-disc pl-6 text-lg">
            {check.shoes.map((s) => (
              <li key={s.id}>
                <Link className="underline" href={`/verify/${encodeURIComponent(s.id)}`}>
                  {s.tableName}, started {when(s.startedAt)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : check.kind === "not-server" ? (
        <>
          <h1 className="mt-2 text-3xl font-bold">A shoe of real cards</h1>
          <p className="mt-4 text-lg">This shoe at {check.tableName} was dealt from real cards by the dealer (or read by the card-reading shoe), not shuffled by the server: there is no order fixed in advance to check.</p>
        </>
      ) : check.kind === "in-play" ? (
        <>
          <h1 className="mt-2 text-3xl font-bold">This shoe is still in play</h1>
          <p className="mt-4 text-lg" data-testid="verify-refusal">
            This shoe is still in play at {check.tableName}, so its order stays secret: it is shown here once the shoe ends. Come back after its last hand.
          </p>
          <dl className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-400">Started</dt>
            <dd>{when(check.startedAt)}</dd>
            <dt className="text-slate-400">Fingerprint on the wall</dt>
            <dd className="font-mono text-2xl" data-testid="verify-fingerprint">
              {groupedFingerprint(check.fingerprint)}
            </dd>
            <dt className="text-slate-400">Commitment (SHA-256)</dt>
            <dd className="break-all font-mono">{check.orderHash}</dd>
          </dl>
        </>
      ) : (
        <>
          <h1 className="mt-2 text-3xl font-bold">{check.matches ? "This shoe checks out" : "This shoe does NOT check out"}</h1>
          <p className={`mt-4 text-lg ${check.matches ? "text-emerald-200" : "font-semibold text-red-300"}`} data-testid="verify-verdict">
            {check.matches
              ? `The order of the ${check.set === "tiles" ? "tiles" : "cards"} below, with its secret salt, hashes to the commitment recorded before the first ${check.set === "tiles" ? "tile" : "card"} of the shoe: it was fixed before play began and not changed after.`
              : "The order and salt below do not hash to the commitment recorded when the shoe started. Tell the floor."}
          </p>
          <dl className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-400">Table</dt>
            <dd>
              {check.tableName}
              {check.gameName ? ` · ${check.gameName}` : ""}
            </dd>
            <dt className="text-slate-400">In play</dt>
            <dd>
              {when(check.startedAt)} to {when(check.endedAt)}
            </dd>
            <dt className="text-slate-400">Fingerprint on the wall</dt>
            <dd className="font-mono text-2xl" data-testid="verify-fingerprint">
              {groupedFingerprint(check.fingerprint)}
            </dd>
            <dt className="text-slate-400">Commitment recorded at the start</dt>
            <dd className="break-all font-mono" data-testid="verify-hash">
              {check.orderHash}
            </dd>
            <dt className="text-slate-400">SHA-256 computed now</dt>
            <dd className="break-all font-mono" data-testid="verify-recomputed">
              {check.recomputed}
            </dd>
            <dt className="text-slate-400">Secret salt</dt>
            <dd className="break-all font-mono">{check.salt}</dd>
          </dl>

          <h2 className="mt-8 text-xl font-semibold">Check it yourself</h2>
          <ol className="mt-2 list-decimal space-y-1 pl-6">
            <li>Take the text below exactly as it is: the salt, a colon, then every {check.set === "tiles" ? "tile, stack 1 first," : "card from the top of the shoe"} separated by commas, no spaces.</li>
            <li>
              Compute its SHA-256 with any tool: on a computer, <code className="rounded bg-slate-800 px-1">printf &apos;%s&apos; &apos;…the text…&apos; | sha256sum</code>, or the button below.
            </li>
            <li>The result must be the commitment above; its first sixteen characters are the fingerprint the wall showed when the shoe started.</li>
            <li>The {check.set === "tiles" ? "stacks were dealt" : "cards were dealt in each hand"} in this order, as the wall showed them.</li>
          </ol>
          <pre className="mt-3 max-h-64 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-900 p-3 font-mono text-sm" data-testid="verify-text">
            {check.text}
          </pre>
          <BrowserCheck text={check.text} expected={check.orderHash} />

          <h2 className="mt-8 text-xl font-semibold">The order ({check.order.length} {check.set === "tiles" ? "tiles" : "cards"})</h2>
          <ol className="mt-2 grid grid-cols-4 gap-x-4 gap-y-1 font-mono sm:grid-cols-8" data-testid="verify-order">
            {check.order.map((x, i) => (
              <li key={i}>
                <span className="text-slate-500">{i + 1}.</span> {item(x)}
              </li>
            ))}
          </ol>
        </>
      )}
    </main>
  );
}
