import type { AdminAuditEntry } from '@nestkeep/common';
import type { AdminAuditLog } from '../generated/prisma/client.js';
import type { Db, Tx } from './client.js';

/** What an admin did: the actions the audit log records. */
export type AdminAction = 'plan.changed' | 'email-opt-in.changed' | 'user.deleted';

export interface AuditActor {
  id: string;
  email: string;
}

/**
 * One audit row, written with `tx` so it commits (or not) with the change it records. The summary
 * never holds the target's personal data (no name, no email): 'Plan set to pro'.
 */
export async function writeAudit(
  tx: Tx,
  entry: { admin: AuditActor; action: AdminAction; targetUserId: string | null; summary: string; at: Date },
): Promise<void> {
  await tx.adminAuditLog.create({
    data: {
      adminId: entry.admin.id,
      adminEmail: entry.admin.email,
      action: entry.action,
      targetUserId: entry.targetUserId,
      summary: entry.summary,
      createdAt: entry.at,
    },
  });
}

/** A row as the panel shows it; `targetEmail` is the target's email now (null once deleted). */
export function toAuditEntry(row: AdminAuditLog, targetEmail: string | null): AdminAuditEntry {
  return {
    id: row.id,
    adminId: row.adminId,
    adminEmail: row.adminEmail,
    action: row.action,
    targetUserId: row.targetUserId,
    targetEmail,
    summary: row.summary,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A page of the audit log, newest first, and how many rows there are in all. Each entry names its
 * user by their email as it is now, read from the account (the log itself keeps no personal data;
 * a deleted account's rows have lost their id, so they name no one).
 */
export async function listAudit(
  db: Db,
  page: number,
  pageSize: number,
): Promise<{ entries: AdminAuditEntry[]; total: number }> {
  const [rows, total] = await Promise.all([
    db.adminAuditLog.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db.adminAuditLog.count(),
  ]);
  const ids = [...new Set(rows.flatMap((r) => (r.targetUserId ? [r.targetUserId] : [])))];
  const users = ids.length
    ? await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, email: true } })
    : [];
  const emails = new Map(users.map((u) => [u.id, u.email]));
  return {
    entries: rows.map((r) => toAuditEntry(r, (r.targetUserId && emails.get(r.targetUserId)) || null)),
    total,
  };
}
