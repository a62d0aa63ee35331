/**
 * What the browser may import: contracts, the taxonomy and pure domain rules. Nothing here may pull
 * in Node-only modules (pg, ioredis, bullmq, fs).
 */
export * from './contracts/identity.js';
export * from './contracts/content.js';
export * from './contracts/ai.js';
export * from './content-taxonomy.js';
export * from './stage.js';
export * from './pregnancy.js';
export * from './analysis-notes.js';
export * from './contracts/chat.js';
export * from './red-flags/index.js';
export * from './unsafe-advice/index.js';
export * from './chat-child.js';
export * from './contracts/names.js';
export * from './contracts/milestones.js';
export * from './contracts/growth.js';
export * from './contracts/feeding.js';
export * from './tools/due-date.js';
export * from './tools/growth-percentiles.js';
export * from './tools/sleep-schedule.js';
export * from './tools/phase-guide.js';
export * from './tools/milestones.js';
export * from './contracts/billing.js';
export * from './contracts/family.js';
export * from './contracts/tokens.js';
export * from './token-scopes.js';
export * from './contracts/admin.js';
export * from './contracts/privacy.js';
