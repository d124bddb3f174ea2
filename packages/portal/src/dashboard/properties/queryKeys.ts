/** Query keys of the landlord's management screens, shared so a save refreshes every list. */

/** GET /properties/my-properties/: the landlord's own properties (list, room form, rooms filter). */
export const MY_PROPERTIES_KEY = ['properties', 'mine'] as const;

/** GET /rooms/my-rooms/: the landlord's own rooms. */
export const MY_ROOMS_KEY = ['rooms', 'mine'] as const;
