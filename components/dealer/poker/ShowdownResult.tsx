import type { ShowdownAnswer } from "@/lib/domain/poker/showdown-input";
import { dollars } from "@/lib/client/dollars";

/** A showdown's pots in words: each pot's winners with their hand and shares, then each seat's award (tablet and floor). */
export function ShowdownResultList({ result }: { result: Pick<ShowdownAnswer, "pots" | "awards" | "returned"> }) {
  const seats = (list: readonly number[]) => (list.length === 1 ? `seat ${list[0]}` : `seats ${list.join(", ")}`);
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col gap-1">
        {result.pots.map((p) => (
          <li key={p.name} data-testid="showdown-pot">
            <strong className="capitalize">{p.name}</strong> {dollars(p.cents)}
            {p.dropCents ? ` (after the ${dollars(p.dropCents)} drop)` : ""}:{" "}
            {p.uncontested ? `${seats(p.high.winners)}, uncontested` : `${p.low ? "high " : ""}${seats(p.high.winners)} with ${p.high.hand}`}
            {p.low ? `; low ${seats(p.low.winners)} with ${p.low.hand}` : ""}
            {p.high.shares.length > 1 || (p.low?.shares.length ?? 0) > 1 ? (
              <span className="text-slate-300">
                {" "}
                ({[...p.high.shares, ...(p.low?.shares ?? [])].map((s) => `seat ${s.seat} ${dollars(s.cents)}${s.oddCents ? ` incl. odd ${dollars(s.oddCents)}` : ""}`).join(", ")})
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="font-semibold" data-testid="showdown-awards">
        {result.awards.map((a) => `Seat ${a.seat} takes ${dollars(a.cents)}`).join(" · ")}
        {result.returned ? ` · seat ${result.returned.seat} gets back ${dollars(result.returned.cents)} (not called)` : ""}
      </p>
    </div>
  );
}
