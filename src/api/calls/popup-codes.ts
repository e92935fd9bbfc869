/**
 * The popup codes of the announcements call (content.ts), without zod: the visitors' popup script reads
 * popups with them on a first visit, where the schema library must not be shipped.
 */

/** Popup audiences: A signed-in players, B visitors, F a player's first login. */
export const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const;

/**
 * What a popup invites the player to do, drawn as its main button: `register` opens the registration
 * dialog, `promotion` opens the promotion page in the popup's `link` (a site path such as
 * /promotions/daily-rebate/, without the language prefix). (Deposit joins when the money pages exist.)
 */
export const POPUP_ACTIONS = ['register', 'promotion'] as const;
