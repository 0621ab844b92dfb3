// The page of `grundy serve`: every answer is a grundy command line run by the server
// (POST /api/run), shown as the command line would print it or laid out from its --json.
// This file: the requests, the game and its parameters, the address, the views and the start;
// solve.js, table.js and play.js are the views (loaded before it, run by its start()).
'use strict';

const $ = (id) => document.getElementById(id);
let catalog = [];          // list --json's variants
let current = null;        // the variant picked
let running = null;        // {id, controller} of the request under way

// Codes offered for a code's field (any other may be typed): the literature's, with their names.
const CODES = {
  octal: [['0.77', 'Kayles'], ['0.07', "Dawson's Kayles"], ['0.137', "Dawson's chess"], ['0.007', 'Treblecross'],
    ['4!.0', "Grundy's game"], ['0.6', ''], ['0.16', ''], ['0.[3]', 'Nim']],
  turning: [['1-2', 'Turning Turtles'], ['1-3', 'Mock Turtles'], ['1+C', 'Ruler'], ['1-5', 'Moebius'],
    ['3E', 'Turnips'], ['4FS', 'Grunt'], ['1-3C(5)', 'Mock Turtle Fives'], ['1-5C', 'Ruler Fives']],
};

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

// The parameters' labels in words (list --json names them as options); another's label is its name in words.
const LABELS = {
  rule: 'The rule', with: "Values of the rule's parameters", 'max-table': 'Largest heap kept in the table',
  'max-steps': 'Most steps at one position', max: 'Most objects one move may take', set: 'Amounts a move may take',
  except: 'Amounts a move may not take', edges: "The graph's edges", code: 'The code', rows: 'Strip of the rows',
  columns: 'Strip of the columns', graph: 'The graph', 'max-vertices': 'Most vertices', 'max-edges': 'Most edges',
};

/** This page's name for itself: the server's queue gives each page, not each address, its turn. */
const CLIENT = 'p' + Math.random().toString(36).slice(2) + Date.now().toString(36);

/** A request given up for a newer one: not an error to show. */
class Superseded extends Error {
}

/**
 * Runs `args` on the server: {exit, stdout, stderr} (stdoutBase64 for bytes that are not text); a
 * refusal or a stop throws with its words. One run at a time: a new one stops the one under way,
 * whose caller then gets Superseded.
 */
async function run(args, input) {
  if (running) {
    stop(new Superseded());
  }
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
      headers: { 'Content-Type': 'application/json', 'X-Grundy-Run': id, 'X-Grundy-Client': CLIENT },
      body: JSON.stringify(input === undefined ? { args } : { args, input }),
      signal: controller.signal,
    });
    // The API answers JSON; the server's other refusals (a foreign Host, an internal error) are text.
    const json = (response.headers.get('Content-Type') || '').startsWith('application/json');
    const body = json ? await response.json() : { error: (await response.text()).trim() };
    if (!response.ok) {
      throw new Error(body.error || ('the server answered ' + response.status));
    }
    return body;
  } finally {
    clearInterval(ticker);
    if (running && running.id === id) {
      running = null;
      $('busy').hidden = true;
    }
  }
}

/** Stops the run under way, on the server too; its caller gets `reason` (a stop by the user by default). */
function stop(reason) {
  if (running) {
    const { id, controller } = running;
    running = null;
    $('busy').hidden = true;
    fetch('api/cancel', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(id) });
    controller.abort(reason instanceof Superseded ? reason : undefined);
  }
}

/** What a failed request says on the page: nothing when a newer one took its place. */
function report(e) {
  if (e instanceof Superseded) {
    return;
  }
  showError(e.name === 'AbortError' ? 'Stopped.' : e.message);
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

/**
 * Picks a game: a variant's id, or 'rule:ID' for one of RULES (the rule variant, its rule filled in).
 * An id the server does not know picks the first game and answers false.
 */
function pickVariant(id) {
  const preset = RULES.find((r) => 'rule:' + r.id === id);
  const known = catalog.find((v) => v.id === (preset ? 'rule' : id));
  current = known || catalog[0];
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
    if (p.required) {
      input.setAttribute('aria-required', 'true');
    }
    if (p.name === 'code' && CODES[current.id]) {
      // A list to pick from, and the field still takes any code.
      const list = el('datalist', { id: 'codes-' + current.id },
        CODES[current.id].map(([code, name]) => el('option', { value: code, label: name })));
      box.append(list);
      input.setAttribute('list', list.id);
    }
    if (p.type === 'file') {
      // The page reads no file: such games are played from the command line.
      input.disabled = true;
      input.placeholder = 'a file: use the command line';
    } else if (p.default !== null) {
      input.placeholder = String(p.default);
    }
    const field = el('div', { className: 'param' }, [
      el('label', { htmlFor: input.id, textContent: LABELS[p.name] || p.name.replace(/-/g, ' ') }),
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
  return known !== undefined;
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
  if (view === 'play' && game.args) {
    // The game's own setup, which fields edited since New game do not change.
    q.set('start', game.start);
    q.set('first', game.first);
    if (game.misere) {
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
  if (!pickVariant(q.get('game') || 'nim')) {
    // A link to a game this server lacks (a typo, another's plugin): said, and nothing answered for it.
    showError("This page has no game '" + q.get('game') + "': pick one from the list.");
    return { view: null, zoom: null, unknown: true };
  }
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

// --- views and start -------------------------------------------------------------------------

function showView(view) {
  for (const v of ['solve', 'table', 'play']) {
    $(v + '-view').hidden = v !== view;
    $('tab-' + v).setAttribute('aria-pressed', String(v === view));
  }
}

async function start() {
  $('stop').addEventListener('click', () => stop());
  $('solve-form').addEventListener('submit', solve);
  $('table-form').addEventListener('submit', tabulate);
  $('play-form').addEventListener('submit', newGame);
  // Enter in a parameter's field submits the view shown, as it does in the view's own fields.
  $('parameters').addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && e.target.tagName === 'INPUT') {
      e.preventDefault();
      const view = ['solve', 'table', 'play'].find((v) => !$(v + '-view').hidden);
      $(view + '-form').requestSubmit();
    }
  });
  $('download-json').addEventListener('click', () => save(table.raw, 'application/json', fileName() + '-table.json'));
  $('download-svg').addEventListener('click', () => downloadPicture('svg'));
  $('download-png').addEventListener('click', () => downloadPicture('png'));
  $('zoom-out').addEventListener('click', () => zoomOut().catch(report));
  $('zoom-all').addEventListener('click', () => drawPlot(table.from, table.to).catch(report));
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
      zoomIn(h).catch(report);
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
    clearError();
    $('answer').replaceChildren();
    $('table-answer').replaceChildren();
    $('table-values').replaceChildren();
    $('plot').hidden = true;
    if (plot && plot.url) {
      URL.revokeObjectURL(plot.url);
    }
    // The last game's table and plot are gone with it (the address must not keep their zoom).
    plot = null;
    table = null;
    $('board').hidden = true;
    game.moves = [];
    game.args = null;
    // The address names the game picked, so that a link copied now shares this one.
    saveState(['solve', 'table', 'play'].find((v) => !$(v + '-view').hidden));
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
    builtIn.append(el('option', { value: v.id, textContent: v.title }));
  }
  const rules = el('optgroup', { label: 'Games written as rules' });
  for (const r of RULES) {
    rules.append(el('option', { value: 'rule:' + r.id, textContent: r.title }));
  }
  $('variant').append(builtIn, rules);
  const { view, zoom, unknown } = restoreState();
  showView(['table', 'play'].includes(view) ? view : 'solve');
  if (unknown) {
    return;
  }
  if (view === 'table') {
    tabulate(null, zoom);
  } else if (view === 'play') {
    setUpGame();
    replay();
  } else if ($('position').value.trim() !== '') {
    solve();
  }
}

start();
