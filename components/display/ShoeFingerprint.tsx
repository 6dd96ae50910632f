/**
 * The server shoe's commitment as players see it from the first card (lib/domain/cards/
 * shoe-commitment.ts): the fingerprint to note, and where to check it once the shoe has ended.
 */
import { groupedFingerprint, type ShoeCommitment } from "@/lib/domain/cards/shoe-commitment";

export function ShoeFingerprint({ commitment }: { commitment: ShoeCommitment }) {
  return (
    <div className="flex flex-col items-end leading-tight" data-testid="shoe-fingerprint" data-fingerprint={commitment.fingerprint} data-shoe={commitment.shoeId}>
      <span className="text-[24px] text-emerald-50">Shoe fingerprint · /verify</span>
      <span className="font-mono text-[28px] font-bold tracking-wide text-white">{groupedFingerprint(commitment.fingerprint)}</span>
    </div>
  );
}
