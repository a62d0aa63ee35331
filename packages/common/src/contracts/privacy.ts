import { z } from 'zod';

/** DELETE /api/privacy/delete-account { reason } (part 1 §7). */
export const deleteAccountRequest = z.object({
  reason: z.string().trim().max(500).default('User requested account deletion'),
});

/** GET /api/privacy/data-usage (part 1 §7: rights, dataProcessing.purposes). */
export const dataUsageResponse = z.object({
  rights: z.array(z.object({ right: z.string(), description: z.string(), how: z.string() })),
  dataProcessing: z.object({
    purposes: z.array(z.object({ purpose: z.string(), data: z.array(z.string()), legalBasis: z.string() })),
    /** What is stored, where (which service and store) and for how long. */
    stores: z.array(z.object({ what: z.string(), where: z.string(), kept: z.string() })),
  }),
  contact: z.string(),
  answeredWithinDays: z.number().int(),
});
export type DataUsage = z.infer<typeof dataUsageResponse>;
