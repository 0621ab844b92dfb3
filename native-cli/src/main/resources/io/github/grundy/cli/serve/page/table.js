// The Table view: table --json's values, the regularity in the command line's words, a grid as a heat map,
// and table --plot's own picture, read by pointer or keys, zoomed, downloaded.
'use strict';

let table = null;          // the table shown: {json, raw (table --json's bytes, for the download), args, from, to, grid, size}
let plot = null;           // the plot shown: {from, to, xFirst, xLast, width, height, url, cursor}

/** The most values (or a grid's rows and columns) shown as cells. */
const SHOWN = 5000;
const SHOWN_SIDE = 120;

// --- table ------------------------------------------------------------------------------------

async function tabulate(event, zoom) {
  if (event) {
    event.preventDefault();
  }
  clearError();
  // The last table's plot goes with it, whatever this one's answer.
  if (plot && plot.url) {
    URL.revokeObjectURL(plot.url);
  }
  plot = null;
  $('plot').hidden = true;
  const args = ['table', ...gameWords(), '--to=' + $('to').value.trim()];
  try {
    const answer = await run([args[0], '--json', ...args.slice(1)]);
    if (answer.exit !== 0) {
      showError(failure(answer));
      return;
    }
    const json = JSON.parse(answer.stdout);
    const grid = Array.isArray(json.values) && Array.isArray(json.values[0]);
    table = { json, raw: answer.stdout, args, grid, from: json.from, to: json.to, size: plotSize(grid) };
    plot = null;
    saveState('table');
    // The regularity is said once, from the JSON (the words of --summary named options and contradicted it).
    if (grid) {
      showGrid(json);
    } else {
      showTable(json);
    }
    await drawPlot(zoom && !grid ? zoom[0] : table.from, zoom && !grid ? zoom[1] : table.to);
  } catch (e) {
    report(e);
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
  // At most SHOWN values as cells (a million would stall the browser): the plot and the JSON have them all.
  const shown = Math.min(json.values.length, SHOWN);
  for (let i = 0; i < shown; i += 10) {
    const heap = json.from + i;
    const tr = el('tr', {}, [el('th', { scope: 'row', textContent: String(heap) })]);
    for (let c = 0; c < 10 && i + c < shown; c++) {
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
  $('table-values').replaceChildren(el('div', { className: 'table-wrap' }, el('table', { className: 'values' }, rows)),
    ...(shown < json.values.length ? [el('p', { className: 'summary', textContent: 'The first ' + shown + ' of '
      + json.values.length + ' values; the plot shows them all, and Download JSON has them.' })] : []));
}

/**
 * A game of points (a, b): the grid as a heat map, the same way up as table --plot's picture above it
 * (a = 0 at the bottom, b = 0 at the left) and in its colours, P-positions red, infinite values grey.
 */
function showGrid(json) {
  const [a, b] = json.coordinates;
  let largest = 0;
  for (const row of json.values) {
    for (const v of row) {
      largest = Math.max(largest, v);
    }
  }
  const header = el('tr', {}, [el('th', { scope: 'col', textContent: a + ' \\ ' + b })]);
  const columns = Math.min(json.columns, SHOWN_SIDE);
  for (let c = 0; c < columns; c++) {
    header.append(el('th', { scope: 'col', textContent: String(c) }));
  }
  const rows = [];
  json.values.slice(0, SHOWN_SIDE).forEach((row, r) => {
    const tr = el('tr', {}, [el('th', { scope: 'row', textContent: String(r) })]);
    row.slice(0, SHOWN_SIDE).forEach((v, c) => {
      const td = el('td', { className: v === 0 ? 'p' : '', textContent: v < 0 ? '∞' : String(v),
        title: '(' + r + ', ' + c + '): ' + (v < 0 ? 'infinite' : v) + (v === 0 ? ', a P-position' : '') });
      const rgb = v === 0 ? P_COLOUR : v < 0 ? INFINITE_COLOUR : viridis(v, Math.max(1, largest));
      td.style.backgroundColor = '#' + rgb.toString(16).padStart(6, '0');
      // White on the dark end of the scale (and on red), dark text on the light end: 4.5:1 either way.
      td.style.color = luminance(rgb) < 0.18 ? '#fff' : '#111';
      tr.append(td);
    });
    rows.push(tr);
  });
  // Row a = 0 at the foot, as in the picture; the columns' numbers under it.
  rows.reverse();
  rows.push(header);
  const p = json.pPositions.map((x) => '(' + x.join(', ') + ')');
  $('table-answer').replaceChildren(
    el('p', { textContent: 'g(' + a + ', ' + b + ') for ' + a + ' = 0..' + (json.rows - 1) + ' (up), ' + b + ' = 0..'
      + (json.columns - 1) + ' (across); largest value ' + largest + '.' }),
    el('p', { textContent: p.length + ' P-position' + (p.length === 1 ? '' : 's') + ' (value 0, in red): ' + p.join(' ') }),
    el('p', { textContent: describeRows(json) }));
  const cut = json.rows > SHOWN_SIDE || json.columns > SHOWN_SIDE;
  $('table-values').replaceChildren(el('div', { className: 'table-wrap' }, el('table', { className: 'values heat' }, rows)),
    ...(cut ? [el('p', { className: 'summary', textContent: 'Rows and columns 0..' + (SHOWN_SIDE - 1)
      + ' of the grid; the heat map shows it all, and Download JSON has it.' })] : []));
}

/** The picture's colours (the command line's HeatMap): viridis from 0 to the largest value, P-positions red. */
const VIRIDIS = [0x440154, 0x3B528B, 0x21918C, 0x5EC962, 0xFDE725];
const P_COLOUR = 0xD62728;
const INFINITE_COLOUR = 0xB0B0B0;

function viridis(v, max) {
  const t = Math.max(0, Math.min(1, v / max)) * (VIRIDIS.length - 1);
  const i = Math.min(VIRIDIS.length - 2, Math.floor(t));
  const f = t - i;
  let rgb = 0;
  for (let shift = 0; shift <= 16; shift += 8) {
    const from = VIRIDIS[i] >> shift & 0xFF;
    const to = VIRIDIS[i + 1] >> shift & 0xFF;
    rgb |= Math.round(from + (to - from) * f) << shift;
  }
  return rgb;
}

/** The relative luminance of a colour (WCAG's), to pick the text's colour on it. */
function luminance(rgb) {
  const channel = (c) => {
    const x = c / 255;
    return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4);
  };
  return 0.2126 * channel(rgb >> 16 & 0xFF) + 0.7152 * channel(rgb >> 8 & 0xFF) + 0.0722 * channel(rgb & 0xFF);
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
    + (r.proved && r.checkedTo > to ? ', by the values of heaps 0..' + r.checkedTo + ', computed beyond this table' : '')
    + '.' + (r.kind === 'periodic' && r.preperiod <= to ? ' Shaded: the periodic part.' : '');
}

// --- the plot: table --plot's own picture, zoomed by asking for fewer heaps --------------------

/**
 * The picture's size for the width the page has (the server draws it so, its text at full size): the
 * command line's 960x480 where there is room; on a phone its width (at least 320), taller for its
 * width than on a desktop, a grid square.
 */
function plotSize(grid) {
  const room = Math.floor($('table-view').clientWidth);
  if (room >= 960 || room <= 0) {
    return null;
  }
  const width = Math.max(320, room);
  return width + 'x' + (grid ? width : Math.max(200, Math.round(width * 0.8)));
}

/** The command line whose --plot draws heaps from..to (all of a grid). */
function plotArgs(from, to, format) {
  const args = [...table.args];
  if (!table.grid && (from !== table.from || to !== table.to)) {
    args.splice(args.length - 1, 1, '--from=' + from, '--to=' + to);
  }
  return [...args, '--plot=-', ...(format === 'png' ? ['--plot-format=png'] : []),
    ...(table.size ? ['--plot-size=' + table.size] : [])];
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
  // A heat map's cells: within its axes, from the corner (0, 0) at the bottom left.
  const axes = /^M([\d.]+) ([\d.]+)V([\d.]+)H([\d.]+)/.exec(table.grid && svg.getElementById('axes')
    ? svg.getElementById('axes').getAttribute('d') : '');
  plot = { from, to, width: box[2], height: box[3], xFirst: Math.min(...xs), xLast: Math.max(...xs),
    cells: axes ? { left: Number(axes[1]), top: Number(axes[2]), bottom: Number(axes[3]), right: Number(axes[4]) } : null,
    url: URL.createObjectURL(new Blob([answer.stdout], { type: 'image/svg+xml' })), cursor: null };
  $('plot-image').src = plot.url;
  $('plot-image').alt = svg.querySelector('title') ? svg.querySelector('title').textContent : 'the plot';
  $('plot').hidden = false;
  $('plot-hover').hidden = true;
  const whole = table.grid || (from === table.from && to === table.to);
  $('plot-frame').classList.toggle('cells', table.grid);
  $('zoom-out').hidden = table.grid;
  $('zoom-all').hidden = table.grid;
  $('zoom-out').disabled = whole;
  $('zoom-all').disabled = whole;
  $('plot-caption').textContent = table.grid
    ? gameName() + ': g(' + table.json.coordinates.join(', ') + '), the heat map. Point at it to read a cell.'
    : 'Heaps ' + from + '..' + to + (whole ? '' : ' of ' + table.from + '..' + table.to)
      + '. Point at the plot to read a heap and its value; click (or Enter) to zoom in there; arrow keys move along.';
  $('plot-command').textContent = 'grundy ' + plotArgs(from, to, 'svg').map(shellWord).join(' ')
    .replace('--plot=-', '--plot ' + fileName() + '.svg');
  saveState('table');
}

/** The game's name in words: its title in the list (Wythoff's game, not its rule). */
function gameName() {
  const option = $('variant').selectedOptions[0];
  return option ? option.textContent : current.title;
}

/** The downloads' name: the game's, or the rule's in the list (wythoff). */
function fileName() {
  return $('variant').value.replace(/^rule:/, '');
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
  out.style.top = '';
  const img = $('plot-image');
  const x = plot.xLast > plot.xFirst ? plot.xFirst + (heap - plot.from) / Math.max(1, plot.to - plot.from) * (plot.xLast - plot.xFirst) : plot.xFirst;
  // The label is centred on the point, kept inside the picture.
  out.style.left = Math.max(60, Math.min(img.clientWidth - 60, x * img.clientWidth / plot.width)) + 'px';
  out.hidden = false;
}

/** A heat map's cell under the pointer, read out beside it: its point and value. */
function showCell(event) {
  const out = $('plot-hover');
  const r = $('plot-image').getBoundingClientRect();
  const x = (event.clientX - r.left) * plot.width / r.width;
  const y = (event.clientY - r.top) * plot.height / r.height;
  const c = plot.cells;
  const b = Math.floor((x - c.left) / (c.right - c.left) * table.json.columns);
  const a = Math.floor((c.bottom - y) / (c.bottom - c.top) * table.json.rows);
  if (a < 0 || b < 0 || a >= table.json.rows || b >= table.json.columns) {
    out.hidden = true;
    return;
  }
  const v = table.json.values[a][b];
  out.textContent = '(' + a + ', ' + b + '): ' + (v < 0 ? 'infinite' : v) + (v === 0 ? ', a P-position' : '');
  out.style.left = Math.max(60, Math.min(r.width - 60, event.clientX - r.left)) + 'px';
  out.style.top = Math.max(0, event.clientY - r.top - 32) + 'px';
  out.hidden = false;
}

function plotPointer(event) {
  if (plot && table.grid && plot.cells) {
    showCell(event);
    return null;
  }
  if (!plot || table.grid) {
    return null;
  }
  const r = $('plot-image').getBoundingClientRect();
  return heapAt((event.clientX - r.left) * plot.width / r.width);
}

async function zoomIn(heap) {
  // A quarter of the heaps shown, around `heap`; at 8 heaps or fewer there is nothing closer to show.
  const half = Math.max(4, Math.floor((plot.to - plot.from) / 8));
  const from = Math.max(table.from, Math.min(heap - half, table.to - 2 * half));
  const to = Math.min(table.to, from + 2 * half);
  if (from !== plot.from || to !== plot.to) {
    await drawPlot(from, to);
  }
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
    zoomIn(at).catch(report);
  } else if (event.key === '-') {
    event.preventDefault();
    zoomOut().catch(report);
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
    save(bytes, format === 'png' ? 'image/png' : 'image/svg+xml', fileName() + '.' + format);
  } catch (e) {
    report(e);
  }
}
