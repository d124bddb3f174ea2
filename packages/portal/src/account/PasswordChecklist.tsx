import { PASSWORD_MIN_LENGTH, type PasswordOwner, type PasswordRule, passwordChecks } from '@convive/sdk';
import { Check, Circle } from 'lucide-react';
import styles from './account.module.css';

/** What each rule asks, as the registration form lists it. */
const RULE_TEXT: Record<PasswordRule, string> = {
  length: `Al menos ${PASSWORD_MIN_LENGTH} caracteres`,
  notNumeric: 'No solo números',
  notRepeated: 'No un mismo carácter repetido',
  notSimilar: 'Que no se parezca a tu nombre ni a tu correo',
  notCommon: 'Que no sea una contraseña común',
};

export interface PasswordChecklistProps {
  password: string;
  owner: PasswordOwner;
  id?: string;
}

/**
 * Every rule the server applies to a new password (issue 14 #20), each marked as met while the user
 * types: the same `passwordChecks` the server's `passwordProblems` comes from, so the list never
 * promises what the server refuses. Announced politely; met rules are also said in words.
 */
export function PasswordChecklist({ password, owner, id }: PasswordChecklistProps) {
  const checks = passwordChecks(password, owner);
  return (
    <ul id={id} className={styles.checklist} aria-label="Requisitos de la contraseña" aria-live="polite">
      {checks.map(({ rule, ok }) => {
        // Before anything is typed nothing is "met": an empty password is not too similar or common.
        const met = ok && password !== '';
        return (
          <li key={rule} data-met={met || undefined}>
            {met ? <Check aria-hidden="true" /> : <Circle aria-hidden="true" />}
            <span>{RULE_TEXT[rule]}</span>
            <span className="visually-hidden">{met ? ' (cumplido)' : ' (pendiente)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
