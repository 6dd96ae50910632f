/** The fee engine: schedules as data, validation, and the fee lines for a round. */
export { FeeError } from "./fee-error";
export * from "./schedule";
export * from "./tiers";
export * from "./compute";
export * from "./validate";
export * from "./active-option";
export * from "./registry";
export * from "./posting";
export * from "./filed-pairings";
export * from "./schedule-words";
