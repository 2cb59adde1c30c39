// Shared set-up for unit tests (happy-dom). Kept empty on purpose until a test needs global wiring.
export {};
