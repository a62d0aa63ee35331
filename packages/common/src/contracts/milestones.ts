// Filled in by issue 9's milestones work.
export {};
