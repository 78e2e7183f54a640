/**
 * The fixed sentences the services and the gateway can send to a user, found in their production sources with the
 * TypeScript compiler: what a domain error (the kit maps those to a REST `{ message }` and a GraphQL error) is made
 * with, what a zod schema says when it refuses a value (every service's parse throws the first issue's message as a
 * ValidationError), and what a route answers as `{ message }`. The type checker resolves a constant or a message
 * table's entry to its text, so a sentence kept in a `messages.ts` counts where it is used.
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
  /** Fixed sentences. */
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
  const program = ts.createProgram(productionSources(root), {
    target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true, skipLibCheck: true, noEmit: true, types: [], resolveJsonModule: true,
  });
  const checker = program.getTypeChecker();
  const files = program.getSourceFiles().filter((f) => !f.isDeclarationFile && !f.fileName.includes('node_modules'));
  const errors = publicErrorClasses(files);
  const fixed: Found[] = [];
  const built: Found[] = [];

  for (const file of files) {
    const zod = importsZod(file);
    const where = (node: ts.Node) => `${path.relative(root, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

    /** A template whose every value is a constant (a length limit…) is a fixed sentence: its text, else null. */
    const folded = (expr: ts.TemplateExpression): string | null => {
      let text = expr.head.text;
      for (const span of expr.templateSpans) {
        const type = checker.getTypeAtLocation(span.expression);
        if (!type.isStringLiteral() && !type.isNumberLiteral()) return null;
        text += String(type.value) + span.literal.text;
      }
      return text;
    };

    /** A message expression: its fixed text(s), or a note that it is built at run time. */
    const take = (expr: ts.Expression | undefined, dynamicCounts: boolean) => {
      if (!expr) return;
      if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) { fixed.push({ text: expr.text, where: where(expr) }); return; }
      if (ts.isTemplateExpression(expr)) {
        const text = folded(expr);
        if (text === null) built.push({ text: expr.getText(file), where: where(expr) });
        else fixed.push({ text, where: where(expr) });
        return;
      }
      if (ts.isConditionalExpression(expr)) { take(expr.whenTrue, dynamicCounts); take(expr.whenFalse, dynamicCounts); return; }
      if (ts.isBinaryExpression(expr) && expr.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) { take(expr.left, false); take(expr.right, dynamicCounts); return; }
      if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr)) { take(expr.expression, dynamicCounts); return; }
      const type = checker.getTypeAtLocation(expr);
      const parts = type.isUnion() ? type.types : [type];
      const literals = parts.filter((t): t is ts.StringLiteralType => t.isStringLiteral());
      if (literals.length > 0 && literals.length === parts.length) for (const t of literals) fixed.push({ text: t.value, where: where(expr) });
      // A call that makes a sentence (not a zod schema handed to another schema) builds it at run time.
      else if (dynamicCounts && ts.isCallExpression(expr) && parts.every((t) => t.flags & ts.TypeFlags.StringLike)) built.push({ text: expr.getText(file), where: where(expr) });
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
      else if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : '';
        if (name === 'orNotFound') take(node.arguments[1], true);
        else if (zod && ts.isPropertyAccessExpression(callee) && ZOD_CALLS.has(name)) {
          for (const arg of node.arguments) if (!ts.isArrowFunction(arg) && !ts.isFunctionExpression(arg) && !ts.isNumericLiteral(arg) && !ts.isArrayLiteralExpression(arg) && !ts.isRegularExpressionLiteral(arg)) takeOption(arg);
        } else if (name === 'send' && node.arguments[0] && ts.isObjectLiteralExpression(node.arguments[0])) takeOption(node.arguments[0]);
        else if (zod && name === 'addIssue' && node.arguments[0]) takeOption(node.arguments[0]);
      }
      ts.forEachChild(node, visit);
    });
  }
  // A text without a space is a code, a path or a value the scanner met on the way (`kind === 'pdf'`), not a sentence.
  return { fixed: fixed.filter((f) => /\s/.test(f.text)), built };
}
