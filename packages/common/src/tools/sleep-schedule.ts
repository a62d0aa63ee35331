// Filled in by issue 9's sleep-schedule work.
export {};
