// Filled in by issue 9's due-date work.
export {};
