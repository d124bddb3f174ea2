export * from './fixtureFetch';
export * from './fixtures';
