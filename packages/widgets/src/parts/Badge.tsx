import { PROPERTY_STATUSES, ROOM_STATUSES } from '@convive/sdk';
import type { HTMLAttributes } from 'react';
import { useCopy } from '../core/context';
import badgeCssText from './Badge.css?inline';

/** The part's CSS, as a string (inject it with `WidgetRoot`'s `css`). */
export const badgeCss: string = badgeCssText;

/** `plain` carries no colour: an unknown status is shown raw and unstyled (spec 01 §3). */
export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'plain';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** @default 'neutral' */
  tone?: BadgeTone;
}

/** A small label. Its styles (`badgeCss`) travel with the widget that renders it. */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return (
    <span
      part="badge"
      {...rest}
      className={className ? `convive-badge ${className}` : 'convive-badge'}
      data-tone={tone}
    />
  );
}

const PROPERTY_TONES = {
  disponible: 'success',
  reservado: 'warning',
  alquilado: 'info',
  inactivo: 'neutral',
} as const satisfies Record<(typeof PROPERTY_STATUSES)[number], BadgeTone>;

const ROOM_TONES = {
  available: 'success',
  occupied: 'danger',
  maintenance: 'warning',
  reserved: 'info',
} as const satisfies Record<(typeof ROOM_STATUSES)[number], BadgeTone>;

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

export interface StatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** The stored status; any other text is shown as it is, unstyled. */
  status: string;
}

/** A property's status: Disponible, Reservado, Alquilado, Inactivo. */
export function PropertyStatusBadge({ status, ...rest }: StatusBadgeProps) {
  const copy = useCopy().statusBadge.property;
  if (!isOneOf(PROPERTY_STATUSES, status)) {
    return (
      <Badge {...rest} tone="plain" data-status="unknown">
        {status}
      </Badge>
    );
  }
  return (
    <Badge {...rest} tone={PROPERTY_TONES[status]} data-status={status}>
      {copy[status]}
    </Badge>
  );
}

/** A room's status: Disponible, Ocupada, Mantenimiento, Reservada; any other value raw (spec 01 §3). */
export function RoomStatusBadge({ status, ...rest }: StatusBadgeProps) {
  const copy = useCopy().statusBadge.room;
  if (!isOneOf(ROOM_STATUSES, status)) {
    return (
      <Badge {...rest} tone="plain" data-status="unknown">
        {status}
      </Badge>
    );
  }
  return (
    <Badge {...rest} tone={ROOM_TONES[status]} data-status={status}>
      {copy[status]}
    </Badge>
  );
}
