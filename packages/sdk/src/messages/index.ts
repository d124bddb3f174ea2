export * from './api';
export * from './define';
export * from './notifications';
