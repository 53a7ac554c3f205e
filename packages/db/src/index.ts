export * as schema from './schema';
export type { PlatformMedia, PublishedContents } from './schema';
export * from './connection';
export * from './migrate';
export * from './seed/catalogue';
export * from './prepared';
