/**
 * The feedback form's rules: question type, description and captcha are required (and
 * the sender's name for a visitor; a member sends as their nickname); the description is 20 to 200
 * characters once trimmed. Empty fields are all named at once, in the order the form shows them.
 */
import type { BodyOf } from '../../api/calls/define-call';
import { FEEDBACK_MAX, FEEDBACK_MIN, FEEDBACK_TYPES, type feedbackCall } from '../../api/calls/feedback';

/** The body the form's fields make; the bot check's solution is added when it is sent. */
export type FeedbackBody = Omit<BodyOf<typeof feedbackCall>, 'botCheck'>;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export type FeedbackField = 'type' | 'content' | 'sender' | 'captcha';

/** The order of the type menu: "other" last, as players look for a specific subject first. */
export const FEEDBACK_TYPE_ORDER: readonly FeedbackType[] = [1, 2, 3, 4, 6, 0];

/** What the player typed, exactly (nothing is trimmed in place, so nothing they typed is lost). */
export interface FeedbackDraft {
  /** The chosen type's code as text, '' while none is chosen. */
  type: string;
  content: string;
  /** The visitor's name; ignored for a member. */
  sender: string;
  captcha: string;
}

export const EMPTY_DRAFT: FeedbackDraft = { type: '', content: '', sender: '', captcha: '' };

export type FeedbackCheck =
  | { ok: true; body: FeedbackBody }
  | { ok: false; empty: FeedbackField[]; tooShort: boolean; tooLong: boolean };

function parseType(text: string): FeedbackType | null {
  const code = Number(text);
  return text.trim() !== '' && FEEDBACK_TYPES.includes(code as FeedbackType) ? (code as FeedbackType) : null;
}

/**
 * Checks a draft. `memberName` is the signed-in member's nickname (null for a visitor, who must give a name).
 */
export function checkFeedback(draft: FeedbackDraft, memberName: string | null): FeedbackCheck {
  const type = parseType(draft.type);
  const content = draft.content.trim();
  const sender = (memberName ?? draft.sender).trim();
  const captcha = draft.captcha.trim();
  const empty: FeedbackField[] = [];
  if (type === null) empty.push('type');
  if (!content) empty.push('content');
  if (!sender) empty.push('sender');
  if (!captcha) empty.push('captcha');
  const tooShort = content.length > 0 && content.length < FEEDBACK_MIN;
  const tooLong = content.length > FEEDBACK_MAX;
  if (empty.length || tooShort || tooLong || type === null) return { ok: false, empty, tooShort, tooLong };
  return { ok: true, body: { type, content, sender: sender.slice(0, 64), captcha } };
}
