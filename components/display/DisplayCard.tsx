import { cardFace } from "./format";

/** Card sizes on the wall: `lg` for the baccarat hands and the player-dealer, smaller ones for many seats' hands; every letter at 24 px or more. */
export const CARD_SIZES = {
  lg: { box: "h-[196px] w-[140px]", width: 140, corner: "left-2.5 top-1.5", rank: "text-[44px]", suit: "text-[34px]", pip: "pt-8 pl-8 text-[84px]", border: "border-4" },
  md: { box: "h-[140px] w-[100px]", width: 100, corner: "left-2 top-1", rank: "text-[32px]", suit: "text-[24px]", pip: "pt-6 pl-6 text-[58px]", border: "border-4" },
  ms: { box: "h-[120px] w-[86px]", width: 86, corner: "left-1.5 top-1", rank: "text-[28px]", suit: "text-[24px]", pip: "pt-7 pl-7 text-[48px]", border: "border-[3px]" },
  sm: { box: "h-[100px] w-[72px]", width: 72, corner: "left-1.5 top-0.5", rank: "text-[24px]", suit: "text-[24px]", pip: "pt-7 pl-7 text-[40px]", border: "border-[3px]" },
  // The smallest card has no room for a centre pip beside a corner at 24 px: the corner alone.
  xs: { box: "h-[78px] w-[56px]", width: 56, corner: "left-1 top-0.5", rank: "text-[24px]", suit: "text-[24px]", pip: null, border: "border-2" },
} as const;

export type CardSize = keyof typeof CARD_SIZES;

/**
 * A large playing card for the wall. A face-up card carries its code (data-card) for tests and
 * its name for screen readers; "face-down" is only ever a back: no code, no rank, no suit.
 */
export function DisplayCard({ card, size = "lg" }: { card: string; size?: CardSize }) {
  const face = cardFace(card);
  const s = CARD_SIZES[size];
  if (!face) {
    return (
      <div
        role="img"
        aria-label="Card face down"
        data-face-down="true"
        className={`${s.box} card-deal shrink-0 rounded-xl ${s.border} border-white bg-[repeating-linear-gradient(45deg,#7f1d1d,#7f1d1d_10px,#991b1b_10px,#991b1b_20px)] shadow-xl`}
      />
    );
  }
  const tone = face.code === "JK" ? "text-violet-800" : face.red ? "text-red-700" : "text-slate-900";
  return (
    <div role="img" aria-label={face.name} data-card={face.code} className={`${s.box} card-deal relative shrink-0 rounded-xl border border-slate-300 bg-white shadow-xl ${tone}`}>
      <div aria-hidden="true" className={`absolute ${s.corner} flex flex-col items-center leading-none`}>
        <span className={`${s.rank} font-bold tracking-tighter`}>{face.rank}</span>
        <span className={s.suit}>{face.suit}</span>
      </div>
      {s.pip ? (
        <div aria-hidden="true" className={`absolute inset-0 flex items-center justify-center leading-none ${s.pip}`}>
          {face.suit}
        </div>
      ) : null}
    </div>
  );
}

/** An empty place where a card will come. */
export function CardSlot({ size = "lg" }: { size?: CardSize }) {
  return <div aria-hidden="true" className={`${CARD_SIZES[size].box} shrink-0 rounded-xl ${CARD_SIZES[size].border} border-dashed border-white/25`} />;
}
