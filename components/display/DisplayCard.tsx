import { cardFace } from "./format";

const SIZE = "h-[196px] w-[140px]";

/**
 * A large playing card for the wall. A face-up card carries its code (data-card) for tests and
 * its name for screen readers; "face-down" is only ever a back: no code, no rank, no suit.
 */
export function DisplayCard({ card }: { card: string }) {
  const face = cardFace(card);
  if (!face) {
    return (
      <div
        role="img"
        aria-label="Card face down"
        data-face-down="true"
        className={`${SIZE} card-deal rounded-xl border-4 border-white bg-[repeating-linear-gradient(45deg,#7f1d1d,#7f1d1d_10px,#991b1b_10px,#991b1b_20px)] shadow-xl`}
      />
    );
  }
  const tone = face.red ? "text-red-700" : "text-slate-900";
  return (
    <div role="img" aria-label={face.name} data-card={face.code} className={`${SIZE} card-deal relative rounded-xl border border-slate-300 bg-white shadow-xl ${tone}`}>
      <div aria-hidden="true" className="absolute left-2.5 top-1.5 flex flex-col items-center leading-none">
        <span className="text-[44px] font-bold tracking-tighter">{face.rank}</span>
        <span className="text-[34px]">{face.suit}</span>
      </div>
      <div aria-hidden="true" className="absolute inset-0 flex items-center justify-center pt-8 pl-8 text-[84px] leading-none">
        {face.suit}
      </div>
    </div>
  );
}

/** An empty place where a card will come. */
export function CardSlot() {
  return <div aria-hidden="true" className={`${SIZE} rounded-xl border-4 border-dashed border-white/25`} />;
}
