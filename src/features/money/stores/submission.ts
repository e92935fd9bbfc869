/**
 * The money forms' submissions, idempotency keys and messages: moved down to src/stores/submission.ts so the agent
 * centre's transfer to a downline uses the same rule (features never import each other). A new attempt on any form
 * takes every form's old message away there, so all money forms behave alike.
 */
export {
  answerLost,
  clearOldMessages,
  createSubmission,
  type FormStatus,
  formStatus,
  newIdempotencyKey,
  onNewAttempt,
  READY,
  refuseAttempt,
  runAttempt,
  type Submission,
  startAttempt,
} from '../../../stores/submission';
