import {
  fullName,
  isApiError,
  type PropertyRequest,
  type PropertyRequestCreate,
  RULE_MESSAGES,
  todayIn,
  validateEnquiry,
} from '@convive/sdk';
import { useCallback, useEffect, useState } from 'react';
import { useConvive } from '../core/context';
import { useStoreValue } from '../core/useStore';
import type { Catalog } from '../i18n/catalogs';
import { tabStorage } from '../stores/storage';

export type EnquiryField = 'name' | 'email' | 'phone' | 'message' | 'moveIn' | 'moveOut';
/** The period's dates are 'YYYY-MM-DD' (a native date input's value), '' while not given. */
export type EnquiryValues = Record<EnquiryField, string>;
export type EnquiryErrors = Partial<Record<EnquiryField, string>>;
/** `idle` → `sending` → `sent` | `failed`. */
export type EnquiryStatus = 'idle' | 'sending' | 'sent' | 'failed';
/** A question (kind 'inquiry') or an application for a period (kind 'application'). */
export type EnquiryMode = 'enquiry' | 'application';

export interface UseEnquiryFormOptions {
  propertyId: number;
  /** Set for a room enquiry (request_type 'room'), which visitors may send too. */
  roomId?: number | null;
  /**
   * Lets a visitor without an account send a property enquiry as well, with their name and e-mail
   * (a partner's page, whose visitors have no Convive session). @default false: the portal asks
   * them to sign in (spec 01 §5, §6)
   */
  guestEnquiries?: boolean;
  /**
   * Offers the application mode too (move-in and move-out dates, kind 'application'), chosen by
   * the visitor. @default false: enquiries only
   */
  applications?: boolean;
  onSent?: (request: PropertyRequest) => void;
  /**
   * Keeps the typed message in the tab's sessionStorage (per property and room) until it is sent, so
   * a visitor who leaves to sign in finds it again on return. @default false
   */
  keepDraft?: boolean;
}

/** Where a kept draft lives (sessionStorage): one per property, and per room for a room enquiry. */
export function enquiryDraftKey(propertyId: number, roomId?: number | null): string {
  return `convive:enquiry-draft:${propertyId}${roomId != null ? `:${roomId}` : ''}`;
}

export interface EnquiryFormState {
  values: EnquiryValues;
  errors: EnquiryErrors;
  status: EnquiryStatus;
  /** False for a property enquiry while signed out (spec 01 §5, §6), unless `guestEnquiries`. */
  canSubmit: boolean;
  signedIn: boolean;
  /** Whether the visitor may choose the application mode. */
  applications: boolean;
  mode: EnquiryMode;
  setMode(mode: EnquiryMode): void;
  /** Today in Madrid: the earliest move-in. */
  today: string;
  setValue(field: EnquiryField, value: string): void;
  /** Both dates at once (a stay picked on the calendar). */
  /**
   * Fills the stay (a pick on the calendar). `room`: the coliving room it was picked on, which the
   * application of a property form is then about.
   */
  setPeriod(moveIn: string, moveOut: string, room?: number | null): void;
  /** Validates and sends; answers the first invalid field, or null. */
  submit(): Promise<EnquiryField | null>;
}

const EMPTY: EnquiryValues = { name: '', email: '', phone: '', message: '', moveIn: '', moveOut: '' };
/** The fields in the order the form shows them: the first invalid one takes the focus. */
const ORDER: readonly EnquiryField[] = ['moveIn', 'moveOut', 'name', 'email', 'message'];
/** The API's fields, by the form's (a 400 names them so). */
const API_FIELDS: Readonly<Record<EnquiryField, string>> = {
  moveIn: 'move_in',
  moveOut: 'move_out',
  name: 'tenant_name',
  email: 'tenant_email',
  phone: 'tenant_phone',
  message: 'message',
};
/** Stand-ins that pass, so each field is checked on its own by the spec's validator. */
const PASSING = { name: 'x', email: 'x@x.es', message: 'x' };

/**
 * Every field's message at once (the sdk's validator answers only the first), so each field shows
 * its own error: the validator is asked about one field at a time, and its answer is shown in the
 * widget's language (an e-mail is either missing or invalid).
 */
function fieldErrors(values: EnquiryValues, copy: Catalog['enquiryForm']): EnquiryErrors {
  const errors: EnquiryErrors = {};
  const name = validateEnquiry({ ...PASSING, name: values.name });
  const email = validateEnquiry({ ...PASSING, email: values.email });
  const message = validateEnquiry({ ...PASSING, message: values.message });
  if (name) errors.name = copy.nameRequired;
  if (email)
    errors.email = email === RULE_MESSAGES.enquiry.emailRequired ? copy.emailRequired : copy.emailInvalid;
  if (message) errors.message = copy.messageRequired;
  return errors;
}

/**
 * The period's own checks, worded as the sdk's schema (moveOutAfterMoveIn) and the API (moveInPast)
 * word them, so the visitor reads the same text before and after sending.
 */
function periodErrors(values: EnquiryValues, today: string, copy: Catalog['enquiryForm']): EnquiryErrors {
  const errors: EnquiryErrors = {};
  if (!values.moveIn) errors.moveIn = copy.moveInRequired;
  else if (values.moveIn < today) errors.moveIn = copy.moveInPast;
  if (!values.moveOut) errors.moveOut = copy.moveOutRequired;
  else if (values.moveIn && values.moveOut <= values.moveIn) errors.moveOut = copy.moveOutAfterMoveIn;
  return errors;
}

/** The first message of each field a 400 names (the server words them in the caller's language). */
function serverFieldErrors(data: Record<string, unknown>): EnquiryErrors {
  const errors: EnquiryErrors = {};
  for (const field of Object.keys(API_FIELDS) as EnquiryField[]) {
    const value = data[API_FIELDS[field]];
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') errors[field] = first;
  }
  return errors;
}

/** The enquiry form's state: prefill from the session, validation, sending (spec 01 §2, §5). */
export function useEnquiryForm({
  propertyId,
  roomId,
  onSent,
  keepDraft = false,
  guestEnquiries = false,
  applications = false,
}: UseEnquiryFormOptions): EnquiryFormState {
  const { client, stores, copy } = useConvive();
  const user = useStoreValue(stores.session, (s) => s.user);
  const [values, setValues] = useState<EnquiryValues>(EMPTY);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [status, setStatus] = useState<EnquiryStatus>('idle');
  const [chosenMode, setChosenMode] = useState<EnquiryMode>('enquiry');
  const mode: EnquiryMode = applications ? chosenMode : 'enquiry';
  const [today] = useState(() => todayIn('Europe/Madrid'));
  const isRoom = roomId != null;
  const signedIn = user !== null;
  const canSubmit = isRoom || signedIn || guestEnquiries;
  const draftKey = keepDraft ? enquiryDraftKey(propertyId, roomId) : null;

  // A kept draft comes back after the first render (the server's page has none), never over text.
  useEffect(() => {
    if (!draftKey) return;
    const draft = tabStorage().getItem(draftKey);
    if (draft) setValues((v) => (v.message ? v : { ...v, message: draft }));
  }, [draftKey]);

  // Prefill from the signed-in user, never over what the visitor has already typed.
  useEffect(() => {
    if (!user) return;
    setValues((v) => ({
      ...v,
      name: v.name || fullName(user),
      email: v.email || user.email,
      phone: v.phone || (user.phone ?? ''),
    }));
  }, [user]);

  const clearErrors = useCallback((fields: readonly EnquiryField[]) => {
    setErrors((e) => {
      if (!fields.some((f) => e[f])) return e;
      const rest = { ...e };
      for (const f of fields) delete rest[f];
      return rest;
    });
  }, []);

  const setValue = useCallback(
    (field: EnquiryField, value: string) => {
      if (field === 'message' && draftKey) {
        if (value.trim()) tabStorage().setItem(draftKey, value);
        else tabStorage().removeItem(draftKey);
      }
      setValues((v) => ({ ...v, [field]: value }));
      clearErrors([field]);
    },
    [draftKey, clearErrors],
  );

  // The room a stay was picked on, on a property's calendar that lists its rooms (a coliving).
  const [pickedRoom, setPickedRoom] = useState<number | null>(null);
  const setPeriod = useCallback(
    (moveIn: string, moveOut: string, room: number | null = null) => {
      setValues((v) => ({ ...v, moveIn, moveOut }));
      setPickedRoom(room);
      clearErrors(['moveIn', 'moveOut']);
    },
    [clearErrors],
  );

  const setMode = useCallback(
    (next: EnquiryMode) => {
      setChosenMode(next);
      // A past outcome spoke of the other kind of request.
      setStatus((s) => (s === 'sending' ? s : 'idle'));
      clearErrors(['moveIn', 'moveOut']);
    },
    [clearErrors],
  );

  const submit = useCallback(async (): Promise<EnquiryField | null> => {
    if (!canSubmit || status === 'sending') return null;
    const applying = mode === 'application';
    const found = {
      ...(applying ? periodErrors(values, today, copy.enquiryForm) : {}),
      ...fieldErrors(values, copy.enquiryForm),
    };
    setErrors(found);
    const firstInvalid = ORDER.find((f) => found[f]) ?? null;
    if (firstInvalid) return firstInvalid;
    setStatus('sending');
    const phone = values.phone.trim();
    const body: PropertyRequestCreate = {
      property: propertyId,
      ...(isRoom
        ? { room: roomId, request_type: 'room' as const }
        : applying && pickedRoom !== null
          ? { room: pickedRoom, request_type: 'room' as const }
          : { request_type: 'property' as const }),
      ...(applying ? { kind: 'application' as const, move_in: values.moveIn, move_out: values.moveOut } : {}),
      tenant_name: values.name.trim(),
      tenant_email: values.email.trim(),
      ...(phone ? { tenant_phone: phone } : {}),
      message: values.message.trim(),
    };
    const text = copy.enquiryForm;
    try {
      const request = await client.propertyRequests.create(body);
      setStatus('sent');
      setValues((v) => ({ ...v, message: '', moveIn: '', moveOut: '' }));
      if (draftKey) tabStorage().removeItem(draftKey);
      stores.toasts.getState().show({ title: applying ? text.sentApplication : text.sent, tone: 'success' });
      onSent?.(request);
    } catch (failure) {
      // Nothing typed is lost: the values stay as they were.
      const server = isApiError(failure) && failure.status === 400 ? serverFieldErrors(failure.data) : {};
      const firstServer = ORDER.find((f) => server[f]) ?? (server.phone ? 'phone' : null);
      if (firstServer) {
        // The server's words at its fields (dates not free, a stay too short…): fixable there.
        setErrors(server);
        setStatus('idle');
        return firstServer;
      }
      setStatus('failed');
      stores.toasts.getState().show({
        title: copy.common.errorTitle,
        description: applying ? text.failureApplication : text.failure,
        tone: 'error',
      });
    }
    return null;
  }, [
    canSubmit,
    status,
    values,
    mode,
    pickedRoom,
    today,
    propertyId,
    isRoom,
    roomId,
    client,
    stores,
    copy,
    onSent,
    draftKey,
  ]);

  return {
    values,
    errors,
    status,
    canSubmit,
    signedIn,
    applications,
    mode,
    setMode,
    today,
    setValue,
    setPeriod,
    submit,
  };
}
