-- Agent centre team pages (platform/agents): every team query walks an agent's downline down
-- members.upline_id with a recursive CTE (agents/team-scope.ts), one index probe per member of the team.
CREATE INDEX members_upline ON members (upline_id) WHERE upline_id IS NOT NULL;
