/**
 * The money forms' submissions and idempotency keys: moved down to src/stores/submission.ts so the agent
 * centre's transfer to a downline uses the same rule (features never import each other).
 */
export { answerLost, createSubmission, newIdempotencyKey, type Submission } from '../../../stores/submission';
