import { makeProperty, makeRoom } from '@convive/sdk/testing';
import { describe, expect, it } from 'vitest';
import { roomFormMessages } from '../../logic/messages/roomForm';
import {
  checkRoomForm,
  emptyRoomForm,
  ROOM_EXTRA_MESSAGES,
  roomPayload,
  roomPropertyOptions,
  valuesFromRoom,
} from './roomForm';

const valid = {
  ...emptyRoomForm('2026-11-22', '10'),
  room_number: 'A1',
  title: 'Habitación',
  price_monthly: '450',
  size_sqm: '12',
};

describe('checkRoomForm', () => {
  it('answers the spec’s messages in order, naming the field', () => {
    const m = roomFormMessages;
    expect(checkRoomForm(emptyRoomForm('2026-11-22'))).toEqual({
      field: 'coliving_property',
      message: m.propertyRequired,
    });
    expect(checkRoomForm({ ...valid, room_number: ' ' })).toEqual({
      field: 'room_number',
      message: m.roomNumberRequired,
    });
    expect(checkRoomForm({ ...valid, title: '' })).toEqual({ field: 'title', message: m.titleRequired });
    expect(checkRoomForm({ ...valid, price_monthly: '0' })).toEqual({
      field: 'price_monthly',
      message: m.priceInvalid,
    });
    expect(checkRoomForm({ ...valid, size_sqm: '' })).toEqual({ field: 'size_sqm', message: m.sizeInvalid });
    expect(checkRoomForm(valid)).toBeNull();
  });

  it('then checks the date, floor, stays and deposit', () => {
    const m = ROOM_EXTRA_MESSAGES;
    expect(checkRoomForm({ ...valid, available_from: '' })?.message).toBe(m.availableFromRequired);
    expect(checkRoomForm({ ...valid, floor_level: '1.5' })?.message).toBe(m.floorInvalid);
    expect(checkRoomForm({ ...valid, max_stay_months: '0' })?.message).toBe(m.maxStayInvalid);
    expect(checkRoomForm({ ...valid, min_stay_months: '6', max_stay_months: '3' })?.message).toBe(
      m.maxBelowMin,
    );
    expect(checkRoomForm({ ...valid, deposit_amount: '-5' })?.message).toBe(m.depositInvalid);
  });
});

describe('roomPayload', () => {
  it('falls back to one month and leaves blank optional numbers empty', () => {
    expect(roomPayload({ ...valid, min_stay_months: '' })).toMatchObject({
      coliving_property: 10,
      min_stay_months: 1,
      max_stay_months: null,
      deposit_amount: null,
      floor_level: null,
      has_window: true,
      status: 'available',
      available_from: '2026-11-22',
    });
  });

  it('round-trips a saved room', () => {
    const room = makeRoom();
    expect(roomPayload(valuesFromRoom(room))).toMatchObject({
      price_monthly: room.price_monthly,
      size_sqm: room.size_sqm,
      floor_level: room.floor_level,
      min_stay_months: room.min_stay_months,
      max_stay_months: room.max_stay_months,
      deposit_amount: room.deposit_amount,
    });
  });
});

describe('roomPropertyOptions', () => {
  const coliving = makeProperty({ id: 1 });
  const flat = makeProperty({ id: 2, is_coliving: false });
  it('offers coliving properties, or all when none is coliving, plus the current one', () => {
    expect(roomPropertyOptions([coliving, flat]).map((p) => p.id)).toEqual([1]);
    expect(roomPropertyOptions([flat]).map((p) => p.id)).toEqual([2]);
    expect(roomPropertyOptions([coliving, flat], 2).map((p) => p.id)).toEqual([1, 2]);
  });
});
