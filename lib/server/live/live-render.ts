/**
 * The phone page's sections as the server renders them from the desk (components/live), for the
 * first paint (live-routes.ts) and for each push of the lists' socket (live-feed.ts).
 */
import { gamesBody } from "@/components/live/games";
import { placesBody } from "@/components/live/places";
import type { LiveDesk } from "./live-desk";

export interface RenderedSection {
  readonly version: number;
  readonly serverTime: number;
  readonly html: string;
}

/** The room's games; `code`: the page's player's, carried into the join links. */
export function renderGames(desk: LiveDesk, code: string | null): RenderedSection {
  const { version, serverTime, view } = desk.view();
  return { version, serverTime, html: gamesBody(view, { joinOpen: desk.live.on && view.remoteJoin, code }).text };
}

/** A code's own places (by the code's seed). */
export function renderPlaces(desk: LiveDesk, seed: string): RenderedSection {
  const { version, serverTime, places } = desk.places(seed);
  return { version, serverTime, html: placesBody(places, { code: desk.lists.codes.codeOf(seed), timeZone: desk.live.settings.timeZone, now: serverTime }).text };
}
