import {
  type CodedNotification,
  isNotificationCode,
  type Language,
  type Notification,
  notificationSearchText,
  notificationText,
} from '@convive/sdk';
import type { NotificationRow } from '../../db/schema';

/** A notice's stored columns: its code, its parameters as JSON and the text the search reads. */
export function storedNotice(notice: CodedNotification): {
  code: string;
  params: string;
  search_text: string;
} {
  return {
    code: notice.code,
    params: JSON.stringify(notice.params),
    search_text: notificationSearchText(notice),
  };
}

/** A stored notification's code and parameters (an unreadable row is shown as empty text). */
export function noticeOf(row: { code: string; params: string }): CodedNotification {
  try {
    const params = JSON.parse(row.params);
    if (isNotificationCode(row.code) && params && typeof params === 'object') {
      return { code: row.code, params } as CodedNotification;
    }
  } catch {
    // Falls through to the empty text below.
  }
  return { code: 'legacy.text', params: { title: '', message: '' } };
}

/** A stored notification (a code and its parameters) as the contract's Notification, worded for its reader. */
export function notificationOut(row: NotificationRow, language: Language): Notification {
  return {
    id: row.id,
    ...notificationText(noticeOf(row), language),
    notification_type: row.notification_type as Notification['notification_type'],
    status: row.status as Notification['status'],
    related_object_id: row.related_object_id,
    related_object_type: row.related_object_type,
    event_type: row.event_type,
    user: row.user_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
