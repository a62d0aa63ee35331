// Filled in by issue 9's growth-percentiles work.
export {};
