import { DERIVED_ROAD_NAMES } from "@/lib/domain/roads";
import { DerivedMarkShape } from "./DerivedRoad";
import { askHandName, askLabel, DERIVED_ROAD_LABELS, DERIVED_ROAD_SHAPES, type HandNames, type RoadsView } from "./layout";


/** "Banker?" and "Player?": the mark each derived road would add if the next hand went that way. */
export function AskPreview({ ask, names, cell = 32 }: { ask: RoadsView["ask"]; names: HandNames; cell?: number }) {
  return (
    <div className="flex gap-3" data-testid="ask-preview">
      {(["banker", "player"] as const).map((side) => (
        <div
          key={side}
          role="group"
          aria-label={askLabel(side, ask, names)}
          data-testid={`ask-${side}`}
          className={`flex min-w-0 flex-1 flex-col items-center rounded-lg border-2 px-2 pb-2 pt-1 ${side === "banker" ? "border-banker" : "border-player"} bg-white`}
        >
          <div className={`mb-1 w-full rounded px-1 text-center text-[28px] font-bold leading-tight text-white ${side === "banker" ? "bg-banker" : "bg-player"}`}>
            {askHandName(side === "banker" ? names.banker : names.player)}?
          </div>
          <div className="flex gap-2">
            {DERIVED_ROAD_NAMES.map((name) => {
              const color = ask[side][name];
              return (
                <div key={name} className="flex flex-col items-center" data-ask-road={name} data-ask-color={color ?? "none"}>
                  <svg width={cell} height={cell} viewBox={`0 0 ${cell} ${cell}`} aria-hidden="true" className="block">
                    {color ? (
                      <DerivedMarkShape shape={DERIVED_ROAD_SHAPES[name]} color={color} x={0} y={0} cell={cell} />
                    ) : (
                      <line x1={cell * 0.3} y1={cell / 2} x2={cell * 0.7} y2={cell / 2} stroke="#64748b" strokeWidth={2} />
                    )}
                  </svg>
                  {/* The marks stand in the derived roads' order beside them (Eye, Small, Roach): named for screen readers. */}
                  <span className="sr-only">{DERIVED_ROAD_LABELS[name]}</span>
                </div>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
