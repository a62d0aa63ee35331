import type { Pool } from '@nestkeep/common';
import { signedInUser, type IdentityHarness } from './harness.js';

/** Every column of every table of schema identity, read as text. */
export async function identityRowsAsText(pool: Pool): Promise<{ table: string; text: string }[]> {
  const { rows: tables } = await pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'identity' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const out: { table: string; text: string }[] = [];
  for (const { table_name } of tables) {
    const { rows } = await pool.query<{ t: string }>(`SELECT t::text AS t FROM identity."${table_name}" t`);
    for (const row of rows) out.push({ table: table_name, text: row.t });
  }
  return out;
}

/** Tables of schema identity (the test checks it saw the ones it filled). */
export async function identityTables(pool: Pool): Promise<string[]> {
  const { rows } = await pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'identity' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((r) => r.table_name);
}

let seq = 0;

/**
 * A user with a row in every user table of identity: onboarding answers, two children (names,
 * dates), milestone progress with a note, growth, feeding with a note, an API token, family rows as
 * owner (an active member and a pending invitation), a pending invitation addressed to them from
 * someone else, and admin audit rows they wrote and that are about them.
 */
export async function seedFullUser(h: IdentityHarness, label: string) {
  seq += 1;
  const u = await signedInUser(h, label);
  const tag = `${label}${seq}`;
  const user = await h.db.user.update({
    where: { id: u.id },
    data: {
      displayName: `Parent ${tag}`,
      profilePicture: `https://pics.example.com/${tag}.png`,
      plan: 'family',
      userStage: 'already_parent',
      interests: ['sleep', 'feeding'],
      childrenCount: 2,
      onboardingCompleted: true,
      emailOptIn: true,
      emailOptInDate: new Date('2026-01-02T03:04:05Z'),
      role: 'admin',
    },
  });
  const child = await h.db.childProfile.create({
    data: {
      userId: u.id,
      name: `Kid ${tag}`,
      dateOfBirth: new Date('2025-06-01T00:00:00Z'),
      currentStage: 'infant',
      sex: 'girl',
      isActive: true,
    },
  });
  await h.db.childProfile.create({
    data: {
      userId: u.id,
      name: `Bump ${tag}`,
      dateOfBirth: new Date('2026-09-01T00:00:00Z'),
      currentStage: 'pregnancy',
    },
  });
  const milestone = await h.db.milestone.findFirstOrThrow({ orderBy: { id: 'asc' } });
  await h.db.milestoneProgress.create({
    data: {
      childProfileId: child.id,
      milestoneId: milestone.id,
      userId: u.id,
      isAchieved: true,
      achievedAt: new Date('2026-01-10T00:00:00Z'),
      notes: `Smiled at grandma ${tag}`,
    },
  });
  await h.db.growthMeasurement.create({
    data: {
      userId: u.id,
      childProfileId: child.id,
      measuredOn: new Date('2026-01-05'),
      weightKg: 6.1,
      lengthCm: 61,
    },
  });
  await h.db.feedingEntry.create({
    data: {
      userId: u.id,
      childProfileId: child.id,
      kind: 'bottle',
      startedAt: new Date('2026-01-06T07:00:00Z'),
      amountMl: 120,
      unit: 'ml',
      notes: `Fed at ${tag} house`,
    },
  });
  await h.db.apiToken.create({
    data: {
      userId: u.id,
      name: `Phone of ${tag}`,
      tokenHash: `hash-${tag}-${'0'.repeat(40)}`,
      hint: `nk_${tag}`,
    },
  });
  const partner = await signedInUser(h, `${label}-partner`);
  await h.db.familyMember.create({
    data: {
      ownerId: u.id,
      email: `partner-${tag}@example.com`,
      memberUserId: partner.id,
      status: 'active',
      acceptedAt: new Date(),
    },
  });
  await h.db.familyMember.create({ data: { ownerId: u.id, email: `pending-${tag}@example.com` } });
  // Someone else invited this user's address; not accepted yet.
  const inviter = await signedInUser(h, `${label}-inviter`);
  await h.db.familyMember.create({ data: { ownerId: inviter.id, email: user.email.toLowerCase() } });
  await h.db.adminAuditLog.create({
    data: {
      adminId: u.id,
      adminEmail: user.email,
      action: 'plan.changed',
      targetUserId: partner.id,
      summary: 'Plan set to pro',
    },
  });
  await h.db.adminAuditLog.create({
    data: {
      adminId: inviter.id,
      adminEmail: 'other-admin@example.com',
      action: 'plan.changed',
      targetUserId: u.id,
      summary: 'Plan set to pro',
    },
  });
  return { ...u, user, childId: child.id, partner, inviter, tag };
}
