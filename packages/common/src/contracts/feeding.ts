// Filled in by issue 9's feeding work.
export {};
