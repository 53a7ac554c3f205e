/** Every table, one file per area under tables/ (drizzle-kit reads them from there). */
export * from './tables/people';
export * from './tables/catalogue';
export * from './tables/subjects';
export * from './tables/collaboration';
export * from './tables/entries';
export type { PlatformMedia } from './tables/columns';
export * from './tables/admin';
