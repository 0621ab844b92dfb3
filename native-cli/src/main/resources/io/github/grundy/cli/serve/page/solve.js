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
  // A word that starts with '-' would reach the command line as an option: say what is wrong in words.
  const negative = heaps.find((w) => w.startsWith('-'));
  if (negative) {
    showError("'" + negative + "' is not a heap or a coordinate: a position is whole numbers, 0 or more, separated by spaces.");
    $('answer').replaceChildren();
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
        json.winningMoves.moves.map((m) => el('li', { textContent: moveWords(m) }))));
    }
    if (json.explanation) {
      parts.push(explanation(json.explanation));
    } else if (json.rule) {
      // Misère play: the theorem that decides, in its own words (not the xor of values).
      parts.push(el('div', { className: 'explanation' }, [el('h3', { textContent: 'Why' }),
        el('p', { className: 'rule', textContent: plainWords(json.rule) + '.' })]));
    } else if (json.unexplained) {
      parts.push(el('p', { textContent: 'Why: ' + plainWords(json.unexplained) }));
    }
    $('answer').replaceChildren(...parts);
  } catch (e) {
    report(e);
  }
}

/**
 * The explanation as a table: each component's value in binary, their xor, and each value's options
 * and mex. A component is a heap ({component, heap}) or, in a game of points, a point ({point: "(9, 6)"}).
 */
function explanation(x) {
  const cell = (tag, text) => el(tag, { textContent: String(text) });
  const points = x.rows.some((r) => r.point !== undefined);
  const heads = points ? ['position', 'Grundy value', 'binary'] : ['heap', 'size', 'Grundy value', 'binary'];
  const rows = [el('tr', {}, heads.map((h) => el('th', { scope: 'col', textContent: h })))];
  for (const r of x.rows) {
    rows.push(el('tr', {}, [...(points ? [cell('td', r.point)] : [cell('td', r.component), cell('td', r.heap)]),
      cell('td', r.grundy), cell('td', r.binary)]));
  }
  rows.push(el('tr', { className: 'xor' }, [cell('th', 'xor'), ...(points ? [] : [cell('td', '')]),
    cell('td', x.nimSum), cell('td', x.binary)]));
  const what = points ? 'its parts\' (points\')' : 'its heaps\'';
  const rule = x.rows.length === 1 && !x.hidden ? 'A position is lost by the player to move exactly when its Grundy value is 0.'
    : 'A sum is lost by the player to move exactly when the xor of ' + what + ' Grundy values is 0.';
  const box = el('div', { className: 'explanation' }, [el('h3', { textContent: 'Why' }), el('p', { textContent: rule }),
    el('div', { className: 'table-wrap' }, el('table', { className: 'values binary' }, rows))]);
  if (x.hidden) {
    box.append(el('p', { textContent: x.hidden + ' more ' + (points ? 'parts' : 'heaps') + ' not shown.' }));
  }
  if (x.move) {
    const chosen = x.rows[x.chosen - 1];
    const which = chosen && chosen.point !== undefined ? chosen.point : 'heap ' + x.chosen;
    box.append(el('p', { textContent: 'Its highest bit is 2^' + x.highestBit + '; ' + which
      + ' has it, and moving it to value ' + x.target + ' makes the xor 0: ' + x.move.text + '.' }));
  }
  for (const v of x.values || []) {
    const options = v.period ? v.period
      : (v.options.length === 0 ? 'it has no options (no move), so its value is 0'
        : 'its options are worth ' + v.options.map((o) => o.grundy).join(', ') + (v.more ? ', …' : '')
          + ', so its value is the least number not among them (the mex), ' + v.grundy);
    const name = v.point !== undefined ? 'Position ' + v.point : 'Heap ' + v.component + ' (size ' + v.heap + ')';
    box.append(el('p', { textContent: name + ': ' + options + '.' }));
  }
  return box;
}

/** A winning move: in a sum of heaps, which heap it takes from; a point's move names its point itself. */
function moveWords(m) {
  return m.component !== undefined ? 'heap ' + m.component + ': ' + m.text : m.text;
}

/** The command line's words for the page: no option names, the field's accents. */
function plainWords(text) {
  return text.replace(/^--explain lays out the nim-sum of heaps in normal play, and /,
    'In normal play the xor of the Grundy values decides; ').replace(/\bmisere\b/g, 'misère');
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
