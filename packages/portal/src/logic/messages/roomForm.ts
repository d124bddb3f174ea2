import { RULE_MESSAGES } from '@convive/sdk';

/** Room form validation, in the order it is checked (spec 02 §5): the texts of the sdk's validateRoomForm. */
export const roomForm = RULE_MESSAGES.roomForm;
