import {
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_ATTACHMENT_TYPES,
  MESSAGE_ATTACHMENTS_MAX,
  MESSAGE_TEXT_MAX,
} from '@convive/sdk';
import { Paperclip, Send, X } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useId,
  useRef,
  useState,
} from 'react';
import { type AttachmentProblem, addAttachments } from './attachmentChecks';
import { type MessagesCopy, messagesCopy } from './copy';
import styles from './Messages.module.css';

const LIMITS = {
  maxFiles: MESSAGE_ATTACHMENTS_MAX,
  maxBytes: MESSAGE_ATTACHMENT_MAX_BYTES,
  types: MESSAGE_ATTACHMENT_TYPES,
};
const MAX_MB = Math.round(MESSAGE_ATTACHMENT_MAX_BYTES / (1024 * 1024));

function problemText(problem: AttachmentProblem, copy: MessagesCopy): string {
  if (problem.kind === 'type') return copy.fileType(problem.name);
  if (problem.kind === 'size') return copy.fileSize(problem.name, MAX_MB);
  return copy.fileCount(problem.max);
}

export interface ComposerProps {
  text: string;
  onTextChange(text: string): void;
  files: readonly File[];
  onFilesChange(files: File[]): void;
  /** Sends the draft; rejects with the text to show (the draft is then kept as it is). */
  onSend(): Promise<void>;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  /** Guests send text only. @default true */
  allowAttachments?: boolean;
  /** Buttons beside 'Adjuntar' (the landlord's tools). */
  tools?: ReactNode;
}

/**
 * The message box: up to 5,000 characters with a counter, up to 5 images or PDFs of 10 MB checked
 * here before sending, 'Enviar' or Ctrl/Cmd+Enter. A failed send keeps the text and the files and
 * says why; the cursor stays in the box after sending.
 */
export function Composer({
  text,
  onTextChange,
  files,
  onFilesChange,
  onSend,
  textareaRef,
  allowAttachments = true,
  tools,
}: ComposerProps) {
  const copy = messagesCopy.useCopy();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = useId();
  const counterId = `${ids}-counter`;
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;
  const length = text.length;
  const over = length > MESSAGE_TEXT_MAX;

  const send = async () => {
    if (sending) return;
    if (over) {
      setError(copy.tooLong(MESSAGE_TEXT_MAX));
      return;
    }
    if (!text.trim() && files.length === 0) {
      setError(copy.emptyMessage);
      return;
    }
    setSending(true);
    setError(null);
    try {
      await onSend();
      setFileProblems([]);
    } catch (reason) {
      setError(reason instanceof Error && reason.message ? reason.message : copy.sendFailed);
    } finally {
      setSending(false);
      textareaRef.current?.focus();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  const pick = (picked: FileList | null) => {
    if (!picked) return;
    const result = addAttachments(files, [...picked], LIMITS);
    onFilesChange(result.files);
    setFileProblems(result.problems.map((p) => problemText(p, copy)));
    // The same file may be picked again after being removed.
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <form className={styles.composer} onSubmit={onSubmit} aria-label={copy.composerLabel} noValidate>
      <label htmlFor={`${ids}-text`} className="visually-hidden">
        {copy.composerLabel}
      </label>
      <textarea
        ref={textareaRef}
        id={`${ids}-text`}
        className="textarea"
        value={text}
        placeholder={copy.composerLabel}
        onChange={(event) => onTextChange(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={`${counterId} ${hintId}${error ? ` ${errorId}` : ''}`}
        aria-invalid={over || undefined}
        rows={3}
      />
      {files.length > 0 ? (
        <ul className={styles.files} aria-label={copy.attach}>
          {files.map((file, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: picked files have no id (two may share a name); rows hold no state
            <li key={`${file.name}-${index}`} className={styles.file}>
              <span className={styles.fileName}>{file.name}</span>
              <button
                type="button"
                className="btn btn--ghost btn--icon btn--sm"
                aria-label={copy.removeFile(file.name)}
                onClick={() => onFilesChange(files.filter((_, i) => i !== index))}
              >
                <X aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {fileProblems.length > 0 ? (
        <div role="alert">
          {fileProblems.map((problem) => (
            <p key={problem} className={styles.error}>
              {problem}
            </p>
          ))}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.composerRow}>
        <div className={styles.composerTools}>
          {allowAttachments ? (
            <>
              <input
                ref={fileInput}
                id={`${ids}-files`}
                type="file"
                multiple
                accept={MESSAGE_ATTACHMENT_TYPES.join(',')}
                className="visually-hidden"
                tabIndex={-1}
                aria-hidden="true"
                data-testid="attachment-input"
                onChange={(event) => pick(event.target.files)}
              />
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                title={copy.attachHint(MESSAGE_ATTACHMENTS_MAX, MAX_MB)}
                onClick={() => fileInput.current?.click()}
              >
                <Paperclip aria-hidden="true" />
                {copy.attach}
              </button>
            </>
          ) : null}
          {tools}
        </div>
        <div className={styles.composerTools}>
          <span id={counterId} className={styles.counter} data-over={over}>
            {copy.counter(length, MESSAGE_TEXT_MAX)}
          </span>
          <button type="submit" className="btn btn--primary btn--sm" disabled={sending} aria-busy={sending}>
            <Send aria-hidden="true" />
            {sending ? copy.sending : copy.send}
          </button>
        </div>
      </div>
      <span id={hintId} className="visually-hidden">
        {copy.composerHint}
      </span>
    </form>
  );
}
