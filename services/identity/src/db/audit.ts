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

export function toAuditEntry(row: AdminAuditLog): AdminAuditEntry {
  return {
    id: row.id,
    adminId: row.adminId,
    adminEmail: row.adminEmail,
    action: row.action,
    targetUserId: row.targetUserId,
    summary: row.summary,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page of the audit log, newest first, and how many rows there are in all. */
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
  return { entries: rows.map(toAuditEntry), total };
}
