/**
 * The replay of a Pai Gow Tiles round still in play holds "face-down" where the wall did not show a
 * tile (lib/domain/table/pai-gow-tiles/face-up.ts): the frame draws the tiles' backs and says "face down" for
 * the hand, instead of failing on a hand of two unknown tiles (it took the whole history page down).
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PaiGowTilesReplayFrame } from "@/lib/domain/table/pai-gow-tiles/floor";
import { handWords, PaiGowTilesReplayHands } from "./ReplayHands";

const FD = "face-down";

function frame(high: readonly string[], low: readonly string[]): PaiGowTilesReplayFrame {
  return {
    family: "pai-gow-tiles",
    source: "dealer",
    dice: 11,
    landedOn: 1,
    actionSeat: 1,
    hands: [],
    recorded: [{ seat: 3, role: "player", stack: 3, tiles: null, split: { high, low }, setBy: "house-way", exposed: false }],
    woodpile: null,
    result: null,
  } as unknown as PaiGowTilesReplayFrame;
}

describe("a Pai Gow Tiles replay frame", () => {
  it("names a hand of known tiles, and says face down for one holding a tile the wall did not show", () => {
    expect(handWords(["6-6a", "1-1a"])).not.toBe("face down");
    expect(handWords([FD, FD])).toBe("face down");
    expect(handWords(["6-6a", FD])).toBe("face down");
  });

  it("draws a seat whose tiles are masked without failing", () => {
    const html = renderToStaticMarkup(createElement(PaiGowTilesReplayHands, { frame: frame([FD, FD], [FD, FD]) }));
    expect(html).toContain("Seat 3");
    expect(html.match(/>face down</g)?.length).toBeGreaterThanOrEqual(2);
  });

  it("still names the hands when their tiles are known", () => {
    const html = renderToStaticMarkup(createElement(PaiGowTilesReplayHands, { frame: frame(["6-6a", "3-6"], ["4-5", "2-6"]) }));
    expect(html).toContain(handWords(["6-6a", "3-6"]));
    expect(html).toContain(handWords(["4-5", "2-6"]));
  });
});
