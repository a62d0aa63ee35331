// Filled in by issue 9's growth work.
export {};
