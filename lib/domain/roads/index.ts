/** Baccarat road maps and shoe statistics, computed from the round log (rules/baccarat-roads.md). */
export * from "./outcome";
export * from "./grid";
export * from "./bead-plate";
export * from "./big-road";
export * from "./derived-roads";
export * from "./ask-preview";
export * from "./shoe-statistics";
export * from "./notation";
export * from "./road-maps";
