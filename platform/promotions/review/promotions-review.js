// Promotion applications on the operator's review page (plain JS, served as a file: no inline script, no build
// step). It adds its own section to the page and fills it whenever the operator opens a merchant.
import { actions, api, cell, fill, button as kitButton, may, memberCell, money, when } from '/admin/review-kit.js';

const section = document.createElement('section');
section.id = 'section-applications';
section.dataset.group = 'queues';
section.innerHTML = `<h2>Promotion applications</h2><table id="applications"><thead><tr><th>#</th><th>Member</th>
<th>Promotion</th><th>Bonus</th><th>Remark</th><th>Images</th><th>Time</th><th>Decision</th></tr></thead><tbody></tbody>
</table><p id="applications-status" role="status"></p>`;
document.querySelector('main')?.append(section);

const state = { merchant: '', review: false };
const say = (text) => {
  section.querySelector('#applications-status').textContent = text;
};
const button = (label, onClick, options) => kitButton(label, onClick, { after: refresh, say, ...options });

function images(application) {
  const td = document.createElement('td');
  const q = `merchantCode=${encodeURIComponent(state.merchant)}&applicationId=${application.id}`;
  for (let index = 0; index < application.imageCount; index += 1) {
    const show = document.createElement('button');
    show.type = 'button';
    show.textContent = `Show image ${index + 1} of application ${application.id}`;
    show.addEventListener('click', async () => {
      try {
        const image = await api('GET', `/admin/promotions/applications/image?${q}&index=${index}`);
        const img = document.createElement('img');
        img.className = 'proof';
        img.alt = `Image ${index + 1} of application ${application.id}`;
        img.src = `data:${image.type};base64,${image.base64}`;
        show.replaceWith(img);
      } catch (error) {
        say(`Failed: ${error.message}`);
      }
    });
    td.append(show);
  }
  return td;
}

async function refresh() {
  const q = `merchantCode=${encodeURIComponent(state.merchant)}&status=applying`;
  const waiting = await api('GET', `/admin/promotions/applications?${q}`);
  const decide = (id, decision, reason) =>
    api('POST', '/admin/promotions/applications/decide', {
      merchantCode: state.merchant,
      applicationId: id,
      decision,
      reason,
    });
  fill(
    section.querySelector('table'),
    waiting,
    (a) => [
      cell(a.id),
      memberCell(a.username),
      cell(a.promotionId),
      cell(money(a.bonus)),
      cell(a.remark || '–'),
      images(a),
      cell(when(a.createdAt)),
      actions(
        ...(state.review
          ? [
              button(`Issue application ${a.id}`, () => decide(a.id, 'approve'), {
                confirm: {
                  title: `Issue application ${a.id}?`,
                  text: `${money(a.bonus)} bonus is paid to ${a.username}.`,
                  confirmLabel: 'Issue',
                },
              }),
              button(`Reject application ${a.id}`, ({ reason }) => decide(a.id, 'reject', reason), {
                extraClass: 'reject',
                confirm: {
                  title: `Reject application ${a.id}?`,
                  text: `${a.username} reads your reason and may apply again.`,
                  confirmLabel: 'Reject',
                  reason: true,
                },
              }),
            ]
          : []),
      ),
    ],
    8,
  );
  say(`${state.merchant}: ${waiting.length} applications waiting.`);
}

// review.js signs the operator in and says which merchant was opened.
document.addEventListener('operator:open', (event) => {
  state.merchant = event.detail.merchant;
  state.review = may(event.detail, 'review');
  section.hidden = !may(event.detail, 'queues') && !may(event.detail, 'marketing');
  if (section.hidden) return;
  refresh().catch((error) => say(`Could not load applications: ${error.message}`));
});
