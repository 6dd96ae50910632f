/**
 * The room's games on a phone: each running game with its stakes as its table posts them, its
 * tables and open seats, the length of its list and the list by initials (the called ones with
 * their table and seat); then the interest lists. Rendered on the server for the first paint and
 * for every change the lists' socket pushes.
 */
import type { LiveGame, LivePlayer, LiveUnlistedGame, WaitlistLiveView } from "@/lib/domain/waitlist";
import { html, type Html } from "./html";
import { openSeatsWords, stakesWords, tableWords } from "./words";

/** Names shown per list before "and n more": a phone scrolls, but a list of forty helps nobody. */
const SHOWN = 30;

function player(p: LivePlayer): Html {
  const called = p.called ? html` <span class="to">→ ${tableWords(p.called.table)} seat ${p.called.seat}</span>` : null;
  return html`<li class="${p.called ? "chip called" : "chip"}"><span class="pos">${p.position}</span> ${p.initials}${p.onTheWay ? html` <span class="way">on the way</span>` : null}${called}</li>`;
}

function joinLink(game: LiveGame, code: string | null): Html {
  const href = `/live/join?list=${encodeURIComponent(game.key)}${code ? `&code=${encodeURIComponent(code)}` : ""}`;
  return html`<a class="button" href="${href}" data-join data-list="${game.key}">Join this list</a>`;
}

function gameCard(game: LiveGame, options: GamesOptions): Html {
  const shown = game.waiting.slice(0, SHOWN);
  const more = game.waiting.length - shown.length;
  const waiting = game.waiting.length === 0 ? "Nobody waiting" : game.waiting.length === 1 ? "1 waiting" : `${game.waiting.length} waiting`;
  const where = game.interest
    ? html`<p class="tables">Starts when enough players sign up</p>`
    : html`<p class="tables">${game.tables.map((t, i) => html`${i ? " · " : ""}${tableWords(t.name)}: ${openSeatsWords(t.openSeats)}`)}</p>`;
  return html`<article class="game" aria-label="${`${game.game} ${stakesWords(game.stakes)}`}" data-testid="live-game">
<h3>${game.game}</h3>
<p class="stakes">${stakesWords(game.stakes)}</p>
${where}
<p class="count"><strong>${waiting}</strong>${game.mustMove ? ` · ${game.mustMove} must move` : ""}</p>
${shown.length ? html`<ol class="names" aria-label="${`Waiting for ${game.game}`}">${shown.map(player)}</ol>` : null}
${more > 0 ? html`<p class="more">and ${more} more</p>` : null}
${options.joinOpen && !options.mine?.has(game.key) ? joinLink(game, options.code) : null}
</article>`;
}

/** A game dealt at a table no list is for: its seats, and the desk to ask for a list. */
function unlistedCard(game: LiveUnlistedGame): Html {
  return html`<article class="game" aria-label="${`${game.game} ${stakesWords(game.stakes)}`}" data-testid="live-unlisted-game">
<h3>${game.game}</h3>
<p class="stakes">${stakesWords(game.stakes)}</p>
<p class="tables">${game.tables.map((t, i) => html`${i ? " · " : ""}${tableWords(t.name)}: ${openSeatsWords(t.openSeats)}`)}</p>
<p class="count"><strong>No list</strong> · ask at the desk for a seat</p>
</article>`;
}

export interface GamesOptions {
  /** The room takes sign-ups from phones now (and shows /live). */
  readonly joinOpen: boolean;
  /** The code of the page's player, carried into the join links (the new place shares it). */
  readonly code: string | null;
  /** The lists the page's player is on already (by key): no join link there. */
  readonly mine?: ReadonlySet<string>;
}

/** The games section's inner markup (the socket replaces it whole). */
export function gamesBody(view: WaitlistLiveView, options: GamesOptions): Html {
  const running = view.games.filter((g) => !g.interest);
  const interest = view.games.filter((g) => g.interest);
  return html`<h2 id="games-heading">Games running</h2>
${running.length ? running.map((g) => gameCard(g, options)) : view.unlisted.length ? null : html`<p class="quiet">No game is running on the lists right now.</p>`}
${view.unlisted.map(unlistedCard)}
${interest.length ? html`<h2>Games players want to start</h2>${interest.map((g) => gameCard(g, options))}` : null}
${options.joinOpen ? null : html`<p class="quiet">To go on a list, ask at the desk.</p>`}`;
}
