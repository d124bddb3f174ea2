import { PASSWORD_MIN_LENGTH, type PasswordOwner, type PasswordRule, passwordChecks } from '@convive/sdk';
import { Check, Circle } from 'lucide-react';
import styles from './account.module.css';

import { type AccountCopy, accountCopy } from './copy';

/** What each rule asks, as the registration form lists it. */
function ruleText(copy: AccountCopy['checklist'], rule: PasswordRule): string {
  return rule === 'length' ? copy.length(PASSWORD_MIN_LENGTH) : copy[rule];
}

export interface PasswordChecklistProps {
  password: string;
  owner: PasswordOwner;
  id?: string;
}

/**
 * Every rule the server applies to a new password, each marked as met while the user
 * types: the same `passwordChecks` the server's `passwordProblems` comes from, so the list never
 * promises what the server refuses. Announced politely; met rules are also said in words.
 */
export function PasswordChecklist({ password, owner, id }: PasswordChecklistProps) {
  const copy = accountCopy.useCopy().checklist;
  const checks = passwordChecks(password, owner);
  return (
    <ul id={id} className={styles.checklist} aria-label={copy.label} aria-live="polite">
      {checks.map(({ rule, ok }) => {
        // Before anything is typed nothing is "met": an empty password is not too similar or common.
        const met = ok && password !== '';
        return (
          <li key={rule} data-met={met || undefined}>
            {met ? <Check aria-hidden="true" /> : <Circle aria-hidden="true" />}
            <span>{ruleText(copy, rule)}</span>
            <span className="visually-hidden">{met ? copy.met : copy.pending}</span>
          </li>
        );
      })}
    </ul>
  );
}
