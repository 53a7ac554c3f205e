export interface MathSymbol {
  symbol: string;
  name: string;
}

export interface MathSymbolGroup {
  title: string;
  /** The dock's tab label. */
  tab: string;
  symbols: MathSymbol[];
}

/** Common symbols for writing maths entries; clicking one copies it. */
export const MATH_SYMBOL_GROUPS: MathSymbolGroup[] = [
  {
    title: 'Operators',
    tab: 'Operators',
    symbols: [
      { symbol: '+', name: 'plus' },
      { symbol: '−', name: 'minus' },
      { symbol: '×', name: 'multiplication' },
      { symbol: '÷', name: 'division' },
      { symbol: '±', name: 'plus-minus' },
      { symbol: '·', name: 'dot' },
      { symbol: '=', name: 'equals' },
      { symbol: '^', name: 'caret (power)' },
      { symbol: '²', name: 'squared' },
      { symbol: '³', name: 'cubed' },
      { symbol: '√', name: 'square root' },
      { symbol: '∛', name: 'cube root' },
    ],
  },
  {
    title: 'Relations',
    tab: 'Relations',
    symbols: [
      { symbol: '≤', name: 'less than or equal to' },
      { symbol: '≥', name: 'greater than or equal to' },
      { symbol: '≠', name: 'not equal to' },
      { symbol: '≈', name: 'approximately equal to' },
      { symbol: '<', name: 'less than' },
      { symbol: '>', name: 'greater than' },
      { symbol: '∈', name: 'element of' },
      { symbol: '∉', name: 'not an element of' },
      { symbol: '⊂', name: 'subset of' },
      { symbol: '∪', name: 'union' },
      { symbol: '∩', name: 'intersection' },
      { symbol: '∅', name: 'empty set' },
    ],
  },
  {
    title: 'Calculus, constants and geometry',
    tab: 'Calculus',
    symbols: [
      { symbol: '∑', name: 'sum' },
      { symbol: '∏', name: 'product' },
      { symbol: '∫', name: 'integral' },
      { symbol: '∞', name: 'infinity' },
      { symbol: 'π', name: 'pi' },
      { symbol: 'θ', name: 'theta' },
      { symbol: 'Δ', name: 'delta' },
      { symbol: '°', name: 'degree' },
      { symbol: '∠', name: 'angle' },
      { symbol: '⊥', name: 'perpendicular' },
      { symbol: '∥', name: 'parallel' },
      { symbol: '%', name: 'percent' },
    ],
  },
  {
    title: 'Brackets and fractions',
    tab: 'Brackets',
    symbols: [
      { symbol: '(', name: 'left parenthesis' },
      { symbol: ')', name: 'right parenthesis' },
      { symbol: '[', name: 'left bracket' },
      { symbol: ']', name: 'right bracket' },
      { symbol: '½', name: 'one half' },
      { symbol: '⅓', name: 'one third' },
      { symbol: '⅔', name: 'two thirds' },
      { symbol: '¼', name: 'one quarter' },
      { symbol: '¾', name: 'three quarters' },
      { symbol: '⅕', name: 'one fifth' },
      { symbol: '⅛', name: 'one eighth' },
      { symbol: '⁄', name: 'fraction slash' },
    ],
  },
];
