export * from './catalog.js';
export * from './limits.js';
export * from './errors.js';
export * from './common.js';
export * from './credits.js';
export * from './payment.js';
export * from './auth.js';
export * from './story.js';
