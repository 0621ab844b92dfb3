// The page of `grundy serve`: every answer is a grundy command line run by the server
// (POST /api/run), shown as the command line would print it or laid out from its --json.
'use strict';

const $ = (id) => document.getElementById(id);
let catalog = [];          // list --json's variants
let current = null;        // the variant picked
let running = null;        // {id, controller} of the request under way
let lastTableJson = null;  // table --json's bytes, for the download
let table = null;          // the table shown: {json, args, from, to, grid}
let plot = null;           // the plot shown: {from, to, xFirst, xLast, width, height, url, cursor}
let game = { moves: [], state: null };  // play: the human's moves so far (lines of play) and the last state

// Games written in the rule language, offered beside the built-in ones: one line each, no Java.
const RULES = [
  { id: 'wythoff', title: "Wythoff's game", start: '9 6',
    summary: 'Two heaps (a queen on a board): take any number from one heap, or the same number from both.',
    rule: '(a, b) -> [(a - k, b) for k in 1..a] + [(a, b - k) for k in 1..b] + [(a - k, b - k) for k in 1..min(a, b)]' },
  { id: 'cutting', title: 'Cutting a sheet', start: '3 2 1 1',
    summary: 'A position is sheets w x h; cut one along a line into two. A 1 x 1 sheet cannot be cut.',
    rule: '(w, h) -> [((a, h), (w - a, h)) for a in 1..w - 1] + [((w, b), (w, h - b)) for b in 1..h - 1]' },
  { id: 'take-1-3', title: 'Take 1 to 3', start: '10 7',
    summary: "Bash's game with m = 3, as a rule: take 1, 2 or 3 from a heap.",
    rule: 'n -> [n - k for k in 1..min(3, n)]' },
];

/** Runs `args` on the server: {exit, stdout, stderr}; a refusal or a stop throws with its words. */
async function run(args, input) {
  const id = 'r' + Math.random().toString(36).slice(2) + Date.now().toString(36);
  const controller = new AbortController();
  running = { id, controller };
  $('busy').hidden = false;
  $('busy-text').textContent = 'Computing…';
  // The command's progress line, as a terminal would show it (after its first second), read twice a second.
  const started = Date.now();
  const ticker = setInterval(async () => {
    try {
      const r = await fetch('api/progress', { method: 'POST', headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(id) });
      const line = (await r.json()).progress;
      if (running && running.id === id) {
        const seconds = Math.floor((Date.now() - started) / 1000);
        $('busy-text').textContent = 'Computing… ' + (line ? line.replace(/ \(Ctrl-C[^)]*\)/, '') : seconds + ' s so far');
      }
    } catch (e) {
      // The answer comes anyway; a missed progress line is no error.
    }
  }, 500);
  try {
    const response = await fetch('api/run', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Grundy-Run': id },
      body: JSON.stringify(input === undefined ? { args } : { args, input }),
      signal: controller.signal,
    });
    const body = await response.json();
    if (!response.ok) {
      throw new Error(body.error || ('the server answered ' + response.status));
    }
    return body;
  } finally {
    clearInterval(ticker);
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

/** Picks a game: a variant's id, or 'rule:ID' for one of RULES (the rule variant, its rule filled in). */
function pickVariant(id) {
  const preset = RULES.find((r) => 'rule:' + r.id === id);
  current = catalog.find((v) => v.id === (preset ? 'rule' : id)) || catalog[0];
  $('variant').value = preset && current.id === 'rule' ? id : current.id;
  $('variant-summary').textContent = preset ? preset.summary + ' Written in the rule language: change it below.'
    : current.summary;
  const box = $('parameters');
  box.replaceChildren();
  const limits = el('details', {}, [el('summary', { textContent: 'Limits' })]);
  for (const p of current.parameters) {
    // A rule is a line of text, and often a long one.
    const input = el(p.name === 'rule' ? 'textarea' : 'input', { id: 'param-' + p.name, name: p.name, spellcheck: false });
    if (p.name === 'rule') {
      input.rows = 3;
    }
    if (p.type === 'file') {
      // The page reads no file: such games are played from the command line.
      input.disabled = true;
      input.placeholder = 'a file: use the command line';
    } else if (p.default !== null) {
      input.placeholder = String(p.default);
    }
    const field = el('div', { className: 'param' }, [
      el('label', { htmlFor: input.id, textContent: '--' + p.name + (p.required ? ' (required)' : '') }),
      input,
      el('small', { textContent: p.description + ' — ' + p.values }),
    ]);
    // Limits (--max-table, --max-steps) are for large positions: out of the way until wanted.
    if (p.name.startsWith('max-')) {
      limits.append(field);
    } else {
      box.append(field);
    }
  }
  if (limits.childElementCount > 1) {
    box.append(limits);
  }
  if (preset && current.id === 'rule') {
    $('param-rule').value = preset.rule;
    for (const field of ['position', 'play-start']) {
      $(field).placeholder = preset.start;
    }
  } else {
    $('position').placeholder = '3 4 5';
    $('play-start').placeholder = '3 4 5';
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

/** The words of a position field, or of its placeholder (the example shown) when it is empty. */
function positionWords(field) {
  const text = $(field).value.trim() || $(field).placeholder.trim();
  return text.split(/\s+/).filter((w) => w !== '');
}

// --- the address: the game, its parameters, the position and the view ---------------------

function saveState(view) {
  const q = new URLSearchParams();
  q.set('game', $('variant').value);
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
    if (plot && table && !table.grid && (plot.from !== table.from || plot.to !== table.to)) {
      q.set('zoom', plot.from + '-' + plot.to);
    }
  }
  if (view === 'play') {
    q.set('start', positionWords('play-start').join(' '));
    q.set('first', $('play-first').value);
    if ($('play-misere').checked) {
      q.set('play', 'misere');
    }
    if (game.moves.length > 0) {
      q.set('moves', game.moves.join(';'));
    }
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
  if (q.has('start')) {
    $('play-start').value = q.get('start');
  }
  $('play-first').value = q.get('first') === 'computer' ? 'computer' : 'human';
  $('play-misere').checked = q.get('play') === 'misere';
  game.moves = q.has('moves') ? q.get('moves').split(';').filter((m) => m !== '') : [];
  const zoom = /^(\d+)-(\d+)$/.exec(q.get('zoom') || '');
  return { view: q.get('view'), zoom: zoom ? [Number(zoom[1]), Number(zoom[2])] : null };
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

async function tabulate(event, zoom) {
  if (event) {
    event.preventDefault();
  }
  clearError();
  const args = ['table', ...gameWords(), '--to=' + $('to').value.trim()];
  try {
    const answer = await run([args[0], '--json', ...args.slice(1)]);
    if (answer.exit !== 0) {
      showError(failure(answer));
      return;
    }
    lastTableJson = answer.stdout;
    const json = JSON.parse(answer.stdout);
    const grid = Array.isArray(json.values) && Array.isArray(json.values[0]);
    table = { json, args, grid, from: json.from, to: json.to };
    plot = null;
    saveState('table');
    if (grid) {
      showGrid(json);
    } else {
      showTable(json);
    }
    await drawPlot(zoom && !grid ? zoom[0] : table.from, zoom && !grid ? zoom[1] : table.to);
  } catch (e) {
    showError(e.name === 'AbortError' ? 'Stopped.' : e.message);
  }
}

function showTable(json) {
  if (!Array.isArray(json.values)) {
    $('table-answer').replaceChildren(el('pre', { textContent: JSON.stringify(json, null, 1) }));
    $('table-values').replaceChildren();
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
  const regularity = el('p', { textContent: describeRegularity(r, json.to) });
  $('table-answer').replaceChildren(summary, regularity);
  $('table-values').replaceChildren(el('div', { className: 'table-wrap' }, el('table', { className: 'values' }, rows)));
}

/** A game of points (a, b): the grid as a heat map, each cell's colour its value, P-positions marked. */
function showGrid(json) {
  const [a, b] = json.coordinates;
  let largest = 0;
  for (const row of json.values) {
    for (const v of row) {
      largest = Math.max(largest, v);
    }
  }
  const header = el('tr', {}, [el('th', { scope: 'col', textContent: a + '\\\\' + b })]);
  for (let c = 0; c < json.columns; c++) {
    header.append(el('th', { scope: 'col', textContent: String(c) }));
  }
  const rows = [header];
  json.values.forEach((row, r) => {
    const tr = el('tr', {}, [el('th', { scope: 'row', textContent: String(r) })]);
    row.forEach((v, c) => {
      const td = el('td', { className: v === 0 ? 'p' : '', textContent: v < 0 ? '∞' : String(v),
        title: '(' + r + ', ' + c + '): ' + (v < 0 ? 'infinite' : v) + (v === 0 ? ', a P-position' : '') });
      if (v > 0) {
        // Light for small values, darker for large: the diagonals and rays of the game show.
        td.style.backgroundColor = 'hsl(215, 70%, ' + (96 - 50 * v / Math.max(1, largest)) + '%)';
        td.style.color = v > largest * 0.6 ? '#fff' : '';
      }
      tr.append(td);
    });
    rows.push(tr);
  });
  const p = json.pPositions.map((x) => '(' + x.join(', ') + ')');
  $('table-answer').replaceChildren(
    el('p', { textContent: 'g(' + a + ', ' + b + ') for ' + a + ' = 0..' + (json.rows - 1) + ' (rows), ' + b + ' = 0..'
      + (json.columns - 1) + ' (columns); largest value ' + largest + '.' }),
    el('p', { textContent: p.length + ' P-position' + (p.length === 1 ? '' : 's') + ' (value 0, in red): ' + p.join(' ') }),
    el('p', { textContent: describeRows(json) }));
  $('table-values').replaceChildren(el('div', { className: 'table-wrap' }, el('table', { className: 'values heat' }, rows)));
}

function describeRows(json) {
  const periodic = json.rowPeriods.filter((r) => r !== null).length;
  return periodic === 0 ? 'No row is seen to be periodic in these columns.'
    : periodic + ' of ' + json.rows + ' rows are seen to be periodic in these columns'
      + (json.observed ? ' (observed, not proved).' : '.');
}

function describeRegularity(r, to) {
  if (!r || !r.kind) {
    return 'No regularity found in these values.';
  }
  const what = r.kind === 'periodic' ? 'period ' + r.period + ' from heap ' + r.preperiod
    + (r.saltus ? ', growing by ' + r.saltus + ' a period' : '') : r.kind;
  return (r.proved ? 'Proved: ' : 'Seen, not proved: ') + what + (r.theorem ? ' (' + r.theorem + ')' : '')
    + (r.proved && r.checkedTo > to ? ', by the values of heaps 0..' + r.checkedTo + ', beyond this table' : '')
    + '. Shaded: the periodic part.';
}

// --- the plot: table --plot's own picture, zoomed by asking for fewer heaps --------------------

/** The command line whose --plot draws heaps from..to (all of a grid). */
function plotArgs(from, to, format) {
  const args = [...table.args];
  if (!table.grid && (from !== table.from || to !== table.to)) {
    args.splice(args.length - 1, 1, '--from=' + from, '--to=' + to);
  }
  return [...args, '--plot=-', ...(format === 'png' ? ['--plot-format=png'] : [])];
}

async function drawPlot(from, to) {
  const answer = await run(plotArgs(from, to, 'svg'));
  if (answer.exit !== 0) {
    showError(failure(answer));
    return;
  }
  const svg = new DOMParser().parseFromString(answer.stdout, 'image/svg+xml');
  const box = svg.documentElement.getAttribute('viewBox').split(' ').map(Number);
  // The points' x: heap `from` is the first, heap `to` the last, evenly spaced between.
  const xs = [];
  for (const id of ['values', 'zeros']) {
    const path = svg.getElementById(id);
    for (const m of (path ? path.getAttribute('d') : '').matchAll(/M([\d.]+) /g)) {
      xs.push(Number(m[1]));
    }
  }
  if (plot && plot.url) {
    URL.revokeObjectURL(plot.url);
  }
  plot = { from, to, width: box[2], height: box[3], xFirst: Math.min(...xs), xLast: Math.max(...xs),
    url: URL.createObjectURL(new Blob([answer.stdout], { type: 'image/svg+xml' })), cursor: null };
  $('plot-image').src = plot.url;
  $('plot-image').alt = svg.querySelector('title') ? svg.querySelector('title').textContent : 'the plot';
  $('plot').hidden = false;
  $('plot-hover').hidden = true;
  const whole = table.grid || (from === table.from && to === table.to);
  $('zoom-out').hidden = table.grid;
  $('zoom-all').hidden = table.grid;
  $('zoom-out').disabled = whole;
  $('zoom-all').disabled = whole;
  $('plot-caption').textContent = table.grid
    ? 'The heat map of the grid, as table --plot draws it.'
    : 'Heaps ' + from + '..' + to + (whole ? '' : ' of ' + table.from + '..' + table.to)
      + '. Point at the plot to read a heap and its value; click (or Enter) to zoom in there; arrow keys move along.';
  $('plot-command').textContent = 'grundy ' + plotArgs(from, to, 'svg').map(shellWord).join(' ')
    .replace('--plot=-', '--plot ' + current.id + '.svg');
  saveState('table');
}

/** A word as a shell would need it quoted. */
function shellWord(w) {
  return /^[\w.,:=+\/-]+$/.test(w) ? w : "'" + w.replace(/'/g, "'\\''") + "'";
}

/** The heap under x (in the picture's units), within the plot's heaps. */
function heapAt(x) {
  if (plot.xLast <= plot.xFirst) {
    return plot.from;
  }
  const h = plot.from + Math.round((x - plot.xFirst) / (plot.xLast - plot.xFirst) * (plot.to - plot.from));
  return Math.max(plot.from, Math.min(plot.to, h));
}

function showHover(heap) {
  plot.cursor = heap;
  const v = table.json.values[heap - table.from];
  const out = $('plot-hover');
  out.textContent = 'heap ' + heap + ': ' + v + (v === 0 ? ' (a P-position)' : '');
  const img = $('plot-image');
  const x = plot.xLast > plot.xFirst ? plot.xFirst + (heap - plot.from) / Math.max(1, plot.to - plot.from) * (plot.xLast - plot.xFirst) : plot.xFirst;
  out.style.left = Math.min(img.clientWidth - 10, x * img.clientWidth / plot.width) + 'px';
  out.hidden = false;
}

function plotPointer(event) {
  if (!plot || table.grid) {
    return null;
  }
  const r = $('plot-image').getBoundingClientRect();
  return heapAt((event.clientX - r.left) * plot.width / r.width);
}

async function zoomIn(heap) {
  const width = plot.to - plot.from;
  if (width < 8) {
    return;
  }
  const half = Math.max(4, Math.floor(width / 8));
  const from = Math.max(table.from, heap - half);
  await drawPlot(from, Math.min(table.to, from + 2 * half));
}

async function zoomOut() {
  const half = Math.max(4, (plot.to - plot.from) * 2);
  const centre = Math.floor((plot.from + plot.to) / 2);
  const from = Math.max(table.from, centre - half);
  await drawPlot(from, Math.min(table.to, centre + half));
}

function plotKey(event) {
  if (!plot || table.grid) {
    return;
  }
  const at = plot.cursor === null ? plot.from : plot.cursor;
  const step = { ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity }[event.key];
  if (step !== undefined) {
    event.preventDefault();
    showHover(Math.max(plot.from, Math.min(plot.to, at + step)));
  } else if (event.key === 'Enter' || event.key === '+') {
    event.preventDefault();
    zoomIn(at).catch((e) => showError(e.message));
  } else if (event.key === '-') {
    event.preventDefault();
    zoomOut().catch((e) => showError(e.message));
  }
}

/** Saves bytes as a file, as the browser saves a download. */
function save(bytes, type, name) {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const a = el('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

async function downloadPicture(format) {
  clearError();
  try {
    const answer = await run(plotArgs(plot.from, plot.to, format));
    if (answer.exit !== 0) {
      showError(failure(answer));
      return;
    }
    const bytes = format === 'png' ? Uint8Array.from(atob(answer.stdoutBase64), (c) => c.charCodeAt(0)) : answer.stdout;
    save(bytes, format === 'png' ? 'image/png' : 'image/svg+xml', current.id + '.' + format);
  } catch (e) {
    showError(e.name === 'AbortError' ? 'Stopped.' : e.message);
  }
}

// --- play ---------------------------------------------------------------------------------------

/** Plays the moves so far from the start (the server keeps no game: it replays them) and shows where it is. */
async function replay() {
  clearError();
  const args = ['play', '--json', ...($('play-misere').checked ? ['--misere'] : []),
    '--first=' + $('play-first').value, ...gameWords(), ...positionWords('play-start')];
  saveState('play');
  try {
    const answer = await run(args, game.moves.map((m) => m + '\n').join(''));
    if (answer.exit !== 0) {
      showError(failure(answer));
      $('board').hidden = true;
      return;
    }
    const lines = answer.stdout.trim().split('\n');
    game.state = JSON.parse(lines[lines.length - 1]);
    const made = game.state.plies.filter((p) => p.by === 'human').length;
    if (made < game.moves.length) {
      // A move of the address that is not one here: the game goes on from before it.
      game.moves = game.moves.slice(0, made);
      saveState('play');
      showError(game.state.said.split('\n').filter((l) => /^(Illegal|Not a move|No )/.test(l)).join('\n')
        || 'A move of the address is not legal here.');
    }
    showGame(game.state);
  } catch (e) {
    showError(e.name === 'AbortError' ? 'Stopped.' : e.message);
  }
}

const OUTCOME_WORDS = { P: 'wins', N: 'loses', D: 'draws' };

function showGame(s) {
  $('board').hidden = false;
  $('play-position').textContent = s.position || 'nothing left';
  const status = $('play-status');
  if (s.over) {
    status.textContent = s.winner === 'human' ? 'You win!' : 'The computer wins.';
    status.className = 'verdict ' + (s.winner === 'human' ? 'N' : 'P');
  } else {
    status.textContent = 'Your move. ' + { N: 'You can win from here.', P: 'Against perfect play you lose from here.',
      D: 'Neither side can force a win: a draw.' }[s.outcome];
    status.className = 'verdict ' + s.outcome;
  }
  // What the computer did, in the command line's words.
  const last = s.plies.length > 0 ? s.plies[s.plies.length - 1] : null;
  $('play-said').textContent = last && last.by === 'computer' ? 'The computer moved: ' + last.move + '.' : '';
  const colour = $('show-outcomes').checked;
  const buttons = s.options.map((o) => {
    const b = el('button', { type: 'button', textContent: o.move,
      className: 'move' + (colour ? ' ' + { P: 'win', N: 'lose', D: 'draw' }[o.outcome] : '') });
    b.dataset.input = o.input;
    b.dataset.outcome = o.outcome;
    if (colour) {
      b.setAttribute('aria-label', o.move + ': ' + OUTCOME_WORDS[o.outcome]);
    }
    b.addEventListener('click', () => {
      game.moves.push(o.input);
      replay();
    });
    return b;
  });
  if (s.truncated) {
    buttons.push(el('p', { textContent: 'The first ' + s.options.length + ' moves.' }));
  }
  $('play-moves').replaceChildren(...buttons);
  $('play-board').replaceChildren(...board(s, colour));
  $('moves-block').hidden = s.over;
  $('hint').disabled = s.over;
  $('undo').disabled = game.moves.length === 0;
  showHistory(s);
}

/**
 * A game of one point (a, b) whose moves go to points, as Wythoff's queen: the board from (0, 0)
 * to the point, the point marked, each square it can move to a button coloured like the list's.
 */
function board(s, colour) {
  const at = /^\((\d+), (\d+)\)$/.exec(s.position);
  const targets = new Map();
  for (const o of s.options) {
    const to = /-> \((\d+), (\d+)\)$/.exec(o.move);
    if (!to) {
      return [];
    }
    targets.set(to[1] + ',' + to[2], o);
  }
  if (!at || Number(at[1]) > 40 || Number(at[2]) > 40) {
    return [];
  }
  const [a, b] = [Number(at[1]), Number(at[2])];
  const rows = [];
  // The point's square top right, (0, 0) bottom left: every move goes down, left, or both.
  for (let r = a; r >= 0; r--) {
    const tr = el('tr', {}, [el('th', { scope: 'row', textContent: String(r) })]);
    for (let c = 0; c <= b; c++) {
      const o = targets.get(r + ',' + c);
      const td = el('td');
      if (r === a && c === b) {
        td.append(el('span', { className: 'piece', textContent: '♛', title: 'here: (' + a + ', ' + b + ')' }));
        td.className = 'here';
      } else if (o) {
        const button = el('button', { type: 'button', className: 'square' + (colour ? ' ' + { P: 'win', N: 'lose', D: 'draw' }[o.outcome] : ''),
          textContent: '·', title: o.move });
        button.setAttribute('aria-label', o.move + (colour ? ': ' + OUTCOME_WORDS[o.outcome] : ''));
        button.dataset.input = o.input;
        button.addEventListener('click', () => {
          game.moves.push(o.input);
          replay();
        });
        td.append(button);
      }
      tr.append(td);
    }
    rows.push(tr);
  }
  const foot = el('tr', {}, [el('th', { textContent: '' })]);
  for (let c = 0; c <= b; c++) {
    foot.append(el('th', { scope: 'col', textContent: String(c) }));
  }
  rows.push(foot);
  return [el('table', { className: 'board' }, rows),
    el('p', { className: 'summary', textContent: 'The board: the piece is at (' + a + ', ' + b + '), rows are the first'
      + ' number and columns the second; click a square it can reach, or a move below.' })];
}

/** The value history: every position of the game, coloured by who was winning it. */
function showHistory(s) {
  const first = $('play-first').value;
  const positions = [{ by: null, move: 'the start', outcome: s.startOutcome }, ...s.plies];
  $('history').replaceChildren(...positions.map((p, i) => {
    // The first player is to move at the start and after every second move.
    const mover = (i % 2 === 0) === (first === 'human') ? 'human' : 'computer';
    const winning = p.outcome === 'D' ? 'draw' : (p.outcome === 'N') === (mover === 'human') ? 'win' : 'lose';
    const who = p.by === null ? 'Start' : (p.by === 'human' ? 'You: ' : 'Computer: ') + p.move;
    const words = { win: 'you were winning', lose: 'the computer was winning', draw: 'a draw' }[winning];
    return el('li', { className: winning, title: who + ' — ' + words },
      [el('span', { textContent: String(i), ariaHidden: 'true' }), el('span', { className: 'sr', textContent: who + ': ' + words })]);
  }));
}

async function hint() {
  const h = game.state && game.state.hint;
  if (!h) {
    return;
  }
  let focused = false;
  for (const b of $('moves-block').querySelectorAll('button.square, button.move')) {
    b.classList.toggle('hinted', b.dataset.input === h.input);
    if (b.dataset.input === h.input && !focused) {
      b.focus();
      focused = true;
    }
  }
  $('play-said').textContent = 'Hint: ' + h.move + ' (' + { P: 'it wins', N: 'every move loses; it resists best',
    D: 'it keeps the draw' }[h.outcome] + ').';
}

function newGame(event) {
  if (event) {
    event.preventDefault();
  }
  game.moves = [];
  replay();
}

function undo() {
  game.moves.pop();
  replay();
}

// --- views and start -------------------------------------------------------------------------

function showView(view) {
  for (const v of ['solve', 'table', 'play']) {
    $(v + '-view').hidden = v !== view;
    $('tab-' + v).setAttribute('aria-pressed', String(v === view));
  }
}

async function start() {
  $('stop').addEventListener('click', stop);
  $('solve-form').addEventListener('submit', solve);
  $('table-form').addEventListener('submit', tabulate);
  $('play-form').addEventListener('submit', newGame);
  $('download-json').addEventListener('click', () => save(lastTableJson, 'application/json', current.id + '-table.json'));
  $('download-svg').addEventListener('click', () => downloadPicture('svg'));
  $('download-png').addEventListener('click', () => downloadPicture('png'));
  $('zoom-out').addEventListener('click', () => zoomOut().catch((e) => showError(e.message)));
  $('zoom-all').addEventListener('click', () => drawPlot(table.from, table.to).catch((e) => showError(e.message)));
  $('plot-frame').addEventListener('mousemove', (e) => {
    const h = plotPointer(e);
    if (h !== null) {
      showHover(h);
    }
  });
  $('plot-frame').addEventListener('mouseleave', () => {
    $('plot-hover').hidden = true;
  });
  $('plot-frame').addEventListener('click', (e) => {
    const h = plotPointer(e);
    if (h !== null) {
      zoomIn(h).catch((x) => showError(x.message));
    }
  });
  $('plot-frame').addEventListener('keydown', plotKey);
  $('hint').addEventListener('click', hint);
  $('undo').addEventListener('click', undo);
  $('show-outcomes').addEventListener('change', () => game.state && showGame(game.state));
  for (const v of ['solve', 'table', 'play']) {
    $('tab-' + v).addEventListener('click', () => {
      showView(v);
      saveState(v);
    });
  }
  $('variant').addEventListener('change', () => {
    pickVariant($('variant').value);
    $('answer').replaceChildren();
    $('table-answer').replaceChildren();
    $('table-values').replaceChildren();
    $('plot').hidden = true;
    $('board').hidden = true;
    game.moves = [];
  });
  try {
    const list = await run(['list', '--json']);
    catalog = JSON.parse(list.stdout).variants;
  } catch (e) {
    showError('The server did not answer: ' + e.message);
    return;
  }
  const builtIn = el('optgroup', { label: 'Games' });
  for (const v of catalog) {
    builtIn.append(el('option', { value: v.id, textContent: v.title + ' (' + v.id + ')' }));
  }
  const rules = el('optgroup', { label: 'Games written as rules' });
  for (const r of RULES) {
    rules.append(el('option', { value: 'rule:' + r.id, textContent: r.title }));
  }
  $('variant').append(builtIn, rules);
  const { view, zoom } = restoreState();
  showView(['table', 'play'].includes(view) ? view : 'solve');
  if (view === 'table') {
    tabulate(null, zoom);
  } else if (view === 'play') {
    replay();
  } else if ($('position').value.trim() !== '') {
    solve();
  }
}

start();
