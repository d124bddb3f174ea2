import type { CallArgs, CallResult, EndpointSpec } from '../contract/define';
import { CLIENT_BIND, type ClientBinder } from './clientBind';
import type { ConviveClient } from './createClient';

/** Each client's functions already made, per spec: one per pair, as the client's own are. */
const bound = new WeakMap<object, WeakMap<EndpointSpec, (...args: unknown[]) => Promise<unknown>>>();

/**
 * One call of a spec, made through an existing client (its base URL, token, language, errors) as
 * the client's own function for that spec would be. For calls kept out of a bundle's shared endpoint
 * table: the partner elements' embed leaves `ENDPOINTS.availability` out of it, and the calendar's
 * lazily loaded chunk binds `AVAILABILITY_ENDPOINTS.property` to the element's client. Works with a
 * client of `createClient` and one of `deferClient` (the call then waits for the real one); any
 * other object throws.
 *
 * @example
 *   const property = bindEndpoint(client, AVAILABILITY_ENDPOINTS.property);
 *   const days = await property(10, { months: 6 });
 */
export function bindEndpoint<E extends EndpointSpec>(
  client: ConviveClient,
  spec: E,
): (...args: CallArgs<E>) => Promise<CallResult<E>> {
  const bind = (client as { [CLIENT_BIND]?: ClientBinder })[CLIENT_BIND];
  if (typeof bind !== 'function')
    throw new TypeError('bindEndpoint: not a client made by createClient or deferClient.');
  let calls = bound.get(client);
  if (!calls) {
    calls = new WeakMap();
    bound.set(client, calls);
  }
  let call = calls.get(spec);
  if (!call) {
    call = bind(spec);
    calls.set(spec, call);
  }
  return call as (...args: CallArgs<E>) => Promise<CallResult<E>>;
}
