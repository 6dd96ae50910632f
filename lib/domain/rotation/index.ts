export * from "./rotation-policy";
export * from "./rotation-events";
export * from "./rotation-state";
export * from "./eligibility";
export * from "./rotation-decide";
