/** Each family's autoplay driver (lib/domain/table/<family>/autoplay.ts), by family. */
import { baccaratAutoplay } from "../domain/table/baccarat/autoplay";
import type { AutoplayCommand, AutoplayRandom } from "../domain/table/common/autoplay";
import type { GameFamily } from "../domain/table/families";
import { noBustAutoplay } from "../domain/table/no-bust/autoplay";
import { paiGowAutoplay } from "../domain/table/pai-gow-poker/autoplay";
import { paiGowTilesAutoplay } from "../domain/table/pai-gow-tiles/autoplay";
import { pokerAutoplay } from "../domain/table/poker/autoplay";
import { threeCardPokerAutoplay } from "../domain/table/three-card-poker/autoplay";
import { twentyOneAutoplay } from "../domain/table/twenty-one/autoplay";

export type Autoplay = (view: never, random: AutoplayRandom) => AutoplayCommand | null;

export const AUTOPLAY: { readonly [F in GameFamily]: Autoplay } = {
  baccarat: baccaratAutoplay,
  "no-bust": noBustAutoplay,
  "pai-gow-poker": paiGowAutoplay,
  "twenty-one": twentyOneAutoplay,
  poker: pokerAutoplay,
  "three-card-poker": threeCardPokerAutoplay,
  "pai-gow-tiles": paiGowTilesAutoplay,
};
