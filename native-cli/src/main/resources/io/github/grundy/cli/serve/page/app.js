// The page of `grundy serve`: every answer is a grundy command line run by the server
// (POST /api/run), shown as the command line would print it or laid out from its --json.
'use strict';

const $ = (id) => document.getElementById(id);
let catalog = [];          // list --json's variants
let current = null;        // the variant picked
let running = null;        // {id, controller} of the request under way
let lastTableJson = null;  // table --json's bytes, for the download

/** Runs `args` on the server: {exit, stdout, stderr}; a refusal or a stop throws with its words. */
async function run(args) {
  const id = 'r' + Math.random().toString(36).slice(2) + Date.now().toString(36);
  const controller = new AbortController();
  running = { id, controller };
  $('busy').hidden = false;
  try {
    const response = await fetch('api/run', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Grundy-Run': id },
      body: JSON.stringify({ args }),
      signal: controller.signal,
    });
    const body = await response.json();
    if (!response.ok) {
      throw new Error(body.error || ('the server answered ' + response.status));
    }
    return body;
  } finally {
    running = null;
    $('busy').hidden = true;
  }
}

function stop() {
  if (running) {
    const { id, controller } = running;
    fetch('api/cancel', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(id) });
    controller.abort();
  }
}

function showError(message) {
  $('error').textContent = message;
  $('error').hidden = false;
}

function clearError() {
  $('error').hidden = true;
  $('error').textContent = '';
}

/** A command's failure in its own words (stderr's line, without the "grundy: " prefix). */
function failure(result) {
  return result.stderr.trim().replace(/^grundy: /gm, '') || ('exit code ' + result.exit);
}

function el(tag, props = {}, children = []) {
  const e = document.createElement(tag);
  Object.assign(e, props);
  for (const c of [].concat(children)) {
    e.append(c);
  }
  return e;
}

// --- the game and its parameters ----------------------------------------------------------

function pickVariant(id) {
  current = catalog.find((v) => v.id === id) || catalog[0];
  $('variant').value = current.id;
  $('variant-summary').textContent = current.summary;
  const box = $('parameters');
  box.replaceChildren();
  for (const p of current.parameters) {
    const input = el('input', { id: 'param-' + p.name, name: p.name, spellcheck: false });
    if (p.type === 'file') {
      // The page reads no file: such games are played from the command line.
      input.disabled = true;
      input.placeholder = 'a file: use the command line';
    } else if (p.default !== null) {
      input.placeholder = String(p.default);
    }
    box.append(el('div', { className: 'param' }, [
      el('label', { htmlFor: input.id, textContent: '--' + p.name + (p.required ? ' (required)' : '') }),
      input,
      el('small', { textContent: p.description + ' — ' + p.values }),
    ]));
  }
}

/** The game's words on a command line: the variant, then --NAME=VALUE for each value given. */
function gameWords() {
  return [current.id, ...Object.entries(parameterValues()).map(([k, v]) => '--' + k + '=' + v)];
}

/** The parameters given a value (a file's field is never filled: the page reads no file). */
function parameterValues() {
  const values = {};
  for (const p of current.parameters) {
    const v = $('param-' + p.name).value.trim();
    if (v !== '' && p.type !== 'file') {
      values[p.name] = v;
    }
  }
  return values;
}

// --- the address: the game, its parameters, the position and the view ---------------------

function saveState(view) {
  const q = new URLSearchParams();
  q.set('game', current.id);
  for (const [k, v] of Object.entries(parameterValues())) {
    q.set(k, v);
  }
  if ($('position').value.trim() !== '') {
    q.set('position', $('position').value.trim());
  }
  if ($('misere').checked) {
    q.set('misere', '1');
  }
  q.set('view', view);
  if (view === 'table') {
    q.set('to', $('to').value.trim());
  }
  history.replaceState(null, '', '#' + q.toString());
}

function restoreState() {
  const q = new URLSearchParams(location.hash.slice(1));
  pickVariant(q.get('game') || 'nim');
  for (const p of current.parameters) {
    if (q.has(p.name) && p.type !== 'file') {
      $('param-' + p.name).value = q.get(p.name);
    }
  }
  $('position').value = q.get('position') || '';
  $('misere').checked = q.get('misere') === '1';
  if (q.has('to')) {
    $('to').value = q.get('to');
  }
  return q.get('view');
}

// --- solve ------------------------------------------------------------------------------------

async function solve(event) {
  if (event) {
    event.preventDefault();
  }
  clearError();
  const heaps = $('position').value.trim().split(/\s+/).filter((w) => w !== '');
  if (heaps.length === 0) {
    showError('Give a position: the heaps, separated by spaces.');
    return;
  }
  saveState('solve');
  const misere = $('misere').checked ? ['--misere'] : [];
  try {
    // One computation: the answer and, where the theory tells it, why (solve --explain's JSON).
    const answer = await run(['solve', '--json', '--explain', ...misere, ...gameWords(), ...heaps]);
    if (answer.exit !== 0) {
      showError(failure(answer));
      $('answer').replaceChildren();
      return;
    }
    const json = JSON.parse(answer.stdout);
    const parts = [verdict(json)];
    if (json.winningMoves && json.winningMoves.moves) {
      parts.push(el('p', { textContent: 'Winning moves: ' + json.winningMoves.count }));
      parts.push(el('ul', { className: 'moves' },
        json.winningMoves.moves.map((m) => el('li', { textContent: 'heap ' + m.component + ': ' + m.text }))));
    }
    if (json.explanation) {
      parts.push(explanation(json.explanation));
    } else if (json.unexplained) {
      parts.push(el('p', { textContent: 'Why: ' + json.unexplained }));
    }
    $('answer').replaceChildren(...parts);
  } catch (e) {
    showError(e.name === 'AbortError' ? 'Stopped.' : e.message);
  }
}

/** The explanation as a table: each heap's value in binary, their xor, and each value's options and mex. */
function explanation(x) {
  const cell = (tag, text) => el(tag, { textContent: String(text) });
  const rows = [el('tr', {}, ['heap', 'size', 'Grundy value', 'binary'].map((h) => el('th', { scope: 'col', textContent: h })))];
  for (const r of x.rows) {
    rows.push(el('tr', {}, [cell('td', r.component), cell('td', r.heap), cell('td', r.grundy), cell('td', r.binary)]));
  }
  rows.push(el('tr', { className: 'xor' }, [cell('th', 'xor'), cell('td', ''), cell('td', x.nimSum), cell('td', x.binary)]));
  const box = el('div', { className: 'explanation' }, [el('h3', { textContent: 'Why' }),
    el('p', { textContent: 'A sum is lost by the player to move exactly when the xor of its heaps\' Grundy values is 0.' }),
    el('div', { className: 'table-wrap' }, el('table', { className: 'values binary' }, rows))]);
  if (x.hidden) {
    box.append(el('p', { textContent: x.hidden + ' more heaps not shown.' }));
  }
  if (x.move) {
    box.append(el('p', { textContent: 'Its highest bit is 2^' + x.highestBit + '; heap ' + x.chosen
      + ' has it, and moving it to value ' + x.target + ' makes the xor 0: ' + x.move.text + '.' }));
  }
  for (const v of x.values || []) {
    const options = v.period ? v.period
      : 'its options are worth ' + v.options.map((o) => o.grundy).join(', ') + (v.more ? ', …' : '')
        + ', so its value is the least number not among them (the mex), ' + v.grundy;
    box.append(el('p', { textContent: 'Heap ' + v.component + ' (size ' + v.heap + '): ' + options + '.' }));
  }
  return box;
}

function verdict(json) {
  const words = { N: 'The player to move wins (an N-position).', P: 'The player to move loses (a P-position).',
    D: 'Neither player can force a win: a draw.' };
  const p = el('p', { className: 'verdict ' + json.outcome, textContent: words[json.outcome] || json.outcome });
  const box = el('div', {}, [p]);
  if (json.grundy !== undefined && json.grundy !== null) {
    box.append(el('p', { textContent: 'Grundy value: ' + json.grundy }));
  }
  return box;
}

// --- table ------------------------------------------------------------------------------------

async function tabulate(event) {
  if (event) {
    event.preventDefault();
  }
  clearError();
  saveState('table');
  try {
    const answer = await run(['table', '--json', ...gameWords(), '--to=' + $('to').value.trim()]);
    if (answer.exit !== 0) {
      showError(failure(answer));
      return;
    }
    lastTableJson = answer.stdout;
    $('download-json').disabled = false;
    showTable(JSON.parse(answer.stdout));
  } catch (e) {
    showError(e.name === 'AbortError' ? 'Stopped.' : e.message);
  }
}

function showTable(json) {
  if (!Array.isArray(json.values)) {
    $('table-answer').replaceChildren(el('pre', { textContent: JSON.stringify(json, null, 1) }));
    return;
  }
  const r = json.regularity || {};
  const periodFrom = r.kind === 'periodic' ? r.preperiod : Infinity;
  const rows = [];
  const header = el('tr', {}, [el('th', { scope: 'col', textContent: '' })]);
  for (let c = 0; c < 10; c++) {
    header.append(el('th', { scope: 'col', textContent: String(c) }));
  }
  rows.push(header);
  for (let i = 0; i < json.values.length; i += 10) {
    const heap = json.from + i;
    const tr = el('tr', {}, [el('th', { scope: 'row', textContent: String(heap) })]);
    for (let c = 0; c < 10 && i + c < json.values.length; c++) {
      const v = json.values[i + c];
      const classes = [];
      if (v === 0) {
        classes.push('p');
      }
      if (heap + c >= periodFrom) {
        classes.push('periodic');
      }
      tr.append(el('td', { className: classes.join(' '), textContent: String(v), title: 'heap ' + (heap + c) + ': ' + v }));
    }
    rows.push(tr);
  }
  const summary = el('p', { textContent: 'Largest value ' + json.largest.value + ' at heap ' + json.largest.heap + '; '
    + json.pPositions + ' P-position' + (json.pPositions === 1 ? '' : 's') + ' (in red); checksum ' + json.checksum + '.' });
  const regularity = el('p', { textContent: describeRegularity(r) });
  $('table-answer').replaceChildren(summary, regularity,
    el('div', { className: 'table-wrap' }, el('table', { className: 'values' }, rows)));
}

function describeRegularity(r) {
  if (!r || !r.kind) {
    return 'No regularity found in these values.';
  }
  const what = r.kind === 'periodic' ? 'period ' + r.period + ' from heap ' + r.preperiod
    + (r.saltus ? ', growing by ' + r.saltus + ' a period' : '') : r.kind;
  return (r.proved ? 'Proved: ' : 'Seen, not proved: ') + what + (r.theorem ? ' (' + r.theorem + ')' : '')
    + '. Shaded: the periodic part.';
}

function download() {
  if (lastTableJson === null) {
    return;
  }
  const a = el('a', { href: URL.createObjectURL(new Blob([lastTableJson], { type: 'application/json' })),
    download: current.id + '-table.json' });
  document.body.append(a);
  a.click();
  a.remove();
}

// --- views and start -------------------------------------------------------------------------

function showView(view) {
  const table = view === 'table';
  $('solve-view').hidden = table;
  $('table-view').hidden = !table;
  $('tab-solve').setAttribute('aria-pressed', String(!table));
  $('tab-table').setAttribute('aria-pressed', String(table));
}

async function start() {
  $('stop').addEventListener('click', stop);
  $('solve-form').addEventListener('submit', solve);
  $('table-form').addEventListener('submit', tabulate);
  $('download-json').addEventListener('click', download);
  $('tab-solve').addEventListener('click', () => showView('solve'));
  $('tab-table').addEventListener('click', () => showView('table'));
  $('variant').addEventListener('change', () => {
    pickVariant($('variant').value);
    $('answer').replaceChildren();
    $('table-answer').replaceChildren();
  });
  try {
    const list = await run(['list', '--json']);
    catalog = JSON.parse(list.stdout).variants;
  } catch (e) {
    showError('The server did not answer: ' + e.message);
    return;
  }
  for (const v of catalog) {
    $('variant').append(el('option', { value: v.id, textContent: v.title + ' (' + v.id + ')' }));
  }
  const view = restoreState();
  showView(view === 'table' ? 'table' : 'solve');
  if (view === 'table') {
    tabulate();
  } else if ($('position').value.trim() !== '') {
    solve();
  }
}

start();
