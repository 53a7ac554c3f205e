// Loaded on demand by session.ts, so the schema and zod stay out of the first page's script.
export { sessionUserSchema } from '@cp/contract';
