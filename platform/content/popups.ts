/**
 * The popups a visitor or member sees, by audience: players A (and F, which the site shows on a first login
 * only); visitors and trial users B; agents none (player offers are not for them, on any page), nor a member on a break. A popup shows
 * from its start until before its end, either of which may be open.
 */
import type { announcementsCall } from '../../src/api/calls/content';
import type { ValueOf } from '../../src/api/calls/define-call';
import type { Database } from '../db/database';
import type { SessionMember } from '../http/context';

type PopupValue = NonNullable<ValueOf<typeof announcementsCall>['popup']>[number];
type Execution = PopupValue['execution'];

function audienceOf(member: SessionMember | null): Execution[] {
  // No marketing reaches a member on a time-out or self-exclusion (responsible-gaming/).
  if (member?.excludedUntil) return [];
  if (!member || member.isTrial) return ['B'];
  return member.isAgent ? [] : ['A', 'F'];
}

/** The popups of this audience valid at `now`, narrowed to the executions the caller asked for. */
export async function popupsFor(
  db: Database,
  merchantCode: string,
  lang: string,
  member: SessionMember | null,
  asked: Execution[] | undefined,
  now: Date,
): Promise<PopupValue[]> {
  const executions = audienceOf(member).filter((execution) => !asked || asked.includes(execution));
  if (!executions.length) return [];
  return db.query<PopupValue>(
    `SELECT id, execution, title, content, action, link FROM popup
      WHERE merchant_code = $1 AND language = $2 AND execution = ANY($3::text[])
        AND (starts_at IS NULL OR starts_at <= $4) AND (ends_at IS NULL OR ends_at > $4)
      ORDER BY sort_order, id`,
    [merchantCode, lang, executions, now],
  );
}
