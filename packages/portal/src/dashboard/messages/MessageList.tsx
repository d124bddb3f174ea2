import { formatAppointmentWhen, type Message, type MessageAttachment } from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { FileText } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { isImageType } from './attachmentChecks';
import { type MessagesCopy, messagesCopy } from './copy';
import styles from './Messages.module.css';
import { groupByDay, timeOf } from './messageDays';

export interface MessageListProps {
  messages: readonly Message[];
  /** The action under a card the reader received (book the visit, go to the request form). */
  renderCardAction?: (message: Message) => ReactNode;
  /** 'Cargar anteriores' when older pages exist. */
  olderButton?: ReactNode;
}

/**
 * The conversation's messages, oldest to newest, with a separator per day (in Madrid). It is a
 * polite log region, so a message added at its end (sent or pushed) is read out once, and it keeps
 * scrolled to the newest unless the reader has scrolled up to read older ones.
 */
export function MessageList({ messages, renderCardAction, olderButton }: MessageListProps) {
  const copy = messagesCopy.useCopy();
  const { intlLocale } = useConvive();
  const logRef = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const lastId = messages.at(-1)?.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the newest message only
  useEffect(() => {
    const log = logRef.current;
    if (log && atEnd.current) log.scrollTop = log.scrollHeight;
  }, [lastId]);

  const days = groupByDay(messages, (m) => m.created_at, {
    now: new Date(),
    locale: intlLocale,
    words: { today: copy.today, yesterday: copy.yesterday },
  });

  return (
    <div
      ref={logRef}
      className={styles.log}
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={copy.logLabel}
      // A scrollable region must be reachable by keyboard to be scrolled.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
      tabIndex={0}
      onScroll={(event) => {
        const el = event.currentTarget;
        atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
      }}
    >
      {olderButton}
      {messages.length === 0 ? <p className={styles.placeholder}>{copy.noMessages}</p> : null}
      {days.map((day) => (
        <div key={day.date} className={styles.conversation}>
          <p className={styles.day} data-testid="day-separator">
            {day.label}
          </p>
          {day.items.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              copy={copy}
              locale={intlLocale}
              action={message.mine ? null : renderCardAction?.(message)}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

function MessageBubble({
  message,
  copy,
  locale,
  action,
}: {
  message: Message;
  copy: MessagesCopy;
  locale: string;
  action: ReactNode;
}) {
  const time = timeOf(message.created_at, locale);
  const author = message.mine ? copy.mine : message.sender_name;
  const card =
    message.kind === 'visit_proposal' || message.kind === 'apply_invite' ? (
      <div className={styles.card} data-testid={`card-${message.kind}`}>
        <p className={styles.cardTitle}>
          {message.kind === 'visit_proposal' ? copy.visitCardTitle : copy.inviteCardTitle}
        </p>
        {message.kind === 'visit_proposal' && message.visit ? (
          <p className={styles.messageText}>
            {copy.visitCardWhen(formatAppointmentWhen(message.visit.date, message.visit.time, locale))}
          </p>
        ) : message.kind === 'apply_invite' ? (
          <p className={styles.messageText}>{copy.inviteCardText}</p>
        ) : null}
        {action}
      </div>
    ) : null;
  return (
    <article className={styles.message} data-mine={message.mine} data-testid="message" aria-label={author}>
      {card}
      {message.text ? <p className={styles.messageText}>{message.text}</p> : null}
      {message.masked ? (
        // The why is said once, above the conversation; each message only says it was masked.
        <span className={styles.masked} data-testid="masked-notice">
          {copy.maskedLabel}
        </span>
      ) : null}
      {message.attachments.length > 0 ? <Attachments files={message.attachments} copy={copy} /> : null}
      <span className={styles.messageMeta}>
        <span className="visually-hidden">{`${author}, `}</span>
        <time dateTime={message.created_at}>{time}</time>
      </span>
    </article>
  );
}

function Attachments({ files, copy }: { files: readonly MessageAttachment[]; copy: MessagesCopy }) {
  return (
    <ul className={`${styles.attachments} ${styles.files}`}>
      {files.map((file) => (
        <li key={file.id}>
          <a
            href={file.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={copy.openAttachment(file.name)}
          >
            {isImageType(file.content_type) ? (
              <img src={file.url} alt={file.name} className={styles.thumb} loading="lazy" />
            ) : (
              <span className={styles.file}>
                <FileText aria-hidden="true" width={16} height={16} />
                <span className={styles.fileName}>{file.name}</span>
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
