import type { ButtonHTMLAttributes } from "react";

const TONES = {
  primary: "bg-amber-400 text-slate-950 hover:bg-amber-300",
  go: "bg-emerald-600 text-white hover:bg-emerald-500",
  neutral: "bg-slate-700 text-white hover:bg-slate-600",
  danger: "bg-red-700 text-white hover:bg-red-600",
  player: "bg-blue-700 text-white hover:bg-blue-600",
  banker: "bg-red-700 text-white hover:bg-red-600",
} as const;

/** Touch-first button: at least 44 px tall, a visible focus ring, and a busy state. */
export function Button({
  tone = "neutral",
  big = false,
  busy = false,
  className = "",
  children,
  disabled,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: keyof typeof TONES; big?: boolean; busy?: boolean }) {
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`${TONES[tone]} ${big ? "min-h-20 px-8 text-2xl" : "min-h-11 px-4 text-base"} inline-flex items-center justify-center gap-2 rounded-lg font-semibold disabled:cursor-not-allowed disabled:opacity-50 ${className}`}
    >
      {busy ? <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
      {children}
    </button>
  );
}
