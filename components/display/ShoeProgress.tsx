/**
 * How far into the shoe the table is: a bar of the cards dealt and the cards left, or the cut card's
 * notice; beside it, for a shoe the server shuffled, the fingerprint of its commitment.
 */
import { useLabels } from "./labels";
import { ShoeFingerprint } from "./ShoeFingerprint";
import type { TablePublicView } from "@/lib/domain/table/common/views";

export function ShoeProgress({ shoe }: { shoe: NonNullable<TablePublicView["shoe"]> }) {
  if (!shoe.commitment) return <ShoeCount shoe={shoe} />;
  return (
    <div className="flex items-center gap-6">
      <ShoeFingerprint commitment={shoe.commitment} />
      <ShoeCount shoe={shoe} />
    </div>
  );
}

function ShoeCount({ shoe }: { shoe: NonNullable<TablePublicView["shoe"]> }) {
  const t = useLabels();
  if (shoe.cutCardOut) {
    return (
      <div className="rounded-md bg-amber-300 px-3 py-1 text-[28px] font-bold text-slate-950" data-testid="shoe">
        Cut card out: last hand
      </div>
    );
  }
  const left = shoe.cardsRemaining;
  // Nothing to count (a set of tiles shuffled for every hand): no "Cards left: –" on the wall.
  if (left === null) return null;
  const total = shoe.cards ?? null;
  const dealt = left !== null && total ? Math.min(1, Math.max(0, (total - left) / total)) : null;
  return (
    <div className="flex flex-col items-end gap-1" data-testid="shoe" data-cards-left={left ?? ""}>
      <span className="text-[28px] leading-none text-emerald-50">
        {t("Cards left")}: <strong className="tabular-nums text-white">{left}</strong>
      </span>
      {dealt !== null ? (
        <div role="progressbar" aria-label="Shoe dealt" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(dealt * 100)} className="h-4 w-52 overflow-hidden rounded-full border-2 border-white/70 bg-black/40" data-testid="shoe-progress">
          <div className="h-full bg-amber-300" style={{ width: `${dealt * 100}%` }} />
        </div>
      ) : null}
    </div>
  );
}
