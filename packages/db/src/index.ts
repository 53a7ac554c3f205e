export * as schema from './schema';
export type { PlatformMedia } from './schema';
export * from './connection';
export * from './migrate';
export * from './seed/catalogue';
