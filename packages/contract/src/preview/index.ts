export * from './telegram';
export * from './render';
export * from './calls';
