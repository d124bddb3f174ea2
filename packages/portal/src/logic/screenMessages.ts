/**
 * The portal's user-facing texts of both specs (spec 01 §8, spec 02 §8, the success toasts and the
 * validation texts of both §5), one module per screen under ./messages, read as the namespace
 * `MESSAGES` (`MESSAGES.login.failure`): a bundler keeps only the screens a page reads. The texts the
 * sdk's rules return come from the sdk's `RULE_MESSAGES`, so each text has one source.
 */
import * as MESSAGES from './messages/index';

export { MESSAGES };

/** The shape of MESSAGES. */
export type Messages = typeof MESSAGES;
