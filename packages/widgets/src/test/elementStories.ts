/**
 * What the stories of the <convive-…> elements share: a prop table built from the element registry
 * (attributes, with their defaults; events, with the type of `detail`), the fixture API the elements
 * call, and a way into an element's shadow root for play functions.
 */
import { createFixtureFetch } from '@convive/sdk/testing';
import { propertyTypeOf } from '../../scripts/element-types';
import { setElementFetchForTests } from '../elements/defineElement';
import { ELEMENT_REGISTRY, type ElementTag } from '../elements/registry';
import type { FixtureOptions } from './withConvive';

/** Storybook's argTypes of a tag: one row per attribute and one per `onconvive-…` event prop. */
export function elementArgTypes(tag: ElementTag) {
  const { attributes, events } = ELEMENT_REGISTRY[tag];
  const argTypes: Record<string, object> = {};
  for (const attribute of attributes) {
    const { values } = attribute as { values?: readonly string[] };
    // A JSON attribute named like its property (`filters`, `images`) is set by React 19 as the
    // property itself: the story passes the object.
    const json = attribute.type === 'json';
    argTypes[attribute.name] = {
      name: attribute.name,
      description: attribute.description,
      ...(values ? { control: 'select', options: values } : { control: json ? 'object' : 'text' }),
      table: {
        category: 'attributes',
        type: {
          summary: values
            ? values.map((v) => `'${v}'`).join(' | ')
            : json
              ? `${propertyTypeOf(attribute)} (JSON in HTML)`
              : 'string',
        },
        ...(attribute.default !== undefined ? { defaultValue: { summary: attribute.default } } : {}),
      },
    };
  }
  for (const event of events) {
    argTypes[`on${event.name}`] = {
      name: `on${event.name}`,
      description: `${event.description} (React 19 listens to \`${event.name}\` through this prop.)`,
      table: { category: 'events', type: { summary: `(event: CustomEvent<${event.detail}>) => void` } },
    };
  }
  return argTypes;
}

/**
 * A story's `beforeEach`: the elements answer their API calls from the story's fixture routes
 * (`parameters.convive`, as the widgets' stories), and r2wc's renders — outside React's `act`, like a
 * page's — are not reported as unwrapped updates. Undone when the story is left.
 */
export function withElementFixtures({ parameters }: { parameters: Record<string, unknown> }) {
  const { routes = {}, user = null } = (parameters.convive as FixtureOptions | undefined) ?? {};
  setElementFetchForTests(createFixtureFetch({ ...(user ? { 'GET /me/': { body: user } } : {}), ...routes }));
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  return () => {
    setElementFetchForTests(null);
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  };
}

/** The shadow root of the story's `tag` element, for Testing Library queries (`within(…)`). */
export function shadowOf(canvasElement: HTMLElement, tag: ElementTag): HTMLElement {
  const root = canvasElement.querySelector(tag)?.shadowRoot;
  if (!root) throw new Error(`No <${tag}> with a shadow root in the story.`);
  return root as unknown as HTMLElement;
}

/** The `fn()` behind an event prop, its calls typed as the listener's arguments. */
export function mockOf<Listener extends (event: CustomEvent<never>) => void>(listener: Listener | undefined) {
  return listener as unknown as { mock: { calls: Parameters<Listener>[] } };
}
