/**
 * The fixed sentences the services and the gateway can send to a user, found in their production sources with the
 * TypeScript compiler: what a domain error (the kit maps those to a REST `{ message }` and a GraphQL error) is made
 * with, what a zod schema says when it refuses a value (every service's parse throws the first issue's message as a
 * ValidationError), and what a route answers as `{ message }`. The type checker resolves a constant or a message
 * table's entry to its text, so a sentence kept in a `messages.ts` counts where it is used. A message with values is
 * written as the kit's phrase (`phrase(template, values)`, `word(text)`): its template, and each word, is a catalog
 * key too, found wherever a phrase is made.
 */
import ts from 'typescript';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export interface Found {
  text: string;
  /** file:line, relative to the repository. */
  where: string;
}

export interface UserMessages {
  /** Fixed sentences, with the templates and words of the phrases. */
  fixed: Found[];
  /** Texts built at run time (a template with `${}`, a call): they cannot be catalog keys. */
  built: Found[];
}

/** The kit's errors whose message the mapping passes to the user (errors.ts: anything else becomes the generic one). */
const PUBLIC_ERRORS = new Set([
  'DomainError', 'ValidationError', 'UnauthenticatedError', 'ForbiddenError', 'NotFoundError', 'ConflictError',
  'PayloadTooLargeError', 'UnsupportedMediaTypeError', 'RateLimitedError', 'UnavailableError', 'GraphQLError',
]);

/** Zod's makers and checks that take the refusal's text as an argument, or as `{ message }` / `{ error }`. */
const ZOD_CALLS = new Set([
  'string', 'number', 'boolean', 'enum', 'array', 'object', 'literal', 'union', 'date', 'int', 'min', 'max', 'length',
  'regex', 'email', 'url', 'uuid', 'positive', 'nonnegative', 'nonempty', 'refine', 'startsWith', 'endsWith',
  'includes', 'gte', 'lte', 'gt', 'lt', 'multipleOf', 'finite', 'safe', 'iso', 'datetime', 'record', 'tuple',
  'strictObject', 'looseObject', 'nullable', 'optional', 'check', 'coerce',
]);

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') continue;
    if (statSync(full).isDirectory()) sources(full, out);
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Every production source of the services and the gateway. */
export function productionSources(root: string): string[] {
  const services = readdirSync(path.join(root, 'services')).map((s) => path.join(root, 'services', s, 'src'));
  return [...services, path.join(root, 'gateway', 'src')].flatMap((dir) => sources(dir));
}

/** Classes declared in the sources that extend a public error (SubgraphError, the identity's own…). */
function publicErrorClasses(files: readonly ts.SourceFile[]): Set<string> {
  const names = new Set(PUBLIC_ERRORS);
  for (let grew = true; grew;) {
    grew = false;
    for (const file of files) {
      ts.forEachChild(file, function visit(node) {
        if (ts.isClassDeclaration(node) && node.name && !names.has(node.name.text)) {
          const base = node.heritageClauses?.flatMap((h) => h.types).find((t) => ts.isIdentifier(t.expression) && names.has(t.expression.text));
          if (base) { names.add(node.name.text); grew = true; }
        }
        ts.forEachChild(node, visit);
      });
    }
  }
  return names;
}

const importsZod = (file: ts.SourceFile) => file.statements.some((s) => ts.isImportDeclaration(s) && ts.isStringLiteral(s.moduleSpecifier) && s.moduleSpecifier.text === 'zod');

export function findUserMessages(root: string): UserMessages {
  // The workspace packages read from their sources, as jest reads them: the same answer whether or not dist/ was built.
  const paths: Record<string, string[]> = { '@counsel/kit/*': [path.join(root, 'services/kit/src/entry/*.ts')] };
  for (const s of readdirSync(path.join(root, 'services'))) paths[`@counsel/${s}`] = [path.join(root, 'services', s, 'src/index.ts')];
  paths['@counsel/proto-events'] = [path.join(root, 'proto-events/src/index.ts')];
  const program = ts.createProgram(productionSources(root), {
    target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true, skipLibCheck: true, noEmit: true, types: [], resolveJsonModule: true, paths,
  });
  const checker = program.getTypeChecker();
  const files = program.getSourceFiles().filter((f) => !f.isDeclarationFile && !f.fileName.includes('node_modules'));
  const errors = publicErrorClasses(files);
  const fixed: Found[] = [];
  const built: Found[] = [];
  /** The templates and words of the kit's phrases: catalog keys even when they are one word. */
  const templates: Found[] = [];

  const resolve = (symbol: ts.Symbol | undefined) => (symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
  // Every call of a named function, so a helper's message can be read at each place it is called with constants.
  const calls = new Map<ts.Symbol, ts.CallExpression[]>();
  for (const file of files) {
    ts.forEachChild(file, function visit(node) {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const symbol = resolve(checker.getSymbolAtLocation(node.expression));
        if (symbol) calls.set(symbol, [...(calls.get(symbol) ?? []), node]);
      }
      ts.forEachChild(node, visit);
    });
  }

  /** A call of the kit's `phrase` or `word` (phrase.ts), whose first argument is a template or a word. */
  const isPhraseMaker = (call: ts.CallExpression) => {
    const decl = resolve(checker.getSymbolAtLocation(call.expression))?.valueDeclaration;
    return !!decl && /services[\\/]kit[\\/]src[\\/]phrase\.ts$/.test(decl.getSourceFile().fileName);
  };

  /** An array's or a string's own method (`['0', 'no'].includes(v)`), named like a zod check but not one. */
  const isListOrText = (receiver: ts.Expression) => {
    const type = checker.getTypeAtLocation(receiver);
    return checker.isArrayType(type) || checker.isTupleType(type) || !!(type.flags & ts.TypeFlags.StringLike);
  };

  /** A helper's parameters, each bound to what one call gave it (read where that call is). */
  type Env = Map<ts.Symbol, { expr: ts.Expression; env?: Env }>;

  /** The one expression a named function returns (`(…) => expr`, or a body that is `return expr;`), if so simple. */
  const returned = (callee: ts.Expression): { fn: ts.SignatureDeclaration & { parameters: ts.NodeArray<ts.ParameterDeclaration> }; expr: ts.Expression } | null => {
    const decl = resolve(checker.getSymbolAtLocation(callee))?.valueDeclaration;
    const fn = decl && (ts.isFunctionDeclaration(decl) ? decl
      : (ts.isVariableDeclaration(decl) || ts.isPropertyAssignment(decl)) && decl.initializer && (ts.isArrowFunction(decl.initializer) || ts.isFunctionExpression(decl.initializer)) ? decl.initializer : null);
    if (!fn || !fn.body) return null;
    if (!ts.isBlock(fn.body)) return { fn, expr: fn.body };
    const [only] = fn.body.statements;
    return fn.body.statements.length === 1 && ts.isReturnStatement(only) && only.expression ? { fn, expr: only.expression } : null;
  };

  /** The texts an expression can be, if they are fixed when the code is written (with `env`: at one call of a helper). */
  const evaluate = (expr: ts.Expression, env?: Env): string[] | null => {
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr) || ts.isNumericLiteral(expr)) return [expr.text];
    if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr)) return evaluate(expr.expression, env);
    if (ts.isTemplateExpression(expr)) {
      let texts = [expr.head.text];
      for (const span of expr.templateSpans) {
        const values = evaluate(span.expression, env);
        if (!values) return null;
        texts = texts.flatMap((t) => values.map((v) => t + v + span.literal.text));
      }
      return texts;
    }
    if (ts.isIdentifier(expr) && env) {
      const bound = env.get(checker.getSymbolAtLocation(expr) as ts.Symbol);
      if (bound) return evaluate(bound.expr, bound.env);
    }
    // A call of a function that returns one sentence: that sentence, with the call's values.
    const inner = ts.isCallExpression(expr) ? returned(expr.expression) : null;
    if (inner && ts.isCallExpression(expr)) {
      const callee: Env = new Map();
      inner.fn.parameters.forEach((p, i) => {
        const given = expr.arguments[i];
        if (given) callee.set(checker.getSymbolAtLocation(p.name) as ts.Symbol, { expr: given, env });
        else if (p.initializer) callee.set(checker.getSymbolAtLocation(p.name) as ts.Symbol, { expr: p.initializer });
      });
      const texts = evaluate(inner.expr, callee);
      if (texts) return texts;
    }
    if (ts.isCallExpression(expr) && ts.isPropertyAccessExpression(expr.expression) && expr.expression.name.text === 'join') {
      const items = list(expr.expression.expression, env);
      const separator = expr.arguments[0] ? evaluate(expr.arguments[0], env) : [','];
      return items && separator?.length === 1 ? [items.join(separator[0])] : null;
    }
    const type = checker.getTypeAtLocation(expr);
    const parts = type.isUnion() ? type.types : [type];
    return parts.every((t) => t.isStringLiteral() || t.isNumberLiteral()) ? parts.map((t) => String((t as ts.LiteralType).value)) : null;
  };

  /** The items of a list that is fixed when the code is written (a literal, or a constant tuple). */
  const list = (expr: ts.Expression, env?: Env): string[] | null => {
    if (ts.isArrayLiteralExpression(expr)) {
      const items = expr.elements.map((e) => evaluate(e, env));
      return items.every((i) => i?.length === 1) ? items.map((i) => (i as string[])[0]) : null;
    }
    if (ts.isIdentifier(expr) && env) {
      const bound = env.get(checker.getSymbolAtLocation(expr) as ts.Symbol);
      if (bound) return list(bound.expr, bound.env);
    }
    const type = checker.getTypeAtLocation(expr);
    if (!checker.isTupleType(type)) return null;
    const items = checker.getTypeArguments(type as ts.TypeReference);
    return items.every((t) => t.isStringLiteral()) ? items.map((t) => (t as ts.StringLiteralType).value) : null;
  };

  /** The named function around a node (`const f = (…) => …` or `function f`), whose calls give its parameters. */
  const helperOf = (node: ts.Node): ts.SignatureDeclaration & { parameters: ts.NodeArray<ts.ParameterDeclaration> } | null => {
    for (let n = node.parent; n; n = n.parent) {
      if (ts.isFunctionDeclaration(n) && n.name) return n;
      if ((ts.isArrowFunction(n) || ts.isFunctionExpression(n)) && ts.isVariableDeclaration(n.parent) && ts.isIdentifier(n.parent.name)) return n;
      if (ts.isFunctionLike(n)) return null;
    }
    return null;
  };

  /**
   * The parameters of the helper around `node`, bound once per call of it; a call inside another helper is read with
   * that helper's bindings in turn (a label passed down two helpers). Outside any helper: one empty binding.
   */
  const bindingsAt = (node: ts.Node, depth = 0): Array<{ env?: Env; site?: ts.CallExpression }> => {
    const helper = depth < 4 ? helperOf(node) : null;
    const name = helper && (ts.isFunctionDeclaration(helper) ? helper.name : (helper.parent as ts.VariableDeclaration).name);
    const sites = name ? calls.get(checker.getSymbolAtLocation(name) as ts.Symbol) ?? [] : [];
    if (!helper || sites.length === 0) return [{}];
    return sites.flatMap((site) => bindingsAt(site, depth + 1).map((outer) => {
      const env: Env = new Map();
      helper.parameters.forEach((p, i) => {
        const given = site.arguments[i];
        if (given) env.set(checker.getSymbolAtLocation(p.name) as ts.Symbol, { expr: given, env: outer.env });
        else if (p.initializer) env.set(checker.getSymbolAtLocation(p.name) as ts.Symbol, { expr: p.initializer });
      });
      return { env, site };
    }));
  };

  for (const file of files) {
    const zod = importsZod(file);
    const where = (node: ts.Node) => `${path.relative(root, node.getSourceFile().fileName)}:${node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

    /** A helper's message, read at each of its calls; null when any call gives it a value known only at run time. */
    const atEachCall = (expr: ts.Expression): Found[] | null => {
      const bindings = bindingsAt(expr);
      if (!bindings[0]?.site) return null;
      const out: Found[] = [];
      for (const { env, site } of bindings) {
        const texts = evaluate(expr, env);
        if (!texts) return null;
        out.push(...texts.map((text) => ({ text, where: where(site as ts.CallExpression) })));
      }
      return out;
    };

    /** A message expression: its fixed text(s) (into `into`), or a note that it is built at run time. */
    const take = (expr: ts.Expression | undefined, dynamicCounts: boolean, into: Found[] = fixed) => {
      if (!expr) return;
      if (ts.isConditionalExpression(expr)) { take(expr.whenTrue, dynamicCounts, into); take(expr.whenFalse, dynamicCounts, into); return; }
      if (ts.isBinaryExpression(expr) && expr.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) { take(expr.left, false, into); take(expr.right, dynamicCounts, into); return; }
      if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr)) { take(expr.expression, dynamicCounts, into); return; }
      if (ts.isArrowFunction(expr) && !ts.isBlock(expr.body)) { take(expr.body, dynamicCounts, into); return; }
      const texts = evaluate(expr);
      if (texts) { into.push(...texts.map((text) => ({ text, where: where(expr) }))); return; }
      const type = checker.getTypeAtLocation(expr);
      // A sentence (not a zod schema handed to another schema) from a template, a call or a helper's parameter.
      const sentence = (type.isUnion() ? type.types : [type]).every((t) => t.flags & ts.TypeFlags.StringLike);
      if (!sentence || !(ts.isTemplateExpression(expr) || ts.isCallExpression(expr) || ts.isIdentifier(expr))) return;
      const perCall = atEachCall(expr);
      if (perCall) into.push(...perCall);
      // A plain string variable passes on what another place made (a zod issue's message): that place is checked there.
      else if (dynamicCounts && !ts.isIdentifier(expr)) built.push({ text: expr.getText(file), where: where(expr) });
    };

    /** `{ message: … }` or `{ error: … }` passed as a zod option. */
    const takeOption = (arg: ts.Expression) => {
      if (!ts.isObjectLiteralExpression(arg)) return take(arg, true);
      for (const p of arg.properties) {
        if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && (p.name.text === 'message' || p.name.text === 'error')) take(p.initializer, true);
      }
    };

    ts.forEachChild(file, function visit(node) {
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && errors.has(node.expression.text)) take(node.arguments?.[0], true);
      else if (ts.isCallExpression(node) && isPhraseMaker(node)) take(node.arguments[0], true, templates);
      else if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : '';
        if (name === 'orNotFound') take(node.arguments[1], true);
        else if (zod && ts.isPropertyAccessExpression(callee) && ZOD_CALLS.has(name) && !isListOrText(callee.expression)) {
          for (const arg of node.arguments) if (!ts.isArrowFunction(arg) && !ts.isFunctionExpression(arg) && !ts.isNumericLiteral(arg) && !ts.isArrayLiteralExpression(arg) && !ts.isRegularExpressionLiteral(arg)) takeOption(arg);
        } else if (name === 'send' && node.arguments[0] && ts.isObjectLiteralExpression(node.arguments[0])) takeOption(node.arguments[0]);
        else if (zod && name === 'addIssue' && node.arguments[0]) takeOption(node.arguments[0]);
      }
      ts.forEachChild(node, visit);
    });
  }
  // A text without a space is a code, a path or a value the scanner met on the way (`kind === 'pdf'`), not a sentence.
  // `word(text)` calls `phrase(text)`: a word is found at its call both ways, once is enough.
  const phrased = [...new Map(templates.map((f) => [`${f.text}\n${f.where}`, f])).values()];
  return { fixed: [...fixed.filter((f) => /\s/.test(f.text)), ...phrased], built };
}
