export * from "./landing";
export * from "./card-count";
export * from "./card-chart";
export * from "./dice-count";
export * from "./action-button";
export * from "./game-action-buttons";
export * from "./dice-small-table";
