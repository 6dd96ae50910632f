/**
 * What a table sends each role (`table:view`, and the answer to `table:subscribe`): the family's
 * views, made from the family registry so a new family's views join the unions by themselves. Each
 * view says its family (`family`), which the screens use to pick the family's parts
 * (components/family-screens.tsx).
 */
import type { FamilyOf, GameFamily } from "@/lib/domain/table/families";

export type ViewsOf<F extends GameFamily> = ReturnType<FamilyOf<F>["machine"]["views"]>;
export type DealerViewOf<F extends GameFamily> = ViewsOf<F>["dealer"];
export type DisplayViewOf<F extends GameFamily> = ViewsOf<F>["display"];
export type SupervisorViewOf<F extends GameFamily> = ViewsOf<F>["supervisor"];

/** The dealer's view of a table of any family. */
export type AnyDealerView = { [F in GameFamily]: DealerViewOf<F> }[GameFamily];
/** The wall's view of a table of any family: never a face-down card, never staff data. */
export type AnyDisplayView = { [F in GameFamily]: DisplayViewOf<F> }[GameFamily];
export type AnySupervisorView = { [F in GameFamily]: SupervisorViewOf<F> }[GameFamily];

export type { GameFamily };
