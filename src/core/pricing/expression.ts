// A small safe evaluator for the price formulas stored in pricing tables ("partPrice * 1.4 + 2").
// Store administrators type these; they must never run as code (no eval, no new Function), and a
// bad one must be reported and priced as "no price" rather than crash or become free (spec §8).

export interface FormulaError {
  expression: string;
  message: string;
}

/** Receives each formula that fails to evaluate; pricing goes on without that price. */
export type FormulaErrorReporter = (error: FormulaError) => void;

export type EvaluationResult = { ok: true; value: number } | { ok: false; message: string };

type Token =
  | { kind: "number"; value: number; at: number }
  | { kind: "name"; value: string; at: number }
  | { kind: "operator"; value: "+" | "-" | "*" | "/" | "(" | ")"; at: number };

// Typographic signs are accepted because formulas are often pasted from spreadsheets or documents.
const OPERATORS: Record<string, "+" | "-" | "*" | "/" | "(" | ")"> = {
  "+": "+",
  "-": "-",
  "−": "-",
  "*": "*",
  "×": "*",
  "/": "/",
  "÷": "/",
  "(": "(",
  ")": ")",
};

class FormulaSyntaxError extends Error {}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < source.length) {
    const char = source[at] as string;
    if (/\s/.test(char)) {
      at += 1;
      continue;
    }
    const number = /^(\d+\.?\d*|\.\d+)/.exec(source.slice(at));
    if (number) {
      tokens.push({ kind: "number", value: Number(number[0]), at });
      at += number[0].length;
      continue;
    }
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(at));
    if (name) {
      tokens.push({ kind: "name", value: name[0], at });
      at += name[0].length;
      continue;
    }
    const operator = OPERATORS[char];
    if (operator === undefined) throw new FormulaSyntaxError(`unexpected character "${char}" at position ${at + 1}`);
    tokens.push({ kind: "operator", value: operator, at });
    at += 1;
  }
  return tokens;
}

// Grammar: sum := product (("+"|"-") product)* ; product := unary (("*"|"/") unary)* ;
// unary := "-" unary | "+" unary | atom ; atom := number | name | "(" sum ")".
function parse(tokens: Token[], variables: Readonly<Record<string, number>>): number {
  let index = 0;
  const peek = () => tokens[index];
  const isOperator = (value: string) => {
    const token = peek();
    return token?.kind === "operator" && token.value === value;
  };

  const sum = (): number => {
    let value = product();
    while (isOperator("+") || isOperator("-")) {
      const plus = isOperator("+");
      index += 1;
      const right = product();
      value = plus ? value + right : value - right;
    }
    return value;
  };
  const product = (): number => {
    let value = unary();
    while (isOperator("*") || isOperator("/")) {
      const times = isOperator("*");
      index += 1;
      const right = unary();
      if (!times && right === 0) throw new FormulaSyntaxError("division by zero");
      value = times ? value * right : value / right;
    }
    return value;
  };
  const unary = (): number => {
    if (isOperator("-")) {
      index += 1;
      return -unary();
    }
    if (isOperator("+")) {
      index += 1;
      return unary();
    }
    return atom();
  };
  const atom = (): number => {
    const token = peek();
    if (token === undefined) throw new FormulaSyntaxError("unexpected end of formula");
    index += 1;
    if (token.kind === "number") return token.value;
    if (token.kind === "name") {
      if (!Object.hasOwn(variables, token.value)) throw new FormulaSyntaxError(`unknown name "${token.value}"`);
      return variables[token.value] as number;
    }
    if (token.value === "(") {
      const value = sum();
      if (!isOperator(")")) throw new FormulaSyntaxError(`missing ")" for "(" at position ${token.at + 1}`);
      index += 1;
      return value;
    }
    throw new FormulaSyntaxError(`unexpected "${token.value}" at position ${token.at + 1}`);
  };

  const value = sum();
  const rest = peek();
  if (rest !== undefined) throw new FormulaSyntaxError(`unexpected "${rest.value}" at position ${rest.at + 1}`);
  return value;
}

/** Evaluates a formula (a number or an expression over the given variables) without ever throwing. */
export function evaluateExpression(
  formula: number | string,
  variables: Readonly<Record<string, number>> = {},
): EvaluationResult {
  if (typeof formula === "number") {
    return Number.isFinite(formula) ? { ok: true, value: formula } : { ok: false, message: "not a finite number" };
  }
  try {
    const tokens = tokenize(formula);
    if (tokens.length === 0) return { ok: false, message: "empty formula" };
    const value = parse(tokens, variables);
    return Number.isFinite(value) ? { ok: true, value } : { ok: false, message: "result is not a finite number" };
  } catch (error) {
    if (error instanceof FormulaSyntaxError) return { ok: false, message: error.message };
    throw error;
  }
}

/**
 * A formula as a price: a number above 0, or undefined ("no price"). A formula that cannot be
 * evaluated is reported; one that evaluates to 0 or less is simply no price (spec §5).
 */
export function evaluatePrice(
  formula: number | string | undefined,
  variables: Readonly<Record<string, number>>,
  report?: FormulaErrorReporter,
): number | undefined {
  if (formula === undefined) return undefined;
  const result = evaluateExpression(formula, variables);
  if (!result.ok) {
    report?.({ expression: String(formula), message: result.message });
    return undefined;
  }
  return result.value > 0 ? result.value : undefined;
}

/**
 * Wraps a reporter so each distinct bad formula is reported once, however often a page re-prices
 * (every quantity change on the product page evaluates the same formulas again).
 */
export function reportEachFormulaOnce(report: FormulaErrorReporter): FormulaErrorReporter {
  const seen = new Set<string>();
  return (error) => {
    const key = `${error.expression}\u0000${error.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    report(error);
  };
}
