export * from './define';
export * from './notifications';
