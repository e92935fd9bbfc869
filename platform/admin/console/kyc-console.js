// Identity checks on the operator console (plain JS module, served as a file: no inline script), for roles that
// review: the merchant's waiting submissions, each document decrypted on demand (shown in the page, never cached or
// stored by it; each view is in the audit log), and the decision. Approving needs the birth date read from the
// document (the platform refuses an age under the merchant's minimum: the operator then rejects as under age);
// rejecting needs one of the reasons the player reads in their language.
import { actions, api, button, cell, fill, may, section, when } from '/admin/review-kit.js';

const COLUMNS = ['#', 'Member', 'Submitted', 'Documents', 'Birth date', 'Reason', 'Decision'];
const { element, table, say } = section('kyc', 'Identity checks', COLUMNS, { group: 'queues' });
const REASONS = [
  ['unreadable', 'Unreadable'],
  ['expired', 'Expired document'],
  ['mismatch', 'Documents do not match'],
  ['incomplete', 'Document or side missing'],
  ['under-age', 'Under age'],
];
const KIND_NAMES = {
  'id-front': 'ID front',
  'id-back': 'ID back',
  selfie: 'selfie',
  'proof-of-address': 'proof of address',
};
const state = { merchant: '', done: '' };

/** A button per document that replaces itself with the decrypted document (a PDF as a link that opens it). */
function documentsCell(submission) {
  const td = document.createElement('td');
  for (const doc of submission.documents) {
    const name = `${KIND_NAMES[doc.kind]} of ${submission.username}`;
    const show = document.createElement('button');
    show.type = 'button';
    show.textContent = `Show ${name}`;
    show.addEventListener('click', async () => {
      try {
        const q = new URLSearchParams({ merchantCode: state.merchant, submissionId: submission.id, kind: doc.kind });
        const file = await api('GET', `/admin/kyc/document?${q}`);
        if (file.type === 'application/pdf') {
          const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
          const link = document.createElement('a');
          link.href = URL.createObjectURL(new Blob([bytes], { type: file.type }));
          link.target = '_blank';
          link.rel = 'noopener';
          link.textContent = `Open ${name} (PDF)`;
          show.replaceWith(link);
          return;
        }
        const img = document.createElement('img');
        img.className = 'proof';
        img.alt = name;
        img.src = `data:${file.type};base64,${file.base64}`;
        show.replaceWith(img);
      } catch (error) {
        say(`Failed: ${error.message}`);
      }
    });
    td.append(show);
  }
  return td;
}

function labelled(control, label) {
  control.setAttribute('aria-label', label);
  const td = document.createElement('td');
  td.append(control);
  return td;
}

async function refresh() {
  const q = new URLSearchParams({ merchantCode: state.merchant, status: 'pending' });
  const waiting = await api('GET', `/admin/kyc/submissions?${q}`);
  const decide = (submission, body) =>
    api('POST', '/admin/kyc/decide', { merchantCode: state.merchant, submissionId: submission.id, ...body });
  fill(
    table,
    waiting,
    (submission) => {
      const birth = Object.assign(document.createElement('input'), { type: 'date', required: true });
      const reason = document.createElement('select');
      for (const [value, text] of REASONS) reason.append(new Option(text, value));
      const approve = button(
        `Approve identity of ${submission.username}`,
        async () => {
          if (!birth.value) throw new Error('enter the birth date read from the document first');
          await decide(submission, { decision: 'approve', birthDate: birth.value });
          state.done = `${submission.username} approved. `;
        },
        {
          after: refresh,
          say,
          confirm: {
            title: `Approve the identity of ${submission.username}?`,
            text: 'Their withdrawals are no longer held for an identity check.',
            confirmLabel: 'Approve',
          },
        },
      );
      const reject = button(
        `Reject identity of ${submission.username}`,
        async () => {
          await decide(submission, { decision: 'reject', reason: reason.value });
          state.done = `${submission.username} rejected. `;
        },
        {
          after: refresh,
          say,
          extraClass: 'reject',
          confirm: {
            title: `Reject the documents of ${submission.username}?`,
            text: 'They read the reason chosen in the row, in their language, and may send documents again.',
            confirmLabel: 'Reject',
          },
        },
      );
      return [
        cell(submission.id),
        cell(submission.username),
        cell(when(submission.submittedAt)),
        documentsCell(submission),
        labelled(birth, `Birth date of ${submission.username}`),
        labelled(reason, `Rejection reason for ${submission.username}`),
        actions(approve, reject),
      ];
    },
    COLUMNS.length,
  );
  say(`${state.done}${state.merchant}: ${waiting.length} identity checks waiting.`);
  state.done = '';
}

// review.js signs the operator in and says which merchant was opened.
document.addEventListener('operator:open', (event) => {
  state.merchant = event.detail.merchant;
  state.done = '';
  element.hidden = !may(event.detail, 'review');
  if (element.hidden) return;
  refresh().catch((error) => say(`Could not load identity checks: ${error.message}`));
});
