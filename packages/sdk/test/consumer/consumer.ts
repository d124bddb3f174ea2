// A partner's code as it compiles against the published declarations (dist), under the strictest
// options consumers use (see tsconfig.*.json here): every client namespace is called at least once,
// and the answers are read, so a call type that stops being callable or an answer type that widens
// fails `consumerTypes.test.ts`.
import { ApiError, type ConviveClient, createClient, type Property } from '@convive/sdk';
import { makeProperty } from '@convive/sdk/testing';

const client: ConviveClient = createClient({ baseUrl: '/api', getToken: () => null });

/** Every call of every namespace, not only those called below: the names of any that are not functions. */
type Groups = Omit<ConviveClient, 'baseUrl'>;
type NotCallable = {
  [G in keyof Groups & string]: {
    [F in keyof Groups[G] & string]: Groups[G][F] extends (...args: never[]) => Promise<unknown>
      ? never
      : `${G}.${F}`;
  }[keyof Groups[G] & string];
}[keyof Groups & string];
// An error here lists them ("missing the following properties: 'auth.login', …").
export const everyCallIsCallable: Record<NotCallable, never> = {};

export async function everyNamespace(): Promise<string[]> {
  const out: string[] = [];
  const health = await client.system.health();
  out.push(health.status);

  const { token } = await client.auth.login({ email: 'ana@example.com', password: 'secreta' });
  out.push(token);
  await client.auth.logout();

  const me = await client.users.me();
  out.push(me.email);
  const other = await client.users.get(me.id);
  out.push(other?.first_name ?? '');

  const page = await client.properties.all({ city: 'Madrid', max_price: 800 });
  const first: Property | undefined = page.results[0];
  out.push(first?.title ?? '');
  const property = await client.properties.get(1);
  // @ts-expect-error an id is a number: the call's parameters are typed, not `any`.
  await client.properties.get('1');
  out.push(property?.city ?? '');
  await client.properties.list();

  const room = await client.rooms.changeStatus(1, 'available');
  out.push(String(room.id));
  await client.rooms.list({ page: 2 });

  const favorite = await client.favorites.add(1);
  out.push(String(favorite.id));
  await client.savedSearches.list();
  await client.appointments.list({ page: 1 });
  out.push(await client.appointments.ics(3));
  await client.propertyRequests.mine();
  await client.contact.send({
    name: 'Ana',
    email: 'ana@example.com',
    subject: 'Hola',
    message: 'Una pregunta',
  });
  const notifications = await client.notifications.list();
  out.push(String(notifications.count));
  await client.notifications.markAsRead(4);
  await client.partnerKeys.track('impression');
  const places = await client.locations.search('Mad', 5);
  out.push(String(places.length));
  const listing = await client.listings.get(5);
  out.push(listing?.title ?? '');
  return out;
}

export function fixtures(): string {
  return makeProperty({ city: 'Sevilla' }).city;
}

export function status(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}
