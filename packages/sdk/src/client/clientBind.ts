import type { EndpointSpec } from '../contract/define';

/**
 * Where a client keeps its binder for `bindEndpoint`: a symbol, so the client's groups (its own
 * keys, what spreads and `Object.keys` see) stay the endpoint table's.
 */
export const CLIENT_BIND: unique symbol = Symbol.for('convive.bind');

/** One spec's call through the client that holds it. */
export type ClientBinder = (spec: EndpointSpec) => (...args: unknown[]) => Promise<unknown>;
