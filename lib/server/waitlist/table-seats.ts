/**
 * A live table's seats as the lists read them: which are taken (from the players' view, the same
 * for every family) and, where the floor's view of the table has them, who sits there (so a called
 * player the dealer seated from the tablet is recognised).
 */
export interface TableSeats {
  readonly occupied: boolean[];
  readonly names: (string | null)[];
}

type SeatLike = { seat?: unknown; occupied?: unknown; status?: unknown };
type PlayerLike = { seat?: unknown; name?: unknown };

function isSeat(n: unknown, count: number): n is number {
  return typeof n === "number" && Number.isInteger(n) && n >= 1 && n <= count;
}

export function seatsOf(views: { readonly display: unknown; readonly supervisor: unknown }): TableSeats | null {
  const seats = (views.display as { seats?: unknown } | null)?.seats;
  const players = (views.supervisor as { players?: unknown } | null)?.players;
  const count = Array.isArray(seats) ? seats.length : Array.isArray(players) ? players.length : 0;
  if (count < 2 || count > 20) return null;
  const occupied = Array.from({ length: count }, () => false);
  const names: (string | null)[] = Array.from({ length: count }, () => null);
  if (Array.isArray(seats)) {
    for (const s of seats as SeatLike[]) {
      if (!isSeat(s?.seat, count)) continue;
      occupied[s.seat - 1] = s.occupied === true || (typeof s.status === "string" && s.status !== "empty");
    }
  }
  // A family whose floor view names the player on each seat ({ seat, name } or { seat, player }).
  const named = (views.supervisor as { seats?: unknown } | null)?.seats;
  if (Array.isArray(named)) {
    for (const s of named as (SeatLike & { name?: unknown; player?: unknown })[]) {
      const who = typeof s?.name === "string" ? s.name : typeof s?.player === "string" ? s.player : null;
      if (isSeat(s?.seat, count) && who) names[s.seat - 1] = who;
    }
  }
  if (Array.isArray(players)) {
    for (const p of players as PlayerLike[]) {
      if (!isSeat(p?.seat, count) || typeof p.name !== "string") continue;
      names[p.seat - 1] = p.name;
      if (!Array.isArray(seats)) occupied[p.seat - 1] = true;
    }
  }
  return { occupied, names };
}
