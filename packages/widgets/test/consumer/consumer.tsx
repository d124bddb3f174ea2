// A partner's React app as it compiles against the published declarations (dist), under the
// strictest options consumers use (see tsconfig.*.json here). Each `@ts-expect-error` only holds when
// the declarations behind the import resolved: types that vanish into `any` (a relative import Node's
// resolution cannot follow) leave it unused, and that fails `src/consumerTypes.test.ts`.
import {
  ConviveProvider,
  createConvive,
  ELEMENT_TAGS,
  type ElementTag,
  PropertyGrid,
} from '@convive/widgets';
import type { ConvivePropertyGridElement } from '@convive/widgets/elements';

const convive = createConvive({ apiBase: '/api' });
// @ts-expect-error the options are typed.
createConvive({ apiBase: 1 });

export const tags: readonly ElementTag[] = ELEMENT_TAGS;
// @ts-expect-error the tags are a union of names, not any string.
export const notATag: ElementTag = 'convive-nothing';

// The elements' global declarations (`HTMLElementTagNameMap`) come with any import of the package.
export const grid: ConvivePropertyGridElement = document.createElement('convive-property-grid');

export function App() {
  return (
    <ConviveProvider convive={convive}>
      <PropertyGrid filters={{ city: 'Madrid' }} />
      {/* @ts-expect-error the props are typed. */}
      <PropertyGrid page="2" />
      <convive-property-grid city="Madrid" />
    </ConviveProvider>
  );
}
