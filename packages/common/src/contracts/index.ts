export * from './identity.js';
export * from './events.js';
export * from './ai.js';
export * from './content.js';
export * from './chat.js';
