/**
 * The member type the security centre names: a trial user (free play), an agent (the
 * merchant's agent types) or a player. Trial wins, as a trial user may use no member-centre action.
 */

export type MemberKind = 'player' | 'agent' | 'trial';

export function memberKind({ isTrial, isAgent }: { isTrial: boolean; isAgent: boolean }): MemberKind {
  if (isTrial) return 'trial';
  return isAgent ? 'agent' : 'player';
}
