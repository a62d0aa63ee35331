import { z } from 'zod';
import { PLANS } from './identity.js';

/** A user as the admin panel lists it (part 2 §3), with counts gathered from content. */
export const adminUser = z.object({
  id: z.string(),
  displayName: z.string().nullable(),
  email: z.string(),
  googleId: z.string(),
  /** The user's own plan (what the admin switches between free and pro). */
  plan: z.enum(PLANS),
  /**
   * The plan the user actually has, by the one rule of /api/auth/user: 'family' for an active
   * member of a family whose owner's plan is 'family', else their own plan.
   */
  effectivePlan: z.enum(PLANS),
  /** Whose Family plan a member shares (the owner's email); null when the plan is their own. */
  familyOwnerEmail: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  /** Saves counted against the limit this month. */
  usageCount: z.number().int(),
  contentCount: z.number().int(),
  chatCount: z.number().int(),
  emailOptIn: z.boolean(),
  emailOptInDate: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** GET /api/admin/users?search=&page=&pageSize= (search: email or display name, case-insensitive). */
export const adminUsersQuery = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const adminUsersResponse = z.object({
  users: z.array(adminUser),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

/** GET /api/admin/stats (part 2 §3). */
export const adminStats = z.object({
  totalUsers: z.number().int(),
  proUsers: z.number().int(),
  emailOptInUsers: z.number().int(),
  totalContent: z.number().int(),
  newUsersToday: z.number().int(),
  newUsersThisWeek: z.number().int(),
  newUsersThisMonth: z.number().int(),
  totalChats: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStats>;

/** PATCH /api/admin/users/:userId: a plan, or email opt-in with its date (part 2 §4). */
export const adminUserUpdate = z
  .object({
    plan: z.enum(['free', 'pro']),
    emailOptIn: z.boolean(),
    emailOptInDate: z.string().datetime({ offset: true }).nullable(),
  })
  .partial()
  .refine((v) => v.plan !== undefined || v.emailOptIn !== undefined, 'Send plan or emailOptIn');

/** One admin action, as the panel's audit log shows it. */
export const adminAuditEntry = z.object({
  id: z.number().int(),
  adminId: z.string().nullable(),
  adminEmail: z.string(),
  action: z.string(),
  /** Who it was about (null once that account is deleted: the log keeps no identifier of it). */
  targetUserId: z.string().nullable(),
  /** That user's email as it is now, read when the log is listed; null once the account is deleted. */
  targetEmail: z.string().nullable(),
  summary: z.string(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntry>;
