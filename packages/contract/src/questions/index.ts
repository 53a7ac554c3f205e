export * from './markup';
export * from './modules';
export * from './check';
