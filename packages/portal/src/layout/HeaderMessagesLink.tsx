import { pagePath, unreadBadgeText } from '@convive/sdk';
import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { usePortalCopy } from '../app/copy';
import { useMessagesUnreadCount } from '../dashboard/messages/messagesData';
import styles from './layout.module.css';

/**
 * The signed-in header's way to the inbox, beside the bell, with the unread messages over every
 * conversation (kept current by each pushed message). The count is in the link's name, not only
 * in the badge.
 */
export function HeaderMessagesLink() {
  const copy = usePortalCopy();
  const unread = useMessagesUnreadCount();
  const badge = unreadBadgeText(unread);
  const label =
    unread > 0 ? `${copy.shell.messages}, ${unread} ${copy.shell.messagesUnread}` : copy.shell.messages;
  return (
    <Link
      to={pagePath('dashboardMessages')}
      className={`btn btn--ghost btn--icon ${styles.messagesLink}`}
      aria-label={label}
      title={copy.shell.messages}
      data-testid="header-messages"
    >
      <MessageSquare aria-hidden="true" />
      {badge !== null ? (
        <span className={styles.messagesBadge} aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
