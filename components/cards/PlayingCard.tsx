import { displayCard, isCard, isRed, type SuitedCard } from "@/lib/domain/cards/card";

const SIZES = {
  sm: "h-14 w-10 text-base",
  md: "h-20 w-14 text-xl",
  lg: "h-32 w-24 text-4xl",
  xl: "h-44 w-32 text-5xl",
} as const;

/** One card face up, or its back for "face-down". Red suits in red; the label reads the card out. */
export function PlayingCard({ card, size = "md" }: { card: string; size?: keyof typeof SIZES }) {
  if (card === "face-down" || !isCard(card)) {
    return (
      <div
        role="img"
        aria-label="card face down"
        className={`${SIZES[size]} rounded-lg border-2 border-slate-200 bg-[repeating-linear-gradient(45deg,#7f1d1d,#7f1d1d_6px,#991b1b_6px,#991b1b_12px)] shadow`}
      />
    );
  }
  const label = displayCard(card);
  const joker = card === "JK";
  const red = !joker && isRed(card as SuitedCard);
  return (
    <div
      role="img"
      aria-label={label}
      className={`${SIZES[size]} flex items-center justify-center rounded-lg border border-slate-300 bg-white font-bold shadow ${joker ? "text-violet-800" : red ? "text-red-700" : "text-slate-900"}`}
    >
      {/* A joker reads "JK" on the card face, "Joker" to a screen reader: the word does not fit a small card. */}
      {joker ? "JK" : label}
    </div>
  );
}
