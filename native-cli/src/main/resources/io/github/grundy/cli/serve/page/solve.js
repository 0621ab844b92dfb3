// The Solve view: a position's outcome, Grundy value, winning moves and why (solve --json --explain).
'use strict';

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
    report(e);
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
