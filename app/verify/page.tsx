import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { parseFingerprint } from "@/lib/domain/cards/shoe-commitment";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Check a shoe · Card Room Table Operations" };

/** Where a player types the fingerprint the wall showed; /verify/<fingerprint> does the check. */
export default async function VerifyPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const asked = (await searchParams).fingerprint;
  const typed = typeof asked === "string" ? asked : "";
  const fingerprint = parseFingerprint(typed);
  if (fingerprint) redirect(`/verify/${fingerprint}`);
  return (
    <main className="mx-auto max-w-2xl p-6 sm:p-8">
      <h1 className="text-3xl font-bold">Check a shoe</h1>
      <p className="mt-4 text-lg">
        When the server shuffles a shoe, the wall shows its fingerprint before the first card: sixteen letters and digits, such as 3f9a 21c4 7b0e 55d1. It is the start of a hash of the whole order and a
        secret salt. Once the shoe has ended, type the fingerprint here to see the order, the salt and the check: the shoe was fixed before play began.
      </p>
      <form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <label className="block text-lg">
          Fingerprint
          <input name="fingerprint" defaultValue={typed} required autoComplete="off" spellCheck={false} className="mt-1 block min-h-11 w-72 rounded-md border border-slate-500 bg-slate-950 px-3 font-mono text-lg" aria-describedby="fingerprint-help" />
        </label>
        <button type="submit" className="min-h-11 rounded-lg bg-amber-400 px-4 font-semibold text-slate-950 hover:bg-amber-300">
          Check
        </button>
      </form>
      {typed && !fingerprint ? (
        <p className="mt-3 text-red-300" role="alert" id="fingerprint-help">
          A fingerprint is sixteen letters a-f and digits; &ldquo;{typed.slice(0, 40)}&rdquo; is not one.
        </p>
      ) : (
        <p className="mt-3 text-slate-400" id="fingerprint-help">
          Spaces between the groups are fine.
        </p>
      )}
    </main>
  );
}
