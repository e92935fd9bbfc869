// Promotion applications on the operator's review page (plain JS, served as a file: no inline script, no build
// step). It adds its own section to the page and fills it whenever the operator opens a merchant.
const section = document.createElement('section');
section.innerHTML = `<h2>Promotion applications</h2><table id="applications"><thead><tr><th>#</th><th>Member</th>
<th>Promotion</th><th>Bonus</th><th>Remark</th><th>Images</th><th>Time</th><th>Decision</th></tr></thead><tbody></tbody>
</table><p id="applications-status" role="status"></p>`;
document.querySelector('main')?.append(section);

const state = { merchant: '' };
const money = (minor) => (minor / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const say = (text) => {
  section.querySelector('#applications-status').textContent = text;
};

async function api(method, path, body) {
  const res = await fetch(path, {
    method,
    // The operator's session cookie rides along; the header says this is the page's own script (review.js).
    credentials: 'same-origin',
    headers: { 'x-operator-request': '1', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => ({ success: false, code: `http_${res.status}` }));
  if (!json.success) throw new Error(`${json.code}${json.message ? `: ${json.message}` : ''}`);
  return json.value;
}

function cell(text) {
  const td = document.createElement('td');
  td.textContent = text;
  return td;
}

function button(label, onClick, extraClass) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  if (extraClass) b.className = extraClass;
  b.addEventListener('click', async () => {
    b.disabled = true;
    try {
      await onClick();
      await refresh();
    } catch (error) {
      say(`Failed: ${error.message}`);
      b.disabled = false;
    }
  });
  return b;
}

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
  const decide = (id, decision) =>
    api('POST', '/admin/promotions/applications/decide', { merchantCode: state.merchant, applicationId: id, decision });
  const body = section.querySelector('tbody');
  body.replaceChildren(
    ...waiting.map((a) => {
      const tr = document.createElement('tr');
      tr.dataset.id = String(a.id);
      const actions = document.createElement('td');
      actions.className = 'actions';
      actions.append(
        button(`Issue application ${a.id}`, () => decide(a.id, 'approve')),
        button(`Reject application ${a.id}`, () => decide(a.id, 'reject'), 'reject'),
      );
      tr.append(
        cell(a.id),
        cell(a.username),
        cell(a.promotionId),
        cell(money(a.bonus)),
        cell(a.remark || '–'),
        images(a),
        cell(new Date(a.createdAt).toLocaleString()),
        actions,
      );
      return tr;
    }),
  );
  if (!waiting.length) body.innerHTML = '<tr><td colspan="8">Nothing waiting.</td></tr>';
  say(`${state.merchant}: ${waiting.length} applications waiting.`);
}

// review.js signs the operator in and says which merchant was opened.
document.addEventListener('operator:open', (event) => {
  state.merchant = event.detail.merchant;
  refresh().catch((error) => say(`Could not load applications: ${error.message}`));
});
