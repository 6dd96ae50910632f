import { describe, expect, it } from "vitest";
import { EMPTY_WAITLIST, restoreState, type WaitlistState } from "./state";
import { evolveAll } from "./evolve";
import { livePlaces } from "./live-views";
import { nextFor } from "./order";
import { waitlistTimers } from "./timers";
import { floorView } from "./views";
import { Floor, MINUTE } from "./test-kit";

const keyOf = (list: { id: string }) => `key-${list.id}`;

function phones(): { f: Floor; l: string } {
  const f = new Floor();
  const l = f.list();
  f.do({ type: "configure", options: { remoteJoin: true } });
  return { f, l };
}

describe("joining a list from a phone", () => {
  it("is refused while the room does not take sign-ups from phones (the default)", () => {
    const f = new Floor();
    const l = f.list();
    expect(f.state.options.remoteJoin).toBe(false);
    expect(f.refused({ type: "remote-join", listId: l, name: "Rita Remote", initials: null, codeSeed: "seed-rita-0001" })).toBe("REMOTE_JOIN_OFF");
  });

  it("waits as remote, not checked in, in first-come order, with its lapse time from the room's option", () => {
    const { f, l } = phones();
    f.add(l, "Alice Brown");
    f.wait(2);
    const r = f.remote(l, "Rita Remote", "seed-rita-0001", "rr");
    f.wait(1).add(l, "Bob Carter");
    expect(f.order(`list:${l}`)).toEqual(["Alice Brown", "Rita Remote", "Bob Carter"]);
    const rita = floorView(f.state).lists[0]!.waiting[1]!;
    expect(rita).toMatchObject({ id: r, initials: "R.R.", phone: null, hasCode: true, remote: { lapsesAt: f.now - MINUTE + 30 * MINUTE, checkedInAt: null } });
  });

  it("is passed over for calls until checked in (W18), keeping the place; checked in, it is next in its turn", () => {
    const { f, l } = phones();
    f.table(l, "t10", 9, [1, 2, 3, 5, 6, 7, 8, 9]);
    const r = f.remote(l, "Rita Remote", "seed-rita-0001");
    const b = f.add(l, "Bob Carter");
    expect(nextFor(f.state, "t10", 4)?.id).toBe(b);
    expect(f.refused({ type: "call-player", entryId: r, tableId: "t10", seat: 4 })).toBe("NOT_CHECKED_IN");
    f.do({ type: "check-in", entryId: r });
    expect(nextFor(f.state, "t10", 4)?.id).toBe(r);
    expect(f.refused({ type: "check-in", entryId: r })).toBe("ALREADY_CHECKED_IN");
    expect(f.refused({ type: "check-in", entryId: b })).toBe("NOT_REMOTE");
  });

  it("is called like anyone else when the room says so (remoteCall any-time), and answering the call checks the player in", () => {
    const { f, l } = phones();
    f.do({ type: "configure", options: { remoteCall: "any-time" } });
    f.table(l, "t10", 9, [1, 2, 3, 5, 6, 7, 8, 9]);
    const r = f.remote(l, "Rita Remote", "seed-rita-0001");
    f.do({ type: "call-next", tableId: "t10", seat: 4 });
    expect(f.state.entries[r]!.status).toBe("called");
    // No lapse while called: the call's own timer runs.
    expect(waitlistTimers(f.state).map((t) => t.command.type)).toEqual(["miss-call"]);
    f.do({ type: "answer-call", entryId: r });
    expect(f.state.entries[r]!.remote!.checkedInAt).toBe(f.now);
  });

  it("lapses when the player has not checked in by the room's time: the server's timer takes the entry off", () => {
    const { f, l } = phones();
    f.do({ type: "configure", options: { remoteLapseMinutes: 45 } });
    const r = f.remote(l, "Rita Remote", "seed-rita-0001");
    const [timer] = waitlistTimers(f.state);
    expect(timer).toMatchObject({ at: f.now + 45 * MINUTE, command: { type: "lapse-remote", entryId: r } });
    // A later change of the option does not move a lapse time already given.
    f.do({ type: "configure", options: { remoteLapseMinutes: 10 } });
    expect(waitlistTimers(f.state)[0]!.at).toBe(timer!.at);
    f.wait(45);
    const [removed] = f.do(timer!.command);
    expect(removed).toMatchObject({ type: "PlayerRemoved", entryId: r, reason: "lapsed" });
    expect(livePlaces(f.state, "seed-rita-0001", keyOf)).toEqual({ places: [], past: [{ list: "Texas Hold'em $3-$6 Limit", end: { kind: "removed", reason: "lapsed" }, at: f.now }] });
  });

  it("does not lapse once checked in: a late timer is refused", () => {
    const { f, l } = phones();
    const r = f.remote(l, "Rita Remote", "seed-rita-0001");
    const [timer] = waitlistTimers(f.state);
    f.wait(5).do({ type: "check-in", entryId: r });
    expect(waitlistTimers(f.state)).toEqual([]);
    expect(f.refused(timer!.command)).toBe("NOT_DUE");
  });

  it("refuses the same code twice on a list, and a name already on it without saying whose", () => {
    const { f, l } = phones();
    f.remote(l, "Rita Remote", "seed-rita-0001");
    expect(f.refused({ type: "remote-join", listId: l, name: "Rita R", initials: null, codeSeed: "seed-rita-0001" })).toBe("ALREADY_ON_LIST");
    f.add(l, "Alice Brown");
    const refused = f.refused({ type: "remote-join", listId: l, name: "alice brown", initials: null, codeSeed: "seed-other-0002" });
    expect(refused).toBe("NAME_TAKEN");
  });
});

describe("a player's code", () => {
  it("is one code for one player on several lists; a new code replaces it on every list", () => {
    const f = new Floor();
    const hold = f.list();
    const omaha = f.list("Omaha", "$4-$8");
    const a = f.add(hold, "Alice Brown", null, "seed-alice-001");
    const a2 = f.do({ type: "add-player", listId: omaha, name: "Alice Brown", sameCodeAs: a, codeSeed: "seed-unused-01" })[0]!;
    expect(a2).toMatchObject({ type: "PlayerAdded", codeSeed: "seed-alice-001" });
    expect(livePlaces(f.state, "seed-alice-001", keyOf).places.map((p) => [p.game, p.position])).toEqual([["Texas Hold'em", 1], ["Omaha", 1]]);
    // The same player once on a list: again with the same code is refused.
    expect(f.refused({ type: "add-player", listId: omaha, name: "Alice B", sameCodeAs: a, codeSeed: "seed-unused-02" })).toBe("ALREADY_ON_LIST");

    f.do({ type: "new-code", entryId: a, codeSeed: "seed-alice-002" });
    expect(livePlaces(f.state, "seed-alice-001", keyOf).places).toEqual([]);
    expect(livePlaces(f.state, "seed-alice-002", keyOf).places).toHaveLength(2);
  });

  it("shares a code with a player added before codes (that player gets it too)", () => {
    const f = new Floor();
    const hold = f.list();
    const omaha = f.list("Omaha", "$4-$8");
    const old = f.add(hold, "Old Timer");
    const events = f.do({ type: "add-player", listId: omaha, name: "Old Timer", sameCodeAs: old, codeSeed: "seed-new-0001" });
    expect(events.map((e) => e.type)).toEqual(["PlayerAdded", "CodeIssued"]);
    expect(f.state.entries[old]!.codeSeed).toBe("seed-new-0001");
  });

  it("shows its holder their position, their call with its time, and nothing of anyone else", () => {
    const f = new Floor();
    const l = f.list();
    f.table(l, "t25", 9, [1, 2, 3, 4, 6, 7, 8, 9]);
    f.add(l, "Alice Brown", "415 555 0100", "seed-alice-001");
    const b = f.add(l, "Bob Carter", null, "seed-bob-0001");
    f.add(l, "Cy Dunn");
    const bob = livePlaces(f.state, "seed-bob-0001", keyOf);
    expect(bob.places).toEqual([
      { key: "key-l1", game: "Texas Hold'em", stakes: "$3-$6 Limit", initials: "B.C.", queue: "list", position: 2, of: 3, status: "waiting", call: null, remote: null, waitsForCheckIn: false, playingAt: null },
    ]);
    f.do({ type: "call-player", entryId: b, tableId: "t25", seat: 5 });
    expect(livePlaces(f.state, "seed-bob-0001", keyOf).places[0]).toMatchObject({ status: "called", call: { table: "Table t25", seat: 5, expiresAt: f.now + 3 * MINUTE } });
    const json = JSON.stringify(livePlaces(f.state, "seed-bob-0001", keyOf));
    for (const other of ["Alice", "A.B.", "555", "Cy Dunn", "C.D.", "Bob Carter", b]) expect(json).not.toContain(other);
    f.do({ type: "seat-player", entryId: b });
    expect(livePlaces(f.state, "seed-bob-0001", keyOf)).toEqual({ places: [], past: [{ list: "Texas Hold'em $3-$6 Limit", end: { kind: "seated", table: "Table t25", seat: 5 }, at: f.now }] });
  });

  it("lets its holder take themselves off a list, recorded as their own doing", () => {
    const f = new Floor();
    const l = f.list();
    const a = f.add(l, "Alice Brown", null, "seed-alice-001");
    const [removed] = f.do({ type: "leave-list", entryId: a });
    expect(removed).toMatchObject({ type: "PlayerRemoved", reason: "self" });
    expect(f.refused({ type: "leave-list", entryId: a })).toBe("UNKNOWN_PLAYER");
    expect(floorView(f.state).departures[0]!.what).toBe("took themselves off by phone");
  });
});

describe("stored lists of before codes and remote joins", () => {
  it("load with the new options at their defaults and every entry without a code", () => {
    const f = new Floor();
    const l = f.list();
    f.add(l, "Alice Brown");
    // A snapshot and an options event as an earlier version wrote them.
    const old = JSON.parse(JSON.stringify(f.state)) as Record<string, unknown>;
    delete old.pastPlaces;
    const { remoteJoin: _r, remoteLapseMinutes: _m, remoteCall: _c, ...oldOptions } = f.state.options;
    old.options = oldOptions;
    for (const e of Object.values(old.entries as Record<string, Record<string, unknown>>)) {
      delete e.codeSeed;
      delete e.remote;
    }
    const restored = restoreState(old as unknown as WaitlistState);
    expect(restored.options).toMatchObject({ remoteJoin: false, remoteLapseMinutes: 30, remoteCall: "after-check-in" });
    expect(restored.entries.p1).toMatchObject({ codeSeed: null, remote: null });
    expect(restored.pastPlaces).toEqual([]);
    const replayed = evolveAll(EMPTY_WAITLIST, [{ type: "OptionsChanged", options: oldOptions as never, at: 1 }]);
    expect(replayed.options.remoteLapseMinutes).toBe(30);
  });
});
