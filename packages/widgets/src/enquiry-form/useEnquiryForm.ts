import {
  fullName,
  type PropertyRequest,
  type PropertyRequestCreate,
  RULE_MESSAGES,
  validateEnquiry,
} from '@convive/sdk';
import { useCallback, useEffect, useState } from 'react';
import { useConvive } from '../core/context';
import { useStoreValue } from '../core/useStore';
import type { Catalog } from '../i18n/catalogs';
import { tabStorage } from '../stores/storage';

export type EnquiryField = 'name' | 'email' | 'phone' | 'message';
export type EnquiryValues = Record<EnquiryField, string>;
export type EnquiryErrors = Partial<Record<EnquiryField, string>>;
/** `idle` → `sending` → `sent` | `failed`. */
export type EnquiryStatus = 'idle' | 'sending' | 'sent' | 'failed';

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
  setValue(field: EnquiryField, value: string): void;
  /** Validates and sends; answers the first invalid field, or null. */
  submit(): Promise<EnquiryField | null>;
}

const EMPTY: EnquiryValues = { name: '', email: '', phone: '', message: '' };
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

/** The enquiry form's state: prefill from the session, validation, sending (spec 01 §2, §5). */
export function useEnquiryForm({
  propertyId,
  roomId,
  onSent,
  keepDraft = false,
  guestEnquiries = false,
}: UseEnquiryFormOptions): EnquiryFormState {
  const { client, stores, copy } = useConvive();
  const user = useStoreValue(stores.session, (s) => s.user);
  const [values, setValues] = useState<EnquiryValues>(EMPTY);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [status, setStatus] = useState<EnquiryStatus>('idle');
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

  const setValue = useCallback(
    (field: EnquiryField, value: string) => {
      if (field === 'message' && draftKey) {
        if (value.trim()) tabStorage().setItem(draftKey, value);
        else tabStorage().removeItem(draftKey);
      }
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((e) => {
        if (!e[field]) return e;
        const { [field]: _cleared, ...rest } = e;
        return rest;
      });
    },
    [draftKey],
  );

  const submit = useCallback(async (): Promise<EnquiryField | null> => {
    if (!canSubmit || status === 'sending') return null;
    const found = fieldErrors(values, copy.enquiryForm);
    setErrors(found);
    const firstInvalid = (['name', 'email', 'message'] as const).find((f) => found[f]) ?? null;
    if (firstInvalid) return firstInvalid;
    setStatus('sending');
    const phone = values.phone.trim();
    const body: PropertyRequestCreate = {
      property: propertyId,
      ...(isRoom ? { room: roomId, request_type: 'room' as const } : { request_type: 'property' as const }),
      tenant_name: values.name.trim(),
      tenant_email: values.email.trim(),
      ...(phone ? { tenant_phone: phone } : {}),
      message: values.message.trim(),
    };
    try {
      const request = await client.propertyRequests.create(body);
      setStatus('sent');
      setValues((v) => ({ ...v, message: '' }));
      if (draftKey) tabStorage().removeItem(draftKey);
      stores.toasts.getState().show({ title: copy.enquiryForm.sent, tone: 'success' });
      onSent?.(request);
    } catch {
      // Nothing typed is lost: the values stay as they were.
      setStatus('failed');
      stores.toasts
        .getState()
        .show({ title: copy.common.errorTitle, description: copy.enquiryForm.failure, tone: 'error' });
    }
    return null;
  }, [canSubmit, status, values, propertyId, isRoom, roomId, client, stores, copy, onSent, draftKey]);

  return { values, errors, status, canSubmit, signedIn, setValue, submit };
}
