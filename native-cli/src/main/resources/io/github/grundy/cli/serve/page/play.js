// The Play view: a game against the perfect opponent. The server keeps no game: each request replays
// the human's moves so far (play --json, one move a line) and the page shows the last state.
'use strict';

let game = { moves: [], state: null };  // the human's moves so far (lines of play) and the last state

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
