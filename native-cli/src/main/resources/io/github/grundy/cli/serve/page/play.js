// The Play view: a game against the perfect opponent. The server keeps no game: each request replays
// the human's moves so far (play --json, one move a line) and the page shows the last state.
'use strict';

// The game: its command line (fixed at New game: fields edited later change the next game, not this one),
// the human's moves so far (lines of play) and the last state.
let game = { args: null, first: 'human', start: '', misere: false, moves: [], state: null };

// --- play ---------------------------------------------------------------------------------------

/** The game's command line from the page's fields, as New game (or an address) sets it. */
function setUpGame() {
  game.first = $('play-first').value;
  game.start = positionWords('play-start').join(' ');
  game.misere = $('play-misere').checked;
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
const OUTCOME_CLASSES = { P: 'win', N: 'lose', D: 'draw' };

/**
 * A move's button (`kind` move in the list, square on the board): when `colour`, coloured and
 * marked by what it leads to, and said in words; a click plays it.
 */
function optionButton(o, kind, text, colour) {
  const b = el('button', { type: 'button', textContent: text,
    className: kind + (colour ? ' ' + OUTCOME_CLASSES[o.outcome] : '') });
  b.dataset.input = o.input;
  b.setAttribute('aria-label', o.move + (colour ? ': ' + OUTCOME_WORDS[o.outcome] : ''));
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
    status.textContent = 'Your move. ' + { N: 'You can win from here.', P: 'Against perfect play you lose from here.',
      D: 'Neither side can force a win: a draw.' }[s.outcome];
    status.className = 'verdict ' + s.outcome;
  }
  // What the computer did, in the command line's words.
  const last = s.plies.length > 0 ? s.plies[s.plies.length - 1] : null;
  $('play-said').textContent = last && last.by === 'computer' ? 'The computer moved: ' + last.move + '.' : '';
  const colour = $('show-outcomes').checked;
  const buttons = s.options.map((o) => optionButton(o, 'move', o.move, colour));
  if (s.truncated) {
    buttons.push(el('p', { textContent: 'The first ' + s.options.length + ' moves.' }));
  }
  const focused = document.activeElement;
  $('play-moves').replaceChildren(...buttons);
  $('play-board').replaceChildren(...board(s, colour));
  $('moves-block').hidden = s.over;
  $('hint').disabled = s.over;
  $('undo').disabled = game.moves.length === 0;
  showHistory(s);
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
  return [el('table', { className: 'board' }, rows),
    el('p', { className: 'summary', textContent: 'The board: the piece is at (' + a + ', ' + b + '), rows are the first'
      + ' number and columns the second; click a square it can reach, or a move below.' })];
}

/** The strip's number of a position, for the eye (the words beside it are for a screen reader). */
function number(i) {
  const span = el('span', { textContent: String(i) });
  span.setAttribute('aria-hidden', 'true');
  return span;
}

/** The value history: every position of the game, coloured by who was winning it. */
function showHistory(s) {
  const first = game.first;
  const positions = [{ by: null, move: 'the start', outcome: s.startOutcome }, ...s.plies];
  $('history').replaceChildren(...positions.map((p, i) => {
    // The first player is to move at the start and after every second move.
    const mover = (i % 2 === 0) === (first === 'human') ? 'human' : 'computer';
    const winning = p.outcome === 'D' ? 'draw' : (p.outcome === 'N') === (mover === 'human') ? 'win' : 'lose';
    const who = p.by === null ? 'Start' : (p.by === 'human' ? 'You: ' : 'Computer: ') + p.move;
    const words = { win: 'you were winning', lose: 'the computer was winning', draw: 'a draw' }[winning];
    return el('li', { className: winning, title: who + ' — ' + words },
      [number(i), el('span', { className: 'sr', textContent: who + ': ' + words })]);
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
  setUpGame();
  game.moves = [];
  replay();
}

function undo() {
  if (running) {
    return;
  }
  game.moves.pop();
  replay();
}
