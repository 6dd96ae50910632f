/**
 * The floor's alerts, by concept: the store (alert-store.ts), the refusal counter
 * (refusal-counter.ts) and the monitor (alert-monitor.ts). This file only gathers them for the
 * modules that import the alerts as one.
 */
export { ALERT_KINDS, ALERT_TITLES, type AlertKind, type AlertMessage, type AlertView, type DeviceStatus } from "@/lib/contract/floor";
export { AlertStore, MERGE_WITHIN_MS, sortAlerts, type AcknowledgeResult, type AlertInput } from "./alert-store";
export { RefusalCounter } from "./refusal-counter";
export { AlertMonitor, connectedDealerTables, getAlertMonitor, THIRD_HAND_CODES, UNCOUNTED_REFUSALS, type AlertMonitorOptions, type AlertPublisher, type AlertSource } from "./alert-monitor";
