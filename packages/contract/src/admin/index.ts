export * from './messages';
export * from './lists';
export * from './people';
export * from './minigames';
export * from './support';
export * from './dashboard';
export * from './audit';
