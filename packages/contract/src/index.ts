export * from './envelope';
export * from './messages';
export * from './platforms';
export * from './images';
export * from './auth';
export * from './catalogue';
