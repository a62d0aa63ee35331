/** Prices of part 1 §9, in dollars: one table for the marketing pricing and the in-app offer. */
export const PRICES = {
  pro: { monthly: 5, yearly: 4, yearlyTotal: 48 },
  family: { monthly: 9, yearly: 7.25, yearlyTotal: 87 },
} as const;
