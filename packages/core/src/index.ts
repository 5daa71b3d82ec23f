export * from './errors.js';
export * from './auth-schemas.js';
export * from './validation.js';
export * from './routes.js';
