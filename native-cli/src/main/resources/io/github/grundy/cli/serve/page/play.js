// The Play view: a game against the perfect opponent. The server keeps no game: each request replays
// the human's moves so far (play --json, one move a line) and the page shows the last state.
'use strict';

// The game: its command line (fixed at New game: fields edited later change the next game, not this one),
// the human's moves so far (lines of play) and the last state.
let game = { args: null, first: 'human', start: '', misere: false, moves: [], state: null, kind: null, scroll: false };

// The games drawn as pictures: rows of pins (a move knocks down adjacent pins, and may split the row),
// heaps of counters (a move takes from one heap); strips of coins are known by their position, h and t.
const PINS = ['kayles', 'dawson', 'treblecross', 'octal'];
const COUNTERS = ['nim', 'subtraction', 'bash', 'all-but'];

// --- play ---------------------------------------------------------------------------------------

/** The game's command line from the page's fields, as New game (or an address) sets it. */
function setUpGame() {
  game.first = $('play-first').value;
  game.start = positionWords('play-start').join(' ');
  game.misere = $('play-misere').checked;
  game.kind = PINS.includes(current.id) ? 'pins' : COUNTERS.includes(current.id) ? 'counters' : null;
  game.args = ['play', '--json', ...($('play-misere').checked ? ['--misere'] : []), '--first=' + game.first,
    ...gameWords(), ...positionWords('play-start')];
}

/** Plays the moves so far from the start (the server keeps no game: it replays them) and shows where it is. */
async function replay() {
  clearError();
  saveState('play');
  try {
    const answer = await run(game.args, game.moves.map((m) => m + '\n').join(''));
    if (answer.exit !== 0) {
      showError(failure(answer));
      $('board').hidden = true;
      return;
    }
    // A state for the start, then one for each line read: the first state whose human moves fall short
    // of the lines read follows a refused line (a link's move not legal there), and the game goes on from
    // before it. Lines after the end are not read.
    const states = answer.stdout.trim().split('\n').map((l) => JSON.parse(l));
    let shown = states.length - 1;
    for (let k = 1; k < states.length; k++) {
      if (states[k].plies.filter((p) => p.by === 'human').length < k) {
        shown = k - 1;
        showError(states[k].said.split('\n').filter((l) => /^(Illegal|Not a move|No )/.test(l)).join('\n')
          || 'A move of the address is not legal here.');
        break;
      }
    }
    game.state = states[shown];
    game.moves = game.moves.slice(0, game.state.plies.filter((p) => p.by === 'human').length);
    saveState('play');
    showGame(game.state);
  } catch (e) {
    report(e);
  }
}

/** Makes a move (its line of play) unless a move is being played. */
function makeMove(input) {
  if (running) {
    return;
  }
  game.moves.push(input);
  replay();
}

const OUTCOME_WORDS = { P: 'wins', N: 'loses', D: 'draws' };

/**
 * How soon a move ends the game: 'wins in 3' (the game ends after 3 moves, this one and the replies
 * counted) from the remoteness of the position it makes; '' where there is none (a draw, or not computed).
 */
function soon(o) {
  return o.outcome === 'D' || o.remoteness === undefined ? '' : OUTCOME_WORDS[o.outcome] + ' in ' + (o.remoteness + 1);
}
const OUTCOME_CLASSES = { P: 'win', N: 'lose', D: 'draw' };

/**
 * A move's button (`kind` move in the list, square on the board): when `colour`, coloured and
 * marked by what it leads to, and said in words; a click plays it.
 */
function optionButton(o, kind, text, colour) {
  const b = el('button', { type: 'button', textContent: text,
    className: kind + (colour ? ' ' + OUTCOME_CLASSES[o.outcome] : '') });
  b.dataset.input = o.input;
  const how = colour ? soon(o) || OUTCOME_WORDS[o.outcome] : '';
  b.setAttribute('aria-label', o.move + (how ? ': ' + how : ''));
  b.title = o.move + (how ? ' (' + how + ')' : '');
  if (kind === 'move' && colour && soon(o)) {
    b.append(el('small', { className: 'soon', textContent: soon(o) }));
  }
  b.addEventListener('click', () => makeMove(o.input));
  return b;
}

function showGame(s) {
  $('board').hidden = false;
  $('play-position').textContent = s.position || 'nothing left';
  const status = $('play-status');
  if (s.over) {
    status.textContent = s.winner === 'human' ? 'You win!' : 'The computer wins.';
    status.className = 'verdict ' + (s.winner === 'human' ? 'N' : 'P');
  } else {
    const r = s.remoteness !== undefined && s.outcome !== 'D' ? ' (' + (s.outcome === 'N' ? 'wins' : 'loses') + ' in '
      + s.remoteness + ')' : '';
    status.textContent = 'Your move. ' + { N: 'You can win from here' + r + '.',
      P: 'Against perfect play you lose from here' + r + '.', D: 'Neither side can force a win: a draw.' }[s.outcome];
    status.className = 'verdict ' + s.outcome;
  }
  // Where the search gave up, it says why; 'wins in 3' is explained once, beside the colours.
  $('play-remote').textContent = s.remotenessUnknown && !s.over && s.outcome !== 'D'
    ? 'How many moves are left is not shown: ' + s.remotenessUnknown + '.' : '';
  // What the computer did, in the command line's words.
  const last = s.plies.length > 0 ? s.plies[s.plies.length - 1] : null;
  $('play-said').textContent = last && last.by === 'computer' ? 'The computer moved: ' + last.move + '.' : '';
  const colour = $('show-outcomes').checked;
  const buttons = s.options.map((o) => optionButton(o, 'move', o.move, colour));
  $('play-choices').replaceChildren();
  if (s.truncated) {
    buttons.push(el('p', { textContent: 'The first ' + s.options.length + ' moves.' }));
  }
  const focused = document.activeElement;
  $('play-moves').replaceChildren(...buttons);
  $('play-board').replaceChildren(...board(s, colour), ...picture(s, colour));
  $('moves-block').hidden = s.over;
  $('hint').disabled = s.over;
  $('undo').disabled = game.moves.length === 0;
  showHistory(s);
  if (game.scroll) {
    // After New game on a phone the form fills the screen: bring the board up (not on every move).
    game.scroll = false;
    const box = $('board').getBoundingClientRect();
    if (box.top < 0 || box.top > window.innerHeight / 3) {
      $('board').scrollIntoView({ block: 'start' });
    }
  }
  // The button pressed is gone with the position it was in: the status, which says what happened, takes the focus.
  if (!document.body.contains(focused) || focused === document.body || focused.disabled) {
    $('play-status').focus();
  }
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
        const button = optionButton(o, 'square', colour ? '' : '·', colour);
        button.title = o.move;
        // The list below has the same moves for the keyboard: the squares are for the pointer.
        button.tabIndex = -1;
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
  // Squares as large as the window allows (a desktop gets a board, not a stamp), 22 to 48 px.
  const wide = Math.max(200, document.body.clientWidth - 40);
  const cell = Math.max(22, Math.min(48, Math.floor(wide / (b + 2)) - 2, Math.floor(0.8 * window.innerHeight / (a + 2)) - 2));
  return [el('table', { className: 'board', style: '--cell: ' + cell + 'px' }, rows),
    el('p', { className: 'summary', textContent: 'The board: the piece is at (' + a + ', ' + b + '), rows are the first'
      + ' number and columns the second; ' + (s.over ? 'it has no move left.' : 'click a square it can reach, or a move below.') })];
}

// --- pictures of heap games: pins, counters, coins ---------------------------------------------

/** An option's input `H -> A + B` (or `H -> nothing`) as {heap: H, parts: [A, B]}; a strip's `1 4 6` as {coins}. */
function parse(input) {
  const m = /^(\d+) -> (.*)$/.exec(input);
  if (!m) {
    return { coins: input.split(' ').map(Number) };
  }
  return { heap: Number(m[1]), parts: m[2] === 'nothing' ? [] : m[2].split(' + ').map(Number) };
}

/** Whether taking `k` adjacent pins of a row of `n`, leaving `parts`, can knock down pin `p` (1-based). */
function covers(n, parts, p) {
  const k = n - parts.reduce((x, y) => x + y, 0);
  // The parts are a multiset: the pins taken lie after either part (or start the row, or end it).
  const starts = parts.length === 0 ? [0] : parts.length === 1 ? [0, parts[0]] : [parts[0], parts[1]];
  return starts.some((s) => p > s && p <= s + k);
}

/**
 * The picture of a heap game's position, or of a strip of coins, each pin, counter or coin a
 * button: the move it stands for when one does, else the moves it could be, offered below it.
 */
function picture(s, colour) {
  const heaps = [...s.position.matchAll(/\[(\d+)\] (\d+)(?!\S)/g)].map((m) => [Number(m[1]), Number(m[2])]);
  const strip = /^[ht]+$/.test(s.position) ? s.position : s.position === 'all tails' ? game.tails : null;
  if (strip) {
    game.tails = 't'.repeat(strip.length);
    return [drawRow('strip', 'Coins', [...strip].map((c, i) => ({ label: c === 'h' ? 'H' : 'T', cls: c === 'h' ? 'heads' : 'tails',
      name: 'coin ' + (i + 1) + (c === 'h' ? ' (heads)' : ' (tails)'),
      moves: c === 'h' ? s.options.filter((o) => Math.max(...parse(o.input).coins) === i + 1) : [] })), colour),
    el('p', { className: 'summary', textContent: 'Click a heads coin: the moves whose rightmost coin it is.' })];
  }
  if (!game.kind || /\(/.test(s.position) || heaps.some(([, n]) => n > 60)) {
    return [];
  }
  const rows = heaps.map(([h, n]) => {
    const mine = s.options.filter((o) => parse(o.input).heap === h);
    const items = [];
    for (let p = 1; p <= n; p++) {
      // A counter takes itself and those after it; a pin, the moves that can knock it down.
      const moves = game.kind === 'counters' ? mine.filter((o) => n - sum(parse(o.input).parts) === n - p + 1)
        : mine.filter((o) => covers(n, parse(o.input).parts, p));
      items.push({ label: '', cls: game.kind === 'pins' ? 'pin' : 'counter', moves,
        name: (game.kind === 'pins' ? 'pin ' : 'counter ') + p + ' of ' + (game.kind === 'pins' ? 'row ' : 'heap ') + h });
    }
    return drawRow(game.kind, (game.kind === 'pins' ? 'Row ' : 'Heap ') + h + ' (' + n + ')', items, colour);
  });
  return [...rows, el('p', { className: 'summary', textContent: game.kind === 'pins'
    ? 'Click a pin to knock it down: the move, or the moves it could be part of.'
    : 'Click a counter to take it and every counter after it.' })];
}

function sum(xs) {
  return xs.reduce((x, y) => x + y, 0);
}

/** One row of a picture: its name, then its items, each clickable when it stands for a move. */
function drawRow(kind, title, items, colour) {
  const row = el('div', { className: 'row ' + kind }, [el('span', { className: 'row-name', textContent: title })]);
  for (const item of items) {
    const one = item.moves.length === 1 ? item.moves[0] : null;
    const b = el('button', { type: 'button', textContent: item.label,
      className: 'item ' + item.cls + (one && colour ? ' ' + OUTCOME_CLASSES[one.outcome] : '') });
    b.disabled = item.moves.length === 0;
    b.title = item.name + (one ? ': ' + one.move + (colour && soon(one) ? ' (' + soon(one) + ')' : '')
      : item.moves.length > 1 ? ': ' + item.moves.length + ' moves' : '');
    // The list of moves below serves the keyboard; the picture is for the pointer.
    b.tabIndex = -1;
    b.setAttribute('aria-hidden', 'true');
    if (one) {
      b.dataset.input = one.input;
    }
    b.addEventListener('click', () => (one ? makeMove(one.input) : offer(item, colour)));
    row.append(b);
  }
  return row;
}

/** The moves a pin, counter or coin could stand for, as buttons under the picture. */
function offer(item, colour) {
  $('play-choices').replaceChildren(el('p', { textContent: 'The ' + item.name + ' is in ' + item.moves.length
    + ' moves; pick one:' }), el('div', { className: 'move-list' },
    item.moves.map((o) => optionButton(o, 'move', o.move, colour))));
  $('play-choices').querySelector('button').focus();
}

/** The value history: every position of the game, coloured by who was winning it, with how soon. */
function showHistory(s) {
  const first = game.first;
  const positions = [{ by: null, move: 'the start', outcome: s.startOutcome, position: s.startPosition,
    remoteness: s.startRemoteness }, ...s.plies];
  $('history').replaceChildren(...positions.map((p, i) => {
    // The first player is to move at the start and after every second move.
    const mover = (i % 2 === 0) === (first === 'human') ? 'human' : 'computer';
    const winning = p.outcome === 'D' ? 'draw' : (p.outcome === 'N') === (mover === 'human') ? 'win' : 'lose';
    const who = p.by === null ? 'Start' : (p.by === 'human' ? 'You: ' : 'Computer: ') + p.move;
    const words = { win: 'you were winning', lose: 'the computer was winning', draw: 'a draw' }[winning];
    // How soon, for the human: the moves left from there (none at the end: the game is over).
    const soonWords = p.remoteness === undefined || winning === 'draw' ? '' : p.remoteness === 0 ? 'the end'
      : (winning === 'win' ? 'you win in ' : 'you lose in ') + p.remoteness;
    const number = el('span', { className: 'n', textContent: String(i) });
    number.setAttribute('aria-hidden', 'true');
    return el('li', { className: winning, title: who + ' — ' + words + (soonWords ? ', ' + soonWords : '') },
      [number, el('span', { className: 'pos', textContent: p.position || '' }),
        el('small', { textContent: soonWords }), el('span', { className: 'sr', textContent: who + ': ' + words })]);
  }));
}

async function hint() {
  const h = game.state && game.state.hint;
  if (!h) {
    return;
  }
  let focused = false;
  for (const b of $('board').querySelectorAll('button.square, button.move, button.item')) {
    b.classList.toggle('hinted', b.dataset.input === h.input);
    if (b.dataset.input === h.input && !focused && b.classList.contains('move')) {
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
  setUpGame();
  game.moves = [];
  game.scroll = true;
  replay();
}

function undo() {
  if (running) {
    return;
  }
  game.moves.pop();
  replay();
}
