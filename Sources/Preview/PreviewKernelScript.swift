/// The frame engine's run-time kernel in JavaScript: the same dual simplex as the Swift text every
/// `--engine frames` file carries (`FrameKernelSource`), statement for statement, so that the page
/// lays out as generated frame code does, and so as `solve` does (grammar.md, "The frame engine").
///
/// A row is `basic = constant + entries + inputEntries * (input - reference)`. The page drives it
/// with root's size and safe area only: every other input (intrinsic sizes, constants) stays at
/// the stored tableau's reference, which is the file's own value, so its term is zero.
enum PreviewKernelScript {
    /// The script: `FrameTableau`, `settle` and `nextCases`, reading the plan `P`.
    static let text = #"""
function FrameTableau(d) {
  this.d = d;
  const rows = d.rowBasic.length;
  this.basic = d.rowBasic.slice();
  this.constant = d.rowConstant.slice();
  this.symbols = []; this.coefficients = []; this.inputs = []; this.inputCoefficients = [];
  for (let r = 0; r < rows; r++) {
    this.symbols.push(d.entrySymbol.slice(d.rowStart[r], d.rowStart[r + 1]));
    this.coefficients.push(d.entryCoefficient.slice(d.rowStart[r], d.rowStart[r + 1]));
    this.inputs.push(d.inputIndex.slice(d.inputStart[r], d.inputStart[r + 1]));
    this.inputCoefficients.push(d.inputCoefficient.slice(d.inputStart[r], d.inputStart[r + 1]));
  }
  this.costs = [];
  for (let level = 0; level + 1 < d.costStart.length; level++) {
    const dense = new Float64Array(d.symbolCount);
    for (let i = d.costStart[level]; i < d.costStart[level + 1]; i++) dense[d.costSymbol[i]] = d.costValue[i];
    this.costs.push(dense);
  }
  this.rowOfSymbol = new Int32Array(d.symbolCount).fill(-1);
  for (let r = 0; r < rows; r++) this.rowOfSymbol[d.rowBasic[r]] = r;
  this.values = d.rowConstant.slice();
  this.delta = new Float64Array(d.reference.length);
  this.dense = new Float64Array(d.symbolCount);
  this.denseInputs = new Float64Array(d.reference.length);
  this.touched = [];
  this.touchedInputs = [];
}

// Carries the tableau to `input` (root's width, height, insets top, left, bottom, right); false
// when its required constraints cannot all hold there.
FrameTableau.prototype.solve = function (input) {
  const d = this.d, delta = this.delta;
  for (let i = 0; i < delta.length; i++) {
    const slot = d.inputSlot[i];
    delta[i] = slot < input.length ? input[slot] - d.reference[i] : 0;
  }
  for (let check = 0; check < d.checkConstant.length; check++) {
    let value = d.checkConstant[check];
    let scale = Math.abs(value);
    for (let i = d.checkStart[check]; i < d.checkStart[check + 1]; i++) {
      const term = d.checkCoefficient[i] * delta[d.checkInput[i]];
      value += term;
      scale = Math.max(scale, Math.abs(term));
    }
    if (Math.abs(value) > 1e-9 * Math.max(1, scale)) return false;
  }
  const values = this.values, basic = this.basic, restricted = d.restricted, constant = this.constant;
  for (let row = 0; row < values.length; row++) values[row] = this.valueOfRow(row);
  // Each pivot leaves the basis of an infeasible row for good in exact arithmetic; the bound only
  // stops a cycle that rounding could make.
  let pivots = 0;
  while (pivots <= 50 * (basic.length + 1)) {
    let leaving = -1, lowest = 0;
    for (let row = 0; row < values.length; row++) {
      if (!restricted[basic[row]]) continue;
      const value = values[row];
      if (value < -1e-9 * Math.max(1, Math.abs(constant[row])) && value < lowest) { lowest = value; leaving = row; }
    }
    if (leaving < 0) return true;
    const entering = this.enteringSymbol(leaving);
    if (entering < 0) return false;
    this.pivot(leaving, entering);
    pivots += 1;
  }
  return false;
};

// A row's value at the current inputs: its parametric symbols are all zero.
FrameTableau.prototype.valueOfRow = function (row) {
  let value = this.constant[row];
  const indices = this.inputs[row], coefficients = this.inputCoefficients[row], delta = this.delta;
  for (let p = 0; p < indices.length; p++) value += coefficients[p] * delta[indices[p]];
  return value;
};

// The dual ratio test: among the row's symbols that would raise it, the one whose cost per unit is
// least, level by level (the least symbol on a tie), so the basis stays optimal; -1 for none.
FrameTableau.prototype.enteringSymbol = function (row) {
  let best = -1, bestCoefficient = 0;
  const rowSymbols = this.symbols[row], rowCoefficients = this.coefficients[row], costs = this.costs;
  for (let p = 0; p < rowSymbols.length; p++) {
    const coefficient = rowCoefficients[p];
    if (!(coefficient > 1e-12)) continue;
    const symbol = rowSymbols[p];
    if (best < 0) { best = symbol; bestCoefficient = coefficient; continue; }
    for (let level = 0; level < costs.length; level++) {
      const candidate = costs[level][symbol] / coefficient;
      const current = costs[level][best] / bestCoefficient;
      if (Math.abs(candidate - current) <= 1e-9 * Math.max(1, Math.abs(current))) continue;
      if (candidate < current) { best = symbol; bestCoefficient = coefficient; }
      break;
    }
  }
  return best;
};

// Makes `entering` basic in `row` and substitutes it everywhere else.
FrameTableau.prototype.pivot = function (row, entering) {
  const position = this.symbols[row].indexOf(entering);
  if (position < 0) return;
  const leavingSymbol = this.basic[row];
  const pivot = this.coefficients[row][position];
  // entering = (leaving - constant - others - inputs) / pivot
  this.symbols[row].splice(position, 1);
  this.coefficients[row].splice(position, 1);
  const own = this.coefficients[row];
  for (let i = 0; i < own.length; i++) own[i] = -own[i] / pivot;
  this.symbols[row].push(leavingSymbol);
  own.push(1 / pivot);
  const ownInputs = this.inputCoefficients[row];
  for (let i = 0; i < ownInputs.length; i++) ownInputs[i] = -ownInputs[i] / pivot;
  this.constant[row] = -this.constant[row] / pivot;
  this.basic[row] = entering;
  this.rowOfSymbol[entering] = row;
  this.rowOfSymbol[leavingSymbol] = -1;
  for (let other = 0; other < this.basic.length; other++) {
    if (other === row) continue;
    const at = this.symbols[other].indexOf(entering);
    if (at < 0) continue;
    const times = this.coefficients[other][at];
    this.symbols[other].splice(at, 1);
    this.coefficients[other].splice(at, 1);
    this.add(row, times, other);
    this.values[other] = this.valueOfRow(other);
  }
  for (let level = 0; level < this.costs.length; level++) {
    const costs = this.costs[level];
    const cost = costs[entering];
    if (cost === 0) continue;
    costs[entering] = 0;
    const symbols = this.symbols[row], coefficients = this.coefficients[row];
    for (let i = 0; i < symbols.length; i++) costs[symbols[i]] += cost * coefficients[i];
  }
  this.values[row] = this.valueOfRow(row);
};

// Adds `times` the row `source` to the row `target` (the entering symbol already taken out).
FrameTableau.prototype.add = function (source, times, target) {
  const dense = this.dense, touched = this.touched;
  touched.length = 0;
  let symbols = this.symbols[target], coefficients = this.coefficients[target];
  for (let i = 0; i < symbols.length; i++) { dense[symbols[i]] = coefficients[i]; touched.push(symbols[i]); }
  const sourceSymbols = this.symbols[source], sourceCoefficients = this.coefficients[source];
  for (let i = 0; i < sourceSymbols.length; i++) {
    const symbol = sourceSymbols[i];
    if (dense[symbol] === 0) touched.push(symbol);
    dense[symbol] += times * sourceCoefficients[i];
  }
  symbols.length = 0;
  coefficients.length = 0;
  for (let i = 0; i < touched.length; i++) {
    const symbol = touched[i];
    if (dense[symbol] === 0) continue;
    if (Math.abs(dense[symbol]) > 1e-12) { symbols.push(symbol); coefficients.push(dense[symbol]); }
    dense[symbol] = 0;
  }
  const denseInputs = this.denseInputs, touchedInputs = this.touchedInputs;
  touchedInputs.length = 0;
  const inputs = this.inputs[target], inputCoefficients = this.inputCoefficients[target];
  for (let i = 0; i < inputs.length; i++) { denseInputs[inputs[i]] = inputCoefficients[i]; touchedInputs.push(inputs[i]); }
  const sourceInputs = this.inputs[source], sourceInputCoefficients = this.inputCoefficients[source];
  for (let i = 0; i < sourceInputs.length; i++) {
    const input = sourceInputs[i];
    if (denseInputs[input] === 0) touchedInputs.push(input);
    denseInputs[input] += times * sourceInputCoefficients[i];
  }
  inputs.length = 0;
  inputCoefficients.length = 0;
  for (let i = 0; i < touchedInputs.length; i++) {
    const input = touchedInputs[i];
    if (denseInputs[input] === 0) continue;
    if (Math.abs(denseInputs[input]) > 1e-12) { inputs.push(input); inputCoefficients.push(denseInputs[input]); }
    denseInputs[input] = 0;
  }
  this.constant[target] += times * this.constant[source];
};

// The value of a view attribute (`view * 4 + left/top/width/height`) at the latest inputs.
FrameTableau.prototype.attribute = function (index) {
  const symbol = index < this.d.attributeSymbol.length ? this.d.attributeSymbol[index] : -1;
  if (symbol < 0) return 0;
  const row = this.rowOfSymbol[symbol];
  return row >= 0 ? this.values[row] : 0;
};

// The written constraints (by index) that the latest solution breaks, in index order.
FrameTableau.prototype.brokenConstraints = function () {
  const broken = [];
  for (let row = 0; row < this.basic.length; row++) {
    if (!(this.values[row] > 1e-7 * Math.max(1, Math.abs(this.constant[row])))) continue;
    const constraint = this.d.constraintOfSymbol[this.basic[row]];
    if (constraint >= 0 && this.d.restricted[this.basic[row]] && broken.indexOf(constraint) < 0) broken.push(constraint);
  }
  return broken.sort(function (a, b) { return a - b; });
};

const tableaus = new Array(P.systems.length).fill(null);

// Carries stored tableau `index` (made on first use) to `inputs`; false where its required
// constraints cannot all hold.
function solveSystem(index, inputs) {
  if (!(index >= 0 && index < tableaus.length)) return false;
  if (tableaus[index] === null) tableaus[index] = new FrameTableau(P.systems[index]);
  return tableaus[index].solve(inputs);
}

// The pieces of nested views' safe areas that the solution in `tableau` asks for: each side (bit)
// whose assumed piece of max(its edge, root's safe edge) does not hold, flipped.
function nextCases(pieces, tableau, mask, inputs) {
  let next = pieces;
  for (let bit = 0; bit < P.sides.length; bit++) {
    if ((mask & (1 << bit)) === 0) continue;
    const view = P.sides[bit][0], side = P.sides[bit][1];
    const isFar = side === 2 || side === 3, isHorizontal = side === 0 || side === 2;
    const position = isHorizontal ? 0 : 1, length = isHorizontal ? 2 : 3;
    const inset = inputs[2 + [1, 0, 3, 2][side]];
    const own = isFar ? tableau.attribute(4 * view + position) + tableau.attribute(4 * view + length) : tableau.attribute(4 * view + position);
    const edge = isFar ? tableau.attribute(position) + tableau.attribute(length) : tableau.attribute(position);
    const safe = isFar ? edge - inset : edge + inset;
    const tolerance = 1e-7 * Math.max(1, Math.abs(own), Math.abs(safe));
    const holds = (pieces & (1 << bit)) === 0
      ? (isFar ? own <= safe + tolerance : own >= safe - tolerance)
      : (isFar ? own >= safe - tolerance : own <= safe + tolerance);
    if (!holds) next ^= 1 << bit;
  }
  return next;
}

// The tableau that holds at `inputs`, carried to them: starting, as `layoutc solve` does, from
// every nested safe-area side at its view's own edge and switching the pieces that do not hold, in
// rounds; where required constraints conflict, the relaxed tableau. `{index, relaxed}`; index -1
// when the variant has none.
function settle(variant, fitting, direction, inputs) {
  // Margins are measured from the safe area where root has insets (as layoutc solve does).
  const hasInsets = inputs[2] !== 0 || inputs[3] !== 0 || inputs[4] !== 0 || inputs[5] !== 0;
  const byVariant = P.table[2 * direction + (hasInsets ? 1 : 0)];
  const entries = byVariant && byVariant[variant] ? byVariant[variant] : [];
  const column = fitting ? 3 : 1;
  let pieces = 0;
  for (let round = 0; round < 8; round++) {
    const entry = entries.find(function (e) { return e[0] === pieces; });
    if (!entry || entry[column] < 0 || !solveSystem(entry[column], inputs)) break;
    const next = nextCases(pieces, tableaus[entry[column]], P.sideMasks[entry[column]], inputs);
    if (next === pieces) return { index: entry[column], relaxed: false, named: true };
    pieces = next;
  }
  // The rounds did not settle (a piece conflicts here): any stored pieces that hold.
  for (const entry of entries) {
    if (!(entry[column] >= 0 && solveSystem(entry[column], inputs))) continue;
    if (nextCases(entry[0], tableaus[entry[column]], P.sideMasks[entry[column]], inputs) !== entry[0]) continue;
    return { index: entry[column], relaxed: false, named: true };
  }
  const entry = entries[0];
  if (!entry) return { index: -1, relaxed: false, named: false };
  // No relaxed tableau (a large file): the frames are where the dual simplex stopped.
  if (entry[column + 1] < 0) return { index: entry[column], relaxed: true, named: false };
  if (!solveSystem(entry[column + 1], inputs)) return { index: -1, relaxed: true, named: false };
  return { index: entry[column + 1], relaxed: true, named: true };
}
"""#
}
