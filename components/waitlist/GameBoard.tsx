"use client";
import type { ReactNode } from "react";
import { useFontsReady, useLargestFit } from "@/components/ui/use-largest-fit";
import { useNow } from "@/lib/client/use-now";
import { useWindowSize } from "@/lib/client/use-window-size";
import type { BoardGame, BoardPlayer, LiveUnlistedGame, WaitlistBoardView } from "@/lib/domain/waitlist";
import { BOARD, CARD_TITLE_HEIGHT, boardRows, boardStakes, namesThatFit, shortTable } from "./format";
import { LiveQr } from "./LiveQr";
import { useLists } from "./use-lists";

const WIDTH = 1920;
const HEIGHT = BOARD.height;
const FELT = "bg-[radial-gradient(ellipse_at_30%_20%,#0f6b45_0%,#0b5d3b_35%,#063d27_100%)]";

/** Laid out once at 1920 x 1080 and scaled to the screen it is on. */
function Stage({ children }: { children: ReactNode }) {
  const size = useWindowSize();
  const scale = size && size.width > 0 && size.height > 0 ? Math.min(size.width / WIDTH, size.height / HEIGHT) : 1;
  return (
    <div className="fixed inset-0 overflow-hidden bg-felt-dark">
      <div data-testid="board-stage" className="absolute left-1/2 top-1/2 origin-center" style={{ width: WIDTH, height: HEIGHT, transform: `translate(-50%, -50%) scale(${scale})` }}>
        {children}
      </div>
    </div>
  );
}

/** The room's time (its floor settings' time zone), whatever zone the wall's own machine is set to. */
function Clock({ timeZone }: { timeZone: string }) {
  const now = useNow(10_000);
  if (!now) return null;
  return (
    <span className="text-5xl font-bold tabular-nums text-white" data-testid="board-clock">
      {new Date(now).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZone })}
    </span>
  );
}

function called(p: BoardPlayer): string {
  return p.called ? `${shortTable(p.called.table)} · seat ${p.called.seat}` : "";
}

function NameRow({ player }: { player: BoardPlayer }) {
  return (
    <li
      className={`flex items-center gap-4 rounded-xl px-4 ${player.called ? "called-glow bg-amber-300 text-slate-950" : "text-white"}`}
      style={{ height: BOARD.nameRow - 6, marginBottom: 6 }}
      data-testid="board-name"
      data-called={player.called ? "yes" : "no"}
    >
      <span className={`w-14 text-right text-4xl font-bold tabular-nums ${player.called ? "" : "text-emerald-100"}`}>{player.position}</span>
      <span className="text-5xl font-black tracking-wide">{player.initials}</span>
      {player.called ? <span className="ml-auto text-3xl font-bold">→ {called(player)}</span> : null}
    </li>
  );
}

function GameCard({ game, fit }: { game: BoardGame; fit: number }) {
  const shown = game.waiting.slice(0, fit);
  const more = game.waiting.length - shown.length;
  const openSeats = game.tables.reduce((n, t) => n + t.openSeats, 0);
  const stakes = boardStakes(game.stakes);
  return (
    <section className="flex min-h-0 flex-col overflow-hidden rounded-3xl border-2 border-emerald-200/30 bg-black/35 p-5" data-testid="board-game" aria-label={`${game.game} ${game.stakes}`}>
      <header className="shrink-0 overflow-hidden" style={{ height: CARD_TITLE_HEIGHT }}>
        <GameTitle name={game.game} />
        <p className="truncate text-4xl font-bold text-amber-200" data-testid="board-stakes">
          {stakes.limit}
        </p>
        {stakes.blinds ? (
          <p className="truncate text-3xl font-bold text-amber-100" data-testid="board-blinds">
            {stakes.blinds}
          </p>
        ) : null}
        {game.interest ? (
          <p className="mt-1 truncate text-3xl text-emerald-50" data-testid="board-tables">
            Starting soon
          </p>
        ) : (
          <TablesLine tables={game.tables} openSeats={openSeats} testId="board-tables" />
        )}
      </header>
      {game.waiting.length === 0 ? (
        <p className="mt-6 text-3xl text-emerald-50">{game.interest ? "Be the first on the list: sign up at the desk" : "No wait: ask at the desk"}</p>
      ) : (
        <ol className="mt-4" aria-label={`Waiting for ${game.game} ${game.stakes}`}>
          {shown.map((p) => (
            <NameRow key={`${p.position}-${p.initials}`} player={p} />
          ))}
        </ol>
      )}
      <div className="mt-auto">
        {more > 0 ? <p className="text-3xl font-bold text-emerald-50">+ {more} more</p> : null}
        {game.mustMove.length ? (
          <p className="mt-1 truncate text-2xl text-emerald-50" data-testid="board-must-move">
            Must move: {game.mustMove.map((p) => (p.called ? `${p.initials} → ${called(p)}` : p.initials)).join(", ")}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** From the card's 48 px down to 28 px (still read across the room): the first size at which the whole name fits on one line. */
const TITLE_SIZES = [48, 42, 36, 32, 28] as const;
/** A card's line of tables and open seats: 30 px down to 24 px. */
const LINE_SIZES = [30, 27, 24] as const;

/**
 * A line of a card, whole: a long one ("Omaha High/Low Split", four cards to a row) takes a smaller
 * size rather than an ellipsis, and past the smallest, its short form ("2 tables · 11 open seats");
 * measured on the wall itself, once its fonts are in.
 */
function FitLine({ text, short, sizes, className, testId, heading }: { text: string; short?: string; sizes: readonly number[]; className: string; testId?: string; heading?: boolean }) {
  const fonts = useFontsReady();
  const ways = [...sizes.map((size) => ({ words: text, size })), ...(short ? sizes.map((size) => ({ words: short, size })) : [])];
  const { ref, index } = useLargestFit<HTMLElement>(`${text}|${short ?? ""}|${fonts}`, ways.length, (el) => el.scrollWidth > el.clientWidth + 1);
  const way = ways[index]!;
  const props = { ref: ref as never, className: `overflow-hidden whitespace-nowrap ${className}`, style: { fontSize: way.size }, "data-testid": testId };
  return heading ? <h2 {...props}>{way.words}</h2> : <p {...props}>{way.words}</p>;
}

function GameTitle({ name }: { name: string }) {
  return <FitLine heading text={name} sizes={TITLE_SIZES} className="font-black leading-tight text-white" testId="board-game-name" />;
}

/** "Table 23, Table 25 · 11 open seats", or short: "2 tables · 11 open seats". */
function TablesLine({ tables, openSeats, testId }: { tables: readonly { readonly name: string }[]; openSeats: number; testId?: string }) {
  const text = `${tables.map((t) => shortTable(t.name)).join(", ")} · ${seatsWords(openSeats)}`;
  const short = `${tables.length === 1 ? "1 table" : `${tables.length} tables`} · ${seatsWords(openSeats)}`;
  return <FitLine text={text} short={short} sizes={LINE_SIZES} className="mt-1 leading-tight text-emerald-50" testId={testId} />;
}

function seatsWords(n: number): string {
  return n === 0 ? "no open seat" : n === 1 ? "1 open seat" : `${n} open seats`;
}

/** A game dealt at tables no list is for: its tables and open seats, and where to ask for a seat. */
function UnlistedCard({ game }: { game: LiveUnlistedGame }) {
  const stakes = boardStakes(game.stakes);
  return (
    <section className="flex min-h-0 flex-col overflow-hidden rounded-3xl border-2 border-emerald-200/30 bg-black/35 p-5" data-testid="board-unlisted" aria-label={`${game.game} ${game.stakes}, no list`}>
      <header className="shrink-0 overflow-hidden" style={{ height: CARD_TITLE_HEIGHT }}>
        <GameTitle name={game.game} />
        <p className="truncate text-4xl font-bold text-amber-200">{stakes.limit}</p>
        {stakes.blinds ? <p className="truncate text-3xl font-bold text-amber-100">{stakes.blinds}</p> : null}
        <TablesLine tables={game.tables} openSeats={game.openSeats} />
      </header>
      <p className="mt-6 text-3xl text-emerald-50">No list: ask at the desk for a seat</p>
    </section>
  );
}

function Message({ title, text, pair }: { title: string; text: string; pair?: boolean }) {
  return (
    <Stage>
      <main className={`flex h-full flex-col items-center justify-center gap-8 ${FELT}`} data-testid="board-message">
        <h1 className="text-7xl font-black text-white">{title}</h1>
        <p role="status" className="max-w-[1400px] text-center text-4xl text-emerald-50">
          {text}
        </p>
        {pair ? (
          <p className="text-3xl text-white">
            A floor supervisor makes a pairing code for the game board;{" "}
            <a className="font-bold text-amber-300 underline" href="/pair">
              enter it on the pairing page
            </a>
            .
          </p>
        ) : null}
      </main>
    </Stage>
  );
}

/**
 * The game board on the wall: the running games with their tables' open seats, each list's
 * initials in order, the players called now in amber with their table and seat. Live from the
 * server; it never receives a name or a phone number, only initials.
 */
export function GameBoard({ timeZone, live: liveAtLoad = false }: { timeZone: string; live?: boolean }) {
  const lists = useLists("board");
  const view: WaitlistBoardView | null = lists?.view ?? null;
  if (!view) {
    if (lists?.blocked) return <Message title="Game board" text={lists.blocked} pair />;
    return <Message title="Game board" text={lists?.error ?? "Loading the waiting lists…"} />;
  }
  const calling = view.games.flatMap((g) => [...g.waiting, ...g.mustMove].filter((p) => p.called));
  // The lists come first: the games no list is for take only the free places of the lists' rows
  // (a row of them when there is no list), never a row the lists' names would lose.
  const rows = boardRows(view.games.length);
  const unlisted = view.unlisted.slice(0, rows * BOARD.perRow - view.games.length);
  const cards = view.games.length + unlisted.length;
  const fit = namesThatFit(view.games.length, calling.length > 0);
  const live = lists?.connected === true;
  return (
    <Stage>
      <div className={`flex h-full flex-col ${FELT}`} data-testid="game-board" data-version={lists?.version ?? 0}>
        <header className="flex shrink-0 items-center justify-between px-10" style={{ height: BOARD.header }}>
          <h1 className="text-7xl font-black text-white">Waiting lists</h1>
          <div className="flex items-center gap-10">
            {live ? (
              <span className="flex items-center gap-3 text-3xl text-emerald-50" data-testid="board-connection" data-state="live">
                <span aria-hidden className="h-4 w-4 rounded-full bg-emerald-300" />
                Live
              </span>
            ) : (
              <span role="status" className="rounded-full bg-amber-300 px-6 py-2 text-3xl font-bold text-slate-950" data-testid="board-connection" data-state="reconnecting">
                Reconnecting…
              </span>
            )}
            <Clock timeZone={timeZone} />
            {(lists?.live ?? liveAtLoad) ? <LiveQr /> : null}
          </div>
        </header>
        {calling.length ? (
          <div className="mx-6 flex shrink-0 items-center gap-6 overflow-hidden rounded-2xl bg-amber-300 px-8 text-slate-950" style={{ height: BOARD.calling - BOARD.gap }} data-testid="board-calling" role="status">
            <span className="shrink-0 text-4xl font-black uppercase">Now calling</span>
            {calling.map((p) => (
              <span key={`${p.initials}-${called(p)}`} className="shrink-0 text-4xl font-bold">
                {p.initials} → {called(p)}
              </span>
            ))}
          </div>
        ) : null}
        {cards === 0 ? (
          <p className="m-auto text-5xl text-emerald-50">No waiting lists right now. Ask at the desk to play.</p>
        ) : (
          <div className="grid min-h-0 flex-1" style={{ gridTemplateColumns: `repeat(${Math.min(BOARD.perRow, cards)}, minmax(0, 1fr))`, gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))`, gap: BOARD.gap, padding: BOARD.gap }}>
            {view.games.map((g) => (
              <GameCard key={g.id} game={g} fit={fit} />
            ))}
            {unlisted.map((g) => (
              <UnlistedCard key={`${g.game}|${g.stakes}`} game={g} />
            ))}
          </div>
        )}
      </div>
    </Stage>
  );
}
