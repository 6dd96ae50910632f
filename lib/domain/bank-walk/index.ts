export * from "./settlement-order";
export * from "./bank-walk";
export * from "./conservation";
export * from "./coverage";
