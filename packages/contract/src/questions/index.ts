export * from './markup';
export * from './modules';
export * from './check';
export * from './calls';
export * from './save';
export * from './review';
