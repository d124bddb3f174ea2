import type { Appointment, Image, Notification, PropertyFilters, PropertyRequest } from '@convive/sdk';
import type { ComponentProps, Key, Ref } from 'react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { elementTypesText } from '../../scripts/element-types';
import type { ConviveAvailabilityProps } from './convive-availability';
import type { ConviveEnquiryFormProps } from './convive-enquiry-form';
import type { ConviveNotificationBellProps } from './convive-notification-bell';
import type { ConvivePropertyGridProps } from './convive-property-grid';
import type { ConviveRoomGalleryProps } from './convive-room-gallery';
import type { ConviveSearchBarProps } from './convive-search-bar';
import type { ConviveVisitSchedulerProps } from './convive-visit-scheduler';
import type { ConviveIntrinsicElements } from './jsx';
import type { ElementTag } from './registry';
import type {
  ConviveAvailabilityElement,
  ConviveElementTagNameMap,
  ConviveEnquiryFormElement,
  ConviveEventDetailMap,
  ConviveNotificationBellElement,
  ConvivePropertyGridElement,
  ConviveRoomGalleryElement,
  ConviveSearchBarElement,
  ConviveVisitSchedulerElement,
} from './types';
import committedTypes from './types.ts?raw';

/** The properties an element adds to HTMLElement (its attributes' props). */
type OwnProperties<Element> = Omit<Element, keyof HTMLElement>;
/** What a component reads from r2wc: its props but the shadow root it renders into. */
type ReadProps<Props> = Omit<Props, 'container'>;

/** Layout aside (Biome formats the file the generator writes): the same declarations. */
const normalized = (text: string) => text.replace(/,(\s*[)\]}>])/g, '$1').replace(/\s+/g, '');

describe('the elements’ type declarations (src/elements/types.ts)', () => {
  it('are generated from the registry (run `npm run cem -w @convive/widgets` when this fails)', () => {
    expect(normalized(committedTypes)).toBe(normalized(elementTypesText()));
  });

  it('type document.createElement and querySelector per tag', () => {
    const grid = document.createElement('convive-property-grid');
    expectTypeOf(grid).toEqualTypeOf<ConvivePropertyGridElement>();
    expectTypeOf(grid.maxPrice).toEqualTypeOf<number | undefined>();
    expectTypeOf(grid.filters).toEqualTypeOf<PropertyFilters | undefined>();
    expectTypeOf(
      document.querySelector('convive-search-bar'),
    ).toEqualTypeOf<ConviveSearchBarElement | null>();
    expectTypeOf<ConviveRoomGalleryElement['images']>().toEqualTypeOf<readonly Image[] | undefined>();
    expectTypeOf<keyof ConviveElementTagNameMap>().toEqualTypeOf<ElementTag>();
    expectTypeOf<
      HTMLElementTagNameMap['convive-notification-bell']
    >().toEqualTypeOf<ConviveNotificationBellElement>();
    // A property set in code is type-checked.
    // @ts-expect-error maxPrice is a number
    grid.maxPrice = '750';
    expect(grid.tagName).toBe('CONVIVE-PROPERTY-GRID');
  });

  it('type event.detail on the element, on document and on window', () => {
    const grid = document.createElement('convive-property-grid');
    grid.addEventListener('convive-page-change', (event) => {
      expectTypeOf(event).toEqualTypeOf<CustomEvent<{ page: number }>>();
      expectTypeOf(event.detail.page).toBeNumber();
    });
    grid.addEventListener('click', (event) => expectTypeOf(event).toExtend<MouseEvent>());
    document.addEventListener('convive-search', (event) => {
      expectTypeOf(event.detail).toEqualTypeOf<PropertyFilters>();
    });
    window.addEventListener('convive-enquiry-sent', (event) => {
      expectTypeOf(event.detail).toEqualTypeOf<PropertyRequest>();
    });
    document.createElement('convive-visit-scheduler').addEventListener('convive-visit-requested', (event) => {
      expectTypeOf(event.detail).toEqualTypeOf<Appointment>();
    });
    expectTypeOf<ConviveEventDetailMap['convive-notification']>().toEqualTypeOf<Notification>();
    expectTypeOf<ConviveEventDetailMap['convive-view-change']>().toEqualTypeOf<{ view: 'grid' | 'list' }>();
  });

  it('give each element exactly the properties its component reads, of types it accepts', () => {
    // The bar signs no one in: the token of ConnectedElementProps is not one of its attributes.
    expectTypeOf<keyof OwnProperties<ConviveSearchBarElement>>().toEqualTypeOf<
      Exclude<keyof ReadProps<ConviveSearchBarProps>, 'token'>
    >();
    expectTypeOf<OwnProperties<ConviveSearchBarElement>>().toExtend<ReadProps<ConviveSearchBarProps>>();

    expectTypeOf<keyof OwnProperties<ConvivePropertyGridElement>>().toEqualTypeOf<
      keyof ReadProps<ConvivePropertyGridProps>
    >();
    expectTypeOf<OwnProperties<ConvivePropertyGridElement>>().toExtend<ReadProps<ConvivePropertyGridProps>>();

    // The gallery loads public listings only: the token of ConnectedElementProps is not an attribute.
    expectTypeOf<keyof OwnProperties<ConviveRoomGalleryElement>>().toEqualTypeOf<
      Exclude<keyof ReadProps<ConviveRoomGalleryProps>, 'token'>
    >();
    expectTypeOf<OwnProperties<ConviveRoomGalleryElement>>().toExtend<ReadProps<ConviveRoomGalleryProps>>();

    expectTypeOf<keyof OwnProperties<ConviveEnquiryFormElement>>().toEqualTypeOf<
      keyof ReadProps<ConviveEnquiryFormProps>
    >();
    expectTypeOf<OwnProperties<ConviveEnquiryFormElement>>().toExtend<ReadProps<ConviveEnquiryFormProps>>();

    expectTypeOf<keyof OwnProperties<ConviveVisitSchedulerElement>>().toEqualTypeOf<
      keyof ReadProps<ConviveVisitSchedulerProps>
    >();
    expectTypeOf<OwnProperties<ConviveVisitSchedulerElement>>().toExtend<
      ReadProps<ConviveVisitSchedulerProps>
    >();

    // Public calendars only: no `token` attribute, as the gallery.
    expectTypeOf<keyof OwnProperties<ConviveAvailabilityElement>>().toEqualTypeOf<
      Exclude<keyof ReadProps<ConviveAvailabilityProps>, 'token'>
    >();
    expectTypeOf<OwnProperties<ConviveAvailabilityElement>>().toExtend<ReadProps<ConviveAvailabilityProps>>();

    expectTypeOf<keyof OwnProperties<ConviveNotificationBellElement>>().toEqualTypeOf<
      keyof ReadProps<ConviveNotificationBellProps>
    >();
    expectTypeOf<OwnProperties<ConviveNotificationBellElement>>().toExtend<
      ReadProps<ConviveNotificationBellProps>
    >();
  });

  it('declare every tag as a React 19 JSX element with string attributes, ref, key, class and typed events', () => {
    expectTypeOf<keyof ConviveIntrinsicElements>().toEqualTypeOf<ElementTag>();
    type GridProps = ComponentProps<'convive-property-grid'>;
    expectTypeOf<GridProps['api-base']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<GridProps['max-price']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<GridProps['class']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<GridProps['key']>().toExtend<Key | null | undefined>();
    expectTypeOf<NonNullable<GridProps['ref']>>().toExtend<Ref<ConvivePropertyGridElement>>();
    expectTypeOf<NonNullable<GridProps['onconvive-page-change']>>()
      .parameter(0)
      .toEqualTypeOf<CustomEvent<{ page: number }>>();
    expectTypeOf<NonNullable<ComponentProps<'convive-search-bar'>['onconvive-search']>>()
      .parameter(0)
      .toEqualTypeOf<CustomEvent<PropertyFilters>>();
    // @ts-expect-error the grid has no such event
    expectTypeOf<GridProps['onconvive-search']>().toBeUndefined();
  });
});
