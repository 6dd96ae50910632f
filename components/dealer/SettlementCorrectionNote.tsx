/** The money to make right after a correction of a round already paid (settlement-correction-words.ts). */
import { settlementCorrectionText, type SettlementCorrection } from "./settlement-correction-words";

export function SettlementCorrectionNote({ correction }: { correction: SettlementCorrection | undefined }) {
  if (!correction) return null;
  const t = settlementCorrectionText(correction);
  return (
    <div role="status" data-testid="settlement-correction" className="border-b border-sky-300 bg-sky-950 px-4 py-2 text-sky-50">
      <p className="text-lg font-bold">{t.headline}</p>
      {t.lines.length ? (
        <ul className="text-lg font-semibold" data-testid="settlement-correction-lines">
          {t.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <p className="text-sm text-sky-100">{t.note}</p>
    </div>
  );
}
