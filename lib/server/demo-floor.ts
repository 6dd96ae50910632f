import type { Database } from "./db/database";

/**
 * The demo floor of the quick start: one room with a table of each baccarat game and each No Bust
 * blackjack game of the filings, ready to deal. Seeded only into an empty database, so a room's own configuration is never touched.
 */
export const DEMO_ROOM = { id: "demo-room", name: "Demo Card Room" } as const;

/** A room-entered fee option for the filings that print none: $1 per game-wager spot, $2 from the player-dealer. */
export const ROOM_ENTERED_DEMO_OPTION = {
  limit: { kind: "spot", min: 500, max: 10_000 },
  collections: [
    { kind: "per-spot", wagers: "game", fee: { kind: "flat", cents: 100 } },
    { kind: "player-dealer", fee: { kind: "flat", cents: 200 } },
  ],
  timing: "before-deal",
} as const;

export const DEMO_TABLES = [
  { id: "t1", name: "Table 1 · Fortune 7", gameId: "fortune-7-baccarat", seats: 8, feeScheduleId: "fortune-7-baccarat", feeOptionId: "3", feeOptionData: null, min: 500, max: 10_000 },
  { id: "t2", name: "Table 2 · EZ Baccarat", gameId: "ez-baccarat", seats: 8, feeScheduleId: "ez-baccarat", feeOptionId: "A", feeOptionData: ROOM_ENTERED_DEMO_OPTION, min: 500, max: 10_000 },
  { id: "t3", name: "Table 3 · 21st Century Baccarat 5.0", gameId: "21st-century-baccarat-5", seats: 8, feeScheduleId: "21st-century-baccarat", feeOptionId: "A", feeOptionData: ROOM_ENTERED_DEMO_OPTION, min: 500, max: 10_000 },
  // Each room's filing is its own game (docs/rules-decisions/pairings.md): Mortimer's schedules go with Mortimer's games.
  { id: "t4", name: "Table 4 · EZ Baccarat Panda 8", gameId: "ez-baccarat-panda-8-mortimers", seats: 14, feeScheduleId: "ez-baccarat-panda-8-mortimers", feeOptionId: "1", feeOptionData: null, min: 500, max: 100_000 },
  { id: "t5", name: "Table 5 · Dragon Bonus", gameId: "commission-free-dragon-bonus-mortimers", seats: 8, feeScheduleId: "dragon-bonus-baccarat-mortimers", feeOptionId: "1", feeOptionData: null, min: 500, max: 50_000 },
  { id: "t6", name: "Table 6 · Dai Bacc", gameId: "dai-bacc", seats: 8, feeScheduleId: "dai-bacc", feeOptionId: "1", feeOptionData: null, min: 500, max: 20_000 },
  { id: "t7", name: "Table 7 · No Bust Joker Edition", gameId: "no-bust-joker", seats: 8, feeScheduleId: "no-bust-joker", feeOptionId: "1", feeOptionData: null, min: 500, max: 5_000 },
  { id: "t8", name: "Table 8 · No Bust 6.0", gameId: "no-bust-6", seats: 8, feeScheduleId: "no-bust-6", feeOptionId: "2", feeOptionData: null, min: 500, max: 5_000 },
  { id: "t9", name: "Table 9 · 21st Century Blackjack", gameId: "no-bust-buster-bonus-6", seats: 10, feeScheduleId: "no-bust-buster-bonus", feeOptionId: "2", feeOptionData: null, min: 500, max: 5_000 },
  // Twenty-one games, each with its own filed schedule: Mortimer's Pure 21.5 option 2 is "$5 - No Limit" (seed 003
  // L1305-1316; the room posts its own maximum); Kings' options let the room post a $5-$100 minimum (seed 004 L1751, L1830).
  { id: "t10", name: "Table 10 · Pure 21.5 Blackjack (Mortimer's)", gameId: "pure-21-5-mortimers", seats: 8, feeScheduleId: "pure-21-5-mortimers", feeOptionId: "2", feeOptionData: null, min: 500, max: 50_000 },
  { id: "t11", name: "Table 11 · Pure 21.5 Blackjack", gameId: "pure-21-5", seats: 8, feeScheduleId: "blackjack-x-pure-21-5", feeOptionId: "1", feeOptionData: null, min: 500, max: 10_000 },
  { id: "t12", name: "Table 12 · Pure Spanish 21.5", gameId: "pure-spanish-21-5", seats: 8, feeScheduleId: "pure-spanish-21-5", feeOptionId: "1", feeOptionData: null, min: 500, max: 20_000 },
  { id: "t13", name: "Table 13 · Blackjack X", gameId: "blackjack-x", seats: 8, feeScheduleId: "blackjack-x-pure-21-5", feeOptionId: "1", feeOptionData: null, min: 500, max: 10_000 },
  // Pai gow poker: seven positions for the seven piles; Face Up prints no fee schedule, the room enters its own.
  { id: "t14", name: "Table 14 · Fortune Pai Gow Poker (Mortimer's)", gameId: "fortune-pai-gow-mortimers", seats: 7, feeScheduleId: "fortune-pai-gow-poker-mortimers", feeOptionId: "1", feeOptionData: null, min: 1_000, max: 20_000 },
  { id: "t15", name: "Table 15 · Fortune Pai Gow Poker", gameId: "fortune-pai-gow", seats: 7, feeScheduleId: "fortune-pai-gow-poker-kings", feeOptionId: "1", feeOptionData: null, min: 1_000, max: 100_000 },
  { id: "t16", name: "Table 16 · Face Up Pai Gow Poker", gameId: "face-up-pai-gow", seats: 7, feeScheduleId: "face-up-pai-gow-poker", feeOptionId: "A", feeOptionData: ROOM_ENTERED_DEMO_OPTION, min: 500, max: 10_000 },
  { id: "t17", name: "Table 17 · Pai Gow Poker", gameId: "pai-gow-poker", seats: 7, feeScheduleId: "pai-gow-poker-double-hand", feeOptionId: "2", feeOptionData: null, min: 1_000, max: 20_000 },
  // Three Card Poker 6 Card Bonus, each room's filing with its own schedule: Mortimer's option 1 ($5-$300), Kings' option 1 (the room posts $5-$1,000).
  { id: "t20", name: "Table 20 · Three Card Poker (Mortimer's)", gameId: "three-card-poker-6cb-mortimers", seats: 8, feeScheduleId: "three-card-poker-6-card-bonus-mortimers", feeOptionId: "1", feeOptionData: null, min: 500, max: 30_000 },
  { id: "t21", name: "Table 21 · Three Card Poker (Kings)", gameId: "three-card-poker-6cb", seats: 8, feeScheduleId: "three-card-poker-6-card-bonus-kings", feeOptionId: "1", feeOptionData: null, min: 500, max: 100_000 },
  // Pai Gow Tiles (Kings), fee option 1: $1 a circle, $2 from the player-dealer; the room posts $5-$500 (L1978-1981).
  { id: "t22", name: "Table 22 · Pai Gow Tiles", gameId: "pai-gow-tiles", seats: 8, feeScheduleId: "pai-gow-tiles", feeOptionId: "1", feeOptionData: null, min: 500, max: 50_000 },
  // Poker: the option follows the stakes (the table's limits and blinds). Mortimer's Hold'em option 3: $3-$6 limit, blinds $2/$3 (seed 003 L3687-3692).
  { id: "t23", name: "Table 23 · Texas Hold'em (Mortimer's)", gameId: "texas-holdem-mortimers", seats: 10, feeScheduleId: "texas-holdem-mortimers", feeOptionId: "3", feeOptionData: null, min: 300, max: 600 },
  // Mortimer's Omaha High/Low rows 1-3: $3/$6, blinds $1/$3, full kill (seed 003 L3994-4011, L2861-2895).
  { id: "t24", name: "Table 24 · Omaha High/Low (Mortimer's)", gameId: "omaha-hi-lo-mortimers", seats: 10, feeScheduleId: "omaha-hi-lo-mortimers", feeOptionId: "1-3", feeOptionData: null, min: 300, max: 600 },
  // Kings Hold'em option 2: $3-$6, blinds $1/$3 set by the room (Kings prints none); the wall shows the board (seed 004 L9-10).
  { id: "t25", name: "Table 25 · Texas Hold'em (Kings)", gameId: "texas-holdem", seats: 10, feeScheduleId: "texas-holdem-kings", feeOptionId: "2", feeOptionData: null, min: 300, max: 600, gameOptions: { smallBlindCents: 100, bigBlindCents: 300, wallBoard: true } },
  // Kings Omaha option 6: $75-$150, time $5 per player per half hour (seed 004 L54-55).
  { id: "t26", name: "Table 26 · Omaha (Kings)", gameId: "omaha", seats: 10, feeScheduleId: "omaha-kings", feeOptionId: "6", feeOptionData: null, min: 7_500, max: 15_000, gameOptions: { smallBlindCents: 2_500, bigBlindCents: 7_500 } },
] as const;

export async function seedDemoFloor(db: Database): Promise<{ tables: number } | null> {
  const rooms = await db.prisma.room.count();
  if (rooms > 0) return null;
  await db.prisma.$transaction([
    db.prisma.room.create({ data: DEMO_ROOM }),
    ...DEMO_TABLES.map((t) =>
      db.prisma.gameTable.create({
        data: {
          id: t.id,
          roomId: DEMO_ROOM.id,
          name: t.name,
          gameId: t.gameId,
          seats: t.seats,
          feeScheduleId: t.feeScheduleId,
          feeOptionId: t.feeOptionId,
          ...(t.feeOptionData ? { feeOptionData: t.feeOptionData } : {}),
          ...("gameOptions" in t ? { gameOptions: t.gameOptions } : {}),
          minWagerCents: t.min,
          maxWagerCents: t.max,
        },
      }),
    ),
  ]);
  return { tables: DEMO_TABLES.length };
}
