/**
 * Who may see an agent-centre page (a non-agent is redirected to /agent). Every page of the agent
 * centre uses this one decision (components/AgentGate.tsx): wait while the session is unknown, send a visitor
 * whose token turned out invalid, or a member who is not an agent, to the agent login, offer a retry when the
 * member did not load, else show the page.
 */
export type AgentPageState = 'checking' | 'to-agent-login' | 'unavailable' | 'ready';

/**
 * `shownAgent`: an agent was shown on this page before. Losing the session after that means sign-out, which
 * goes home on its own; sending them to /agent as well would race it.
 */
export function agentPageState(
  status: 'unknown' | 'anonymous' | 'signed-in',
  member: { isAgent: boolean } | null,
  shownAgent: boolean,
): AgentPageState {
  if (status === 'unknown') return 'checking';
  if (status === 'anonymous') return shownAgent ? 'checking' : 'to-agent-login';
  if (!member) return 'unavailable';
  return member.isAgent ? 'ready' : 'to-agent-login';
}
