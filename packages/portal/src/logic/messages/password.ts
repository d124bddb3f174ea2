import { ruleMessages } from '@convive/sdk';
import { screenMessages } from '../screenMessages';

/** Password rules (spec 02 §5 and the server's strength rules): the sdk's, which the server answers with too. */
export const password = ruleMessages('es').password;

/** The texts above in the chosen language (../screenMessages). */
export const passwordMessages = /* @__PURE__ */ screenMessages('password', password);
