import { ruleMessages } from '@convive/sdk';

/** Password rules (spec 02 §5 and the server's strength rules): the sdk's, which the server answers with too. */
export const password = ruleMessages('es').password;
